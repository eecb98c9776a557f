/// Cells to write over the frame a display shows: a rectangle of them, row by row.
/// The clock's next second is a patch of its two seconds digits; the display writes
/// it over the frame it keeps, in place, and sends the terminal only the cells that
/// differ, so a second costs those cells rather than a copy and a comparison of
/// the whole frame (16,000 cells at 240x67).
public struct CellPatch: Sendable, Equatable {
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int
    fileprivate var cells: [Cell]

    /// A rectangle of `blank` cells with its top-left cell at (`x`, `y`) of the frame.
    public init(x: Int, y: Int, width: Int, height: Int, blank: Cell = Cell(" ")) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: blank, count: self.width * self.height)
    }

    /// A patch that changes nothing.
    public static let empty = CellPatch(x: 0, y: 0, width: 0, height: 0)

    /// The cell at (`column`, `row`) of the rectangle.
    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }
}

extension CellGrid {
    /// Writes `patch` over these cells (its part inside the grid) and returns the runs
    /// that turn a terminal showing the grid as it was into the grid as it is now: the
    /// runs `changes(from:)` finds between the two, found within the patch alone (a
    /// run ends where the cells stop differing, so none reaches past it).
    public mutating func apply(_ patch: CellPatch) -> [Run] {
        var runs: [Run] = []
        let columns = Self.overlap(patch.x, patch.width, 0..<width)
        let rows = Self.overlap(patch.y, patch.height, 0..<height)
        let width = self.width
        // Through the buffers: a second's patch is a few hundred cells, each compared and
        // written, and the arrays' checks cost more than the cells.
        patch.cells.withUnsafeBufferPointer { incoming in
            cells.withUnsafeMutableBufferPointer { shown in
                for row in rows {
                    let from = (row - patch.y) * patch.width - patch.x, to = row * width
                    Self.appendRuns(row: row, columns: columns, old: Cells(UnsafeBufferPointer(shown), to), new: Cells(incoming, from), to: &runs)
                    for column in columns { shown[to + column] = incoming[from + column] }
                }
            }
        }
        return runs
    }

    /// The part of `start..<start + count` within `bounds` (empty when they do not meet).
    private static func overlap(_ start: Int, _ count: Int, _ bounds: Range<Int>) -> Range<Int> {
        let lower = min(max(start, bounds.lowerBound), bounds.upperBound)
        return lower..<max(lower, min(start + count, bounds.upperBound))
    }
}
