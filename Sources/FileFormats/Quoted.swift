import FoundationEssentials

/// A value quoted in an error message: at most about 60 characters of it, with
/// control characters shown as escapes, so that a megabyte of garbage or an escape
/// sequence in a file never reaches the screen or the log whole.
public enum Quoted {
    public static let limit = 60

    public static func short(_ text: String) -> String {
        let visible = ControlCharacters.escaped(text)
        guard visible.count > limit else { return "\"\(visible)\"" }
        return "\"\(visible.prefix(limit))…\" (\(text.count) characters)"
    }
}
