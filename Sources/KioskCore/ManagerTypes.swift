import FoundationEssentials
import MosqueSettings
import PrayerCalc

/// What happens to the manager: the passing of time, new settings and published
/// times, and the outcome of an adhan it handed on.
public enum ManagerEvent: Sendable {
    /// The wall clock reads `now` (sent once a second, and after any clock change).
    case tick(Date)
    /// The configuration changed; the schedule is rebuilt, the played log kept.
    case configChanged(Settings)
    /// An adhan's outcome (played, silenced, failed) reached the played log.
    case settled(PrayerLogEntry)
    /// New published times (Aladhan's month fetched, or a timetable imported).
    case publishedTimes([TimetableDay])
}

/// Something the runtime must do, in the order given.
public enum ManagerEffect: Sendable, Equatable {
    /// Write to the played log; must be durable before the next effect runs.
    case record(PrayerLogEntry)
    /// Write that an iqama, Jumu'ah, reminder or the sunrise warning happened; durable
    /// before the next effect runs, so that a restart never repeats it.
    case mark(ScheduleMark)
    /// Log (and, in `simulate`, print) a schedule event.
    case announce(ScheduleEvent)
    /// Play a prayer's adhan, then the dua recording when one is configured.
    case playAdhan(PrayerKey, file: String, volume: Int, dua: String?)
    case playReminder(Prayer)
    case playIqamaTone(Prayer)
    case playSunriseWarning
    /// A day's schedule was (re)computed; the screen should redraw its rows.
    case recompute(CivilDate)
}

/// The kinds of event the schedule produces (the `event` field of `simulate --json`).
public enum ScheduleEventKind: String, Sendable, Codable {
    case adhan, reminder, iqama, rollover, missed, jumuah
    /// The screen was turned off (`display.power`); the note says until when.
    case screenOff = "screen-off"
    /// The screen was turned on; the note says why (schedule, adhan, key, admin, mqtt).
    case screenOn = "screen-on"
}

/// One event of the day, as logged.
public struct ScheduleEvent: Sendable, Equatable {
    public let kind: ScheduleEventKind
    /// The prayer concerned; nil for `rollover` and the screen's events.
    public let prayer: Prayer?
    /// The prayer's local date (for `rollover`, the day now shown; for the screen, the local date).
    public let date: CivilDate
    /// The wall-clock instant at which the event happened.
    public let at: Date
    /// Why a sound did not play (muted, quiet window), when it did not.
    public let note: String?

    public init(kind: ScheduleEventKind, prayer: Prayer?, date: CivilDate, at: Date, note: String? = nil) {
        self.kind = kind
        self.prayer = prayer
        self.date = date
        self.at = at
        self.note = note
    }
}
