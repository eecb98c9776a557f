import Foundation
@testable import KioskCore
@testable import MosqueSettings
import PrayerCalc
import Testing

struct PrayerTimesManagerTests {
    static let adhanPrayers: [Prayer] = [.fajr, .dhuhr, .asr, .maghrib, .isha]

    @Test func aNormalDayPlaysEachAdhanOnceAtItsMinuteAndRollsOverAnHourAfterIsha() throws {
        let scenario = ManagerScenario()
        let times = scenario.times("2026-11-21")
        let outcome = try scenario.run(from: scenario.instant("2026-11-21", 0, 0, 30), to: scenario.instant("2026-11-22", 0))
        for prayer in Self.adhanPrayers {
            let adhans = outcome.adhans(prayer)
            #expect(adhans.count == 1, "\(prayer)")
            #expect(adhans.first?.at == times.time(for: prayer))
        }
        #expect(outcome.events.filter { $0.kind == .adhan }.map(\.prayer) == Self.adhanPrayers)
        #expect(outcome.playedAdhans == Self.adhanPrayers)
        let rollovers = outcome.events(.rollover)
        #expect(rollovers.count == 1)
        #expect(rollovers.first?.at == times.isha.addingTimeInterval(3600))
        #expect(rollovers.first?.date == CivilDate(iso: "2026-11-22"))
        #expect(outcome.events(.missed).isEmpty)
        #expect(outcome.events(.iqama).count == 5)
    }

    @Test func theFajrAdhanUsesTheFajrRecordingAndTheOthersTheCommonOne() throws {
        let scenario = ManagerScenario()
        let outcome = try scenario.run(from: scenario.instant("2026-11-21", 0), to: scenario.instant("2026-11-21", 23))
        let files = outcome.plays.compactMap { if case .playAdhan(let key, let file, _, _) = $0.0 { (key.prayer, file) } else { nil } }
        #expect(files.first { $0.0 == .fajr }?.1 == "adhan-fajr.mp3")
        #expect(files.first { $0.0 == .asr }?.1 == "adhan.mp3")
    }

    @Test func aStartOneMinuteAfterFajrStillPlaysIt() throws {
        let scenario = ManagerScenario()
        let fajr = scenario.times("2026-11-21").fajr
        let outcome = try scenario.run(from: fajr.addingTimeInterval(60), to: fajr.addingTimeInterval(120))
        #expect(outcome.adhans(.fajr).count == 1)
        #expect(outcome.playedAdhans == [.fajr])
    }

    @Test func aStartBeyondTheGracePeriodLogsTheAdhanAsMissed() throws {
        let scenario = ManagerScenario()
        let fajr = scenario.times("2026-11-21").fajr
        let outcome = try scenario.run(from: fajr.addingTimeInterval(181), to: fajr.addingTimeInterval(240))
        #expect(outcome.adhans(.fajr).isEmpty)
        #expect(outcome.events(.missed).map(\.prayer) == [.fajr])
        #expect(try scenario.store.entries(since: CivilDate(iso: "2026-11-21")!).first?.status == .missed)
    }

    @Test func aRestartDuringTheAdhanNeverReplaysIt() throws {
        let scenario = ManagerScenario()
        let dhuhr = scenario.times("2026-11-21").dhuhr
        let outcome = try scenario.run(from: dhuhr.addingTimeInterval(-30), to: dhuhr.addingTimeInterval(600),
                                       restarts: [dhuhr.addingTimeInterval(20), dhuhr.addingTimeInterval(40)])
        #expect(outcome.adhans(.dhuhr).count == 1)
        #expect(outcome.events(.missed).map(\.prayer) == [.fajr], "only the Fajr before the first start")
    }

    @Test func aThreeHourJumpAcrossAsrMissesItInsteadOfPlayingLate() throws {
        let scenario = ManagerScenario()
        let times = scenario.times("2026-11-21")
        let before = times.asr.addingTimeInterval(-3600)
        let outcome = try scenario.run(from: before.addingTimeInterval(-60), to: before.addingTimeInterval(3 * 3600 + 60),
                                       jumps: [.init(at: before, seconds: 3 * 3600)])
        #expect(outcome.adhans(.asr).isEmpty)
        #expect(outcome.events(.missed).map(\.prayer).contains(.asr))
    }

