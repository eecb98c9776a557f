import ArabicText
import FileFormats
import FoundationEssentials
import KioskCore
import MosqueSettings
import PrayerCalc

/// The clock screen: `render(state, width, height)` is a pure function of its input.
public enum ClockScreen {
    public static let minimumWidth = 60
    public static let minimumHeight = 20
    /// The rows at the foot of a clock screen: the sound and status lines, and the key
    /// footer while it is shown (`ClockScreenState.keyHints`).
    static func bottomRows(_ state: ClockScreenState) -> Int { state.keyHints ? 3 : 2 }

    public static func render(_ state: ClockScreenState, width: Int, height: Int) -> CellGrid {
        renderFrame(state, width: width, height: height).grid
    }

    /// The frame for `state` and where its big clock's seconds are, for `ClockFrame.Seconds.patch(to:)`.
    public static func renderFrame(_ state: ClockScreenState, width: Int, height: Int) -> ClockFrame {
        if let small = CellGrid.tooSmall(width: width, height: height, minimum: (minimumWidth, minimumHeight)) {
            return ClockFrame(grid: small, seconds: .none)
        }
        var grid = CellGrid(width: width, height: height)
        let text = ScreenText(settings: state.settings)
        let display = state.settings.display
        // Burn-in protection: draw one cell smaller and move the picture around a square.
        let shift = display.burnInShiftMinutes > 0
            ? Int(state.now.timeIntervalSince1970 / Double(display.burnInShiftMinutes * 60)) % 4 : 0
        let offset = [(0, 0), (1, 0), (1, 1), (0, 1)][shift]
        var canvas = CellGrid(width: width - 1, height: height - 1)
        let night = state.status?.isNight ?? false
        let countdown = iqamaCountdown(state)
        // Only the big clock (`drawClock`) draws seconds outside a countdown; the frame key
        // tells apart the seconds in which a countdown counts.
        var seconds = ClockFrame.Seconds.none
        if let reason = state.unconfigured {
            drawUnconfigured(reason, state: state, text: text, into: &canvas, seconds: &seconds)
        } else if let window = state.status?.inProgress {
            PrayerInProgressScreen.draw(window, state: state, text: text, into: &canvas)
        } else if night && display.nightStyle == .clockOnly && countdown == nil {
            drawClock(state, text: text, into: &canvas, top: 0, height: canvas.height, seconds: &seconds)
        } else if display.layout == .hall, let status = state.status,
                  HallScreen.draw(state, status: status, countdown: countdown, text: text, into: &canvas) {
            // The hall layout fits this screen.
        } else if let countdown {
            drawIqamaCountdown(countdown, state: state, text: text, into: &canvas)
        } else {
            drawClockScreen(state, text: text, into: &canvas, seconds: &seconds)
        }
        if night { canvas.mapStyles(nightStyle) }
        grid.paste(canvas, x: offset.0, y: offset.1)
        if case .bigDigits(var digits) = seconds {
            digits.place(canvasAt: offset, night: night)
            seconds = .bigDigits(digits)
        }
        return ClockFrame(grid: grid, seconds: seconds)
    }

    /// What a frame must do after the last one (`FrameKey.change(since:)`).
    public enum FrameChange: Sendable, Equatable {
        /// Nothing: the screen shows the same.
        case none
        /// Redraw the big clock's seconds on the last frame (`ClockFrame.Seconds.patch(to:)`).
        case clockSeconds
        /// Draw the frame whole.
        case whole
    }

    /// How every cell looks at night: dim, as the screen's least bright colour.
    static func nightStyle(_ style: Style) -> Style {
        Style(.dim, bold: false, reverse: style.reverse)
    }

