import Foundation
@testable import KioskApp
import MawqutCommon
import MosqueSettings
import Testing
import ZoneInfo

/// What the wall says it runs on while the configuration file cannot be used.
struct StatusProblemsTests {
    static let fault = ConfigFault(path: "/home/imam/.config/mawqut/config.json", problems: ["not valid JSON at line 2, column 99: expected a key in quotes"],
                                   since: TimeText.parseInstant("2026-11-24T23:57:00Z")!)
    static let text = TimeText(timeZone: Zone(identifier: "Europe/London")!)

    @Test func aFileBrokenWhileTheDefaultsRanSaysTheDefaultsStayAndOffersNoCopyThatDoesNotExist() throws {
        var problems = StatusProblems()
        problems.configuration(Self.fault, inUse: .defaults, text: Self.text)
        let problem = try #require(problems.config)
        #expect(problem.detail.description.hasSuffix("Since 2026-11-24 23:57 the clock runs on the built-in defaults (there was no configuration file before)."))
        #expect(!problem.advice.description.contains("last good"), "\(problem.advice)")
        #expect(problem.advice.description.hasPrefix("Correct the file (config.example.json explains every key) or change the setting on the admin page."),
                "two choices joined by or: \(problem.advice)")
        #expect(problems.unconfiguredExplanation == nil, "times are shown")
    }

    @Test func theLastGoodOneIsNamedWithItsTimeAndNoneMeansNoTimes() throws {
        var kept = StatusProblems()
        kept.configuration(Self.fault, inUse: .lastGood(acceptedAt: TimeText.parseInstant("2026-11-20T09:12:00Z")!, path: "/data/config.last-good.json"),
                           text: Self.text)
        #expect(kept.config?.detail.description.contains("runs on the last good configuration, accepted 2026-11-20 09:12") == true)
        #expect(kept.config?.advice.description.contains("copy the last good configuration /data/config.last-good.json over it") == true)
        var none = StatusProblems()
        none.configuration(Self.fault, inUse: .none, text: Self.text)
        #expect(none.config?.detail.description.contains("no configuration is in use: no prayer times, no adhan") == true)
        #expect(none.unconfiguredExplanation?.description.hasPrefix("No prayer times") == true)
    }
}
