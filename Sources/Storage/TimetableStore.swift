import FoundationEssentials
import MosqueSettings
import PrayerCalc
import SQLite

/// Published times by day: a mosque's imported timetable, or the Aladhan cache.
public final class TimetableStore: Sendable {
    public enum Kind: String, Sendable {
        case mosque = "timetableDay"
        case aladhanCache = "aladhanDay"
    }

    private let database: StateDatabase
    private let table: String

    public init(database: StateDatabase, kind: Kind = .mosque) {
        self.database = database
        table = kind.rawValue
    }

    /// Adds or replaces the given dates, all in one transaction, and notes when (so
    /// that a running kiosk sees an import made by the admin page or a command).
    public func store(_ days: [TimetableDay], at now: Date = Date()) throws {
        try database.writer.write { db in
            for day in days {
                var arguments: SQLiteArguments = [day.date.description]
                for prayer in Prayer.allCases { arguments += [day.times[prayer]?.description] }
                for prayer in Prayer.allCases where prayer.hasAdhan { arguments += [day.iqama[prayer]?.description] }
                try db.execute("INSERT OR REPLACE INTO \(table) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", arguments)
            }
            try db.execute("INSERT OR REPLACE INTO timetableImport VALUES (?, ?)", [table, now.timeIntervalSince1970])
        }
    }

    /// When days were last stored, or nil when never (since this was recorded).
    public func lastImport() throws -> Date? {
        try database.writer.read { db in
            try db.value(Double.self, "SELECT importedAt FROM timetableImport WHERE kind = ?", [table]).map(Date.init(timeIntervalSince1970:))
        }
    }

    public func all() throws -> [TimetableDay] {
        try database.writer.read { db in
            // A row that cannot be read (every time is needed) is left out: the day is calculated instead.
            try db.rows("SELECT * FROM \(table) ORDER BY date").compactMap { row in
                guard let date = CivilDate(iso: (try? row.value("date", as: String.self)) ?? "") else { return nil }
                var times: [Prayer: ClockTime] = [:]
                var iqama: [Prayer: ClockTime] = [:]
                for prayer in Prayer.allCases {
                    guard let time = (try? row.value(prayer.rawValue, as: String.self)).flatMap(ClockTime.init) else { return nil }
                    times[prayer] = time
                    if prayer.hasAdhan, let text = try? row.value("\(prayer.rawValue)Iqama", as: String?.self) { iqama[prayer] = ClockTime(text) }
                }
                return TimetableDay(date: date, times: times, iqama: iqama)
            }
        }
    }
}
