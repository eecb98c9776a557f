import Foundation
@testable import KioskApp
import Testing
import TerminalUI

/// The key footer on a wall: the hall layout shows it for a minute after a key, the home
/// layout always.
struct KeyHintsTests {
    static let hallConfig = KioskFixture.defaultConfig.replacingOccurrences(
        of: "\"calculation\":", with: "\"display\": { \"layout\": \"hall\" },\n  \"calculation\":")

    @Test func theHallShowsItsKeysForAMinuteAfterAKeyAndTheHomeLayoutAlways() throws {
        let hall = try KioskFixture(config: Self.hallConfig, width: 160, height: 48)
        var seconds: TimeInterval = 1000
        hall.runtime.uptime = { seconds }
        let footer = "test adhan"
        hall.tick(at: KioskFixture.instant("2026-11-21T10:00:01-05:00"))
        #expect(!hall.screen.contains(footer), "started with no one at it: no keys\n\(hall.screen)")
        hall.press([.character("z")])
        #expect(hall.screen.contains(footer), "a key brings them\n\(hall.screen)")
        seconds += 59
        hall.tick(at: KioskFixture.instant("2026-11-21T10:00:02-05:00"))
        #expect(hall.screen.contains(footer), "59 s after the key")
        seconds += 2
        hall.tick(at: KioskFixture.instant("2026-11-21T10:00:03-05:00"))
        #expect(!hall.screen.contains(footer), "a minute without a key: the wall shows none\n\(hall.screen)")

        let home = try KioskFixture(width: 160, height: 48)
        home.runtime.uptime = { seconds + 3600 }
        home.tick(at: KioskFixture.instant("2026-11-21T10:00:05-05:00"))
        #expect(home.screen.contains(footer), "the home layout keeps its keys")
    }
}
