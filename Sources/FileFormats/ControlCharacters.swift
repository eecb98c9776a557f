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

/// The bidi embedding and override controls, U+202A–U+202E (LRE, RLE, PDF, LRO, RLO):
/// an override reverses what follows it wherever the text is shown, so that a telephone
/// number or an address typed after U+202E reads as another (Unicode Technical Report 36,
/// "Bidirectional Text Spoofing"). The isolates (U+2066–U+2069) and the marks (U+200E,
/// U+200F) only order the text around them and are kept.
public enum BidiOverrides {
    public static func isOverride(_ scalar: Unicode.Scalar) -> Bool { (0x202A...0x202E).contains(scalar.value) }

    /// The text without them.
    public static func removed(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isOverride) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isOverride($0) }))
    }
}
