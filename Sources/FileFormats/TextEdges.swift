/// Trimming and padding of text, which the standard library lacks and which Mawqut
/// once took from Foundation's `NSString`: the programs link FoundationEssentials
/// only, so that none carries ICU. Trimming looks at Unicode scalars, as Foundation
/// does, not at characters: a space followed by a combining mark (a Quranic pause
/// mark after a word) is one character, and only its space is white space.
extension StringProtocol {
    /// Without the scalars at either end for which `isEdge` holds.
    public func trimming(where isEdge: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isEdge($0) }), let last = scalars.lastIndex(where: { !isEdge($0) }) else {
            return ""
        }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// Without blanks at either end: spaces and tabs, not line breaks (Foundation's
    /// `CharacterSet.whitespaces`: Unicode's space separators, category Zs, and U+0009).
    public func trimmingBlanks() -> String {
        trimming(where: \.isBlank)
    }

    /// Without white space at either end, line breaks included (Unicode's White_Space
    /// property, the same set as Foundation's `CharacterSet.whitespacesAndNewlines`).
    public func trimmingWhitespace() -> String {
        trimming(where: \.properties.isWhitespace)
    }

    /// Every occurrence of `target` replaced by `replacement`, compared scalar by scalar
    /// as Foundation's `replacingOccurrences(of:with:)` compares: an apostrophe followed by
    /// a combining mark is still an apostrophe (the standard library's `replacing`
    /// compares characters, and would leave it, and a shell quote open, alone).
    public func replacingLiterally(_ target: String, with replacement: String) -> String {
        let text = Array(unicodeScalars), pattern = Array(target.unicodeScalars)
        guard !pattern.isEmpty else { return String(self) }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < text.count {
            if index + pattern.count <= text.count, text[index..<index + pattern.count].elementsEqual(pattern) {
                result.append(contentsOf: replacement.unicodeScalars)
                index += pattern.count
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return String(result)
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

extension Unicode.Scalar {
    /// A space or a tab: white space that does not break a line (category Zs, or U+0009).
    public var isBlank: Bool { self == "\t" || properties.generalCategory == .spaceSeparator }
}
