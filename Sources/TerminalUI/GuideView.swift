import ArabicText
import FoundationEssentials
import Messages
import MosqueSettings
import PrayerCalc
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
        case .list: drawList(browser, mode: mode, layout: layout, into: &grid)
        case .results: drawResults(browser, mode: mode, layout: layout, into: &grid)
        case .guide: if let guide = browser.guide { drawGuide(guide, browser: browser, mode: mode, layout: layout, into: &grid) }
        }
        let words = browser.words
        if browser.typing {
            let label = TextLayout.display(words.tr("Search the steps:"), mode: mode) + " "
            layout.drawMessage(TypedLine.text(label, browser.input, mode: mode), style: Style(.accent, bold: true), into: &grid)
        } else if let message = browser.message {
            layout.drawMessage(TextLayout.display(message, mode: mode), style: Style(.warning, bold: true), into: &grid)
        }
        layout.drawFooter(TextLayout.display(browser.footer, mode: mode), into: &grid)
        return grid
    }

    /// A guide's prayer, named in the wall's language.
    static func name(_ prayer: GuidePrayer, _ words: Words) -> String {
        Prayer(rawValue: prayer.rawValue).map(words.prayer) ?? prayer.name
    }

    /// "2 before", or "witr after", in the wall's language (a nafilah is listed by its rak'ahs);
    /// the guides' own English where their data says something else.
    static func summary(_ sunnah: SunnahPrayer, _ words: Words) -> String {
        let what = switch sunnah.name {
        case nil, "nafilah": String(sunnah.rakahs)
        case "witr": words.trc("the voluntary prayer of the night", "witr")
        case let name?: name
        }
        return switch sunnah.when {
        // TRANSLATORS: voluntary rak'ahs before an obligatory prayer: %s is their number, or a prayer's name (witr).
        case "before": words.tr("%s before", what)
        // TRANSLATORS: voluntary rak'ahs after an obligatory prayer: %s is their number, or a prayer's name (witr).
        case "after": words.tr("%s after", what)
        default: sunnah.summary
        }
    }

    private static func drawList(_ browser: GuideBrowser, mode: ArabicDisplayMode, layout: ScreenLayout, into grid: inout CellGrid) {
        let words = browser.words
        layout.drawTitle(TextLayout.display(words.tr("Prayer guides · %s", browser.label(browser.tradition)), mode: mode), into: &grid)
        for (index, guide) in browser.guides.enumerated() {
            let y = layout.body.lowerBound + index * 2
            guard y < layout.body.upperBound - 1 else { break }
            let selected = index == browser.selection
            let style = selected ? Style(.current, bold: true, reverse: true) : Style(.normal)
            grid.restyle(x: 0, y: y, length: grid.width, style: style)
            grid.put(TextLayout.display(name(guide.prayer, words), mode: mode), x: 2, y: y, style: style)
            // TRANSLATORS: how many rak'ahs a prayer's obligatory part has (2, 3 or 4).
            let obligatory = words.trn("%s rak'ah obligatory", "%s rak'ahs obligatory", guide.obligatoryRakahs, String(guide.obligatoryRakahs))
            grid.put(TextLayout.display(obligatory, mode: mode), x: 12, y: y, style: style)
            let listed = guide.sunnah.map { summary($0, words) }.joined(separator: words.trc("between items of a list", ", "))
            // TRANSLATORS: %s lists the voluntary prayers around an obligatory one, such as "2 before, 2 after".
            let sunnah = guide.sunnah.isEmpty ? "" : TextLayout.display(guide.tradition == .shia ? words.tr("nafilah: %s", listed)
                : words.tr("sunnah: %s", listed), mode: mode)
            grid.put(sunnah, x: 36, y: y, style: style, limit: grid.width - 38)
        }
        let note = GuideBrowser.basis(browser.tradition, words)
        for (offset, line) in TextLayout.lines(note, width: grid.width - 4, mode: mode).enumerated() {
            let y = layout.body.lowerBound + 1 + browser.guides.count * 2 + offset
            if y < layout.body.upperBound { grid.draw(line, left: 2, right: grid.width - 2, y: y, style: Style(.dim)) }
        }
    }

    private static func drawResults(_ browser: GuideBrowser, mode: ArabicDisplayMode, layout: ScreenLayout, into grid: inout CellGrid) {
        let words = browser.words
        let found = words.trn("%s step found", "%s steps found", browser.results.count, String(browser.results.count))
        layout.drawTitle(TextLayout.display(words.tr("Prayer guides · %s", browser.label(browser.tradition)) + " · " + found, mode: mode), into: &grid)
        let visible = max(1, layout.bodyRows / 2)
        let top = max(0, min(browser.selection - visible / 2, browser.results.count - visible))
        for (offset, match) in browser.results.dropFirst(top).prefix(visible).enumerated() {
            let y = layout.body.lowerBound + offset * 2
            let style = top + offset == browser.selection ? Style(.current, bold: true, reverse: true) : Style(.normal)
            grid.restyle(x: 0, y: y, length: grid.width, style: style)
            grid.put(TextLayout.display(name(match.guide.prayer, words), mode: mode) + " · \(match.step.position)", x: 2, y: y, style: style, limit: grid.width - 4)
            grid.put(match.step.action, x: 4, y: y + 1, style: Style(.dim), limit: grid.width - 6)
        }
    }

    private static func drawGuide(_ guide: PrayerGuide, browser: GuideBrowser, mode: ArabicDisplayMode, layout: ScreenLayout,
                                  into grid: inout CellGrid) {
        let blocks = blocks(guide, closing: browser.book.closingNotes(for: guide.tradition))
        layout.drawTitle(TextLayout.display(browser.words.tr("Prayer guide · %1$s · %2$s", name(guide.prayer, browser.words), browser.label(guide.tradition)), mode: mode),
                         right: "\(min(browser.scroll + 1, blocks.count))/\(blocks.count) ", rightStyle: Style(.dim), into: &grid)
        let text = Writer(width: grid.width - 4, mode: mode, words: browser.words)
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
        let words: Words

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
                var lines = wrapped(words.trn("%s rak'ah obligatory.", "%s rak'ahs obligatory.", guide.obligatoryRakahs, String(guide.obligatoryRakahs)),
                                    Style(.normal, bold: true))
                for sunnah in guide.sunnah {
                    // TRANSLATORS: %1$s is a voluntary prayer as the guides name it (English), %2$s its sources.
                    lines += wrapped(words.tr("Also commonly prayed: %1$s (%2$s).", sunnah.label, sunnah.cite), Style(.normal))
                }
                if guide.tradition == .shia { lines += wrapped(GuideBrowser.basis(.shia, words), Style(.dim)) }
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
                lines += wrapped(words.tr("Sources: %s", step.citations.map(\.cite).joined(separator: "; ")), Style(.dim), indent: 3)
                return lines + [.blank]
            case .closing(let notes):
                var lines = wrapped("── " + words.tr("Before you pray") + " ──", Style(.title, bold: true))
                for note in notes {
                    lines += wrapped(note.title, Style(.next, bold: true))
                    lines += wrapped(note.text, Style(.normal), indent: 3)
                    if !note.cite.isEmpty { lines += wrapped(words.tr("Sources: %s", note.cite), Style(.dim), indent: 3) }
                }
                return lines
            }
        }

        func recitationLines(_ recitation: GuideRecitation, quran: [QuranPassage: QuranExcerpt]) -> [Line] {
            let shown = recitation.shown(quran: quran, words: words)
            var lines: [Line] = []
            if let arabic = shown.arabic { lines += wrapped(arabic, Style(.accent, bold: true)) }
            if let missing = shown.missing { lines += wrapped(missing, Style(.warning), indent: 3) }
            lines += wrapped(recitation.transliteration, Style(.normal, bold: true), indent: 3)
            if let meaning = shown.meaning {
                // TRANSLATORS: a passage of the Quran cited as a source, such as "Quran 1:1-7".
                let source = shown.meaningSource ?? recitation.quran.map { passage in words.tr("Quran %s", "\(passage)") }
                lines += wrapped("“\(meaning)”" + (source.map { " (\($0))" } ?? ""), Style(.normal), indent: 3)
            }
            return lines
        }
    }
}
