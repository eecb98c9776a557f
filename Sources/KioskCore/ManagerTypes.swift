import Foundation
import PrayerCalc

/// What happens to the manager: the passing of time, the audio engine's reports,
/// the user, and new settings.
public enum ManagerEvent: Sendable {
    /// The wall clock reads `now` (sent once a second, and after any clock change).
    case tick(Date)
    /// The configuration changed; the schedule is rebuilt, the played log kept.
    case configChanged(Settings)
    /// The audio that was playing ended normally.
    case audioFinished
    /// The audio could not play; the reason is kept for the screen until audio works again.
    case audioFailed(String)
    /// The user stopped the audio.
    case userSilenced
    /// The user muted or unmuted adhans (muted adhans are logged as played, silently).
    case setMuted(Bool)
    /// New published times (Aladhan's month fetched, or a timetable imported).
    case publishedTimes([TimetableDay])
    /// The user asked to hear the adhan now (Dhuhr's recording); nothing is logged.
    case testAdhan
}

/// Something the runtime must do, in the order given.
public enum ManagerEffect: Sendable, Equatable {
    /// Write to the played log; must be durable before the next effect runs.
    case record(PrayerLogEntry)
    /// Log (and, in `simulate`, print) a schedule event.
    case announce(ScheduleEvent)
    case playAdhan(Prayer, file: String, volume: Int)
    case playDua(Prayer, file: String)
    case playReminder(Prayer)
    case playIqamaTone(Prayer)
    case playSunriseWarning
    case stopAudio
    /// A day's schedule was (re)computed; the screen should redraw its rows.
    case recompute(CivilDate)
}

/// The kinds of event the schedule produces (the `event` field of `simulate --json`).
public enum ScheduleEventKind: String, Sendable, Codable {
    case adhan, reminder, iqama, rollover, missed, jumuah
}

/// One event of the day, as logged.
public struct ScheduleEvent: Sendable, Equatable {
    public let kind: ScheduleEventKind
    /// The prayer concerned; nil for `rollover`.
    public let prayer: Prayer?
    /// The prayer's local date (for `rollover`, the day now shown).
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

/// What is playing now.
public enum NowPlaying: Sendable, Equatable {
    case adhan(Prayer)
    case dua(Prayer)
    case reminder(Prayer)
    case iqamaTone(Prayer)
    case sunriseWarning
}
