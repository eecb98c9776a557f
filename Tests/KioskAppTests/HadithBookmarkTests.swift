import Foundation
import Scripture
import Storage
import Testing
import TerminalUI
@testable import KioskApp

/// The hadith reader's bookmarks in the state database: with a note that a second
/// bookmark without one keeps, listed with it, edited and deleted.
struct HadithBookmarkTests {
    static func library() throws -> (ReaderLibrary, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-hadith-bookmarks-\(UUID().uuidString)")
        let library = try MawqutDatabase(directory: folder)
        let book = HadithBook(
            collection: HadithCollection(id: "bukhari", name: "Sahih al-Bukhari", arabicName: "صحيح البخاري", compiler: "al-Bukhari",
                                         arabicCompiler: "", collectionGrade: HadithCollection.collectionGrade(for: "bukhari")),
            chapters: [HadithChapter(id: 1, english: "Revelation", arabic: "بدء الوحي")],
            hadiths: (1...2).map { number in
                Hadith(collection: "bukhari", number: String(number), chapter: 1, arabic: "إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ",
                       narrator: "Narrated 'Umar:", english: "Deeds are by intentions \(number).",
                       standardNumber: String(number), inBookNumber: number)
            })
        try HadithStore(database: library).importBooks([book])
        return (ReaderLibrary(library: library, state: try StateDatabase(directory: folder)), folder)
    }

    @Test func aSearchThatFindsNothingSuggestsTheCollectionsOwnSpelling() throws {
        let (library, folder) = try Self.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        let answers = HadithAnswers(library: library)
        #expect(try answers.answer(.search(query: "intentionz", collection: nil, narrator: nil, grade: nil, grader: nil), at: Date())
                == [.searchResults(query: "intentionz", [], suggestion: "intentions")])
        guard case .searchResults(_, let found, let suggestion) = try answers.answer(
            .search(query: "intentions", collection: nil, narrator: nil, grade: nil, grader: nil), at: Date()).first else {
            Issue.record("no results message")
            return
        }
        #expect(found.count == 2 && suggestion == nil, "found, so nothing to suggest")
    }

    @Test func aNoteIsKeptListedEditedAndDeletedWithItsBookmark() throws {
        let (library, folder) = try Self.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        let answers = HadithAnswers(library: library)
        func listed() throws -> [HadithListItem] {
            guard case .bookmarks(let items) = try answers.answer(.loadBookmarks, at: Date()).first else { return [] }
            return items
        }
        _ = try answers.answer(.bookmark(collection: "bukhari", number: "1", note: "read at Fajr"), at: Date())
        _ = try answers.answer(.bookmark(collection: "bukhari", number: "1", note: nil), at: Date())
        _ = try answers.answer(.bookmark(collection: "bukhari", number: "2", note: nil), at: Date())
        let items = try listed()
        #expect(items.count == 2)
        let first = try #require(items.first { $0.number == "1" })
        #expect(first.note == "read at Fajr" && first.detail.hasPrefix("“read at Fajr”"))
        #expect(items.first { $0.number == "2" }?.note == nil)
        _ = try answers.answer(.bookmark(collection: "bukhari", number: "1", note: ""), at: Date())
        #expect(try listed().first { $0.number == "1" }?.note == nil, "an empty note removes it")
        _ = try answers.answer(.deleteBookmark(collection: "bukhari", number: "1"), at: Date())
        #expect(try listed().map(\.number) == ["2"])
    }
}
