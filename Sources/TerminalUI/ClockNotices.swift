import ArabicText
import FoundationEssentials
import Messages

/// What the clock says besides the times: the mosque's announcements, taken in
/// turn and, when one is longer than its room, a page of whole lines at a time;
/// and, while the admin page is unclaimed, its address and setup code.
enum ClockNotices {
    /// Lines an announcement may take on a screen of this height.
    static func maximumLines(height: Int) -> Int { height >= 40 ? 4 : height >= 30 ? 3 : 2 }

    /// The block's width on a screen of this width.
    static func width(screen: Int) -> Int { max(20, min(screen - 6, 110)) }

    /// Every announcement cut into pages of at most `lines` lines, in order.
    static func pages(_ announcements: [String], width: Int, lines: Int, mode: ArabicDisplayMode) -> [[LaidOutLine]] {
        announcements.flatMap { text -> [[LaidOutLine]] in
            let laid = TextLayout.lines(text, width: width, mode: mode)
            return stride(from: 0, to: laid.count, by: max(1, lines)).map { Array(laid[$0..<min(laid.count, $0 + max(1, lines))]) }
        }
    }

    /// The page shown at `now`: each stays `seconds` seconds.
    static func page(_ state: ClockScreenState, width: Int, lines: Int) -> [LaidOutLine]? {
        let all = pages(state.announcements, width: width, lines: lines, mode: state.settings.display.arabicDisplayMode)
        guard !all.isEmpty else { return nil }
        let seconds = Double(max(1, state.settings.display.announcementSeconds))
        return all[Int(state.now.timeIntervalSince1970 / seconds) % all.count]
    }

    /// Which page is shown (for telling frames apart).
    static func pageIndex(_ state: ClockScreenState) -> Int {
        guard !state.announcements.isEmpty else { return 0 }
        return Int(state.now.timeIntervalSince1970 / Double(max(1, state.settings.display.announcementSeconds)))
    }

    /// The unclaimed admin page: where to go, then the code to type (a line of its own, never split).
    static func claimText(_ claim: ClockScreenState.Claim, words: Words) -> [String] {
        let code = claim.code.count == 8 ? String(claim.code.prefix(4)) + " " + String(claim.code.suffix(4)) : claim.code
        // TRANSLATORS: while nobody has claimed the admin page: %s is its address on the mosque's network.
        return [words.tr("To run this display from a phone, open %s", "\(claim.address)/admin/claim"),
                // TRANSLATORS: the line after it, %s being the code to type.
                words.tr("and enter the setup code %s", code)]
    }

    /// Draws lines in a block centred on the screen: left-aligned, or right-aligned when right-to-left.
    static func draw(_ lines: [LaidOutLine], top: Int, width: Int, style: Style, into grid: inout CellGrid) {
        let left = (grid.width - width) / 2
        for (index, line) in lines.enumerated() {
            let x = line.direction == .rightToLeft ? left + width - line.width : left + max(0, (width - line.width) / 2)
            grid.put(line.display, x: max(0, x), y: top + index, style: style, limit: grid.width - max(0, x))
        }
    }
}
