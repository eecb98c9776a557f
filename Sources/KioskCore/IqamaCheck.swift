import FoundationEssentials
import MosqueSettings
import PrayerCalc

/// A run of days on which an iqama does not fit its adhan: before it, or more than
/// two hours after it. The iqama is kept as given and the adhan still plays; this
/// is for the status line and `mawqut doctor`, so the mosque can correct it.
public struct IqamaMisfit: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        case beforeAdhan
        case longAfterAdhan
    }

    public let prayer: Prayer
    public let kind: Kind
    /// Where the iqama comes from: `iqama.dhuhr`, `schedule.jumuah`, or the mosque timetable.
    public let source: String
    /// The first and last day it happens on.
    public let from: CivilDate
    public let to: CivilDate
    /// On how many days between them (a Friday rule fails on Fridays only).
    public let days: Int

    private var relation: String {
        let name = source == "schedule.jumuah" ? "Jumu'ah" : prayer.englishName
        return kind == .beforeAdhan ? "falls before the \(name) adhan" : "falls more than 2 hours after the \(name) adhan"
    }

    private var when: String {
        days == 1 ? "on \(from)" : "on \(days) days from \(from) to \(to)"
    }

    public var description: String {
        "\(source): the iqama \(relation) \(when); the adhan still plays at its time"
    }

    /// One line for the status line.
    public var summary: String { "\(source): the iqama \(relation) on \(days == 1 ? "1 day" : "\(days) days")" }
}

public enum IqamaCheck {
    /// The misfits over `days` days from `start`: one per rule that fails (prayer,
    /// direction and where the iqama comes from), with how many days it fails on and
    /// the first and last of them, however the days are spread.
    public static func misfits(settings: Settings, timetable: [TimetableDay] = [], from start: CivilDate,
                               days: Int = 366) throws(PrayerCalcError) -> [IqamaMisfit] {
        let calculator = try PrayerTimeCalculator(location: settings.location.calculationLocation, settings: settings.calculation)
        let published = Dictionary(timetable.map { ($0.date, $0) }, uniquingKeysWith: { _, last in last })
        var found: [String: IqamaMisfit] = [:]
        for offset in 0..<max(0, days) {
            let date = start.adding(days: offset)
            let day = DaySchedule(times: calculator.times(on: date), settings: settings,
                                  timetable: settings.source == .local ? nil : published[date])
            for row in day.rows where row.iqamaMisfits {
                guard let iqama = row.iqama else { continue }
                let kind: IqamaMisfit.Kind = iqama < row.time ? .beforeAdhan : .longAfterAdhan
                let source = row.isJumuah ? "schedule.jumuah"
                    : day.fromTimetable && published[date]?.iqama[row.prayer] != nil ? "the mosque timetable"
                    : "iqama.\(row.prayer.rawValue)"
                let key = "\(row.prayer.rawValue) \(kind) \(source)"
                let earlier = found[key]
                found[key] = IqamaMisfit(prayer: row.prayer, kind: kind, source: source, from: earlier?.from ?? date, to: date,
                                         days: (earlier?.days ?? 0) + 1)
            }
        }
        return found.values.sorted { ($0.from, $0.prayer.rawValue, $0.source) < ($1.from, $1.prayer.rawValue, $1.source) }
    }
}
