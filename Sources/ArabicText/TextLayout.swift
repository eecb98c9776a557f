import CFribidi
import CTextWidth
import FoundationEssentials

/// The direction of a paragraph.
public enum TextDirection: Sendable, Equatable {
    case leftToRight, rightToLeft
}

/// One line of a laid-out paragraph.
public struct LaidOutLine: Sendable, Equatable {
    /// What the terminal is given, left to right: shaped and in visual order
    /// (`shaped`), or the logical text (`logical`, for terminals that do bidi).
    public let display: String
    /// The line's words in logical order, without the characters that take no cell.
    public let logical: String
    /// Terminal cells `display` takes.
    public let width: Int
    /// The paragraph's direction: right-to-left lines are aligned to the right.
    public let direction: TextDirection

    public init(display: String, logical: String, width: Int, direction: TextDirection) {
        self.display = display
        self.logical = logical
        self.width = width
        self.direction = direction
    }

    /// The same line with `prefix` (left-to-right, such as a bullet) before it.
    public func prefixed(_ prefix: String) -> LaidOutLine {
        LaidOutLine(display: prefix + display, logical: prefix + logical, width: width + TextLayout.width(prefix), direction: direction)
    }
}

/// The one way text reaches the terminal, for every screen and the command line:
/// the paragraph's direction comes from its first strong character (Unicode bidi
/// rules P2 and P3); it is wrapped in logical order at spaces; then each line is
/// shaped and reordered (FriBidi) with that direction, or left logical. Widths are
/// the terminal's own (`wcwidth` of the C library in a UTF-8 locale), and
/// characters that take no cell (bidi controls, zero-width spaces, the BOM) are
/// never sent to the screen.
public enum TextLayout {
    /// Direction by the first strong character, skipping isolates (UAX #9, P2–P3);
    /// left-to-right when there is none.
    public static func direction(of text: String) -> TextDirection {
        var isolates = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066, 0x2067, 0x2068: isolates += 1
            case 0x2069: isolates = max(0, isolates - 1)
            default:
                guard isolates == 0, let strong = strongDirection(of: scalar) else { continue }
                return strong
            }
        }
        return .leftToRight
    }

    /// The direction of a strong character by its Unicode Bidi_Class (FriBidi's
    /// table): L is left-to-right, R and AL right-to-left; nil for weak and neutral classes.
    public static func strongDirection(of scalar: Unicode.Scalar) -> TextDirection? {
        switch mawqut_fribidi_strong(scalar.value) {
        case 1: .leftToRight
        case 2: .rightToLeft
        default: nil
        }
    }

    /// Whether the terminal's `wcwidth` knows the code point (it gives -1 for
    /// controls and for code points unassigned in the C library's Unicode version).
    public static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        wcwidth(scalar) >= 0
    }

    /// `wcwidth` of every code point of the Basic Multilingual Plane, asked of the
    /// C library once: the screens measure every character they draw.
    private static let basicPlaneWidths: [Int8] = (0..<0x10000).map { Int8(mawqut_wcwidth(UInt32($0))) }

    private static func wcwidth(_ scalar: Unicode.Scalar) -> Int {
        scalar.value < 0x10000 ? Int(basicPlaneWidths[Int(scalar.value)]) : Int(mawqut_wcwidth(scalar.value))
    }

    /// Characters that take no cell and must not reach the screen: the bidi marks,
    /// embeddings, overrides and isolates, zero-width space and word joiner, the BOM.
    /// (Zero-width joiners stay until shaping, which they steer, and go after it.)
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// The text without the characters that take no cell.
    public static func withoutInvisibles(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isInvisible) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isInvisible($0) }))
    }

    /// Cells the terminal gives one code point: 0 for marks and format characters
    /// (and for what it cannot print), 1 or 2 otherwise.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        if scalar.isASCII { return scalar.value >= 0x20 && scalar.value < 0x7F ? 1 : 0 }
        return max(0, wcwidth(scalar))
    }

    /// Cells a character (a base with its marks) takes.
    public static func width(of character: Character) -> Int {
        character.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// Cells a text takes, as the terminal counts them.
    public static func width(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// One line ready for the terminal: shaped and reordered with the given base
    /// direction (`shaped`), or as it is (`logical`); invisible characters removed.
    public static func display(_ line: String, direction: TextDirection, mode: ArabicDisplayMode) -> String {
        let clean = withoutInvisibles(line)
        // A left-to-right line of Latin text has nothing to shape or reorder; a
        // right-to-left one is reordered even when it holds only neutrals (". ").
        guard mode == .shaped, direction == .rightToLeft || needsShaping(clean) else { return dropJoiners(clean) }
        let logical = clean.unicodeScalars.map { UInt32($0.value) }
        var visual = [UInt32](repeating: 0, count: logical.count)
        let ok = logical.withUnsafeBufferPointer { input in
            visual.withUnsafeMutableBufferPointer { output in
                mawqut_fribidi_visual(input.baseAddress, Int32(logical.count), output.baseAddress, direction == .rightToLeft ? 1 : 0)
            }
        }
        guard ok == 1 else { return dropJoiners(clean) }
        var result = String.UnicodeScalarView()
        for value in visual {
            // FriBidi leaves a zero-width no-break space where a lam-alef ligature
            // absorbed the alef, and keeps joiners: neither takes a cell.
            guard let scalar = Unicode.Scalar(value), !isInvisible(scalar), value != 0x200C, value != 0x200D else { continue }
            result.append(scalar)
        }
        return String(result)
    }

    /// A line in the paragraph's own direction.
    public static func display(_ line: String, mode: ArabicDisplayMode) -> String {
        display(line, direction: direction(of: line), mode: mode)
    }

    /// A paragraph in lines of at most `width` cells, wrapped at spaces in logical
    /// order (a word wider than a line is cut between characters); in `direction`, or
    /// the direction of its first strong character.
    public static func lines(_ paragraph: String, width: Int, direction: TextDirection? = nil, mode: ArabicDisplayMode) -> [LaidOutLine] {
        MeasuredParagraph(paragraph, direction: direction, mode: mode).lines(width: width)
    }

    /// Cells a word takes once shaped on its own (words do not join across spaces).
    static func shapedWidth(_ word: String, direction: TextDirection, mode: ArabicDisplayMode) -> Int {
        guard mode == .shaped, needsShaping(word) else { return width(dropJoiners(word)) }
        return width(display(word, direction: direction, mode: mode))
    }

    /// Whether FriBidi has work to do: anything outside Latin and common punctuation.
    private static func needsShaping(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value >= 0x0590 }
    }

    static func dropJoiners(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value == 0x200C || $0.value == 0x200D }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value != 0x200C && $0.value != 0x200D }))
    }
}
