import ArabicText
import FileFormats
import FoundationEssentials
import Glibc

/// What a cell means; the backend maps roles to colours with the theme.
public enum ColorRole: UInt8, Sendable, CaseIterable, BitwiseCopyable {
    case normal, dim, title, accent, current, next, warning, clock, footer
}

/// The look of a cell.
public struct Style: Sendable, Hashable, BitwiseCopyable {
    public var role: ColorRole
    public var bold: Bool
    public var reverse: Bool

    public init(_ role: ColorRole = .normal, bold: Bool = false, reverse: Bool = false) {
        self.role = role
        self.bold = bold
        self.reverse = reverse
    }

    public static let plain = Style()
}

/// One terminal cell: a character (with any combining marks) and its style. The
/// cell right of a wide character (two columns, as the terminal counts it) is its
/// continuation: it holds nothing of its own and is never written. Trivially
/// copyable (the character's bytes are held inline, `CellText`), so a frame of
/// 16,000 cells is built, copied and compared without reference counting.
public struct Cell: Sendable, Equatable, BitwiseCopyable {
    var text: CellText
    public var style: Style
    public var isContinuation = false

    public init(_ character: Character = " ", style: Style = .plain) {
        text = CellText(character)
        self.style = style
    }

    init(text: CellText, style: Style) {
        self.text = text
        self.style = style
    }

    public var character: Character {
        get { text.character }
        set { text = CellText(newValue) }
    }

    static func continuation(style: Style) -> Cell {
        var cell = Cell(" ", style: style)
        cell.isContinuation = true
        return cell
    }
}

