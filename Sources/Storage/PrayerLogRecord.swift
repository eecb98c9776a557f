import Foundation
import GRDB
import KioskCore
import PrayerCalc

/// A row of the played log: one (date, prayer) and what became of its adhan.
struct PrayerLogRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "prayerLog"

    var date: String
    var prayer: String
    var status: String
    var detail: String?
    var recordedAt: Date

    enum Columns {
        static let date = Column(CodingKeys.date)
        static let prayer = Column(CodingKeys.prayer)
    }

    init(_ entry: PrayerLogEntry) {
        date = entry.key.date.description
        prayer = entry.key.prayer.rawValue
        status = entry.status.rawValue
        detail = entry.detail
        recordedAt = entry.recordedAt
    }

    /// The entry, or nil for a row this version cannot read.
    var entry: PrayerLogEntry? {
        guard let day = CivilDate(iso: date), let prayer = Prayer(rawValue: prayer),
              let status = PrayerLogStatus(rawValue: status) else { return nil }
        return PrayerLogEntry(key: PrayerKey(date: day, prayer: prayer), status: status, detail: detail, recordedAt: recordedAt)
    }
}

/// The played log in SQLite. Each `record` and `settle` is its own committed transaction.
public final class SQLitePrayerLogStore: PrayerLogStore {
    private let database: MawqutDatabase

    public init(database: MawqutDatabase) {
        self.database = database
    }

    public func entries(since date: CivilDate) throws -> [PrayerLogEntry] {
        try database.writer.read { db in
            try PrayerLogRecord.filter(PrayerLogRecord.Columns.date >= date.description)
                .order(PrayerLogRecord.Columns.date, PrayerLogRecord.Columns.prayer)
                .fetchAll(db)
                .compactMap(\.entry)
        }
    }

    public func record(_ entry: PrayerLogEntry) throws {
        try database.writer.write { db in
            try PrayerLogRecord(entry).insert(db, onConflict: .ignore)
        }
    }

    public func settle(_ entry: PrayerLogEntry) throws {
        try database.writer.write { db in
            try PrayerLogRecord(entry).insert(db, onConflict: .replace)
        }
    }

    public func marks(since date: CivilDate) throws -> [ScheduleMark] {
        try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT date, prayer, kind, position FROM scheduleMark WHERE date >= ?", arguments: [date.description])
                .compactMap { row in
                    guard let day = CivilDate(iso: row["date"]), let prayer = Prayer(rawValue: row["prayer"]),
                          let kind = ScheduleMark.Kind(rawValue: row["kind"]) else { return nil }
                    return ScheduleMark(key: PrayerKey(date: day, prayer: prayer), kind: kind, index: row["position"])
                }
        }
    }

    public func mark(_ mark: ScheduleMark, at instant: Date) throws {
        try database.writer.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO scheduleMark VALUES (?, ?, ?, ?, ?)", arguments: [
                mark.key.date.description, mark.key.prayer.rawValue, mark.kind.rawValue, mark.index, instant,
            ])
        }
    }
}
