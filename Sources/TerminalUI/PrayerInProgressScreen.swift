import ArabicText
import FoundationEssentials
import KioskCore
import PrayerCalc

/// The calm screen while a congregation prays (`ClockStatus.inProgress`), in both
/// layouts: the prayer, "prayer in progress" and "please silence your phone" in
/// Arabic and English, and the time as plain text: no countdown, nothing that moves
/// but the minutes. It ends by itself when the prayer's window does.
enum PrayerInProgressScreen {
    static func draw(_ window: PrayerWindow, state: ClockScreenState, text: ScreenText, into grid: inout CellGrid) {
        let (title, phones, prayer) = text.prayerInProgressLines(window)
        let lines: [(String, Style)] = [(prayer, Style(.title, bold: true)), ("", .plain)]
            + title.map { ($0, Style(.accent, bold: true)) } + [("", .plain)]
            + phones.map { ($0, Style(.normal, bold: true)) }
        let room = grid.height - ClockScreen.bottomRows(state)
        let top = max(1, (room - lines.count) / 2)
        // The time to the minute: nothing on this screen counts seconds.
        grid.putCentered(text.clock(state.now), y: 0, style: Style(.dim))
        for (index, line) in lines.enumerated() where top + index < room {
            grid.putCentered(line.0, y: top + index, style: line.1)
        }
        ClockScreen.drawBottom(state, text: text, into: &grid)
    }
}
