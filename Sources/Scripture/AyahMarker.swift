import Foundation

/// The ornate ayah number that ends an ayah, seen as ﴿٣﴾ in right-to-left text.
public enum AyahMarker {
    /// In logical order: U+FD3F, the number in Arabic-Indic digits, U+FD3E.
    ///
    /// Since Unicode 14.0 U+FD3F ORNATE RIGHT PARENTHESIS is the opening bracket
    /// (General_Category Ps) and U+FD3E ORNATE LEFT PARENTHESIS the closing one (Pe),
    /// and neither is Bidi_Mirrored (UnicodeData.txt, BidiMirroring.txt), so the bidi
    /// algorithm draws them as stored: the opener on the right of the number, the
    /// closer on its left, as printed mushafs show it.
    public static func text(_ number: Int) -> String {
        // invariant: the digits of a number map to U+0660–U+0669, valid scalars
        let digits = String(String.UnicodeScalarView(String(number).unicodeScalars.map { Unicode.Scalar(0x0660 + $0.value - 0x30)! }))
        return "\u{FD3F}" + digits + "\u{FD3E}"
    }
}