    @Test func aJumpAcrossSeveralPrayersPlaysOnlyTheLatestWithinGrace() throws {
        let scenario = ManagerScenario()
        let times = scenario.times("2026-11-21")
        let start = times.dhuhr.addingTimeInterval(-600)
        let landing = times.maghrib.addingTimeInterval(60)
        let outcome = try scenario.run(from: start, to: landing.addingTimeInterval(60),
                                       jumps: [.init(at: start.addingTimeInterval(10), seconds: landing.timeIntervalSince(start) - 10)])
        #expect(outcome.playedAdhans == [.maghrib])
        #expect(outcome.events(.missed).map(\.prayer) == [.fajr, .dhuhr, .asr])
        #expect(outcome.events(.adhan).first?.at == landing)
    }

    @Test func aBackwardJumpNeverReplays() throws {
        let scenario = ManagerScenario()
        let dhuhr = scenario.times("2026-11-21").dhuhr
        let outcome = try scenario.run(from: dhuhr.addingTimeInterval(-60), to: dhuhr.addingTimeInterval(3600),
                                       jumps: [.init(at: dhuhr.addingTimeInterval(1200), seconds: -45 * 60)])
        #expect(outcome.adhans(.dhuhr).count == 1)
        #expect(outcome.events(.iqama).filter { $0.prayer == .dhuhr }.count == 1)
    }

    @Test func anNtpJumpFrom1970ToTodayMissesTodaysEarlierPrayersAndCarriesOn() throws {
        let scenario = ManagerScenario()
        let boot = Date(timeIntervalSince1970: 30)
        let today = scenario.instant("2026-11-21", 10)
        let outcome = try scenario.run(from: boot, to: scenario.instant("2026-11-21", 13),
                                       jumps: [.init(at: boot.addingTimeInterval(5), seconds: today.timeIntervalSince(boot) - 5)])
        #expect(outcome.events(.missed).filter { $0.date == CivilDate(iso: "2026-11-21") }.map(\.prayer) == [.fajr])
        #expect(outcome.adhans(.dhuhr).count == 1)
        #expect(outcome.playedAdhans == [.dhuhr])
    }

    @Test(arguments: [("America/New_York", 40.7128, -74.0060, "2026-03-08"), ("America/New_York", 40.7128, -74.0060, "2026-11-01"),
                      ("Europe/London", 51.5072, -0.1276, "2026-03-29"), ("Europe/London", 51.5072, -0.1276, "2026-10-25"),
                      ("Asia/Kathmandu", 27.7172, 85.3240, "2026-06-01"), ("America/St_Johns", 47.5615, -52.7126, "2026-03-08")])
    func dstDaysAndOddOffsetsPlayEachAdhanOnceAtItsTime(zone: String, latitude: Double, longitude: Double, day: String) throws {
        let scenario = ManagerScenario(latitude: latitude, longitude: longitude, zone: zone, method: .mwl)
        let date = CivilDate(iso: day)!
        let times = scenario.times(day)
        let outcome = try scenario.run(from: scenario.instant(date.adding(days: -1).description, 0, 0, 30),
                                       to: scenario.instant(date.adding(days: 1).description, 3))
        for prayer in Self.adhanPrayers {
            let ofDay = outcome.adhans(prayer).filter { $0.date == date }
            #expect(ofDay.count == 1 && ofDay.first?.at == times.time(for: prayer), "\(zone) \(day) \(prayer)")
        }
        #expect(outcome.events(.missed).isEmpty)
    }

    @Test func localMidnightChangesNothingButTheDate() throws {
        let scenario = ManagerScenario()
        var manager = try PrayerTimesManager(settings: scenario.settings)
        var effects: [ManagerEffect] = []
        var now = scenario.instant("2026-11-21", 23, 50)
        while now < scenario.instant("2026-11-22", 0, 10) {
            effects += manager.handle(.tick(now))
            now += 1
        }
        #expect(effects == [.recompute(CivilDate(iso: "2026-11-22")!)], "only the first tick computes the schedule")
        let status = try #require(manager.status(at: now))
        #expect(status.day.date == CivilDate(iso: "2026-11-22"))
        #expect(!status.showsTomorrow)
        #expect(status.nextPrayer?.prayer == .fajr && status.nextPrayer?.date == CivilDate(iso: "2026-11-22"))
    }

