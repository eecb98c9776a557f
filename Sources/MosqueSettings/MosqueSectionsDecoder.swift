import FileFormats
import FoundationEssentials
import Messages
import PrayerCalc

/// The configuration's mosque sections: the admin page, announcements, Eid
/// prayers and the iqama periods. An announcement or Eid entry that cannot be read
/// is named and left out while the others still show (`Settings.entryIssues`); the
/// other sections are refused whole like every other key.
extension SettingsDecoder {
    static func decodeAdmin(_ object: ConfigObject) -> AdminSettings {
        var admin = AdminSettings()
        if let value = object.raw("listen") {
            if case .string(let text) = value, let (host, port) = AdminSettings.parseListen(text) {
                (admin.host, admin.port) = (host, port)
            } else {
                object.reject("listen", .tr("expected an address and port such as \"0.0.0.0:8080\" or \"127.0.0.1:8080\", got %s", value.shown))
            }
        }
        if object.raw("certificate") != nil { admin.certificate = object.string("certificate", default: "") }
        if object.raw("key") != nil { admin.key = object.string("key", default: "") }
        if (admin.certificate == nil) != (admin.key == nil) {
            object.reject(admin.certificate == nil ? "certificate" : "key", .tr("give both certificate and key (PEM files) for HTTPS, or neither"))
        }
        admin.sessionMinutes = object.integer("sessionMinutes", in: 5...1440, default: admin.sessionMinutes)
        if object.raw("address") != nil {
            let address = object.string("address", default: "")
            if address.hasPrefix("http://") || address.hasPrefix("https://") {
                admin.address = address
            } else {
                object.reject("address", .tr("expected the page's address as people type it, such as \"http://masjid.local:8080\", got \"%s\"", "\(address)"))
            }
        }
        object.rejectUnknownKeys()
        return admin
    }

    /// Each entry is read on its own: its problems go to `issues`, not to the file's.
    private static func entries(_ value: JSONValue, key: String, log: IssueLog) -> [(path: String, object: [String: JSONValue])]? {
        guard case .array(let items) = value else {
            log.add(key, .tr("expected a list of entries, got %s", value.shown))
            return nil
        }
        return items.enumerated().map { index, item in
            guard case .object(let members) = item else { return ("\(key)[\(index)]", ["//not an object": item]) }
            return ("\(key)[\(index)]", members)
        }
    }

    static func decodeAnnouncements(_ value: JSONValue, log: IssueLog, issues: inout [ConfigIssue]) -> [Announcement] {
        guard let entries = entries(value, key: "announcements", log: log) else { return [] }
        var announcements: [Announcement] = []
        for (path, members) in entries {
            let entryLog = IssueLog()
            if members["//not an object"] != nil {
                issues.append(ConfigIssue(path: path, .tr("expected an object with text, and from and until if wanted")))
                continue
            }
            let entry = ConfigObject(path: path, members: members, log: entryLog)
            let text = BidiOverrides.removed(entry.string("text", default: ""))
            if text.count > Announcement.maximumLength {
                entry.reject("text", .tr("at most %1$s characters, got %2$s", "\(Announcement.maximumLength)", "\(text.count)"))
            }
            let from = localDateTime(entry, "from")
            let until = localDateTime(entry, "until")
            if let from, let until, until <= from { entry.reject("until", .tr("%1$s is not after from (%2$s)", "\(until)", "\(from)")) }
            let keepsScreenOn = entry.bool("screenOn", default: false)
            entry.rejectUnknownKeys()
            if entry.raw("text") == nil { entryLog.add("\(path).text", .tr("required: what the announcement says")) }
            if entryLog.issues.isEmpty {
                announcements.append(Announcement(text: text, from: from, until: until, keepsScreenOn: keepsScreenOn))
            } else {
                issues += entryLog.issues
            }
        }
        return announcements
    }

    /// `calculation.hijriMonthStarts`: the months whose first day was announced locally
    /// (`{ "year": 1448, "month": 9, "start": "2027-02-08" }`). An entry that cannot be
    /// read, or that contradicts the calendar or another entry, is named and left out.
    static func decodeHijriMonthStarts(_ value: JSONValue, log: IssueLog, issues: inout [ConfigIssue]) -> [HijriMonthStart] {
        let key = "calculation.hijriMonthStarts"
        guard let entries = entries(value, key: key, log: log) else { return [] }
        var read: [(path: String, start: HijriMonthStart)] = []
        for (path, members) in entries {
            let entryLog = IssueLog()
            if members["//not an object"] != nil {
                issues.append(ConfigIssue(path: path, .tr("expected an object with year, month and start, such as { \"year\": 1448, \"month\": 9, \"start\": \"2027-02-08\" }")))
                continue
            }
            let entry = ConfigObject(path: path, members: members, log: entryLog)
            let year = entry.integer("year", in: 1...9999, default: 0)
            let month = entry.integer("month", in: 1...12, default: 0)
            var start: CivilDate?
            if let raw = entry.raw("start") {
                if case .string(let text) = raw, let parsed = CivilDate(iso: text) { start = parsed } else {
                    entry.reject("start", .tr("expected the month's first day \"YYYY-MM-DD\", got %s", raw.shown))
                }
            }
            for (name, what) in [("year", Phrase.tr("the Hijri year, such as 1448")), ("month", Phrase.tr("1 (Muharram) to 12 (Dhu al-Hijjah)")),
                                 ("start", Phrase.tr("the month's first day, \"YYYY-MM-DD\""))]
            where entry.raw(name) == nil {
                entryLog.add("\(path).\(name)", .tr("required: %s", .phrase(what)))
            }
            entry.rejectUnknownKeys()
            if entryLog.issues.isEmpty, let start {
                read.append((path, HijriMonthStart(year: year, month: month, start: start)))
            } else {
                issues += entryLog.issues
            }
        }
        let problems = HijriCalendar.problems(with: read.map(\.start))
        for problem in problems { issues.append(ConfigIssue(path: read[problem.index].path, .verbatim(problem.message))) }
        let refused = Set(problems.map(\.index))
        return read.enumerated().filter { !refused.contains($0.offset) }.map(\.element.start)
    }

