import FoundationEssentials

/// Finds the project's own sounds and guides (`Assets`): `$MAWQUT_ASSETS`, the
/// installed `share/mawqut/Assets` under the binary's prefix, or the source tree
/// the binary was built in. The binary is found through `/proc/self/exe`, not its
/// `argv[0]`, which is a bare name when it was started from `PATH`.
public enum Assets {
    /// The running executable's folder.
    public static var executableFolder: URL {
        let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let executable = link.map(URL.init(fileURLWithPath:)) ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        return executable.deletingLastPathComponent()
    }

    /// The prefix this copy is installed under (`/usr`, `/usr/local`): the folder above
    /// `bin/` for `mawqut`, above `lib/mawqut/` for the helpers kept there (the kiosk).
    /// In a source build, the folder above the build's products.
    public static var installationPrefix: URL { prefix(ofExecutableIn: executableFolder) }

    /// The installation prefix of an executable in `folder` (see `installationPrefix`).
    public static func prefix(ofExecutableIn folder: URL) -> URL {
        let folder = folder.standardizedFileURL
        if folder.lastPathComponent == "mawqut", folder.deletingLastPathComponent().lastPathComponent == "lib" {
            return folder.deletingLastPathComponent().deletingLastPathComponent()
        }
        return folder.deletingLastPathComponent()
    }

    public static let directory: URL = {
        let fileManager = FileManager.default
        if let override = Environment.variable("MAWQUT_ASSETS"), !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        let binary = executableFolder
        let installed = installationPrefix.appendingPathComponent("share/mawqut/Assets")
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
