import Foundation
import KioskCore
import MosqueSettings
import PrayerCalc
@testable import TerminalUI
import Testing

struct ClockScreenTests {
    /// Queens, New York defaults with Jumu'ah at 13:00 and 14:15 and night mode on.
    static func settings(_ configure: (inout Settings) -> Void = { _ in }) -> Settings {
        var settings = Settings()
        settings.schedule.jumuahTimes = [.clock(hour: 13, minute: 0), .clock(hour: 14, minute: 15)]
        settings.schedule.nightMode = NightModeSettings()
        configure(&settings)
        return settings
    }

    static func state(at iso: String, settings: Settings = settings(), sound: SoundLine = SoundLine(),
                      problems: [KioskProblem] = []) throws -> ClockScreenState {
        let now = try #require(TimeText.parseInstant(iso))
        var manager = try PrayerTimesManager(settings: settings)
        _ = manager.handle(.tick(now))
        return ClockScreenState(now: now, settings: settings, status: manager.status(at: now), sound: sound, problems: problems)
    }

    static let scenes: [(String, String)] = [
        ("before-fajr", "2026-11-20T04:50:07-05:00"),
        ("friday-noon", "2026-11-20T12:15:42-05:00"),
        ("iqama-countdown", "2026-11-21T16:39:30-05:00"),
        ("after-isha-rollover", "2026-11-21T18:55:00-05:00"),
        ("night", "2026-11-21T23:30:00-05:00"),
    ]

    @Test(arguments: [(80, 24), (160, 48)])
    func scenesMatchTheirGoldenFiles(width: Int, height: Int) throws {
        for (name, instant) in Self.scenes {
            let grid = ClockScreen.render(try Self.state(at: instant), width: width, height: height)
            try GoldenFile.check(grid, named: "\(name)-\(width)x\(height)")
        }
    }

    @Test(arguments: [(80, 24), (160, 48)])
    func arabicLabelScenesMatchTheirGoldenFiles(width: Int, height: Int) throws {
        let indic = Self.settings { $0.display.language = .arabic; $0.display.secondLanguage = nil; $0.display.digits = .arabic }
        let latin = Self.settings { $0.display.language = .arabic; $0.display.secondLanguage = nil; $0.display.clock = .twentyFourHour }
        let scenes = [("arabic-friday-noon", "2026-11-20T12:15:42-05:00", indic), ("arabic-iqama-countdown", "2026-11-21T16:39:30-05:00", latin),
                      ("arabic-after-isha-rollover", "2026-11-21T18:55:00-05:00", indic)]
        for (name, instant, settings) in scenes {
            let grid = ClockScreen.render(try Self.state(at: instant, settings: settings), width: width, height: height)
            try GoldenFile.check(grid, named: "\(name)-\(width)x\(height)")
        }
    }

    /// Everything but the place's own name (first line) and the key footer is Arabic.
    @Test func arabicLabelsLeaveNoEnglishWordOrLatinDigitOnTheClockAboveTheFooter() throws {
        let settings = Self.settings { $0.display.language = .arabic; $0.display.secondLanguage = nil; $0.display.digits = .arabic; $0.display.burnInShiftMinutes = 0 }
        for (_, instant) in Self.scenes {
            let text = ClockScreen.render(try Self.state(at: instant, settings: settings), width: 160, height: 48).text
            let body = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2).dropFirst().joined(separator: "\n")
            let latin = body.unicodeScalars.filter { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
            #expect(latin.isEmpty, "\(instant): \(String(String.UnicodeScalarView(latin)))")
            guard !instant.hasPrefix("2026-11-21T16:39") else { continue } // the iqama countdown has no table
            let words = ScreenText(settings: settings)
            for prayer in [Prayer.fajr, .asr, .maghrib, .isha] {
                #expect(body.contains(words.show(prayer.arabicName)), "\(instant): \(prayer) has its Arabic name")
            }
        }
    }

