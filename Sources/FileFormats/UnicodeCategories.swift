/// Unicode general categories (UAX #44, table 12) grouped as the text code asks them.
extension Unicode.GeneralCategory {
    /// L*: a letter of any script.
    public var isLetter: Bool {
        switch self {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }

    /// L*, M* or N*: a letter, a combining mark or a digit, what Foundation's
    /// `CharacterSet.alphanumerics` holds.
    public var isAlphanumeric: Bool {
        switch self {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber: true
        default: isLetter
        }
    }
}
