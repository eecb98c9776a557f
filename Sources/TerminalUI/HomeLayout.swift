import ArabicText

/// How the home layout shares the screen's rows, top to bottom: the place, the big
/// clock, both dates, the prayer table, the hadith of the day, the announcement (or
/// the admin page's claim), and the three bottom lines. The table, the notices and
/// the bottom lines always have their rows; the hadith takes up to
/// `maximumQuoteLines` lines and its reference while the clock keeps digits
/// `minimumClockRows` rows tall; the clock takes the rest.
struct HomeLayout {
    /// The shortest big clock: one half-row per pixel of the 7-pixel font.
    static let minimumClockRows = 4
    /// The tallest big clock.
    static let maximumClockRows = 28
    /// The hadith of the day's longest text, in lines.
    static let maximumQuoteLines = 3

    /// Rows of the prayer table (its heading and one per row), 0 without times.
    let tableRows: Int
    /// Rows of the announcement and claim block with the blank row above it, 0 without one.
    let noticeRows: Int
    /// Rows the screen has.
    let height: Int

    init(state: ClockScreenState, height: Int, noticeRows: Int) {
        self.height = height
        self.noticeRows = noticeRows
        tableRows = state.status.map { 1 + $0.day.rows.count + ($0.day.secondJumuah == nil ? 0 : 1) } ?? 0
    }

    /// Rows nothing else may take: the place line, the dates, the table, the
    /// notices, the bottom three lines and the blank rows under the clock and under the dates.
    private var fixedRows: Int { 1 + 2 + tableRows + noticeRows + 3 + 2 }

    /// Rows the hadith may take beside the shortest clock.
    private var quoteRoom: Int { height - fixedRows - Self.minimumClockRows }

    /// Lines of hadith text the screen has room for (0: none): beside them a row for
    /// the reference and, unless the screen is tight, a blank row above.
    var quoteLines: Int {
        max(0, min(Self.maximumQuoteLines, quoteRoom >= 3 ? quoteRoom - 2 : quoteRoom - 1))
    }

    /// Whether a blank row separates the table and a hadith of `lines` lines.
    func quoteHasGap(lines: Int) -> Bool { quoteRoom >= lines + 2 }

    /// Rows the hadith takes with `lines` lines of text (0: none shown).
    func quoteRows(lines: Int) -> Int { lines == 0 ? 0 : lines + 1 + (quoteHasGap(lines: lines) ? 1 : 0) }

    /// Rows for the clock once a hadith of `lines` lines is placed; what is left
    /// beyond the tallest clock widens the gaps.
    func clockRoom(quoteLines lines: Int) -> Int { height - fixedRows - quoteRows(lines: lines) }

    /// The hadith's width on a screen of this width.
    static func quoteWidth(screen: Int) -> Int { min(screen - 8, 100) }
}

extension ClockScreen {
    /// Where the hadith of the day goes on the home layout of a screen this size:
    /// its width and its most lines (0 when there is no room). The kiosk picks a
    /// hadith that fits.
    public static func quoteRoom(_ state: ClockScreenState, width: Int, height: Int) -> (width: Int, lines: Int) {
        let canvas = (width: width - 1, height: height - 1)
        let layout = HomeLayout(state: state, height: canvas.height, noticeRows: noticeBlock(state, width: canvas.width, height: canvas.height).rows)
        return (HomeLayout.quoteWidth(screen: canvas.width), layout.quoteLines)
    }

    /// Lines `text` takes as the hadith of the day at `width`.
    public static func quoteLineCount(_ text: String, width: Int, mode: ArabicDisplayMode) -> Int {
        TextLayout.lines(text, width: width, mode: mode).count
    }
}
