/// Trimming and padding of text by characters (grapheme clusters), which the
/// standard library lacks and which Mawqut once took from Foundation's `NSString`:
/// the programs link FoundationEssentials only, so that none carries ICU.
extension StringProtocol {
    /// Without the characters at either end for which `isEdge` holds.
    public func trimming(where isEdge: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isEdge($0) }), let last = lastIndex(where: { !isEdge($0) }) else { return "" }
        return String(self[first...last])
    }

    /// Without blanks at either end: spaces and tabs, not line breaks (Foundation's
    /// `CharacterSet.whitespaces`: Unicode's space separators, category Zs, and U+0009).
    public func trimmingBlanks() -> String {
        trimming(where: \.isBlank)
    }

    /// Without white space at either end, line breaks included (Unicode's White_Space
    /// property, as Foundation's `CharacterSet.whitespacesAndNewlines`).
    public func trimmingWhitespace() -> String {
        trimming(where: \.isWhitespace)
    }

    /// The text followed by spaces up to `width` characters; longer text is cut to
    /// `width` (as `NSString.padding(toLength:withPad:startingAt:)` with a space).
    public func padded(to width: Int) -> String {
        count >= width ? String(prefix(width)) : String(self) + String(repeating: " ", count: width - count)
    }

    /// The text preceded by spaces up to `width` characters; longer text is kept whole
    /// (as `%3d` right-aligns a number).
    public func rightAligned(to width: Int) -> String {
        count >= width ? String(self) : String(repeating: " ", count: width - count) + self
    }
}

extension StringProtocol {
    /// The runs of letters, marks and digits (Unicode's L*, M* and N*), split at every
    /// other character, as `components(separatedBy: CharacterSet.alphanumerics.inverted)`
    /// without the empty pieces.
    public func alphanumericWords() -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar.properties.generalCategory.isAlphanumeric {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }
}

extension Unicode.Scalar {
    /// An ASCII letter or digit: `A`–`Z`, `a`–`z`, `0`–`9`.
    public var isASCIILetterOrDigit: Bool {
        isASCII && (properties.isAlphabetic || properties.numericType != nil)
    }
}

extension Character {
    /// A space or a tab: white space that does not break a line.
    public var isBlank: Bool { isWhitespace && !isNewline }
}
