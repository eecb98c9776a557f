import Foundation
@testable import KioskCore
@testable import MosqueSettings
import PrayerCalc
import Testing
import ZoneInfo

/// The screen's sleeps over known days: after the last congregation until before
/// Fajr, between prayers, and never over a prayer, a Jumu'ah, an Eid prayer or an
/// announcement that asks for the screen.
struct ScreenPowerPlanTests {
    /// New York, fixed iqamas so the expectations read as a timetable would.
    static func scenario(_ schedule: ScreenPowerSchedule, configure: (inout Settings) -> Void = { _ in }) -> ManagerScenario {
        ManagerScenario { settings in
            settings.display.power = ScreenPowerSettings(schedule: schedule, minutesAfterCongregation: 15, minutesBeforeAdhan: 20)
            settings.schedule.quietMinutesAfterIqama = 10
            configure(&settings)
        }
    }

    static func days(_ scenario: ManagerScenario, _ dates: [String]) -> [DaySchedule] {
        dates.map { DaySchedule(times: scenario.times($0), settings: scenario.settings) }
    }

    @Test func aNightSleepRunsFromAfterIshasCongregationUntilBeforeFajrsAdhan() {
        let scenario = Self.scenario(.night)
        let days = Self.days(scenario, ["2026-03-10", "2026-03-11"])
        let plan = ScreenPowerPlan(schedules: days, settings: scenario.settings)
        // Isha's iqama is 15 minutes after its adhan (the default), the prayer lasts 10, then 15 more.
        let start = days[0].row(.isha).time.addingTimeInterval((15 + 10 + 15) * 60)
        let end = days[1].row(.fajr).time.addingTimeInterval(-20 * 60)
        #expect(plan.sleeps == [start..<end])
    }

    @Test func alwaysOnNeverSleeps() {
        let scenario = Self.scenario(.alwaysOn)
        #expect(ScreenPowerPlan(schedules: Self.days(scenario, ["2026-03-10", "2026-03-11"]), settings: scenario.settings).sleeps.isEmpty)
    }

    @Test func betweenPrayersSleepsAfterEachCongregationUntilBeforeTheNextAdhan() {
        let scenario = Self.scenario(.betweenPrayers)
        let days = Self.days(scenario, ["2026-03-10", "2026-03-11"])
        let plan = ScreenPowerPlan(schedules: days, settings: scenario.settings)
        let today = days[0]
        let afterFajr = today.row(.fajr).time.addingTimeInterval((16 + 10 + 15) * 60)
        let beforeDhuhr = today.row(.dhuhr).time.addingTimeInterval(-20 * 60)
        #expect(plan.sleeps.first == afterFajr..<beforeDhuhr)
        // Four gaps a day (Fajr–Dhuhr, Dhuhr–Asr, Asr–Maghrib, Isha–Fajr) where each is at least ten minutes.
        for sleep in plan.sleeps {
            for row in days.flatMap(\.rows) where row.prayer.hasAdhan {
                #expect(!(sleep.contains(row.time) || sleep.contains(row.iqama!)), "\(row.prayer) inside \(sleep)")
            }
        }
        let night = today.row(.isha).time.addingTimeInterval((15 + 10 + 15) * 60)
        #expect(plan.sleeps.contains(night..<days[1].row(.fajr).time.addingTimeInterval(-20 * 60)))
    }

    @Test func aGapShorterThanTenMinutesIsNotTaken() {
        // Maghrib's congregation ends 9 + 10 + 15 minutes after its adhan; with a margin of
        // 60 minutes before each adhan, no gap of the day is long enough except the night's.
        let scenario = Self.scenario(.betweenPrayers) { $0.display.power.minutesBeforeAdhan = 150 }
        let days = Self.days(scenario, ["2026-12-20", "2026-12-21"])
        let plan = ScreenPowerPlan(schedules: days, settings: scenario.settings)
        for sleep in plan.sleeps {
            #expect(sleep.upperBound.timeIntervalSince(sleep.lowerBound) >= 600)
        }
        let maghrib = days[0].row(.maghrib)
        let isha = days[0].row(.isha)
        #expect(!plan.sleeps.contains { $0.lowerBound >= maghrib.time && $0.upperBound <= isha.time })
    }

    @Test func aJumuahSetBeforeFridaysDhuhrAdhanKeepsTheScreenOnFromBeforeIt() {
        // 2026-03-13 is a Friday; Jumu'ah at 12:00 is before Dhuhr's adhan (about 13:05 in March, EDT).
        let scenario = Self.scenario(.betweenPrayers) { $0.schedule.jumuahTimes = [.clock(hour: 12, minute: 0)] }
        let days = Self.days(scenario, ["2026-03-13", "2026-03-14"])
        let plan = ScreenPowerPlan(schedules: days, settings: scenario.settings)
        let jumuah = scenario.instant("2026-03-13", 12)
        #expect(plan.sleep(at: jumuah.addingTimeInterval(-19 * 60)) == nil)
        #expect(plan.sleep(at: jumuah.addingTimeInterval(44 * 60)) == nil)
        #expect(plan.sleep(at: jumuah.addingTimeInterval(-21 * 60))?.upperBound == jumuah.addingTimeInterval(-20 * 60))
    }

    @Test func anEidPrayerAtNightOrBetweenPrayersKeepsTheScreenOn() {
        let scenario = Self.scenario(.betweenPrayers) {
            $0.eid = [EidPrayer(date: CivilDate(iso: "2026-03-20")!, times: [ClockTime("08:30")!])]
        }
        let days = Self.days(scenario, ["2026-03-20", "2026-03-21"])
        let plan = ScreenPowerPlan(schedules: days, settings: scenario.settings)
        let eid = scenario.instant("2026-03-20", 8, 30)
        #expect(plan.sleep(at: eid.addingTimeInterval(-19 * 60)) == nil)
        #expect(plan.sleep(at: eid) == nil)
        #expect(plan.sleep(at: eid.addingTimeInterval((45 + 14) * 60)) == nil)
        #expect(plan.sleep(at: eid.addingTimeInterval((45 + 16) * 60)) != nil)
    }

