import Foundation

/// Finds the project's own sounds (`Assets/sounds`): `$MAWQUT_ASSETS`, the
/// installed `share/mawqut/Assets` beside the binary's `bin/`, or the source
/// tree the binary was built in.
public enum Assets {
    public static let directory: URL = {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["MAWQUT_ASSETS"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let installed = binary.deletingLastPathComponent().appendingPathComponent("share/mawqut/Assets")
        if fileManager.fileExists(atPath: installed.path) { return installed }
        var folder = binary
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("Assets")
            if fileManager.fileExists(atPath: candidate.appendingPathComponent("sounds").path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return installed
    }()

    /// Path of a sound in `Assets/sounds`.
    public static func sound(_ name: String) -> String {
        directory.appendingPathComponent("sounds").appendingPathComponent(name).path
    }
}
