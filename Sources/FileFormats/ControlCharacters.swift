import FoundationEssentials

/// Control characters in text that comes from files, the configuration or the
/// network: C0 controls other than tab and line feed, DEL, and the C1 controls
/// (U+0080–U+009F). ESC and CSI among them would let a hadith, a location name or
/// a log line command the terminal, so nothing is written anywhere with them left in.
public enum ControlCharacters {
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether the text has any.
    public static func contains(_ text: String) -> Bool { text.unicodeScalars.contains(where: isControl) }

    /// The text with them removed (for the screen, printed output and shared files).
    public static func removed(_ text: String) -> String {
        guard contains(text) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isControl($0) }))
    }

    /// The text with each shown as an escape such as `\u{1B}` (for messages and the
    /// log, where what was in the file matters); line feeds too unless `keepLineFeeds`.
    public static func escaped(_ text: String, keepLineFeeds: Bool = false) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) || (scalar == "\n" && !keepLineFeeds) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
