import FoundationEssentials
import KioskCore
import TerminalUI

/// What the clock's state is made from besides the instant. Measured under callgrind
/// (40 s of the idle clock at 240x67): making the state every second took 46,000
/// instructions and comparing its frame key with the last 17,000, of 90,000 a second.
struct ClockStateInputs: Equatable {
    /// `PrayerTimesManager.revision`: its settings, days, windows and played log.
    let managerRevision: Int
    let configured: Bool
    /// The hadith's room depends on the screen's size.
    let size: ScreenSize
    let sound: SoundLine
    let problems: [KioskProblem]
    let notice: String?
    let claim: ClockScreenState.Claim?
    let unconfigured: String?
}

/// The clock's state as last made, kept for the seconds after it: from the instant it
/// was made until the first instant its status may change (`PrayerTimesManager.nextStatusChange`)
/// or the next minute (announcements, Eid lines and the hadith of the day go by the
/// minute), it is the state of any instant with the same inputs, `now` aside.
struct KeptClockState {
    let inputs: ClockStateInputs
    private(set) var state: ClockScreenState
    private let madeAt: Date
    private let validUntil: Date

    /// Keeps `state`, made at `now`, until `statusChange` or the next minute, whichever comes first.
    init(inputs: ClockStateInputs, state: ClockScreenState, madeAt now: Date, statusChange: Date) {
        self.inputs = inputs
        self.state = state
        madeAt = now
        let nextMinute = Date(timeIntervalSince1970: ((now.timeIntervalSince1970 / 60).rounded(.down) + 1) * 60)
        validUntil = min(nextMinute, statusChange)
    }

    /// The kept state moved to `now`, or nil when it is not the state of that instant
    /// (another input, or an instant outside the time it holds for, a clock set back included).
    mutating func state(at now: Date, inputs: ClockStateInputs) -> ClockScreenState? {
        guard madeAt <= now, now < validUntil, inputs == self.inputs else { return nil }
        state.now = now
        return state
    }
}
