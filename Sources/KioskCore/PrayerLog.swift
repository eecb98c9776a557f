import Foundation
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
        (lhs.date, Prayer.allCases.firstIndex(of: lhs.prayer)!) < (rhs.date, Prayer.allCases.firstIndex(of: rhs.prayer)!)
    }

    public var description: String { "\(date) \(prayer.rawValue)" }
}

/// What became of a prayer's adhan.
public enum PrayerLogStatus: String, Sendable, Codable {
    /// It was due while Mawqut was running and was played (or would have been: muted or quiet).
    case played
    /// It was noticed more than the grace period late and was not played.
    case missed
}

/// One line of the played log.
public struct PrayerLogEntry: Sendable, Equatable {
    public let key: PrayerKey
    public let status: PrayerLogStatus
    /// When the entry was recorded.
    public let recordedAt: Date

    public init(key: PrayerKey, status: PrayerLogStatus, recordedAt: Date) {
        self.key = key
        self.status = status
        self.recordedAt = recordedAt
    }
}

/// Durable storage of the played log. A `record` must be on disk when it returns:
/// the runtime records an adhan before its audio starts.
public protocol PrayerLogStore: Sendable {
    /// Entries for prayers on or after `date`.
    func entries(since date: CivilDate) throws -> [PrayerLogEntry]
    /// Stores an entry; an existing entry for the same key is kept unchanged.
    func record(_ entry: PrayerLogEntry) throws
}
