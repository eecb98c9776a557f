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
        if let existing, !existing.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            do {
                document = try OrderedJSON.parse(existing)
            } catch {
                throw ConfigError(issues: [ConfigIssue(path: "(file)", message: "not valid JSON (\(error)); fix it before saving here")])
            }
            guard case .object = document else {
                throw ConfigError(issues: [ConfigIssue(path: "(file)", message: "expected a JSON object at the top level")])
            }
        }
        for edit in edits { document = document.setting(edit.value, at: edit.path) }
        let data = Data((document.pretty() + "\n").utf8)
        return (data, try SettingsDecoder.decode(data))
    }
}
