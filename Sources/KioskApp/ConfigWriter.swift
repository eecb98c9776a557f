import Foundation
import KioskCore

/// Writes the configuration file so that a power cut never leaves a broken one:
/// the new text goes to a temporary file in the same folder, is flushed to disk,
/// the previous file is kept as `config.json.bak`, and a rename puts the new one in place.
/// The new file keeps the previous one's mode and owner (a new file is 0600), so a
/// save never makes a private file world-readable.
public enum ConfigWriter {
    /// `beforeRename` runs after the temporary file is complete and the backup made;
    /// when it throws (tests use it to stand for a failing disk), nothing is replaced.
    public static func write(_ data: Data, to path: String, beforeRename: () throws -> Void = {}) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            var previous = stat()
            let hadFile = stat(path, &previous) == 0
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil,
                                                 attributes: [.posixPermissions: hadFile ? Int(previous.st_mode & 0o777) : 0o600]) else {
                throw CLIError.failure("\(folder.path): cannot write here (check its permissions)")
            }
            chmod(temporary.path, hadFile ? previous.st_mode & 0o777 : 0o600)
            // Only root may give a file away; a user keeps the owner by being it.
            if hadFile, geteuid() == 0 { chown(temporary.path, previous.st_uid, previous.st_gid) }
            let handle = try FileHandle(forWritingTo: temporary)
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
            if FileManager.default.fileExists(atPath: path) {
                let backup = path + ".bak"
                try? FileManager.default.removeItem(atPath: backup)
                try FileManager.default.copyItem(atPath: path, toPath: backup)
            }
            try beforeRename()
            guard rename(temporary.path, path) == 0 else {
                throw CLIError.failure("\(path): could not be replaced (\(String(cString: strerror(errno))))")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        // The rename itself lives in the folder: flush the folder too, so a power cut cannot undo it.
        let directory = open(folder.path, O_RDONLY)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    /// Applies edits to the file at `path` (which may not exist yet) and writes it,
    /// refusing, with every problem named, a result the clock could not use.
    @discardableResult
    public static func apply(_ edits: [ConfigEdit], to path: String, beforeRename: () throws -> Void = {}) throws -> Settings {
        let existing = FileManager.default.contents(atPath: path)
        let result: (data: Data, settings: Settings)
        do {
            result = try ConfigDocument.applying(edits, to: existing)
        } catch {
            throw ConfigEditRefused(path: path, problems: error.issues.map(\.description))
        }
        try write(result.data, to: path, beforeRename: beforeRename)
        return result.settings
    }
}

/// Edits that would leave a configuration the clock cannot use; nothing was written.
public struct ConfigEditRefused: Error, CustomStringConvertible {
    public let path: String
    public let problems: [String]

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
