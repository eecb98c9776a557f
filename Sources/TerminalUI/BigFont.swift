import Foundation

/// Block glyphs for the large clock: digits (Latin and Arabic-Indic) and a colon
/// on a 5×7 grid, drawn with full blocks and scaled to the room available.
public enum BigFont {
    static let height = 7

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

    /// Cells needed for `text` at the given scale (one column between glyphs).
    public static func size(of text: String, horizontal: Int, vertical: Int) -> (width: Int, height: Int) {
        let columns = text.reduce(0) { $0 + (glyphs[$1]?.first?.count ?? 0) } + max(0, text.count - 1)
        return (columns * horizontal, height * vertical)
    }

    /// The largest scale at which `text` fits in width × height; cells are about
    /// twice as tall as wide, so glyphs are widened by preference.
    public static func bestScale(for text: String, width: Int, height: Int) -> (horizontal: Int, vertical: Int)? {
        let candidates = [(8, 4), (7, 4), (6, 3), (5, 3), (4, 3), (4, 2), (3, 2), (2, 2), (2, 1), (1, 1)]
        return candidates.first { scale in
            let needed = size(of: text, horizontal: scale.0, vertical: scale.1)
            return needed.width <= width && needed.height <= height
        }
    }

    /// Draws `text` with its top-left corner at (x, y).
    public static func draw(_ text: String, into grid: inout CellGrid, x: Int, y: Int,
                            horizontal: Int, vertical: Int, style: Style) {
        var left = x
        for character in text {
            // invariant: the font defines the space
            let rows = glyphs[character] ?? glyphs[" "]!
            let glyphWidth = rows.first?.count ?? 0
            for (row, pattern) in rows.enumerated() {
                for (column, pixel) in pattern.enumerated() where pixel == "#" {
                    for dy in 0..<vertical {
                        for dx in 0..<horizontal {
                            let cellX = left + column * horizontal + dx
                            let cellY = y + row * vertical + dy
                            if cellX >= 0, cellX < grid.width, cellY >= 0, cellY < grid.height {
                                grid[cellX, cellY] = Cell("█", style: style)
                            }
                        }
                    }
                }
            }
            left += (glyphWidth + 1) * horizontal
        }
    }
}
