import Foundation
@testable import KioskApp
@testable import MawqutCommon
import MosqueSettings
import PrayerCalc
import Testing

/// The Aladhan client against a local HTTP server that answers in the service's
/// recorded format, with errors, slowly, or with garbage.
struct AladhanTests {
    /// Two days in Aladhan's calendar format (values written for this test).
    static let calendar = """
        {"code":200,"status":"OK","data":[
         {"timings":{"Fajr":"05:29 (EST)","Sunrise":"06:49 (EST)","Dhuhr":"11:42 (EST)","Asr":"14:13 (EST)","Sunset":"16:33 (EST)",
                     "Maghrib":"16:34 (EST)","Isha":"17:52 (EST)","Imsak":"05:19 (EST)","Midnight":"23:12 (EST)"},
          "date":{"readable":"21 Nov 2026","gregorian":{"date":"21-11-2026"}}},
         {"timings":{"Fajr":"05:30 (EST)","Sunrise":"06:50 (EST)","Dhuhr":"11:42 (EST)","Asr":"14:12 (EST)","Sunset":"16:32 (EST)",
                     "Maghrib":"16:33 (EST)","Isha":"17:52 (EST)","Imsak":"05:20 (EST)","Midnight":"23:12 (EST)"},
          "date":{"readable":"22 Nov 2026","gregorian":{"date":"22-11-2026"}}}]}
        """

    /// Answers the calendar, or 500 under /error, slowly under /slow, garbage under /garbage.
    static func server() throws -> ScriptedHTTPServer {
        let server = try ScriptedHTTPServer(name: "aladhan", handler: """
            if self.path.startswith("/error"):
                self.send_response(500); self.end_headers(); return
            if self.path.startswith("/slow"):
                time.sleep(3)
            body = b"<html>not json" if self.path.startswith("/garbage") else open(os.path.join(root, "calendar.json"), "rb").read()
            self.send_response(200); self.send_header("Content-Length", str(len(body))); self.end_headers()
            self.wfile.write(body)
            """)
        try calendar.write(to: server.root.appendingPathComponent("calendar.json"), atomically: true, encoding: .utf8)
        return server
    }

    static func settings(base: String) -> Settings {
        var settings = Settings()
        settings.source = .aladhan
        settings.aladhanBaseURL = base
        return settings
    }

    @Test func theRecordedFormatParsesIntoDays() throws {
        let days = try AladhanResponse.parse(Data(Self.calendar.utf8))
        #expect(days.map(\.date.description) == ["2026-11-21", "2026-11-22"])
        #expect(days[0].times[.maghrib] == ClockTime("16:34"))
        #expect(throws: AladhanResponse.Problem.self) { try AladhanResponse.parse(Data("{\"code\":400,\"data\":\"bad\"}".utf8)) }
    }

    @Test func aGoodAnswerIsUsedAndTheRequestNamesMethodAndSchool() throws {
        let server = try Self.server()
        var settings = Self.settings(base: "http://127.0.0.1:\(server.port)/ok")
        settings.calculation.asrSchool = .hanafi
        let result = AladhanClient.month(year: 2026, month: 11, settings: settings, timeout: 2, sleep: { _ in })
        #expect((try? result.get())?.count == 2)
        #expect(server.requests.last?.contains("/v1/calendar/2026/11?latitude=40.7282&longitude=-73.7949&method=2&school=1") == true)
    }

    /// Every setting the service accepts is in the request; the others are named.
    @Test func theRequestCarriesShafaqTheHighLatitudeRuleAndTheHijriAdjustment() throws {
        var settings = Self.settings(base: "http://aladhan.invalid")
        settings.calculation.method = .moonsightingCommittee
        settings.calculation.shafaq = .ahmer
        settings.calculation.highLatitudeRule = .seventhOfTheNight
        settings.calculation.hijriAdjustment = -1
        let path = try #require(AladhanResponse.calendarPath(year: 2026, month: 11, settings: settings))
        #expect(path.hasSuffix("&method=15&school=0&shafaq=ahmer&adjustment=-1&latitudeAdjustmentMethod=2"), "\(path)")
        #expect(AladhanResponse.unsupported(by: settings).isEmpty)
        for (rule, id) in [(HighLatitudeRule.middleOfTheNight, "1"), (.twilightAngle, "3"), (.auto, "1")] {
            settings.calculation.highLatitudeRule = rule
            #expect(AladhanResponse.calendarPath(year: 2026, month: 11, settings: settings)?.hasSuffix("latitudeAdjustmentMethod=\(id)") == true)
        }
        settings.calculation.highLatitudeRule = .none
        settings.calculation.adjustments.dhuhr = 2
        settings.location.elevation = 30
        #expect(AladhanResponse.calendarPath(year: 2026, month: 11, settings: settings)?.contains("latitudeAdjustmentMethod") == false)
        #expect(AladhanResponse.unsupported(by: settings) == ["calculation.highLatitudeRule none", "calculation.adjustments", "location.elevation"])
    }

