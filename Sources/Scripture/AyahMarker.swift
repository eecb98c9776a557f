import FoundationEssentials

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

    /// A no-break space (U+00A0): text wraps at ordinary spaces only, so what it
    /// joins stays on one line.
    public static let noBreakSpace: Character = "\u{00A0}"

    /// An ayah's text ending in its number, ready to be wrapped at its spaces: the
    /// number is bound to the last word, a sign that stands alone between spaces (a
    /// pause mark such as ۗ, or the sajda sign ۩) to the word before it, and the
    /// quarter sign ۞ (U+06DE), which the mushaf prints before a rubʿ's first word,
    /// to the word after it. A wrap then never parts a word from its sign or number.
    public static func appended(to text: String, number: Int) -> String {
        var bound: [String] = []
        var opening: String?
        for piece in words(of: text) + [self.text(number)] {
            if piece == rubSign {
                opening = opening.map { $0 + String(noBreakSpace) + piece } ?? piece
            } else if let sign = opening {
                bound.append(sign + String(noBreakSpace) + piece)
                opening = nil
            } else if let last = bound.last, !hasLetter(piece) {
                bound[bound.count - 1] = last + String(noBreakSpace) + piece
            } else {
                bound.append(piece)
            }
        }
        return bound.joined(separator: " ")
    }

    /// The pieces of a text between its spaces. Split by scalar, not by character: a
    /// space followed by a combining pause mark (" ۗ") is one Swift character.
    public static func words(of text: String) -> [String] {
        text.unicodeScalars.split(separator: " ").map { String(String.UnicodeScalarView($0)) }
    }

    /// ۞ ARABIC START OF RUB EL HIZB.
    static let rubSign = "\u{06DE}"

    /// Whether a space-separated piece of ayah text is a word: it has a letter. The
    /// ayah number and the signs written between words have none.
    private static func hasLetter(_ piece: String) -> Bool {
        piece.unicodeScalars.contains { $0.properties.generalCategory.isLetter }
    }
}
