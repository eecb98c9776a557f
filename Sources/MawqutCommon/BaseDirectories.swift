import FileFormats
import FoundationEssentials
import Glibc

/// Where the configuration and the data live, by the XDG Base Directory
/// specification: `$XDG_CONFIG_HOME` and `$XDG_DATA_HOME` when set to absolute
/// paths, else `$HOME/.config` and `$HOME/.local/share`. `$HOME` is the
/// environment's (as the shell scripts read it, `Scripts/paths.sh`), not the
/// password database's, so a service, `sudo` or a container with its own HOME finds
/// what `make run` put there.
public enum BaseDirectories {
    static var home: String {
        Environment.variable("HOME").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? passwordDatabaseHome
    }

    /// The home folder the password database gives the user, or `/` without one.
    private static var passwordDatabaseHome: String {
        getpwuid(getuid()).flatMap { $0.pointee.pw_dir.map { String(cString: $0) } } ?? "/"
    }

    /// `$XDG_DATA_HOME`, or `$HOME/.local/share`.
    public static var dataHome: String { base("XDG_DATA_HOME", default: ".local/share") }

    /// `$XDG_CONFIG_HOME`, or `$HOME/.config`.
    public static var configHome: String { base("XDG_CONFIG_HOME", default: ".config") }

    /// The specification ignores an empty or relative value.
    private static func base(_ variable: String, default relative: String) -> String {
        if let value = Environment.variable(variable), value.hasPrefix("/") { return value }
        return PathText.appending(relative, to: home)
    }
}
