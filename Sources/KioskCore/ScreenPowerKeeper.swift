import FoundationEssentials
import MosqueSettings
import PrayerCalc
import ZoneInfo

/// Why the screen came on.
public enum ScreenWakeReason: String, Sendable, Equatable {
    /// The sleep the schedule gave has ended.
    case schedule
    /// An adhan began: it always wakes the screen.
    case adhan
    /// A key on the kiosk's keyboard.
    case key
    /// The admin page's "wake the screen now".
    case admin
    /// An MQTT command (another screen of the mosque, or a home automation).
    case mqtt
}

/// A change of the screen's power that the runtime carries out.
public enum ScreenPowerChange: Sendable, Equatable {
    /// Turn the screen off; the plan wakes it at `until`.
    case sleep(until: Date)
    /// Turn the screen on.
    case wake(ScreenWakeReason)
}

/// Whether the screen is on, decided afresh at each tick from the plan and what is
/// happening, so that a clock jump, a restart or a changed configuration needs no
/// special case: off inside a sleep of the plan, unless an adhan plays or someone
/// woke it within `wakeMinutes`.
public struct ScreenPowerKeeper: Sendable {
    public private(set) var isOn = true
    /// A wake by key, admin page or MQTT holds the screen on until this instant.
    public private(set) var awakeUntil: Date?
    private var wokenBy = ScreenWakeReason.schedule
    private var plan: ScreenPowerPlan?
    private var planRevision = 0

    public init() {}

    /// Someone asked for the screen at `now`: on for `minutes` (a key while it is on
    /// extends the time too, so the screen does not go dark under a reader's hands).
    public mutating func wake(at now: Date, minutes: Int, by reason: ScreenWakeReason) {
        awakeUntil = now.addingTimeInterval(Double(minutes) * 60)
        if !isOn { wokenBy = reason }
    }

    /// The plan in use, made again whenever the manager's days or settings changed.
    public mutating func plan(for manager: PrayerTimesManager) -> ScreenPowerPlan {
        if let plan, planRevision == manager.revision { return plan }
        let made = manager.screenPowerPlan
        plan = made
        planRevision = manager.revision
        return made
    }

    /// The change due at `now`, if any. `adhanPlaying`: an adhan (or its dua) is sounding.
    public mutating func update(at now: Date, manager: PrayerTimesManager, adhanPlaying: Bool) -> ScreenPowerChange? {
        let wakeMinutes = manager.settings.display.power.wakeMinutes
        if let until = awakeUntil, until.timeIntervalSince(now) > Double(wakeMinutes) * 60 {
            // The clock went back: a wake lasts its minutes from now, not from the old time.
            awakeUntil = now.addingTimeInterval(Double(wakeMinutes) * 60)
        }
        let woken = awakeUntil.map { now < $0 } ?? false
        let sleep = plan(for: manager).sleep(at: now)
        let wantsOn = sleep == nil || adhanPlaying || woken
        guard wantsOn != isOn else { return nil }
        isOn = wantsOn
        if let sleep, !wantsOn { return .sleep(until: sleep.upperBound) }
        defer { wokenBy = .schedule }
        return .wake(adhanPlaying ? .adhan : woken ? wokenBy : .schedule)
    }
}

extension ScheduleEvent {
    /// The log's form of a change of the screen's power: `screen-off` with the instant
    /// the plan wakes it, `screen-on` with why.
    public init(_ change: ScreenPowerChange, at instant: Date, zone: Zone) {
        let date = CivilDate(containing: instant, in: zone)
        switch change {
        case .sleep(let until):
            self.init(kind: .screenOff, prayer: nil, date: date, at: instant, note: "until " + TimeText(timeZone: zone).iso8601(until))
        case .wake(let reason):
            self.init(kind: .screenOn, prayer: nil, date: date, at: instant, note: reason.rawValue)
        }
    }
}
