@testable import TerminalUI
import MosqueSettings
import Testing

/// The big clock's font: the clock's seconds are redrawn alone every second, which
/// is right only while every part of a line begins at a cell's left edge.
struct BigFontTests {
    /// Every text the clock and the hall show, in both sets of digits and both clocks.
    static let texts = ["12:59:59", "1:05:09", "23:47", "١٢:٥٩:٥٩", "٣:٤٥", "۱۲:۵۹:۴۶", "08:00 ", " 7:30"]

    /// At every scale, the last characters of a line drawn alone, from the cell where
    /// they begin in the whole line, are that line's cells there, blanks included.
    @Test func thePartOfALineAfterAnyCharacterDrawnAloneIsTheWholeLinesCells() {
        var compared = 0
        for scale in BigFont.scales {
            for text in Self.texts {
                let size = BigFont.size(of: text, scale: scale)
                var whole = CellGrid(width: size.width, height: size.height)
                BigFont.draw(text, into: &whole, x: 0, y: 0, scale: scale, style: Style(.accent))
                for kept in 1..<text.count {
                    let part = String(text.suffix(kept))
                    let firstColumn = (BigFont.pixelWidth(of: String(text.dropLast(kept))) + 1) * scale.horizontal / 2
                    var alone = CellGrid(width: size.width, height: size.height)
                    BigFont.draw(part, into: &alone, x: firstColumn, y: 0, scale: scale, style: Style(.accent))
                    for row in 0..<size.height {
                        for column in firstColumn..<size.width where alone[column, row] != whole[column, row] {
                            Issue.record("\"\(part)\" of \"\(text)\" at \(scale): cell \(column),\(row) differs")
                        }
                    }
                    compared += 1
                }
            }
        }
        #expect(compared > 3_000, "\(compared) parts compared")
    }

    /// Every digit of every `display.digits` style has a 5x7 glyph, and Persian's and Urdu's
    /// four, five and six are their own shapes, not Arabic's.
    @Test func everyDigitStyleHasAGlyphForEachDigit() {
        for style in DigitStyle.allCases {
            for digit in style.write("0123456789") {
                let glyph = BigFont.glyphs[digit]
                #expect(glyph?.count == BigFont.height && glyph?.allSatisfy { $0.count == 5 } == true, "\(style): \(digit)")
            }
        }
        for (extended, arabic) in zip("۴۵۶", "٤٥٦") {
            #expect(BigFont.glyphs[extended] != BigFont.glyphs[arabic], "\(extended) is drawn as \(arabic)")
        }
    }

    /// `forEachInkedCell` names the cells `draw` writes, and only those.
    @Test func theInkedCellsAreTheCellsDrawWrites() {
        for scale in BigFont.scales {
            let size = BigFont.size(of: "12:59:59", scale: scale)
            var drawn = CellGrid(width: size.width, height: size.height)
            BigFont.draw("12:59:59", into: &drawn, x: 0, y: 0, scale: scale, style: .plain)
            var listed = CellGrid(width: size.width, height: size.height)
            BigFont.forEachInkedCell(of: "12:59:59", scale: scale) { column, row, quadrants in
                #expect(quadrants != CellText(Character(" ")))
                listed[column, row] = Cell(text: quadrants, style: .plain)
            }
            #expect(listed == drawn, "at \(scale)")
        }
    }
}
