import ArabicText
import FoundationEssentials
import KioskCore
import Messages
import MosqueSettings

/// Every current problem, each wrapped whole with what to do about it, scrolled a
/// line at a time (`p` on the clock opens it; Esc or `p` closes it).
public struct ProblemList: Sendable, Equatable {
    public enum Message: Sendable, Equatable {
        case key(KioskKey)
        case resized(ScreenSize)
        /// The problems changed while the list was open.
        case problems([KioskProblem])
    }

    public enum Command: Sendable, Equatable {
        case close
    }

    public private(set) var problems: [KioskProblem]
    /// The wall's language: the problems and the list's own words are said in it.
    public let words: Words
    public private(set) var size = ScreenSize(width: 80, height: 24)
    /// The first line of the text shown.
    public private(set) var offset = 0

    public init(problems: [KioskProblem], words: Words = .english) {
        self.problems = problems
        self.words = words
    }

    /// A number in the digits the language writes.
    func number(_ value: Int) -> String { DigitStyle.written(by: words).write(String(value)) }

    public mutating func update(_ message: Message) -> [Command] {
        switch message {
        case .resized(let size):
            self.size = size
        case .problems(let problems):
            self.problems = problems
        case .key(let key):
            let page = max(1, ScreenLayout(size).bodyRows - 1)
            switch key {
            case .escape, .character("p"), .character("q"): return [.close]
            case .down, .character("j"): offset += 1
            case .up, .character("k"): offset -= 1
            case .pageDown, .character(" "): offset += page
            case .pageUp: offset -= page
            default: break
            }
        }
        offset = max(0, min(offset, lines(width: ScreenLayout(size).textWidth).count - ScreenLayout(size).bodyRows))
        return []
    }

    /// The list as lines of a width: each problem numbered, its detail, then what to do.
    func lines(width: Int) -> [(text: String, style: Style)] {
        guard !problems.isEmpty else { return [(TextLayout.display(words.tr("Nothing is wrong."), mode: .shaped), Style(.normal))] }
        var lines: [(String, Style)] = []
        for (index, problem) in problems.enumerated() {
            // TRANSLATORS: a problem in the wall's list: %1$s its number, %2$s what is wrong.
            let numbered = words.trc("a numbered problem", "%1$s. %2$s", number(index + 1), problem.detail.text(words))
            let detail = TextLayout.lines(numbered, width: width, mode: .shaped).map(\.display)
            lines += detail.map { ($0, Style(.warning, bold: true)) }
            let advice = words.tr("What to do: %s", problem.advice.text(words))
            lines += TextLayout.lines(advice, width: width - 3, mode: .shaped).map { ("   " + $0.display, Style(.normal)) }
            lines.append(("", Style(.normal)))
        }
        return lines
    }

    /// The keys, on the last row.
    public var footer: String { words.tr("Up/Down scroll · PgUp/PgDn page · Esc back to the clock · ? help") }

    /// Every key of the list, for the help overlay.
    static func keyHelp(_ words: Words) -> [String] {
        [
            // TRANSLATORS: the problem list's help, two keys a line in two columns: keep the key names (Up, Down, PgUp, PgDn, Esc, p) first in each column.
            words.tr("Up, Down     scroll a line          PgUp, PgDn   scroll a page"),
            // TRANSLATORS: %s is the stop key (F2).
            words.tr("Esc or p     back to the clock      %s           stop the sound", KioskKey.stopKeyName),
        ]
    }
}

/// Draws the list of problems: pure, like the other views.
public enum ProblemListView {
    public static func render(_ list: ProblemList, width: Int, height: Int) -> CellGrid {
        let layout = ScreenLayout(width: width, height: height)
        if let small = layout.tooSmall() { return small }
        var grid = CellGrid(width: width, height: height)
        layout.drawTitle(list.words.tr("Problems (%s)", list.number(list.problems.count)), into: &grid)
        let lines = list.lines(width: layout.textWidth)
        for (row, line) in lines.dropFirst(list.offset).prefix(layout.bodyRows).enumerated() {
            grid.put(line.text, x: 1, y: layout.body.lowerBound + row, style: line.style, limit: layout.textWidth)
        }
        let more = lines.count - list.offset - layout.bodyRows
        if more > 0 {
            let hint = list.words.trn("%s more line: Down or PgDn", "%s more lines: Down or PgDn", more, list.number(more))
            layout.drawMessage(TextLayout.display(hint, mode: .shaped), style: Style(.dim), into: &grid)
        }
        layout.drawFooter(TextLayout.display(list.footer, mode: .shaped), into: &grid)
        return grid
    }
}
