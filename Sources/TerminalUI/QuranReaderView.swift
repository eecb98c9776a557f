import ArabicText
import Foundation
import KioskCore
import Scripture

/// Draws the Quran reader: `render(reader, settings, width, height)` is pure.
public enum QuranReaderView {
    public static func render(_ reader: QuranReader, settings: Settings, width: Int, height: Int) -> CellGrid {
        if let small = CellGrid.tooSmall(width: width, height: height, minimum: (40, 12)) { return small }
        var grid = CellGrid(width: width, height: height)
        let mode = settings.display.arabicDisplayMode
        switch reader.page {
        case .surahList: drawSurahList(reader, mode: mode, into: &grid)
        case .surah: drawSurah(reader, mode: mode, into: &grid)
        case .search: drawList(reader.results, title: "Search results", reader: reader, mode: mode, into: &grid)
        case .bookmarks: drawList(reader.bookmarks, title: "Bookmarks", reader: reader, mode: mode, into: &grid)
        }
        drawBottom(reader, into: &grid)
        return grid
    }

    /// Ayahs that fit on one screen (for PgUp/PgDn).
    public static func pageSize(height: Int) -> Int { max(1, (height - 4) / 4) }

    private static func drawSurahList(_ reader: QuranReader, mode: ArabicDisplayMode, into grid: inout CellGrid) {
        grid.put("Quran · surahs", x: 1, y: 0, style: Style(.title, bold: true))
        let list = reader.filteredSurahs
        let rows = grid.height - 4
        let top = max(0, min(reader.listSelection - rows / 2, list.count - rows))
        for (row, surah) in list.dropFirst(top).prefix(rows).enumerated() {
            let y = row + 2
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

    private static func drawSurah(_ reader: QuranReader, mode: ArabicDisplayMode, into grid: inout CellGrid) {
        if let surah = reader.surahs.first(where: { $0.number == reader.surahNumber }) {
            let ayah = reader.ayahs.indices.contains(reader.cursor) ? reader.ayahs[reader.cursor].number : 1
            let juz = Juz.of(AyahReference(surah: surah.number, ayah: ayah))
            grid.put("\(surah.number). \(surah.transliteration) (\(surah.english)) · \(surah.ayahCount) ayahs · juz \(juz)",
                     x: 1, y: 0, style: Style(.title, bold: true))
            grid.putRight(ArabicText.visual(surah.name, mode: mode), right: grid.width - 1, y: 0, style: Style(.title, bold: true))
        }
        let margin = 2
        let body = lines(reader, width: grid.width - 2 * margin)
        let rows = grid.height - 4
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
            let y = row + 2
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
                                 into grid: inout CellGrid) {
        grid.put("Quran · \(title)", x: 1, y: 0, style: Style(.title, bold: true))
        if items.isEmpty { grid.put("Nothing here yet.", x: 2, y: 2, style: Style(.dim)) }
        let rows = grid.height - 4
        let top = max(0, min(reader.listSelection - rows / 2, items.count - rows))
        for (row, item) in items.dropFirst(top).prefix(rows).enumerated() {
            let selected = top + row == reader.listSelection
            let style = selected ? Style(.current, bold: true, reverse: true) : Style(.normal)
            grid.restyle(x: 0, y: row + 2, length: grid.width, style: style)
            grid.put(String(describing: item.reference).padding(toLength: 8, withPad: " ", startingAt: 0), x: 1, y: row + 2, style: style)
            let text = ArabicText.containsRightToLeft(item.text) ? ArabicText.visual(item.text, mode: mode) : item.text
            grid.put(text, x: 10, y: row + 2, style: style, limit: grid.width - 11)
        }
    }

    private static func drawBottom(_ reader: QuranReader, into grid: inout CellGrid) {
        let bottom = grid.height - 1
        if let prompt = reader.prompt {
            let label = switch prompt {
            case .filter: "Filter: "
            case .goTo: "Go to (surah or surah:ayah): "
            case .search: "Search (Arabic or translation): "
            case .bookmarkNote: "Bookmark note (optional, Enter to save): "
            }
            grid.put(label + reader.input + "▏", x: 1, y: bottom - 1, style: Style(.accent, bold: true))
        } else if let message = reader.message {
            grid.put(message, x: 1, y: bottom - 1, style: Style(.warning, bold: true))
        } else if let playing = reader.playing {
            grid.put("♪ Reciting \(playing) — s stop, ] faster, [ slower", x: 1, y: bottom - 1, style: Style(.accent))
        }
        let footer = switch reader.page {
        case .surahList: "type to filter · ↑↓ choose · Enter open · g go to · / search · B bookmarks · Esc back to the clock"
        case .surah: "↑↓/jk ayah · PgUp/PgDn · n/p surah · g go to · / search · b bookmark · B bookmarks · Enter recite · s stop · ]/[ speed · t translation · v mode · Esc"
        case .search, .bookmarks: "↑↓ choose · Enter open · / search · Esc back"
        }
        grid.put(footer, x: 1, y: bottom, style: Style(.footer), limit: grid.width - 2)
    }
}
