import FoundationEssentials
import Glibc
import MawqutCommon

/// The kiosk's own executable, `mawqut-kiosk`: curses, audio and MQTT live there, so
/// that `mawqut`'s one-shot commands load none of them. `mawqut run`, `play`, `doctor`
/// and `mqtt` hand their arguments over to it, as `git` hands `git foo` to `git-foo`.
public enum KioskExecutable {
    public static let name = "mawqut-kiosk"

    /// Where to look, in order: beside the running executable (a source build, or a
    /// copy of both), then `<prefix>/lib/mawqut` (the Debian package and `make install`).
    public static var candidates: [URL] {
        [Assets.executableFolder.appendingPathComponent(name),
         Assets.installationPrefix.appendingPathComponent("lib/mawqut").appendingPathComponent(name)]
    }

    /// The kiosk's executable, or nil when it is not installed.
    public static var path: String? {
        candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Replaces this process with the kiosk's, given this process's own arguments
    /// (after the program name): same process id, environment, terminal and umask,
    /// so a unit, a signal or a test that started `mawqut` reaches the kiosk.
    public static func replaceProcess() throws -> Never {
        guard let path else {
            throw CLIError.failure("\(name) is not installed (looked in \(candidates.map { $0.deletingLastPathComponent().path }.joined(separator: " and "))): "
                                   + "reinstall Mawqut (\(Installation.reinstallCommand))")
        }
        let arguments = [path] + CommandLine.arguments.dropFirst()
        var pointers = arguments.map { strdup($0) }
        pointers.append(nil)
        execv(path, pointers)
        let reason = String(cString: strerror(errno))
        throw CLIError.failure("\(path) could not start: \(reason)")
    }
}
