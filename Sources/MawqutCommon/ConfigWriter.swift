import FileFormats
import FoundationEssentials
import Glibc
import Messages
import MosqueSettings

/// Writes the configuration file atomically (`AtomicFile`), keeping the previous
/// file's mode and owner (a new file is 0600), so a save never makes a private file
/// world-readable. What was there before is not copied aside: the configuration the
/// clock last accepted is kept in the data directory (`LastGoodConfiguration`).
public enum ConfigWriter {
    /// `beforeRename` runs when the new text is complete; when it throws, nothing is replaced.
    public static func write(_ data: Data, to path: String, beforeRename: () throws -> Void = {}) throws {
        var previous = stat()
        let hadFile = stat(path, &previous) == 0
        try AtomicFile.write(data, to: path, mode: hadFile ? previous.st_mode & 0o777 : 0o600,
                             owner: hadFile ? (previous.st_uid, previous.st_gid) : nil, beforeRename: beforeRename)
    }

    /// Applies edits to the file at `path` (which may not exist yet) and writes it,
    /// refusing, with every problem named, a result the clock could not use. The
    /// written file is checked by the settings decoder, so it is kept as the last good
    /// configuration in `lastGood` (when given) as well.
    @discardableResult
    public static func apply(_ edits: [ConfigEdit], to path: String, lastGood: LastGoodConfiguration? = nil,
                             beforeRename: () throws -> Void = {}) throws -> Settings {
        let existing = FileManager.default.contents(atPath: path)
        let result: (data: Data, settings: Settings)
        do {
            result = try ConfigDocument.applying(edits, to: existing)
        } catch {
            throw ConfigEditRefused(path: path, refusals: error.issues.map(\.sentence))
        }
        try write(result.data, to: path, beforeRename: beforeRename)
        lastGood?.keepIgnoringFailure(result.data)
        return result.settings
    }
}

/// Edits that would leave a configuration the clock cannot use; nothing was written.
public struct ConfigEditRefused: Error, CustomStringConvertible {
    public let path: String
    /// Each problem with its key path, said in the reader's language.
    public let refusals: [Phrase]

    public init(path: String, refusals: [Phrase]) {
        self.path = path
        self.refusals = refusals
    }

    /// Each problem in English (the log, the command line).
    public var problems: [String] { refusals.map(\.description) }

    public var description: String { "\(path): not saved: " + problems.joined(separator: "; ") }
}

/// The configuration edits that put a city in as the location (other location keys stay).
public enum LocationEdits {
    public static func edits(for city: City) -> [ConfigEdit] {
        let values: [(String, OrderedJSON)] = [("name", .string(city.label)), ("latitude", .number(city.latitude)), ("longitude", .number(city.longitude)),
         ("timezone", .string(city.timeZone)), ("elevation", .number(0))]
        return values.map { ConfigEdit(["location", $0.0], $0.1) }
    }
}
