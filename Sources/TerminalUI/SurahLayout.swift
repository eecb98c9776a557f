import ArabicText
import FoundationEssentials
import Scripture

/// A surah laid out for one width and display mode: every line, tagged with the
/// ayah it belongs to, and the lines each ayah takes. Made once when the surah, the
/// size or the mode changes, never on a clock tick.
struct SurahLayout: Sendable, Equatable {
    enum Line: Sendable, Equatable {
        /// Right-to-left Arabic words, each tagged with its ayah (index into the surah's ayahs).
        case arabic(RightToLeftLine)
        /// A line of an ayah's translation.
        case translation(LaidOutLine, ayah: Int)
        /// A line of two translations side by side (either column may have ended).
        case translationPair(LaidOutLine?, LaidOutLine?, ayah: Int)
        case heading(LaidOutLine)
        /// Space after an ayah (or after the heading, `ayah` nil).
        case blank(ayah: Int?)

        var ayahs: [Int] {
            switch self {
            case .arabic(let line): Array(Set(line.words.map(\.tag))).sorted()
            case .translation(_, let ayah), .translationPair(_, _, let ayah): [ayah]
            case .blank(let ayah?): [ayah]
            default: []
            }
        }
    }

    struct Key: Sendable, Equatable {
        let surah: Int
        let width: Int
        let verseByVerse: Bool
        let showTranslation: Bool
        let mode: ArabicDisplayMode
    }

    let key: Key
    let lines: [Line]
    /// For each ayah (by index), the lines it takes.
    let ayahLines: [Range<Int>]

    /// Two translations stand side by side from this width on; narrower, the second
    /// goes under the first.
    static let sideBySideWidth = 100

    init(key: Key, ayahs: [ReaderAyah], bismillah: String?) {
        self.key = key
        /// An ayah's translation, with a second one beside or under it.
        func translationLines(_ first: String, _ second: String?, ayah index: Int, number: Int) -> [Line] {
            let label = "\(key.surah):\(number)  "
            guard let second else {
                return TextLayout.lines(label + first, width: key.width, mode: key.mode).map { .translation($0, ayah: index) }
            }
            guard key.width >= Self.sideBySideWidth else {
                return (TextLayout.lines(label + first, width: key.width, mode: key.mode)
                    + TextLayout.lines(label + second, width: key.width, mode: key.mode)).map { .translation($0, ayah: index) }
            }
            let column = (key.width - 3) / 2
            let left = TextLayout.lines(label + first, width: column, mode: key.mode)
            let right = TextLayout.lines(label + second, width: column, mode: key.mode)
            return (0..<max(left.count, right.count)).map { row in
                .translationPair(left.indices.contains(row) ? left[row] : nil, right.indices.contains(row) ? right[row] : nil, ayah: index)
            }
        }
        var lines: [Line] = []
        if let bismillah, key.surah != 1, key.surah != 9 {
            lines += TextLayout.lines(bismillah, width: key.width, mode: key.mode).map { .heading($0) } + [.blank(ayah: nil)]
        }
        func words(of index: Int) -> [RightToLeftLine.Word] {
            let ayah = ayahs[index]
            return AyahMarker.words(of: AyahMarker.appended(to: ayah.arabic, number: ayah.number))
                .map { RightToLeftLine.Word(text: $0, tag: index, mode: key.mode) }
        }
        if key.verseByVerse {
            for index in ayahs.indices {
                lines += RightToLeftLine.wrap(words(of: index), width: key.width).map { .arabic($0) }
                if key.showTranslation, let translation = ayahs[index].translation {
                    lines += translationLines(translation, ayahs[index].secondTranslation, ayah: index, number: ayahs[index].number)
                }
                lines.append(.blank(ayah: index))
            }
        } else {
            lines += RightToLeftLine.wrap(ayahs.indices.flatMap(words(of:)), width: key.width).map { .arabic($0) }
        }
        self.lines = lines
        var ranges = [Range<Int>?](repeating: nil, count: ayahs.count)
        for (number, line) in lines.enumerated() {
            for ayah in line.ayahs where ranges.indices.contains(ayah) {
                ranges[ayah] = (ranges[ayah]?.lowerBound ?? number)..<(number + 1)
            }
        }
        ayahLines = ranges.map { $0 ?? 0..<0 }
    }

    // MARK: - Pages

    /// Verse by verse, a page holds whole ayahs (one that does not fit is left for
    /// the next page, unless it is the first, which is shown as far as it goes), so
    /// paging shows every ayah exactly once. Continuous text pages by lines.
    func isShown(line: Int, top: Int, rows: Int) -> Bool {
        guard line >= top, line < top + rows else { return false }
        guard key.verseByVerse else { return true }
        return lines[line].ayahs.allSatisfy { ayah in
            ayahLines[ayah].upperBound <= top + rows || ayahLines[ayah].lowerBound <= top
        }
    }

    /// The ayahs a page shows (wholly, or the first as far as it goes).
    func ayahsShown(top: Int, rows: Int) -> Set<Int> {
        Set((top..<min(lines.count, top + rows)).filter { isShown(line: $0, top: top, rows: rows) }.flatMap { lines[$0].ayahs })
    }

    /// The first line of the page after the one at `top`, or nil on the last page.
    func nextPage(after top: Int, rows: Int) -> Int? {
        guard key.verseByVerse else { return top + rows < lines.count ? top + rows : nil }
        // The first line not shown on this page starts the next.
        let next = (top..<lines.count).first { !isShown(line: $0, top: top, rows: rows) } ?? lines.count
        return next < lines.count ? max(next, top + 1) : nil
    }

    /// Where every page starts, paging from the first line: pages are fixed, like
    /// a printed book's, whatever way the reader reached them.
    func pageStarts(rows: Int) -> [Int] {
        var starts = [0]
        while let next = nextPage(after: starts[starts.count - 1], rows: rows) { starts.append(next) }
        return starts
    }

    /// The first line of the page before the one at `top`.
    func previousPage(before top: Int, rows: Int) -> Int {
        pageStarts(rows: rows).last { $0 < top } ?? 0
    }

    /// The first line of the page that shows `ayah` (where its first line is).
    func pageStart(showing ayah: Int, rows: Int) -> Int {
        guard ayahLines.indices.contains(ayah) else { return 0 }
        return pageStarts(rows: rows).last { $0 <= ayahLines[ayah].lowerBound } ?? 0
    }
}
