import ArabicText
import Foundation
import KioskCore
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

    /// A drawn line: left-to-right text with an indent, or a right-aligned Arabic line.
    private enum Line {
        case text(String, Style, indent: Int)
        case arabic(RightToLeftLine)
        case blank
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
            layout.drawMessage("Search the steps: " + browser.input + "▏", style: Style(.accent, bold: true), into: &grid)
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
            let sunnah = guide.sunnah.isEmpty ? "" : "sunnah: " + guide.sunnah.map(\.summary).joined(separator: ", ")
            grid.put(sunnah, x: 36, y: y, style: style, limit: grid.width - 38)
        }
        let note = browser.tradition.basis ?? "Hanafi and Shafi'i practice where they differ; sources are listed in each guide."
        for (offset, line) in TextWrap.lines(note, width: grid.width - 4).enumerated() {
            let y = layout.body.lowerBound + 1 + browser.guides.count * 2 + offset
            if y < layout.body.upperBound { grid.put(line, x: 2, y: y, style: Style(.dim)) }
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
        let textWidth = grid.width - 4
        var y = layout.body.lowerBound
        let last = layout.body.upperBound - 1
        for block in blocks.dropFirst(browser.scroll) {
            for line in lines(block, guide: guide, quran: browser.quran, width: textWidth) {
                guard y <= last else { return }
                switch line {
                case .text(let text, let style, let indent):
                    grid.put(text, x: 2 + indent, y: y, style: style, limit: textWidth - indent)
                case .arabic(let arabic):
                    arabic.draw(into: &grid, right: grid.width - 3, y: y, mode: mode) { _ in Style(.accent, bold: true) }
                case .blank:
                    break
                }
                y += 1
            }
        }
    }

    private static func wrapped(_ text: String, _ style: Style, indent: Int = 0, width: Int) -> [Line] {
        TextWrap.lines(text, width: width - indent).map { .text($0, style, indent: indent) }
    }

    /// A bulleted note: the lines after the first start under its text, not under the bullet.
    private static func bulleted(_ text: String, _ style: Style, indent: Int, width: Int) -> [Line] {
        let lines = TextWrap.lines(text, width: width - indent - 2)
        return lines.enumerated().map { index, line in
            index == 0 ? .text("• " + line, style, indent: indent) : .text(line, style, indent: indent + 2)
        }
    }

    private static func arabicLines(_ text: String, width: Int) -> [Line] {
        let words = text.split(separator: " ").map { RightToLeftLine.Word(text: String($0), tag: 0) }
        return RightToLeftLine.wrap(words, width: width - 2).map { .arabic($0) }
    }

    private static func lines(_ block: Block, guide: PrayerGuide, quran: [QuranPassage: QuranExcerpt], width: Int) -> [Line] {
        switch block {
        case .heading:
            var lines = wrapped("\(guide.obligatoryRakahs) rak'ahs obligatory.", Style(.normal, bold: true), width: width)
            for sunnah in guide.sunnah {
                lines += wrapped("Also commonly prayed: \(sunnah.label) (\(sunnah.cite)).", Style(.normal), width: width)
            }
            if let basis = guide.tradition.basis { lines += wrapped(basis, Style(.dim), width: width) }
            return lines + [.blank]
        case .section(let section):
            var lines = wrapped("── \(section.title) ──", Style(.title, bold: true), width: width)
            if let note = section.note { lines += wrapped(note, Style(.accent), width: width) }
            return lines + [.blank]
        case .step(let number, let step):
            var lines = wrapped("\(number). \(step.position)", Style(.next, bold: true), width: width)
            lines += wrapped(step.action, Style(.normal), indent: 3, width: width)
            for recitation in step.recitations {
                lines += recitationLines(recitation, quran: quran, width: width)
            }
            for note in step.notes { lines += bulleted(note, Style(.dim), indent: 3, width: width) }
            lines += wrapped("Sources: " + step.citations.map(\.cite).joined(separator: "; "), Style(.dim), indent: 3, width: width)
            return lines + [.blank]
        case .closing(let notes):
            var lines = wrapped("── Before you pray ──", Style(.title, bold: true), width: width)
            for note in notes {
                lines += wrapped(note.title, Style(.next, bold: true), width: width)
                lines += wrapped(note.text, Style(.normal), indent: 3, width: width)
                if !note.cite.isEmpty { lines += wrapped("Sources: " + note.cite, Style(.dim), indent: 3, width: width) }
            }
            return lines
        }
    }

    private static func recitationLines(_ recitation: GuideRecitation, quran: [QuranPassage: QuranExcerpt], width: Int) -> [Line] {
        let shown = recitation.shown(quran: quran)
        var lines: [Line] = []
        if let arabic = shown.arabic { lines += arabicLines(arabic, width: width) }
        if let missing = shown.missing { lines += wrapped(missing, Style(.warning), indent: 3, width: width) }
        lines += wrapped(recitation.transliteration, Style(.normal, bold: true), indent: 3, width: width)
        if let meaning = shown.meaning {
            let source = shown.meaningSource ?? recitation.quran.map { "Quran \($0)" }
            lines += wrapped("“\(meaning)”" + (source.map { " (\($0))" } ?? ""), Style(.normal), indent: 3, width: width)
        }
        return lines
    }
}
