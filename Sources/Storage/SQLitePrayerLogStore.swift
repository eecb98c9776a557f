import Foundation
import GRDB
import KioskCore
import PrayerCalc

/// The played log in SQLite (the state database). Each `record`, `settle` and
/// `mark` is its own committed transaction. A row that cannot be read (a foreign
/// value, a damaged page) is skipped and counted in `skippedRows`, never fatal.
public final class SQLitePrayerLogStore: PrayerLogStore, @unchecked Sendable {
    private let database: StateDatabase
    private let lock = NSLock()
    private var skipped = 0

    public init(database: StateDatabase) {
        self.database = database
    }

    /// Rows left out by the reads so far because they could not be decoded.
    public var skippedRows: Int { lock.withLock { skipped } }

    private func skip() { lock.withLock { skipped += 1 } }

    public func entries(since date: CivilDate) throws -> [PrayerLogEntry] {
        let rows = try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM prayerLog WHERE date >= ? ORDER BY date, prayer", arguments: [date.description])
        }
        return rows.compactMap { row in
            do {
                guard let day = CivilDate(iso: try row.decode(forColumn: "date")),
                      let prayer = Prayer(rawValue: try row.decode(forColumn: "prayer")),
                      let status = PrayerLogStatus(rawValue: try row.decode(forColumn: "status")) else {
                    skip()
                    return nil
                }
                return PrayerLogEntry(key: PrayerKey(date: day, prayer: prayer), status: status,
                                      detail: try row.decode(String?.self, forColumn: "detail"),
                                      recordedAt: StoredInstant.date(row["recordedAt"]) ?? Date(timeIntervalSince1970: 0))
            } catch {
                skip()
                return nil
            }
        }
    }

    public func record(_ entry: PrayerLogEntry) throws {
        try write(entry, or: "IGNORE")
    }

    public func settle(_ entry: PrayerLogEntry) throws {
        try write(entry, or: "REPLACE")
    }

    private func write(_ entry: PrayerLogEntry, or conflict: String) throws {
        try database.writer.write { db in
            try db.execute(sql: "INSERT OR \(conflict) INTO prayerLog (date, prayer, status, detail, recordedAt) VALUES (?, ?, ?, ?, ?)",
                           arguments: [entry.key.date.description, entry.key.prayer.rawValue, entry.status.rawValue, entry.detail,
                                       StoredInstant.text(entry.recordedAt)])
        }
    }

    public func marks(since date: CivilDate) throws -> [ScheduleMark] {
        let rows = try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT date, prayer, kind, position FROM scheduleMark WHERE date >= ?", arguments: [date.description])
        }
        return rows.compactMap { row in
            guard let day = CivilDate(iso: (try? row.decode(String.self, forColumn: "date")) ?? ""),
                  let prayer = Prayer(rawValue: (try? row.decode(String.self, forColumn: "prayer")) ?? ""),
                  let kind = ScheduleMark.Kind(rawValue: (try? row.decode(String.self, forColumn: "kind")) ?? ""),
                  let index = try? row.decode(Int.self, forColumn: "position") else {
                skip()
                return nil
            }
            return ScheduleMark(key: PrayerKey(date: day, prayer: prayer), kind: kind, index: index)
        }
    }

    public func mark(_ mark: ScheduleMark, at instant: Date) throws {
        try database.writer.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO scheduleMark VALUES (?, ?, ?, ?, ?)", arguments: [
                mark.key.date.description, mark.key.prayer.rawValue, mark.kind.rawValue, mark.index, StoredInstant.text(instant),
            ])
        }
    }
}
