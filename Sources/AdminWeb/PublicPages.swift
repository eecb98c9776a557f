import FileFormats
import FoundationEssentials
import KioskCore
import Messages
import MosqueSettings
import PrayerCalc
import ZoneInfo

/// The congregation's pages, no login: today's and tomorrow's times with the next
/// prayer, announcements, Jumu'ah and Eid; the month's timetable for print; the
/// widget a mosque's website embeds. All drawn from `MosqueTimes`, as the wall is.
enum PublicPages {
    static func home(_ snapshot: LiveConfiguration.Snapshot, now: Date, language: LanguageTag) -> HTML {
        let settings = snapshot.settings
        let words = PageWords(words: MessageLibrary.installed.words(language), settings: settings)
        let zone = settings.location.timeZone
        let today = CivilDate(containing: now, in: zone)
        var sections: [HTML] = []
        guard let times = snapshot.times else {
            return PageLayout.page(title: words.timesTitle, language: language, body: """
                <header><h1>\(words.timesTitle)</h1>\(PageLayout.languageLinks(language, path: "/"))</header>
                <main><p class="problem">\(words.unusable)</p></main>
                """)
        }
        let status = times.status(at: now)
        if let next = status?.nextPrayer {
            let row = times.day(next.date).row(next.prayer)
            sections.append("""
                <section class="next" aria-live="polite">
                <p class="label">\(words.nextPrayer)</p>
                <p class="big"><span class="name">\(words.prayer(row))</span> <time datetime="\(TimeText(timeZone: zone).iso8601(next.time))">\(words.clock(next.time))</time></p>
                \(words.countdown(until: next.time, now: now))
                </section>
                """)
        }
        var announcements = settings.currentAnnouncements(at: now).map(\.displayText)
        if let forbidden = times.forbiddenTime(at: now) {
            announcements.insert(words.words.forbiddenTime(forbidden.kind, until: words.clock(forbidden.end)), at: 0)
        }
        if !announcements.isEmpty {
            let items = announcements.map { HTML("<li dir=\"auto\">\($0)</li>") }
            sections.append("<section class=\"announcements\"><h2>\(words.announcements)</h2><ul>\(items)</ul></section>")
        }
        for eid in settings.eidPrayersShown(at: now) {
            let countdown: HTML = eid.date == today
                ? countdownToEid(eid, now: now, words: words, zone: zone) : ""
            sections.append("<section class=\"eid\"><h2>\(words.eid)</h2><p>\(words.eidLine(eid))</p>\(countdown)</section>")
        }
        let shown = status?.day.date ?? today
        let first = shown == today ? today : shown
        sections.append(table(times.day(first), heading: first == today ? words.today : words.tomorrow(first), status: status, words: words))
        let second = first.adding(days: 1)
        sections.append(table(times.day(second), heading: words.tomorrow(second), status: status, words: words))
        if !settings.schedule.jumuahTimes.isEmpty {
            let friday = (0..<7).map { today.adding(days: $0) }.first { $0.isoWeekday == 5 } ?? today
            let jumuah = times.day(friday).jumuah.map(words.clock).joined(separator: " · ")
            sections.append("<section class=\"jumuah\"><h2>\(words.jumuah)</h2><p>\(words.gregorian(friday)): \(jumuah)</p></section>")
        }
        let body: HTML = """
            <header>
            <h1 dir="auto">\(settings.location.name)</h1>
            <p class="dates">\(words.gregorian(today)) · \(words.hijri(today))</p>
            \(PageLayout.languageLinks(language, path: "/"))
            </header>
            <main>
            \(sections)
            </main>
            <footer>
            <a href="/timetable?lang=\(language.description)">\(words.monthTimetable)</a>
            <a href="/calendar.ics">\(words.calendar)</a>
            <a href="/timetable.csv">\(words.spreadsheet)</a>
            <a href="/admin">\(words.admin)</a>
            </footer>
            """
        return PageLayout.page(title: "\(settings.location.name) · \(words.timesTitle)", language: language, body: body)
    }

    private static func countdownToEid(_ eid: EidPrayer, now: Date, words: PageWords, zone: Zone) -> HTML {
        guard let next = eid.nextTime(after: now, in: zone) else { return "" }
        return words.countdown(until: next, now: now)
    }

