import ArabicText
import FoundationEssentials
import MosqueSettings
import Scripture

/// Draws the prayer guide screen: pure, like the other views. A guide is a column
/// of blocks (its heading, each section's title, each step, the closing notes),
/// scrolled a block at a time so that a step is never cut at the top.
public enum GuideView {
    /// One scrollable unit of a guide.
    enum Block: Equatable {
        case heading
        case section(GuideSection)
        case step(number: Int, GuideStep)
        case closing([ClosingNote])
    }

    static func blocks(_ guide: PrayerGuide, closing: [ClosingNote]) -> [Block] {
        var blocks: [Block] = [.heading]
        var number = 0
        for section in guide.sections {
            blocks.append(.section(section))
            for step in section.steps {
                number += 1
                blocks.append(.step(number: number, step))
            }
        }
        return blocks + [.closing(closing)]
    }

    /// The block that shows the step at `stepIndex` of `guide.numberedSteps`.
    static func block(ofStep stepIndex: Int, in guide: PrayerGuide) -> Int {
        let sectionsBefore = guide.numberedSteps[stepIndex].section + 1
        return 1 + sectionsBefore + stepIndex
    }

    /// Blocks moved by Page Up and Page Down.
    public static func pageSize(_ layout: ScreenLayout) -> Int { max(1, layout.bodyRows / 8) }

    public static func render(_ browser: GuideBrowser, settings: Settings, width: Int, height: Int) -> CellGrid {
        let layout = ScreenLayout(width: width, height: height)
        if let small = layout.tooSmall() { return small }
        var grid = CellGrid(width: width, height: height)
        let mode = settings.display.arabicDisplayMode
        switch browser.page {
        case .list: drawList(browser, layout: layout, into: &grid)
        case .results: drawResults(browser, layout: layout, into: &grid)
        case .guide: if let guide = browser.guide { drawGuide(guide, browser: browser, mode: mode, layout: layout, into: &grid) }
        }
        if browser.typing {
            layout.drawMessage(TypedLine.text("Search the steps: ", browser.input, mode: mode), style: Style(.accent, bold: true), into: &grid)
        } else if let message = browser.message {
            layout.drawMessage(message, style: Style(.warning, bold: true), into: &grid)
        }
        layout.drawFooter(browser.footer, into: &grid)
        return grid
    }

    private static func drawList(_ browser: GuideBrowser, layout: ScreenLayout, into grid: inout CellGrid) {
        layout.drawTitle("Prayer guides · \(browser.tradition.label)", into: &grid)
        for (index, guide) in browser.guides.enumerated() {
            let y = layout.body.lowerBound + index * 2
            guard y < layout.body.upperBound - 1 else { break }
            let selected = index == browser.selection
            let style = selected ? Style(.current, bold: true, reverse: true) : Style(.normal)
            grid.restyle(x: 0, y: y, length: grid.width, style: style)
            grid.put(guide.prayer.name, x: 2, y: y, style: style)
            grid.put("\(guide.obligatoryRakahs) rak'ahs obligatory", x: 12, y: y, style: style)
            let sunnah = guide.sunnah.isEmpty ? "" : (guide.tradition == .shia ? "nafilah: " : "sunnah: ")
                + guide.sunnah.map(\.summary).joined(separator: ", ")
            grid.put(sunnah, x: 36, y: y, style: style, limit: grid.width - 38)
        }
        let note = browser.tradition.basis ?? "Hanafi and Shafi'i practice where they differ; sources are listed in each guide."
        for (offset, line) in TextLayout.lines(note, width: grid.width - 4, mode: .shaped).enumerated() {
            let y = layout.body.lowerBound + 1 + browser.guides.count * 2 + offset
            if y < layout.body.upperBound { grid.draw(line, left: 2, right: grid.width - 2, y: y, style: Style(.dim)) }
        }
    }

    private static func drawResults(_ browser: GuideBrowser, layout: ScreenLayout, into grid: inout CellGrid) {
        layout.drawTitle("Prayer guides · \(browser.tradition.label) · \(browser.results.count) steps found", into: &grid)
        let visible = max(1, layout.bodyRows / 2)
        let top = max(0, min(browser.selection - visible / 2, browser.results.count - visible))
        for (offset, match) in browser.results.dropFirst(top).prefix(visible).enumerated() {
            let y = layout.body.lowerBound + offset * 2
            let style = top + offset == browser.selection ? Style(.current, bold: true, reverse: true) : Style(.normal)
            grid.restyle(x: 0, y: y, length: grid.width, style: style)
            grid.put("\(match.guide.prayer.name) · \(match.step.position)", x: 2, y: y, style: style, limit: grid.width - 4)
            grid.put(match.step.action, x: 4, y: y + 1, style: Style(.dim), limit: grid.width - 6)
        }
    }

