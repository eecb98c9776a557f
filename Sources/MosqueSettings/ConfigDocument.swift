import FileFormats
import FoundationEssentials
import Messages

/// One change to the configuration file: the key path and its new value (nil removes the key).
public struct ConfigEdit: Sendable, Equatable {
    public let path: [String]
    public let value: OrderedJSON?

    public init(_ path: [String], _ value: OrderedJSON?) {
        self.path = path
        self.value = value
    }

    /// `location.latitude` for `["location", "latitude"]`.
    public var keyPath: String { path.joined(separator: ".") }
}

/// Applies edits to a configuration file's text, keeping every other key (and the
/// order, and the `//` comments) as they were, and checks the result as the
/// clock would read it before anything is written.
public enum ConfigDocument {
    /// The new file text and the settings it gives. `existing` nil: there is no file yet.
    public static func applying(_ edits: [ConfigEdit], to existing: Data?) throws(ConfigError) -> (data: Data, settings: Settings) {
        var document = OrderedJSON.object([])
        var spans: [[String]: Range<Int>] = [:]
        if let existing, !existing.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            do {
                (document, spans) = try OrderedJSON.parseWithSpans(existing)
            } catch {
                throw ConfigError(issues: [ConfigIssue(path: "(file)", .tr("not valid JSON (%s); fix it before saving here", "\(error)"))])
            }
            guard case .object = document else {
                throw ConfigError(issues: [ConfigIssue(path: "(file)", .tr("expected a JSON object at the top level"))])
            }
        }
        let edited = edits.reduce(document) { $0.setting($1.value, at: $1.path) }
        let data = existing.flatMap { ConfigTextEditor.edit($0, document: document, spans: spans, edits: edits, expecting: edited) }
            ?? Data((edited.pretty() + "\n").utf8)
        return (data, try SettingsDecoder.decode(data))
    }
}
