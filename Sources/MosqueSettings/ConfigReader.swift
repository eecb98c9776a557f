import FileFormats
import FoundationEssentials
import Messages
import ZoneInfo

/// One problem found in a configuration: the key path, and what is wrong, said in the
/// language of whoever reads it (the wall's, the admin page's visitor's; English in the log).
public struct ConfigIssue: Sendable, Equatable, CustomStringConvertible {
    /// Dotted key path, for example `location.latitude`.
    public let path: String
    /// What is wrong.
    public let phrase: Phrase

    public init(path: String, _ phrase: Phrase) {
        self.path = path
        self.phrase = phrase
    }

    /// What is wrong, in English (the log, the command line).
    public var message: String { phrase.description }

    /// `location.latitude: expected …`, as a phrase; a fault of the whole file alone.
    public var sentence: Phrase {
        guard path != "(file)" else { return phrase }
        // TRANSLATORS: a setting's key (such as location.latitude, kept as it is) and what is wrong with its value.
        return .trc("a setting and what is wrong with it", "%1$s: %2$s", .text(path), .phrase(phrase))
    }

    public var description: String { "\(path): \(message)" }
}

/// A configuration that cannot be used, with every problem found in it.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file the configuration came from, when it came from a file.
    public var file: String?
    public let issues: [ConfigIssue]

    /// Issues listed at most; the rest are counted.
    public static let listed = 20

    public var description: String {
        let prefix = file.map { "\($0): " } ?? ""
        let more = issues.count > Self.listed ? ["\(prefix)… and \(issues.count - Self.listed) more problems"] : []
        return (issues.prefix(Self.listed).map { prefix + $0.description } + more).joined(separator: "\n")
    }
}

extension JSONValue {
    /// The value as a refusal shows it: a text, number or literal as the file writes it
    /// (a long text shortened), a list or an object named in the reader's language.
    var shown: Phrase.Argument {
        switch self {
        case .array: .phrase(.trc("a value of a configuration file", "a list"))
        case .object: .phrase(.trc("a value of a configuration file", "an object"))
        default: .text(quoted)
        }
    }
}

/// Collects issues while a JSON document is read key by key.
final class IssueLog {
    private(set) var issues: [ConfigIssue] = []

    func add(_ path: String, _ message: Phrase) {
        issues.append(ConfigIssue(path: path, message))
    }
}

/// Reads typed values out of one JSON object, recording a clear issue for every
/// wrong value and every key it was not asked about (a typo must not pass silently).
/// Keys that start with `//` are comments and are ignored.
struct ConfigObject {
    let path: String
    let members: [String: JSONValue]
    let log: IssueLog
    private let consumed = KeySet()

    private final class KeySet { var keys: Set<String> = [] }

    init(path: String, members: [String: JSONValue], log: IssueLog) {
        self.path = path
        self.members = members
        self.log = log
    }

    /// `location.latitude`; an empty key, or one of absurd length or with control characters, is shown quoted (short and escaped).
    private func keyPath(_ key: String) -> String {
        let shown = key.isEmpty || key.count > Quoted.limit || ControlCharacters.contains(key) || key.contains(".") ? Quoted.short(key) : key
        return path.isEmpty ? shown : "\(path).\(shown)"
    }

    private func value(_ key: String) -> JSONValue? {
        consumed.keys.insert(key)
        guard let value = members[key], value != .null else { return nil }
        return value
    }

    /// A nested object, or nil when absent (an issue when present but not an object).
    func object(_ key: String) -> ConfigObject? {
        guard let value = value(key) else { return nil }
        guard case .object(let members) = value else {
            log.add(keyPath(key), .tr("expected an object, got %s", value.shown))
            return nil
        }
        return ConfigObject(path: keyPath(key), members: members, log: log)
    }

    /// A number within `range`.
    func number(_ key: String, in range: ClosedRange<Double>, default fallback: Double) -> Double {
        guard let value = value(key) else { return fallback }
        guard case .number(let number) = value, range.contains(number) else {
            log.add(keyPath(key), .tr("expected a number from %1$s to %2$s, got %3$s", "\(Self.format(range.lowerBound))", "\(Self.format(range.upperBound))", value.shown))
            return fallback
        }
        return number
    }

    /// A whole number within `range`.
    func integer(_ key: String, in range: ClosedRange<Int>, default fallback: Int) -> Int {
        guard let value = value(key) else { return fallback }
        guard case .number(let number) = value, number == number.rounded(),
              number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            log.add(keyPath(key), .tr("expected a whole number from %1$s to %2$s, got %3$s", "\(range.lowerBound)", "\(range.upperBound)", value.shown))
            return fallback
        }
        return Int(number)
    }

    /// A non-empty string.
    func string(_ key: String, default fallback: String) -> String {
        guard let value = value(key) else { return fallback }
        guard case .string(let text) = value, !text.trimmingBlanks().isEmpty else {
            log.add(keyPath(key), .tr("expected a non-empty text, got %s", value.shown))
            return fallback
        }
        return text
    }

    /// A list of non-empty texts.
    func stringList(_ key: String, default fallback: [String]) -> [String] {
        guard let value = value(key) else { return fallback }
        guard case .array(let items) = value else {
            log.add(keyPath(key), .tr("expected a list of texts, got %s", value.shown))
            return fallback
        }
        var texts: [String] = []
        for item in items {
            guard case .string(let text) = item, !text.isEmpty else {
                log.add(keyPath(key), .tr("expected a list of texts, got an element %s", item.shown))
                return fallback
            }
            texts.append(text)
        }
        return texts
    }

    /// true or false.
    func bool(_ key: String, default fallback: Bool) -> Bool {
        guard let value = value(key) else { return fallback }
        guard case .bool(let flag) = value else {
            log.add(keyPath(key), .tr("expected true or false, got %s", value.shown))
            return fallback
        }
        return flag
    }

    /// One of an enumeration's raw values.
    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, default fallback: Choice) -> Choice
    where Choice.RawValue == String {
        optionalChoice(key) ?? fallback
    }

    /// One of an enumeration's raw values, or nil when absent.
    func optionalChoice<Choice: RawRepresentable & CaseIterable>(_ key: String) -> Choice? where Choice.RawValue == String {
        guard let value = value(key) else { return nil }
        if case .string(let text) = value, let choice = Choice(rawValue: text) { return choice }
        let names = Choice.allCases.map { $0.rawValue }.joined(separator: ", ")
        log.add(keyPath(key), .tr("expected one of %1$s, got %2$s", "\(names)", value.shown))
        return nil
    }

    /// An IANA time zone identifier.
    func timeZone(_ key: String, default fallback: Zone) -> Zone {
        guard let value = value(key) else { return fallback }
        guard case .string(let name) = value, let zone = Zone(identifier: name) else {
            log.add(keyPath(key), .tr("expected an IANA time zone such as \"Europe/London\", got %s", value.shown))
            return fallback
        }
        return zone
    }

    /// The raw value, for keys with more than one accepted shape.
    func raw(_ key: String) -> JSONValue? { value(key) }

    /// Records an issue for a key of this object.
    func reject(_ key: String, _ message: Phrase) { log.add(keyPath(key), message) }

    /// Reports every key that was never read.
    func rejectUnknownKeys() {
        for key in members.keys.sorted() where !consumed.keys.contains(key) && !key.hasPrefix("//") {
            log.add(keyPath(key), .tr("unknown key (check the spelling; config.example.json lists every key)"))
        }
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}