    @Test func fridayJumuahReplacesDhuhrsIqamaAndIsAnnouncedAtEachTime() throws {
        let scenario = ManagerScenario { $0.schedule.jumuahTimes = [.clock(hour: 13, minute: 0), .clock(hour: 14, minute: 15)] }
        let friday = "2026-11-20"
        let outcome = try scenario.run(from: scenario.instant(friday, 11), to: scenario.instant(friday, 15))
        #expect(outcome.events(.jumuah).map(\.at) == [scenario.instant(friday, 13), scenario.instant(friday, 14, 15)])
        #expect(outcome.events(.iqama).first { $0.prayer == .dhuhr }?.at == scenario.instant(friday, 13))
        #expect(outcome.adhans(.dhuhr).count == 1)
        let saturday = try scenario.run(from: scenario.instant("2026-11-21", 11), to: scenario.instant("2026-11-21", 15))
        #expect(saturday.events(.jumuah).isEmpty)
    }

    @Test func remindersAreOffByDefaultAndSoundTheConfiguredMinutesBefore() throws {
        let plain = ManagerScenario()
        let times = plain.times("2026-11-21")
        #expect(try plain.run(from: times.asr.addingTimeInterval(-1200), to: times.asr).events(.reminder).isEmpty)
        let reminding = ManagerScenario { $0.schedule.prayers[.asr]?.reminderMinutes = 10 }
        let outcome = try reminding.run(from: times.asr.addingTimeInterval(-1200), to: times.asr)
        #expect(outcome.events(.reminder).map(\.at) == [times.asr.addingTimeInterval(-600)])
        #expect(outcome.plays.contains { $0.0 == .playReminder(.asr) })
    }

    @Test func sunriseHasNoAdhanButMayHaveAWarningTone() throws {
        let plain = ManagerScenario()
        let times = plain.times("2026-11-21")
        let quiet = try plain.run(from: times.fajr.addingTimeInterval(60), to: times.sunrise.addingTimeInterval(60))
        #expect(quiet.events.filter { $0.prayer == .sunrise }.isEmpty)
        let warned = ManagerScenario { $0.schedule.sunriseWarningMinutes = 15 }
        let outcome = try warned.run(from: times.fajr.addingTimeInterval(60), to: times.sunrise.addingTimeInterval(60))
        #expect(outcome.events(.reminder).map(\.prayer) == [.sunrise])
        #expect(outcome.plays.contains { $0.0 == .playSunriseWarning })
    }

    @Test func nothingSoundsInTheQuietWindowAfterIqama() throws {
        // Isha's reminder falls 10 minutes after Maghrib's iqama, inside a 30-minute quiet window.
        let scenario = ManagerScenario {
            $0.schedule.quietMinutesAfterIqama = 30
            $0.schedule.prayers[.isha]?.reminderMinutes = 60
        }
        let times = scenario.times("2026-11-21")
        let reminderAt = times.isha.addingTimeInterval(-3600)
        #expect(reminderAt > times.maghrib.addingTimeInterval(9 * 60) && reminderAt < times.maghrib.addingTimeInterval(39 * 60))
        let outcome = try scenario.run(from: times.maghrib.addingTimeInterval(-60), to: times.isha.addingTimeInterval(-60))
        let reminder = try #require(outcome.events(.reminder).first)
        #expect(reminder.note == "prayer in progress")
        #expect(!outcome.plays.contains { $0.0 == .playReminder(.isha) })
    }

    @Test func aPrayersOwnMinutesDecideItsQuietWindowAndJumuahCountsFromEachOfItsTimes() throws {
        // Maghrib's prayer lasts 45 minutes here, so Isha's reminder an hour before its adhan is silent.
        let scenario = ManagerScenario {
            $0.schedule.prayers[.maghrib]?.prayerMinutes = 45
            $0.schedule.prayers[.isha]?.reminderMinutes = 60
        }
        let times = scenario.times("2026-11-21")
        let outcome = try scenario.run(from: times.maghrib.addingTimeInterval(-60), to: times.isha.addingTimeInterval(-60))
        #expect(try #require(outcome.events(.reminder).first).note == "prayer in progress")
        let short = ManagerScenario {
            $0.schedule.prayers[.maghrib]?.prayerMinutes = 5
            $0.schedule.prayers[.isha]?.reminderMinutes = 60
        }
        let heard = try short.run(from: times.maghrib.addingTimeInterval(-60), to: times.isha.addingTimeInterval(-60))
        #expect(heard.plays.contains { $0.0 == .playReminder(.isha) }, "after a 5-minute Maghrib the reminder sounds")

        let friday = ManagerScenario { $0.schedule.jumuahTimes = [.clock(hour: 13, minute: 0), .clock(hour: 14, minute: 15)] }
        let schedule = DaySchedule(times: friday.times("2026-11-20"), settings: friday.settings)
        let windows = schedule.prayerWindows(friday.settings.schedule).filter { $0.prayer == .dhuhr }
        #expect(windows.map(\.start) == [friday.instant("2026-11-20", 13), friday.instant("2026-11-20", 14, 15)])
        #expect(windows.map(\.end) == [friday.instant("2026-11-20", 13, 45), friday.instant("2026-11-20", 15)])
        #expect(windows.map(\.jumuah) == [nil, 2] && windows.allSatisfy(\.isJumuah))
    }

