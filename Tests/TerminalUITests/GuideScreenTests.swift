import Foundation
import Scripture
@testable import TerminalUI
import Testing

/// The prayer guide screen over the shipped guide file.
struct GuideScreenTests {
    static let book: PrayerGuideBook = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/guides/prayer-guides.json")
        return try! PrayerGuideDecoder.decode(Data(contentsOf: file), file: file.lastPathComponent)
    }()

    @Test func tabSwitchesTraditionAndAsksForItToBeRemembered() {
        var browser = GuideBrowser(book: Self.book, tradition: .sunni)
        #expect(browser.guides.map(\.tradition) == Array(repeating: .sunni, count: 5))
        #expect(browser.update(.key(.character("\t"))) == [.rememberTradition(.shia)])
        #expect(browser.tradition == .shia && browser.page == .list)
        _ = browser.update(.key(.down))
        _ = browser.update(.key(.enter))
        #expect(browser.guide?.prayer == .dhuhr && browser.guide?.tradition == .shia)
        #expect(browser.update(.key(.character("\t"))) == [.rememberTradition(.sunni)])
        #expect(browser.guide?.title == "Dhuhr · Sunni", "the same prayer in the other tradition")
        #expect(browser.update(.key(.escape)) == [])
        #expect(browser.page == .list)
        #expect(browser.update(.key(.escape)) == [.close])
    }

    @Test func scrollingStopsAtTheLastBlock() {
        var browser = GuideBrowser(book: Self.book, tradition: .sunni)
        _ = browser.update(.key(.enter))
        let blocks = GuideView.blocks(browser.guide!, closing: Self.book.closingNotes(for: .sunni)).count
        for _ in 0..<100 { _ = browser.update(.key(.pageDown)) }
        #expect(browser.scroll == blocks - 1)
        _ = browser.update(.key(.up))
        #expect(browser.scroll == blocks - 2)
    }

    @Test func searchResultsOpenTheGuideAtTheStep() {
        var browser = GuideBrowser(book: Self.book, tradition: .shia)
        for key in "/four glorifications".map(KioskKey.character) + [.enter] { _ = browser.update(.key(key)) }
        #expect(browser.page == .results)
        #expect(browser.results.map(\.guide.prayer) == [.dhuhr, .asr, .maghrib, .isha], "Fajr has no third rak'ah")
        _ = browser.update(.key(.down))
        _ = browser.update(.key(.enter))
        let guide = try! #require(browser.guide)
        #expect(guide.prayer == .asr)
        guard case .step(_, let step) = GuideView.blocks(guide, closing: [])[browser.scroll] else {
            Issue.record("not opened at a step")
            return
        }
        #expect(step.id == "shia-four-glorifications")
        _ = browser.update(.key(.escape))
        #expect(browser.page == .results, "Esc goes back to the results")
        for key in "/zzzz".map(KioskKey.character) + [.enter] { _ = browser.update(.key(key)) }
        #expect(browser.message == "No step of the Shia (Ja'fari) guides mentions “zzzz”.")
    }

    @Test func aQuranStepShowsTheImportedTextOrSaysWhereItWillBe() {
        var browser = GuideBrowser(book: Self.book, tradition: .sunni)
        _ = browser.update(.key(.enter))
        let fatiha = GuideView.blocks(browser.guide!, closing: []).firstIndex {
            if case .step(_, let step) = $0 { step.id == "sunni-fatiha" } else { false }
        }!
        let guide = browser.guide!
        browser.open(guide, atBlock: fatiha)
        let missing = GuideView.render(browser, settings: .defaults, width: 100, height: 30).text
        #expect(missing.contains("Quran 1:1-7: the Arabic and meaning show here once the Quran is imported (mawqut doctor)."))
        browser = GuideBrowser(book: Self.book, tradition: .sunni, quran: [QuranPassage(surah: 1, ayahs: 1...7): QuranExcerpt(
            arabic: "كلمة", meaning: "A test meaning, not a translation.", translation: "Quran 1:1-7, test fixture")])
        browser.open(guide, atBlock: fatiha)
        let shown = GuideView.render(browser, settings: .defaults, width: 100, height: 30).text
        #expect(shown.contains("“A test meaning, not a translation.” (Quran 1:1-7, test fixture)"))
        #expect(!shown.contains("Quran 1:1-7: the Arabic"))
    }

    @Test func goldenGuideList() throws {
        let browser = GuideBrowser(book: Self.book, tradition: .shia)
        try GoldenFile.check(GuideView.render(browser, settings: .defaults, width: 80, height: 24), named: "guide-list-shia-80x24")
    }

    @Test func goldenGuideAtTheOpeningTakbir() throws {
        var browser = GuideBrowser(book: Self.book, tradition: .sunni)
        _ = browser.update(.key(.down))
        _ = browser.update(.key(.enter))
        _ = browser.update(.key(.down))
        try GoldenFile.check(GuideView.render(browser, settings: .defaults, width: 80, height: 24), named: "guide-dhuhr-sunni-80x24")
    }

    @Test func goldenShiaQunutStep() throws {
        var browser = GuideBrowser(book: Self.book, tradition: .shia)
        for key in "/qunut".map(KioskKey.character) + [.enter, .enter] { _ = browser.update(.key(key)) }
        try GoldenFile.check(GuideView.render(browser, settings: .defaults, width: 100, height: 30), named: "guide-fajr-shia-qunut-100x30")
    }
}
