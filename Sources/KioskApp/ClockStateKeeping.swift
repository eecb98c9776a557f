import FoundationEssentials
import KioskCore
import Messages
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
    /// Whether the key footer is shown (`ClockScreenState.keyHints`).
    let keyHints: Bool
    /// The QR code the hall layout shows (`ClockScreenState.qrCode`).
    let qrCode: QRCodeImage?
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

extension KioskRuntime {
    /// The clock's state at `now`: the one kept from an earlier second while nothing it
    /// is made from has changed (`KeptClockState`), or a new one, numbered (`ClockScreenState.revision`).
    func clockState() -> ClockScreenState {
        let inputs = clockStateInputs()
        if let kept = keptClockState?.state(at: now, inputs: inputs) { return kept }
        var state = makeClockState(inputs)
        clockStateRevision &+= 1
        state.revision = clockStateRevision
        keptClockState = KeptClockState(inputs: inputs, state: state, madeAt: now, statusChange: manager.nextStatusChange(after: now))
        return state
    }

    /// What the clock's state at `now` is made from, besides the manager's days and the instant.
    func clockStateInputs() -> ClockStateInputs {
        ClockStateInputs(managerRevision: manager.revision, configured: configured, size: screens.size, sound: soundLine,
                         problems: currentProblems, notice: screenSleepNotice ?? mqttNotice, claim: statusReport.claim,
                         unconfigured: configured ? nil : problems.unconfiguredExplanation?.text(MessageLibrary.installed.words(manager.settings.display.language)), keyHints: keyHintsShown,
                         qrCode: wallQRCode())
    }

    /// The QR code on the wall: while the admin page is unclaimed, its claim page with the
    /// setup code; otherwise, when `display.qrCode` asks, `display.qrCodeAddress` or the
    /// public page at the admin server's address. None on the home layout, or when
    /// libqrencode is missing (a problem says so).
    func wallQRCode() -> QRCodeImage? {
        let display = manager.settings.display
        guard display.layout == .hall else { return nil }
        let text: String
        if let claim = statusReport.claim {
            text = "\(claim.address)/admin/claim?code=\(claim.code)"
        } else if display.qrCode, let address = display.qrCodeAddress ?? statusReport.adminAddress.map({ $0 + "/" }) {
            text = address
        } else {
            return nil
        }
        switch qrCodes.image(for: text) {
        case .success(let image):
            qrCodeProblem = nil
            return image
        case .failure(let failure):
            // TRANSLATORS: %s is why, in the words of the QR code library (English).
            let summary = Phrase.tr("No QR code on the wall: %s", .text(failure.description))
            // TRANSLATORS: keep the package's name and the command as they are.
            qrCodeProblem = KioskProblem(summary, advice: .tr("Install libqrencode4 (sudo apt install libqrencode4)."))
            return nil
        }
    }

    /// How long the hall layout shows the key footer after a key.
    static let keyHintSeconds: TimeInterval = 60

    /// The home layout always shows its keys; the hall layout only within `keyHintSeconds`
    /// of a key (none after a start: a wall starts with no one at it). Checked each second;
    /// a kept state ends when it changes.
    private var keyHintsShown: Bool {
        guard manager.settings.display.layout == .hall else { return true }
        guard let lastKeyPressed else { return false }
        return uptime() - lastKeyPressed < Self.keyHintSeconds
    }

    /// The clock's state made anew at `now` from `inputs` and the manager.
    func makeClockState(_ inputs: ClockStateInputs) -> ClockScreenState {
        // One copy of the manager for the whole state: each use of the stored property
        // copied the struct (its days, log and triggers) and released it again, seven
        // times a second.
        let manager = self.manager
        let status = configured ? manager.status(at: now) : nil
        var logged: [PrayerKey: PrayerLogStatus] = [:]
        for row in status?.day.rows ?? [] {
            guard let date = status?.day.date else { break }
            let key = PrayerKey(date: date, prayer: row.prayer)
            logged[key] = manager.logStatus(key)
        }
        var state = ClockScreenState(now: now, settings: manager.settings, status: status, log: logged, sound: inputs.sound,
                                     problems: inputs.problems)
        state.notice = inputs.notice
        state.announcements = manager.settings.currentAnnouncements(at: now).map(\.displayText)
        if configured, let forbidden = manager.forbiddenTime(at: now) {
            let text = ScreenText(settings: manager.settings)
            state.announcements.insert(text.words.forbiddenTime(forbidden.kind, until: text.clock(forbidden.end)), at: 0)
        }
        state.eid = manager.settings.eidPrayersShown(at: now)
        state.claim = inputs.claim
        state.unconfigured = inputs.unconfigured
        state.keyHints = inputs.keyHints
        state.qrCode = inputs.qrCode
        state.quote = quote(for: state)
        return state
    }
}
