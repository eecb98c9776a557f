import Foundation
@testable import KioskApp
import Testing

/// A mosque that asks sees the forbidden time on its wall while it lasts, in its notices.
struct ForbiddenTimesOnTheWallTests {
    @Test func theWallSaysSoFromSunriseUntilTheSunHasRisenAndNotAfter() throws {
        let config = KioskFixture.defaultConfig.replacingOccurrences(
            of: "\"calculation\":", with: "\"display\": { \"forbiddenTimes\": { \"afterSunriseMinutes\": 20 } },\n  \"calculation\":")
        let kiosk = try KioskFixture(config: config, width: 120, height: 36)
        let sunrise = try kiosk.times("2026-11-22").sunrise
        kiosk.tick(at: sunrise.addingTimeInterval(60))
        #expect(kiosk.screen.contains("The sun is rising: no voluntary prayer until"), "\(kiosk.screen)")
        kiosk.tick(at: sunrise.addingTimeInterval(20 * 60 + 1))
        #expect(!kiosk.screen.contains("no voluntary prayer"), "\(kiosk.screen)")
    }
}