/// A screen's worth of cells; views draw into it and the backend writes only the
/// cells that differ from the previous frame.
public struct CellGrid: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public internal(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// A grid that only says the terminal is too small, when it is smaller than
    /// `minimum`; nil when the screen fits.
    public static func tooSmall(width: Int, height: Int, minimum: (width: Int, height: Int)) -> CellGrid? {
        guard width < minimum.width || height < minimum.height else { return nil }
        var grid = CellGrid(width: width, height: height)
        let message = "terminal too small (need \(minimum.width) x \(minimum.height), have \(width) x \(height))"
        grid.putCentered(message, y: height / 2, style: Style(.warning, bold: true))
        return grid
    }

    /// Writes text from (x, y) to the right, clipped to the grid (and to `limit` cells).
    /// Each character takes the cells the terminal gives it (`TextLayout.width`): none
    /// for a control or a zero-width character, which is never written; two for a wide one.
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, limit: Int? = nil) {
        guard y >= 0, y < height else { return }
        var column = x
        let end = min(width, limit.map { x + $0 } ?? width)
        for character in text where !character.unicodeScalars.contains(where: ControlCharacters.isControl) {
            let cells = TextLayout.width(of: character)
            guard cells > 0 else { continue }
            if column + cells > end { break }
            if column >= 0 {
                // A wide character half overwritten is gone whole: its other half becomes a space.
                if self[column, y].isContinuation, column > 0 { self[column - 1, y] = Cell(" ", style: self[column - 1, y].style) }
                let after = column + cells
                if after < width, self[after, y].isContinuation { self[after, y] = Cell(" ", style: self[after, y].style) }
                self[column, y] = Cell(character, style: style)
                if cells == 2 { self[column + 1, y] = Cell.continuation(style: style) }
            }
            column += cells
        }
    }

    /// Writes text centred on the line (or in the span from `x` of `span` cells).
    public mutating func putCentered(_ text: String, y: Int, style: Style = .plain, x: Int = 0, span: Int? = nil) {
        let room = span ?? width
        put(text, x: x + max(0, (room - TextLayout.width(text)) / 2), y: y, style: style, limit: room)
    }

    /// Writes text so that it ends at column `right` (exclusive). Text wider than `limit`
    /// loses cells on the left: where a right-to-left line, drawn in visual order, ends.
    public mutating func putRight(_ text: String, right: Int, y: Int, style: Style = .plain, limit: Int? = nil) {
        var shown = Substring(text)
        while let limit, !shown.isEmpty, TextLayout.width(String(shown)) > limit { shown = shown.dropFirst() }
        put(String(shown), x: right - TextLayout.width(String(shown)), y: y, style: style)
    }

    /// Sets the style of every cell in a row span, keeping the characters.
    public mutating func restyle(x: Int, y: Int, length: Int, style: Style) {
        guard y >= 0, y < height else { return }
        for column in max(0, x)..<min(width, x + length) { self[column, y].style = style }
    }

    /// Applies `transform` to every cell's style.
    public mutating func mapStyles(_ transform: (Style) -> Style) {
        for index in cells.indices { cells[index].style = transform(cells[index].style) }
    }

    /// Copies another grid onto this one at an offset.
    public mutating func paste(_ other: CellGrid, x: Int, y: Int) {
        for row in 0..<other.height where y + row >= 0 && y + row < height {
            for column in 0..<other.width where x + column >= 0 && x + column < width {
                self[x + column, y + row] = other[column, row]
            }
        }
    }

    /// The characters, one string per row, trailing spaces removed (for golden files).
    public var text: String {
        (0..<height).map { row in
            var line = String((0..<width).filter { !self[$0, row].isContinuation }.map { self[$0, row].character })
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// A run of changed cells on one row that share a style: `count` cells of row `y`
    /// from column `x` (their text is the grid's).
    public struct Run: Sendable, Equatable {
        public let x: Int
        public let y: Int
        public let count: Int
        public let style: Style
    }

    /// The runs to write to turn `previous` (nil: a blank screen of another size)
    /// into this grid.
    public func changes(from previous: CellGrid?) -> [Run] {
        let comparable = previous.flatMap { $0.width == width && $0.height == height ? $0 : nil }
        var runs: [Run] = []
        cells.withUnsafeBufferPointer { new in
            (comparable?.cells ?? []).withUnsafeBufferPointer { old in
                for row in 0..<height {
                    let start = row * width
                    if comparable != nil, Self.sameBytes(new, old, from: start, count: width) { continue }
                    Self.appendRuns(row: row, columns: 0..<width, old: comparable == nil ? nil : Cells(old, start),
                                    new: Cells(new, start), to: &runs)
                }
            }
        }
        return runs
    }

    /// The cells of one row in a buffer of cells: the cell of column `c` is at `offset + c`.
    struct Cells {
        let buffer: UnsafeBufferPointer<Cell>
        let offset: Int

        init(_ buffer: UnsafeBufferPointer<Cell>, _ offset: Int) {
            self.buffer = buffer
            self.offset = offset
        }

        @inline(__always)
        subscript(column: Int) -> Cell { buffer[offset + column] }
    }

    /// Appends the runs of row `row` within `columns` where the cells of `new` differ
    /// from those of `old` (nil: nothing known to be shown there): each run starts at a
    /// changed cell and takes the changed cells after it that share its style.
    @inline(__always)
    static func appendRuns(row: Int, columns: Range<Int>, old: Cells?, new: Cells, to runs: inout [Run]) {
        func changed(_ column: Int) -> Bool { old.map { $0[column] != new[column] } ?? true }
        var column = columns.lowerBound
        while column < columns.upperBound {
            guard changed(column) else {
                column += 1
                continue
            }
            let style = new[column].style
            var end = column + 1
            while end < columns.upperBound, new[end].style == style, changed(end) { end += 1 }
            runs.append(Run(x: column, y: row, count: end - column, style: style))
            column = end
        }
    }

    /// Whether `count` cells from `start` hold the same bytes in both arrays: a quick
    /// test that passes over a row that did not change (most rows, most seconds).
    /// Equal bytes are equal cells; equal cells whose padding differs are only
    /// compared one by one, as every changed row is.
    private static func sameBytes(_ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>, from start: Int, count: Int) -> Bool {
        // invariant: both grids have `width * height` cells, so both buffers have a base address
        memcmp(mine.baseAddress! + start, theirs.baseAddress! + start, count * MemoryLayout<Cell>.stride) == 0
    }
}
