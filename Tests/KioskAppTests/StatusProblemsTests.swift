import Foundation
@testable import KioskApp
import MawqutCommon
import Messages
import MosqueSettings
import Testing
import ZoneInfo

/// What the wall says it runs on while the configuration file cannot be used.
struct StatusProblemsTests {
    static let fault = ConfigFault(path: "/home/imam/.config/mawqut/config.json", refusals: [.verbatim("not valid JSON at line 2, column 99: expected a key in quotes")],
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

    /// A value the file refuses is said in the wall's language, its key and value as the file has them.
    @Test func aRefusedValueIsSaidInTheWallsLanguageWithItsKeyAndValue() throws {
        let pseudo = MessageLibrary.installed.words(LanguageTag("en-XA")!)
        try #require(pseudo.language == LanguageTag("en-XA"), "make test builds the pseudo-language en-XA")
        let refused = #"{ "location": { "latitude": 95 }, "display": { "power": { "schedule": "sometimes" } } }"#
        var fault: ConfigFault?
        do { _ = try SettingsDecoder.decode(Data(refused.utf8)) } catch { fault = ConfigFault(path: "/etc/mawqut/config.json", error: error, since: Date()) }
        var problems = StatusProblems()
        problems.configuration(try #require(fault), inUse: .defaults, text: Self.text)
        let problem = try #require(problems.config)
        for said in [problem.summary.text(pseudo), problem.detail.text(pseudo), problem.advice.text(pseudo)] {
            let english = said.split { !($0.isASCII && $0.isLetter) }.map(String.init)
                .filter { $0.count >= 2 && !["etc", "mawqut", "config", "json", "location", "latitude", "longitude", "timezone", "display", "power", "schedule", "sometimes",
                                             "always", "on", "night", "between", "prayers"].contains($0) }
            #expect(english.isEmpty, "\(english) did not go through a catalogue: \(said)")
        }
        #expect(problem.detail.description.contains("/etc/mawqut/config.json: location.latitude: expected a number from -90 to 90, got 95."),
                "\(problem.detail.description)")
    }
}
