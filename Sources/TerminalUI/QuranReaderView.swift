import ArabicText
import FileFormats
import FoundationEssentials
import Messages
import Scripture

/// Draws the Quran reader: `render(reader, width, height)` is pure. Arabic is shown
/// in the reader's own mode, the one its surah layout was made in.
public enum QuranReaderView {
    public static func render(_ reader: QuranReader, width: Int, height: Int) -> CellGrid {
        let layout = ScreenLayout(width: width, height: height)
        if let small = layout.tooSmall() { return small }
        var grid = CellGrid(width: width, height: height)
        let mode = reader.arabicMode
        switch reader.page {
        case .surahList: drawSurahList(reader, mode: mode, layout: layout, into: &grid)
        case .surah: drawSurah(reader, mode: mode, layout: layout, into: &grid)
        case .search: drawList(reader.results, title: reader.words.tr("Quran · search results"), reader: reader, mode: mode, layout: layout, into: &grid)
        case .bookmarks: drawList(reader.bookmarks, title: reader.words.tr("Quran · bookmarks"), reader: reader, mode: mode, layout: layout, into: &grid)
        }
        drawBottom(reader, layout: layout, into: &grid)
        return grid
    }

    private static func drawSurahList(_ reader: QuranReader, mode: ArabicDisplayMode, layout: ScreenLayout, into grid: inout CellGrid) {
        let words = reader.words
        layout.drawTitle(TextLayout.display(words.tr("Quran · surahs"), mode: mode), into: &grid)
        let list = reader.filteredSurahs
        let rows = layout.bodyRows
        let top = max(0, min(reader.listSelection - rows / 2, list.count - rows))
        for (row, surah) in list.dropFirst(top).prefix(rows).enumerated() {
            let y = layout.body.lowerBound + row
            let selected = top + row == reader.listSelection
            let style = selected ? Style(.current, bold: true, reverse: true) : Style(.normal)
            grid.restyle(x: 0, y: y, length: grid.width, style: style)
            grid.put(String(surah.number).rightAligned(to: 3), x: 1, y: y, style: style)
            let name = TextLayout.display(surah.name, mode: mode)
            grid.put(name, x: 6 + max(0, 14 - TextLayout.width(name)), y: y, style: style)
            let details = "\(surah.transliteration) · \(surah.english)"
            grid.put(details, x: 22, y: y, style: style, limit: max(0, grid.width - 46))
            let ayahs = words.trn("%s ayah", "%s ayahs", surah.ayahCount, String(surah.ayahCount))
            let revelation = surah.revelation == .meccan ? words.tr("Meccan") : words.tr("Medinan")
            grid.putRight(TextLayout.display("\(ayahs) · \(revelation)", mode: mode), right: grid.width - 1, y: y, style: style)
        }
        if list.isEmpty { grid.put(TextLayout.display(words.tr("No surah matches “%s”.", reader.filter), mode: mode), x: 2, y: 2, style: Style(.dim)) }
    }

