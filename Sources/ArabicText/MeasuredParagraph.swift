import FoundationEssentials

/// A paragraph split into words and measured once, ready to be wrapped to any
/// width: the reader lays a surah out again on every resize, and the corpus tests
/// wrap each paragraph to four widths.
public struct MeasuredParagraph: Sendable {
    struct Word: Sendable {
        let text: String
        let width: Int
    }

    public let direction: TextDirection
    public let mode: ArabicDisplayMode
    let words: [Word]

    /// The paragraph's words (split at whitespace, invisible characters removed)
    /// with their shaped widths; in `direction` (a right-to-left language's line that
    /// starts with a key's Latin letter), else that of its first strong character.
    public init(_ paragraph: String, direction: TextDirection? = nil, mode: ArabicDisplayMode) {
        self.direction = direction ?? TextLayout.direction(of: paragraph)
        self.mode = mode
        let direction = self.direction
        words = TextLayout.withoutInvisibles(paragraph)
            .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
            .map { Word(text: String($0), width: TextLayout.shapedWidth(String($0), direction: direction, mode: mode)) }
    }

    /// Lines of at most `width` cells: words are kept whole and in logical order,
    /// and a word wider than a line is cut between characters.
    public func lines(width: Int) -> [LaidOutLine] {
        guard width > 0 else { return [] }
        var lines: [LaidOutLine] = []
        var current: [String] = []
        var currentWidth = 0
        func finish() {
            guard !current.isEmpty else { return }
            let logical = current.joined(separator: " ")
            let shown = TextLayout.display(logical, direction: direction, mode: mode)
            lines.append(LaidOutLine(display: shown, logical: logical, width: TextLayout.width(shown), direction: direction))
            current = []
            currentWidth = 0
        }
        for word in words.flatMap({ $0.width > width ? cut($0.text, to: width) : [$0] }) {
            if !current.isEmpty, currentWidth + 1 + word.width > width { finish() }
            currentWidth += (current.isEmpty ? 0 : 1) + word.width
            current.append(word.text)
        }
        finish()
        return lines
    }

    /// A word cut into pieces no wider than `width`.
    private func cut(_ word: String, to width: Int) -> [Word] {
        var pieces: [Word] = []
        var piece = ""
        var pieceWidth = 0
        for character in word {
            let candidate = piece + String(character)
            let candidateWidth = TextLayout.shapedWidth(candidate, direction: direction, mode: mode)
            if !piece.isEmpty, candidateWidth > width {
                pieces.append(Word(text: piece, width: pieceWidth))
                piece = String(character)
                pieceWidth = TextLayout.shapedWidth(piece, direction: direction, mode: mode)
            } else {
                piece = candidate
                pieceWidth = candidateWidth
            }
        }
        if !piece.isEmpty { pieces.append(Word(text: piece, width: pieceWidth)) }
        return pieces
    }
}
