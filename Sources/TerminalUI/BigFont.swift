import FoundationEssentials

/// Block glyphs for the large clock: digits (Latin, Arabic-Indic and Extended Arabic-Indic) and a colon
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
        // Extended Arabic-Indic (Persian, Urdu): ۰۱۲۳۷۸۹ are drawn as the Arabic-Indic
        // digits above; ۴, ۵ and ۶ have shapes of their own (as DejaVu Sans draws them).
        "۰": ["     ", "     ", "  #  ", " # # ", "  #  ", "     ", "     "],
        "۱": ["  #  ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  "],
        "۲": ["#  ##", "# #  ", "##   ", "#    ", "#    ", "#    ", "#    "],
        "۳": ["# # #", "#####", "#    ", "#    ", "#    ", "#    ", "#    "],
        "۴": ["#  ##", "# #  ", "#  ##", "###  ", "#    ", "#    ", "#    "],
        "۵": ["     ", " ### ", "#   #", "#   #", "# # #", " # # ", "     "],
        "۶": ["  ###", " #   ", "  ## ", "   # ", "  #  ", " #   ", "#    "],
        "۷": ["#   #", "#   #", " # # ", " # # ", " # # ", "  #  ", "  #  "],
        "۸": ["  #  ", "  #  ", " # # ", " # # ", " # # ", "#   #", "#   #"],
        "۹": [" ### ", "#   #", "#   #", " ####", "    #", "    #", "    #"],
        ":": [" ", " ", "#", " ", "#", " ", " "],
        " ": [" "],
    ]

    /// Each glyph's width in pixels and its inked pixels (row, column), read once from `glyphs`.
    private static let pixels: [Character: (width: Int, inked: [(row: Int, column: Int)])] = glyphs.mapValues { rows in
        (rows.first?.count ?? 0, rows.enumerated().flatMap { row, pattern in
            pattern.enumerated().filter { $0.element == "#" }.map { (row, $0.offset) }
        })
    }

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
        text.reduce(0) { $0 + (pixels[$1]?.width ?? 0) } + max(0, text.count - 1)
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
        forEachInkedCell(of: text, scale: scale) { column, row, quadrants in
            let cellX = x + column, cellY = y + row
            guard cellX >= 0, cellX < grid.width, cellY >= 0, cellY < grid.height else { return }
            grid[cellX, cellY] = Cell(text: quadrants, style: style)
        }
    }

    /// Calls `body` with each cell of `text` at `scale` that holds ink: its column and
    /// row from the text's top-left cell, and the character of its inked quarters.
    static func forEachInkedCell(of text: String, scale: Scale, _ body: (_ column: Int, _ row: Int, _ quadrants: CellText) -> Void) {
        let (width, height) = size(of: text, scale: scale)
        // Quarter cells, row by row, in one buffer (drawn every second with seconds shown).
        let stride = width * 2
        var ink = [Bool](repeating: false, count: stride * height * 2)
        ink.withUnsafeMutableBufferPointer { ink in
            var left = 0
            for character in text {
                // invariant: the font defines the space
                let glyph = pixels[character] ?? pixels[" "]!
                for (row, column) in glyph.inked {
                    let first = (row * scale.vertical) * stride + (left + column) * scale.horizontal
                    for dy in 0..<scale.vertical {
                        for dx in 0..<scale.horizontal { ink[first + dy * stride + dx] = true }
                    }
                }
                left += glyph.width + 1
            }
            for row in 0..<height {
                let top = 2 * row * stride, bottom = top + stride
                for column in 0..<width {
                    let left = 2 * column, right = left + 1
                    let quadrants = (ink[top + left] ? 1 : 0) | (ink[top + right] ? 2 : 0) | (ink[bottom + left] ? 4 : 0) | (ink[bottom + right] ? 8 : 0)
                    if quadrants > 0 { body(column, row, quadrantTexts[quadrants]) }
                }
            }
        }
    }

    /// The character for each set of inked quarters: bit 1 top left, 2 top right,
    /// 4 bottom left, 8 bottom right (Unicode's Block Elements, U+2580–U+259F).
    static let quadrantCharacters: [Character] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]
    /// The same, ready for cells (made once, not for every cell of every frame).
    private static let quadrantTexts = quadrantCharacters.map(CellText.init)
}
