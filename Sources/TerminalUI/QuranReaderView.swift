import ArabicText
import Foundation
import KioskCore
import Scripture

/// Draws the Quran reader: `render(reader, settings, width, height)` is pure.
public enum QuranReaderView {
    public static func render(_ reader: QuranReader, settings: Settings, width: Int, height: Int) -> CellGrid {
        let layout = ScreenLayout(width: width, height: height)
        if let small = layout.tooSmall() { return small }
        var grid = CellGrid(width: width, height: height)
        let mode = settings.display.arabicDisplayMode
        switch reader.page {
        case .surahList: drawSurahList(reader, mode: mode, layout: layout, into: &grid)
        case .surah: drawSurah(reader, mode: mode, layout: layout, into: &grid)
        case .search: drawList(reader.results, title: "Search results", reader: reader, mode: mode, layout: layout, into: &grid)
        case .bookmarks: drawList(reader.bookmarks, title: "Bookmarks", reader: reader, mode: mode, layout: layout, into: &grid)
        }
        drawBottom(reader, layout: layout, into: &grid)
        return grid
    }

    /// Ayahs that PgUp/PgDn move.
    public static func pageSize(_ layout: ScreenLayout) -> Int { max(1, layout.bodyRows / 4) }

    private static func drawSurahList(_ reader: QuranReader, mode: ArabicDisplayMode, layout: ScreenLayout, into grid: inout CellGrid) {
        layout.drawTitle("Quran · surahs", into: &grid)
        let list = reader.filteredSurahs
        let rows = layout.bodyRows
        let top = max(0, min(reader.listSelection - rows / 2, list.count - rows))
        for (row, surah) in list.dropFirst(top).prefix(rows).enumerated() {
            let y = layout.body.lowerBound + row
            let selected = top + row == reader.listSelection
            let style = selected ? Style(.current, bold: true, reverse: true) : Style(.normal)
            grid.restyle(x: 0, y: y, length: grid.width, style: style)
            grid.put(String(format: "%3d", surah.number), x: 1, y: y, style: style)
            let name = ArabicText.visual(surah.name, mode: mode)
            grid.put(name, x: 6 + max(0, 14 - ArabicText.displayWidth(name)), y: y, style: style)
            let details = "\(surah.transliteration) · \(surah.english)"
            grid.put(details, x: 22, y: y, style: style, limit: max(0, grid.width - 46))
            grid.putRight("\(surah.ayahCount) ayahs · \(surah.revelation == .meccan ? "Meccan" : "Medinan")",
                          right: grid.width - 1, y: y, style: style)
        }
        if list.isEmpty { grid.put("No surah matches \"\(reader.filter)\".", x: 2, y: 2, style: Style(.dim)) }
    }

    /// A line of the surah view: right-to-left Arabic words, or left-to-right text.
    private enum Line {
        case arabic(RightToLeftLine)
        case text(String, tag: Int)
        case heading(String)
        case blank

        var tag: Int? {
            switch self {
            case .arabic(let line): line.words.first?.tag
            case .text(_, let tag): tag
            default: nil
            }
        }
    }

    private static func lines(_ reader: QuranReader, width: Int) -> [Line] {
        var lines: [Line] = []
        if let bismillah = reader.bismillah, reader.surahs.first(where: { $0.number == reader.surahNumber })?.hasBismillahHeading == true {
            lines += [.heading(bismillah), .blank]
        }
        func words(of index: Int) -> [RightToLeftLine.Word] {
            let ayah = reader.ayahs[index]
            return (ayah.arabic.split(separator: " ").map(String.init) + [AyahMarker.text(ayah.number)])
                .map { RightToLeftLine.Word(text: $0, tag: index) }
        }
        if reader.verseByVerse {
            for index in reader.ayahs.indices {
                lines += RightToLeftLine.wrap(words(of: index), width: width).map { .arabic($0) }
                if reader.showTranslation, let translation = reader.ayahs[index].translation {
                    lines += TextWrap.lines("\(reader.surahNumber):\(reader.ayahs[index].number)  \(translation)", width: width)
                        .map { .text($0, tag: index) }
                }
                lines.append(.blank)
            }
        } else {
            lines += RightToLeftLine.wrap(reader.ayahs.indices.flatMap(words(of:)), width: width).map { .arabic($0) }
        }
        return lines
    }

