import Foundation
import Testing

/// The wall never goes dark for a broken config.json: the kiosk in tmux, as a person sees it.
struct BrokenConfigurationKioskTests {
    static let leeds = #"{"location": {"name": "Leeds", "latitude": 53.8, "longitude": -1.55, "timezone": "Europe/London"}, "display": {"clock": "24h"}}"#

    func write(_ text: String, in session: KioskScreenTests.Session) throws {
        try FileManager.default.createDirectory(at: session.home.appendingPathComponent("mawqut"), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: session.home.appendingPathComponent("mawqut/config.json"))
    }

    @Test func aKioskStartedOnABrokenFileShowsTheLastGoodPlacesTimesNamesTheFileAndTakesTheFix() throws {
        let session = KioskScreenTests.Session()
        try write(Self.leeds, in: session)
        let times = try CommandLineTests.run(["times", "--date", "2026-11-21"], config: Self.leeds).output
        let isha = try #require(times.split(separator: "\n").first { $0.contains("Isha ") }?.split(separator: " ").last)
        try session.start(width: 120, height: 40, arguments: "--now 2026-11-21T10:00:00Z")
        _ = try KioskScreenTests.waitFor("Leeds", in: session)
        try session.stop()

        try write(#"{"location": {"name": "Leeds",, }"#, in: session)
        try session.start(width: 120, height: 40, arguments: "--now 2026-11-21T10:00:00Z")
        let screen = try KioskScreenTests.waitFor("not valid JSON", in: session)
        #expect(screen.contains("Leeds"), "the last good place\n\(screen)")
        #expect(screen.split(separator: "\n").contains { $0.contains("Isha") && $0.contains(isha) }, "Isha at \(isha)\n\(screen)")
        #expect(screen.contains("config.json: not valid JSON at line 1, column 31"), "\(screen)")

        try write(Self.leeds.replacingOccurrences(of: "Leeds", with: "Leeds Grand Mosque"), in: session)
        let fixed = try KioskScreenTests.waitFor("Leeds Grand Mosque", in: session, seconds: 3)
        #expect(fixed.contains("Leeds Grand Mosque"), "the corrected file is taken within 2 s\n\(fixed)")
        #expect(!fixed.contains("not valid JSON"), "\(fixed)")
    }

    @Test func aKioskThatNeverHadAGoodConfigurationShowsTheTimeTheErrorAndWhatToDo() throws {
        let session = KioskScreenTests.Session()
        try write("{ \"location\": oops }", in: session)
        try session.start(width: 100, height: 30, arguments: "--now 2026-11-21T10:00:00Z")
        let screen = try KioskScreenTests.waitFor("What to do", in: session)
        #expect(screen.contains("No prayer times"), "\(screen)")
        #expect(screen.contains("line 1, column 15"), "\(screen)")
        #expect(screen.contains("Saturday 21 November 2026"), "the date under the clock\n\(screen)")
        #expect(!screen.contains("Isha"), "no prayer times from defaults\n\(screen)")
        try write(Self.leeds, in: session)
        let fixed = try KioskScreenTests.waitFor("Isha", in: session, seconds: 3)
        #expect(fixed.contains("Leeds"), "\(fixed)")
    }
}
