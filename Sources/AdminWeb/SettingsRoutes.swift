import FileFormats
import FoundationEssentials
import Hummingbird
import MawqutCommon
import Messages
import MosqueSettings
import PrayerCalc
import Storage

/// The pages behind the login: the display's state, the settings form, the lists
/// (announcements, Eid, iqama periods), the timetable upload, and putting the last
/// good configuration back. Every change is written through `ConfigWriter` (the
/// decoder checks the result; the write is atomic; the kiosk takes it within 2 s),
/// recorded in the audit log with who, from where, and from what to what, and
/// said on the next page.
struct SettingsRoutes: Sendable {
    let services: AdminServices

    func add(to pages: RouterGroup<AdminRequestContext>) {
        pages.get("") { request, context -> Response in try overview(words(request, context), context) }
        pages.get("settings") { request, context -> Response in
            let snapshot = services.configuration.current(now: services.now())
            let values = SettingsFields.values(of: snapshot.settings)
            let w = words(request, context)
            return Page.response(AdminPages.settings(snapshot: snapshot, values: values, originals: values, notes: screenSleepNotes(snapshot, w), w,
                                                     user: context.identity ?? "",
                                                     csrf: context.sessions.session?.csrf ?? "", flash: PostedForm.takeFlash(context), problems: []))
        }
        pages.post("settings") { request, context -> Response in
            try await saveSettings(try await PostedForm.read(request, context: context, words: words(request, context)), words(request, context), context: context)
        }
        pages.post("restore") { request, context -> Response in
            _ = try await PostedForm.read(request, context: context, words: words(request, context))
            return try restore(words(request, context), context)
        }
        for kind in ConfigList.Kind.allCases {
            let path = kind.page
            pages.get(RouterPath(path)) { request, context -> Response in
                let snapshot = services.configuration.current(now: services.now())
                return listPage(kind, snapshot: snapshot, form: FormData(), problems: [], preview: nil, words(request, context), context: context, status: .ok)
            }
            pages.post(RouterPath(path)) { request, context -> Response in
                try await addEntry(kind, form: try await PostedForm.read(request, context: context, words: words(request, context)), words(request, context), context: context, path: path)
            }
            pages.post(RouterPath(path + "/delete")) { request, context -> Response in
                try await deleteEntry(kind, form: try await PostedForm.read(request, context: context, words: words(request, context)), words(request, context), context: context, path: path)
            }
        }
        pages.post("screen/wake") { request, context -> Response in
            _ = try await PostedForm.read(request, context: context, words: words(request, context))
            let w = words(request, context)
            try services.display.requestScreenWake(at: services.now(), by: context.identity ?? "")
            PostedForm.setFlash(w.tr("The wall was asked to wake its screen: it does within five seconds, for the minutes a key would."), context)
            return Page.redirect("/admin")
        }
        pages.get("timetable") { request, context -> Response in try timetablePage(words(request, context), context, problems: [], status: .ok) }
        pages.post("timetable") { request, context -> Response in
            try await importTimetable(try await PostedForm.read(request, context: context, words: words(request, context), limit: AdminLimits.upload), words(request, context), context: context)
        }
        pages.post("timetable/use") { request, context -> Response in
            _ = try await PostedForm.read(request, context: context, words: words(request, context))
            return try useTimetable(words(request, context), context)
        }
    }

    /// Beside the sleep schedule: the hours off tomorrow and the year's estimate.
    private func screenSleepNotes(_ snapshot: LiveConfiguration.Snapshot, _ w: Words) -> [String: String] {
        guard let times = snapshot.times, let summary = ScreenSleepSummary(times: times, now: services.now()) else { return [:] }
        return ["display.power.schedule": summary.sentence(PageWords(words: w, settings: snapshot.settings))]
    }

    private func words(_ request: Request, _ context: AdminRequestContext) -> Words {
        AdminLanguage.words(request, context, mosque: services.configuration.current(now: services.now()).settings.display.language)
    }

    private func overview(_ w: Words, _ context: AdminRequestContext) throws -> Response {
        let now = services.now()
        let snapshot = services.configuration.current(now: now)
        let today = CivilDate(containing: now, in: snapshot.settings.location.timeZone)
        let overview = AdminPages.Overview(
            snapshot: snapshot, saveFailure: services.saveFailures.current, kiosk: try services.display.kiosk(),
            played: try services.playedLog.entries(since: today).filter { $0.key.date == today },
            audit: try services.audit.recent(limit: 20), accounts: try services.accounts.list(), now: now)
        return Page.response(AdminPages.overview(overview, w, user: context.identity ?? "", csrf: context.sessions.session?.csrf ?? "",
                                                 flash: PostedForm.takeFlash(context)))
    }

