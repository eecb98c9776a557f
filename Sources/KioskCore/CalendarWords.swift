import FoundationEssentials
import Messages
import PrayerCalc

/// The names and formats every screen and page shares, through the catalogue: prayers,
/// weekdays, months of both calendars, dates, durations and the 12-hour clock. Each
/// returns Latin digits; the caller writes them in the wall's digits.
///
/// The English is the catalogue's key; the Arabic catalogue's weekday, month and unit
/// words are those of the Unicode CLDR `ar` locale, as `po/ar.po` says.
extension Words {
    /// A row's name: Jumu'ah on Fridays' Dhuhr.
    public func prayer(_ row: ScheduledPrayer) -> String {
        row.isJumuah ? jumuah() : prayer(row.prayer)
    }

    /// A weekday's name, Monday being 1 (`CivilDate.isoWeekday`).
    public func weekday(_ isoWeekday: Int) -> String {
        switch isoWeekday {
        case 1: trc("weekday", "Monday")
        case 2: trc("weekday", "Tuesday")
        case 3: trc("weekday", "Wednesday")
        case 4: trc("weekday", "Thursday")
        case 5: trc("weekday", "Friday")
        case 6: trc("weekday", "Saturday")
        default: trc("weekday", "Sunday")
        }
    }

    /// A weekday's name in a month's table, where a column is narrow.
    public func shortWeekday(_ isoWeekday: Int) -> String {
        switch isoWeekday {
        case 1: trc("weekday, abbreviated", "Mon")
        case 2: trc("weekday, abbreviated", "Tue")
        case 3: trc("weekday, abbreviated", "Wed")
        case 4: trc("weekday, abbreviated", "Thu")
        case 5: trc("weekday, abbreviated", "Fri")
        case 6: trc("weekday, abbreviated", "Sat")
        default: trc("weekday, abbreviated", "Sun")
        }
    }

    /// A Gregorian month's name, January being 1.
    public func month(_ month: Int) -> String {
        switch month {
        case 1: trc("Gregorian month", "January")
        case 2: trc("Gregorian month", "February")
        case 3: trc("Gregorian month", "March")
        case 4: trc("Gregorian month", "April")
        case 5: trc("Gregorian month", "May")
        case 6: trc("Gregorian month", "June")
        case 7: trc("Gregorian month", "July")
        case 8: trc("Gregorian month", "August")
        case 9: trc("Gregorian month", "September")
        case 10: trc("Gregorian month", "October")
        case 11: trc("Gregorian month", "November")
        default: trc("Gregorian month", "December")
        }
    }

    /// A Hijri month's name, Muharram being 1 (the English is the transliteration
    /// `HijriDate.monthName` gives).
    public func hijriMonth(_ month: Int) -> String {
        switch month {
        case 1: trc("Hijri month", "Muharram")
        case 2: trc("Hijri month", "Safar")
        case 3: trc("Hijri month", "Rabi al-Awwal")
        case 4: trc("Hijri month", "Rabi al-Akhir")
        case 5: trc("Hijri month", "Jumada al-Ula")
        case 6: trc("Hijri month", "Jumada al-Akhirah")
        case 7: trc("Hijri month", "Rajab")
        case 8: trc("Hijri month", "Sha'ban")
        case 9: trc("Hijri month", "Ramadan")
        case 10: trc("Hijri month", "Shawwal")
        case 11: trc("Hijri month", "Dhu al-Qa'dah")
        default: trc("Hijri month", "Dhu al-Hijjah")
        }
    }

    /// `Saturday 21 November 2026` in the language's order.
    public func gregorian(_ date: CivilDate) -> String {
        // TRANSLATORS: a full date: %1$s the weekday, %2$s the day, %3$s the month's name, %4$s the year.
        trc("full date", "%1$s %2$s %3$s %4$s", weekday(date.isoWeekday), String(date.day), month(date.month), String(date.year))
    }

    /// `November 2026`.
    public func monthOfYear(_ year: Int, _ month: Int) -> String {
        // TRANSLATORS: a month of a year: %1$s the month's name, %2$s the year.
        trc("month and year", "%1$s %2$s", self.month(month), String(year))
    }

    /// `11 Jumada al-Akhirah 1448 AH`.
    public func hijri(_ date: HijriDate) -> String {
        // TRANSLATORS: a Hijri date: %1$s the day, %2$s the month's name, %3$s the year.
        trc("Hijri date", "%1$s %2$s %3$s AH", String(date.day), hijriMonth(date.month), String(date.year))
    }

    /// Time left: `1 h 12 min`, `12 min`, `40 s` (minutes rounded up, as the clock counts,
    /// so that a countdown never shows 0 while time remains).
    public func duration(_ seconds: TimeInterval) -> String {
        if seconds < 60 { return trc("duration", "%s s", String(Int(max(0, seconds).rounded(.up)))) }
        let minutes = Int((seconds / 60).rounded(.up))
        if minutes < 60 { return trc("duration", "%s min", String(minutes)) }
        // TRANSLATORS: hours and minutes left: %1$s the hours, %2$s the minutes.
        return trc("duration", "%1$s h %2$s min", String(minutes / 60), String(minutes % 60))
    }

    /// A countdown's duration where room is short: `2h 05m`, `12m` under an hour, `40s`
    /// under a minute (minutes rounded up; the minutes beside hours have two digits).
    public func shortDuration(_ seconds: TimeInterval) -> String {
        if seconds < 60 { return trc("short duration", "%ss", String(Int(max(0, seconds).rounded(.up)))) }
        let minutes = Int((seconds / 60).rounded(.up))
        if minutes < 60 { return trc("short duration", "%sm", String(minutes)) }
        // TRANSLATORS: hours and minutes left, where room is short: %1$s the hours, %2$s the minutes (two digits).
        return trc("short duration", "%1$sh %2$sm", String(minutes / 60), minutes % 60 < 10 ? "0\(minutes % 60)" : String(minutes % 60))
    }

    /// `in 1 h 12 min`: how long until something, `left` being a `duration`.
    public func timeLeft(_ left: String) -> String {
        // TRANSLATORS: how long until a prayer, %s being a duration such as "1 h 12 min".
        trc("time left", "in %s", left)
    }

    /// A 12-hour clock time with its half of the day: `5:29 AM`, `5:29 PM` (CLDR's day periods).
    public func twelveHour(_ time: String, afternoon: Bool) -> String {
        afternoon ? trc("12-hour clock", "%s PM", time) : trc("12-hour clock", "%s AM", time)
    }

    /// The half of the day beside a 12-hour clock's big digits: `AM`, `PM` (CLDR's day periods).
    public func dayPeriod(afternoon: Bool) -> String {
        afternoon ? trc("day period", "PM") : trc("day period", "AM")
    }

    /// The name of this language, in itself (for a list of languages to choose from).
    public var languageName: String {
        // TRANSLATORS: the name of the language you are translating into, as its speakers write it (العربية, Français).
        trc("the name of this language", "English")
    }
}