    @Test func twoJumuahsAreBothInTheTableAndTheCountdownRunsBeforeEach() throws {
        let first = try Self.state(at: "2026-11-20T12:58:00-05:00")
        #expect(first.status?.iqamaCountdown?.time == TimeText.parseInstant("2026-11-20T13:00:00-05:00"))
        #expect(ClockScreen.render(first, width: 100, height: 30).text.contains("Iqama · Jumu'ah ·"))
        let second = try Self.state(at: "2026-11-20T14:12:00-05:00")
        #expect(second.status?.iqamaCountdown?.time == TimeText.parseInstant("2026-11-20T14:15:00-05:00"))
        #expect(second.status?.iqamaCountdown?.jumuah == 2)
        #expect(ClockScreen.render(second, width: 100, height: 30).text.contains("Iqama · Jumu'ah 2 ·"))
        let table = ClockScreen.render(try Self.state(at: "2026-11-20T10:00:00-05:00"), width: 100, height: 30).text
        let rows = table.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.contains { $0.hasPrefix("Jumu'ah ") && $0.contains("1:00 PM") })
        #expect(rows.contains { $0.hasPrefix("Jumu'ah 2") && $0.contains("2:15 PM") })
    }

    @Test func betweenSunriseAndDhuhrNoPrayerIsCurrent() throws {
        let morning = try #require(try Self.state(at: "2026-11-21T09:00:00-05:00").status)
        #expect(morning.currentPrayer == nil)
        #expect(morning.nextPrayer?.prayer == .dhuhr)
        let beforeSunrise = try #require(try Self.state(at: "2026-11-21T06:00:00-05:00").status)
        #expect(beforeSunrise.currentPrayer?.prayer == .fajr)
        let night = try #require(try Self.state(at: "2026-11-21T03:00:00-05:00").status)
        #expect(night.currentPrayer?.prayer == .isha, "Isha's time runs until Fajr")
    }

    @Test func theRowsShowTheTimesOfTheDayShown() throws {
        let state = try Self.state(at: "2026-11-21T10:00:00-05:00")
        let text = ClockScreen.render(state, width: 120, height: 40).text
        let times = try #require(state.status).day.times
        let clock = TimeText(timeZone: state.settings.location.timeZone)
        for prayer in Prayer.allCases {
            #expect(text.contains(clock.clock(times.time(for: prayer), format: .twelveHour)), "\(prayer)")
        }
        #expect(text.contains("Queens, New York (default location)"))
        #expect(text.contains("in 1h 42m"))
    }

    @Test func theNextPrayerAndTheCurrentOneAreMarked() throws {
        let grid = ClockScreen.render(try Self.state(at: "2026-11-21T12:30:00-05:00"), width: 100, height: 30)
        let rows = (0..<grid.height).map { row in (0..<grid.width).map { grid[$0, row] } }
        let dhuhr = try #require(rows.first { String($0.map(\.character)).contains("Dhuhr") })
        #expect(dhuhr.contains { $0.style.reverse && $0.style.role == .current })
        let asr = try #require(rows.first { String($0.map(\.character)).contains("Asr ") })
        #expect(asr.contains { $0.style.role == .next })
    }

    @Test func aTerminalTooSmallSaysSo() throws {
        let text = ClockScreen.render(try Self.state(at: "2026-11-21T12:00:00-05:00"), width: 50, height: 12).text
        #expect(text.contains("terminal too small (need 60 x 20, have 50 x 12)"))
    }

    @Test func problemsAndTheSoundLineAreShown() throws {
        let state = try Self.state(at: "2026-11-21T16:33:20-05:00", sound: SoundLine(playing: .adhan(.maghrib)),
                                   problems: [KioskProblem(.verbatim("config.json: location.latitude: out of range"), advice: .verbatim("Correct it."))])
        let text = ClockScreen.render(state, width: 100, height: 30).text
        #expect(text.contains("♪ Adhan · Maghrib — press F2 to stop"))
        #expect(text.contains("⚠ config.json: location.latitude: out of range · p: details"))
        let failed = try Self.state(at: "2026-11-21T16:33:20-05:00", sound: SoundLine(problem: "audio device \"default\" cannot be opened"))
        #expect(ClockScreen.render(failed, width: 100, height: 30).text.contains("⚠ audio: audio device \"default\" cannot be opened"))
    }


    @Test func burnInProtectionMovesThePictureEveryFewMinutes() throws {
        let first = ClockScreen.render(try Self.state(at: "2026-11-21T10:00:00-05:00"), width: 100, height: 30)
        let later = ClockScreen.render(try Self.state(at: "2026-11-21T10:03:00-05:00"), width: 100, height: 30)
        func firstColumn(_ grid: CellGrid) -> Int? {
            (0..<grid.width).first { column in (0..<grid.height).contains { grid[column, $0].character != " " } }
        }
        #expect(firstColumn(first) != firstColumn(later))
    }

    @Test func theGridDiffWritesOnlyChangedCells() {
        var before = CellGrid(width: 10, height: 2)
        before.put("12:00", x: 0, y: 0)
        var after = before
        after.put("12:01", x: 0, y: 0)
        after.put("x", x: 9, y: 1, style: Style(.warning))
        #expect(after.changes(from: before) == [
            CellGrid.Run(x: 4, y: 0, count: 1, style: .plain),
            CellGrid.Run(x: 9, y: 1, count: 1, style: Style(.warning)),
        ])
        #expect(after.changes(from: after).isEmpty)
        #expect(after.changes(from: nil).count == 3)
    }
}