    /// Writes edits and records them; the problems, in words, when the decoder refuses the
    /// result or the file cannot be written (then also kept for the overview).
    private func write(_ edits: [ConfigEdit], audit entries: [AuditLogStore.Entry], _ w: Words, context: AdminRequestContext) -> [String]? {
        do {
            try ConfigWriter.apply(edits, to: services.configuration.path, lastGood: services.lastGood)
        } catch let refused as ConfigEditRefused {
            return refused.refusals.map { $0.text(w) }
        } catch {
            return [failed(error, path: services.configuration.path, w, context: context)]
        }
        services.saveFailures.clear()
        _ = services.configuration.current(now: services.now(), refresh: true)
        recordInAuditLog(entries, w, context: context)
        return nil
    }

    /// Says a failed save in words, logs it and keeps it for the overview.
    private func failed(_ error: any Error, path: String, _ w: Words, context: AdminRequestContext) -> String {
        let failure = SaveFailure(at: services.now(), sentence: SaveFailure.sentence(for: error, path: path, w))
        services.saveFailures.record(failure)
        context.logger.error("admin: \(context.identity ?? "") could not save to \(path): \(error)")
        return failure.sentence
    }

    /// The audit log is in the state database, which a full disk can refuse after the
    /// configuration was written: the change stands, and the overview says the log missed it.
    private func recordInAuditLog(_ entries: [AuditLogStore.Entry], _ w: Words, context: AdminRequestContext) {
        do {
            try services.audit.append(entries)
        } catch {
            let sentence = w.tr("A change was saved, but the audit log could not record it (%s): the display's storage may be full.", "\(error)")
            services.saveFailures.record(SaveFailure(at: services.now(), sentence: sentence))
            context.logger.error("admin: the audit log could not record \(entries.map(\.field).joined(separator: ", ")): \(error)")
        }
    }

    private func entries(_ changes: [(field: String, old: String?, new: String?)], context: AdminRequestContext) -> [AuditLogStore.Entry] {
        let now = services.now()
        return changes.map { AuditLogStore.Entry(at: now, user: context.identity ?? "", address: context.remoteAddress, field: $0.field, old: $0.old, new: $0.new) }
    }

    private func saveSettings(_ form: FormData, _ w: Words, context: AdminRequestContext) async throws -> Response {
        let snapshot = services.configuration.current(now: services.now())
        func again(_ problems: [String], status: HTTPResponse.Status, conflicts: [SettingConflict] = []) -> Response {
            let (values, originals) = SettingsSubmission.refilled(form, snapshot: snapshot, conflicts: conflicts, w)
            let notes = Dictionary(uniqueKeysWithValues: conflicts.map { ($0.field, w.tr("Saved meanwhile: %s", $0.saved.isEmpty ? w.tr("(none)") : $0.saved)) })
                .merging(screenSleepNotes(snapshot, w)) { conflict, _ in conflict }
            return Page.response(AdminPages.settings(snapshot: snapshot, values: values, originals: originals, notes: notes, w, user: context.identity ?? "",
                                                     csrf: context.sessions.session?.csrf ?? "", flash: nil, problems: problems), status: status)
        }
        switch SettingsSubmission.evaluate(form, snapshot: snapshot, w) {
        case .refused(let refusals):
            return again(refusals.map(\.description), status: .unprocessableContent)
        case .shared(let keys):
            return again([w.tr("%1$s come from the primary screen %2$s over MQTT: change them on its page.", keys.joined(separator: ", "), snapshot.primary ?? "")],
                         status: .forbidden)
        case .conflict(let conflicts):
            let message = [w.tr("Someone else saved some of the same settings while you had this page open, so nothing was saved. Everything you typed is still in the form. For each setting below, save again to keep yours, or put the saved value back in its box:")]
                + conflicts.map { $0.sentence(w) }
            return again(message, status: .conflict, conflicts: conflicts)
        case .unchanged:
            PostedForm.setFlash(w.tr("Nothing to save: every value is as it was."), context)
            return Page.redirect("/admin/settings")
        case .edits(let edits, let changes):
            let audit = entries(changes.map { ($0.field, $0.field == SettingsFields.pinID ? nil : $0.old, $0.field == SettingsFields.pinID ? ($0.new.isEmpty ? "removed" : "changed") : $0.new) }, context: context)
            if let problems = write(edits, audit: audit, w, context: context) {
                return again(problems, status: .unprocessableContent)
            }
            context.logger.info("admin: \(context.identity ?? "") saved \(changes.map(\.field).joined(separator: ", "))")
            let list = changes.map { $0.sentence(w) }.joined(separator: w.trc("between changes in a list", "; "))
            PostedForm.setFlash(w.tr("Saved: %s. The wall shows it within 2 seconds.", list), context)
            return Page.redirect("/admin/settings")
        }
    }

