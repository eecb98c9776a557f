import FileFormats
import FoundationEssentials
import ZoneInfo

/// A Gregorian calendar date with no time or zone: the "day" a timetable row is for.
public struct CivilDate: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    public let year: Int
    public let month: Int
    public let day: Int

    /// A validated date; nil for impossible dates such as 2026-02-30.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= CivilDate.daysIn(month: month, year: year) else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`; nil when the text is not a real date in that form.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The local date of `instant` in `timeZone`.
    public init(containing instant: Date, in timeZone: Zone) {
        self = timeZone.wallClock(instant).date
    }

    /// The date with the given Julian Day Number (the day count that starts at noon).
    public init(dayNumber jdn: Int) {
        let date = CivilDays.date(days: Int64(jdn - CivilDate.unixEpochDayNumber))
        (year, month, day) = (date.year, date.month, date.day)
    }

    /// Julian Day Number of this date (the Julian Day at its noon, UT): the days since
    /// 1970-01-01 (`CivilDays`) from the number of that day.
    public var dayNumber: Int {
        Int(CivilDays.days(year: year, month: month, day: day)) + CivilDate.unixEpochDayNumber
    }

    /// The date `days` later (earlier when negative).
    public func adding(days: Int) -> CivilDate { CivilDate(dayNumber: dayNumber + days) }

    /// ISO weekday: 1 = Monday … 7 = Sunday.
    public var isoWeekday: Int { (dayNumber % 7) + 1 }

    /// English weekday name.
    public var weekdayName: String {
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][isoWeekday - 1]
    }

    /// Day of the year, 1 for 1 January.
    // invariant: 1 January exists in every year
    public var dayOfYear: Int { dayNumber - CivilDate(year: year, month: 1, day: 1)!.dayNumber + 1 }

    /// Whether the year has 29 February.
    public static func isLeap(_ year: Int) -> Bool { CivilDays.isLeap(year) }

    /// The number of days in `month` of `year`.
    public static func daysIn(month: Int, year: Int) -> Int { CivilDays.daysIn(month: month, year: year) }

    /// The instant of the given local wall-clock time on this date in `timeZone` (hours,
    /// minutes and seconds past their ranges carry into the next day). A wall time skipped
    /// by a DST change is read with the offset from before it (02:30 in a gap from 02:00
    /// to 03:00 is 03:30 after it); a repeated one is its first occurrence.
    public func instant(hour: Int, minute: Int = 0, second: Int = 0, in timeZone: Zone) -> Date {
        let wall = Int64(dayNumber - CivilDate.unixEpochDayNumber) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        return Date(timeIntervalSince1970: Double(timeZone.instant(wallSeconds: wall)))
    }

    /// 12:00 local time on this date in `timeZone`: UTC noon of the date moved back
    /// by the zone's offset, the offset read at the guessed instant and once more at
    /// the result (as a wall-clock time is resolved, without building a Calendar).
    /// Equal to `instant(hour: 12, in:)` wherever noon is not inside a clock change;
    /// zones change their clocks at night, and a test checks every zone over years.
    public func noon(in timeZone: Zone) -> Date {
        let utcNoon = Double(dayNumber - CivilDate.unixEpochDayNumber) * 86_400 + 43_200
        let first = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: utcNoon))
        let second = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: utcNoon - Double(first)))
        return Date(timeIntervalSince1970: utcNoon - Double(second))
    }

    /// Julian Day Number of 1970-01-01.
    public static let unixEpochDayNumber = 2_440_588

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    /// `YYYY-MM-DD`.
    public var description: String {
        NumberText.zeroPadded(year, digits: 4) + "-" + NumberText.zeroPadded(month) + "-" + NumberText.zeroPadded(day)
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = CivilDate(iso: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "expected a date YYYY-MM-DD, got \"\(text)\""))
        }
        self = date
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
