import FileFormats
import FoundationEssentials
import Messages
import MosqueSettings

/// The last configuration file that was accepted (by the kiosk at start or on a
/// change, or written by a settings screen or the admin page through the settings
/// decoder), kept byte for byte as `config.last-good.json` in the data directory.
/// The copy's modification time is when it was accepted. A kiosk started on a file
/// that cannot be used runs on it; `doctor`, the admin page and the command line's
/// errors name it. It is the one backup of the configuration: copy it back over
/// config.json to undo a broken edit.
public struct LastGoodConfiguration: Sendable {
    public static let fileName = "config.last-good.json"

    /// The kept copy.
    public let path: String

    public init(dataDirectory: URL) {
        path = dataDirectory.appendingPathComponent(Self.fileName).path
    }

    /// A kept configuration: its text, the settings it gives, and when it was accepted.
    public struct Kept: Sendable {
        public let data: Data
        public let settings: Settings
        public let acceptedAt: Date
    }

    /// Keeps `data`, a configuration just accepted, unless the copy already holds it (then
    /// its acceptance time stays the first one). Private to the user (0600), written atomically.
    public func keep(_ data: Data) throws {
        if FileManager.default.contents(atPath: path) == data { return }
        try AtomicFile.write(data, to: path, mode: 0o600)
    }

    /// The same, for callers that must go on when the data directory cannot be written
    /// (the configuration itself is in use either way).
    public func keepIgnoringFailure(_ data: Data) {
        try? keep(data)
    }

    /// The kept configuration, when there is one that the settings decoder still accepts.
    public func read() -> Kept? {
        guard let data = try? InputFile.read(path, limit: InputFile.Limit.text),
              let settings = try? SettingsDecoder.decode(data),
              let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let acceptedAt = attributes[.modificationDate] as? Date else { return nil }
        return Kept(data: data, settings: settings, acceptedAt: acceptedAt)
    }

    /// One sentence naming the copy for an error message, or nil when there is none.
    public func reminder(text: TimeText) -> String? {
        guard let kept = read() else { return nil }
        return "The last good configuration (accepted \(text.dateTime(kept.acceptedAt))) is kept in \(path): "
            + "fix the file, or copy that one over it."
    }
}

/// A configuration file that cannot be used: which file, every problem with its line
/// and column or its key, and since when it has been seen so. The wall, the admin
/// page and `mawqut doctor` say the same.
public struct ConfigFault: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    /// Each problem, `line 3, column 7: expected …` or `iqama.asr: expected …`, said in
    /// the reader's language (the wall's, the admin page's visitor's).
    public let refusals: [Phrase]
    /// When the file was first seen in this state.
    public let since: Date

    public init(path: String, refusals: [Phrase], since: Date) {
        self.path = path
        self.refusals = refusals
        self.since = since
    }

    /// From the decoder's error: a parse error keeps its line and column, a value its key path.
    public init(path: String, error: ConfigError, since: Date) {
        self.init(path: path, refusals: error.issues.map(Self.refusal), since: since)
    }

    /// An issue as the fault says it: a value with its key path; a file that is no JSON
    /// with where (`not valid JSON at line 1, column 32: …`).
    static func refusal(_ issue: ConfigIssue) -> Phrase {
        guard issue.path == "(file)" else { return issue.sentence }
        if issue.phrase.message == SettingsDecoder.notJSON, case .text(let place)? = issue.phrase.arguments.first {
            // TRANSLATORS: %s is where the file stops being JSON and why, in the JSON reader's English (line 1, column 32: expected a key in quotes).
            return .tr("not valid JSON at %s", .text(place))
        }
        return issue.phrase
    }

    /// Each problem in English (the log, the command line).
    public var problems: [String] { refusals.map(\.description) }

    /// The file and its first problem (and how many more).
    public var summary: String {
        let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
        return "\(path): \(problems.first ?? "cannot be used")\(more)"
    }

    public var description: String { problems.map { "\(path): \($0)" }.joined(separator: "\n") }
}
