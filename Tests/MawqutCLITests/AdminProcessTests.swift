import Foundation
import Testing

/// `mawqut-admin` as it runs on the display: its own process over the same files as `mawqut`.
struct AdminProcessTests {
    static var admin: URL { CommandLineTests.binary.deletingLastPathComponent().appendingPathComponent("mawqut-admin") }

    /// A configuration and data directory of their own, and a port nobody uses.
    final class Place {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-admin-process-\(UUID().uuidString)")
        let port = Int.random(in: 40_001...60_000)
        var config: URL { folder.appendingPathComponent("config.json") }
        var data: URL { folder.appendingPathComponent("data") }
        private var server: HelperProcess?

        init(config text: String = """
            {"location": {"name": "Leeds Grand Mosque", "latitude": 53.8008, "longitude": -1.5491, "timezone": "Europe/London"},
             "calculation": {"method": "moonsighting-committee"}, "schedule": {"jumuah": ["13:00"]}, "iqama": {"asr": 20},
             "admin": {"listen": "127.0.0.1:PORT"}}
            """) throws {
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            try Data(text.replacingOccurrences(of: "PORT", with: String(port)).utf8).write(to: config)
        }

        func admin(_ arguments: [String], input: String? = nil) throws -> ToolRun {
            let all = arguments + ["--config", config.path, "--data-dir", data.path]
            guard let input else { return try ToolRun(AdminProcessTests.admin.path, all, environment: ["PATH": "/usr/bin:/bin"]) }
            let script = "printf '%s' \"$1\" | \"$0\" \"${@:2}\""
            return try ToolRun("/bin/bash", ["-c", script, AdminProcessTests.admin.path, input] + all, environment: ["PATH": "/usr/bin:/bin"])
        }

        /// Starts the server and waits until it answers.
        func serve() throws {
            server = try HelperProcess([AdminProcessTests.admin.path, "--config", config.path, "--data-dir", data.path])
            // Generous: under the whole suite's load (the corpus tests on both cores) a start took over 15 s.
            let deadline = Date().addingTimeInterval(45)
            while Date() < deadline {
                if (try? fetch("/"))?.status == 0 { return }
                Thread.sleep(forTimeInterval: 0.2)
            }
            Issue.record("mawqut-admin did not answer on port \(port)")
        }

        /// A GET through Python's urllib (the test process keeps no HTTP client of its own).
        func fetch(_ path: String) throws -> ToolRun {
            try ToolRun("/usr/bin/python3", ["-c", "import sys, urllib.request; sys.stdout.write(urllib.request.urlopen(sys.argv[1], timeout=5).read().decode())",
                                             "http://127.0.0.1:\(port)\(path)"])
        }

        deinit {
            server?.stop()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    @Test func withoutAConfigurationItSaysWhichPathItReadAndServesOnlyThisMachine() throws {
        let place = try Place()
        let home = place.folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let server = try HelperProcess(["XDG_CONFIG_HOME=\(home.path)", AdminProcessTests.admin.path, "--data-dir", place.data.path])
        defer { server.stop() }
        let log = place.data.appendingPathComponent("mawqut-admin.log")
        let deadline = Date().addingTimeInterval(15)
        var text = ""
        while Date() < deadline, !text.contains("no configuration at") {
            Thread.sleep(forTimeInterval: 0.2)
            text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        }
        #expect(text.contains("no configuration at \(home.path)/mawqut/config.json (the default path; --config names another): "
                              + "serving on 127.0.0.1:8080 only"), "\(text)")
        #expect(!text.contains("given with --config") && !text.contains("0.0.0.0"), "\(text)")
    }

    /// A bounded slow-client test on loopback (it stops by itself within a minute): a header
    /// sent a byte every half second, a body that stops, and a Content-Length of ten gigabytes
    /// with three bytes behind it, while another client's requests are answered.
    static let slowClients = #"""
        import socket, sys, threading, time, urllib.request
        port = int(sys.argv[1])

        def closed_after(sock, dribble, limit=40):
            start = time.time()
            sock.setblocking(False)
            while time.time() - start < limit:
                try:
                    if sock.recv(4096) == b"":
                        return time.time() - start
                except BlockingIOError:
                    pass
                except OSError:
                    return time.time() - start
                if dribble:
                    try:
                        sock.send(b"a")
                    except OSError:
                        return time.time() - start
                time.sleep(0.5)
            return None