    @Test func errorsAreRetriedThreeTimesThenReported() throws {
        let server = try Self.server()
        var waits: [TimeInterval] = []
        let result = AladhanClient.month(year: 2026, month: 11, settings: Self.settings(base: "http://127.0.0.1:\(server.port)/error"),
                                         timeout: 2, sleep: { waits.append($0) })
        guard case .failure(let problem) = result else { Issue.record("expected a failure"); return }
        #expect(problem.description.hasSuffix("HTTP 500"))
        #expect(server.requests.filter { $0.hasPrefix("/error") }.count == 3)
        #expect(waits == [1, 2], "exponential backoff between attempts")
    }

    @Test func garbageAndSlowAnswersFailCleanly() throws {
        let server = try Self.server()
        let garbage = AladhanClient.month(year: 2026, month: 11, settings: Self.settings(base: "http://127.0.0.1:\(server.port)/garbage"),
                                          timeout: 2, sleep: { _ in })
        guard case .failure(let problem) = garbage else { Issue.record("expected a failure"); return }
        #expect(problem.description == "Aladhan answered, but the answer is not JSON")
        let slow = AladhanClient.month(year: 2026, month: 11, settings: Self.settings(base: "http://127.0.0.1:\(server.port)/slow"),
                                       timeout: 1, sleep: { _ in })
        guard case .failure = slow else { Issue.record("a reply slower than the timeout must fail"); return }
    }

    @Test func theNetworkingHelperStopsARequestOnSIGTERMAndSaysSo() throws {
        let server = try Self.server()
        let helper = try #require(HTTP.helper, "mawqut-http is built beside the tests")
        let body = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-cancel-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: helper)
        process.arguments = ["http://127.0.0.1:\(server.port)/slow", "--timeout", "10", "--output", body.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        Thread.sleep(forTimeInterval: 0.5)
        let asked = Date()
        process.terminate()
        process.waitUntilExit()
        #expect(Date().timeIntervalSince(asked) < 1.5, "the 3-second answer was not waited for")
        #expect(process.terminationStatus == 1)
        #expect(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("cancelled"))
        #expect(!FileManager.default.fileExists(atPath: body.path), "no partial body is left")
    }

    @Test func theMawqutProcessItselfLoadsNoNetworkingLibraries() throws {
        let mawqut = URL(fileURLWithPath: try #require(HTTP.helper)).deletingLastPathComponent().appendingPathComponent("mawqut").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [mawqut]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let libraries = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(libraries.contains("libc.so"), "ldd listed the libraries")
        // libssl and libcrypto come with libmosquitto (MQTT over TLS); HTTP's libraries stay in mawqut-http.
        for networking in ["libcurl", "libgnutls", "libssh2", "libkrb5", "libFoundationNetworking"] {
            #expect(!libraries.contains(networking), "\(networking) is loaded by mawqut")
        }
    }
}

struct OfflineSourceTests {
    @Test func withAladhanUnreachableTheClockRunsOnLocalTimesAndSaysOffline() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-offline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let config = #"{"calculation": {"source": "aladhan", "aladhanURL": "http://127.0.0.1:9"}, "audio": {"device": "null"}}"#
        let result = try CommandLineTests.run(["run", "--headless", "--now", "2026-11-21T16:32:55-05:00", "--data-dir", data.path],
                                              config: config, for: 8)
        #expect(result.output.contains("Aladhan: http://127.0.0.1:9/v1/calendar/2026/"), "\(result.output)")
        #expect(result.output.contains("adhan     maghrib"), "the calculated Maghrib still plays")
    }
}
