import Foundation

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
                throw ConfigError(issues: [ConfigIssue(path: "(file)", message: "not valid JSON (\(error)); fix it before saving here")])
            }
            guard case .object = document else {
                throw ConfigError(issues: [ConfigIssue(path: "(file)", message: "expected a JSON object at the top level")])
            }
        }
        let data = if let existing, let inPlace = replacedInPlace(edits, in: existing, spans: spans) {
            inPlace
        } else {
            Data((edits.reduce(document) { $0.setting($1.value, at: $1.path) }.pretty() + "\n").utf8)
        }
        return (data, try SettingsDecoder.decode(data))
    }

    /// When every edit replaces a value that is already in the file, the file's text
    /// with just those values rewritten (its layout, blank lines and comments kept);
    /// nil when a key must be added or removed, and the document is written anew.
    private static func replacedInPlace(_ edits: [ConfigEdit], in existing: Data, spans: [[String]: Range<Int>]) -> Data? {
        var replacements: [(Range<Int>, String)] = []
        for edit in edits {
            guard let value = edit.value, let span = spans[edit.path] else { return nil }
            replacements.append((span, value.spacedInline))
        }
        let ordered = replacements.sorted { $0.0.lowerBound > $1.0.lowerBound }
        for (later, earlier) in zip(ordered, ordered.dropFirst()) where earlier.0.upperBound > later.0.lowerBound {
            return nil
        }
        var bytes = Array(existing)
        for (span, text) in ordered { bytes.replaceSubrange(span, with: Array(text.utf8)) }
        return Data(bytes)
    }
}