    /// What a frame of the clock depends on: the state without its instant, and the
    /// instant to the minute, or to the second while anything shown counts seconds
    /// (seconds on the clock, an iqama countdown or the minute before one, the last
    /// minute before a prayer, a time that is not a whole minute). Two states with the
    /// same key draw the same frame, so the kiosk skips the rest of a minute's ticks.
    ///
    /// A class, as `KioskView.FrameKey` that holds it: an optional key of this shape was
    /// copied through the runtime's generic value witnesses six times an idle second.
    public final class FrameKey: Equatable, Sendable {
        /// Everything the frame depends on but the second: what the state holds, and
        /// what follows from its instant.
        struct Shown: Equatable, Sendable {
            /// `ClockScreenState.revision`.
            let revision: Int?
            /// The state's fields, shared with the state and its copies (the settings alone
            /// are a few kilobytes: copying them into each second's key took more than the
            /// rest of an idle second).
            let state: ClockScreenState.Store
            let instant: InstantShown

            /// Equal when the instants show the same and the states are the same: of one
            /// revision, one store, or equal field by field.
            static func == (lhs: Shown, rhs: Shown) -> Bool {
                let sameRevision = lhs.revision != nil && lhs.revision == rhs.revision
                return lhs.instant == rhs.instant && (sameRevision || lhs.state === rhs.state || lhs.state.fields == rhs.state.fields)
            }
        }

        /// What the frame shows that follows from the state's instant.
        struct InstantShown: Equatable, Sendable {
            let problemShown: Int
            let announcementPage: Int
            let minute: Int
            /// Whether the big clock's seconds are all that counts them (no countdown does):
            /// then the next second of the same minute is the last frame with those digits redrawn.
            let onlyTheClockCountsSeconds: Bool
        }

        let shown: Shown
        /// The second, while anything shown counts seconds.
        let second: Int?

        init(shown: Shown, second: Int?) {
            self.shown = shown
            self.second = second
        }

        public static func == (lhs: FrameKey, rhs: FrameKey) -> Bool {
            lhs === rhs || (lhs.shown == rhs.shown && lhs.second == rhs.second)
        }

        /// What changed since the frame of `last`, in one comparison: nothing, only the
        /// big clock's seconds (another second of the same minute, no countdown), or more.
        public func change(since last: FrameKey?) -> FrameChange {
            guard let last, shown == last.shown else { return .whole }
            if second == last.second { return .none }
            return shown.instant.onlyTheClockCountsSeconds ? .clockSeconds : .whole
        }
    }

    /// The key of the frame `state` draws. It holds the state's fields without copying
    /// them (`ClockScreenState`'s store), so the keys of a state kept from second to
    /// second share them.
    public static func frameKey(_ state: ClockScreenState) -> FrameKey {
        let seconds = state.now.timeIntervalSince1970
        let countdownMinutes = Double(state.settings.display.iqamaCountdownMinutes)
        func near(_ moment: ClockStatus.Moment?, within limit: Double) -> Bool {
            guard let moment else { return false }
            let left = moment.time.timeIntervalSince1970 - seconds
            return left < limit || moment.time.timeIntervalSince1970.truncatingRemainder(dividingBy: 60) != 0
        }
        // The hall layout's clock shows no seconds.
        let clockCountsSeconds = state.settings.display.seconds && state.settings.display.layout == .home
        let countdownCountsSeconds = near(state.status?.nextPrayer, within: 61)
            || near(state.status?.iqamaCountdown, within: countdownMinutes * 60 + 61)
        let second = clockCountsSeconds || countdownCountsSeconds ? Int(seconds.rounded(.down)) : nil
        let instantShown = FrameKey.InstantShown(problemShown: problemShown(state), announcementPage: ClockNotices.pageIndex(state),
                                                 minute: Int((seconds / 60).rounded(.down)),
                                                 onlyTheClockCountsSeconds: !countdownCountsSeconds)
        return FrameKey(shown: FrameKey.Shown(revision: state.revision, state: state.store, instant: instantShown), second: second)
    }

    // MARK: - Main layout

