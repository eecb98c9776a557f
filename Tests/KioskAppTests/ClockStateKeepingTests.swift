import Foundation
import KioskCore
import PrayerCalc
import TerminalUI
import Testing
@testable import KioskApp

/// The kiosk keeps the clock's state from one second to the next (`KeptClockState`)
/// and draws nothing new while the frame's key is the same: every frame on the
/// display must still be the frame a state made anew that second draws, through an
/// adhan and its sound, the iqama countdown, the prayer in progress, night mode
/// coming on, an announcement starting, the help overlay, and a configuration file
/// edited, broken and mended mid-minute.
struct ClockStateKeepingTests {
    static func config(seconds: Bool, announcement: Bool) -> String {
        let notice = announcement
            ? #", "announcements": [{"text": "Tea after Asr in the hall", "from": "2026-11-21T14:47", "until": "2026-11-21T14:58"}]"#
            : ""
        return """
        {
          "location": { "name": "Test Mosque", "latitude": 40.7282, "longitude": -73.7949, "timezone": "America/New_York" },
          "calculation": { "method": "isna" },
          "display": { "seconds": \(seconds), "nightMode": { "from": "asr+25", "to": "fajr-45" } }\(notice)
        }

        """
    }

    @Test(arguments: [true, false])
    func everyFrameDrawnFromTheKeptStateIsTheFrameOfAStateMadeAnew(seconds: Bool) throws {
        let fixture = try KioskFixture(config: Self.config(seconds: seconds, announcement: false),
                                       at: KioskFixture.instant("2026-11-21T14:10:00-05:00"))
        let asr = try fixture.times("2026-11-21").asr
        let end = asr.addingTimeInterval(40 * 60)
        var now = fixture.clock.now
        var made = 0
        while now < end {
            now = now.addingTimeInterval(1)
            fixture.tick(at: now)
            switch Int(now.timeIntervalSince(asr).rounded()) {
            case 3: fixture.cue(.started(index: 0))
            case 50: fixture.cue(.queueEnded(failures: 0))
            case 130: fixture.press([.character("?")])
            case 134: fixture.press([.character("x")])
            case 400: try Data(Self.config(seconds: seconds, announcement: true).utf8).write(to: fixture.config)
            case 700: try Data("{".utf8).write(to: fixture.config)
            case 712: try Data(Self.config(seconds: seconds, announcement: true).utf8).write(to: fixture.config)
            default: break
            }
            let (drawn, anew) = fixture.runtime.queue.sync {
                (fixture.display.last, KioskView.render(fixture.runtime.screens, sound: fixture.runtime.soundLine,
                                                        settings: fixture.runtime.manager.settings,
                                                        clock: { fixture.runtime.makeClockState(fixture.runtime.clockStateInputs()) }))
            }
            made += 1
            guard drawn == anew else {
                Issue.record("\(Int(now.timeIntervalSince(asr))) s after Asr's adhan the frames differ:\n\(fixture.screen)\n--- made anew:\n\(anew.text)")
                return
            }
        }
        #expect(made > 2_400)
        let screen = fixture.screen
        #expect(screen.contains("Tea after Asr"), "the announcement written mid-run shows:\n\(screen)")
    }
}
