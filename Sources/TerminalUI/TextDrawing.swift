import ArabicText
import FoundationEssentials

extension CellGrid {
    /// Draws a line laid out by `TextLayout` between `left` and `right` (exclusive):
    /// a right-to-left line ends at `right`, any other starts at `left`.
    public mutating func draw(_ line: LaidOutLine, left: Int, right: Int, y: Int, style: Style) {
        let x = line.direction == .rightToLeft ? max(left, right - line.width) : left
        put(line.display, x: x, y: y, style: style, limit: max(0, right - x))
    }

    /// Draws one line of text in its own direction, shaped as `mode` says, clipped to `limit` cells.
    public mutating func putText(_ text: String, x: Int, y: Int, mode: ArabicDisplayMode, style: Style = .plain, limit: Int? = nil) {
        put(TextLayout.display(text, mode: mode), x: x, y: y, style: style, limit: limit)
    }
}

/// One line of right-to-left text laid out word by word for a left-to-right
/// terminal: the words placed from the right edge, each shaped on its own (letters
/// only join within a word), so that every cell's word — and its ayah — is known.
struct RightToLeftLine: Equatable {
    struct Word: Equatable {
        let text: String
        let tag: Int
        /// What the terminal is given: shaped and reordered in `shaped` mode, the
        /// logical text in `logical` mode (computed once). A no-break space that kept
        /// the word's parts together is drawn as the space it stands for.
        let shown: String
        let width: Int

        init(text: String, tag: Int, mode: ArabicDisplayMode) {
            self.text = TextLayout.withoutInvisibles(text)
            self.tag = tag
            let display = TextLayout.display(self.text, direction: .rightToLeft, mode: mode)
            shown = display.unicodeScalars.contains("\u{00A0}")
                ? String(String.UnicodeScalarView(display.unicodeScalars.map { $0 == "\u{00A0}" ? " " : $0 })) : display
            width = TextLayout.width(shown)
        }
    }

    var words: [Word] = []

    var width: Int { words.reduce(0) { $0 + $1.width } + max(0, words.count - 1) }

    /// Fills lines of `width` cells, in reading order, from tagged words (logical order).
    static func wrap(_ words: [Word], width: Int) -> [RightToLeftLine] {
        var lines: [RightToLeftLine] = []
        var current = RightToLeftLine()
        for word in words where !word.text.isEmpty {
            let added = word.width + (current.words.isEmpty ? 0 : 1)
            if !current.words.isEmpty && current.width + added > width {
                lines.append(current)
                current = RightToLeftLine()
            }
            current.words.append(word)
        }
        if !current.words.isEmpty { lines.append(current) }
        return lines
    }

    /// Draws the line ending at column `right`; `style` chooses each word's style by its tag.
    func draw(into grid: inout CellGrid, right: Int, y: Int, mode: ArabicDisplayMode, style: (Int) -> Style) {
        if mode == .logical {
            // A terminal that does bidi itself gets the logical text and places it.
            let text = words.map(\.shown).joined(separator: " ")
            let tags = Set(words.map(\.tag))
            grid.put(text, x: max(0, right - TextLayout.width(text)), y: y, style: style(tags.count == 1 ? (tags.first ?? -1) : -1))
            return
        }
        var x = right
        for word in words {
            x -= word.width
            grid.put(word.shown, x: x, y: y, style: style(word.tag))
            x -= 1
        }
    }
}

/// A line being typed: the text shaped as it is typed (in `shaped` mode), with the
/// cursor at its logical end — the left of right-to-left text.
enum TypedLine {
    static let cursor = "▏"

    static func text(_ label: String, _ input: String, mode: ArabicDisplayMode) -> String {
        guard mode == .shaped, TextLayout.direction(of: input) == .rightToLeft else { return label + input + cursor }
        return label + cursor + TextLayout.display(input, direction: .rightToLeft, mode: mode)
    }
}
