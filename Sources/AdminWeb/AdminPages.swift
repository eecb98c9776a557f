import FileFormats
import FoundationEssentials
import KioskCore
import MosqueSettings
import PrayerCalc
import Storage

/// The pages behind the login, in English (announcements are written in any
/// language and shown as written). Every form posts back with the session's CSRF
/// token in a hidden field named `csrf`; every field is named by its key path.
enum AdminPages {
    static let sections: [(path: String, title: String)] = [
        ("/admin", "Overview"), ("/admin/settings", "Settings"), ("/admin/announcements", "Announcements"),
        ("/admin/eid", "Eid"), ("/admin/iqama-periods", "Iqama periods"), ("/admin/hijri-months", "Hijri months"),
        ("/admin/timetable", "Timetable"),
    ]

    static func page(_ title: String, user: String?, csrf: String, flash: String?, path: String, body: HTML) -> HTML {
        let links = sections.map { section in
            HTML("<a href=\"\(section.path)\"\(section.path == path ? HTML(" aria-current=\"page\"") : "")>\(section.title)</a>")
        }
        let nav: HTML = user == nil ? "" : """
            <nav class="admin">\(links)
            <form method="post" action="/admin/logout" class="inline">\(csrfField(csrf))<button type="submit" class="link">Log out \(user ?? "")</button></form>
            </nav>
            """
        let message: HTML = flash.map { HTML("<p class=\"flash\" role=\"status\">\($0)</p>") } ?? ""
        return PageLayout.page(title: "\(title) · Mawqut admin", language: .english, bodyClass: "admin", body: """
            <header><h1>\(title)</h1>\(nav)</header>
            <main>\(message)\(body)</main>
            <footer><a href="/">The congregation's page</a></footer>
            """)
    }

    static func csrfField(_ token: String) -> HTML { "<input type=\"hidden\" name=\"csrf\" value=\"\(token)\">" }

    static func problems(_ list: [String], title: String = "Not saved:") -> HTML {
        guard !list.isEmpty else { return "" }
        return "<div class=\"problems\" role=\"alert\"><p>\(title)</p><ul>\(list.map { HTML("<li>\($0)</li>") })</ul></div>"
    }

    // MARK: - Logging in and claiming

    static func login(csrf: String, username: String, message: String?) -> HTML {
        page("Log in", user: nil, csrf: csrf, flash: nil, path: "/admin/login", body: """
            \(problems(message.map { [$0] } ?? [], title: "Not logged in:"))
            <form method="post" action="/admin/login" class="card">
            \(csrfField(csrf))
            <label>Name <input name="username" autocomplete="username" required maxlength="32" value="\(username)"></label>
            <label>Password <input name="password" type="password" autocomplete="current-password" required maxlength="256"></label>
            <button type="submit">Log in</button>
            </form>
            <p class="note">No account yet? The first one is made with the setup code shown on the wall (<a href="/admin/claim">claim this page</a>),
            or on the display with <code>mawqut-admin user add NAME</code>.</p>
            """)
    }

    static func claim(csrf: String, username: String, message: String?) -> HTML {
        page("Claim this page", user: nil, csrf: csrf, flash: nil, path: "/admin/claim", body: """
            <p>No account exists yet. The wall shows this page's address and a setup code: type the code here and choose the
            name and password of the first account. The code works once and for 30 minutes; the wall shows a new one after.</p>
            \(problems(message.map { [$0] } ?? [], title: "Not claimed:"))
            <form method="post" action="/admin/claim" class="card">
            \(csrfField(csrf))
            <label>Setup code from the wall <input name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="16"></label>
            <label>Your name for this page <input name="username" autocomplete="username" required maxlength="32" value="\(username)"></label>
            <label>Password (at least 10 characters) <input name="password" type="password" autocomplete="new-password" required minlength="10" maxlength="256"></label>
            <label>Password again <input name="password2" type="password" autocomplete="new-password" required minlength="10" maxlength="256"></label>
            <button type="submit">Create the account</button>
            </form>
            """)
    }

    // MARK: - Overview

    struct Overview {
        let snapshot: LiveConfiguration.Snapshot
        /// The last save that failed, until one succeeds.
        let saveFailure: SaveFailure?
        let kiosk: DisplayStatusStore.Kiosk?
        let played: [PrayerLogEntry]
        let audit: [AuditLogStore.Entry]
        let accounts: [AdminAccountStore.Account]
        let now: Date
    }

    static func overview(_ overview: Overview, user: String, csrf: String, flash: String?) -> HTML {
        let settings = overview.snapshot.settings
        let text = TimeText(timeZone: settings.location.timeZone)
        var parts: [HTML] = []
        if let fault = overview.snapshot.fault {
            let since = overview.snapshot.lastGoodAcceptedAt.map { "The wall runs on the last good configuration, accepted \(text.dateTime($0))." }
                ?? "No configuration was ever accepted on this display: the wall shows no prayer times."
            parts.append("""
                <section class="problem card"><h2>The configuration file cannot be used</h2>
                <ul>\(fault.problems.map { HTML("<li><code>\(fault.path)</code>: \($0)</li>") })</ul>
                <p>\(since) Until the file is corrected, settings cannot be saved here.</p>
                \(overview.snapshot.lastGoodAcceptedAt == nil ? "" : HTML("""
                <form method="post" action="/admin/restore">\(csrfField(csrf))<button type="submit">Put the last good configuration back in place</button></form>
                """))
                </section>
                """)
        }
        if let failure = overview.saveFailure {
            parts.append("<section class=\"problem card\"><h2>A save failed at \(text.dateTime(failure.at))</h2><p>\(failure.sentence)</p></section>")
        }
        parts.append(displaySection(overview, text: text))
        parts.append(playedSection(overview, text: text))
        let changes = overview.audit.map { entry in
            HTML("<tr><td>\(text.dateTime(entry.at))</td><td>\(entry.user)</td><td><code>\(entry.field)</code></td><td dir=\"auto\">\(entry.old ?? "")</td><td dir=\"auto\">\(entry.new ?? "")</td></tr>")
        }
        parts.append("""
            <section><h2>Changes made here</h2>
            \(changes.isEmpty ? HTML("<p>None yet.</p>") : HTML("<div class=\"scroll\"><table class=\"log\"><thead><tr><th>When</th><th>Who</th><th>Setting</th><th>From</th><th>To</th></tr></thead><tbody>\(changes)</tbody></table></div>"))
            </section>
            """)
        let accounts = overview.accounts.map { HTML("<li>\($0.name)</li>") }
        parts.append("<section><h2>Accounts</h2><ul>\(accounts)</ul><p class=\"note\">Add or remove accounts on the display with <code>mawqut-admin user add NAME</code> (or passwd, remove, list).</p></section>")
        return page("Overview", user: user, csrf: csrf, flash: flash, path: "/admin", body: HTML(joining: parts))
    }

    private static func displaySection(_ overview: Overview, text: TimeText) -> HTML {
        guard let kiosk = overview.kiosk else {
            return "<section class=\"card\"><h2>The wall</h2><p>The clock has not reported since this display's data was made: is it running?</p></section>"
        }
        let age = overview.now.timeIntervalSince(kiosk.heartbeat)
        let heard: HTML = age < 150
            ? "<p class=\"ok\">Running: last heard from \(TimeText.duration(max(0, age))) ago (started \(text.dateTime(kiosk.startedAt))).</p>"
            : "<p class=\"problem\">Not heard from since \(text.dateTime(kiosk.heartbeat)) (\(TimeText.duration(age)) ago): is the clock running?</p>"
        let role: String = switch kiosk.role {
        case "follower": "A follower: location, calculation, iqama and Jumu'ah come from the primary screen \(kiosk.primaryName ?? "(not heard yet)") over MQTT."
        case "primary": "The primary screen: it shares location, calculation, iqama and Jumu'ah with the mosque's other screens over MQTT."
        default: "A single screen (no MQTT)."
        }
        let problems = kiosk.problems.map { problem in
            HTML("<li><strong>\(problem.summary)</strong><br>\(problem.detail)<br><em>What to do:</em> \(problem.advice)</li>")
        }
        return """
            <section class="card"><h2>The wall</h2>\(heard)<p>\(role)</p>
            \(problems.isEmpty ? HTML("<p class=\"ok\">No problems on the wall.</p>") : HTML("<h3>Problems on the wall</h3><ul class=\"problems\">\(problems)</ul>"))
            </section>
            """
    }

    /// Each adhan of today at its own time, and what became of it (played, silenced,
    /// failed, missed; not yet due), in the mosque's clock format.
    private static func playedSection(_ overview: Overview, text: TimeText) -> HTML {
        let settings = overview.snapshot.settings
        let today = CivilDate(containing: overview.now, in: settings.location.timeZone)
        guard let day = overview.snapshot.times?.day(today) else { return "" }
        let rows = Prayer.allCases.filter(\.hasAdhan).map { prayer -> HTML in
            let adhan = day.row(prayer).time
            let entry = overview.played.first { $0.key.prayer == prayer }
            let outcome: String = switch entry?.status {
            case .played?: "played"
            case .silenced?: "silenced"
            case .failed?: "failed"
            case .missed?: "missed (the display was off or its clock jumped)"
            case .pending?: "started, not confirmed"
            case nil: adhan > overview.now ? "not yet due" : "no record"
            }
            let noted = entry.map { " at \(text.clock($0.recordedAt, format: settings.display.clock))" } ?? ""
            return "<tr><td>\(prayer.englishName)</td><td>\(text.clock(adhan, format: settings.display.clock))</td><td>\(outcome + noted)</td><td>\(entry?.detail ?? "")</td></tr>"
        }
        return """
            <section><h2>Adhans today</h2>
            <div class="scroll"><table class="log"><thead><tr><th>Prayer</th><th>Adhan</th><th>What happened</th><th>Detail</th></tr></thead><tbody>\(rows)</tbody></table></div>
            </section>
            """
    }

    // MARK: - Settings

    /// `values` are what the inputs hold (the file's, or what was typed and refused);
    /// `originals` what the page was made with (sent back hidden, to tell what changed meanwhile).
    static func settings(snapshot: LiveConfiguration.Snapshot, values: [String: String], originals: [String: String], notes: [String: String] = [:],
                         user: String, csrf: String, flash: String?, problems list: [String]) -> HTML {
        var sections: [HTML] = []
        var current: String?
        var fields: [HTML] = []
        func close() {
            if let current { sections.append("<fieldset><legend>\(current)</legend>\(fields)</fieldset>") }
            fields = []
        }
        for field in SettingsSubmission.fields {
            if field.section != current {
                close()
                current = field.section
            }
            fields.append(input(field, value: values[field.id] ?? "", original: originals[field.id] ?? "", note: notes[field.id], snapshot: snapshot))
        }
        close()
        let shared: HTML = snapshot.primary.map { HTML("<p class=\"note\">This screen follows the primary screen <strong>\($0)</strong>: location, calculation, iqama and Jumu'ah are shown here as it shares them; change them on the primary's page.</p>") } ?? ""
        let blocked: HTML = snapshot.fault == nil ? "" : "<p class=\"problem\">The configuration file cannot be used (see the overview): correct it or put the last good one back before saving here.</p>"
        return page("Settings", user: user, csrf: csrf, flash: flash, path: "/admin/settings", body: """
            \(problems(list))\(blocked)\(shared)
            <form method="post" action="/admin/settings" class="settings">
            \(csrfField(csrf))
            \(sections)
            <div class="save"><button type="submit">Save</button> <small>Only what you change is saved; the wall shows it within 2 seconds.</small></div>
            </form>
            """)
    }

    /// What a field takes, said for a page (the wall's own words speak of its keys).
    private static func hint(_ field: SettingsField) -> String {
        switch field.kind {
        case .toggle: "on or off"
        case .choice: "choose one"
        default: field.accepts
        }
    }

    private static func input(_ field: SettingsField, value: String, original: String, note: String?, snapshot: LiveConfiguration.Snapshot) -> HTML {
        let id = "f-" + field.id.replacingLiterally(".", with: "-")
        let readOnly = snapshot.isShared(field.path)
        let hidden: HTML = "<input type=\"hidden\" name=\"\(SettingsSubmission.originalPrefix + field.id)\" value=\"\(original)\">"
        let control: HTML
        let options: [String]? = switch field.kind {
        case .choice(let values): values
        case .toggle: ["on", "off"]
        default: nil
        }
        switch field.kind {
        case _ where options != nil:
            let options = options ?? []
            control = "<select id=\"\(id)\" name=\"\(field.id)\"\(readOnly ? HTML(" disabled") : "")>\(options.map { HTML("<option\($0 == value ? HTML(" selected") : "")>\($0)</option>") })</select>"
        case .pin:
            return """
                <div class="field"><label for="\(id)">\(field.label)</label>
                <input id="\(id)" name="\(field.id)" type="password" inputmode="numeric" autocomplete="off" maxlength="8">
                <label class="check"><input type="checkbox" name="settingsPin.remove"> remove the PIN</label>
                <small>4–8 digits for the wall's settings screen; leave empty to keep it\(snapshot.settings.settingsPinHash == nil ? " (none is set)" : " (one is set)").</small></div>
                """
        default:
            let mode: HTML = switch field.kind {
            case .number, .integer: " inputmode=\"decimal\""
            default: ""
            }
            control = "<input id=\"\(id)\" name=\"\(field.id)\" value=\"\(value)\"\(mode)\(readOnly ? HTML(" readonly disabled") : "")>"
        }
        return """
            <div class="field"><label for="\(id)">\(field.label)</label>\(control)\(hidden)
            \(note.map { HTML("<strong class=\"conflict\">\($0)</strong>") } ?? "")<small>\(readOnly ? "shared by the primary screen" : hint(field)) · <code>\(field.id)</code></small></div>
            """
    }

    // MARK: - Lists: announcements, Eid, iqama periods

    struct ListPage {
        let kind: ConfigList.Kind
        let list: ConfigList
        let snapshot: LiveConfiguration.Snapshot
        /// What the add form holds (kept when it was refused).
        let form: FormData
        let problems: [String]
        /// An announcement previewed as the wall shows it.
        let preview: String?
    }

    static func list(_ page: ListPage, user: String, csrf: String, flash: String?, now: Date) -> HTML {
        let kind = page.kind
        let title = switch kind {
        case .announcements: "Announcements"
        case .eid: "Eid prayers"
        case .periods: "Iqama periods"
        case .hijriMonths: "Hijri months as announced"
        }
        let path = "/admin/" + kind.page
        let calendar = page.snapshot.settings.calculation.hijriCalendar
        let zone = page.snapshot.settings.location.timeZone
        let entries = page.list.items.map { item -> HTML in
            var shown: HTML = "<span dir=\"auto\">\(ConfigList.summary(item))</span>"
            if kind == .announcements, case .object(let members) = item {
                func text(_ key: String) -> String? { members.first { $0.0 == key }.flatMap { if case .string(let t) = $0.1 { t } else { nil } } }
                let from = text("from").flatMap(LocalDateTime.init), until = text("until").flatMap(LocalDateTime.init)
                let current = Announcement(text: text("text") ?? "", from: from, until: until).isCurrent(at: now, in: zone)
                let span = [from.map { "from \($0)" }, until.map { "until \($0)" }].compactMap { $0 }.joined(separator: " ")
                shown = """
                    <strong dir="auto">\(Announcement(text: text("text") ?? "").displayText)</strong> <small>\(span)</small>
                    \(current ? HTML("<span class=\"ok\">on the wall now</span>") : HTML("<span class=\"dim\">not shown now</span>"))
                    """
            }
            if kind == .hijriMonths, case .object(let members) = item {
                func number(_ key: String) -> Int? { members.first { $0.0 == key }.flatMap { if case .number(let n) = $0.1 { Int(exactly: n) } else { nil } } }
                if let year = number("year"), let month = number("month"), (1...12).contains(month),
                   calendar.announcedStarts.contains(where: { $0.year == year && $0.month == month }) {
                    let first = calendar.firstDay(year: year, month: month)
                    shown = """
                        <strong>\(HijriDate(year: year, month: month, day: 1).monthName) \(String(year))</strong> began on \(first.description) \
                        (\(first.weekdayName)); \(String(calendar.length(year: year, month: month))) days
                        """
                }
            }
            return """
                <li>\(shown)
                <form method="post" action="\(path)/delete" class="inline">\(csrfField(csrf))
                <input type="hidden" name="entry" value="\(item.rendered)"><button type="submit" class="link danger">Delete</button></form></li>
                """
        }
        let prefix = kind.keyPath + "."
        func value(_ name: String) -> String { page.form[prefix + name] ?? "" }
        let fields: HTML = switch kind {
        case .announcements: """
            <label>Text (any language) <textarea name="announcements.text" dir="auto" rows="3" maxlength="500" required>\(value("text"))</textarea></label>
            <label>From (optional) <input type="datetime-local" name="announcements.from" value="\(value("from"))"></label>
            <label>Until (optional) <input type="datetime-local" name="announcements.until" value="\(value("until"))"></label>
            <small>Times are the mosque's (\(zone.identifier)). Without from it shows now; without until it stays until deleted.</small>
            """
        case .eid: """
            <label>Date <input type="date" name="eid.date" value="\(value("date"))" required></label>
            <label>Times (one to four, HH:MM, comma-separated) <input name="eid.times" value="\(value("times"))" placeholder="07:30, 09:00" required></label>
            <label>Place (optional) <input name="eid.place" dir="auto" value="\(value("place"))"></label>
            <small>Shown on the wall and the page from \(String(page.snapshot.settings.display.eidDaysBefore)) days before (display.eidDaysBefore).</small>
            """
        case .periods: """
            <label>Name <input name="iqama.periods.name" dir="auto" value="\(value("name"))" placeholder="Ramadan"></label>
            <label>From <input name="iqama.periods.from" value="\(value("from"))" placeholder="2027-02-08, or 04-01 every year" required></label>
            <label>Until <input name="iqama.periods.until" value="\(value("until"))" placeholder="2027-03-09, or 09-30 every year" required></label>
            \(["fajr", "dhuhr", "asr", "maghrib", "isha"].map { prayer in
                HTML("<label>\(Prayer(rawValue: prayer)?.englishName ?? prayer) iqama <input name=\"iqama.periods.\(prayer)\" value=\"\(value(prayer))\" placeholder=\"minutes after adhan, or HH:MM\"></label>")
            })
            <small>Only the prayers given change; a fixed HH:MM is the mosque's clock time on every day, summer or winter.</small>
            """
        case .hijriMonths: """
            <p>The wall counts the Hijri months by the Umm al-Qura calendar\(calendar.adjustment == 0 ? "" : HTML(", moved by \(String(calendar.adjustment)) days (calculation.hijriAdjustment)")).
            When the start of a month is announced where the mosque is, add it here: the date on the wall, the timetables and the Ramadan rules follow it,
            and the month before ends the day before.</p>
            <label>Month <select name="calculation.hijriMonthStarts.month" required>\((1...12).map { month in
                HTML("<option value=\"\(String(month))\"\(value("month") == String(month) ? HTML(" selected") : "")>\(HijriDate(year: 1, month: month, day: 1).monthName)</option>")
            })</select></label>
            <label>Hijri year <input type="number" name="calculation.hijriMonthStarts.year" value="\(value("year").isEmpty ? String(calendar.date(of: CivilDate(containing: now, in: zone)).year) : value("year"))" min="1" max="9999" required></label>
            <label>First day of the month <input type="date" name="calculation.hijriMonthStarts.start" value="\(value("start"))" required></label>
            <small>It must be within 3 days of the Umm al-Qura calendar's first day, and 29 or 30 days from the months announced next to it.</small>
            """
        }
        let preview: HTML = page.preview.map { HTML("<div class=\"wall-preview\" dir=\"auto\" aria-label=\"Preview\">\($0)</div>") } ?? ""
        let previewButton: HTML = kind == .announcements ? "<button type=\"submit\" name=\"action\" value=\"preview\" class=\"secondary\">Preview</button>" : ""
        return self.page(title, user: user, csrf: csrf, flash: flash, path: path, body: """
            \(entries.isEmpty ? HTML("<p>None yet.</p>") : HTML("<ul class=\"entries\">\(entries)</ul>"))
            <h2>Add</h2>
            \(problems(page.problems))\(preview)
            <form method="post" action="\(path)" class="card">
            \(csrfField(csrf))
            \(fields)
            <div class="buttons">\(previewButton)<button type="submit" name="action" value="add">Add</button></div>
            </form>
            """)
    }

    // MARK: - Timetable

    static func timetable(days: [TimetableDay], source: TimesSource, user: String, csrf: String, flash: String?, problems list: [String]) -> HTML {
        let stored: HTML = days.isEmpty ? "<p>No mosque timetable is imported.</p>"
            : "<p>\(String(days.count)) days are imported, \(days.first?.date.description ?? "") to \(days.last?.date.description ?? "").</p>"
        let use: HTML = source == .timetable ? "<p class=\"ok\">The wall uses them (calculation.source is timetable) on the days they cover.</p>"
            : days.isEmpty ? "<p class=\"note\">The wall calculates its times (calculation.source is \(source.rawValue)).</p>"
            : """
                <form method="post" action="/admin/timetable/use" class="card">\(csrfField(csrf))
                <p>The wall calculates its times (calculation.source is \(source.rawValue)). Use the imported timetable on the wall now?</p>
                <button type="submit">Use the timetable on the wall</button></form>
                """
        return page("Mosque timetable", user: user, csrf: csrf, flash: flash, path: "/admin/timetable", body: """
            \(stored)\(use)
            \(problems(list, title: "Nothing was imported:"))
            <form method="post" action="/admin/timetable" enctype="multipart/form-data" class="card">
            \(csrfField(csrf))
            <label>The month's timetable (CSV) <input type="file" name="timetable" accept=".csv,text/csv,.json,application/json" required></label>
            <label class="check"><input type="checkbox" name="calculation.source" value="timetable"\(source == .timetable ? HTML(" checked") : "")> use the timetable on the wall (calculation.source)</label>
            <button type="submit">Import</button>
            </form>
            <p class="note">Columns: <code>\(Feeds.csvHeader)</code> (the iqama columns may be left out); dates YYYY-MM-DD, 24-hour times.
            Every line is checked and nothing is imported when any line is wrong. A Malaysian mosque may give JAKIM's own
            yearly timetable of its zone as e-solat saves it (JSON). <a href="/timetable.csv">This month as the wall has it</a> is a file in this form.</p>
            """)
    }
}