    private static func drawSurah(_ reader: QuranReader, mode: ArabicDisplayMode, layout: ScreenLayout, into grid: inout CellGrid) {
        if let surah = reader.surahs.first(where: { $0.number == reader.surahNumber }) {
            // Where the top ayah of the page falls: its juz, hizb and rubʿ, and its mushaf page when the layout is imported.
            let top = reader.ayahs.indices.contains(reader.firstAyahOnPage) ? reader.ayahs[reader.firstAyahOnPage] : nil
            let reference = AyahReference(surah: surah.number, ayah: top?.number ?? 1)
            let juz = top?.juz ?? Juz.of(reference)
            let words = reader.words
            // TRANSLATORS: where the page's first ayah falls: %1$s the juz, %2$s the hizb, %3$s the rub' (quarter hizb).
            let place = words.tr("juz %1$s · hizb %2$s · rub' %3$s", String(juz), String(RubAlHizb.hizb(of: reference)), String(RubAlHizb.rub(of: reference)))
                + (top?.page.map { " · " + words.tr("page %s", String($0)) } ?? "")
            let ayahs = words.trn("%s ayah", "%s ayahs", surah.ayahCount, String(surah.ayahCount))
            let title = "\(surah.number). \(surah.transliteration) (\(surah.english)) · " + TextLayout.display("\(ayahs) · \(place)", mode: mode)
            layout.drawTitle(title, right: TextLayout.display(surah.name, mode: mode), into: &grid)
        }
        guard let surahLayout = reader.layout else { return }
        let margin = 2
        let rows = layout.bodyRows
        let playingIndex = reader.playing.flatMap { playing in
            playing.surah == reader.surahNumber ? reader.ayahs.firstIndex { $0.number == playing.ayah } : nil
        }
        func style(_ tag: Int) -> Style {
            if tag == playingIndex { return Style(.next, bold: true, reverse: true) }
            if tag == reader.cursor { return Style(.accent, bold: true) }
            return Style(.normal)
        }
        for index in reader.top..<min(surahLayout.lines.count, reader.top + rows)
        where surahLayout.isShown(line: index, top: reader.top, rows: rows) {
            let y = layout.body.lowerBound + index - reader.top
            switch surahLayout.lines[index] {
            case .arabic(let words):
                words.draw(into: &grid, right: grid.width - margin, y: y, mode: mode, style: style)
            case .translation(let line, let ayah):
                grid.draw(line, left: margin, right: grid.width - margin, y: y,
                          style: ayah == reader.cursor || ayah == playingIndex ? style(ayah) : Style(.dim))
            case .translationPair(let left, let right, let ayah):
                let shown = ayah == reader.cursor || ayah == playingIndex ? style(ayah) : Style(.dim)
                let middle = margin + (grid.width - 2 * margin - 3) / 2
                if let left { grid.draw(left, left: margin, right: middle, y: y, style: shown) }
                if let right { grid.draw(right, left: middle + 3, right: grid.width - margin, y: y, style: shown) }
            case .heading(let line):
                // Ayah 0 is the bismillah: highlighted like an ayah while it is recited.
                let reciting = reader.playing == AyahReference(surah: reader.surahNumber, ayah: 0)
                grid.putCentered(line.display, y: y, style: reciting ? Style(.next, bold: true, reverse: true) : Style(.title, bold: true))
            case .blank:
                break
            }
        }
    }

    private static func drawList(_ items: [ReaderListItem], title: String, reader: QuranReader, mode: ArabicDisplayMode,
                                 layout: ScreenLayout, into grid: inout CellGrid) {
        layout.drawTitle(TextLayout.display(title, mode: mode), into: &grid)
        if items.isEmpty { grid.put(TextLayout.display(reader.words.tr("Nothing here yet."), mode: mode), x: 2, y: layout.body.lowerBound, style: Style(.dim)) }
        let rows = layout.bodyRows
        let top = max(0, min(reader.listSelection - rows / 2, items.count - rows))
        for (row, item) in items.dropFirst(top).prefix(rows).enumerated() {
            let y = layout.body.lowerBound + row
            let selected = top + row == reader.listSelection
            let style = selected ? Style(.current, bold: true, reverse: true) : Style(.normal)
            grid.restyle(x: 0, y: y, length: grid.width, style: style)
            grid.put(String(describing: item.reference).padded(to: 8), x: 1, y: y, style: style)
            grid.putText(item.text, x: 10, y: y, mode: mode, style: style, limit: grid.width - 11)
        }
    }

    private static func drawBottom(_ reader: QuranReader, layout: ScreenLayout, into grid: inout CellGrid) {
        let words = reader.words
        let mode = reader.arabicMode
        if let prompt = reader.prompt {
            let label = switch prompt {
            case .filter: words.tr("Filter:")
            // TRANSLATORS: keep juz, hizb, rub, page and sajda as they are: they are what one types.
            case .goTo: words.tr("Go to (2:255, juz 30, hizb 5, rub 17, page 604, sajda 1):")
            case .search: words.tr("Search (Arabic or translation):")
            case .bookmarkNote: words.tr("Bookmark note (optional; empty keeps the note it has):")
            case .editNote(let reference): words.tr("Note for %s (empty removes it):", reference.description)
            }
            layout.drawMessage(TypedLine.text(TextLayout.display(label, mode: mode) + " ", reader.input, mode: mode), style: Style(.accent, bold: true), into: &grid)
        } else if let message = reader.message {
            layout.drawMessage(TextLayout.display(message, mode: mode), style: Style(.warning, bold: true), into: &grid)
        }
        layout.drawFooter(TextLayout.display(reader.footer, mode: mode), into: &grid)
    }
}
