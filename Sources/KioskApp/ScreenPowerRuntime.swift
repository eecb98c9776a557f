import Dispatch
import FoundationEssentials
import KioskCore
import Messages
import MosqueSettings
import TerminalUI

/// The screen's power as the runtime keeps it: what the schedule wants (the keeper),
/// the switch that carries it out, and what the switch last did.
struct ScreenPowerState {
    var keeper = ScreenPowerKeeper()
    /// The switch, made for `switchSettings` on first use and again when they change.
    var screenSwitch: ScreenSwitch?
    var switchSettings: ScreenPowerSettings?
    /// What the switch last did without failing: true on, false off; nil before it was asked.
    var switched: Bool?
    /// The last failure, until a switch works again: on the status line and the admin page.
    var failure: ScreenSwitchFailure?
    /// When the switch was last asked (`uptime`), for the retry.
    var lastAttempt = -TimeInterval.infinity
    /// The instant the current sleep ends, while the screen sleeps.
    var sleepsUntil: Date?

    /// A failed switch is tried again this often, while the screen should still be as asked.
    static let retrySeconds: TimeInterval = 60
    /// The wall says it is going to sleep this long before.
    static let warningSeconds: TimeInterval = 10 * 60

    /// Whether the kiosk draws black instead of the clock: while the screen sleeps and
    /// either nothing switches it off or the switch did. A switch that failed to turn
    /// the screen off leaves the clock drawn, its problem on the status line.
    var drawsBlack: Bool {
        guard !keeper.isOn else { return false }
        return screenSwitch?.method == .black || (switched == false && failure == nil)
    }
}

/// What the black frame of a sleeping screen is made from: a second that changes none
/// of it makes no frame and looks up no word.
struct SleepFrameKey: Equatable {
    let minute: Int
    let width: Int
    let height: Int
    let until: Date?
    let managerRevision: Int
}

extension KioskRuntime {
    /// Each tick: the change the schedule, an adhan or a wake asks for, carried out; a
    /// failed switch tried again every minute. Nothing at all while the screen is
    /// always on and was never switched.
    func followScreenPower() {
        guard configured else { return }
        let settings = manager.settings
        if settings.display.power.schedule == .alwaysOn, screenPower.keeper.isOn, screenPower.failure == nil,
           screenPower.switched == nil { return }
        if let change = screenPower.keeper.update(at: now, manager: manager, adhanPlaying: sound.adhanIsSounding) {
            execute([.announce(ScheduleEvent(change, at: now, zone: settings.location.timeZone))])
            switch change {
            case .sleep(let until):
                screenPower.sleepsUntil = until
                switchScreen(on: false)
            case .wake:
                screenPower.sleepsUntil = nil
                switchScreen(on: true)
            }
        } else if screenPower.failure != nil, uptime() - screenPower.lastAttempt >= ScreenPowerState.retrySeconds {
            switchScreen(on: screenPower.keeper.isOn)
        }
    }

    /// A key, the admin page or MQTT asks for the screen: on for `display.power.wakeMinutes`.
    /// True when the screen was asleep (a key that wakes it does nothing else).
    @discardableResult
    func wakeScreen(by reason: ScreenWakeReason) -> Bool {
        let asleep = !screenPower.keeper.isOn
        screenPower.keeper.wake(at: now, minutes: manager.settings.display.power.wakeMinutes, by: reason)
        if asleep {
            followScreenPower()
            if reason != .key { redraw() }
        }
        return asleep
    }

    /// The switch for the configuration in use, made again when `display.power` changed.
    private var currentScreenSwitch: ScreenSwitch {
        let power = manager.settings.display.power
        if let made = screenPower.screenSwitch, screenPower.switchSettings == power { return made }
        let made = makeScreenSwitch(power)
        log.info("the screen is switched through \(made.description)")
        screenPower.screenSwitch = made
        screenPower.switchSettings = power
        return made
    }

    /// Asks the switch, away from the runtime's queue (a CEC command waits for the TV);
    /// the outcome comes back to the queue.
    private func switchScreen(on: Bool) {
        let screenSwitch = currentScreenSwitch
        screenPower.lastAttempt = uptime()
        runScreenSwitch { [weak self] in
            let failure = on ? screenSwitch.wake() : screenSwitch.sleep()
            guard let self else { return }
            self.queue.async { self.screenSwitched(on: on, failure: failure, by: screenSwitch) }
        }
    }

    private func screenSwitched(on: Bool, failure: ScreenSwitchFailure?, by screenSwitch: ScreenSwitch) {
        let what = on ? "on" : "off"
        if let failure {
            if failure != screenPower.failure {
                log.warning("the screen could not be turned \(what) through \(screenSwitch.description): \(failure.summary); tried again every minute")
            }
            screenPower.failure = failure
        } else {
            if screenPower.failure != nil { log.info("the screen's switch works again") }
            screenPower.failure = nil
            screenPower.switched = on
            log.info("screen turned \(what) through \(screenSwitch.description)")
        }
        redraw()
    }

    /// The failed switch, for the status line, the problem list and the admin page.
    var screenPowerProblem: KioskProblem? {
        guard let failure = screenPower.failure else { return nil }
        let method = screenPower.screenSwitch?.method.rawValue ?? "auto"
        // TRANSLATORS: %s is how the screen is switched (cec, console, ddc: keep as it is).
        let summary = screenPower.keeper.isOn ? Phrase.tr("Screen power: the %s switch failed to turn it on", .text(method))
            : Phrase.tr("Screen power: the %s switch failed to turn it off", .text(method))
        return KioskProblem(summary, detail: .verbatim(failure.summary), advice: .verbatim(failure.advice))
    }

    /// "The screen turns off at 22:40 until 04:50", for the ten minutes before a sleep.
    var screenSleepNotice: String? {
        guard screenPower.keeper.isOn, manager.settings.display.power.schedule != .alwaysOn else { return nil }
        var keeper = screenPower.keeper
        guard let sleep = keeper.plan(for: manager).nextSleep(after: now),
              sleep.lowerBound.timeIntervalSince(now) <= ScreenPowerState.warningSeconds else { return nil }
        return screenSleepText(sleep)
    }

    /// The sleep in the wall's language, digits and clock.
    private func screenSleepText(_ sleep: Range<Date>) -> String {
        let text = ScreenText(settings: manager.settings)
        return text.words.tr("The screen turns off at %1$s until %2$s", text.clock(sleep.lowerBound), text.clock(sleep.upperBound))
    }

    /// What the black screen says, small and dim: until when it sleeps, and that a key wakes it.
    var sleepingLine: String {
        let text = ScreenText(settings: manager.settings)
        guard let until = screenPower.sleepsUntil else { return text.words.tr("The screen sleeps · a key wakes it") }
        return text.words.tr("The screen sleeps until %s · a key wakes it", text.clock(until))
    }
}
