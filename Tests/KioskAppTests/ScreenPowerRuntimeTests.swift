import Foundation
@testable import KioskApp
import KioskCore
import MosqueSettings
import Testing
import TerminalUI

/// A switch that records what it is asked and fails when told to.
final class RecordingScreenSwitch: ScreenSwitch, @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [String] = []
    var failing: ScreenSwitchFailure?

    var calls: [String] { lock.withLock { asked } }
    var method: ScreenPowerMethod { .cec }
    var description: String { "a recording switch" }

    func sleep() -> ScreenSwitchFailure? { lock.withLock { asked.append("sleep"); return failing } }
    func wake() -> ScreenSwitchFailure? { lock.withLock { asked.append("wake"); return failing } }
}

/// The kiosk turns its screen off at night and on for a key, an adhan or the schedule;
/// it draws black only while the screen is really off, and a switch that fails is a
/// problem on the status line, tried again every minute.
struct ScreenPowerRuntimeTests {
    static let nightConfig = KioskFixture.defaultConfig.replacingOccurrences(
        of: "\"calculation\":", with: "\"display\": { \"power\": { \"schedule\": \"night\", \"method\": \"cec\" } },\n  \"calculation\":")

    static func fixture(at start: String) throws -> (KioskFixture, RecordingScreenSwitch) {
        let fixture = try KioskFixture(config: Self.nightConfig, at: KioskFixture.instant("2026-11-21T12:00:00-05:00"), width: 120, height: 36)
        let screenSwitch = RecordingScreenSwitch()
        fixture.runtime.queue.sync {
            fixture.runtime.makeScreenSwitch = { _ in screenSwitch }
            fixture.runtime.runScreenSwitch = { $0() }
        }
        fixture.tick(at: KioskFixture.instant(start))
        fixture.runtime.queue.sync {}
        return (fixture, screenSwitch)
    }

    @Test func atNightTheScreenIsSwitchedOffAndTheKioskDrawsBlackWithUntilWhen() throws {
        let (kiosk, screenSwitch) = try Self.fixture(at: "2026-11-21T23:30:00-05:00")
        #expect(screenSwitch.calls == ["sleep"])
        let screen = kiosk.screen
        #expect(screen.contains("The screen sleeps until"), "\(screen)")
        #expect(!screen.contains("Fajr"), "nothing but the line is drawn\n\(screen)")
        #expect(kiosk.log.contains("screen-off"))
    }

    @Test func aKeyWakesTheScreenAndDoesNothingElseThenItSleepsAgainAfterItsMinutes() throws {
        let (kiosk, screenSwitch) = try Self.fixture(at: "2026-11-21T23:30:00-05:00")
        kiosk.press([.character("q")])
        kiosk.runtime.queue.sync {}
        #expect(screenSwitch.calls == ["sleep", "wake"])
        #expect(kiosk.top == nil, "the key only woke the screen: no quit question")
        #expect(kiosk.screen.contains("Fajr"), "the clock is drawn again\n\(kiosk.screen)")
        kiosk.tick(at: KioskFixture.instant("2026-11-21T23:39:59-05:00"))
        #expect(screenSwitch.calls == ["sleep", "wake"])
        kiosk.tick(at: KioskFixture.instant("2026-11-21T23:40:01-05:00"))
        kiosk.runtime.queue.sync {}
        #expect(screenSwitch.calls == ["sleep", "wake", "sleep"])
    }

    @Test func theWallSaysWhenItWillSleepInTheTenMinutesBefore() throws {
        let (kiosk, _) = try Self.fixture(at: "2026-11-21T12:00:00-05:00")
        let times = try kiosk.times("2026-11-21")
        // Isha's iqama 15 minutes after its adhan (the default), the prayer 10, then 15 more.
        let sleep = times.isha.addingTimeInterval(40 * 60)
        kiosk.tick(at: sleep.addingTimeInterval(-11 * 60))
        #expect(!kiosk.screen.contains("The screen turns off at"))
        kiosk.tick(at: sleep.addingTimeInterval(-9 * 60))
        #expect(kiosk.screen.contains("The screen turns off at"), "\(kiosk.screen)")
    }

    @Test func aSwitchThatFailsLeavesTheClockDrawnWithTheProblemAndIsTriedAgainEachMinute() throws {
        let fixture = try KioskFixture(config: Self.nightConfig, at: KioskFixture.instant("2026-11-21T12:00:00-05:00"), width: 120, height: 36)
        let screenSwitch = RecordingScreenSwitch()
        screenSwitch.failing = ScreenSwitchFailure(summary: "HDMI-CEC could not send the TV to standby: Tx, Not Acknowledged", advice: "Check the TV.")
        var seconds: TimeInterval = 5000
        fixture.runtime.queue.sync {
            fixture.runtime.makeScreenSwitch = { _ in screenSwitch }
            fixture.runtime.runScreenSwitch = { $0() }
            fixture.runtime.uptime = { seconds }
        }
        fixture.tick(at: KioskFixture.instant("2026-11-21T23:30:00-05:00"))
        fixture.runtime.queue.sync {}
        #expect(fixture.screen.contains("Fajr"), "a TV that did not go off still shows the clock\n\(fixture.screen)")
        #expect(fixture.runtime.queue.sync { fixture.runtime.currentProblems }.contains { $0.summary.description == "Screen power: the cec switch failed to turn it off" && $0.detail.description.contains("Not Acknowledged") })
        seconds += 59
        fixture.tick(at: KioskFixture.instant("2026-11-21T23:30:59-05:00"))
        #expect(screenSwitch.calls == ["sleep"])
        seconds += 2
        screenSwitch.failing = nil
        fixture.tick(at: KioskFixture.instant("2026-11-21T23:31:01-05:00"))
        fixture.runtime.queue.sync {}
        #expect(screenSwitch.calls == ["sleep", "sleep"])
        #expect(fixture.runtime.queue.sync { fixture.runtime.currentProblems }.allSatisfy { !$0.summary.description.hasPrefix("Screen power") })
        #expect(fixture.screen.contains("The screen sleeps until"), "switched off at the retry: black\n\(fixture.screen)")
    }

    @Test func anMQTTWakeOrAnAdminWakeTurnsTheScreenOn() throws {
        let (kiosk, screenSwitch) = try Self.fixture(at: "2026-11-21T23:30:00-05:00")
        kiosk.runtime.queue.sync { _ = kiosk.runtime.wakeScreen(by: .mqtt) }
        kiosk.runtime.queue.sync {}
        #expect(screenSwitch.calls == ["sleep", "wake"])
        #expect(kiosk.log.contains("screen-on") && kiosk.log.contains("(mqtt)"), "\(kiosk.log)")
    }
}
