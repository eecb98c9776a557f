import Foundation
import PrayerCalc

/// One day of a mosque's published timetable: adhan times and, optionally, iqama times.
public struct TimetableDay: Sendable, Equatable {
    public let date: CivilDate
    /// Local clock times (hour, minute) for the six entries.
    public let times: [Prayer: ClockTime]
    /// Iqama clock times for the five prayers, where the timetable gives them.
    public let iqama: [Prayer: ClockTime]

    public init(date: CivilDate, times: [Prayer: ClockTime], iqama: [Prayer: ClockTime]) {
        self.date = date
        self.times = times
        self.iqama = iqama
    }

    /// The day's calculated times with the timetable's in their place.
    public func apply(to calculated: DayTimes, zone: TimeZone) -> DayTimes {
        calculated.replacing(times.mapValues { date.instant(hour: $0.hour, minute: $0.minute, in: zone) })
    }
}

/// A wall-clock time of day.
public struct ClockTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    public init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":")
        guard parts.count == 2, parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    public static func < (lhs: ClockTime, rhs: ClockTime) -> Bool { (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute) }
    public var description: String { String(format: "%02d:%02d", hour, minute) }
}

/// A mosque timetable as CSV, one row per day:
///
///     date,fajr,sunrise,dhuhr,asr,maghrib,isha,fajr_iqama,dhuhr_iqama,asr_iqama,maghrib_iqama,isha_iqama
///     2026-11-21,05:30,06:49,11:45,14:15,16:33,17:55,05:50,12:30,14:30,16:40,18:15
///
/// The iqama columns are optional (all or some of them). Times are 24-hour local
/// clock times. Every row is checked; one bad row rejects the whole file.
public enum MosqueTimetable {
    public static let requiredColumns = ["date", "fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"]

    /// Problems name the file, the line and the field.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let file: String
        public let line: Int
        public let message: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    public static func parse(_ text: String, file: String) throws(Problem) -> [TimetableDay] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        // The header is the first line that is neither empty nor a # comment.
        guard let headerIndex = lines.firstIndex(where: { !$0.isEmpty && !$0.hasPrefix("#") }) else {
            throw Problem(file: file, line: 1, message: "the file is empty")
        }
        let header = lines[headerIndex]
        let columns = header.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        for required in requiredColumns where !columns.contains(required) {
            throw Problem(file: file, line: headerIndex + 1, message: "the header has no \"\(required)\" column (expected \(requiredColumns.joined(separator: ",")) and optional <prayer>_iqama columns)")
        }
        let known = Set(requiredColumns + Prayer.allCases.filter(\.hasAdhan).map { "\($0.rawValue)_iqama" })
        if let unknown = columns.first(where: { !known.contains($0) }) {
            throw Problem(file: file, line: headerIndex + 1, message: "unknown column \"\(unknown)\"")
        }
        var days: [TimetableDay] = []
        var seen: Set<CivilDate> = []
        for (index, line) in lines.enumerated().dropFirst(headerIndex + 1) where !line.isEmpty && !line.hasPrefix("#") {
            let number = index + 1
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == columns.count else {
                throw Problem(file: file, line: number, message: "expected \(columns.count) fields, found \(fields.count)")
            }
            let row = Dictionary(uniqueKeysWithValues: zip(columns, fields))
            guard let date = CivilDate(iso: row["date"]!) else {
                throw Problem(file: file, line: number, message: "date: expected YYYY-MM-DD, got \"\(row["date"]!)\"")
            }
            guard seen.insert(date).inserted else { throw Problem(file: file, line: number, message: "date \(date) appears twice") }
            var times: [Prayer: ClockTime] = [:]
            for prayer in Prayer.allCases {
                guard let time = ClockTime(row[prayer.rawValue]!) else {
                    throw Problem(file: file, line: number, message: "\(prayer.rawValue): expected a 24-hour time HH:MM, got \"\(row[prayer.rawValue]!)\"")
                }
                times[prayer] = time
            }
            for (earlier, later) in zip(Prayer.allCases, Prayer.allCases.dropFirst()) where times[earlier]! >= times[later]! {
                throw Problem(file: file, line: number, message: "\(later.rawValue) (\(times[later]!)) must come after \(earlier.rawValue) (\(times[earlier]!))")
            }
            var iqama: [Prayer: ClockTime] = [:]
            for prayer in Prayer.allCases where prayer.hasAdhan {
                guard let text = row["\(prayer.rawValue)_iqama"], !text.isEmpty else { continue }
                guard let time = ClockTime(text) else {
                    throw Problem(file: file, line: number, message: "\(prayer.rawValue)_iqama: expected a 24-hour time HH:MM, got \"\(text)\"")
                }
                guard time >= times[prayer]! else {
                    throw Problem(file: file, line: number, message: "\(prayer.rawValue)_iqama (\(time)) is before the adhan (\(times[prayer]!))")
                }
                iqama[prayer] = time
            }
            days.append(TimetableDay(date: date, times: times, iqama: iqama))
        }
        guard !days.isEmpty else { throw Problem(file: file, line: headerIndex + 2, message: "no days in the file") }
        return days
    }
}
