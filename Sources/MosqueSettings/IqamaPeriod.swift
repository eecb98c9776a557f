import FileFormats
import FoundationEssentials
import PrayerCalc

/// A day of the year (`MM-DD`) or a calendar date (`YYYY-MM-DD`): where a season
/// that comes back every year, or a range of dates this year, begins or ends.
public enum SeasonDay: Sendable, Equatable, CustomStringConvertible {
    case everyYear(month: Int, day: Int)
    case date(CivilDate)

    /// Parses `YYYY-MM-DD` or `MM-DD` (29 February is allowed every year).
    public init?(_ text: String) {
        if let date = CivilDate(iso: text) {
            self = .date(date)
            return
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2, let month = Int(parts[0]), let day = Int(parts[1]),
              CivilDate(year: 2024, month: month, day: day) != nil else { return nil }
        self = .everyYear(month: month, day: day)
    }

    public var description: String {
        switch self {
        case .everyYear(let month, let day): "\(NumberText.zeroPadded(month))-\(NumberText.zeroPadded(day))"
        case .date(let date): date.description
        }
    }

    /// Month and day as one number, for comparing days of the year.
    fileprivate static func ordinal(month: Int, day: Int) -> Int { month * 100 + day }
}

/// Iqama rules that replace the usual ones on a range of days, both ends included:
/// Ramadan (`2027-02-08` to `2027-03-09`), or a season every year (`04-01` to
/// `09-30`; `10-25` to `03-28` runs over the new year). A fixed time is a
/// wall-clock time in the mosque's zone on every day of the range, on both sides of
/// a DST change. Where periods overlap, the first in the list that names the prayer wins.
public struct IqamaPeriod: Sendable, Equatable {
    public var name: String
    public var from: SeasonDay
    public var until: SeasonDay
    /// The rules of the prayers this period changes; the others keep the usual rule.
    public var rules: [Prayer: IqamaRule]

    public init(name: String, from: SeasonDay, until: SeasonDay, rules: [Prayer: IqamaRule]) {
        self.name = name
        self.from = from
        self.until = until
        self.rules = rules
    }

    /// Whether `date` falls in the period.
    public func contains(_ date: CivilDate) -> Bool {
        switch (from, until) {
        case (.date(let first), .date(let last)):
            return first <= date && date <= last
        case (.everyYear(let month, let day), .everyYear(let lastMonth, let lastDay)):
            let start = SeasonDay.ordinal(month: month, day: day)
            let end = SeasonDay.ordinal(month: lastMonth, day: lastDay)
            let today = SeasonDay.ordinal(month: date.month, day: date.day)
            return start <= end ? (start...end).contains(today) : today >= start || today <= end
        default:
            // The decoder refuses a period with one end of each kind.
            return false
        }
    }
}

extension IqamaSettings {
    /// The rule in force for `prayer` on `date`: the first period containing the day
    /// that names the prayer, else the usual rule.
    public func rule(for prayer: Prayer, on date: CivilDate) -> IqamaRule? {
        periods.first { $0.rules[prayer] != nil && $0.contains(date) }?.rules[prayer] ?? rules[prayer]
    }
}
