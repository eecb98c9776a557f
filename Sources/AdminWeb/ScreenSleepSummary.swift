import FoundationEssentials
import KioskCore
import MawqutCommon
import Messages
import MosqueSettings
import PrayerCalc

/// What the admin page says of the screen's sleep: when it will be off tomorrow, and
/// an estimate of the hours and energy a year, from the mosque's own times (the
/// calculated ones, or the imported timetable where it covers the days).
struct ScreenSleepSummary {
    /// The sleeps that begin tomorrow.
    let tomorrow: [Range<Date>]
    /// Hours asleep over the coming 365 days, as the schedule stands.
    let hoursAYear: Double
    let watts: Int

    /// The summary at `now`; nil while the screen is always on.
    init?(times: MosqueTimes, now: Date) {
        let settings = times.settings
        guard settings.display.power.schedule != .alwaysOn else { return nil }
        let today = CivilDate(containing: now, in: settings.location.timeZone)
        let days = (0...366).map { times.day(today.adding(days: $0)) }
        let plan = ScreenPowerPlan(schedules: days, settings: settings)
        let zone = settings.location.timeZone
        tomorrow = plan.sleeps.filter { CivilDate(containing: $0.lowerBound, in: zone) == today.adding(days: 1) }
        let year = today.adding(days: 1).instant(hour: 0, minute: 0, in: zone)..<today.adding(days: 366).instant(hour: 0, minute: 0, in: zone)
        hoursAYear = plan.sleeps.reduce(0) { total, sleep in
            let seconds = min(sleep.upperBound, year.upperBound).timeIntervalSince(max(sleep.lowerBound, year.lowerBound))
            return total + max(0, seconds) / 3600
        }
        watts = settings.display.power.watts
    }

    /// The energy not drawn in a year, in kWh (the screen's draw when on times the hours
    /// off; what it draws in standby, commonly under half a watt, is left out).
    var kilowattHoursAYear: Double { hoursAYear * Double(watts) / 1000 }

    /// "Tomorrow the screen is off 9:20 PM to 5:05 AM (7 h 45 min in all). About 2,840
    /// hours off a year: 227 kWh saved at 80 W."
    func sentence(_ shown: PageWords) -> String {
        let w = shown.words
        let spans = tomorrow.map { w.trc("a span of time", "%1$s to %2$s", shown.clock($0.lowerBound), shown.clock($0.upperBound)) }
        let total = tomorrow.reduce(0) { $0 + $1.upperBound.timeIntervalSince($1.lowerBound) }
        let first = spans.isEmpty ? w.tr("Tomorrow the screen stays on: no gap is long enough.")
            : w.tr("Tomorrow the screen is off %1$s (%2$s in all).", spans.joined(separator: w.trc("between items in a list", ", ")),
                   shown.digits(w.duration(total)))
        let estimate = w.tr("About %1$s hours off a year: %2$s kWh saved at %3$s W.", shown.digits(String(Int(hoursAYear.rounded()))),
                            shown.digits(String(Int(kilowattHoursAYear.rounded()))), shown.digits(String(watts)))
        return first + " " + estimate
    }
}
