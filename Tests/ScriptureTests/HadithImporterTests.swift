import Foundation
import Testing
@testable import Scripture

struct HadithImporterTests {
    /// A collection in the packages' layout, written for this test.
    static func package(hadiths: Int = 3) -> Data {
        let object: [String: Any] = [
            "id": 4,
            "metadata": ["id": 4, "length": hadiths,
                         "arabic": ["title": "سنن أبي داود", "author": "أبو داود"],
                         "english": ["title": "Sunan Abi Dawud", "author": "Abu Dawud"]],
            "chapters": [["id": 1, "arabic": "كتاب الطهارة", "english": "Purification"]],
            "hadiths": (1...hadiths).map { number in
                ["id": number, "chapterId": 1, "arabic": "حَدَّثَنَا  رَجُلٌ \(number)",
                 "english": ["narrator": "Narrated Someone:", "text": "Text   of\n hadith \(number)."]] as [String: Any]
            },
        ]
        return try! JSONSerialization.data(withJSONObject: object)
    }

    @Test func aPackagedCollectionImportsWithoutInventingGrades() throws {
        let book = try HadithImporter.parsePackage(Self.package(), collection: "abudawud", file: "dawud.json.gz")
        #expect(book.collection.name == "Sunan Abi Dawud" && book.collection.arabicName == "سنن أبي داود")
        #expect(book.collection.collectionGrade == nil)
        #expect(book.hadiths.count == 3 && book.hadiths.allSatisfy { $0.grades.isEmpty })
        #expect(book.hadiths[1].number == "2" && book.hadiths[1].english == "Text of hadith 2.")
        #expect(book.chapters == [HadithChapter(id: 1, english: "Purification", arabic: "كتاب الطهارة")])
    }

    @Test func onlyBukhariAndMuslimAreSahihAsWholeBooks() throws {
        #expect(HadithCollection.collectionGrade(for: "bukhari") == "Sahih")
        #expect(HadithCollection.collectionGrade(for: "muslim") == "Sahih")
        for id in ["abudawud", "tirmidhi", "nasai", "ibnmajah"] { #expect(HadithCollection.collectionGrade(for: id) == nil) }
        let bukhari = try HadithImporter.parsePackage(Self.package(), collection: "bukhari", file: "bukhari.json.gz")
        #expect(bukhari.hadiths.allSatisfy { $0.grades == [.wholeCollection("Sahih")] })
        #expect(HadithGrade.shown(bukhari.hadiths[0].grades) == "Sahih (consensus on the whole book)")
    }

    @Test func everyGradeShownNamesWhoGradedIt() {
        #expect(HadithGrade.shown([]) == "Not graded here")
        let grades: [HadithGradeStatement] = [.translation("Daif"), .collector("Hasan Gharib", name: "at-Tirmidhi"),
                                              .edition("Da'if", grader: "Al-Albani"), .edition("Sahih", grader: " ")]
        #expect(HadithGrade.shown(grades) == "Da'if (Al-Albani); Sahih (grader not named); Hasan Gharib (at-Tirmidhi's own remark); "
                + "Daif (translation's note, grader not named)")
    }

    @Test func authenticityFollowsTheFirstGradeShown() {
        #expect(HadithGrade.isAuthentic([.wholeCollection("Sahih")]))
        #expect(HadithGrade.isAuthentic([.edition("Hasan Sahih", grader: "Al-Albani")]))
        #expect(!HadithGrade.isAuthentic([.collector("Hasan", name: "at-Tirmidhi"), .edition("Da'if", grader: "Al-Albani")]))
        #expect(!HadithGrade.isAuthentic([.collector("Gharib", name: "at-Tirmidhi")]))
        #expect(!HadithGrade.isAuthentic([]))
    }

    @Test func aHadithApiEditionGivesGradesWithTheirGraders() throws {
        let edition: [String: Any] = [
            "metadata": ["name": "Sunan Abu Dawud", "sections": ["0": "", "1": "Purification"]],
            "hadiths": [
                ["hadithnumber": 1, "arabicnumber": 1, "text": "When the Prophet went…",
                 "grades": [["name": "Al-Albani", "grade": "Sahih"], ["name": "Muhammad Muhyi Al-Din Abdul Hamid", "grade": "Sahih"]],
                 "reference": ["book": 1, "hadith": 1]],
                ["hadithnumber": 2, "text": "Another", "grades": [], "reference": ["book": 1, "hadith": 2]],
            ],
        ]
        let parsed = try HadithImporter.parseEdition(JSONSerialization.data(withJSONObject: edition), fileName: "eng-abudawud.json")
        #expect(parsed.collection == "abudawud" && !parsed.isArabic)
        #expect(parsed.entries.map(\.grades) == [[.edition("Sahih", grader: "Al-Albani"), .edition("Sahih", grader: "Muhammad Muhyi Al-Din Abdul Hamid")], []])
        #expect(parsed.sections.map(\.id) == [1])
    }

    @Test func badFilesAreReportedByName() {
        #expect(throws: ScriptureImportError(file: "x.json.gz", message: "not a JSON object")) {
            try HadithImporter.parsePackage(Data("[]".utf8), collection: "bukhari", file: "x.json.gz")
        }
        #expect(throws: ScriptureImportError(file: "bukhari.json", message: "expected a name like eng-bukhari.json (language-collection)")) {
            try HadithImporter.parseEdition(Data("{}".utf8), fileName: "bukhari.json")
        }
    }
}