    @Test func anIqamaBeforeItsAdhanOpensNoPrayerWindow() throws {
        let scenario = ManagerScenario { $0.iqama.rules[.dhuhr] = .fixed(hour: 6, minute: 0) }
        let schedule = DaySchedule(times: scenario.times("2026-11-21"), settings: scenario.settings)
        #expect(!schedule.prayerWindows(scenario.settings.schedule).contains { $0.prayer == .dhuhr })
    }

    @Test func anAdhanTurnedOffIsLoggedAsSilencedAndNeverHandedOn() throws {
        let scenario = ManagerScenario { $0.schedule.prayers[.asr] = PrayerAudioSettings(adhan: false) }
        var manager = try PrayerTimesManager(settings: scenario.settings)
        let asr = scenario.times("2026-11-21").asr
        _ = manager.handle(.tick(asr.addingTimeInterval(-10)))
        let effects = manager.handle(.tick(asr))
        let key = PrayerKey(date: CivilDate(iso: "2026-11-21")!, prayer: .asr)
        #expect(effects.contains(.record(PrayerLogEntry(key: key, status: .silenced, detail: "adhan off", recordedAt: asr))))
        #expect(!effects.contains { if case .playAdhan = $0 { true } else { false } })
        #expect(manager.logStatus(key) == .silenced)
    }

    @Test func theRecordComesBeforeTheAdhanWhichCarriesTheDua() throws {
        let scenario = ManagerScenario { $0.schedule.duaFile = "dua.mp3" }
        var manager = try PrayerTimesManager(settings: scenario.settings)
        let asr = scenario.times("2026-11-21").asr
        _ = manager.handle(.tick(asr.addingTimeInterval(-1)))
        let effects = manager.handle(.tick(asr))
        let key = PrayerKey(date: CivilDate(iso: "2026-11-21")!, prayer: .asr)
        let recordIndex = try #require(effects.firstIndex(of: .record(PrayerLogEntry(key: key, status: .pending, recordedAt: asr))))
        let playIndex = try #require(effects.firstIndex(of: .playAdhan(key, file: "adhan.mp3", volume: 100, dua: "dua.mp3")))
        #expect(recordIndex < playIndex)
        _ = manager.handle(.settled(PrayerLogEntry(key: key, status: .failed, detail: "no device", recordedAt: asr)))
        #expect(manager.logStatus(key) == .failed, "the arbiter's outcome reaches the table")
    }

    @Test func aConfigurationChangeMovesTheTimesWithoutReplaying() throws {
        let scenario = ManagerScenario()
        var manager = try PrayerTimesManager(settings: scenario.settings)
        let times = scenario.times("2026-11-21")
        _ = manager.handle(.tick(times.dhuhr.addingTimeInterval(-1)))
        _ = manager.handle(.tick(times.dhuhr))
        var later = scenario.settings
        later.calculation.adjustments.dhuhr = 5
        later.calculation.adjustments.asr = 10
        #expect(manager.handle(.configChanged(later)) == [.recompute(CivilDate(iso: "2026-11-21")!)])
        #expect(manager.current?.row(.asr).time == times.asr.addingTimeInterval(600))
        var effects: [ManagerEffect] = []
        var now = times.dhuhr.addingTimeInterval(1)
        while now <= times.asr.addingTimeInterval(601) {
            effects += manager.handle(.tick(now))
            now += 1
        }
        let adhans = effects.compactMap { if case .announce(let event) = $0, event.kind == .adhan { event } else { nil } }
        #expect(adhans.map(\.prayer) == [.asr])
        #expect(adhans.first?.at == times.asr.addingTimeInterval(600))
    }

