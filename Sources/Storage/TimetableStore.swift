import Foundation
import GRDB
import KioskCore
import PrayerCalc

/// A mosque's imported timetable.
public final class TimetableStore: Sendable {
    private let database: MawqutDatabase

    public init(database: MawqutDatabase) {
        self.database = database
    }

    /// Adds or replaces the given dates, all in one transaction.
    public func store(_ days: [TimetableDay]) throws {
        try database.writer.write { db in
            for day in days {
                var arguments: StatementArguments = [day.date.description]
                for prayer in Prayer.allCases { arguments += [day.times[prayer]!.description] }
                for prayer in Prayer.allCases where prayer.hasAdhan { arguments += [day.iqama[prayer]?.description] }
                try db.execute(sql: "INSERT OR REPLACE INTO timetableDay VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", arguments: arguments)
            }
        }
    }

    public func all() throws -> [TimetableDay] {
        try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM timetableDay ORDER BY date").compactMap { row in
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
