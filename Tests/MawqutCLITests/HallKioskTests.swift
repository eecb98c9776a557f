import Foundation
import MosqueSettings
import Testing
import ZoneInfo

/// The wall as a person sees it: the real binary in tmux with the hall layout.
struct HallKioskTests {
    /// Writes the session's config.json.
    static func configure(_ session: KioskScreenTests.Session, _ json: String) throws {
        let folder = session.home.appendingPathComponent("mawqut")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try json.write(to: folder.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
    }

    /// The iqama of `prayer` on 2026-11-21 in Queens, from `mawqut times --json`.
    static func iqama(_ prayer: String) throws -> String {
        let times = try CommandLineTests.run(["times", "--json", "--date", "2026-11-21"])
        let iqama = try #require(times.json["iqama"] as? [String: String])
        return try #require(iqama[prayer])
    }

    @Test func aCurrentAnnouncementIsOnTheWallAndAnExpiredOneIsNot() throws {
        let session = KioskScreenTests.Session()
        try Self.configure(session, #"""
            { "display": { "layout": "hall", "announcementSeconds": 60 },
              "announcements": [ { "text": "Janazah after Dhuhr today", "from": "2026-11-21T09:00", "until": "2026-11-21T13:00" },
                                 { "text": "Last week's class is over", "until": "2026-11-14T21:00" },
                                 { "text": "Next week's class", "from": "2026-11-28T18:00" } ] }
            """#)
        try session.start(width: 106, height: 30, arguments: "--now 2026-11-21T10:00:00-05:00")
        let screen = try KioskScreenTests.waitFor("Janazah after Dhuhr today", in: session)
        #expect(screen.contains("Janazah after Dhuhr today"), "\(screen)")
        #expect(screen.contains("Adhan") && screen.contains("Iqama"), "the hall layout:\n\(screen)")
        #expect(!screen.contains("Last week's class") && !screen.contains("Next week's class"), "\(screen)")
    }

    @Test func twoMinutesAfterAnIqamaTheWallSaysThePrayerIsInProgress() throws {
        let session = KioskScreenTests.Session()
        try Self.configure(session, #"{ "display": { "layout": "hall" }, "audio": { "device": "null" } }"#)
        let iqama = try #require(TimeText.parseInstant(try Self.iqama("asr")))
        let now = TimeText(timeZone: try #require(Zone(identifier: "America/New_York"))).iso8601(iqama.addingTimeInterval(120))
        try session.start(width: 106, height: 30, arguments: "--now \(now)")
        let screen = try KioskScreenTests.waitFor("Prayer in progress", in: session)
        #expect(screen.contains("Prayer in progress") && screen.contains("Please silence your phone"), "\(screen)")
        #expect(screen.contains("Asr"), "\(screen)")
    }

    /// A run at 20:00 logs the day's adhans as missed; a restart the same day at 13:00
    /// (a clock set back, a restored card image) calls only the passed prayers missed.
    @Test func aRestartAtAnEarlierHourCallsNoFuturePrayerMissed() throws {
        let session = KioskScreenTests.Session()
        try Self.configure(session, #"{ "display": { "layout": "home", "burnInShiftMinutes": 0 }, "audio": { "device": "null" } }"#)
        try session.start(width: 110, height: 36, arguments: "--now 2026-11-21T17:10:00-05:00")
        let evening = try KioskScreenTests.waitFor("missed", in: session)
        #expect(evening.split(separator: "\n").contains { $0.contains("Asr") && $0.contains("missed") }, "the later run missed Asr:\n\(evening)")
        try session.stop()
        try session.start(width: 110, height: 36, arguments: "--now 2026-11-21T13:00:00-05:00")
        let screen = try KioskScreenTests.waitFor("Isha", in: session)
        let rows = screen.split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.contains("Fajr") && $0.contains("missed") }, "\(screen)")
        for prayer in ["Asr", "Maghrib", "Isha"] {
            #expect(!rows.contains { $0.contains(prayer) && $0.contains("missed") }, "\(prayer) is still to come:\n\(screen)")
        }
    }
}
