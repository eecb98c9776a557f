import Foundation
import Scripture
import Testing
@testable import Storage

struct QuranStoreTests {
    static let bismillah = "بِسْمِ ٱللَّهِ ٱلرَّحْمَـٰنِ ٱلرَّحِيمِ"

    /// A Quran written for these tests: 114 surahs with 6236 ayahs in all.
    static func quran(translationCodes: [String] = ["en"]) -> QuranText {
        let counts = (1...114).map { $0 == 1 ? 7 : $0 == 114 ? 6236 - 7 - 112 * 55 : 55 }
        let surahs = counts.enumerated().map { index, count in
            Surah(number: index + 1, name: "سورة", transliteration: "S\(index + 1)", english: "Surah \(index + 1)",
                  ayahCount: count, revelation: .meccan)
        }
        let ayahs = counts.enumerated().map { index, count in
            (1...count).map { ayah in index == 0 && ayah == 1 ? bismillah : "ٱلْحَمْدُ لِلَّهِ \(index + 1) \(ayah)" }
        }
        let translations = translationCodes.map { code in
            QuranTranslation(code: code, name: code, texts: counts.enumerated().map { index, count in
                (1...count).map { "Praise be to the Lord of mercy \(index + 1):\($0)" }
            })
        }
        return QuranText(surahs: surahs, ayahs: ayahs, bismillah: bismillah, translations: translations)
    }

    static func store() throws -> (QuranStore, BookmarkStore, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-quran-\(UUID().uuidString)")
        let database = try MawqutDatabase(directory: directory)
        return (QuranStore(database: database), BookmarkStore(database: try StateDatabase(directory: directory)), directory)
    }

    @Test func importedTextReadsBackWithJuzAndTranslation() throws {
        let (store, _, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try !store.isImported())
        try store.importQuran(Self.quran())
        #expect(try store.surahs().count == 114)
        let ayahs = try store.ayahs(surah: 2, range: 3...4)
        #expect(ayahs.map(\.reference.ayah) == [3, 4])
        #expect(ayahs.first?.juz == 1)
        #expect(try store.translation("en", surah: 2, range: 3...3) == [3: "Praise be to the Lord of mercy 2:3"])
        #expect(try store.bismillah() == Self.bismillah)
    }

    @Test func reimportingIsIdempotent() throws {
        let (store, _, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.importQuran(Self.quran())
        try store.importQuran(Self.quran())
        #expect(try store.ayahs(surah: 1).count == 7)
        #expect(try store.search("الحمد لله", translations: ["en"], limit: 10000).count == 6235)
    }

    @Test func aFailedImportLeavesThePreviousDataIntact() throws {
        let (store, _, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.importQuran(Self.quran())
        // Two translations with the same code break the import half-way.
        #expect(throws: (any Error).self) { try store.importQuran(Self.quran(translationCodes: ["de", "de"])) }
        #expect(try store.translations().map(\.code) == ["en"])
        #expect(try store.ayahs(surah: 114).count == 6236 - 7 - 112 * 55)
    }

    @Test func arabicSearchIgnoresHarakatAndAlefForms() throws {
        let (store, _, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.importQuran(Self.quran())
        let hits = try store.search("الرحمن", translations: [], limit: 5)
        #expect(hits.map(\.reference) == [AyahReference(surah: 1, ayah: 1)])
        #expect(hits.first?.snippet == Self.bismillah)
        #expect(try store.search("بِسْمِ", translations: [], limit: 5).count == 1)
    }

    @Test func translationSearchMatchesWholeWordsAndMarksThemApartFromTheTextsBrackets() throws {
        let (store, _, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.importQuran(Self.quran())
        let hits = try store.search("mercy lord", translations: ["en"], limit: 3)
        #expect(hits.count == 3)
        #expect(hits.first?.snippet.contains("⟦mercy⟧") == true)
        #expect(try store.search("merc", translations: ["en"], limit: 3).isEmpty, "whole words, not prefixes")
        #expect(try store.search("mercies", translations: ["en"], limit: 3).count == 3, "English stems: mercies finds mercy")
        #expect(try store.search("\"unbalanced (query*", translations: ["en"], limit: 3).isEmpty)
        #expect(try store.search("mercy", translations: ["fr"], limit: 3).isEmpty)
    }

    @Test func bookmarksAndProgressPersist() throws {
        let (_, bookmarks, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        try bookmarks.add(kind: "quran", reference: "2:255", note: "Ayat al-Kursi", at: Date(timeIntervalSince1970: 1))
        try bookmarks.add(kind: "quran", reference: "18:10", note: nil, at: Date(timeIntervalSince1970: 2))
        try bookmarks.add(kind: "quran", reference: "2:255", note: "the Throne verse", at: Date(timeIntervalSince1970: 3))
        #expect(try bookmarks.bookmarks(kind: "quran").map(\.reference) == ["18:10", "2:255"])
        #expect(try bookmarks.bookmarks(kind: "quran").last?.note == "the Throne verse")
        try bookmarks.saveProgress(kind: "quran", reference: "3:7", at: Date())
        try bookmarks.saveProgress(kind: "quran", reference: "3:8", at: Date())
        #expect(try bookmarks.progress(kind: "quran") == "3:8")
        #expect(try bookmarks.progress(kind: "hadith") == nil)
    }

    @Test func bookmarkingAgainWithoutANoteKeepsItAndAnEmptyNoteRemovesIt() throws {
        let (_, bookmarks, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        try bookmarks.add(kind: "quran", reference: "2:255", note: "Kursi", at: Date())
        try bookmarks.add(kind: "quran", reference: "2:255", note: nil, at: Date())
        #expect(try bookmarks.bookmarks(kind: "quran").first?.note == "Kursi")
        try bookmarks.add(kind: "quran", reference: "2:255", note: "", at: Date())
        #expect(try bookmarks.bookmarks(kind: "quran").first?.note == nil)
        try bookmarks.remove(kind: "quran", reference: "2:255")
        #expect(try bookmarks.bookmarks(kind: "quran").isEmpty)
    }
}
