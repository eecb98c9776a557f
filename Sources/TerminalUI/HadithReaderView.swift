import ArabicText
import Foundation
import KioskCore
import Scripture

/// Draws the hadith reader: pure, like the other views.
public enum HadithReaderView {
    public static func render(_ reader: HadithReader, settings: Settings, width: Int, height: Int) -> CellGrid {
        let layout = ScreenLayout(width: width, height: height)
        if let small = layout.tooSmall() { return small }
        var grid = CellGrid(width: width, height: height)
        let mode = settings.display.arabicDisplayMode
        if reader.page == .hadith, let hadith = reader.hadith {
            drawHadith(hadith, mode: mode, layout: layout, into: &grid)
        } else {
            drawList(reader, mode: mode, layout: layout, into: &grid)
        }
        if reader.typing {
            layout.drawMessage("Search: " + reader.input + "▏   (add collection:ID narrator:TEXT grade:G)",
                               style: Style(.accent, bold: true), into: &grid)
        } else if let message = reader.message {
            layout.drawMessage(message, style: Style(.warning, bold: true), into: &grid)
        }
        layout.drawFooter(reader.footer, into: &grid)
        return grid
    }

    private static func drawList(_ reader: HadithReader, mode: ArabicDisplayMode, layout: ScreenLayout, into grid: inout CellGrid) {
        let title = switch reader.page {
        case .collections: "Hadith · collections"
        case .chapters: "Hadith · chapters"
        case .hadiths: "Hadith · hadiths"
        case .search: reader.items.isEmpty ? "Hadith · search (suggestions)" : "Hadith · search results"
        case .bookmarks: "Hadith · bookmarks"
        case .hadith: ""
        }
        layout.drawTitle(title, into: &grid)
        let list = reader.list
        if list.isEmpty { grid.put("Nothing here yet.", x: 2, y: layout.body.lowerBound, style: Style(.dim)) }
        let rowsPerItem = reader.page == .search && !reader.items.isEmpty ? 4 : 1
        let visible = max(1, layout.bodyRows / rowsPerItem)
        let top = max(0, min(reader.selection - visible / 2, list.count - visible))
        for (index, item) in list.dropFirst(top).prefix(visible).enumerated() {
            let y = layout.body.lowerBound + index * rowsPerItem
            let selected = top + index == reader.selection
            let style = selected ? Style(.current, bold: true, reverse: true) : Style(.normal)
            grid.restyle(x: 0, y: y, length: grid.width, style: style)
            let title = ArabicText.containsRightToLeft(item.title) ? ArabicText.visual(item.title, mode: mode) : item.title
            grid.put(title, x: 1, y: y, style: style, limit: grid.width / 2)
            if rowsPerItem == 1 {
                let detail = ArabicText.containsRightToLeft(item.detail) ? ArabicText.visual(item.detail, mode: mode) : item.detail
                grid.putRight(String(detail.prefix(grid.width / 2 - 2)), right: grid.width - 1, y: y, style: style)
            } else {
                for (line, text) in TextWrap.lines(item.detail, width: grid.width - 6).prefix(3).enumerated() {
                    grid.put(text, x: 4, y: y + 1 + line, style: Style(.dim))
                }
            }
        }
    }

    private static func drawHadith(_ hadith: ReaderHadith, mode: ArabicDisplayMode, layout: ScreenLayout, into grid: inout CellGrid) {
        layout.drawTitle(hadith.reference, right: String(hadith.chapter.prefix(grid.width / 2)), rightStyle: Style(.title), into: &grid)
        let arabicWords = hadith.arabic.split(separator: " ").map { RightToLeftLine.Word(text: String($0), tag: 0) }
        let arabicLines = RightToLeftLine.wrap(arabicWords, width: grid.width - 4)
        var y = layout.body.lowerBound
        let room = layout.bodyRows
        let narrator = hadith.narrator.isEmpty ? [] : TextWrap.lines(hadith.narrator, width: grid.width - 4).map { ($0, Style(.accent, bold: true)) }
        let lines = narrator + TextWrap.lines(hadith.english, width: grid.width - 4).map { ($0, Style(.normal)) }
            + [("", Style()), ("Grade: \(hadith.grade)", Style(.title, bold: true))]
        // Arabic first, as much as leaves room for the translation and the grade.
        let arabicRoom = max(2, min(arabicLines.count, room - lines.count - 1))
        for line in arabicLines.prefix(arabicRoom) {
            line.draw(into: &grid, right: grid.width - 2, y: y, mode: mode) { _ in Style(.normal) }
            y += 1
        }
        if arabicLines.count > arabicRoom { grid.put("…", x: 2, y: y - 1, style: Style(.dim)) }
        y += 1
        for (text, style) in lines where y < layout.body.upperBound {
            grid.put(text, x: 2, y: y, style: style)
            y += 1
        }
    }
}