    private func restore(_ w: Words, _ context: AdminRequestContext) throws -> Response {
        guard let kept = services.lastGood.read() else {
            PostedForm.setFlash(w.tr("There is no last good configuration to put back."), context)
            return Page.redirect("/admin")
        }
        do {
            try ConfigWriter.write(kept.data, to: services.configuration.path)
        } catch {
            PostedForm.setFlash(failed(error, path: services.configuration.path, w, context: context), context)
            return Page.redirect("/admin")
        }
        services.saveFailures.clear()
        _ = services.configuration.current(now: services.now(), refresh: true)
        let text = TimeText(timeZone: kept.settings.location.timeZone)
        recordInAuditLog(entries([("configuration", "a file that could not be used", "the last good one, accepted \(text.dateTime(kept.acceptedAt))")],
                                 context: context), w, context: context)
        PostedForm.setFlash(w.tr("The last good configuration (accepted %s) is back in place.", text.dateTime(kept.acceptedAt)), context)
        return Page.redirect("/admin")
    }

    private func listPage(_ kind: ConfigList.Kind, snapshot: LiveConfiguration.Snapshot, form: FormData, problems: [String], preview: String?,
                          _ w: Words, context: AdminRequestContext, status: HTTPResponse.Status) -> Response {
        let page = AdminPages.ListPage(kind: kind, list: ConfigList(kind, data: snapshot.data), snapshot: snapshot, form: form,
                                       problems: problems, preview: preview)
        return Page.response(AdminPages.list(page, w, user: context.identity ?? "", csrf: context.sessions.session?.csrf ?? "",
                                             flash: PostedForm.takeFlash(context), now: services.now()), status: status)
    }

    private func addEntry(_ kind: ConfigList.Kind, form: FormData, _ w: Words, context: AdminRequestContext, path: String) async throws -> Response {
        let snapshot = services.configuration.current(now: services.now())
        func again(_ problems: [String], preview: String? = nil, status: HTTPResponse.Status) -> Response {
            listPage(kind, snapshot: snapshot, form: form, problems: problems, preview: preview, w, context: context, status: status)
        }
        if snapshot.isShared(kind.path) {
            return again([w.tr("%1$s comes from the primary screen %2$s: change it there.", kind.keyPath, snapshot.primary ?? "")], status: .forbidden)
        }
        let entry: OrderedJSON
        let list = ConfigList(kind, data: snapshot.data)
        switch ConfigList.entry(kind, form: form, after: list.items) {
        case .failure(let refused):
            return again(refused.problems.map { $0.text(w) }, status: .unprocessableContent)
        case .success(let made):
            entry = made
        }
        if form["action"] == "preview" {
            return again([], preview: Announcement(text: form["announcements.text"] ?? "").displayText, status: .ok)
        }
        if let problems = write([list.adding(entry)], audit: entries([(kind.keyPath, nil, ConfigList.summary(entry))], context: context), w, context: context) {
            return again(problems, status: .unprocessableContent)
        }
        context.logger.info("admin: \(context.identity ?? "") added to \(kind.keyPath)")
        PostedForm.setFlash(w.tr("Added to %1$s: %2$s. The wall shows it within 2 seconds.", kind.keyPath, ConfigList.summary(entry)), context)
        return Page.redirect("/admin/" + path)
    }

