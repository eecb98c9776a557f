import Foundation
import KioskCore
import Testing
@testable import TerminalUI

struct HadithReaderTests {
    /// Sahih al-Bukhari 1 as the packaged edition gives it (its first words), written out for this test.
    static let hadith = ReaderHadith(
        collection: "bukhari", number: "1", reference: "Sahih al-Bukhari 1", chapter: "Revelation",
        arabic: "سَمِعْتُ رَسُولَ اللَّهِ صَلَّى اللَّهُ عَلَيْهِ وَسَلَّمَ يَقُولُ إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ",
        narrator: "Narrated 'Umar bin Al-Khattab:",
        english: "I heard Allah's Messenger (ﷺ) saying, \"The reward of deeds depends upon the intentions.\"",
        grade: "Sahih")

    static let collections = [
        HadithListItem(collection: "bukhari", number: "", title: "Sahih al-Bukhari", detail: "7277 hadiths"),
        HadithListItem(collection: "abudawud", number: "", title: "Sunan Abi Dawud", detail: "5276 hadiths"),
    ]

    @Test func theHadithViewAndTheSuggestionsMatchTheirGoldenFiles() throws {
        var reader = HadithReader(collections: Self.collections)
        _ = reader.update(.hadith(Self.hadith))
        try GoldenFile.check(HadithReaderView.render(reader, settings: Settings(), width: 80, height: 24), named: "hadith-view-80x24")
        var searching = HadithReader(collections: Self.collections)
        _ = searching.update(.key(.character("/")))
        try GoldenFile.check(HadithReaderView.render(searching, settings: Settings(), width: 80, height: 24), named: "hadith-search-suggestions-80x24")
    }

    @Test func keysNavigateShareListenAndSearchWithFilters() {
        var reader = HadithReader(collections: Self.collections)
        #expect(reader.update(.key(.enter)) == [.loadChapters("bukhari")])
        _ = reader.update(.hadith(Self.hadith))
        #expect(reader.update(.key(.character("n"))) == [.neighbour(of: Self.hadith, forward: true)])
        #expect(reader.update(.key(.character("y"))) == [.share(Self.hadith)])
        #expect(reader.update(.key(.character("l"))) == [.listen(Self.hadith)])
        #expect(reader.update(.key(.character("x"))) == [.random(collection: "bukhari")])
        _ = reader.update(.key(.character("/")))
        for character in "patience collection:muslim grade:sahih" { _ = reader.update(.key(.character(character))) }
        #expect(reader.update(.key(.enter)) == [.search(query: "patience", collection: "muslim", narrator: nil, grade: "sahih")])
    }

    @Test func anEmptySearchOffersTheSuggestions() {
        var reader = HadithReader(collections: Self.collections)
        _ = reader.update(.key(.character("/")))
        _ = reader.update(.key(.escape))
        #expect(reader.list.map(\.title) == HadithReader.suggestions)
        _ = reader.update(.key(.down))
        #expect(reader.update(.key(.enter)) == [.search(query: "charity", collection: nil, narrator: nil, grade: nil)])
    }

    @Test func theShareTextHasTranslationNarratorAndReferenceWithGrade() {
        #expect(Self.hadith.shareText == """
            I heard Allah's Messenger (ﷺ) saying, "The reward of deeds depends upon the intentions."
            — Narrated 'Umar bin Al-Khattab
            Sahih al-Bukhari 1 (Sahih)
            """)
    }

    @Test func theClockShowsTheHadithOfTheDayWhereThereIsRoom() throws {
        var state = try ClockScreenTests.state(at: "2026-11-21T10:00:00-05:00")
        state.quote = ClockScreenState.Quote(text: "The reward of deeds depends upon the intentions.", reference: "Sahih al-Bukhari 1 (Sahih)")
        #expect(ClockScreen.render(state, width: 160, height: 48).text.contains("— Sahih al-Bukhari 1 (Sahih)"))
        #expect(!ClockScreen.render(state, width: 80, height: 24).text.contains("Sahih al-Bukhari"))
    }
}
