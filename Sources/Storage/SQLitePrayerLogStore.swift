import FoundationEssentials
import KioskCore
import PrayerCalc
import SQLite
import Synchronization

/// The played log in SQLite (the state database). Each `record`, `settle` and
/// `mark` is its own committed transaction. A row that cannot be read (a foreign
/// value, a damaged page) is skipped and counted in `skippedRows`, never fatal.
public final class SQLitePrayerLogStore: PrayerLogStore, Sendable {
    private let database: StateDatabase
    private let skipped = Mutex(0)

    public init(database: StateDatabase) {
        self.database = database
    }

    /// Rows left out by the reads so far because they could not be decoded.
    public var skippedRows: Int { skipped.withLock { $0 } }

    private func skip() { skipped.withLock { $0 += 1 } }

    public func entries(since date: CivilDate) throws -> [PrayerLogEntry] {
        let rows = try database.writer.read { db in
            try db.rows("SELECT * FROM prayerLog WHERE date >= ? ORDER BY date, prayer", [date.description])
        }
        return rows.compactMap { row in
            do {
                guard let day = CivilDate(iso: try row.value("date")),
                      let prayer = Prayer(rawValue: try row.value("prayer")),
                      let status = PrayerLogStatus(rawValue: try row.value("status")) else {
                    skip()
                    return nil
                }
                return PrayerLogEntry(key: PrayerKey(date: day, prayer: prayer), status: status,
                                      detail: try row.value("detail", as: String?.self),
                                      recordedAt: StoredInstant.date(row["recordedAt"] ?? .null) ?? Date(timeIntervalSince1970: 0))
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
            try db.execute("INSERT OR \(conflict) INTO prayerLog (date, prayer, status, detail, recordedAt) VALUES (?, ?, ?, ?, ?)",
                           [entry.key.date.description, entry.key.prayer.rawValue, entry.status.rawValue, entry.detail,
                                       StoredInstant.text(entry.recordedAt)])
        }
    }

    public func marks(since date: CivilDate) throws -> [ScheduleMark] {
        let rows = try database.writer.read { db in
            try db.rows("SELECT date, prayer, kind, position FROM scheduleMark WHERE date >= ?", [date.description])
        }
        return rows.compactMap { row in
            guard let day = CivilDate(iso: (try? row.value("date", as: String.self)) ?? ""),
                  let prayer = Prayer(rawValue: (try? row.value("prayer", as: String.self)) ?? ""),
                  let kind = ScheduleMark.Kind(rawValue: (try? row.value("kind", as: String.self)) ?? ""),
                  let index = try? row.value("position", as: Int.self) else {
                skip()
                return nil
            }
            return ScheduleMark(key: PrayerKey(date: day, prayer: prayer), kind: kind, index: index)
        }
    }

    public func mark(_ mark: ScheduleMark, at instant: Date) throws {
        try database.writer.write { db in
            try db.execute("INSERT OR IGNORE INTO scheduleMark VALUES (?, ?, ?, ?, ?)", [
                mark.key.date.description, mark.key.prayer.rawValue, mark.kind.rawValue, mark.index, StoredInstant.text(instant),
            ])
        }
    }
}
