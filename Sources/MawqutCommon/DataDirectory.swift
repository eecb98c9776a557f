import FoundationEssentials

/// Where Mawqut keeps its database and recordings: `--data-dir`, or
/// `$XDG_DATA_HOME/mawqut`, or `~/.local/share/mawqut`.
public enum DataDirectory {
    public static func resolve(_ explicit: String?) -> URL {
        if let explicit { return URL(fileURLWithPath: explicit) }
        return URL(fileURLWithPath: BaseDirectories.dataHome).appendingPathComponent("mawqut")
    }

    /// A path from the configuration: absolute as given, relative inside the data directory.
    public static func path(_ configured: String, in directory: URL) -> String {
        configured.hasPrefix("/") ? configured : directory.appendingPathComponent(configured).path
    }
}
