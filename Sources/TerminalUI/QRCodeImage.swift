/// A QR code's modules, drawn in block characters: two modules to a cell, one above
/// the other (a cell is about twice as tall as it is wide, so each module is square),
/// light modules in the screen's brightest text colour on its black, so that the code
/// reads dark on light as a camera expects (zbar reads a light-on-dark code only when
/// told to invert), inside a light quiet zone of `quietZone` modules.
public struct QRCodeImage: Sendable, Equatable {
    /// Modules per side.
    public let size: Int
    /// Row by row, true for a dark module.
    public let dark: [Bool]
    /// What it opens, for the log and the tests.
    public let text: String

    /// Modules of light margin around the symbol. The standard asks for four; zbar read
    /// codes with two and less at a few pixels a module (docs/development.md), and on a
    /// wall each saves two rows.
    public static let quietZone = 2

    public init(size: Int, dark: [Bool], text: String) {
        self.size = size
        self.dark = dark
        self.text = text
    }

    /// The modules follow from the text: two images of one text are the same (and the
    /// clock, which compares its inputs every second, compares the text, not 600 modules).
    public static func == (lhs: QRCodeImage, rhs: QRCodeImage) -> Bool {
        lhs.text == rhs.text && lhs.size == rhs.size
    }

    /// The cells it takes: columns and rows, the quiet zone included.
    public var cells: (width: Int, height: Int) {
        let side = size + 2 * Self.quietZone
        return (side, (side + 1) / 2)
    }

    /// Whether the module at (x, y) of the drawn square (quiet zone included) is dark.
    func isDark(x: Int, y: Int) -> Bool {
        let column = x - Self.quietZone, row = y - Self.quietZone
        guard (0..<size).contains(column), (0..<size).contains(row) else { return false }
        return dark[row * size + column]
    }

    /// The rows of block characters: a light module is lit, a dark one left black.
    public var lines: [String] {
        let side = size + 2 * Self.quietZone
        return (0..<cells.height).map { cellRow in
            String((0..<side).map { x -> Character in
                let top = !isDark(x: x, y: 2 * cellRow)
                let bottom = 2 * cellRow + 1 < side ? !isDark(x: x, y: 2 * cellRow + 1) : false
                switch (top, bottom) {
                case (true, true): return "█"
                case (true, false): return "▀"
                case (false, true): return "▄"
                case (false, false): return " "
                }
            })
        }
    }

    /// Draws it with its top left at (x, y).
    func draw(into grid: inout CellGrid, x: Int, y: Int) {
        for (index, line) in lines.enumerated() {
            grid.put(line, x: x, y: y + index, style: Style(.normal, bold: true))
        }
    }
}