    /// The Eid lines with the announcement page, the claim notice shown now, and the
    /// rows they take with the blank row above them.
    static func noticeBlock(_ state: ClockScreenState, width: Int, height: Int)
        -> (announcement: [LaidOutLine], claim: [LaidOutLine], rows: Int) {
        let noticeWidth = ClockNotices.width(screen: width)
        let mode = state.settings.display.arabicDisplayMode
        let text = ScreenText(settings: state.settings)
        let eid = state.eid.flatMap { TextLayout.lines(text.eidLine($0, now: state.now), width: noticeWidth, mode: mode) }
        let announcement = eid + (ClockNotices.page(state, width: noticeWidth, lines: ClockNotices.maximumLines(height: height)) ?? [])
        let claim = state.claim.map { claim in
            ClockNotices.claimText(claim, words: text.words)
                .flatMap { TextLayout.lines($0, width: noticeWidth, mode: mode) }
        } ?? []
        return (announcement, claim, announcement.isEmpty && claim.isEmpty ? 0 : announcement.count + claim.count + 1)
    }

    private static func drawClockScreen(_ state: ClockScreenState, text: ScreenText, into grid: inout CellGrid,
                                        seconds: inout ClockFrame.Seconds) {
        // The announcement (or the claim notice) and the hadith take rows above the bottom three; the clock gives them up.
        let noticeWidth = ClockNotices.width(screen: grid.width)
        let mode = state.settings.display.arabicDisplayMode
        let (announcement, claim, noticeRows) = noticeBlock(state, width: grid.width, height: grid.height)
        let layout = HomeLayout(state: state, height: grid.height, noticeRows: noticeRows)
        let quoteWidth = HomeLayout.quoteWidth(screen: grid.width)
        // A hadith longer than its room is left out, never cut (the kiosk picks one that fits).
        let quoteLines = state.quote.map { TextLayout.lines($0.text, width: quoteWidth, mode: mode) }
            .flatMap { $0.count <= layout.quoteLines ? $0 : nil } ?? []
        let quoteRows = layout.quoteRows(lines: quoteLines.count)
        let clockRoom = layout.clockRoom(quoteLines: quoteLines.count)
        let spare = max(0, clockRoom - HomeLayout.maximumClockRows)
        let gap = 1 + spare / 6
        var y = spare / 6

        // Place, and today's Hijri date.
        let today = CivilDate(containing: state.now, in: state.settings.location.timeZone)
        let hijriToday = state.settings.calculation.hijriCalendar.date(of: today)
        let published = state.settings.source == .aladhan ? text.words.tr("times: Aladhan") : text.words.tr("times: mosque timetable")
        let source = state.status?.day.fromTimetable == true ? " · " + text.show(published) : ""
        // The place where reading starts (on the right in a right-to-left language), the Hijri
        // date at the other end; without a second language it is under the clock, not in the corner.
        let placeLine = text.place + source
        let hijriCorner = text.second == nil ? nil : text.hijri(hijriToday)
        if text.words.isRightToLeft {
            let room = grid.width / 2 + 10
            grid.putRight(placeLine, right: grid.width - 1, y: y, style: Style(.title, bold: true), limit: room)
            if let hijriCorner { grid.put(hijriCorner, x: 1, y: y, style: Style(.title)) }
        } else {
            grid.put(placeLine, x: 1, y: y, style: Style(.title, bold: true), limit: grid.width / 2 + 10)
            if let hijriCorner { grid.putRight(hijriCorner, right: grid.width - 1, y: y, style: Style(.title)) }
        }
        y += gap
        let clockHeight = min(clockRoom - 2 * (gap - 1), HomeLayout.maximumClockRows)
        let drawn = drawClock(state, text: text, into: &grid, top: y, height: clockHeight, seconds: &seconds)
        y += drawn + gap
        grid.putCentered(text.gregorian(today), y: y, style: Style(.normal, bold: true))
        if let status = state.status {
            grid.putCentered(text.hijriUnderClock(hijriToday), y: y + 1, style: Style(.normal))
            y += 2 + gap
            let rows = TableRow.rows(of: status.day, text: text)
            let rowSpacing = grid.height - y - 3 - noticeRows - quoteRows >= 2 * rows.count + 2 ? 2 : 1
            drawTable(rows, status: status, state: state, text: text, into: &grid, top: y, rowSpacing: rowSpacing)
            y += 1 + rows.count * rowSpacing
        }
        let noticeTop = grid.height - 3 - noticeRows + 1
        if let quote = state.quote, !quoteLines.isEmpty {
            let quoteTop = y + (layout.quoteHasGap(lines: quoteLines.count) ? 1 : 0)
            for (index, line) in quoteLines.enumerated() {
                grid.putCentered(line.display, y: quoteTop + index, style: Style(.dim))
            }
            grid.putCentered("— " + TextLayout.display(quote.reference, mode: mode), y: quoteTop + quoteLines.count,
                             style: Style(.dim, bold: true))
        }
        ClockNotices.draw(announcement, top: noticeTop, width: noticeWidth, style: Style(.accent, bold: true), into: &grid)
        ClockNotices.draw(claim, top: noticeTop + announcement.count, width: noticeWidth, style: Style(.title, bold: true), into: &grid)
        drawBottom(state, text: text, into: &grid)
    }

