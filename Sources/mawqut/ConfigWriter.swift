import Foundation

/// Writes the configuration file so that a power cut never leaves a broken one:
/// the new text goes to a temporary file in the same folder, is flushed to disk,
/// the previous file is kept as `config.json.bak`, and a rename puts the new one in place.
enum ConfigWriter {
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        FileManager.default.createFile(atPath: temporary.path, contents: nil)
        let handle = try FileHandle(forWritingTo: temporary)
        try handle.write(contentsOf: data)
        try handle.synchronize()
        try handle.close()
        if FileManager.default.fileExists(atPath: path) {
            let backup = path + ".bak"
            try? FileManager.default.removeItem(atPath: backup)
            try FileManager.default.copyItem(atPath: path, toPath: backup)
        }
        guard rename(temporary.path, path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CLIError.failure("\(path): could not be replaced (\(String(cString: strerror(errno))))")
        }
    }

    /// The configuration with `location` replaced, every other key kept as it was.
    static func settingLocation(_ location: [String: Any], in path: String) throws -> Data {
        var root: [String: Any] = [:]
        if let existing = FileManager.default.contents(atPath: path) {
            guard let object = try? JSONSerialization.jsonObject(with: existing) as? [String: Any] else {
                throw CLIError.config("\(path): not valid JSON; fix it before setting the location")
            }
            root = object
        }
        root["location"] = location
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }
}
