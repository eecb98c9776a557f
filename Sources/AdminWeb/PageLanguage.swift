import FileFormats
import FoundationEssentials
import KioskCore
import MosqueSettings
import PrayerCalc

/// The language of a page: chosen by a link (`?lang=ar`), else by the browser's
/// Accept-Language (RFC 9110 §12.5.4, the highest weight among English and
/// Arabic), else the wall's labels. Arabic pages are right-to-left.
public enum PageLanguage: String, Sendable, CaseIterable {
    case english = "en"
    case arabic = "ar"

    public var direction: String { self == .arabic ? "rtl" : "ltr" }
    public var other: PageLanguage { self == .arabic ? .english : .arabic }
    /// The link to the other language, in that language.
    public var otherName: String { self == .arabic ? "English" : "العربية" }
    var isArabic: Bool { self == .arabic }

    public static func chosen(query: String?, acceptLanguage: String?, labels: LabelLanguage) -> PageLanguage {
        if let query, let language = PageLanguage(rawValue: query) { return language }
        var best: (language: PageLanguage, weight: Double)?
        for range in (acceptLanguage ?? "").split(separator: ",") {
            let parts = range.split(separator: ";").map { $0.trimmingBlanks().lowercased() }
            guard let tag = parts.first, let language = PageLanguage(rawValue: String(tag.prefix(2))),
                  tag.count == 2 || tag.dropFirst(2).hasPrefix("-") else { continue }
            let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            guard weight > 0, weight > (best?.weight ?? 0) else { continue }
            best = (language, weight)
        }
        return best?.language ?? (labels == .arabic ? .arabic : .english)
    }
}

/// The words of the public pages in one language, and numbers in the wall's digits.
struct PageWords {
    let language: PageLanguage
    let settings: Settings

    private var arabic: Bool { language.isArabic }

    func pick(_ english: String, _ arabicText: String) -> String { arabic ? arabicText : english }

    /// Digits as the wall shows them (Arabic-Indic when `display.digits` is arabic).
    func digits(_ text: String) -> String {
        settings.display.digits == .arabic ? NumberText.arabicIndicDigits(text) : text
    }

    func clock(_ date: Date) -> String {
        let text = TimeText(timeZone: settings.location.timeZone).clock(date, format: settings.display.clock)
        guard arabic, settings.display.clock == .twelveHour else { return digits(text) }
        return digits(String(text.dropLast(3))) + " " + (text.hasSuffix("AM") ? "ص" : "م")
    }

    func gregorian(_ date: CivilDate) -> String { digits(Vocabulary.gregorian(date, arabic: arabic)) }

    func hijri(_ date: CivilDate) -> String {
        digits(Vocabulary.hijri(settings.calculation.hijriCalendar.date(of: date), arabic: arabic))
    }

    func prayer(_ row: ScheduledPrayer) -> String { Vocabulary.name(row, arabic: arabic) }

    func prayer(_ prayer: Prayer) -> String { arabic ? prayer.arabicName : prayer.englishName }

    func left(_ seconds: TimeInterval) -> String {
        arabic ? "بعد " + digits(Vocabulary.duration(seconds, arabic: true)) : "in " + digits(Vocabulary.duration(seconds, arabic: false))
    }

    var adhan: String { pick("Adhan", "الأذان") }
    var iqama: String { pick("Iqama", "الإقامة") }
    var prayerHeading: String { pick("Prayer", "الصلاة") }
    var today: String { pick("Today", "اليوم") }
    func tomorrow(_ date: CivilDate) -> String {
        pick("Tomorrow, \(date.weekdayName)", "غداً، " + Vocabulary.arabicWeekdays[date.isoWeekday - 1])
    }
    var nextPrayer: String { pick("Next prayer", "الصلاة القادمة") }
    var announcements: String { pick("Announcements", "إعلانات") }
    var jumuah: String { pick("Jumu'ah", "الجمعة") }
    var eid: String { pick("Eid prayer", "صلاة العيد") }
    var monthTimetable: String { pick("This month's timetable", "جدول الشهر") }
    var calendar: String { pick("Add the times to your calendar", "أضف الأوقات إلى تقويمك") }
    var spreadsheet: String { pick("Timetable as a spreadsheet (CSV)", "الجدول بصيغة CSV") }
    var admin: String { pick("Mosque admin", "إدارة المسجد") }
    var date: String { pick("Date", "التاريخ") }
    var hijriHeading: String { pick("Hijri", "هجري") }
    var previousMonth: String { pick("Previous month", "الشهر السابق") }
    var nextMonth: String { pick("Next month", "الشهر التالي") }
    var printHint: String { pick("Print this page from your browser's menu: it fits one A4 sheet.", "اطبع هذه الصفحة من قائمة المتصفح: تتسع لورقة A4 واحدة.") }
    var timesTitle: String { pick("Prayer times", "مواقيت الصلاة") }
    var published: String { pick("Times from the mosque's timetable", "الأوقات من جدول المسجد") }
    var estimated: String { pick("estimated by a high-latitude rule", "تقديرية بقاعدة خطوط العرض العليا") }

    func month(_ year: Int, _ month: Int) -> String {
        digits((arabic ? Vocabulary.arabicMonths : Vocabulary.englishMonths)[month - 1] + " \(year)")
    }

    func eidLine(_ prayer: EidPrayer) -> String {
        let zone = settings.location.timeZone
        let times = prayer.instants(in: zone).map(clock).joined(separator: arabic ? "، " : ", ")
        return gregorian(prayer.date) + " · " + times + (prayer.place.map { " · " + $0 } ?? "")
    }
}