    /// No configuration can be used: the time, the date, and why there are no prayer times.
    private static func drawUnconfigured(_ reason: String, state: ClockScreenState, text: ScreenText, into grid: inout CellGrid,
                                         seconds: inout ClockFrame.Seconds) {
        let clockHeight = min(BigFont.height * 3, max(1, grid.height / 3))
        var y = 1 + drawClock(state, text: text, into: &grid, top: 1, height: clockHeight, seconds: &seconds)
        grid.putCentered(text.gregorian(CivilDate(containing: state.now, in: state.settings.location.timeZone)), y: y,
                         style: Style(.normal, bold: true))
        y += 2
        let width = min(grid.width - 6, 100)
        let x = (grid.width - width) / 2
        for line in TextLayout.lines(reason, width: width, mode: state.settings.display.arabicDisplayMode) where y < grid.height - 3 {
            grid.put(line.display, x: x, y: y, style: Style(.warning, bold: true))
            y += 1
        }
        drawBottom(state, text: text, into: &grid)
    }

    /// The big clock, centred; returns the rows it used and says in `seconds` where its seconds are.
    @discardableResult
    private static func drawClock(_ state: ClockScreenState, text: ScreenText, into grid: inout CellGrid,
                                  top: Int, height: Int, seconds: inout ClockFrame.Seconds) -> Int {
        let (time, suffix) = text.bigTime(state.now)
        let suffixWidth = suffix.isEmpty ? 0 : TextLayout.width(suffix) + 2
        let showsSeconds = state.settings.display.seconds
        guard let scale = BigFont.bestScale(for: time, width: grid.width - 2 - suffixWidth, height: height) else {
            grid.putCentered(time + " " + suffix, y: top, style: clockStyle)
            if showsSeconds { seconds = .text }
            return 1
        }
        let size = BigFont.size(of: time, scale: scale)
        let start = (grid.width - size.width - suffixWidth) / 2
        // The day period follows the time: on its left in a right-to-left language.
        let rightToLeft = text.words.isRightToLeft
        let x = rightToLeft ? start + suffixWidth : start
        let y = top + max(0, (height - size.height) / 2)
        BigFont.draw(time, into: &grid, x: x, y: y, scale: scale, style: clockStyle)
        if showsSeconds { seconds = .bigDigits(ClockFrame.BigDigits(time: time, x: x, y: y, scale: scale)) }
        if !suffix.isEmpty {
            grid.put(suffix, x: rightToLeft ? start : x + size.width + 2, y: y + size.height - 1, style: clockStyle)
        }
        return max(size.height, height)
    }

    /// The big clock's look.
    static let clockStyle = Style(.clock, bold: true)

    /// Seconds each problem stays on the status line before the next one.
    static let problemSeconds = 6

    /// Which problem the status line shows now: they take turns.
    static func problemShown(_ state: ClockScreenState) -> Int {
        state.problems.count < 2 ? 0 : Int(state.now.timeIntervalSince1970 / Double(problemSeconds)) % state.problems.count
    }