    @Test func statusShowsTheIqamaCountdownAndAfterRolloverTomorrowsRows() throws {
        let scenario = ManagerScenario { $0.iqama.rules[.isha] = .fixed(hour: 19, minute: 30) }
        var manager = try PrayerTimesManager(settings: scenario.settings)
        let times = scenario.times("2026-11-21")
        _ = manager.handle(.tick(times.maghrib.addingTimeInterval(120)))
        let waiting = try #require(manager.status(at: times.maghrib.addingTimeInterval(120)))
        #expect(waiting.iqamaCountdown?.prayer == .maghrib)
        #expect(waiting.iqamaCountdown?.time == times.maghrib.addingTimeInterval(9 * 60))
        #expect(waiting.nextPrayer?.prayer == .isha)
        #expect(manager.current?.row(.isha).iqama == scenario.instant("2026-11-21", 19, 30))
        let late = times.isha.addingTimeInterval(3601)
        _ = manager.handle(.tick(late))
        let after = try #require(manager.status(at: late))
        #expect(after.day.date == CivilDate(iso: "2026-11-22"))
        #expect(after.showsTomorrow)
        #expect(after.nextPrayer?.prayer == .fajr && after.nextPrayer?.date == CivilDate(iso: "2026-11-22"))
        #expect(after.currentPrayer?.prayer == .isha)
    }

    @Test func nightModeIsStateForTheScreen() throws {
        let scenario = ManagerScenario { $0.schedule.nightMode = NightModeSettings() }
        var manager = try PrayerTimesManager(settings: scenario.settings)
        let times = scenario.times("2026-11-21")
        let tomorrow = scenario.times("2026-11-22")
        for (instant, expected) in [(times.isha.addingTimeInterval(3500), false), (times.isha.addingTimeInterval(3700), true),
                                    (scenario.instant("2026-11-22", 2), true), (tomorrow.fajr.addingTimeInterval(-1700), false),
                                    (scenario.instant("2026-11-22", 12), false)] {
            _ = manager.handle(.tick(instant))
            #expect(manager.status(at: instant)?.isNight == expected, "\(instant)")
        }
    }

    @Test func aHighLatitudeSummerStillPlaysFajrWhenItComesBeforeTheRollover() throws {
        // Oslo in June: Isha (middle of the night) and the next Fajr are minutes apart.
        let scenario = ManagerScenario(latitude: 59.9139, longitude: 10.7522, zone: "Europe/Oslo", method: .mwl)
        let outcome = try scenario.run(from: scenario.instant("2026-06-20", 3), to: scenario.instant("2026-06-23", 12))
        for day in ["2026-06-21", "2026-06-22"] {
            let times = scenario.times(day)
            for prayer in Self.adhanPrayers {
                let events = outcome.adhans(prayer).filter { $0.date == CivilDate(iso: day) }
                #expect(events.count == 1 && events.first?.at == times.time(for: prayer), "\(day) \(prayer)")
            }
        }
        #expect(outcome.events(.missed).filter { $0.date > CivilDate(iso: "2026-06-20")! }.isEmpty)
        #expect(outcome.events(.rollover).count == 3)
    }

    /// A year of one-second ticks: every adhan once a day, in order, at its minute,
    /// and one rollover a day an hour after Isha.
    @Test(arguments: [(40.7282, -73.7949, "America/New_York"), (64.1466, -21.9426, "Atlantic/Reykjavik")])
    func aYearOfTicksPlaysEveryAdhanOnceADay(latitude: Double, longitude: Double, zone: String) throws {
        let scenario = ManagerScenario(latitude: latitude, longitude: longitude, zone: zone, method: .mwl)
        let outcome = try scenario.run(from: scenario.instant("2026-01-01", 0), to: scenario.instant("2027-01-01", 0))
        var day = CivilDate(iso: "2026-01-01")!
        var problems: [String] = []
        let adhans = Dictionary(grouping: outcome.events(.adhan), by: \.date)
        let rollovers = Dictionary(grouping: outcome.events(.rollover), by: \.date)
        while day < CivilDate(iso: "2027-01-01")! {
            let times = scenario.times(day.description)
            let played = adhans[day] ?? []
            if played.map(\.prayer) != Self.adhanPrayers.map(Optional.some)
                || zip(played, Self.adhanPrayers).contains(where: { $0.at != times.time(for: $1) }) {
                problems.append("\(day): \(played.map { "\($0.prayer!.rawValue)@\($0.at)" })")
            }
            if day > CivilDate(iso: "2026-01-01")! {
                let previous = scenario.times(day.adding(days: -1).description)
                if rollovers[day]?.map(\.at) != [previous.isha.addingTimeInterval(3600)] { problems.append("\(day): rollover") }
            }
            day = day.adding(days: 1)
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(outcome.events(.missed).isEmpty)
    }
}
