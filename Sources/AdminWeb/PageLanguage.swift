import FileFormats
import FoundationEssentials
import KioskCore
import Messages
import MosqueSettings
import PrayerCalc

/// The language of a public page: chosen by a link (`?lang=fr`), else by the browser's
/// Accept-Language (RFC 9110 §12.5.4: the highest weight among the languages there are
/// words for, RFC 4647 lookup), else the mosque's (`display.language`, read only then).
enum PageLanguage {
    static func chosen(query: String?, acceptLanguage: String?, mosque: @autoclosure () -> LanguageTag, library: MessageLibrary) -> LanguageTag {
        if let query, let tag = LanguageTag(query), library.has(tag) { return library.words(tag).language }
        var best: (language: LanguageTag, weight: Double)?
        for range in (acceptLanguage ?? "").split(separator: ",") {
            let parts = range.split(separator: ";").map { $0.trimmingBlanks() }
            guard let text = parts.first, let tag = LanguageTag(text), library.has(tag) else { continue }
            let weight = parts.dropFirst().first { $0.lowercased().hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            guard weight > 0, weight > (best?.weight ?? 0) else { continue }
            best = (library.words(tag).language, weight)
        }
        if let best { return best.language }
        let mosque = mosque()
        return library.has(mosque) ? library.words(mosque).language : .english
    }
}

/// The words of the public pages in one language, and numbers in the wall's digits.
struct PageWords {
    let words: Words
    let settings: Settings

    var language: LanguageTag { words.language }

    /// Digits as the wall shows them (`display.digits`).
    func digits(_ text: String) -> String {
        settings.display.digits.write(text)
    }

    func clock(_ date: Date) -> String {
        let text = TimeText(timeZone: settings.location.timeZone).clock(date, format: settings.display.clock)
        guard settings.display.clock == .twelveHour else { return digits(text) }
        return digits(words.twelveHour(String(text.dropLast(3)), afternoon: text.hasSuffix("PM")))
    }

    func gregorian(_ date: CivilDate) -> String { digits(words.gregorian(date)) }

    func hijri(_ date: CivilDate) -> String {
        digits(words.hijri(settings.calculation.hijriCalendar.date(of: date)))
    }

    func prayer(_ row: ScheduledPrayer) -> String { words.prayer(row) }

    func prayer(_ prayer: Prayer) -> String { words.prayer(prayer) }

    func left(_ seconds: TimeInterval) -> String { words.timeLeft(digits(words.duration(seconds))) }

    /// The time left until `instant`, and what the page's script counts it down with
    /// (`page.js`): the instant, the digits, and this language's forms of a duration.
    func countdown(until instant: Date, now: Date) -> HTML {
        """
        <p class="countdown" data-until="\(Int(instant.timeIntervalSince1970))" data-digits="\(settings.display.digits.rawValue)" \
        data-s="\(words.trc("duration", "%s s"))" data-m="\(words.trc("duration", "%s min"))" \
        data-hm="\(words.trc("duration", "%1$s h %2$s min"))" data-in="\(words.trc("time left", "in %s"))">\(left(instant.timeIntervalSince(now)))</p>
        """
    }

    var adhan: String { words.tr("Adhan") }
    var iqama: String { words.tr("Iqama") }
    var prayerHeading: String { words.trc("a table's heading", "Prayer") }
    var today: String { words.tr("Today") }
    func tomorrow(_ date: CivilDate) -> String {
        // TRANSLATORS: a table's heading, %s being tomorrow's weekday.
        words.tr("Tomorrow, %s", words.weekday(date.isoWeekday))
    }
    var nextPrayer: String { words.tr("Next prayer") }
    var announcements: String { words.tr("Announcements") }
    var jumuah: String { words.jumuah() }
    var eid: String { words.tr("Eid prayer") }
    var monthTimetable: String { words.tr("This month's timetable") }
    var calendar: String { words.tr("Add the times to your calendar") }
    var spreadsheet: String { words.tr("Timetable as a spreadsheet (CSV)") }
    var admin: String { words.tr("Mosque admin") }
    var date: String { words.trc("a table's heading", "Date") }
    var hijriHeading: String { words.trc("a table's heading", "Hijri") }
    var previousMonth: String { words.tr("Previous month") }
    var nextMonth: String { words.tr("Next month") }
    var printHint: String { words.tr("Print this page from your browser's menu: it fits one A4 sheet.") }
    var timesTitle: String { words.tr("Prayer times") }
    var published: String { words.tr("Times from the mosque's timetable") }
    var estimated: String { words.tr("estimated by a high-latitude rule") }
    var unusable: String {
        words.tr("The times cannot be shown: the display's configuration cannot be used. The mosque has been told on its admin page.")
    }

    func month(_ year: Int, _ month: Int) -> String { digits(words.monthOfYear(year, month)) }

    func eidLine(_ prayer: EidPrayer) -> String {
        let zone = settings.location.timeZone
        let times = prayer.instants(in: zone).map(clock).joined(separator: words.trc("between items of a list", ", "))
        return gregorian(prayer.date) + " · " + times + (prayer.place.map { " · " + $0 } ?? "")
    }
}
