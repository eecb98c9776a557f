import Foundation
import Scripture
import SQLite
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
                       english: "The Prophet (ﷺ) said: Deeds are by intentions, patience \(number).",
                       grades: HadithCollection.collectionGrade(for: id).map { [.wholeCollection($0)] } ?? [],
                       // Standard numbers run ahead of the package's, and the last hadith has none.
                       standardNumber: number == count ? nil : String(number + 10), inBookNumber: number)
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
        #expect(try store.hadith(collection: "bukhari", number: "1")?.grade == "Sahih (consensus on the whole book)")
        let dawud = try #require(try store.hadith(collection: "abudawud", number: "2"))
        #expect(dawud.grade == "Not graded here" && !dawud.isAuthentic)
        // Grades are matched by standard number: "2" is only the package's number of that hadith.
        let albani = { (grade: String) in [HadithGradeStatement.edition(grade, grader: "Al-Albani")] }
        let applied = try store.applyGrades(collection: "abudawud", grades: [("12", albani("Hasan")), ("2", albani("Sahih")), ("99", albani("Sahih"))])
        #expect(applied.updated == 1 && applied.unmatched == ["2", "99"])
        #expect(try store.hadith(collection: "abudawud", number: "2")?.grade == "Hasan (Al-Albani)")
        #expect(try store.hadith(collection: "abudawud", number: "2")?.isAuthentic == true)
        #expect(try store.hadith(collection: "abudawud", number: "12") == nil)
        // An edition imported again replaces its grades instead of adding to them.
        _ = try store.applyGrades(collection: "abudawud", grades: [("12", albani("Da'if"))])
        #expect(try store.hadith(collection: "abudawud", number: "2")?.grade == "Da'if (Al-Albani)")
    }

    @Test func referencesAreStandardOrThePlaceInTheBook() throws {
        let (store, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.importBooks([Self.book("bukhari", name: "Sahih al-Bukhari", count: 4)])
        let first = try #require(try store.hadith(HadithKey(collection: "bukhari", number: "11", numbering: .standard)))
        #expect(first.hadith.number == "1" && first.reference == "Sahih al-Bukhari 11" && first.key == "bukhari:11")
        #expect(first.inBookReference == "Book 1, Hadith 1")
        let packageKey = try #require(HadithKey(parsing: "bukhari:#4"))
        let last = try #require(try store.hadith(packageKey))
        #expect(last.reference == "Sahih al-Bukhari, Book 1, Hadith 4" && last.key == "bukhari:#4")
        #expect(first.placeBesideReference == "Book 1, Hadith 1" && last.placeBesideReference == nil, "the place is said once")
        #expect(try store.hadiths(at: HadithPlace(collection: "bukhari", book: 1, hadith: 4)).map(\.key) == ["bukhari:#4"])
        #expect(try store.hadiths(at: HadithPlace(collection: "bukhari", book: 2, hadith: 4)).isEmpty)
        #expect(try store.hadith(HadithKey(collection: "bukhari", number: "4", numbering: .standard)) == nil)
        #expect(try store.standardNumberCount(collection: "bukhari") == 3)
    }

    @Test func aGradeInTheTranslationsTextIsShownWithItsSourceAndFilters() throws {
        let (store, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = Self.book("tirmidhi", name: "Jami' al-Tirmidhi", count: 2)
        var hadiths = plain.hadiths
        hadiths[0].grades = [.translation("Daif")]
        try store.importBooks([HadithBook(collection: plain.collection, chapters: plain.chapters, hadiths: hadiths)])
        #expect(try store.hadith(collection: "tirmidhi", number: "1")?.grade == "Daif (translation's note, grader not named)")
        #expect(try store.search("intentions", filter: HadithFilter(grade: "daif"), limit: 10).map(\.0.hadith.number) == ["1"])
    }

    @Test func gradeAndGraderFilterTheSameGrade() throws {
        let (store, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = Self.book("tirmidhi", name: "Jami' al-Tirmidhi", count: 3)
        var hadiths = plain.hadiths
        hadiths[0].grades = [.collector("Hasan Sahih", name: "at-Tirmidhi"), .edition("Da'if", grader: "Al-Albani")]
        hadiths[1].grades = [.edition("Sahih", grader: "Al-Albani")]
        try store.importBooks([HadithBook(collection: plain.collection, chapters: plain.chapters, hadiths: hadiths)])
        let numbers = { (filter: HadithFilter) in try store.search("intentions", filter: filter, limit: 10).map(\.0.hadith.number).sorted() }
        #expect(try store.hadith(collection: "tirmidhi", number: "1")?.grade == "Da'if (Al-Albani); Hasan Sahih (at-Tirmidhi's own remark)")
        #expect(try numbers(HadithFilter(grade: "sahih")) == ["1", "2"])
        #expect(try numbers(HadithFilter(grade: "sahih", grader: "albani")) == ["2"], "hadith 1's Sahih is at-Tirmidhi's, not al-Albani's")
        #expect(try numbers(HadithFilter(grader: "tirmidhi")) == ["1"])
        #expect(try numbers(HadithFilter(grade: "not graded")) == ["3"])
    }

    @Test func gradesKeptInTheHadithTableByAnOlderVersionMoveWithTheirGraders() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-hadith-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        do {
            let queue = try DatabaseFile.open(directory.appendingPathComponent(MawqutDatabase.fileName).path)
            try MawqutDatabase.migrator.migrate(queue, upTo: "v10-hadith-place")
            try queue.write { db in
                try db.execute("""
                    INSERT INTO hadithCollection VALUES ('tirmidhi', 'Jami'' al-Tirmidhi', '', '', '', NULL, 3), ('bukhari', 'Sahih al-Bukhari', '', '', '', 'Sahih', 0);
                    INSERT INTO hadith (id, collection, number, chapter, arabic, narrator, english, grade, textGrade) VALUES
                        (1, 'tirmidhi', '1', 1, 'قال أبو عيسى هذا حديث حسن صحيح', '', 'Text.', 'Sahih (Al-Albani); Hasan (Darussalam)', NULL),
                        (2, 'tirmidhi', '2', 1, '', '', 'Text. (Daif)', NULL, 'Daif'),
                        (3, 'bukhari', '1', 1, '', '', 'Text.', NULL, NULL);
                    """)
            }
        }
        let store = HadithStore(database: try MawqutDatabase(directory: directory))
        #expect(try store.hadith(collection: "tirmidhi", number: "1")?.grade
                == "Sahih (Al-Albani); Hasan (Darussalam); Hasan Sahih (at-Tirmidhi's own remark)")
        #expect(try store.hadith(collection: "tirmidhi", number: "2")?.grade == "Daif (translation's note, grader not named)")
        #expect(try store.hadith(collection: "bukhari", number: "1")?.grade == "Sahih (consensus on the whole book)")
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

    @Test func britishAndAmericanSpellingsFindEachOther() throws {
        #expect(EnglishSpelling.variant(of: "Neighbours") == "neighbors")
        #expect(EnglishSpelling.variant(of: "honored") == "honoured")
        #expect(EnglishSpelling.variant(of: "judgment") == "judgement")
        #expect(EnglishSpelling.variant(of: "worshipping") == "worshiping")
        #expect(EnglishSpelling.variant(of: "door") == nil && EnglishSpelling.variant(of: "mercy") == nil)
        let (store, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        let texts = ["Be good to your neighbour.", "He who believes honors his neighbor.", "The honoured guest."]
        let book = HadithBook(collection: Self.book("bukhari", name: "Sahih al-Bukhari", count: 1).collection,
                              chapters: [HadithChapter(id: 1, english: "Manners", arabic: "الأدب")],
                              hadiths: texts.enumerated().map { index, text in
                                  Hadith(collection: "bukhari", number: String(index + 1), chapter: 1, arabic: "الجار", narrator: "",
                                         english: text, standardNumber: String(index + 1), inBookNumber: index + 1)
                              })
        try store.importBooks([book])
        #expect(try Set(store.search("neighbour", limit: 10).map(\.0.hadith.number)) == ["1", "2"])
        #expect(try Set(store.search("neighbor", limit: 10).map(\.0.hadith.number)) == ["1", "2"])
        #expect(try Set(store.search("honour", limit: 10).map(\.0.hadith.number)) == ["2", "3"])
        #expect(try store.search("nieghbour", limit: 10).isEmpty)
        #expect(try store.suggestion(for: "nieghbour") == "neighbour", "from the index's own words")
        #expect(try store.suggestion(for: "guest") == nil)
    }

    @Test func reimportReplacesACollectionAndNeighboursFollowTheDataOrder() throws {
        let (store, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try !store.hasCollections())
        try store.importBooks([Self.book("muslim", name: "Sahih Muslim", count: 5)])
        try store.importBooks([Self.book("muslim", name: "Sahih Muslim", count: 3)])
        #expect(try store.collections().map(\.count) == [3] && store.hasCollections())
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

    /// Hadiths whose English runs from 5 to 300 characters, so that some fit every
    /// width, some only wide ones and some none (each a whole saying, graded as its book is).
    static func bookOfLengths(_ id: String, count: Int) -> HadithBook {
        let base = book(id, name: id, count: count)
        let opening = "The Prophet (ﷺ) said: "
        let hadiths = base.hadiths.enumerated().map { index, hadith in
            let length = 5 + (index * 37) % 296
            let english = length > opening.count + 1
                ? opening + String(repeating: "a", count: length - opening.count - 1) + "." : String(repeating: "a", count: length)
            return Hadith(collection: id, number: hadith.number, chapter: 1, arabic: hadith.arabic, narrator: hadith.narrator,
                          english: english, grades: hadith.grades, standardNumber: hadith.standardNumber, inBookNumber: hadith.inBookNumber)
        }
        return HadithBook(collection: base.collection, chapters: base.chapters, hadiths: hadiths)
    }

    @Test func theHadithOfTheDayAlwaysFitsAndVariesOverAYearAtEveryWidth() throws {
        let (store, directory) = try Self.store()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.importBooks([Self.bookOfLengths("bukhari", count: 400), Self.bookOfLengths("muslim", count: 300)])
        // Every day of a year at lengths the clock asks for (80 to 200 in steps of 5): 365 x 25 cases.
        for maximum in stride(from: 80, through: HadithStore.dailyPoolMaximumLength, by: 5) {
            var seen = Set<String>()
            for day in 2_461_000..<2_461_365 {
                let chosen = try #require(try store.ofTheDay(dayNumber: day, maximumLength: maximum), "day \(day), \(maximum) characters")
                #expect((WholeQuote.lengths.lowerBound...maximum).contains(chosen.hadith.english.count), "day \(day), \(maximum) characters")
                seen.insert(chosen.reference)
            }
            #expect(seen.count >= 50, "\(maximum) characters: \(seen.count) different hadiths in a year")
        }
    }

    @Test func theHadithOfTheDayFollowsAnImportAndNeverScansTheHadithTable() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-daily-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try MawqutDatabase(directory: directory)
        let store = HadithStore(database: database)
        try store.importBooks([Self.bookOfLengths("bukhari", count: 400)])
        try store.importBooks([Self.book("bukhari", name: "Sahih al-Bukhari", count: 3)])
        for day in 0..<30 {
            #expect(try store.ofTheDay(dayNumber: day, maximumLength: 200)?.hadith.english.contains("Deeds are by intentions") == true)
        }
        let plans = try database.writer.read { db in
            try ["SELECT max(position) FROM dailyHadith",
                 "SELECT hadith FROM dailyHadith WHERE position >= 5 AND length <= 80 ORDER BY position LIMIT 1",
                 HadithStore.selection + " WHERE h.id = 5"].flatMap { sql in
                try db.rows("EXPLAIN QUERY PLAN " + sql).map { "\(sql): \(try $0.value("detail", as: String?.self) ?? "")" }
            }
        }
        #expect(!plans.isEmpty)
        #expect(plans.allSatisfy { !$0.contains("SCAN") }, "\(plans)")
        let oldWay = try database.writer.read { db in
            try db.rows("EXPLAIN QUERY PLAN SELECT id FROM hadith WHERE length(english) BETWEEN 20 AND 80 ORDER BY collection, id")
        }
        #expect(oldWay.contains { (try? $0.value("detail", as: String.self))?.contains("SCAN") == true }, "the check sees a scan")
    }

    /// Search ranks from the lengths stored beside the index (`SearchRanking`), which
    /// fall back to FTS5's own lookups, correct but slower, once they no longer describe it.
    @Test func importsAndTheMigrationLeaveTheSearchLengthsDescribingTheIndex() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-lengths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let lengths = { (database: MawqutDatabase) in
            try database.writer.read { try $0.value(SQLiteValue.self, "SELECT lengths FROM searchLength WHERE name = 'hadithSearch'") }
        }
        let current = { (database: MawqutDatabase) in
            try database.writer.write { db in
                try db.storeSearchLengths(of: "hadithSearch")
                return try db.value(SQLiteValue.self, "SELECT lengths FROM searchLength WHERE name = 'hadithSearch'")
            }
        }
        let database = try MawqutDatabase(directory: directory)
        let store = HadithStore(database: database)
        try store.importBooks([Self.bookOfLengths("bukhari", count: 400), Self.book("muslim", name: "Sahih Muslim", count: 5)])
        try store.importBooks([Self.book("bukhari", name: "Sahih al-Bukhari", count: 3)])
        let imported = try #require(try lengths(database))
        #expect(try imported == current(database))

        try database.writer.write { try $0.execute("DELETE FROM searchLength; DELETE FROM grdb_migrations WHERE identifier = 'v13-search-lengths'") }
        let migrated = try MawqutDatabase(directory: directory)
        #expect(try lengths(migrated) == imported)
        #expect(try HadithStore(database: migrated).search("patience").map(\.0.hadith.number).count == 8)
    }

    @Test func oldHadithBookmarksKeepTheirHadithAndTakeTheStandardNumberOnImport() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-keys-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        // An older version kept bookmarks in the library database, by the package's number.
        let library = try MawqutDatabase(directory: directory)
        try library.writer.write { db in
            for (kind, reference) in [("hadith", "bukhari:1"), ("hadith", "bukhari:4"), ("quran", "2:255")] {
                try db.execute("INSERT INTO bookmark (kind, reference, createdAt) VALUES (?, ?, ?)", [kind, reference, StoredInstant.text(Date())])
            }
        }
        let state = try StateDatabase(directory: directory)
        try state.importLegacy(from: library)
        let bookmarks = BookmarkStore(database: state)
        #expect(Set(try bookmarks.bookmarks(kind: "hadith").map(\.reference)) == ["bukhari:#1", "bukhari:#4"])
        #expect(try bookmarks.bookmarks(kind: "quran").map(\.reference) == ["2:255"])

        let store = HadithStore(database: library)
        try store.importBooks([Self.book("bukhari", name: "Sahih al-Bukhari", count: 4)])
        let upgraded = try bookmarks.upgradeHadithKeys { reference in
            try HadithKey(parsing: reference).flatMap { try store.hadith($0) }.flatMap { $0.hadith.standardNumber == nil ? nil : $0.key }
        }
        // Package hadith 1 is standard 11; package hadith 4 has no standard number and keeps its package key.
        #expect(upgraded == 1)
        #expect(Set(try bookmarks.bookmarks(kind: "hadith").map(\.reference)) == ["bukhari:11", "bukhari:#4"])
        for bookmark in try bookmarks.bookmarks(kind: "hadith") {
            let key = try #require(HadithKey(parsing: bookmark.reference))
            #expect(try store.hadith(key) != nil, "\(bookmark.reference)")
        }
    }
}