        answered = []
        def others():
            for _ in range(8):
                answered.append(urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5).status)
                time.sleep(1)
        helper = threading.Thread(target=others)
        helper.start()
        head = socket.create_connection(("127.0.0.1", port))
        head.send(b"GET / HTTP/1.1\r\nHost: mosque\r\nX-Slow: ")
        print("head", closed_after(head, dribble=True))
        body = socket.create_connection(("127.0.0.1", port))
        body.send(b"POST /admin/login HTTP/1.1\r\nHost: mosque\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nusername=")
        print("body", closed_after(body, dribble=False))
        lying = socket.create_connection(("127.0.0.1", port))
        start = time.time()
        lying.send(b"POST /admin/announcements HTTP/1.1\r\nHost: mosque\r\nContent-Length: 10000000000\r\n\r\nabc")
        lying.settimeout(5)
        answer = lying.recv(200).decode(errors="replace").splitlines()[0]
        print("lying", answer, round(time.time() - start, 2))
        helper.join()
        print("others", answered)
        """#

    @Test func slowAndLyingClientsAreCutOffWhileOthersAreAnswered() throws {
        let place = try Place()
        try place.serve()
        let run = try ToolRun("/usr/bin/python3", ["-c", Self.slowClients, String(place.port)])
        let lines = Dictionary(uniqueKeysWithValues: run.text.split(separator: "\n").map { line in
            (String(line.split(separator: " ")[0]), line.split(separator: " ").dropFirst().joined(separator: " "))
        })
        let head = try #require(Double(lines["head"] ?? ""), "\(run.text) \(run.errors)")
        let body = try #require(Double(lines["body"] ?? ""), "\(run.text) \(run.errors)")
        #expect((9...20).contains(head), "a header sent a byte at a time is cut off after about 10 s, not \(head)")
        #expect((9...20).contains(body), "a body that stops is cut off after about 10 s, not \(body)")
        let lying = try #require(lines["lying"])
        #expect(lying.hasPrefix("HTTP/1.1 413"), "\(lying)")
        #expect((Double(lying.split(separator: " ").last ?? "") ?? 9) < 2, "refused at once: \(lying)")
        #expect(lines["others"] == "[200, 200, 200, 200, 200, 200, 200, 200]", "\(run.text)")
    }

    @Test func theAdminLinksNoCursesALSAOrMpg123() throws {
        let libraries = try ToolRun("/usr/bin/ldd", [Self.admin.path]).text
        #expect(libraries.contains("libc.so"), "\(libraries)")
        for forbidden in ["ncurses", "libasound", "libmpg123", "rubberband", "fribidi", "mosquitto"] {
            #expect(!libraries.contains(forbidden), "mawqut-admin loads \(forbidden)")
        }
    }

    @Test func accountsAreManagedFromTheCommandLineWithThePasswordOnStandardInput() throws {
        let place = try Place()
        let short = try place.admin(["user", "add", "imam"], input: "short\n")
        #expect(short.status == 64 && short.errors.contains("a password has at least 10 characters; nothing changed"), "\(short.errors)")
        #expect(try place.admin(["user", "add", "imam"], input: "correct horse battery\n").status == 0)
        let again = try place.admin(["user", "add", "imam"], input: "correct horse battery\n")
        #expect(again.status == 1 && again.errors.contains("an account named \"imam\" exists already"))
        let bad = try place.admin(["user", "add", "im am"], input: "correct horse battery\n")
        #expect(bad.status == 64 && bad.errors.contains("cannot be an account name"))
        #expect(try place.admin(["user", "passwd", "imam"], input: "another long password\n").status == 0)
        #expect(try place.admin(["user", "list"]).text.hasPrefix("imam\tadded "))
        #expect(try place.admin(["user", "passwd", "nobody"], input: "another long password\n").errors.contains("there is no account named \"nobody\""))
        let removed = try place.admin(["user", "remove", "imam"])
        #expect(removed.status == 0 && removed.text.contains("no account is left"))
        #expect(try place.admin(["user", "list"]).text.contains("no accounts"))
        let config = try String(contentsOf: place.config, encoding: .utf8)
        #expect(!config.contains("correct horse") && !config.contains("$y$"), "no password in the configuration")
    }

    @Test func theServedFeedsAreThoseOfTheCommandLineAndTheCalendarParses() throws {
        let place = try Place()
        try place.serve()
        for date in ["2026-11-27", "2027-03-28", "2027-06-21"] {
            let served = try place.fetch("/api/times?date=\(date)").text
            let printed = try CommandLineTests.run(["times", "--date", date, "--json", "--config", place.config.path]).output
            #expect(served + "\n" == printed, "\(date)")
        }
        let csv = try place.fetch("/timetable.csv?month=2027-03").text
        let file = place.folder.appendingPathComponent("march.csv")
        try Data(csv.utf8).write(to: file)
        let imported = try CommandLineTests.run(["import", "timetable", file.path, "--data-dir", place.folder.appendingPathComponent("other").path,
                                                 "--config", place.config.path])
        #expect(imported.status == 0 && imported.output.contains("imported 31 days (2027-03-01 to 2027-03-31)"), "\(imported.errors)")
        // A real iCalendar parser (icalendar from PyPI, installed by make test) reads every event and its zone.
        let check = """
            import sys, urllib.request
            try:
                import icalendar
            except ImportError:
                print("skip: icalendar is not installed"); sys.exit(0)
            data = urllib.request.urlopen(sys.argv[1], timeout=5).read()
            calendar = icalendar.Calendar.from_ical(data)
            events = [c for c in calendar.walk("VEVENT")]
            zones = [c for c in calendar.walk("VTIMEZONE")]
            assert len(zones) == 1 and zones[0]["TZID"] == "Europe/London", zones
            uids = set()
            for event in events:
                start = event.decoded("DTSTART")
                assert start.tzinfo is not None, event
                assert event.get("DTSTAMP") is not None and event.get("UID") is not None, event
                uids.add(str(event["UID"]))
            assert len(uids) == len(events), "every UID is its own"
            print(len(events))
            """
        let parsed = try ToolRun(TestPython.path, ["-c", check, "http://127.0.0.1:\(place.port)/calendar.ics"])
        #expect(parsed.status == 0, "\(parsed.errors)")
        if !parsed.text.hasPrefix("skip") {
            let count = Int(parsed.text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            #expect((300...305).contains(count), "10 events a day for 30 days, and Fridays' second Jumu'ah where there is one: \(count)")
        }
    }
}

/// The Python that has Selenium and icalendar (make test makes it in .build/test-venv), else the system's.
enum TestPython {
    static var path: String {
        ProcessInfo.processInfo.environment["MAWQUT_TEST_PYTHON"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/bin/python3"
    }
}

/// The volunteer's whole task with a phone's browser and the kiosk in tmux (Scripts/admin-browser-test.py).
struct AdminBrowserTests {
    @Test func aVolunteerClaimsThePageChangesAnIqamaAndPostsAnArabicAnnouncementAndTheWallShowsBoth() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let run = try ToolRun(TestPython.path, [root.appendingPathComponent("Scripts/admin-browser-test.py").path,
                                                CommandLineTests.binary.path, AdminProcessTests.admin.path])
        if run.status == 77 {
            print("the browser test is skipped: \(run.text.trimmingCharacters(in: .whitespacesAndNewlines))")
            return
        }
        #expect(run.status == 0, "\(run.text)\(run.errors)")
        #expect(run.text.contains("month timetable: 1 A4 page") && run.text.hasSuffix("ok\n"), "\(run.text)")
    }
}

/// `mawqut doctor` on the admin page: optional, answering, claimed or not.
struct AdminDoctorTests {
    @Test func doctorSaysWhetherTheAdminPageAnswersAndWhetherItIsClaimed() throws {
        let place = try AdminProcessTests.Place()
        func line() throws -> String {
            let result = try CommandLineTests.run(["doctor", "--config", place.config.path, "--data-dir", place.data.path])
            return result.output.split(separator: "\n").first { $0.contains("admin page") }.map(String.init) ?? result.output
        }
        #expect(try line().contains("✓ admin page: not running on 127.0.0.1:\(place.port) (it is optional"))
        try place.serve()
        #expect(try line().contains("answers on 127.0.0.1:\(place.port); no account yet: claim it with the setup code the wall shows"))
        #expect(try place.admin(["user", "add", "imam"], input: "correct horse battery\n").status == 0)
        #expect(try line().contains("answers on 127.0.0.1:\(place.port); 1 account(s)"))
    }
}
