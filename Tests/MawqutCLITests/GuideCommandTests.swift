import Foundation
import Testing

/// `mawqut guide`: the guides for scripts and for reading at a terminal.
struct GuideCommandTests {
    static let emptyData = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-guide-\(UUID().uuidString)")

    @Test func theJSONGuideHasTheRakahsStepsAndSources() throws {
        let result = try CommandLineTests.run(["guide", "maghrib", "--tradition", "shia", "--json", "--data-dir", Self.emptyData.path])
        #expect(result.status == 0, "\(result.errors)")
        let guide = result.json
        #expect(guide["prayer"] as? String == "maghrib" && guide["tradition"] as? String == "shia")
        #expect(guide["obligatoryRakahs"] as? Int == 3)
        let sections = try #require(guide["sections"] as? [[String: Any]])
        let steps = sections.flatMap { $0["steps"] as? [[String: Any]] ?? [] }
        #expect(steps.map { $0["number"] as? Int } == Array(1...steps.count).map { $0 })
        #expect(steps.allSatisfy { !($0["sources"] as? [String] ?? []).isEmpty })
        let glorifications = steps.filter { ($0["action"] as? String)?.contains("four glorifications") == true }
        #expect(glorifications.count == 1, "once, in the third rak'ah of Maghrib")
        let fatiha = try #require(steps.first { ($0["action"] as? String)?.contains("Al-Fatiha") == true })
        let recitation = try #require((fatiha["recitations"] as? [[String: Any]])?.first)
        #expect(recitation["quran"] as? String == "1:1-7")
        #expect(recitation["arabic"] is NSNull, "no Quran imported in this data directory: no Arabic is made up")
        #expect((guide["closingNotes"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Wudu", "Qibla", "Times", "Dress and place", "Nafilah", "Ask"])
    }

    @Test func theTextGuideNamesTheSunnahRakahs() throws {
        let text = try CommandLineTests.run(["guide", "fajr", "--data-dir", Self.emptyData.path]).output
        #expect(text.hasPrefix("Fajr · Sunni: 2 rak'ahs obligatory\nAlso commonly prayed: 2 rak'ahs before: sunnah, emphasised (mu'akkadah) (Jami' at-Tirmidhi 415)"))
        #expect(text.contains("Quran 1:1-7: the Arabic and meaning show here once the Quran is imported (mawqut doctor)."))
    }

    @Test func anUnknownPrayerOrTraditionIsAnArgumentError() throws {
        let prayer = try CommandLineTests.run(["guide", "witr"])
        #expect(prayer.status == 64 && prayer.errors.contains("The value 'witr' is invalid for '<prayer>'. Please provide one of 'fajr', 'dhuhr', 'asr', 'maghrib' or 'isha'."))
        let tradition = try CommandLineTests.run(["guide", "isha", "--tradition", "maliki"])
        #expect(tradition.status == 64 && tradition.errors.contains("The value 'maliki' is invalid for '--tradition <tradition>'. Please provide one of 'sunni' and 'shia'."))
        let capitals = try CommandLineTests.run(["guide", "Isha", "--tradition", "SHIA", "--json"])
        #expect(capitals.status == 0, "names are read in any case, as before: \(capitals.errors)")
    }
}
