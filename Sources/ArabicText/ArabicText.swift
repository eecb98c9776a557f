import Foundation

/// How Arabic is handed to the terminal.
public enum ArabicDisplayMode: String, Sendable, CaseIterable {
    /// Joined and shaped (presentation forms) and put in visual order: for
    /// terminals that do no bidi of their own (most, including the Linux console).
    case shaped
    /// Left in logical order: for terminals that shape and reorder themselves
    /// (recent VTE, Konsole, mlterm).
    case logical
}

/// Arabic helpers that are not layout (which is `TextLayout`'s).
public enum ArabicText {
    /// Arabic-Indic digits (٠–٩) in place of ASCII digits.
    public static func arabicIndicDigits(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            // invariant: U+0660–U+0669 are valid scalars
            ("0"..."9").contains(scalar) ? Unicode.Scalar(0x0660 + scalar.value - 0x30)! : scalar
        }))
    }
}
