import FoundationEssentials

/// How Arabic is handed to the terminal.
public enum ArabicDisplayMode: String, Sendable, CaseIterable {
    /// Joined and shaped (presentation forms) and put in visual order: for
    /// terminals that do no bidi of their own (most, including the Linux console).
    case shaped
    /// Left in logical order: for terminals that shape and reorder themselves
    /// (recent VTE, Konsole, mlterm).
    case logical
}
