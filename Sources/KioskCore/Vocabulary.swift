import FoundationEssentials
import PrayerCalc

/// Words the screens and pages share, in English and in Arabic (logical order: a
/// terminal shapes it with FriBidi, a browser by itself).
///
/// Arabic weekday and Gregorian month names and the narrow unit letters are those
/// of the Unicode CLDR `ar` locale (gregorian calendar: months يناير … ديسمبر, days
/// الأحد … السبت, periods ص/م; units: hour س, minute د, second ث).
public enum Vocabulary {
    public static let englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                       "October", "November", "December"]
    public static let arabicMonths = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر",
                                      "نوفمبر", "ديسمبر"]
    /// Monday first, as `CivilDate.isoWeekday` counts.
    public static let arabicWeekdays = ["الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"]

    public static let jumuahArabic = "الجمعة"
    public static let secondJumuahArabic = "الجمعة الثانية"

    /// A prayer row's name: Jumu'ah on Fridays' Dhuhr.
    public static func name(_ row: ScheduledPrayer, arabic: Bool) -> String {
        arabic ? (row.isJumuah ? jumuahArabic : row.prayer.arabicName) : (row.isJumuah ? "Jumu'ah" : row.prayer.englishName)
    }

    /// `Saturday 21 November 2026`, or `السبت 21 نوفمبر 2026` (Latin digits: the caller converts).
    public static func gregorian(_ date: CivilDate, arabic: Bool) -> String {
        arabic ? "\(arabicWeekdays[date.isoWeekday - 1]) \(date.day) \(arabicMonths[date.month - 1]) \(date.year)"
            : "\(date.weekdayName) \(date.day) \(englishMonths[date.month - 1]) \(date.year)"
    }

    /// `11 Jumada al-Akhirah 1448 AH`, or `11 جمادى الآخرة 1448 هـ`.
    public static func hijri(_ date: HijriDate, arabic: Bool) -> String {
        arabic ? "\(date.day) \(date.monthNameArabic) \(date.year) هـ" : "\(date.day) \(date.monthName) \(date.year) AH"
    }

    /// Time left: `1 h 12 min`, or `1 س 12 د` (minutes rounded up, as the clock counts).
    public static func duration(_ seconds: TimeInterval, arabic: Bool) -> String {
        if seconds < 60 {
            let whole = Int(max(0, seconds).rounded(.up))
            return arabic ? "\(whole) ث" : "\(whole) s"
        }
        let minutes = Int((seconds / 60).rounded(.up))
        if minutes < 60 { return arabic ? "\(minutes) د" : "\(minutes) min" }
        return arabic ? "\(minutes / 60) س \(minutes % 60) د" : "\(minutes / 60) h \(minutes % 60) min"
    }
}
