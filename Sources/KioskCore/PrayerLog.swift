import FoundationEssentials
import PrayerCalc

/// A prayer on a given local date: the unit an adhan plays at most once for.
public struct PrayerKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let date: CivilDate
    public let prayer: Prayer

    public init(date: CivilDate, prayer: Prayer) {
        self.date = date
        self.prayer = prayer
    }

    public static func < (lhs: PrayerKey, rhs: PrayerKey) -> Bool {
        // invariant: every prayer is in allCases
        (lhs.date, Prayer.allCases.firstIndex(of: lhs.prayer)!) < (rhs.date, Prayer.allCases.firstIndex(of: rhs.prayer)!)
    }

    public var description: String { "\(date) \(prayer.rawValue)" }
}

/// What became of a prayer's adhan.
public enum PrayerLogStatus: String, Sendable, Codable, CaseIterable {
    /// It was due and was handed to the audio engine, which has not answered yet.
    /// Written before the sound is asked for, so that a restart never replays it;
    /// it stays so only when the process stopped before the engine answered.
    case pending
    /// The audio engine reported that its first samples reached the sound device.
    case played
    /// It was due but deliberately not heard: the detail says why (muted, adhan
    /// off for this prayer, stopped by the user before it started).
    case silenced
    /// The device or the file failed; the detail has the reason.
    case failed
    /// It was noticed more than the grace period late and was not played.
    case missed
}

/// One line of the played log.
public struct PrayerLogEntry: Sendable, Equatable {
    public let key: PrayerKey
    public let status: PrayerLogStatus
    /// Why it was silenced or failed.
    public let detail: String?
    /// When the entry was recorded.
    public let recordedAt: Date

    public init(key: PrayerKey, status: PrayerLogStatus, detail: String? = nil, recordedAt: Date) {
        self.key = key
        self.status = status
        self.detail = detail
        self.recordedAt = recordedAt
    }
}

/// A moment of the schedule other than an adhan that has happened: an iqama, a
/// Jumu'ah, a reminder, the sunrise warning. Kept like the adhans, so that a
/// restart never repeats one.
public struct ScheduleMark: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case reminder, sunriseWarning, iqama, jumuah
    }

    public let key: PrayerKey
    public let kind: Kind
    /// Which one, where a day has several of a kind (the second Jumu'ah is 1).
    public let index: Int

    public init(key: PrayerKey, kind: Kind, index: Int = 0) {
        self.key = key
        self.kind = kind
        self.index = index
    }
}

/// Durable storage of the played log and of the schedule's other moments. A
/// `record` must be on disk when it returns: the runtime records an adhan before
/// its audio starts.
public protocol PrayerLogStore: Sendable {
    /// Entries for prayers on or after `date`.
    func entries(since date: CivilDate) throws -> [PrayerLogEntry]
    /// Stores an entry; an existing entry for the same key is kept unchanged.
    func record(_ entry: PrayerLogEntry) throws
    /// Replaces the status of an existing entry with its outcome (played,
    /// silenced, failed); stores the entry when there is none.
    func settle(_ entry: PrayerLogEntry) throws
    /// The moments other than adhans that have happened, on or after `date`.
    func marks(since date: CivilDate) throws -> [ScheduleMark]
    /// Stores that a moment happened; must be on disk when it returns.
    func mark(_ mark: ScheduleMark, at instant: Date) throws
}
