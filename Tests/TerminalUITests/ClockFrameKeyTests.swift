import Foundation
import KioskCore
import MosqueSettings
import PrayerCalc
@testable import TerminalUI
import Testing

/// The kiosk draws a clock frame only when its key changes; a key that stayed the
/// same while the picture changed would leave a stale screen.
struct ClockFrameKeyTests {
    /// Settings a mosque uses: a 12-hour clock without seconds, a 24-hour clock with
    /// seconds (the default), times kept to the second (no rounding) with a
    /// 10-minute countdown, and the hall layout in English and in Arabic.
    static let configurations: [(String, Settings)] = [
        ("12-hour without seconds", ClockScreenTests.settings { $0.display.seconds = false }),
        ("24-hour with seconds", ClockScreenTests.settings { $0.display.clock = .twentyFourHour; $0.display.seconds = true }),
        ("no rounding, 10-minute countdown", ClockScreenTests.settings {
            $0.display.seconds = false
            $0.calculation.roundingOverride = Rounding.none
            $0.display.iqamaCountdownMinutes = 10
        }),
        ("hall layout (its clock without seconds)", ClockScreenTests.settings { $0.display.layout = .hall; $0.display.seconds = true }),
        ("hall layout in Arabic", ClockScreenTests.settings {
            $0.display.layout = .hall
            $0.display.labels = .arabic
            $0.display.digits = .arabic
        }),
    ]

    /// Every second from 90 s before to 90 s after each adhan, each iqama, each start
    /// of an iqama countdown and each end of a prayer on a Friday (two Jumu'ahs), and across each turn
    /// of the hour: where two seconds in a row have the same key, their frames are
    /// the same.
    @Test func secondsWithTheSameKeyDrawTheSameFrame() throws {
        var compared = 0
        var skipped = 0
        for (name, settings) in Self.configurations {
            var manager = try PrayerTimesManager(settings: settings)
            let start = try #require(TimeText.parseInstant("2026-11-20T00:30:00-05:00"))
            _ = manager.handle(.tick(start))
            let day = try #require(manager.status(at: start)?.day)
            let countdown = Double(settings.display.iqamaCountdownMinutes * 60)
            let moments = day.rows.flatMap { row in [row.time] + (row.iqama.map { [$0, $0.addingTimeInterval(-countdown)] } ?? []) }
                + day.prayerWindows(settings.schedule).map(\.end)
            var seconds = Set<Int>()
            for moment in moments {
                let base = Int(moment.timeIntervalSince1970.rounded(.down))
                seconds.formUnion((base - 90)...(base + 90))
            }
            // And across the turn of each hour of the day.
            let midnight = Int(start.timeIntervalSince1970) - 30 * 60
            for hour in 1..<24 { seconds.formUnion((midnight + hour * 3_600 - 40)...(midnight + hour * 3_600 + 40)) }
            var previous: (key: ClockScreen.FrameKey, grid: CellGrid, second: Int)?
            for second in seconds.sorted() {
                let now = Date(timeIntervalSince1970: Double(second))
                _ = manager.handle(.tick(now))
                let state = ClockScreenState(now: now, settings: settings, status: manager.status(at: now))
                let key = ClockScreen.frameKey(state)
                let grid = ClockScreen.render(state, width: 80, height: 24)
                if let previous, previous.second == second - 1, previous.key == key {
                    compared += 1
                    if previous.grid != grid {
                        Issue.record("\(name): \(now) draws differently from the second before under the same key:\n\(grid.text)")
                    }
                } else if let previous, previous.second == second - 1 {
                    skipped += 1
                }
                previous = (key, grid, second)
            }
        }
        #expect(compared > 2_000, "\(compared) pairs of seconds compared")
        #expect(skipped > 100, "\(skipped) seconds changed the key")
    }
}
