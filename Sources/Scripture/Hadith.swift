import Foundation

/// A hadith collection (one of the six books, or another edition).
public struct HadithCollection: Sendable, Equatable {
    /// `bukhari`, `muslim`, `abudawud`, `tirmidhi`, `nasai`, `ibnmajah`.
    public let id: String
    public let name: String
    public let arabicName: String
    public let compiler: String
    public let arabicCompiler: String
    /// A grade that holds for the whole collection, with the reason; nil when
    /// hadiths must be graded one by one.
    public let collectionGrade: String?

    public init(id: String, name: String, arabicName: String, compiler: String, arabicCompiler: String, collectionGrade: String?) {
        self.id = id
        self.name = name
        self.arabicName = arabicName
        self.compiler = compiler
        self.arabicCompiler = arabicCompiler
        self.collectionGrade = collectionGrade
    }

    /// Sahih al-Bukhari and Sahih Muslim are shown as "Sahih" as whole books: each
    /// compiler admitted only reports that met his own conditions of authenticity,
    /// and the scholars accepted both books as authentic (Ibn al-Salah, Muqaddima,
    /// on the two Sahihs; al-Nawawi, introduction to his commentary on Sahih
    /// Muslim). No other collection is graded as a whole.
    public static func collectionGrade(for id: String) -> String? {
        ["bukhari", "muslim"].contains(id) ? "Sahih" : nil
    }
}

/// A chapter (kitab) of a collection.
public struct HadithChapter: Sendable, Equatable {
    public let id: Int
    public let english: String
    public let arabic: String

    public init(id: Int, english: String, arabic: String) {
        self.id = id
        self.english = english
        self.arabic = arabic
    }
}

/// One hadith as its edition gives it. A grade is only ever what the data says.
public struct Hadith: Sendable, Equatable {
    public let collection: String
    /// The number as the data gives it.
    public let number: String
    public let chapter: Int
    public let arabic: String
    public let narrator: String
    public let english: String
    /// The grade the data gives for this hadith, with who graded it; nil when none.
    public let grade: String?

    public init(collection: String, number: String, chapter: Int, arabic: String, narrator: String, english: String, grade: String?) {
        self.collection = collection
        self.number = number
        self.chapter = chapter
        self.arabic = arabic
        self.narrator = narrator
        self.english = english
        self.grade = grade
    }
}

/// The grade to show, and whether it counts as authentic.
public enum HadithGrade {
    public static let notGraded = "Not graded in this edition"

    /// The hadith's own grade, else its collection's, else "Not graded in this edition".
    public static func shown(grade: String?, collectionGrade: String?) -> String {
        grade ?? collectionGrade ?? notGraded
    }

    /// Sahih or Hasan (including "Hasan Sahih"), by the shown grade; never guessed.
    public static func isAuthentic(_ shown: String) -> Bool {
        let lower = shown.lowercased()
        return lower.hasPrefix("sahih") || lower.hasPrefix("hasan")
    }
}

/// A collection with its chapters and hadiths, as imported.
public struct HadithBook: Sendable, Equatable {
    public let collection: HadithCollection
    public let chapters: [HadithChapter]
    public let hadiths: [Hadith]

    public init(collection: HadithCollection, chapters: [HadithChapter], hadiths: [Hadith]) {
        self.collection = collection
        self.chapters = chapters
        self.hadiths = hadiths
    }
}