    private static func localDateTime(_ entry: ConfigObject, _ key: String) -> LocalDateTime? {
        guard let value = entry.raw(key) else { return nil }
        guard case .string(let text) = value, let moment = LocalDateTime(text) else {
            entry.reject(key, .tr("expected a date and time \"YYYY-MM-DDTHH:MM\" in the mosque's zone, got %s", value.shown))
            return nil
        }
        return moment
    }

    static func decodeEid(_ value: JSONValue, log: IssueLog, issues: inout [ConfigIssue]) -> [EidPrayer] {
        guard let entries = entries(value, key: "eid", log: log) else { return [] }
        var prayers: [EidPrayer] = []
        for (path, members) in entries {
            let entryLog = IssueLog()
            if members["//not an object"] != nil {
                issues.append(ConfigIssue(path: path, .tr("expected an object with date, times and place")))
                continue
            }
            let entry = ConfigObject(path: path, members: members, log: entryLog)
            var date: CivilDate?
            if let raw = entry.raw("date") {
                if case .string(let text) = raw, let parsed = CivilDate(iso: text) { date = parsed } else {
                    entry.reject("date", .tr("expected a date \"YYYY-MM-DD\", got %s", raw.shown))
                }
            } else {
                entryLog.add("\(path).date", .tr("required: the day of the Eid prayer, \"YYYY-MM-DD\""))
            }
            var times: [ClockTime] = []
            if let raw = entry.raw("times") {
                if case .array(let items) = raw, (1...4).contains(items.count),
                   case let parsed = items.compactMap({ item -> ClockTime? in if case .string(let text) = item { ClockTime(text) } else { nil } }),
                   parsed.count == items.count {
                    times = parsed.sorted()
                } else {
                    entry.reject("times", .tr("expected one to four times \"HH:MM\" such as [\"07:30\", \"09:00\"], got %s", raw.shown))
                }
            } else {
                entryLog.add("\(path).times", .tr("required: one to four times \"HH:MM\""))
            }
            let place = entry.raw("place") == nil ? nil : BidiOverrides.removed(entry.string("place", default: ""))
            entry.rejectUnknownKeys()
            if entryLog.issues.isEmpty, let date {
                prayers.append(EidPrayer(date: date, times: times, place: place))
            } else {
                issues += entryLog.issues
            }
        }
        return prayers
    }

    static func decodePeriods(_ value: JSONValue, in iqama: ConfigObject) -> [IqamaPeriod] {
        guard case .array(let items) = value else {
            iqama.reject("periods", .tr("expected a list of periods such as [{\"name\": \"Ramadan\", \"from\": \"2027-02-08\", \"until\": \"2027-03-09\", \"isha\": \"21:45\"}], got %s", value.shown))
            return []
        }
        var periods: [IqamaPeriod] = []
        for (index, item) in items.enumerated() {
            guard case .object(let members) = item else {
                iqama.reject("periods", .tr("entry %s: expected an object with from, until and the prayers it changes", "\(index)"))
                continue
            }
            let period = ConfigObject(path: "\(iqama.path).periods[\(index)]", members: members, log: iqama.log)
            let name = BidiOverrides.removed(period.string("name", default: "period \(index + 1)"))
            func day(_ key: String) -> SeasonDay? {
                guard let raw = period.raw(key) else {
                    period.reject(key, .tr("required: \"YYYY-MM-DD\" for a date, or \"MM-DD\" for every year"))
                    return nil
                }
                guard case .string(let text) = raw, let day = SeasonDay(text) else {
                    period.reject(key, .tr("expected \"YYYY-MM-DD\" for a date or \"MM-DD\" for every year, got %s", raw.shown))
                    return nil
                }
                return day
            }
            let from = day("from"), until = day("until")
            var rules: [Prayer: IqamaRule] = [:]
            for prayer in Prayer.allCases where prayer.hasAdhan {
                guard let raw = period.raw(prayer.rawValue) else { continue }
                if let rule = IqamaRuleParser.parse(raw) { rules[prayer] = rule } else {
                    period.reject(prayer.rawValue, .tr("expected minutes after the adhan (0 to 120) or a fixed time \"HH:MM\", got %s", raw.shown))
                }
            }
            period.rejectUnknownKeys()
            guard let from, let until else { continue }
            switch (from, until) {
            case (.date(let first), .date(let last)) where last < first:
                period.reject("until", .tr("%1$s is before from (%2$s)", "\(last)", "\(first)"))
            case (.date, .everyYear), (.everyYear, .date):
                period.reject("until", .tr("give both ends as dates (YYYY-MM-DD) or both as days of the year (MM-DD)"))
            default:
                if rules.isEmpty { period.reject("from", .tr("the period changes no prayer: add fajr, dhuhr, asr, maghrib or isha")) }
                periods.append(IqamaPeriod(name: name, from: from, until: until, rules: rules))
            }
        }
        return periods
    }
}
