import Foundation

/// The ornate ayah number that ends an ayah, seen as ﴿٣﴾ in right-to-left text.
public enum AyahMarker {
    /// In logical order: U+FD3E, the number in Arabic-Indic digits, U+FD3F. The
    /// bidi algorithm mirrors the pair inside right-to-left text, so the reader sees ﴿٣﴾.
    public static func text(_ number: Int) -> String {
        // invariant: the digits of a number map to U+0660–U+0669, valid scalars
        let digits = String(String.UnicodeScalarView(String(number).unicodeScalars.map { Unicode.Scalar(0x0660 + $0.value - 0x30)! }))
        return "\u{FD3E}" + digits + "\u{FD3F}"
    }
}
