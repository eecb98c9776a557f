import Foundation
import KioskCore
import MosqueSettings
import PrayerCalc
@testable import TerminalUI
import Testing

/// The calm screen while the congregation prays, and a status column that never
/// says an adhan to come was missed.
struct PrayerInProgressTests {
    @Test(arguments: [ClockLayout.home, .hall])
    func fromTheIqamaForItsMinutesTheWallSaysThePrayerIsInProgressWithNoCountdown(layout: ClockLayout) throws {
        // Asr on 2026-11-21: adhan 14:13, iqama 18 minutes later at 14:31, 10 minutes of prayer.
        let settings = HallScreenTests.settings { $0.display.layout = layout }
        let during = try ClockScreenTests.state(at: "2026-11-21T14:33:00-05:00", settings: settings)
        #expect(during.status?.inProgress?.prayer == .asr)
        let text = ClockScreen.render(during, width: 106, height: 30).text
        #expect(text.contains("Prayer in progress") && text.contains("Please silence your phone"))
        let words = ScreenText(settings: settings)
        #expect(text.contains(words.showSecond("الصلاة قائمة")) && text.contains(words.showSecond("الرجاء إغلاق الهواتف")))
        let withoutTitle = text.replacingOccurrences(of: "Prayer in progress", with: "")
        #expect(!withoutTitle.contains(" in ") && !text.contains("Iqama"), "no countdown:\n\(text)")
        #expect(!text.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) }, "no big digits")
        let after = try ClockScreenTests.state(at: "2026-11-21T14:41:00-05:00", settings: settings)
        #expect(after.status?.inProgress == nil)
        #expect(!ClockScreen.render(after, width: 106, height: 30).text.contains("Prayer in progress"), "it ends by itself")
    }

    @Test func jumuahIsInProgressFromEachOfItsTimesForItsOwnMinutes() throws {
        // Fridays at 13:00 and 14:15; Jumu'ah lasts 45 minutes by default.
        let settings = HallScreenTests.settings()
        let first = try ClockScreenTests.state(at: "2026-11-20T13:44:00-05:00", settings: settings)
        #expect(first.status?.inProgress?.isJumuah == true && first.status?.inProgress?.jumuah == nil)
        #expect(ClockScreen.render(first, width: 106, height: 30).text.contains("Jumu'ah"))
        let between = try ClockScreenTests.state(at: "2026-11-20T13:50:00-05:00", settings: settings)
        #expect(between.status?.inProgress == nil)
        let second = try ClockScreenTests.state(at: "2026-11-20T14:20:00-05:00", settings: settings)
        #expect(second.status?.inProgress?.jumuah == 2)
        #expect(ClockScreen.render(second, width: 106, height: 30).text.contains("Jumu'ah 2"))
    }

    @Test func aPrayerOfItsOwnLengthAndNoneForZeroMinutes() throws {
        let settings = HallScreenTests.settings {
            $0.schedule.prayers[.maghrib]?.prayerMinutes = 20
            $0.schedule.prayers[.isha]?.prayerMinutes = 0
        }
        // Maghrib 16:33, iqama 16:42 (9 minutes after); Isha 17:55, iqama 18:10 (15 minutes after).
        #expect(try ClockScreenTests.state(at: "2026-11-21T17:01:00-05:00", settings: settings).status?.inProgress?.prayer == .maghrib)
        #expect(try ClockScreenTests.state(at: "2026-11-21T17:02:00-05:00", settings: settings).status?.inProgress == nil)
        #expect(try ClockScreenTests.state(at: "2026-11-21T18:11:00-05:00", settings: settings).status?.inProgress == nil)
    }

    /// The manager keeps the windows with its days: a configuration changed on a running
    /// clock (a longer Maghrib, a later iqama) moves them at once.
    @Test func aRunningClockFollowsAChangedPrayerLengthAndIqama() throws {
        let settings = HallScreenTests.settings()
        let start = try #require(TimeText.parseInstant("2026-11-21T16:40:00-05:00"))
        let later = try #require(TimeText.parseInstant("2026-11-21T16:55:00-05:00"))
        var manager = try PrayerTimesManager(settings: settings)
        _ = manager.handle(.tick(start))
        #expect(manager.prayerInProgress(at: later) == nil, "Maghrib's iqama at 16:42 with 10 minutes of prayer ends at 16:52")
        var longer = settings
        longer.schedule.prayers[.maghrib]?.prayerMinutes = 20
        _ = manager.handle(.configChanged(longer))
        #expect(manager.prayerInProgress(at: later)?.prayer == .maghrib)
        #expect(manager.status(at: later)?.inProgress?.prayer == .maghrib)
        _ = manager.handle(.configChanged(settings))
        #expect(manager.prayerInProgress(at: later) == nil, "back to 10 minutes")
        var laterIqama = settings
        laterIqama.iqama.rules[.maghrib] = .offset(minutes: 15)
        _ = manager.handle(.configChanged(laterIqama))
        #expect(manager.prayerInProgress(at: later)?.start == TimeText.parseInstant("2026-11-21T16:48:00-05:00"),
                "Maghrib 16:33 with its iqama 15 minutes after")
        #expect(manager.prayerWindows.count == 16, "five prayers with an iqama on each of three days, the Friday before with two Jumu'ahs")
    }

    /// A played log written by a run at a later hour (a clock set back, a restored card
    /// image, `--now`) marks only the prayers whose time has come.
    @Test func noFuturePrayerIsCalledMissedAfterARestartAtAnEarlierTime() throws {
        let settings = ClockScreenTests.settings { $0.display.burnInShiftMinutes = 0 }
        var state = try ClockScreenTests.state(at: "2026-11-21T13:42:00-05:00", settings: settings)
        let date = try #require(state.status).day.date
        for prayer in Prayer.allCases where prayer.hasAdhan { state.log[PrayerKey(date: date, prayer: prayer)] = .missed }
        let rows = ClockScreen.render(state, width: 120, height: 40).text.split(separator: "\n").map(String.init)
        for name in ["Fajr", "Dhuhr"] {
            #expect(rows.contains { $0.contains(name) && $0.contains("missed") }, "\(name) has passed without its adhan")
        }
        for name in ["Asr", "Maghrib", "Isha"] {
            #expect(!rows.contains { $0.contains(name) && $0.contains("missed") }, "\(name) is still to come")
        }
    }
}
