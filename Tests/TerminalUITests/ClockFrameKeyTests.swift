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
            $0.display.language = .arabic; $0.display.secondLanguage = nil
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
            var previous: (key: ClockScreen.FrameKey, grid: CellGrid, second: Int)?
            for second in try Self.secondsAroundEveryChange(settings, manager: &manager) {
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

    /// Clocks with seconds, by day and by night (dimmed, or the clock alone), with the
    /// picture moving every minute against burn-in, in Arabic digits, and with no
    /// configuration in use; at the sizes of a laptop, a 1080p console and the smallest.
    static let clocksWithSeconds: [(String, Settings, unconfigured: Bool)] = [
        ("24-hour", ClockScreenTests.settings { $0.display.clock = .twentyFourHour; $0.display.seconds = true }, false),
        ("12-hour, moving every minute", ClockScreenTests.settings {
            $0.display.seconds = true
            $0.display.burnInShiftMinutes = 1
        }, false),
        ("the clock alone at night, Arabic", ClockScreenTests.settings {
            $0.display.seconds = true
            $0.display.nightStyle = .clockOnly
            $0.display.language = .arabic; $0.display.secondLanguage = nil
            $0.display.digits = .arabic
        }, false),
        ("no configuration in use", ClockScreenTests.settings { $0.display.seconds = true }, true),
    ]

    /// Where the key says only the clock's seconds changed, the last frame with its two
    /// digits redrawn (and the next second's from that, as the kiosk goes on) is the
    /// frame drawn whole, cell for cell.
    @Test func secondsThatChangeOnlyTheClocksDigitsRedrawThemAsTheWholeFrameWould() throws {
        var advanced = 0
        var drawnWhole = 0
        for (name, settings, unconfigured) in Self.clocksWithSeconds {
            for (width, height) in [(80, 24), (240, 67), (60, 20)] {
                var manager = try PrayerTimesManager(settings: settings)
                var previous: (key: ClockScreen.FrameKey, frame: ClockFrame, second: Int)?
                var digits = ClockFrame.DigitPatches()
                for second in try Self.secondsAroundEveryChange(settings, manager: &manager) {
                    let now = Date(timeIntervalSince1970: Double(second))
                    _ = manager.handle(.tick(now))
                    var state = ClockScreenState(now: now, settings: settings, status: unconfigured ? nil : manager.status(at: now))
                    if unconfigured { state.unconfigured = "config.json line 3: expected a value" }
                    let key = ClockScreen.frameKey(state)
                    let whole = ClockScreen.renderFrame(state, width: width, height: height)
                    var frame = whole
                    if let previous, previous.second == second - 1, key.change(since: previous.key) == .clockSeconds,
                       let next = previous.frame.advanced(to: state, digits: &digits) {
                        advanced += 1
                        frame = next
                        if next.grid != whole.grid {
                            Issue.record("\(name) at \(width)x\(height), \(now): the redrawn seconds differ from the whole frame:\n\(next.grid.text)\n---\n\(whole.grid.text)")
                            frame = whole
                        }
                    } else {
                        drawnWhole += 1
                    }
                    previous = (key, frame, second)
                }
            }
        }
        #expect(advanced > 40_000, "\(advanced) seconds drawn by redrawing the clock's digits")
        #expect(drawnWhole > 1_000, "\(drawnWhole) seconds drawn whole")
    }

    /// Every second from 90 s before to 90 s after each adhan, each iqama, each start
    /// of an iqama countdown and each end of a prayer on Friday 20 November 2026 in
    /// New York (two Jumu'ahs), and 40 s either side of each turn of the hour.
    static func secondsAroundEveryChange(_ settings: Settings, manager: inout PrayerTimesManager) throws -> [Int] {
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
        let midnight = Int(start.timeIntervalSince1970) - 30 * 60
        for hour in 1..<24 { seconds.formUnion((midnight + hour * 3_600 - 40)...(midnight + hour * 3_600 + 40)) }
        return seconds.sorted()
    }
}

extension ClockFrame {
    /// This frame with the patch of `state`'s seconds written over it, as the display
    /// writes it over the frame it shows; nil where the kiosk draws the frame whole.
    func advanced(to state: ClockScreenState, digits: inout ClockFrame.DigitPatches) -> ClockFrame? {
        guard let next = seconds.patch(to: state, digits: &digits) else { return nil }
        var grid = self.grid
        _ = grid.apply(next.patch)
        return ClockFrame(grid: grid, seconds: next.seconds)
    }
}