    private static func drawSurah(_ reader: QuranReader, mode: ArabicDisplayMode, layout: ScreenLayout, into grid: inout CellGrid) {
        if let surah = reader.surahs.first(where: { $0.number == reader.surahNumber }) {
            let ayah = reader.ayahs.indices.contains(reader.cursor) ? reader.ayahs[reader.cursor].number : 1
            let juz = Juz.of(AyahReference(surah: surah.number, ayah: ayah))
            layout.drawTitle("\(surah.number). \(surah.transliteration) (\(surah.english)) · \(surah.ayahCount) ayahs · juz \(juz)",
                             right: ArabicText.visual(surah.name, mode: mode), into: &grid)
        }
        let margin = 2
        let body = lines(reader, width: grid.width - 2 * margin)
        let rows = layout.bodyRows
        let focus = reader.playing.flatMap { playing in reader.ayahs.firstIndex { $0.number == playing.ayah && reader.surahNumber == playing.surah } }
            ?? reader.cursor
        let first = body.firstIndex { $0.tag == focus } ?? 0
        let top = max(0, min(first - rows / 4, body.count - rows))
        let playingIndex = reader.playing.flatMap { playing in
            playing.surah == reader.surahNumber ? reader.ayahs.firstIndex { $0.number == playing.ayah } : nil
        }
        func style(_ tag: Int) -> Style {
            if tag == playingIndex { return Style(.next, bold: true, reverse: true) }
            if tag == reader.cursor { return Style(.accent, bold: true) }
            return Style(.normal)
        }
        for (row, line) in body.dropFirst(top).prefix(rows).enumerated() {
            let y = layout.body.lowerBound + row
            switch line {
            case .arabic(let words):
                words.draw(into: &grid, right: grid.width - margin, y: y, mode: mode, style: style)
            case .text(let text, let tag):
                grid.put(text, x: margin, y: y, style: tag == reader.cursor || tag == playingIndex ? style(tag) : Style(.dim))
            case .heading(let text):
                grid.putCentered(ArabicText.visual(text, mode: mode), y: y, style: Style(.title, bold: true))
            case .blank:
                break
            }
        }
    }

    private static func drawList(_ items: [ReaderListItem], title: String, reader: QuranReader, mode: ArabicDisplayMode,
                                 layout: ScreenLayout, into grid: inout CellGrid) {
        layout.drawTitle("Quran · \(title)", into: &grid)
        if items.isEmpty { grid.put("Nothing here yet.", x: 2, y: layout.body.lowerBound, style: Style(.dim)) }
        let rows = layout.bodyRows
        let top = max(0, min(reader.listSelection - rows / 2, items.count - rows))
        for (row, item) in items.dropFirst(top).prefix(rows).enumerated() {
            let y = layout.body.lowerBound + row
            let selected = top + row == reader.listSelection
            let style = selected ? Style(.current, bold: true, reverse: true) : Style(.normal)
            grid.restyle(x: 0, y: y, length: grid.width, style: style)
            grid.put(String(describing: item.reference).padding(toLength: 8, withPad: " ", startingAt: 0), x: 1, y: y, style: style)
            let text = ArabicText.containsRightToLeft(item.text) ? ArabicText.visual(item.text, mode: mode) : item.text
            grid.put(text, x: 10, y: y, style: style, limit: grid.width - 11)
        }
    }

    private static func drawBottom(_ reader: QuranReader, layout: ScreenLayout, into grid: inout CellGrid) {
        if let prompt = reader.prompt {
            let label = switch prompt {
            case .filter: "Filter: "
            case .goTo: "Go to (surah or surah:ayah): "
            case .search: "Search (Arabic or translation): "
            case .bookmarkNote: "Bookmark note (optional, Enter to save): "
            }
            layout.drawMessage(label + reader.input + "▏", style: Style(.accent, bold: true), into: &grid)
        } else if let message = reader.message {
            layout.drawMessage(message, style: Style(.warning, bold: true), into: &grid)
        }
        layout.drawFooter(reader.footer, into: &grid)
    }
}
