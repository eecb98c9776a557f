import Foundation
import MosqueSettings
@testable import TerminalUI
import Testing

struct HadithReaderTests {
    /// Sahih al-Bukhari 1 as the packaged edition gives it (its first words), written out for this test.
    static let hadith = ReaderHadith(
        collection: "bukhari", number: "1", reference: "Sahih al-Bukhari 1", chapter: "Revelation",
        arabic: "سَمِعْتُ رَسُولَ اللَّهِ صَلَّى اللَّهُ عَلَيْهِ وَسَلَّمَ يَقُولُ إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ",
        narrator: "Narrated 'Umar bin Al-Khattab:",
        english: "I heard Allah's Messenger (ﷺ) saying, \"The reward of deeds depends upon the intentions.\"",
        grade: "Sahih (consensus on the whole book)")

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
        for character in "patience collection:muslim grade:sahih grader:albani" { _ = reader.update(.key(.character(character))) }
        #expect(reader.update(.key(.enter)) == [.search(query: "patience", collection: "muslim", narrator: nil, grade: "sahih", grader: "albani")])
    }

    @Test func aBookmarkTakesANoteThatTheListEditsAndDeletes() {
        var reader = HadithReader(collections: Self.collections)
        _ = reader.update(.hadith(Self.hadith))
        #expect(reader.update(.key(.character("b"))) == [] && reader.typing)
        for character in "read at Fajr" { _ = reader.update(.key(.character(character))) }
        let screen = HadithReaderView.render(reader, settings: Settings(), width: 80, height: 24).text
        #expect(screen.contains("Note for Sahih al-Bukhari 1"))
        #expect(reader.update(.key(.enter)) == [.bookmark(collection: "bukhari", number: "1", note: "read at Fajr")])
        #expect(reader.message == "Bookmarked Sahih al-Bukhari 1")
        // Bookmarking again without a note keeps the note; Esc bookmarks nothing.
        _ = reader.update(.key(.character("b")))
        #expect(reader.update(.key(.enter)) == [.bookmark(collection: "bukhari", number: "1", note: nil)])
        _ = reader.update(.key(.character("b")))
        #expect(reader.update(.key(.escape)) == [] && reader.message == "Not bookmarked")

        #expect(reader.update(.key(.character("B"))) == [.loadBookmarks])
        _ = reader.update(.bookmarks([HadithListItem(collection: "bukhari", number: "1", title: "Sahih al-Bukhari 1",
                                                     detail: "“read at Fajr” · I heard…", note: "read at Fajr")]))
        _ = reader.update(.key(.character("e")))
        #expect(reader.typing && reader.input == "read at Fajr")
        for _ in "at Fajr" { _ = reader.update(.key(.backspace)) }
        for character in "after Isha" { _ = reader.update(.key(.character(character))) }
        #expect(reader.update(.key(.enter)) == [.bookmark(collection: "bukhari", number: "1", note: "read after Isha"), .loadBookmarks])
        #expect(reader.update(.key(.character("d"))) == [.deleteBookmark(collection: "bukhari", number: "1"), .loadBookmarks])
    }

    @Test func aMessageLongerThanTheScreenIsWidthWrapsUpwardAndKeepsItsEnd() {
        var reader = HadithReader(collections: Self.collections)
        _ = reader.update(.hadith(Self.hadith))
        let path = "/home/imam/.local/share/mawqut/shared/hadith-bukhari-1.txt"
        _ = reader.update(.notice("Copied to the clipboard (OSC 52, where the terminal allows it) and saved to \(path)"))
        for width in [60, 80, 120] {
            let rows = HadithReaderView.render(reader, settings: Settings(), width: width, height: 24).text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(rows.contains { $0.contains(path) }, "\(width) columns: the path whole")
            #expect(rows.contains { $0.contains("Copied to the clipboard") }, "\(width) columns: the start is there too")
        }
    }

    @Test func aSearchThatFindsNothingSaysSoWithTheSpellingTheTextSuggests() {
        var reader = HadithReader(collections: Self.collections)
        _ = reader.update(.searchResults(query: "mercifull", [], suggestion: "merciful"))
        #expect(reader.message == "No hadith matches “mercifull”. Did you mean “merciful”? (/ to search again)")
        _ = reader.update(.searchResults(query: "xqzv", []))
        #expect(reader.message == "No hadith matches “xqzv”.")
        var quran = QuranReader(surahs: QuranReaderTests.surahs)
        _ = quran.update(.searchResults(query: "mercifull", [], suggestion: "merciful"))
        #expect(quran.message == "No ayah matches “mercifull”. Did you mean “merciful”? (/ to search again)")
    }

    @Test func aSearchResultsTitleHasTheWholeRowForItsReferenceAndGrade() {
        var reader = HadithReader(collections: Self.collections)
        _ = reader.update(.key(.character("/")))
        for character in "patience" { _ = reader.update(.key(.character(character))) }
        _ = reader.update(.key(.enter))
        let title = "Jami' al-Tirmidhi, Book 48, Hadith 150 · Hasan Sahih Gharib (at-Tirmidhi's own remark)"
        _ = reader.update(.searchResults(query: "patience", [HadithListItem(collection: "tirmidhi", number: "2517", title: title,
                                                                             detail: "fasting is half of [patience]")]))
        let screen = HadithReaderView.render(reader, settings: Settings(), width: 100, height: 24).text
        #expect(screen.contains(title), "\(screen)")
    }

    @Test func anEmptySearchOffersTheSuggestions() {
        var reader = HadithReader(collections: Self.collections)
        _ = reader.update(.key(.character("/")))
        _ = reader.update(.key(.escape))
        #expect(reader.list.map(\.title) == HadithReader.suggestions)
        _ = reader.update(.key(.down))
        #expect(reader.update(.key(.enter)) == [.search(query: "charity", collection: nil, narrator: nil, grade: nil, grader: nil)])
    }

    @Test func theShareTextHasTranslationNarratorAndReferenceWithGrade() {
        #expect(Self.hadith.shareText == """
            I heard Allah's Messenger (ﷺ) saying, "The reward of deeds depends upon the intentions."
            — Narrated 'Umar bin Al-Khattab
            Sahih al-Bukhari 1 · Sahih (consensus on the whole book)
            """)
    }

    /// The longest reference the wall shows with the first grade (the clock shows one grade).
    static let longestReference = "Jami` at-Tirmidhi 3956 · Hasan Sahih Gharib (at-Tirmidhi's own remark)"

    static let pool = ["mercy", "prayer", "charity", "patience", "neighbour", "kindness", "truth", "knowledge"]

    /// A text of whole words, at most `characters` long.
    static func words(_ characters: Int) -> String {
        var text = pool[0]
        var index = 1
        while text.count + 1 + pool[index % pool.count].count <= characters {
            text += " " + pool[index % pool.count]
            index += 1
        }
        return text
    }

    @Test func theClockHasRoomForTheHadithOfTheDayAtEverySizeFrom80x24AndShowsAWholeOneThatFits() throws {
        let sizes = [(80, 24), (90, 26), (106, 30), (120, 36), (160, 48), (200, 56), (240, 67)]
        var scenes = ClockScreenTests.scenes.filter { $0.0 != "iqama-countdown" }
        scenes.append(("arabic-friday", "2026-11-20T12:15:42-05:00"))
        for (name, instant) in scenes {
            var settings = ClockScreenTests.settings()
            if name.hasPrefix("arabic") { settings.display.language = .arabic; settings.display.secondLanguage = nil }
            settings.schedule.nightMode = nil
            var state = try ClockScreenTests.state(at: instant, settings: settings)
            for (width, height) in sizes {
                let room = ClockScreen.quoteRoom(state, width: width, height: height)
                guard room.lines >= 1 else {
                    Issue.record("no room for a hadith: \(name) at \(width)x\(height)")
                    continue
                }
                // The longest text that wraps into the room, as the kiosk picks it.
                var length = room.width * room.lines
                while ClockScreen.quoteLineCount(Self.words(length), width: room.width, mode: .shaped) > room.lines { length -= 1 }
                state.quote = ClockScreenState.Quote(text: Self.words(length), reference: Self.longestReference)
                let screen = ClockScreen.render(state, width: width, height: height).text
                let shown = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { line in line.split(separator: " ").allSatisfy { Self.pool.contains(String($0)) } && !line.isEmpty }
                #expect(shown.joined(separator: " ") == Self.words(length), "\(name) at \(width)x\(height)")
                #expect(screen.contains("— " + Self.longestReference), "\(name) at \(width)x\(height)")
                #expect(screen.contains(name.hasPrefix("arabic") ? "ﺮﺼﻌﻟﺍ" : "Isha"), "\(name) at \(width)x\(height): the table stays")
                state.quote = nil
            }
        }
    }

    @Test func aHadithLongerThanItsRoomIsLeftOutNotCut() throws {
        var state = try ClockScreenTests.state(at: "2026-11-21T10:00:00-05:00")
        let room = ClockScreen.quoteRoom(state, width: 80, height: 24)
        state.quote = ClockScreenState.Quote(text: Self.words(room.width * (room.lines + 1)), reference: "Sahih al-Bukhari 1 (Sahih)")
        let screen = ClockScreen.render(state, width: 80, height: 24).text
        #expect(!screen.contains("Sahih al-Bukhari") && !screen.contains("mercy"))
    }
}
