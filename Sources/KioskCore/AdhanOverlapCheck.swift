import FoundationEssentials
import MosqueSettings
import PrayerCalc

/// Nights on which Isha and the next day's Fajr come so close that their adhans
/// would overlap, or cross (Fajr first): at high latitudes in summer, where a
/// portion-of-the-night rule puts both near the middle of the night. The times
/// stay as the method gives them; the two adhans play one after the other in time
/// order, each whole (`SoundArbiter`). This says when, for the status line and doctor.
public struct AdhanOverlap: Sendable, Equatable, CustomStringConvertible {
    /// The dates of the evenings (the Isha's day), first and last of a run.
    public let from: CivilDate
    public let to: CivilDate
    /// Whether on some of these nights Fajr comes before the Isha of the evening before.
    public let crosses: Bool

    public init(from: CivilDate, to: CivilDate, crosses: Bool) {
        self.from = from
        self.to = to
        self.crosses = crosses
    }

    public var description: String {
        let days = from == to ? "on the night after \(from)" : "on the nights from \(from) to \(to)"
        let relation = crosses ? "Isha and the next Fajr come within \(Int(AdhanOverlapCheck.gap / 60)) minutes of each other or cross"
            : "Isha and the next Fajr come within \(Int(AdhanOverlapCheck.gap / 60)) minutes of each other"
        return "\(relation) \(days): both adhans play whole, one after the other"
    }
}

public enum AdhanOverlapCheck {
    /// Adhans closer than this would overlap (a recorded adhan lasts three to five minutes).
    public static let gap: TimeInterval = 5 * 60

    /// Runs of such nights over `days` evenings from `start`.
    public static func overlaps(settings: Settings, timetable: [TimetableDay] = [], from start: CivilDate,
                                days: Int = 366) throws(PrayerCalcError) -> [AdhanOverlap] {
        let calculator = try PrayerTimeCalculator(location: settings.location.calculationLocation, settings: settings.calculation)
        let published = Dictionary(timetable.map { ($0.date, $0) }, uniquingKeysWith: { _, last in last })
        func schedule(_ date: CivilDate) -> DaySchedule {
            DaySchedule(times: calculator.times(on: date), settings: settings, timetable: settings.source == .local ? nil : published[date])
        }
        var runs: [AdhanOverlap] = []
        var open: AdhanOverlap?
        var evening = schedule(start)
        for offset in 0..<max(0, days) {
            let date = start.adding(days: offset)
            let morning = schedule(date.adding(days: 1))
            let apart = morning.row(.fajr).time.timeIntervalSince(evening.row(.isha).time)
            if apart < gap {
                open = AdhanOverlap(from: open?.from ?? date, to: date, crosses: (open?.crosses ?? false) || apart <= 0)
            } else if let run = open {
                runs.append(run)
                open = nil
            }
            evening = morning
        }
        if let open { runs.append(open) }
        return runs
    }
}
