import Foundation
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
    public let from: CivilDate
    public let to: CivilDate

    public var description: String {
        let name = source == "schedule.jumuah" ? "Jumu'ah" : prayer.englishName
        let relation = kind == .beforeAdhan ? "falls before the \(name) adhan" : "falls more than 2 hours after the \(name) adhan"
        let days = from == to ? "on \(from)" : "from \(from) to \(to)"
        return "\(source): the iqama \(relation) \(days); the adhan still plays at its time"
    }
}

public enum IqamaCheck {
    /// The misfits over `days` days from `start`, as runs of consecutive days per prayer.
    public static func misfits(settings: Settings, timetable: [TimetableDay] = [], from start: CivilDate,
                               days: Int = 366) throws(PrayerCalcError) -> [IqamaMisfit] {
        let calculator = try PrayerTimeCalculator(location: settings.location.calculationLocation, settings: settings.calculation)
        let published = Dictionary(timetable.map { ($0.date, $0) }, uniquingKeysWith: { _, last in last })
        var runs: [IqamaMisfit] = []
        var open: [String: IqamaMisfit] = [:]
        for offset in 0..<max(0, days) {
            let date = start.adding(days: offset)
            let day = DaySchedule(times: calculator.times(on: date), settings: settings,
                                  timetable: settings.source == .local ? nil : published[date])
            var seen: Set<String> = []
            for row in day.rows where row.iqamaMisfits {
                guard let iqama = row.iqama else { continue }
                let kind: IqamaMisfit.Kind = iqama < row.time ? .beforeAdhan : .longAfterAdhan
                let source = row.isJumuah ? "schedule.jumuah"
                    : day.fromTimetable && published[date]?.iqama[row.prayer] != nil ? "the mosque timetable"
                    : "iqama.\(row.prayer.rawValue)"
                let key = "\(row.prayer.rawValue) \(kind) \(source)"
                seen.insert(key)
                if let run = open[key], run.to == date.adding(days: -1) {
                    open[key] = IqamaMisfit(prayer: row.prayer, kind: kind, source: source, from: run.from, to: date)
                } else {
                    if let run = open[key] { runs.append(run) }
                    open[key] = IqamaMisfit(prayer: row.prayer, kind: kind, source: source, from: date, to: date)
                }
            }
            for (key, run) in open where !seen.contains(key) {
                runs.append(run)
                open[key] = nil
            }
        }
        runs += open.values
        return runs.sorted { ($0.from, $0.prayer.rawValue) < ($1.from, $1.prayer.rawValue) }
    }
}
