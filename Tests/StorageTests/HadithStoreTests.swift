import Foundation
import Scripture
import Testing
@testable import Storage

struct HadithStoreTests {
    static func book(_ id: String, name: String, count: Int) -> HadithBook {
        HadithBook(
            collection: HadithCollection(id: id, name: name, arabicName: "كتاب", compiler: "Compiler", arabicCompiler: "",
                                         collectionGrade: HadithCollection.collectionGrade(for: id)),
            chapters: [HadithChapter(id: 1, english: "Faith", arabic: "كتاب الإيمان")],
            hadiths: (1...count).map { number in
                Hadith(collection: id, number: String(number), chapter: 1, arabic: "إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ \(number)",
                       narrator: number.isMultiple(of: 2) ? "Narrated Abu Huraira:" : "Narrated 'Umar:",
                       english: "Deeds are by intentions, patience \(number).", grade: nil)
            })
    }

    static func store() throws -> (HadithStore, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-hadith-\(UUID().uuidString)")
        return (HadithStore(database: try MawqutDatabase(directory: directory)), directory)
    }

    @Test func gradesAreOnlyWhatTheDataSays() throws {
        let (store, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.importBooks([Self.book("bukhari", name: "Sahih al-Bukhari", count: 4), Self.book("abudawud", name: "Sunan Abi Dawud", count: 4)])
        #expect(try store.hadith(collection: "bukhari", number: "1")?.grade == "Sahih")
        #expect(try store.hadith(collection: "bukhari", number: "1")?.reference == "Sahih al-Bukhari 1")
        let dawud = try #require(try store.hadith(collection: "abudawud", number: "2"))
        #expect(dawud.grade == "Not graded in this edition" && !dawud.isAuthentic)
        #expect(try store.applyGrades(collection: "abudawud", grades: [("2", "Hasan (Al-Albani)"), ("99", "Sahih")]) == 1)
        #expect(try store.hadith(collection: "abudawud", number: "2")?.grade == "Hasan (Al-Albani)")
        #expect(try store.hadith(collection: "abudawud", number: "2")?.isAuthentic == true)
    }

    @Test func searchFiltersByCollectionNarratorAndGrade() throws {
        let (store, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.importBooks([Self.book("bukhari", name: "Sahih al-Bukhari", count: 6), Self.book("tirmidhi", name: "Jami' al-Tirmidhi", count: 6)])
        #expect(try store.search("intentions", limit: 100).count == 12)
        #expect(try store.search("intentions", filter: HadithFilter(collection: "tirmidhi"), limit: 100).count == 6)
        #expect(try store.search("intentions", filter: HadithFilter(narrator: "Huraira"), limit: 100).count == 6)
        #expect(try store.search("intentions", filter: HadithFilter(grade: "sahih"), limit: 100).count == 6)
        #expect(try store.search("intentions", filter: HadithFilter(grade: "not graded"), limit: 100).count == 6)
        #expect(try store.search("الاعمال", limit: 100).count == 12, "Arabic without harakat")
        #expect(try store.search("patience 3", limit: 5).first?.1.contains("[patience]") == true)
    }

    @Test func reimportReplacesACollectionAndNeighboursFollowTheDataOrder() throws {
        let (store, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.importBooks([Self.book("muslim", name: "Sahih Muslim", count: 5)])
        try store.importBooks([Self.book("muslim", name: "Sahih Muslim", count: 3)])
        #expect(try store.collections().map(\.count) == [3])
        let first = try #require(try store.hadith(collection: "muslim", number: "1"))
        #expect(try store.neighbour(of: first.hadith, forward: true)?.hadith.number == "2")
        #expect(try store.neighbour(of: first.hadith, forward: false) == nil)
        #expect(try store.random(collection: "muslim", pick: { $0 - 1 })?.hadith.number == "3")
    }

    @Test func theHadithOfTheDayIsStableForADayAndChangesWithIt() throws {
        let (store, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.importBooks([Self.book("bukhari", name: "Sahih al-Bukhari", count: 20)])
        let today = try store.ofTheDay(dayNumber: 2_461_000, maximumLength: 200)
        #expect(today == (try store.ofTheDay(dayNumber: 2_461_000, maximumLength: 200)))
        #expect(today?.hadith.number != (try store.ofTheDay(dayNumber: 2_461_001, maximumLength: 200))?.hadith.number)
        #expect(try store.ofTheDay(dayNumber: 1, maximumLength: 10) == nil, "nothing fits: nothing shown")
    }
}
