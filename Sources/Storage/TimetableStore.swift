import Foundation
import GRDB
import KioskCore
import PrayerCalc

/// Published times by day: a mosque's imported timetable, or the Aladhan cache.
public final class TimetableStore: Sendable {
    public enum Kind: String, Sendable {
        case mosque = "timetableDay"
        case aladhanCache = "aladhanDay"
    }

    private let database: MawqutDatabase
    private let table: String

    public init(database: MawqutDatabase, kind: Kind = .mosque) {
        self.database = database
        table = kind.rawValue
    }

    /// Adds or replaces the given dates, all in one transaction.
    public func store(_ days: [TimetableDay]) throws {
        try database.writer.write { db in
            for day in days {
                var arguments: StatementArguments = [day.date.description]
                for prayer in Prayer.allCases { arguments += [day.times[prayer]!.description] }
                for prayer in Prayer.allCases where prayer.hasAdhan { arguments += [day.iqama[prayer]?.description] }
                try db.execute(sql: "INSERT OR REPLACE INTO \(table) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", arguments: arguments)
            }
        }
    }

    public func all() throws -> [TimetableDay] {
        try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY date").compactMap { row in
                guard let date = CivilDate(iso: row["date"]) else { return nil }
                var times: [Prayer: ClockTime] = [:]
                var iqama: [Prayer: ClockTime] = [:]
                for prayer in Prayer.allCases {
                    times[prayer] = ClockTime(row[prayer.rawValue] as String)
                    if prayer.hasAdhan, let text = row["\(prayer.rawValue)Iqama"] as String? { iqama[prayer] = ClockTime(text) }
                }
                return TimetableDay(date: date, times: times, iqama: iqama)
            }
        }
    }
}
