import FileFormats
import FoundationEssentials
import KioskCore
import Messages
import MosqueSettings
import PrayerCalc
import Storage

/// The pages behind the login, in the language the volunteer chose (`AdminLanguage`);
/// announcements are written in any language and shown as written, and the
/// configuration's own keys and values (`iqama.asr`, `on`) are shown as the file has them.
/// Every form posts back with the session's CSRF token in a hidden field named `csrf`;
/// every field is named by its key path.
enum AdminPages {
    static func sections(_ w: Words) -> [(path: String, title: String)] {
        [("/admin", w.trc("an admin page", "Overview")), ("/admin/settings", w.trc("an admin page", "Settings")),
         ("/admin/announcements", w.trc("an admin page", "Announcements")), ("/admin/eid", w.trc("an admin page", "Eid")),
         ("/admin/iqama-periods", w.trc("an admin page", "Iqama periods")), ("/admin/hijri-months", w.trc("an admin page", "Hijri months")),
         ("/admin/timetable", w.trc("an admin page", "Timetable"))]
    }

    static func page(_ title: String, _ w: Words, user: String?, csrf: String, flash: String?, path: String, body: HTML) -> HTML {
        let links = sections(w).map { section in
            HTML("<a href=\"\(section.path)\"\(section.path == path ? HTML(" aria-current=\"page\"") : "")>\(section.title)</a>")
        }
        let nav: HTML = user == nil ? "" : """
            <nav class="admin">\(links)
            <form method="post" action="/admin/logout" class="inline">\(csrfField(csrf))<button type="submit" class="link">\(w.tr("Log out %s", user ?? ""))</button></form>
            </nav>
            """
        let message: HTML = flash.map { HTML("<p class=\"flash\" role=\"status\">\($0)</p>") } ?? ""
        return PageLayout.page(title: w.tr("%s · Mawqut admin", title), language: w.language, bodyClass: "admin", body: """
            <header><h1>\(title)</h1>\(nav)</header>
            <main>\(message)\(body)</main>
            <footer><a href="/">\(w.tr("The congregation's page"))</a>\(PageLayout.languageLinks(w.language, path: path))</footer>
            """)
    }

    static func csrfField(_ token: String) -> HTML { "<input type=\"hidden\" name=\"csrf\" value=\"\(token)\">" }

    static func problems(_ list: [String], title: String) -> HTML {
        guard !list.isEmpty else { return "" }
        return "<div class=\"problems\" role=\"alert\"><p>\(title)</p><ul>\(list.map { HTML("<li>\($0)</li>") })</ul></div>"
    }

    /// A translated sentence with markup in its placeholders: the sentence escaped, the parts not.
    static func sentence(_ template: String, _ parts: HTML...) -> HTML {
        HTML(stringLiteral: Words.format(HTML.escape(template), parts.map(\.rendered)))
    }

    // MARK: - Logging in and claiming

    static func login(_ w: Words, csrf: String, username: String, message: String?) -> HTML {
        let claimText = w.tr("claim this page")
        let claimLink: HTML = "<a href=\"/admin/claim\">\(claimText)</a>"
        return page(w.tr("Log in"), w, user: nil, csrf: csrf, flash: nil, path: "/admin/login", body: """
            \(problems(message.map { [$0] } ?? [], title: w.tr("Not logged in:")))
            <form method="post" action="/admin/login" class="card">
            \(csrfField(csrf))
            <label>\(w.trc("an account", "Name")) <input name="username" autocomplete="username" required maxlength="32" value="\(username)"></label>
            <label>\(w.tr("Password")) <input name="password" type="password" autocomplete="current-password" required maxlength="256"></label>
            <button type="submit">\(w.tr("Log in"))</button>
            </form>
            <p class="note">\(sentence(w.tr("No account yet? The first one is made with the setup code shown on the wall (%1$s), or on the display with %2$s."),
                                        claimLink, "<code>mawqut-admin user add NAME</code>"))</p>
            """)
    }

    static func claim(_ w: Words, csrf: String, username: String, code: String = "", message: String?) -> HTML {
        page(w.tr("Claim this page"), w, user: nil, csrf: csrf, flash: nil, path: "/admin/claim", body: """
            <p>\(w.tr("No account exists yet. The wall shows this page's address and a setup code: type the code here and choose the name and password of the first account. The code works once and for 30 minutes; the wall shows a new one after."))</p>
            \(problems(message.map { [$0] } ?? [], title: w.tr("Not claimed:")))
            <form method="post" action="/admin/claim" class="card">
            \(csrfField(csrf))
            <label>\(w.tr("Setup code from the wall")) <input name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="16" value="\(code)"></label>
            <label>\(w.tr("Your name for this page")) <input name="username" autocomplete="username" required maxlength="32" value="\(username)"></label>
            <label>\(w.tr("Password (at least 10 characters)")) <input name="password" type="password" autocomplete="new-password" required minlength="10" maxlength="256"></label>
            <label>\(w.tr("Password again")) <input name="password2" type="password" autocomplete="new-password" required minlength="10" maxlength="256"></label>
            <button type="submit">\(w.tr("Create the account"))</button>
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

    static func overview(_ overview: Overview, _ w: Words, user: String, csrf: String, flash: String?) -> HTML {
        let settings = overview.snapshot.settings
        let text = TimeText(timeZone: settings.location.timeZone)
        var parts: [HTML] = []
        if let fault = overview.snapshot.fault {
            let since = overview.snapshot.lastGoodAcceptedAt.map { w.tr("The wall runs on the last good configuration, accepted %s.", text.dateTime($0)) }
                ?? w.tr("No configuration was ever accepted on this display: the wall shows no prayer times.")
            let restore: HTML = overview.snapshot.lastGoodAcceptedAt == nil ? "" : """
                <form method="post" action="/admin/restore">\(csrfField(csrf))<button type="submit">\(w.tr("Put the last good configuration back in place"))</button></form>
                """
            parts.append("""
                <section class="problem card"><h2>\(w.tr("The configuration file cannot be used"))</h2>
                <ul>\(fault.refusals.map { HTML("<li><code>\(fault.path)</code>: \($0.text(w))</li>") })</ul>
                <p>\(since) \(w.tr("Until the file is corrected, settings cannot be saved here."))</p>
                \(restore)
                </section>
                """)
        }
        if let failure = overview.saveFailure {
            let heading = w.tr("A save failed at %s", text.dateTime(failure.at))
            parts.append("<section class=\"problem card\"><h2>\(heading)</h2><p>\(failure.sentence)</p></section>")
        }
        parts.append(displaySection(overview, w, text: text))
        parts.append(screenSection(overview, w, csrf: csrf))
        parts.append(playedSection(overview, w))
        let changes = overview.audit.map { entry in
            HTML("<tr><td>\(text.dateTime(entry.at))</td><td>\(entry.user)</td><td><code>\(entry.field)</code></td><td dir=\"auto\">\(entry.old ?? "")</td><td dir=\"auto\">\(entry.new ?? "")</td></tr>")
        }
        let none = w.tr("None yet.")
        let log: HTML = changes.isEmpty ? "<p>\(none)</p>" : """
            <div class="scroll"><table class="log"><thead><tr><th>\(w.trc("a table's heading", "When"))</th><th>\(w.trc("a table's heading", "Who"))</th>\
            <th>\(w.trc("a table's heading", "Setting"))</th><th>\(w.trc("a table's heading", "From"))</th><th>\(w.trc("a table's heading", "To"))</th></tr></thead>\
            <tbody>\(changes)</tbody></table></div>
            """
        let changesHeading = w.tr("Changes made here")
        parts.append("<section><h2>\(changesHeading)</h2>\(log)</section>")
        let accounts = overview.accounts.map { HTML("<li>\($0.name)</li>") }
        let howTo = sentence(w.tr("Add or remove accounts on the display with %s (or passwd, remove, list)."), "<code>mawqut-admin user add NAME</code>")
        let accountsHeading = w.tr("Accounts")
        parts.append("<section><h2>\(accountsHeading)</h2><ul>\(accounts)</ul><p class=\"note\">\(howTo)</p></section>")
        return page(w.trc("an admin page", "Overview"), w, user: user, csrf: csrf, flash: flash, path: "/admin", body: HTML(joining: parts))
    }

    private static func displaySection(_ overview: Overview, _ w: Words, text: TimeText) -> HTML {
        let heading = w.tr("The wall")
        guard let kiosk = overview.kiosk else {
            let silent = w.tr("The clock has not reported since this display's data was made: is it running?")
            return "<section class=\"card\"><h2>\(heading)</h2><p>\(silent)</p></section>"
        }
        let age = overview.now.timeIntervalSince(kiosk.heartbeat)
        let running = w.tr("Running: last heard from %1$s ago (started %2$s).", w.duration(max(0, age)), text.dateTime(kiosk.startedAt))
        let silent = w.tr("Not heard from since %1$s (%2$s ago): is the clock running?", text.dateTime(kiosk.heartbeat), w.duration(age))
        let heard: HTML = age < 150 ? "<p class=\"ok\">\(running)</p>" : "<p class=\"problem\">\(silent)</p>"
        let role: String = switch kiosk.role {
        case "follower":
            w.tr("A follower: location, calculation, iqama and Jumu'ah come from the primary screen %s over MQTT.", kiosk.primaryName ?? w.tr("(not heard yet)"))
        case "primary": w.tr("The primary screen: it shares location, calculation, iqama and Jumu'ah with the mosque's other screens over MQTT.")
        default: w.tr("A single screen (no MQTT).")
        }
        let whatToDo = w.tr("What to do:")
        let problems = kiosk.problems.map { problem in
            HTML("<li><strong>\(problem.summary.text(w))</strong><br>\(problem.detail.text(w))<br><em>\(whatToDo)</em> \(problem.advice.text(w))</li>")
        }
        let noProblems = w.tr("No problems on the wall.")
        let problemsHeading = w.tr("Problems on the wall")
        let list: HTML = problems.isEmpty ? "<p class=\"ok\">\(noProblems)</p>" : "<h3>\(problemsHeading)</h3><ul class=\"problems\">\(problems)</ul>"
        return "<section class=\"card\"><h2>\(heading)</h2>\(heard)<p>\(role)</p>\(list)</section>"
    }

    /// The screen's sleep: on or asleep as the wall last said, tomorrow's hours off and
    /// the year's estimate, and a button that wakes it. Nothing while it is always on.
    private static func screenSection(_ overview: Overview, _ w: Words, csrf: String) -> HTML {
        let settings = overview.snapshot.settings
        let reported = overview.kiosk?.screen
        guard settings.display.power.schedule != .alwaysOn || reported != nil else { return "" }
        let shown = PageWords(words: w, settings: settings)
        var lines: [HTML] = []
        if let reported {
            let state = reported.isOn ? w.tr("The screen is on.")
                : reported.sleepsUntil.map { w.tr("The screen sleeps until %s.", shown.clock($0)) } ?? w.tr("The screen sleeps.")
            let switched = reported.switchedBy.isEmpty ? "" : sentence(w.tr("Switched through %s."), HTML("<code>\(reported.switchedBy)</code>"))
            lines.append("<p>\(state) <small>\(switched)</small></p>")
        }
        if let times = overview.snapshot.times, let summary = ScreenSleepSummary(times: times, now: overview.now) {
            lines.append("<p>\(summary.sentence(shown))</p>")
        }
        let minutes = w.tr("It stays on %s, then sleeps again if the schedule says so.", w.duration(Double(settings.display.power.wakeMinutes) * 60))
        let wake = w.tr("Wake the screen now")
        lines.append("""
            <form method="post" action="/admin/screen/wake">\(csrfField(csrf))<button type="submit">\(wake)</button> \
            <small>\(minutes)</small></form>
            """)
        let heading = w.trc("a settings heading", "Screen sleep")
        return "<section class=\"card\"><h2>\(heading)</h2>\(HTML(joining: lines))</section>"
    }

    /// Each adhan of today at its own time, and what became of it (played, silenced,
    /// failed, missed; not yet due), in the mosque's clock format.
    private static func playedSection(_ overview: Overview, _ w: Words) -> HTML {
        let settings = overview.snapshot.settings
        let today = CivilDate(containing: overview.now, in: settings.location.timeZone)
        guard let day = overview.snapshot.times?.day(today) else { return "" }
        let shown = PageWords(words: w, settings: settings)
        let rows = Prayer.allCases.filter(\.hasAdhan).map { prayer -> HTML in
            let adhan = day.row(prayer).time
            let entry = overview.played.first { $0.key.prayer == prayer }
            let outcome: String = switch entry?.status {
            case .played?: w.trc("an adhan", "played")
            case .silenced?: w.trc("an adhan", "silenced")
            case .failed?: w.trc("an adhan", "failed")
            case .missed?: w.trc("an adhan", "missed (the display was off or its clock jumped)")
            case .pending?: w.trc("an adhan", "started, not confirmed")
            case nil: adhan > overview.now ? w.trc("an adhan", "not yet due") : w.trc("an adhan", "no record")
            }
            let noted = entry.map { w.tr("%1$s at %2$s", outcome, shown.clock($0.recordedAt)) } ?? outcome
            return "<tr><td>\(w.prayer(prayer))</td><td>\(shown.clock(adhan))</td><td>\(noted)</td><td>\(entry?.detail ?? "")</td></tr>"
        }
        return """
            <section><h2>\(w.tr("Adhans today"))</h2>
            <div class="scroll"><table class="log"><thead><tr><th>\(w.trc("a table's heading", "Prayer"))</th><th>\(w.tr("Adhan"))</th>\
            <th>\(w.trc("a table's heading", "What happened"))</th><th>\(w.trc("a table's heading", "Detail"))</th></tr></thead><tbody>\(rows)</tbody></table></div>
            </section>
            """
    }

    // MARK: - Settings

    /// `values` are what the inputs hold (the file's, or what was typed and refused);
    /// `originals` what the page was made with (sent back hidden, to tell what changed meanwhile).
    static func settings(snapshot: LiveConfiguration.Snapshot, values: [String: String], originals: [String: String], notes: [String: String] = [:],
                         _ w: Words, user: String, csrf: String, flash: String?, problems list: [String]) -> HTML {
        var sections: [HTML] = []
        var current: String?
        var fields: [HTML] = []
        func close() {
            if let current { sections.append("<fieldset><legend>\(current)</legend>\(fields)</fieldset>") }
            fields = []
        }
        for field in SettingsSubmission.fields(w) {
            if field.section != current {
                close()
                current = field.section
            }
            fields.append(input(field, w, value: values[field.id] ?? "", original: originals[field.id] ?? "", note: notes[field.id], snapshot: snapshot))
        }
        close()
        let shared: HTML = snapshot.primary.map {
            sentence(w.tr("This screen follows the primary screen %s: location, calculation, iqama and Jumu'ah are shown here as it shares them; change them on the primary's page."),
                     "<strong>\($0)</strong>")
        }.map { "<p class=\"note\">\($0)</p>" } ?? ""
        let unusable = w.tr("The configuration file cannot be used (see the overview): correct it or put the last good one back before saving here.")
        let blocked: HTML = snapshot.fault == nil ? "" : "<p class=\"problem\">\(unusable)</p>"
        return page(w.trc("an admin page", "Settings"), w, user: user, csrf: csrf, flash: flash, path: "/admin/settings", body: """
            \(problems(list, title: w.tr("Not saved:")))\(blocked)\(shared)
            <form method="post" action="/admin/settings" class="settings">
            \(csrfField(csrf))
            \(sections)
            <div class="save"><button type="submit">\(w.tr("Save"))</button> <small>\(w.tr("Only what you change is saved; the wall shows it within 2 seconds."))</small></div>
            </form>
            """)
    }

    /// What a field takes, said for a page (the wall's own words speak of its keys).
    private static func hint(_ field: SettingsField, _ w: Words) -> String {
        switch field.kind {
        case .toggle: w.trc("a setting accepts", "on or off")
        case .choice: w.trc("a setting accepts", "choose one")
        default: field.accepts
        }
    }

    private static func input(_ field: SettingsField, _ w: Words, value: String, original: String, note: String?, snapshot: LiveConfiguration.Snapshot) -> HTML {
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
            let now = snapshot.settings.settingsPinHash == nil ? w.tr("4–8 digits for the wall's settings screen; leave empty to keep it (none is set).")
                : w.tr("4–8 digits for the wall's settings screen; leave empty to keep it (one is set).")
            return """
                <div class="field"><label for="\(id)">\(field.label)</label>
                <input id="\(id)" name="\(field.id)" type="password" inputmode="numeric" autocomplete="off" maxlength="8">
                <label class="check"><input type="checkbox" name="settingsPin.remove"> \(w.tr("remove the PIN"))</label>
                <small>\(now)</small></div>
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
            \(note.map { HTML("<strong class=\"conflict\">\($0)</strong>") } ?? "")<small>\(readOnly ? w.tr("shared by the primary screen") : hint(field, w)) · <code>\(field.id)</code></small></div>
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

    static func list(_ page: ListPage, _ w: Words, user: String, csrf: String, flash: String?, now: Date) -> HTML {
        let kind = page.kind
        let title = switch kind {
        case .announcements: w.trc("an admin page", "Announcements")
        case .eid: w.trc("an admin page", "Eid prayers")
        case .periods: w.trc("an admin page", "Iqama periods")
        case .hijriMonths: w.trc("an admin page", "Hijri months as announced")
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
                let span = [from.map { w.tr("from %s", $0.description) }, until.map { w.tr("until %s", $0.description) }].compactMap { $0 }.joined(separator: " ")
                let shownNow = w.tr("on the wall now")
                let notShown = w.tr("not shown now")
                let state: HTML = current ? "<span class=\"ok\">\(shownNow)</span>" : "<span class=\"dim\">\(notShown)</span>"
                shown = "<strong dir=\"auto\">\(Announcement(text: text("text") ?? "").displayText)</strong> <small>\(span)</small>\n\(state)"
            }
            if kind == .hijriMonths, case .object(let members) = item {
                func number(_ key: String) -> Int? { members.first { $0.0 == key }.flatMap { if case .number(let n) = $0.1 { Int(exactly: n) } else { nil } } }
                if let year = number("year"), let month = number("month"), (1...12).contains(month),
                   calendar.announcedStarts.contains(where: { $0.year == year && $0.month == month }) {
                    let first = calendar.firstDay(year: year, month: month)
                    // TRANSLATORS: %1$s a Hijri month and year, %2$s a date (YYYY-MM-DD), %3$s its weekday, %4$s the month's length.
                    shown = sentence(w.tr("%1$s began on %2$s (%3$s); %4$s days"), "<strong>\(w.hijriMonth(month)) \(String(year))</strong>",
                                     "\(first.description)", "\(w.weekday(first.isoWeekday))", "\(String(calendar.length(year: year, month: month)))")
                }
            }
            return """
                <li>\(shown)
                <form method="post" action="\(path)/delete" class="inline">\(csrfField(csrf))
                <input type="hidden" name="entry" value="\(item.rendered)"><button type="submit" class="link danger">\(w.tr("Delete"))</button></form></li>
                """
        }
        let prefix = kind.keyPath + "."
        func value(_ name: String) -> String { page.form[prefix + name] ?? "" }
        let fields: HTML = switch kind {
        case .announcements: """
            <label>\(w.tr("Text (any language)")) <textarea name="announcements.text" dir="auto" rows="3" maxlength="500" required>\(value("text"))</textarea></label>
            <label>\(w.tr("From (optional)")) <input type="datetime-local" name="announcements.from" value="\(value("from"))"></label>
            <label>\(w.tr("Until (optional)")) <input type="datetime-local" name="announcements.until" value="\(value("until"))"></label>
            <small>\(w.tr("Times are the mosque's (%s). Without a start it shows now; without an end it stays until deleted.", zone.identifier))</small>
            <label class="check"><input type="checkbox" name="announcements.screenOn" value="on"\(value("screenOn") == "on" ? HTML(" checked") : "")> \
            \(w.tr("Keep the screen on while it shows, even when the schedule would turn it off"))</label>
            """
        case .eid: """
            <label>\(w.trc("a form's field", "Date")) <input type="date" name="eid.date" value="\(value("date"))" required></label>
            <label>\(w.tr("Times (one to four, HH:MM, comma-separated)")) <input name="eid.times" value="\(value("times"))" placeholder="07:30, 09:00" required></label>
            <label>\(w.tr("Place (optional)")) <input name="eid.place" dir="auto" value="\(value("place"))"></label>
            <small>\(w.tr("Shown on the wall and the page from %s days before (display.eidDaysBefore).", String(page.snapshot.settings.display.eidDaysBefore)))</small>
            """
        case .periods: """
            <label>\(w.trc("a form's field", "Name")) <input name="iqama.periods.name" dir="auto" value="\(value("name"))" placeholder="\(w.hijriMonth(9))"></label>
            <label>\(w.trc("a form's field", "From")) <input name="iqama.periods.from" value="\(value("from"))" placeholder="\(w.tr("2027-02-08, or 04-01 every year"))" required></label>
            <label>\(w.trc("a form's field", "Until")) <input name="iqama.periods.until" value="\(value("until"))" placeholder="\(w.tr("2027-03-09, or 09-30 every year"))" required></label>
            \(periodIqamaFields(w, value: value))
            <small>\(w.tr("Only the prayers given change; a fixed HH:MM is the mosque's clock time on every day, summer or winter."))</small>
            """
        case .hijriMonths: hijriMonthFields(page, w, value: value, now: now)
        }
        let previewWord = w.tr("Preview")
        let preview: HTML = page.preview.map { HTML("<div class=\"wall-preview\" dir=\"auto\" aria-label=\"\(previewWord)\">\($0)</div>") } ?? ""
        let previewButton: HTML = kind == .announcements ? "<button type=\"submit\" name=\"action\" value=\"preview\" class=\"secondary\">\(previewWord)</button>" : ""
        let none = w.tr("None yet.")
        return self.page(title, w, user: user, csrf: csrf, flash: flash, path: path, body: """
            \(entries.isEmpty ? HTML("<p>\(none)</p>") : HTML("<ul class=\"entries\">\(entries)</ul>"))
            <h2>\(w.trc("a heading", "Add"))</h2>
            \(problems(page.problems, title: w.tr("Not saved:")))\(preview)
            <form method="post" action="\(path)" class="card">
            \(csrfField(csrf))
            \(fields)
            <div class="buttons">\(previewButton)<button type="submit" name="action" value="add">\(w.trc("a button", "Add"))</button></div>
            </form>
            """)
    }

    /// An iqama period's time for each prayer.
    private static func periodIqamaFields(_ w: Words, value: (String) -> String) -> [HTML] {
        let placeholder = w.tr("minutes after adhan, or HH:MM")
        return Prayer.allCases.filter(\.hasAdhan).map { prayer in
            let label = w.tr("Iqama · %s", w.prayer(prayer))
            return "<label>\(label) <input name=\"iqama.periods.\(prayer.rawValue)\" value=\"\(value(prayer.rawValue))\" placeholder=\"\(placeholder)\"></label>"
        }
    }

    private static func hijriMonthFields(_ page: ListPage, _ w: Words, value: (String) -> String, now: Date) -> HTML {
        let calendar = page.snapshot.settings.calculation.hijriCalendar
        let zone = page.snapshot.settings.location.timeZone
        let counted = calendar.adjustment == 0 ? w.tr("The wall counts the Hijri months by the Umm al-Qura calendar.")
            : w.tr("The wall counts the Hijri months by the Umm al-Qura calendar, moved by %s days (calculation.hijriAdjustment).", String(calendar.adjustment))
        let year = value("year").isEmpty ? String(calendar.date(of: CivilDate(containing: now, in: zone)).year) : value("year")
        return """
            <p>\(counted) \(w.tr("When the start of a month is announced where the mosque is, add it here: the date on the wall, the timetables and the Ramadan rules follow it, and the month before ends the day before."))</p>
            <label>\(w.trc("a form's field", "Month")) <select name="calculation.hijriMonthStarts.month" required>\((1...12).map { month in
                HTML("<option value=\"\(String(month))\"\(value("month") == String(month) ? HTML(" selected") : "")>\(w.hijriMonth(month))</option>")
            })</select></label>
            <label>\(w.tr("Hijri year")) <input type="number" name="calculation.hijriMonthStarts.year" value="\(year)" min="1" max="9999" required></label>
            <label>\(w.tr("First day of the month")) <input type="date" name="calculation.hijriMonthStarts.start" value="\(value("start"))" required></label>
            <small>\(w.tr("It must be within 3 days of the Umm al-Qura calendar's first day, and 29 or 30 days from the months announced next to it."))</small>
            """
    }

    // MARK: - Timetable

    static func timetable(days: [TimetableDay], source: TimesSource, _ w: Words, user: String, csrf: String, flash: String?, problems list: [String]) -> HTML {
        let imported = if let first = days.first, let last = days.last {
            w.trn("%1$s day is imported, %2$s to %3$s.", "%1$s days are imported, %2$s to %3$s.", days.count,
                  String(days.count), first.date.description, last.date.description)
        } else {
            w.tr("No mosque timetable is imported.")
        }
        let stored: HTML = "<p>\(imported)</p>"
        let calculates = w.tr("The wall calculates its times (calculation.source is %s).", source.rawValue)
        let inUse = w.tr("The wall uses them (calculation.source is timetable) on the days they cover.")
        let use: HTML = source == .timetable ? "<p class=\"ok\">\(inUse)</p>"
            : days.isEmpty ? "<p class=\"note\">\(calculates)</p>"
            : """
                <form method="post" action="/admin/timetable/use" class="card">\(csrfField(csrf))
                <p>\(calculates) \(w.tr("Use the imported timetable on the wall now?"))</p>
                <button type="submit">\(w.tr("Use the timetable on the wall"))</button></form>
                """
        let thisMonth = w.tr("This month as the wall has it")
        let columns = sentence(w.tr("Columns: %s (the iqama columns may be left out); dates YYYY-MM-DD, 24-hour times."), "<code>\(Feeds.csvHeader)</code>")
        return page(w.tr("Mosque timetable"), w, user: user, csrf: csrf, flash: flash, path: "/admin/timetable", body: """
            \(stored)\(use)
            \(problems(list, title: w.tr("Nothing was imported:")))
            <form method="post" action="/admin/timetable" enctype="multipart/form-data" class="card">
            \(csrfField(csrf))
            <label>\(w.tr("The month's timetable (CSV)")) <input type="file" name="timetable" accept=".csv,text/csv,.json,application/json" required></label>
            <label class="check"><input type="checkbox" name="calculation.source" value="timetable"\(source == .timetable ? HTML(" checked") : "")> \(w.tr("use the timetable on the wall (calculation.source)"))</label>
            <button type="submit">\(w.tr("Import"))</button>
            </form>
            <p class="note">\(columns)
            \(w.tr("Every line is checked and nothing is imported when any line is wrong. A Malaysian mosque may give JAKIM's own yearly timetable of its zone as e-solat saves it (JSON)."))
            \(sentence(w.tr("%s is a file in this form."), "<a href=\"/timetable.csv\">\(thisMonth)</a>"))</p>
            """)
    }
}
