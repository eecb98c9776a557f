import Foundation
@testable import KioskCore
@testable import MosqueSettings
import PrayerCalc
import Testing

/// The configurations mosques really use, which the default settings never tried:
/// each failure once found, kept as a named case.
struct MosqueConfigurationTests {
    @Test func aFixedDhuhrIqamaKeptFromWinterNeverSilencesTheSummerAdhan() throws {
        let scenario = ManagerScenario { $0.iqama.rules[.dhuhr] = .fixed(hour: 12, minute: 30) }
        let times = scenario.times("2026-07-01")
        let outcome = try scenario.run(from: scenario.instant("2026-07-01", 0, 0, 30), to: scenario.instant("2026-07-02", 0))
        let dhuhr = try #require(outcome.adhans(.dhuhr).first)
        #expect(dhuhr.note == nil && dhuhr.at == times.dhuhr)
        #expect(outcome.playedAdhans.contains(.dhuhr))
        #expect(outcome.events(.iqama).filter { $0.prayer == .dhuhr }.map(\.at) == [scenario.instant("2026-07-01", 12, 30)],
                "the iqama as given")
        let misfits = try IqamaCheck.misfits(settings: scenario.settings, from: CivilDate(iso: "2026-01-01")!, days: 365)
        #expect(misfits == [IqamaMisfit(prayer: .dhuhr, kind: .beforeAdhan, source: "iqama.dhuhr",
                                        from: CivilDate(iso: "2026-03-08")!, to: CivilDate(iso: "2026-10-31")!, days: 238)],
                "the days of daylight saving time, when Dhuhr is after 12:30")
        #expect(misfits.first?.description
            == "iqama.dhuhr: the iqama falls before the Dhuhr adhan on 238 days from 2026-03-08 to 2026-10-31; the adhan still plays at its time")
    }

    /// A Friday rule fails on Fridays only: still one problem, with its count and date range, not one per Friday.
    @Test func aFixedJumuahBeforeDhuhrIsOneProblemWithItsCountAndRange() throws {
        let scenario = ManagerScenario { $0.schedule.jumuahTimes = [.clock(hour: 11, minute: 0)] }
        let misfits = try IqamaCheck.misfits(settings: scenario.settings, from: CivilDate(iso: "2026-01-01")!, days: 365)
        #expect(misfits.count == 1, "\(misfits)")
        let misfit = try #require(misfits.first)
        #expect(misfit.source == "schedule.jumuah" && misfit.kind == .beforeAdhan)
        #expect(misfit.days == 52 && misfit.from == CivilDate(iso: "2026-01-02") && misfit.to == CivilDate(iso: "2026-12-25"))
        #expect(misfit.summary == "schedule.jumuah: the iqama falls before the Jumu'ah adhan on 52 days")
        #expect(misfit.description.contains("on 52 days from 2026-01-02 to 2026-12-25"))
    }

    @Test func aFixedIshaIqamaAfterTheRolloverStillFiresOnce() throws {
        let scenario = ManagerScenario { $0.iqama.rules[.isha] = .fixed(hour: 19, minute: 30) }
        let isha = scenario.times("2026-11-21").isha
        #expect(isha.addingTimeInterval(3600) < scenario.instant("2026-11-21", 19, 30), "the iqama is after the rollover")
        let outcome = try scenario.run(from: scenario.instant("2026-11-21", 12), to: scenario.instant("2026-11-22", 12))
        let ishaIqamas = outcome.events(.iqama).filter { $0.prayer == .isha }
        #expect(ishaIqamas.map(\.at) == [scenario.instant("2026-11-21", 19, 30)])
        #expect(ishaIqamas.first?.date == CivilDate(iso: "2026-11-21"))
    }

    @Test func bothJumuahsOfAFridayAreAnnouncedAndTheFirstIsDhuhrsIqama() throws {
        let scenario = ManagerScenario { $0.schedule.jumuahTimes = [.clock(hour: 12, minute: 45), .clock(hour: 13, minute: 45)] }
        let outcome = try scenario.run(from: scenario.instant("2026-11-20", 0, 0, 30), to: scenario.instant("2026-11-21", 0))
        #expect(outcome.events(.jumuah).map(\.at) == [scenario.instant("2026-11-20", 12, 45), scenario.instant("2026-11-20", 13, 45)])
        #expect(outcome.events(.iqama).filter { $0.prayer == .dhuhr }.map(\.at) == [scenario.instant("2026-11-20", 12, 45)])
    }

    @Test func aRestartRightAfterAnIqamaNeverRepeatsIt() throws {
        let scenario = ManagerScenario()
        let times = scenario.times("2026-11-21")
        let iqama = times.asr.addingTimeInterval(18 * 60)
        let outcome = try scenario.run(from: times.asr.addingTimeInterval(-60), to: iqama.addingTimeInterval(300),
                                       restarts: [iqama.addingTimeInterval(30), iqama.addingTimeInterval(60)])
        #expect(outcome.events(.iqama).filter { $0.prayer == .asr }.count == 1)
        #expect(outcome.adhans(.asr).count == 1)
    }

    @Test func aStartJustAfterAnIqamaStillAnnouncesItWithinTheGracePeriod() throws {
        let scenario = ManagerScenario()
        let iqama = scenario.times("2026-11-21").asr.addingTimeInterval(18 * 60)
        let outcome = try scenario.run(from: iqama.addingTimeInterval(40), to: iqama.addingTimeInterval(120))
        #expect(outcome.events(.iqama).filter { $0.prayer == .asr }.count == 1)
    }

    @Test func theSimulatorUsesTheMosqueTimetableWhenTheSourceIsTimetable() throws {
        var scenario = ManagerScenario()
        scenario.settings.source = .timetable
        let days = try MosqueTimetable.parse(MosqueTimetableTests.csv, file: "nov.csv")
        var adhans: [ScheduleEvent] = []
        try Simulator.run(SimulationPlan(from: scenario.instant("2026-11-21", 11), to: scenario.instant("2026-11-21", 12)),
                          settings: scenario.settings, store: MemoryPrayerLogStore(), timetable: days) { effect, _ in
            if case .announce(let event) = effect, event.kind == .adhan { adhans.append(event) }
        }
        #expect(adhans.map(\.at) == [scenario.instant("2026-11-21", 11, 45)], "the timetable's 11:45, not the calculated 11:42")
    }
}
