import FileFormats
import FoundationEssentials
import Messages
import MosqueSettings

/// A list in the configuration file that the page edits entry by entry
/// (announcements, Eid prayers, iqama periods), taken from the file's own text so
/// that an entry the page cannot show is never lost by an edit of another. A new
/// entry is checked by the settings decoder before anything is written.
struct ConfigList {
    enum Kind: String, CaseIterable {
        case announcements, eid, periods, hijriMonths

        var path: [String] {
            switch self {
            case .periods: ["iqama", "periods"]
            case .hijriMonths: ["calculation", "hijriMonthStarts"]
            case .announcements, .eid: [rawValue]
            }
        }
        var keyPath: String { path.joined(separator: ".") }
        /// The page's address under /admin/.
        var page: String {
            switch self {
            case .periods: "iqama-periods"
            case .hijriMonths: "hijri-months"
            case .announcements, .eid: rawValue
            }
        }
    }

    let kind: Kind
    /// The entries as written in the file.
    let items: [OrderedJSON]

    init(_ kind: Kind, data: Data?) {
        self.kind = kind
        let document = data.flatMap { try? OrderedJSON.parse($0) }
        if case .array(let items)? = document?.value(at: kind.path) { self.items = items } else { items = [] }
    }

    /// The edit that writes the list with `entry` added at the end.
    func adding(_ entry: OrderedJSON) -> ConfigEdit { ConfigEdit(kind.path, .array(items + [entry])) }

    /// The edit that removes the entry at `index` (the whole key when none is left), or nil for an index not in the list.
    func removing(at index: Int) -> ConfigEdit? {
        guard items.indices.contains(index) else { return nil }
        var rest = items
        rest.remove(at: index)
        return ConfigEdit(kind.path, rest.isEmpty ? nil : .array(rest))
    }

    /// An entry from the page's form, checked by the decoder after the list's entries
    /// (`existing`: an announced month start must agree with the others): the entry, or
    /// every problem with the field named.
    static func entry(_ kind: Kind, form: FormData, after existing: [OrderedJSON] = []) -> Result<OrderedJSON, EntryProblems> {
        let prefix = kind.keyPath + "."
        var members: [(String, OrderedJSON)] = []
        func text(_ name: String) -> String? {
            guard let value = form[prefix + name].map({ BidiOverrides.removed($0).trimmingWhitespace() }), !value.isEmpty else { return nil }
            return value
        }
        switch kind {
        case .announcements:
            members.append(("text", .string(text("text") ?? "")))
            if let from = text("from") { members.append(("from", .string(from))) }
            if let until = text("until") { members.append(("until", .string(until))) }
            if text("screenOn") == "on" { members.append(("screenOn", .bool(true))) }
        case .eid:
            members.append(("date", .string(text("date") ?? "")))
            // Stored as the decoder reads them back ("9:00" as "09:00"), so that the file shows one form.
            let times = (text("times") ?? "").split(whereSeparator: { $0 == "," || $0 == " " })
                .map { OrderedJSON.string(ClockTime(String($0))?.description ?? String($0)) }
            members.append(("times", .array(times)))
            if let place = text("place") { members.append(("place", .string(place))) }
        case .periods:
            if let name = text("name") { members.append(("name", .string(name))) }
            members.append(("from", .string(text("from") ?? "")))
            members.append(("until", .string(text("until") ?? "")))
            for prayer in ["fajr", "dhuhr", "asr", "maghrib", "isha"] {
                guard let value = text(prayer) else { continue }
                members.append((prayer, Int(value).map { .number(Double($0)) } ?? .string(value)))
            }
        case .hijriMonths:
            for name in ["year", "month"] {
                let value = text(name) ?? ""
                members.append((name, Int(value).map { .number(Double($0)) } ?? .string(value)))
            }
            members.append(("start", .string(text("start") ?? "")))
        }
        let entry = OrderedJSON.object(members)
        let document = OrderedJSON.object([]).setting(.array(existing + [entry]), at: kind.path)
        let label = kind.keyPath + "[\(existing.count)]"
        do {
            let settings = try SettingsDecoder.decode(Data(document.rendered.utf8))
            let problems = settings.entryIssues.filter { $0.path.hasPrefix(label) }
            return problems.isEmpty ? .success(entry) : .failure(EntryProblems(problems.map { Self.named($0, label: label, kind: kind) }))
        } catch {
            return .failure(EntryProblems(error.issues.map { Self.named($0, label: label, kind: kind) }))
        }
    }

    /// An issue of the entry being added, named by the list's key path (`announcements.text`), not its place in the trial document.
    private static func named(_ issue: ConfigIssue, label: String, kind: Kind) -> Phrase {
        ConfigIssue(path: issue.path.replacingLiterally(label, with: kind.keyPath), issue.phrase).sentence
    }

    /// One line naming an entry, for the audit log and the page.
    static func summary(_ entry: OrderedJSON) -> String {
        guard case .object(let members) = entry else { return entry.rendered }
        return members.map { name, value in
            if case .string(let text) = value { return "\(name): \(text)" }
            return "\(name): \(value.rendered)"
        }.joined(separator: ", ")
    }
}

/// Why an entry from the page cannot be added: each problem with its field.
struct EntryProblems: Error, Equatable {
    /// Each problem with its field, said in the page's language.
    let problems: [Phrase]

    init(_ problems: [Phrase]) {
        self.problems = problems
    }
}
