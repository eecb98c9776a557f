import Foundation
import KioskCore
import PrayerCalc
import Testing
@testable import Storage

struct PrayerLogStoreTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-storage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func entry(_ date: String, _ prayer: Prayer, _ status: PrayerLogStatus = .played) -> PrayerLogEntry {
        PrayerLogEntry(key: PrayerKey(date: CivilDate(iso: date)!, prayer: prayer), status: status,
                       recordedAt: Date(timeIntervalSince1970: 1_800_000_000))
    }

    @Test func entriesSurviveReopeningTheDatabase() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try SQLitePrayerLogStore(database: StateDatabase(directory: directory)).record(Self.entry("2026-11-21", .fajr))
        let reopened = SQLitePrayerLogStore(database: try StateDatabase(directory: directory))
        #expect(try reopened.entries(since: CivilDate(iso: "2026-11-01")!) == [Self.entry("2026-11-21", .fajr)])
    }

    @Test func aSecondRecordForTheSameAdhanKeepsTheFirst() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = SQLitePrayerLogStore(database: try StateDatabase(directory: directory))
        try store.record(Self.entry("2026-11-21", .asr, .played))
        try store.record(Self.entry("2026-11-21", .asr, .missed))
        #expect(try store.entries(since: CivilDate(iso: "2026-11-21")!).map(\.status) == [.played])
    }

    @Test func entriesAreFilteredByDate() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = SQLitePrayerLogStore(database: try StateDatabase(directory: directory))
        for date in ["2026-11-19", "2026-11-20", "2026-11-21"] { try store.record(Self.entry(date, .isha)) }
        #expect(try store.entries(since: CivilDate(iso: "2026-11-20")!).map(\.key.date.description) == ["2026-11-20", "2026-11-21"])
    }

    @Test func aFollowersScheduleIsKeptPerMosqueReplacedWholeAndReadAfterReopening() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = Date(timeIntervalSince1970: 1_795_000_000)
        try SharedScheduleStore(database: StateDatabase(directory: directory)).store("{\"a\":1}", mosque: "mawqut/elm", at: first)
        try SharedScheduleStore(database: StateDatabase(directory: directory)).store("{\"a\":2}", mosque: "mawqut/elm", at: first + 60)
        try SharedScheduleStore(database: StateDatabase(directory: directory)).store("{\"b\":1}", mosque: "mawqut/other", at: first)
        let store = SharedScheduleStore(database: try StateDatabase(directory: directory))
        #expect(try store.received(mosque: "mawqut/elm") == .init(payload: "{\"a\":2}", receivedAt: first + 60))
        #expect(try store.received(mosque: "mawqut/other")?.payload == "{\"b\":1}")
        #expect(try store.received(mosque: "mawqut/none") == nil)
    }

    @Test func theDatabaseUsesWalAndNamedMigrations() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try MawqutDatabase(directory: directory)
        let mode = try database.writer.inDatabase { try $0.value(String.self, "PRAGMA journal_mode") }
        #expect(mode == "wal")
        let applied = try database.writer.read { try MawqutDatabase.migrator.applied($0) }
        #expect(applied.sorted() == ["v1-prayer-log", "v10-hadith-place", "v11-hadith-grades", "v12-hadith-numbers", "v13-search-lengths", "v14-daily-whole-quotes", "v2-quran", "v3-hadith", "v4-cities", "v5-timetable", "v6-aladhan-cache", "v7-hadith-references", "v8-mushaf-layout", "v9-daily-hadith"])
        let state = try StateDatabase(directory: directory)
        #expect(try state.writer.read { try StateDatabase.migrator.applied($0) }.sorted()
            == ["s1-played-log", "s2-bookmarks", "s3-published-times", "s4-hadith-package-keys", "s5-shared-schedule", "s6-admin-page", "s7-admin-devices", "s8-screen-power"])
        #expect(try state.writer.inDatabase { try $0.value(String.self, "PRAGMA journal_mode") } == "wal")
    }

    @Test func marksOfIqamasAndJumuahsSurviveReopeningAndAreKeptOnce() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let key = PrayerKey(date: CivilDate(iso: "2026-11-20")!, prayer: .dhuhr)
        let store = SQLitePrayerLogStore(database: try StateDatabase(directory: directory))
        try store.mark(ScheduleMark(key: key, kind: .jumuah, index: 1), at: Date())
        try store.mark(ScheduleMark(key: key, kind: .jumuah, index: 1), at: Date())
        try store.mark(ScheduleMark(key: key, kind: .iqama), at: Date())
        let reopened = SQLitePrayerLogStore(database: try StateDatabase(directory: directory))
        #expect(Set(try reopened.marks(since: CivilDate(iso: "2026-11-20")!))
            == [ScheduleMark(key: key, kind: .jumuah, index: 1), ScheduleMark(key: key, kind: .iqama)])
        #expect(try reopened.marks(since: CivilDate(iso: "2026-11-21")!).isEmpty)
    }
}
