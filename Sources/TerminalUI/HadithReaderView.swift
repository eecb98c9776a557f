import ArabicText
import FoundationEssentials
import Messages
import MosqueSettings
import Scripture

/// Draws the hadith reader: pure, like the other views.
public enum HadithReaderView {
    public static func render(_ reader: HadithReader, settings: Settings, width: Int, height: Int) -> CellGrid {
        let layout = ScreenLayout(width: width, height: height)
        if let small = layout.tooSmall() { return small }
        var grid = CellGrid(width: width, height: height)
        let mode = settings.display.arabicDisplayMode
        if reader.page == .hadith, let hadith = reader.hadith {
            drawHadith(hadith, words: reader.words, mode: mode, layout: layout, into: &grid)
        } else {
            drawList(reader, mode: mode, layout: layout, into: &grid)
        }
        let words = reader.words
        func shown(_ text: String) -> String { TextLayout.display(text, mode: mode) }
        if let prompt = reader.prompt {
            let line = switch prompt {
            case .search:
                // TRANSLATORS: keep collection:ID narrator:TEXT grade:G grader:NAME as they are: they are what one types.
                TypedLine.text(shown(words.tr("Search:")) + " ", reader.input, mode: mode) + "   " + shown(words.tr("(add collection:ID narrator:TEXT grade:G grader:NAME)"))
            case .bookmarkNote(_, _, let reference):
                TypedLine.text(shown(words.tr("Note for %s (optional; empty keeps the note it has):", reference)) + " ", reader.input, mode: mode)
            case .editNote(_, _, let reference): TypedLine.text(shown(words.tr("Note for %s (empty removes it):", reference)) + " ", reader.input, mode: mode)
            }
            layout.drawMessage(line, style: Style(.accent, bold: true), wrapping: true, into: &grid)
        } else if let message = reader.message {
            layout.drawMessage(shown(message), style: Style(.warning, bold: true), wrapping: true, into: &grid)
        }
        layout.drawFooter(shown(reader.footer), into: &grid)
        return grid
    }

    private static func drawList(_ reader: HadithReader, mode: ArabicDisplayMode, layout: ScreenLayout, into grid: inout CellGrid) {
        let words = reader.words
        let title = switch reader.page {
        case .collections: words.tr("Hadith · collections")
        case .chapters: words.tr("Hadith · chapters")
        case .hadiths: words.tr("Hadith · hadiths")
        case .search: reader.items.isEmpty ? words.tr("Hadith · search (suggestions)") : words.tr("Hadith · search results")
        case .bookmarks: words.tr("Hadith · bookmarks")
        case .hadith: ""
        }
        layout.drawTitle(TextLayout.display(title, mode: mode), into: &grid)
        let list = reader.list
        if list.isEmpty { grid.put(TextLayout.display(words.tr("Nothing here yet."), mode: mode), x: 2, y: layout.body.lowerBound, style: Style(.dim)) }
        let rowsPerItem = reader.page == .search && !reader.items.isEmpty ? 4 : 1
        let visible = max(1, layout.bodyRows / rowsPerItem)
        let top = max(0, min(reader.selection - visible / 2, list.count - visible))
        for (index, item) in list.dropFirst(top).prefix(visible).enumerated() {
            let y = layout.body.lowerBound + index * rowsPerItem
            let selected = top + index == reader.selection
            let style = selected ? Style(.current, bold: true, reverse: true) : Style(.normal)
            grid.restyle(x: 0, y: y, length: grid.width, style: style)
            // A title shares its row with the detail in the lists; a search result's row is its own.
            grid.putText(item.title, x: 1, y: y, mode: mode, style: style, limit: rowsPerItem == 1 ? grid.width / 2 : grid.width - 2)
            if rowsPerItem == 1 {
                // The detail's first line, as much as fits in the right half.
                if let detail = TextLayout.lines(item.detail, width: grid.width / 2 - 2, mode: mode).first {
                    grid.putRight(detail.display, right: grid.width - 1, y: y, style: style)
                }
            } else {
                for (line, text) in TextLayout.lines(item.detail, width: grid.width - 6, mode: mode).prefix(3).enumerated() {
                    grid.draw(text, left: 4, right: grid.width - 2, y: y + 1 + line, style: Style(.dim))
                }
            }
        }
    }

    private static func drawHadith(_ hadith: ReaderHadith, words: Words, mode: ArabicDisplayMode, layout: ScreenLayout, into grid: inout CellGrid) {
        layout.drawTitle(hadith.reference, right: String(hadith.chapter.prefix(grid.width / 2)), rightStyle: Style(.title), into: &grid)
        let width = grid.width - 4
        let arabicLines = TextLayout.lines(hadith.arabic, width: width, mode: mode)
        var y = layout.body.lowerBound
        let room = layout.bodyRows
        let narrator = TextLayout.lines(hadith.narrator, width: width, mode: mode).map { ($0, Style(.accent, bold: true)) }
        let lines = narrator + TextLayout.lines(hadith.english, width: width, mode: mode).map { ($0, Style(.normal)) }
            + [(nil, Style())] + TextLayout.lines(words.tr("Grade: %s", hadith.grade), width: width, mode: mode).map { ($0, Style(.title, bold: true)) }
        // Arabic first, as much as leaves room for the translation and the grade.
        let arabicRoom = max(2, min(arabicLines.count, room - lines.count - 1))
        for line in arabicLines.prefix(arabicRoom) {
            grid.draw(line, left: 2, right: grid.width - 2, y: y, style: Style(.normal))
            y += 1
        }
        if arabicLines.count > arabicRoom { grid.put("…", x: 2, y: y - 1, style: Style(.dim)) }
        y += 1
        for (line, style) in lines where y < layout.body.upperBound {
            if let line { grid.draw(line, left: 2, right: grid.width - 2, y: y, style: style) }
            y += 1
        }
    }
}
