import FileFormats
import FoundationEssentials
import ZoneInfo

/// One problem found in a configuration: the key path, and what is wrong.
public struct ConfigIssue: Sendable, Equatable, CustomStringConvertible {
    /// Dotted key path, for example `location.latitude`.
    public let path: String
    public let message: String

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

/// Collects issues while a JSON document is read key by key.
final class IssueLog {
    private(set) var issues: [ConfigIssue] = []

    func add(_ path: String, _ message: String) {
        issues.append(ConfigIssue(path: path, message: message))
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
            log.add(keyPath(key), "expected an object, got \(value.quoted)")
            return nil
        }
        return ConfigObject(path: keyPath(key), members: members, log: log)
    }

    /// A number within `range`.
    func number(_ key: String, in range: ClosedRange<Double>, default fallback: Double) -> Double {
        guard let value = value(key) else { return fallback }
        guard case .number(let number) = value, range.contains(number) else {
            log.add(keyPath(key), "expected a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), got \(value.quoted)")
            return fallback
        }
        return number
    }

    /// A whole number within `range`.
    func integer(_ key: String, in range: ClosedRange<Int>, default fallback: Int) -> Int {
        guard let value = value(key) else { return fallback }
        guard case .number(let number) = value, number == number.rounded(),
              number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            log.add(keyPath(key), "expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(value.quoted)")
            return fallback
        }
        return Int(number)
    }

    /// A non-empty string.
    func string(_ key: String, default fallback: String) -> String {
        guard let value = value(key) else { return fallback }
        guard case .string(let text) = value, !text.trimmingBlanks().isEmpty else {
            log.add(keyPath(key), "expected a non-empty text, got \(value.quoted)")
            return fallback
        }
        return text
    }

    /// A list of non-empty texts.
    func stringList(_ key: String, default fallback: [String]) -> [String] {
        guard let value = value(key) else { return fallback }
        guard case .array(let items) = value else {
            log.add(keyPath(key), "expected a list of texts, got \(value.quoted)")
            return fallback
        }
        var texts: [String] = []
        for item in items {
            guard case .string(let text) = item, !text.isEmpty else {
                log.add(keyPath(key), "expected a list of texts, got an element \(item.quoted)")
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
            log.add(keyPath(key), "expected true or false, got \(value.quoted)")
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
        log.add(keyPath(key), "expected one of \(names), got \(value.quoted)")
        return nil
    }

    /// An IANA time zone identifier.
    func timeZone(_ key: String, default fallback: Zone) -> Zone {
        guard let value = value(key) else { return fallback }
        guard case .string(let name) = value, let zone = Zone(identifier: name) else {
            log.add(keyPath(key), "expected an IANA time zone such as \"Europe/London\", got \(value.quoted)")
            return fallback
        }
        return zone
    }

    /// The raw value, for keys with more than one accepted shape.
    func raw(_ key: String) -> JSONValue? { value(key) }

    /// Records an issue for a key of this object.
    func reject(_ key: String, _ message: String) { log.add(keyPath(key), message) }

    /// Reports every key that was never read.
    func rejectUnknownKeys() {
        for key in members.keys.sorted() where !consumed.keys.contains(key) && !key.hasPrefix("//") {
            log.add(keyPath(key), "unknown key (check the spelling; config.example.json lists every key)")
        }
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}
