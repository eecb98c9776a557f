import FileFormats
import FoundationEssentials
import SQLite
import ZoneInfo

/// An instant as the state database's `DATETIME` columns hold it (`prayerLog.recordedAt`,
/// `scheduleMark`, `bookmark.createdAt`, `readingProgress.updatedAt`): the text
/// `yyyy-MM-dd HH:mm:ss.SSS` in UTC, the layout earlier versions wrote through GRDB's
/// `Date` conversion, so rows written by those versions and by this one sort and read alike.
///
/// Written and read with integer arithmetic on the proleptic Gregorian calendar
/// (`CivilDays`): no `DateFormatter` or `Calendar`, whose ICU was measured on the kiosk
/// at about 4.5 MB of code and data faulted in to read the played log at start-up.
enum StoredInstant {
    /// `date` as `yyyy-MM-dd HH:mm:ss.SSS` in UTC, to the nearest millisecond, a half
    /// rounded up (as GRDB's `DateFormatter` wrote it).
    static func text(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000 + 0.5).rounded(.down))
        let (seconds, millisecond) = floorDivision(milliseconds, by: 1000)
        let (days, secondOfDay) = CivilDays.split(seconds)
        let day = CivilDays.date(days: days)
        let digits = { (value: Int, count: Int) in NumberText.zeroPadded(value, digits: count) }
        return digits(day.year, 4) + "-" + digits(day.month, 2) + "-" + digits(day.day, 2) + " "
            + digits(Int(secondOfDay / 3600), 2) + ":" + digits(Int(secondOfDay / 60 % 60), 2) + ":" + digits(Int(secondOfDay % 60), 2)
            + "." + digits(Int(millisecond), 3)
    }

    /// The instant a stored value names: a number is seconds since 1970-01-01 UTC; text is an
    /// SQLite date (https://sqlite.org/lang_datefunc.html, "Time Values" 1–7: `YYYY-MM-DD`,
    /// then optionally ` ` or `T` and `HH:MM`, `:SS`, `.fraction`, then optionally `Z` or
    /// `±HH:MM`) read as UTC unless it gives its offset. Nil for anything else.
    static func date(_ value: SQLiteValue) -> Date? {
        switch value {
        case .integer(let seconds): return Date(timeIntervalSince1970: TimeInterval(seconds))
        case .real(let seconds): return Date(timeIntervalSince1970: seconds)
        case .text(let text): return date(text)
        case .null, .blob: return nil
        }
    }

    /// The instant an SQLite date text names (see `date(_:)` for the forms read).
    static func date(_ text: String) -> Date? {
        var reader = DigitReader(Array(text.utf8))
        guard let year = reader.number(digits: 4), reader.skip("-"), let month = reader.number(digits: 2), reader.skip("-"),
              let day = reader.number(digits: 2), (1...12).contains(month), (1...CivilDays.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        var seconds = Double(CivilDays.days(year: year, month: month, day: day) * CivilDays.secondsPerDay)
        if reader.skip(" ") || reader.skip("T") {
            guard let hour = reader.number(digits: 2), reader.skip(":"), let minute = reader.number(digits: 2), hour < 24, minute < 60
            else { return nil }
            seconds += Double(hour * 3600 + minute * 60)
            if reader.skip(":") {
                guard let second = reader.number(digits: 2), second < 60 else { return nil }
                seconds += Double(second)
                if reader.skip(".") {
                    guard let fraction = reader.fraction() else { return nil }
                    seconds += fraction
                }
            }
        }
        if !reader.skip("Z"), let sign = reader.sign() {
            guard let hours = reader.number(digits: 2), reader.skip(":"), let minutes = reader.number(digits: 2), hours < 24, minutes < 60
            else { return nil }
            // The text is local time at that offset east of UTC: UTC is the text minus the offset.
            seconds -= Double(sign * (hours * 3600 + minutes * 60))
        }
        return reader.atEnd ? Date(timeIntervalSince1970: seconds) : nil
    }

    private static func floorDivision(_ value: Int64, by divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let quotient = value >= 0 ? value / divisor : (value + 1) / divisor - 1
        return (quotient, value - quotient * divisor)
    }
}

/// Reads ASCII fields of fixed width from UTF-8 bytes, front to back.
private struct DigitReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { position == bytes.count }

    /// Moves past `character` when it is next.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(character.value) else { return false }
        position += 1
        return true
    }

    /// Exactly `digits` decimal digits as a number.
    mutating func number(digits: Int) -> Int? {
        guard position + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[position..<position + digits] {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        position += digits
        return value
    }

    /// One or more digits after a decimal point, as the fraction of a second they write
    /// (to the nanosecond; further digits are read and dropped).
    mutating func fraction() -> Double? {
        var nanoseconds = 0, digits = 0
        while position < bytes.count, (0x30...0x39).contains(bytes[position]) {
            if digits < 9 { nanoseconds = nanoseconds * 10 + Int(bytes[position] - 0x30) }
            digits += 1
            position += 1
        }
        guard digits > 0 else { return nil }
        for _ in min(digits, 9)..<9 { nanoseconds *= 10 }
        return Double(nanoseconds) / 1e9
    }

    /// +1 or −1 for a `+` or `-` next.
    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }
}