    /// The status line: how many problems, the one whose turn it is (in the wall's language),
    /// and the key that lists them all. A summary too long for the line is cut at a word,
    /// never inside one; the whole of it is in the list.
    static func statusLine(_ state: ClockScreenState, text: ScreenText, width: Int) -> String? {
        guard !state.problems.isEmpty else { return state.notice }
        let words = text.words
        let index = problemShown(state)
        let count = state.problems.count
        func line(_ summary: String) -> String {
            guard count > 1 else {
                // TRANSLATORS: the status line with one problem: %s is what is wrong; p is the key that shows the details.
                return "⚠ " + text.show(words.tr("%s · p: details", summary))
            }
            // TRANSLATORS: the status line with several problems, taking turns: %1$s how many, %2$s/%3$s which one of them, %4$s what is wrong; p is the key that lists them all.
            return "⚠ " + text.show(words.trn("%1$s problem, %2$s/%3$s: %4$s · p: all", "%1$s problems, %2$s/%3$s: %4$s · p: all", count,
                                              text.digits(String(count), in: words), text.digits(String(index + 1), in: words),
                                              text.digits(String(count), in: words), summary))
        }
        let summary = state.problems[index].summary.text(words)
        var shown = line(summary)
        var kept = summary.split(separator: " ").map(String.init)
        while TextLayout.width(shown) > width, kept.count > 1 {
            kept.removeLast()
            shown = line(kept.joined(separator: " ") + " …")
        }
        return shown
    }

    /// The sound line, the status line and the key footer (while shown), on the last rows.
    static func drawBottom(_ state: ClockScreenState, text: ScreenText, into grid: inout CellGrid) {
        let statusY = grid.height - bottomRows(state) + 1
        state.sound.draw(into: &grid, y: statusY - 1, centred: true, words: text.words, mode: state.settings.display.arabicDisplayMode)
        if let status = statusLine(state, text: text, width: grid.width - 2) {
            grid.put(status, x: 1, y: statusY, style: state.problems.isEmpty ? Style(.dim) : Style(.warning, bold: true),
                     limit: grid.width - 2)
        }
        if state.keyHints {
            grid.putCentered(text.footer(width: grid.width), y: grid.height - 1, style: Style(.footer))
        }
    }

    // MARK: - Iqama countdown

    /// The iqama the full-screen countdown is for, when it is close enough.
    private static func iqamaCountdown(_ state: ClockScreenState) -> ClockStatus.Moment? {
        let minutes = state.settings.display.iqamaCountdownMinutes
        guard minutes > 0, let moment = state.status?.iqamaCountdown,
              moment.time.timeIntervalSince(state.now) <= Double(minutes * 60) else { return nil }
        return moment
    }

    private static func drawIqamaCountdown(_ moment: ClockStatus.Moment, state: ClockScreenState, text: ScreenText,
                                           into grid: inout CellGrid) {
        let remaining = max(0, Int(moment.time.timeIntervalSince(state.now).rounded(.up)))
        let countdown = text.digits("\(NumberText.zeroPadded(remaining / 60)):\(NumberText.zeroPadded(remaining % 60))")
        let title = text.iqamaTitle(moment.prayer, isJumuah: state.status?.day.row(moment.prayer).isJumuah ?? false,
                                    second: moment.jumuah == 2)
        grid.putCentered(title, y: 1, style: Style(.title, bold: true))
        grid.putCentered(text.silencePhones, y: 2,
                         style: Style(.normal))
        let noticeWidth = ClockNotices.width(screen: grid.width)
        let announcement = ClockNotices.page(state, width: noticeWidth, lines: grid.height >= 30 ? 2 : 1) ?? []
        let room = grid.height - 8 - announcement.count
        if let scale = BigFont.bestScale(for: countdown, width: grid.width - 2, height: room) {
            let size = BigFont.size(of: countdown, scale: scale)
            BigFont.draw(countdown, into: &grid, x: (grid.width - size.width) / 2, y: 3 + (room - size.height) / 2,
                         scale: scale, style: Style(.next, bold: true))
        }
        ClockNotices.draw(announcement, top: grid.height - 4 - announcement.count, width: noticeWidth, style: Style(.accent, bold: true), into: &grid)
        grid.putCentered(text.iqamaAt(moment.time), y: grid.height - 4, style: Style(.normal, bold: true))
        drawBottom(state, text: text, into: &grid)
    }
}