    private func deleteEntry(_ kind: ConfigList.Kind, form: FormData, _ w: Words, context: AdminRequestContext, path: String) async throws -> Response {
        let snapshot = services.configuration.current(now: services.now())
        let list = ConfigList(kind, data: snapshot.data)
        func again(_ problems: [String], status: HTTPResponse.Status) -> Response {
            listPage(kind, snapshot: snapshot, form: FormData(), problems: problems, preview: nil, w, context: context, status: status)
        }
        // The entry is named by what it holds, not by its place: others may have added or removed entries meanwhile.
        guard let wanted = form["entry"] else { throw Refusal(status: .badRequest, message: w.tr("entry: expected the entry to delete, as the page shows it"), words: w) }
        guard let index = list.items.firstIndex(where: { $0.rendered == wanted }), let edit = list.removing(at: index) else {
            return again([w.tr("That entry is no longer in the list: someone removed or changed it while you had this page open. The list above is as it is now.")],
                         status: .conflict)
        }
        let removed = ConfigList.summary(list.items[index])
        if let problems = write([edit], audit: entries([(kind.keyPath, removed, nil)], context: context), w, context: context) {
            return again(problems, status: .unprocessableContent)
        }
        PostedForm.setFlash(w.tr("Deleted from %1$s: %2$s.", kind.keyPath, removed), context)
        return Page.redirect("/admin/" + path)
    }

    private func timetablePage(_ w: Words, _ context: AdminRequestContext, problems: [String], status: HTTPResponse.Status) throws -> Response {
        let snapshot = services.configuration.current(now: services.now())
        return Page.response(AdminPages.timetable(days: try services.timetables.all(), source: snapshot.settings.source, w, user: context.identity ?? "",
                                                  csrf: context.sessions.session?.csrf ?? "", flash: PostedForm.takeFlash(context), problems: problems),
                             status: status)
    }

    /// Switches the wall to the imported timetable (calculation.source), after an import that did not.
    private func useTimetable(_ w: Words, _ context: AdminRequestContext) throws -> Response {
        let snapshot = services.configuration.current(now: services.now())
        guard snapshot.settings.source != .timetable else { return Page.redirect("/admin/timetable") }
        let audit = entries([("calculation.source", snapshot.settings.source.rawValue, "timetable")], context: context)
        if let problems = write([ConfigEdit(["calculation", "source"], .string("timetable"))], audit: audit, w, context: context) {
            return try timetablePage(w, context, problems: problems, status: .unprocessableContent)
        }
        PostedForm.setFlash(w.tr("The wall uses the mosque's timetable from now on, on the days it covers."), context)
        return Page.redirect("/admin/timetable")
    }

    private func importTimetable(_ form: FormData, _ w: Words, context: AdminRequestContext) async throws -> Response {
        func refuse(_ problems: [String], status: HTTPResponse.Status = .unprocessableContent) throws -> Response {
            try timetablePage(w, context, problems: problems, status: status)
        }
        guard let file = form.files["timetable"] else { return try refuse([w.tr("No file was sent: choose the CSV file.")]) }
        let name = file.filename.isEmpty ? "timetable.csv" : PathText.lastComponent(file.filename)
        guard let text = String(validating: file.bytes, as: UTF8.self) else {
            return try refuse([w.tr("%s: not UTF-8 text (save the spreadsheet as CSV UTF-8).", name)])
        }
        let days: [TimetableDay]
        do {
            days = try MosqueTimetable.parse(text, file: name)
        } catch {
            let more = error.more > 0 ? [w.trn("… and %s more problem", "… and %s more problems", error.more, String(error.more))] : []
            return try refuse(error.problems.map { $0.text(w) } + more)
        }
        guard let first = days.first, let last = days.last else { return try refuse([w.tr("%s: no days in the file.", name)]) }
        do {
            try services.timetables.store(days)
        } catch {
            return try refuse([failed(error, path: services.state.path, w, context: context)], status: .serviceUnavailable)
        }
        var audit = [("timetable", nil as String?, "\(days.count) days, \(first.date) to \(last.date), from \(name)" as String?)]
        let snapshot = services.configuration.current(now: services.now(), refresh: true)
        var message = w.trn("Imported %1$s day (%2$s to %3$s) from %4$s.", "Imported %1$s days (%2$s to %3$s) from %4$s.", days.count,
                            String(days.count), first.date.description, last.date.description, name)
        if form["calculation.source"] == "timetable", snapshot.settings.source != .timetable {
            audit.append(("calculation.source", snapshot.settings.source.rawValue, "timetable"))
            if let problems = write([ConfigEdit(["calculation", "source"], .string("timetable"))], audit: entries(audit, context: context), w, context: context) {
                return try refuse([w.tr("The days were imported, but the wall could not be switched to them:")] + problems)
            }
            message += " " + w.tr("The wall uses them from now on.")
        } else {
            recordInAuditLog(entries(audit, context: context), w, context: context)
            if snapshot.settings.source != .timetable { message += " " + w.tr("The wall still calculates its times: use the timetable below to show these.") }
        }
        PostedForm.setFlash(message, context)
        return Page.redirect("/admin/timetable")
    }
}
