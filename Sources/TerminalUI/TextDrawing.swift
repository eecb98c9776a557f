import ArabicText
import Foundation

/// Breaking text into lines of a given width, by words.
enum TextWrap {
    /// Lines of at most `width` cells; a word longer than the width is cut.
    static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if ArabicText.displayWidth(candidate) <= width {
                current = candidate
            } else {
                if !current.isEmpty { lines.append(current) }
                current = String(word.prefix(width))
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

/// One line of right-to-left text laid out for a left-to-right terminal: the
/// words placed from the right edge, each shaped on its own (letters only join
/// within a word), so every cell's word — and its ayah — is known.
struct RightToLeftLine {
    struct Word {
        let text: String
        let tag: Int
    }

    var words: [Word] = []

    var width: Int { words.reduce(0) { $0 + ArabicText.displayWidth($1.text) } + max(0, words.count - 1) }

    /// Fills lines of `width` cells, in reading order, from tagged words (logical order).
    static func wrap(_ words: [Word], width: Int) -> [RightToLeftLine] {
        var lines: [RightToLeftLine] = []
        var current = RightToLeftLine()
        for word in words {
            let added = ArabicText.displayWidth(word.text) + (current.words.isEmpty ? 0 : 1)
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
            let text = words.map(\.text).joined(separator: " ")
            let tags = Set(words.map(\.tag))
            grid.put(text, x: max(0, right - ArabicText.displayWidth(text)), y: y, style: style(tags.count == 1 ? (tags.first ?? -1) : -1))
            return
        }
        var x = right
        for word in words {
            let shaped = ArabicText.visual(word.text)
            x -= ArabicText.displayWidth(shaped)
            grid.put(shaped, x: x, y: y, style: style(word.tag))
            x -= 1
        }
    }
}