    @Test func anAnnouncementThatAsksForTheScreenKeepsItOnWhileItIsCurrent() {
        let scenario = Self.scenario(.night) {
            $0.announcements = [Announcement(text: "Lecture tonight", from: LocalDateTime("2026-03-10T21:00"),
                                             until: LocalDateTime("2026-03-10T23:30"), keepsScreenOn: true)]
        }
        let days = Self.days(scenario, ["2026-03-10", "2026-03-11"])
        let plan = ScreenPowerPlan(schedules: days, settings: scenario.settings)
        #expect(plan.sleep(at: scenario.instant("2026-03-10", 23, 0)) == nil)
        #expect(plan.sleeps.first?.lowerBound == scenario.instant("2026-03-10", 23, 30))
    }

    @Test func anAnnouncementThatDoesNotAskLeavesTheSleepAlone() {
        let scenario = Self.scenario(.night) {
            $0.announcements = [Announcement(text: "Lecture tonight", from: LocalDateTime("2026-03-10T21:00"),
                                             until: LocalDateTime("2026-03-10T23:30"))]
        }
        let plan = ScreenPowerPlan(schedules: Self.days(scenario, ["2026-03-10", "2026-03-11"]), settings: scenario.settings)
        #expect(plan.sleep(at: scenario.instant("2026-03-10", 23, 0)) != nil)
    }

    @Test func noScheduleKnownMeansNoSleep() {
        let scenario = Self.scenario(.night)
        #expect(ScreenPowerPlan(schedules: Self.days(scenario, ["2026-03-10"]), settings: scenario.settings).sleeps.isEmpty)
        #expect(ScreenPowerPlan(schedules: [], settings: scenario.settings).sleeps.isEmpty)
    }
}

/// The keeper turns the plan and what happens into on and off.
struct ScreenPowerKeeperTests {
    static func manager(at now: Date, _ scenario: ManagerScenario) throws -> PrayerTimesManager {
        var manager = try PrayerTimesManager(settings: scenario.settings)
        _ = manager.handle(.tick(now))
        return manager
    }

    /// A night schedule's manager at 01:00 on 2026-03-11 (inside the night's sleep), and a keeper that has seen it.
    static func asleep() throws -> (night: Date, manager: PrayerTimesManager, keeper: ScreenPowerKeeper) {
        let scenario = ScreenPowerPlanTests.scenario(.night)
        let night = scenario.instant("2026-03-11", 1)
        let manager = try manager(at: night, scenario)
        var keeper = ScreenPowerKeeper()
        _ = keeper.update(at: night, manager: manager, adhanPlaying: false)
        return (night, manager, keeper)
    }

    @Test func theScreenSleepsInsideTheNightAndWakesAtItsEndForTheSchedule() throws {
        let scenario = ScreenPowerPlanTests.scenario(.night)
        let night = scenario.instant("2026-03-11", 1)
        let manager = try Self.manager(at: night, scenario)
        var keeper = ScreenPowerKeeper()
        let change = keeper.update(at: night, manager: manager, adhanPlaying: false)
        let fajr = DaySchedule(times: scenario.times("2026-03-11"), settings: scenario.settings).row(.fajr).time
        #expect(change == .sleep(until: fajr.addingTimeInterval(-20 * 60)))
        #expect(keeper.update(at: night.addingTimeInterval(60), manager: manager, adhanPlaying: false) == nil)
        #expect(keeper.update(at: fajr.addingTimeInterval(-20 * 60), manager: manager, adhanPlaying: false) == .wake(.schedule))
    }

    @Test func aKeyWakesTheScreenForItsMinutesThenItSleepsAgain() throws {
        var (night, manager, keeper) = try Self.asleep()
        keeper.wake(at: night.addingTimeInterval(30), minutes: 10, by: .key)
        #expect(keeper.update(at: night.addingTimeInterval(30), manager: manager, adhanPlaying: false) == .wake(.key))
        #expect(keeper.update(at: night.addingTimeInterval(30 + 599), manager: manager, adhanPlaying: false) == nil)
        guard case .sleep? = keeper.update(at: night.addingTimeInterval(30 + 600), manager: manager, adhanPlaying: false) else {
            Issue.record("the screen did not sleep again after the wake's ten minutes")
            return
        }
    }

    @Test func anAdhanWakesASleepingScreenEvenInsideTheSleep() throws {
        var (night, manager, keeper) = try Self.asleep()
        #expect(keeper.update(at: night.addingTimeInterval(60), manager: manager, adhanPlaying: true) == .wake(.adhan))
        #expect(keeper.isOn)
    }

    @Test func aClockGoneBackDoesNotStretchAWake() throws {
        let scenario = ScreenPowerPlanTests.scenario(.night)
        let night = scenario.instant("2026-03-11", 2)
        let manager = try Self.manager(at: night, scenario)
        var keeper = ScreenPowerKeeper()
        _ = keeper.update(at: night, manager: manager, adhanPlaying: false)
        keeper.wake(at: night, minutes: 10, by: .admin)
        #expect(keeper.update(at: night, manager: manager, adhanPlaying: false) == .wake(.admin))
        // The clock goes back an hour: the wake still ends ten minutes later, not seventy.
        let back = night.addingTimeInterval(-3600)
        _ = keeper.update(at: back, manager: manager, adhanPlaying: false)
        #expect(keeper.awakeUntil == back.addingTimeInterval(600))
    }
}
