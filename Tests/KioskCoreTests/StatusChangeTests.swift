import Foundation
@testable import KioskCore
import MosqueSettings
import PrayerCalc
import Testing

/// `PrayerTimesManager.nextStatusChange(after:)` promises that the status does not
/// change before the instant it gives (the kiosk keeps the clock's state until then):
/// checked from each such instant to the next, over whole days of the generated
/// mosque configurations of `ScheduleInvariantTests` (timetables, fixed and late
/// iqamas, one or two Jumu'ahs, night mode, prayer windows), the days the clocks
/// change included.
struct StatusChangeTests {
    /// Days of 2026 walked for each configuration: random ones, a Friday, and the
    /// changes of summer time in the four places' zones.
    static let fixedDays = ["2026-03-08", "2026-03-29", "2026-04-05", "2026-10-04", "2026-10-25", "2026-11-01", "2026-11-27"]

    @Test(arguments: 0..<ScheduleInvariantTests.cases.count)
    func theStatusStaysTheSameUntilTheNextChangeTheManagerGives(_ index: Int) throws {
        let test = ScheduleInvariantTests.cases[index]
        var random = ScheduleInvariantTests.Random(state: UInt64(index + 7))
        let randomDays = (0..<3).map { _ in CivilDate(year: 2026, month: 1, day: 1)!.adding(days: random.int(1...360)) }
        let zone = test.settings.location.timeZone
        for day in randomDays + Self.fixedDays.map({ CivilDate(iso: $0)! }) {
            var manager = try PrayerTimesManager(settings: test.settings, timetable: test.timetable)
            var now = day.instant(hour: 0, minute: 0, in: zone)
            let end = day.adding(days: 1).instant(hour: 3, minute: 0, in: zone)
            var changes = 0
            while now < end {
                _ = manager.handle(.tick(now))
                let status = manager.status(at: now)
                let change = manager.nextStatusChange(after: now)
                #expect(change > now)
                let span = min(change, end).timeIntervalSince(now)
                for fraction in [0.001, 0.37, 0.5, 0.93] {
                    let inside = now.addingTimeInterval(span * fraction)
                    guard inside < change else { continue }
                    let there = manager.status(at: inside)
                    #expect(there == status, "\(test), \(day): the status at \(inside) differs from \(now)'s, before the change at \(change)")
                    if there != status { return }
                }
                // A millisecond before: the local date of an instant a few ulps before midnight
                // is already the next day's (seconds are rounded), and the kiosk ticks on whole seconds.
                let lastInside = change.addingTimeInterval(-0.001)
                if change < end, lastInside > now {
                    #expect(manager.status(at: lastInside) == status, "\(test), \(day): the status changes before \(change)")
                }
                now = min(change, end)
                changes += 1
            }
            // Six prayers' times and iqamas and the windows: a day has many changes.
            #expect(changes > 10, "\(test), \(day): \(changes) changes")
        }
    }

    /// A one-shot answer (`mawqut next`) shows a fresh manager `now` without firing the
    /// day's past triggers: its status is a first tick's, at random instants of random
    /// days (rollovers, the clocks' changes and Fridays among them) of every configuration.
    @Test(arguments: 0..<ScheduleInvariantTests.cases.count)
    func aManagerShownAnInstantAnswersAsOneTickedThere(_ index: Int) throws {
        let test = ScheduleInvariantTests.cases[index]
        var random = ScheduleInvariantTests.Random(state: UInt64(index + 101))
        let zone = test.settings.location.timeZone
        let days = (0..<4).map { _ in CivilDate(year: 2026, month: 1, day: 1)!.adding(days: random.int(1...360)) }
            + Self.fixedDays.map { CivilDate(iso: $0)! }
        for day in days {
            for _ in 0..<12 {
                let now = day.instant(hour: 0, minute: 0, in: zone).addingTimeInterval(Double(random.int(0...(27 * 3600))))
                var ticked = try PrayerTimesManager(settings: test.settings, timetable: test.timetable)
                _ = ticked.handle(.tick(now))
                var shown = try PrayerTimesManager(settings: test.settings, timetable: test.timetable)
                shown.show(at: now)
                #expect(shown.status(at: now) != nil)
                #expect(shown.status(at: now) == ticked.status(at: now), "\(test), \(now)")
            }
        }
    }
}