    /// One day's adhan and iqama times; the next prayer marked.
    static func table(_ day: DaySchedule, heading: String, status: ClockStatus?, words: PageWords) -> HTML {
        var rows: [HTML] = []
        for row in day.rows {
            let isNext = status?.nextPrayer.map { $0.date == day.date && $0.prayer == row.prayer } ?? false
            let name = words.prayer(row)
            let iqama: HTML = row.iqama.map { HTML("\(words.clock($0))") } ?? "—"
            rows.append("<tr\(HTML.classAttribute(isNext ? "next" : row.prayer == .sunrise ? "sunrise" : nil))><th scope=\"row\">\(name)</th><td>\(words.clock(row.time))</td><td>\(iqama)</td></tr>")
            if row.isJumuah, let second = day.secondJumuah {
                rows.append("<tr><th scope=\"row\">\(words.words.jumuah(second: true))</th><td></td><td>\(words.clock(second))</td></tr>")
            }
        }
        return """
            <section class="day">
            <h2>\(heading) <small>\(words.gregorian(day.date))</small></h2>
            <table class="times">
            <thead><tr><th scope="col">\(words.prayerHeading)</th><th scope="col">\(words.adhan)</th><th scope="col">\(words.iqama)</th></tr></thead>
            <tbody>\(rows)</tbody>
            </table>
            \(day.fromTimetable ? HTML("<p class=\"note\">\(words.published)</p>") : "")
            </section>
            """
    }

    /// The month's timetable, laid out to print on one A4 sheet.
    static func month(_ snapshot: LiveConfiguration.Snapshot, year: Int, month: Int, language: LanguageTag) -> HTML {
        let settings = snapshot.settings
        let words = PageWords(words: MessageLibrary.installed.words(language), settings: settings)
        let days = snapshot.times?.month(year: year, month: month) ?? []
        let prayers: [Prayer] = [.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha]
        var rows: [HTML] = []
        for day in days {
            var cells: [HTML] = []
            for prayer in prayers {
                let row = day.row(prayer)
                cells.append("<td>\(words.clock(row.time))</td>")
                if prayer.hasAdhan { cells.append("<td class=\"iqama\">\(row.iqama.map(words.clock) ?? "")</td>") }
            }
            let weekday = words.words.shortWeekday(day.date.isoWeekday)
            let hijri = settings.calculation.hijriCalendar.date(of: day.date)
            rows.append("<tr\(HTML.classAttribute(day.date.isoWeekday == 5 ? "friday" : nil))><th scope=\"row\">\(words.digits(String(day.date.day))) \(weekday)</th><td class=\"hijri\">\(words.digits("\(hijri.day)/\(hijri.month)"))</td>\(cells)</tr>")
        }
        var heads: [HTML] = []
        for prayer in prayers {
            heads.append(prayer.hasAdhan
                ? "<th scope=\"col\" colspan=\"2\">\(words.prayer(prayer))<br><small>\(words.adhan) · \(words.iqama)</small></th>"
                : "<th scope=\"col\">\(words.prayer(prayer))</th>")
        }
        let previous = month == 1 ? (year - 1, 12) : (year, month - 1)
        let next = month == 12 ? (year + 1, 1) : (year, month + 1)
        func link(_ target: (Int, Int)) -> String { "/timetable?month=\(target.0)-\(NumberText.zeroPadded(target.1))&lang=\(language.description)" }
        let monthText = "\(year)-\(NumberText.zeroPadded(month))"
        let body: HTML = """
            <header>
            <h1 dir="auto">\(settings.location.name)</h1>
            <p class="dates">\(words.timesTitle) · \(words.month(year, month))</p>
            <nav class="noprint"><a href="\(link(previous))">\(words.previousMonth)</a> <a href="\(link(next))">\(words.nextMonth)</a></nav>
            \(PageLayout.languageLinks(language, path: "/timetable", query: [("month", monthText)]))
            </header>
            <main>
            <div class="scroll"><table class="month">
            <thead><tr><th scope="col">\(words.date)</th><th scope="col">\(words.hijriHeading)</th>\(heads)</tr></thead>
            <tbody>\(rows)</tbody>
            </table></div>
            <p class="noprint note">\(words.printHint)</p>
            </main>
            """
        return PageLayout.page(title: "\(settings.location.name) · \(words.month(year, month))", language: language, bodyClass: "printable", body: body)
    }

    /// A small page a mosque's website may frame: today's times and the next prayer.
    static func widget(_ snapshot: LiveConfiguration.Snapshot, now: Date, language: LanguageTag) -> HTML {
        let settings = snapshot.settings
        let words = PageWords(words: MessageLibrary.installed.words(language), settings: settings)
        let today = CivilDate(containing: now, in: settings.location.timeZone)
        guard let times = snapshot.times else { return PageLayout.page(title: words.timesTitle, language: language, bodyClass: "widget", body: "") }
        let status = times.status(at: now)
        let day = times.day(status?.day.date ?? today)
        let body: HTML = """
            <p class="widget-title" dir="auto">\(settings.location.name) · \(words.gregorian(day.date))</p>
            \(table(day, heading: day.date == today ? words.today : words.tomorrow(day.date), status: status, words: words))
            <p class="widget-link"><a href="/" target="_blank" rel="noopener">\(words.timesTitle)</a></p>
            """
        return PageLayout.page(title: words.timesTitle, language: language, bodyClass: "widget", body: body)
    }
}
