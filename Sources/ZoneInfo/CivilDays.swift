/// Days and dates of the proleptic Gregorian calendar counted from 1970-01-01, for turning
/// a zone's rules into instants and instants into wall-clock times without a calendar object.
///
/// Formulas: Howard Hinnant, "chrono-Compatible Low-Level Date Algorithms" (2013),
/// `days_from_civil` and `civil_from_days`; exact for every year an `Int` can hold.
public enum CivilDays {
    /// Seconds in a day of UT (POSIX time has no leap seconds).
    public static let secondsPerDay: Int64 = 86_400

    /// Days from 1970-01-01 to the given date (negative before it); `month` is 1...12, `day` 1...31.
    public static func days(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = Int64(month > 2 ? month - 3 : month + 9)
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01 (before it when negative).
    public static func date(days: Int64) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0)), Int(month), Int(day))
    }

    /// The day of the week `days` after 1970-01-01: 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday).
    public static func weekday(days: Int64) -> Int {
        Int(((days % 7) + 11) % 7)
    }

    /// Whether `year` has 29 February.
    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in `month` of `year`.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The whole days and the seconds into the day of `seconds` since the epoch (floored, so
    /// an instant before 1970 still has a second of the day in 0..<86400).
    public static func split(_ seconds: Int64) -> (days: Int64, secondOfDay: Int64) {
        let days = seconds >= 0 ? seconds / secondsPerDay : (seconds + 1) / secondsPerDay - 1
        return (days, seconds - days * secondsPerDay)
    }
}
