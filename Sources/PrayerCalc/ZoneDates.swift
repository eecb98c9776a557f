import FoundationEssentials
import ZoneInfo

/// A zone's answers for Foundation's `Date`, which counts seconds with a fraction: each
/// instant is read at the whole second it falls in.
extension Zone {
    /// Seconds to add to UT for the local time at `date`.
    public func secondsFromGMT(for date: Date) -> Int { secondsFromUT(at: Zone.wholeSecond(date)) }

    /// Whether `date` falls in daylight saving time.
    public func isDaylightSavingTime(for date: Date) -> Bool { rules.type(at: Zone.wholeSecond(date)).isDaylightSaving }

    /// The abbreviation at `date` ("BST", "+03").
    public func abbreviation(for date: Date) -> String { rules.type(at: Zone.wholeSecond(date)).abbreviation }

    /// The local wall-clock reading of `date`: its date and the second of that day (0..<86400).
    public func wallClock(_ date: Date) -> (date: CivilDate, secondOfDay: Int) {
        let (days, second) = CivilDays.split(Zone.wholeSecond(date) + Int64(secondsFromGMT(for: date)))
        return (CivilDate(dayNumber: Int(days) + CivilDate.unixEpochDayNumber), Int(second))
    }

    /// The changes of local time after `start` and before `end`, as instants and the offsets from and to.
    public func changes(after start: Date, before end: Date) -> [(instant: Date, fromSeconds: Int, toSeconds: Int)] {
        rules.transitions(from: Zone.wholeSecond(start) + 1, to: Zone.wholeSecond(end)).map { change in
            (Date(timeIntervalSince1970: Double(change.instant)), secondsFromUT(at: change.instant - 1), change.type.secondsFromUT)
        }
    }

    /// The whole second `date` falls in (rounded down, also before 1970).
    static func wholeSecond(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }
}
