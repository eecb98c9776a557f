/// File paths as text, the few operations Mawqut once took from `NSString`: its
/// programs link FoundationEssentials only, so that none carries ICU.
public enum PathText {
    /// The last component: `/var/lib/mawqut/` → `mawqut`, `/` → `/`, `` → ``.
    public static func lastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard trimmed != "/" else { return trimmed }
        return trimmed.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }

    /// `component` after `path` with one slash between them (`component` alone after an empty path).
    public static func appending(_ component: String, to path: String) -> String {
        guard !path.isEmpty else { return component }
        return withoutTrailingSlashes(path) == "/" ? "/" + component : withoutTrailingSlashes(path) + "/" + component
    }

    /// The path without its last component: `/a/b` → `/a`, `/a` → `/`, `a` → ``.
    public static func deletingLastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : withoutTrailingSlashes(String(trimmed[..<slash]))
    }

    /// A name without its last extension: `eng-bukhari.json.gz` → `eng-bukhari.json`;
    /// a name that only starts with a dot (`.config`) has none.
    public static func deletingExtension(_ name: String) -> String {
        let last = lastComponent(name)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return withoutTrailingSlashes(name) }
        let removed = last.distance(from: dot, to: last.endIndex)
        return String(withoutTrailingSlashes(name).dropLast(removed))
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
