import Foundation
@testable import KioskCore
@testable import MosqueSettings
import PrayerCalc
import Testing

/// The three forbidden times of Sahih Muslim 831, at the minutes the mosque sets.
struct ForbiddenTimesTests {
    @Test func theThreeTimesRunFromSunriseBeforeDhuhrAndBeforeMaghrib() {
        let scenario = ManagerScenario { $0.display.forbiddenTimes = ForbiddenTimesSettings() }
        let day = DaySchedule(times: scenario.times("2026-03-10"), settings: scenario.settings)
        let times = day.forbiddenTimes(ForbiddenTimesSettings(afterSunriseMinutes: 15, beforeDhuhrMinutes: 5, beforeMaghribMinutes: 15))
        #expect(times == [
            ForbiddenTime(kind: .sunrise, start: day.times.sunrise, end: day.times.sunrise.addingTimeInterval(15 * 60)),
            ForbiddenTime(kind: .zawal, start: day.times.dhuhr.addingTimeInterval(-5 * 60), end: day.times.dhuhr),
            ForbiddenTime(kind: .sunset, start: day.times.maghrib.addingTimeInterval(-15 * 60), end: day.times.maghrib),
        ])
        #expect(day.forbiddenTimes(ForbiddenTimesSettings(afterSunriseMinutes: 0, beforeDhuhrMinutes: 10, beforeMaghribMinutes: 0)).map(\.kind) == [.zawal])
    }

    @Test func theManagerAnswersOnlyWhenTheMosqueShowsThemAndTheClockStateChangesAtTheirBounds() throws {
        let off = ManagerScenario()
        let on = ManagerScenario { $0.display.forbiddenTimes = ForbiddenTimesSettings() }
        let sunrise = DaySchedule(times: on.times("2026-03-10"), settings: on.settings).times.sunrise
        let inside = sunrise.addingTimeInterval(7 * 60)
        var quiet = try PrayerTimesManager(settings: off.settings)
        _ = quiet.handle(.tick(inside))
        #expect(quiet.forbiddenTime(at: inside) == nil)
        var manager = try PrayerTimesManager(settings: on.settings)
        _ = manager.handle(.tick(inside))
        #expect(manager.forbiddenTime(at: inside)?.kind == .sunrise)
        #expect(manager.forbiddenTime(at: sunrise.addingTimeInterval(15 * 60)) == nil, "the end is not inside")
        #expect(manager.nextStatusChange(after: inside) <= sunrise.addingTimeInterval(15 * 60))
    }

    @Test func theConfigurationAsksForThemOrNot() throws {
        #expect(try SettingsDecoder.decode(Data("{}".utf8)).display.forbiddenTimes == nil, "off unless asked")
        let asked = try SettingsDecoder.decode(Data(#"{"display": {"forbiddenTimes": {"beforeDhuhrMinutes": 10}}}"#.utf8))
        #expect(asked.display.forbiddenTimes == ForbiddenTimesSettings(afterSunriseMinutes: 15, beforeDhuhrMinutes: 10, beforeMaghribMinutes: 15))
        #expect(try SettingsDecoder.decode(Data(#"{"display": {"forbiddenTimes": "off"}}"#.utf8)).display.forbiddenTimes == nil)
        #expect(throws: (any Error).self) { try SettingsDecoder.decode(Data(#"{"display": {"forbiddenTimes": {"beforeDhuhrMinutes": 90}}}"#.utf8)) }
    }
}