    private static func drawGuide(_ guide: PrayerGuide, browser: GuideBrowser, mode: ArabicDisplayMode, layout: ScreenLayout,
                                  into grid: inout CellGrid) {
        let blocks = blocks(guide, closing: browser.book.closingNotes(for: guide.tradition))
        layout.drawTitle("Prayer guide · \(guide.title)", right: "\(min(browser.scroll + 1, blocks.count))/\(blocks.count) ",
                         rightStyle: Style(.dim), into: &grid)
        let text = Writer(width: grid.width - 4, mode: mode)
        var y = layout.body.lowerBound
        let last = layout.body.upperBound - 1
        for block in blocks.dropFirst(browser.scroll) {
            for line in text.lines(block, guide: guide, quran: browser.quran) {
                guard y <= last else { return }
                if case .text(let laidOut, let style, let indent) = line {
                    grid.draw(laidOut, left: 2 + indent, right: grid.width - 2, y: y, style: style)
                }
                y += 1
            }
        }
    }

    /// A drawn line: laid-out text with an indent (right-to-left lines align right), or a gap.
    private enum Line {
        case text(LaidOutLine, Style, indent: Int)
        case blank
    }

    /// Lays a guide's blocks out in a width and display mode.
    private struct Writer {
        let width: Int
        let mode: ArabicDisplayMode

        func wrapped(_ text: String, _ style: Style, indent: Int = 0) -> [Line] {
            TextLayout.lines(text, width: width - indent, mode: mode).map { .text($0, style, indent: indent) }
        }

        /// A bulleted note: the lines after the first start under its text, not under the bullet.
        func bulleted(_ text: String, _ style: Style, indent: Int) -> [Line] {
            TextLayout.lines(text, width: width - indent - 2, mode: mode).enumerated().map { index, line in
                index == 0 ? .text(line.prefixed("• "), style, indent: indent) : .text(line, style, indent: indent + 2)
            }
        }

        func lines(_ block: Block, guide: PrayerGuide, quran: [QuranPassage: QuranExcerpt]) -> [Line] {
            switch block {
            case .heading:
                var lines = wrapped("\(guide.obligatoryRakahs) rak'ahs obligatory.", Style(.normal, bold: true))
                for sunnah in guide.sunnah {
                    lines += wrapped("Also commonly prayed: \(sunnah.label) (\(sunnah.cite)).", Style(.normal))
                }
                if let basis = guide.tradition.basis { lines += wrapped(basis, Style(.dim)) }
                return lines + [.blank]
            case .section(let section):
                var lines = wrapped("── \(section.title) ──", Style(.title, bold: true))
                if let note = section.note { lines += wrapped(note, Style(.accent)) }
                return lines + [.blank]
            case .step(let number, let step):
                var lines = wrapped("\(number). \(step.position)", Style(.next, bold: true))
                lines += wrapped(step.action, Style(.normal), indent: 3)
                for recitation in step.recitations { lines += recitationLines(recitation, quran: quran) }
                for note in step.notes { lines += bulleted(note, Style(.dim), indent: 3) }
                lines += wrapped("Sources: " + step.citations.map(\.cite).joined(separator: "; "), Style(.dim), indent: 3)
                return lines + [.blank]
            case .closing(let notes):
                var lines = wrapped("── Before you pray ──", Style(.title, bold: true))
                for note in notes {
                    lines += wrapped(note.title, Style(.next, bold: true))
                    lines += wrapped(note.text, Style(.normal), indent: 3)
                    if !note.cite.isEmpty { lines += wrapped("Sources: " + note.cite, Style(.dim), indent: 3) }
                }
                return lines
            }
        }

        func recitationLines(_ recitation: GuideRecitation, quran: [QuranPassage: QuranExcerpt]) -> [Line] {
            let shown = recitation.shown(quran: quran)
            var lines: [Line] = []
            if let arabic = shown.arabic { lines += wrapped(arabic, Style(.accent, bold: true)) }
            if let missing = shown.missing { lines += wrapped(missing, Style(.warning), indent: 3) }
            lines += wrapped(recitation.transliteration, Style(.normal, bold: true), indent: 3)
            if let meaning = shown.meaning {
                let source = shown.meaningSource ?? recitation.quran.map { "Quran \($0)" }
                lines += wrapped("“\(meaning)”" + (source.map { " (\($0))" } ?? ""), Style(.normal), indent: 3)
            }
            return lines
        }
    }
}
