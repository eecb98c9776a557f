import Foundation

/// Block glyphs for the large clock: digits (Latin and Arabic-Indic) and a colon
/// on a 5×7 grid, drawn with full blocks and scaled to the room available.
public enum BigFont {
    static let height = 7
    /// Rows the smallest digits take: one half-row per pixel.
    static let minimumRows = (height + 1) / 2

    static let glyphs: [Character: [String]] = [
        "0": [" ### ", "#   #", "#  ##", "# # #", "##  #", "#   #", " ### "],
        "1": ["  #  ", " ##  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### "],
        "2": [" ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####"],
        "3": [" ### ", "#   #", "    #", "  ## ", "    #", "#   #", " ### "],
        "4": ["   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # "],
        "5": ["#####", "#    ", "#### ", "    #", "    #", "#   #", " ### "],
        "6": [" ### ", "#    ", "#    ", "#### ", "#   #", "#   #", " ### "],
        "7": ["#####", "    #", "   # ", "  #  ", "  #  ", "  #  ", "  #  "],
        "8": [" ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### "],
        "9": [" ### ", "#   #", "#   #", " ####", "    #", "    #", " ### "],
        "٠": ["     ", "     ", "  #  ", " # # ", "  #  ", "     ", "     "],
        "١": ["  #  ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  "],
        "٢": ["#  ##", "# #  ", "##   ", "#    ", "#    ", "#    ", "#    "],
        "٣": ["# # #", "#####", "#    ", "#    ", "#    ", "#    ", "#    "],
        "٤": ["  ###", " #   ", " #   ", "  ## ", " #   ", "#    ", " ####"],
        "٥": ["     ", " ### ", "#   #", "#   #", "#   #", " ### ", "     "],
        "٦": ["#### ", "   # ", "   # ", "   # ", "   # ", "   # ", "   # "],
        "٧": ["#   #", "#   #", " # # ", " # # ", " # # ", "  #  ", "  #  "],
        "٨": ["  #  ", "  #  ", " # # ", " # # ", " # # ", "#   #", "#   #"],
        "٩": [" ### ", "#   #", "#   #", " ####", "    #", "    #", "    #"],
        ":": [" ", " ", "#", " ", "#", " ", " "],
        " ": [" "],
    ]

    /// A glyph pixel's size in quarter cells: `horizontal` half-columns by `vertical`
    /// half-rows. Drawing in quarter cells (with the block, half-block and quadrant
    /// characters) lets digits grow by half a cell at a time: one half-row per pixel
    /// already gives digits four rows tall.
    public struct Scale: Equatable, Sendable {
        public let horizontal: Int
        public let vertical: Int

        public init(horizontal: Int, vertical: Int) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// Pixels across `text` (one pixel between glyphs).
    static func pixelWidth(of text: String) -> Int {
        text.reduce(0) { $0 + (glyphs[$1]?.first?.count ?? 0) } + max(0, text.count - 1)
    }

    /// Cells needed for `text` at `scale` (a part-filled cell counts whole).
    public static func size(of text: String, scale: Scale) -> (width: Int, height: Int) {
        ((pixelWidth(of: text) * scale.horizontal + 1) / 2, (height * scale.vertical + 1) / 2)
    }

    /// Every scale, tallest first and, at one height, widest first. A cell is about
    /// twice as tall as wide, and so is a quarter cell: a pixel `2v` half-columns
    /// wide and `v` half-rows tall is square, and no pixel is narrower than `v` wide.
    static let scales: [Scale] = (1...12).reversed().flatMap { vertical in
        (vertical...(2 * vertical)).reversed().map { Scale(horizontal: $0, vertical: vertical) }
    }

    /// The largest scale at which `text` fits in width × height cells.
    public static func bestScale(for text: String, width: Int, height: Int) -> Scale? {
        scales.first { scale in
            let needed = size(of: text, scale: scale)
            return needed.width <= width && needed.height <= height
        }
    }

    /// Draws `text` with its top-left corner at (x, y); only the inked cells are written.
    public static func draw(_ text: String, into grid: inout CellGrid, x: Int, y: Int, scale: Scale, style: Style) {
        let size = size(of: text, scale: scale)
        var ink = [[Bool]](repeating: [Bool](repeating: false, count: size.width * 2), count: size.height * 2)
        var left = 0
        for character in text {
            // invariant: the font defines the space
            let rows = glyphs[character] ?? glyphs[" "]!
            for (row, pattern) in rows.enumerated() {
                for (column, pixel) in pattern.enumerated() where pixel == "#" {
                    for dy in 0..<scale.vertical {
                        for dx in 0..<scale.horizontal {
                            ink[row * scale.vertical + dy][(left + column) * scale.horizontal + dx] = true
                        }
                    }
                }
            }
            left += (rows.first?.count ?? 0) + 1
        }
        for row in 0..<size.height {
            for column in 0..<size.width {
                let quadrants = (ink[2 * row][2 * column] ? 1 : 0) + (ink[2 * row][2 * column + 1] ? 2 : 0)
                    + (ink[2 * row + 1][2 * column] ? 4 : 0) + (ink[2 * row + 1][2 * column + 1] ? 8 : 0)
                let cellX = x + column, cellY = y + row
                guard quadrants > 0, cellX >= 0, cellX < grid.width, cellY >= 0, cellY < grid.height else { continue }
                grid[cellX, cellY] = Cell(text: quadrantTexts[quadrants], style: style)
            }
        }
    }

    /// The character for each set of inked quarters: bit 1 top left, 2 top right,
    /// 4 bottom left, 8 bottom right (Unicode's Block Elements, U+2580–U+259F).
    static let quadrantCharacters: [Character] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]
    /// The same, ready for cells (made once, not for every cell of every frame).
    private static let quadrantTexts = quadrantCharacters.map(CellText.init)
}
