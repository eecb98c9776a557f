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

    /// The six books' ids (sunnah.com's), in the order they are listed.
    public static let sixBookIDs = ["bukhari", "muslim", "abudawud", "tirmidhi", "nasai", "ibnmajah"]

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
    /// The edition's own number: the packages count hadiths one after another, so
    /// this is the package's numbering, not the one books cite (see `standardNumber`).
    public let number: String
    /// The book (kitab) the hadith is in, by the edition's book numbers.
    public let chapter: Int
    public let arabic: String
    public let narrator: String
    public let english: String
    /// The grade a graded edition gives for this hadith, with who graded it; nil when none.
    public let grade: String?
    /// The number sunnah.com and the common printed editions use, where a numbered
    /// source matched this hadith's text (`HadithNumbering`); nil when none did.
    public var standardNumber: String?
    /// The hadith's place within its book ("Book 10, Hadith 3"); nil when unknown.
    public var inBookNumber: Int?
    /// A grade written at the end of the translation's own text, such as "(Daif)".
    public var textGrade: String?

    public init(collection: String, number: String, chapter: Int, arabic: String, narrator: String, english: String, grade: String?,
                standardNumber: String? = nil, inBookNumber: Int? = nil, textGrade: String? = nil) {
        self.collection = collection
        self.number = number
        self.chapter = chapter
        self.arabic = arabic
        self.narrator = narrator
        self.english = english
        self.grade = grade
        self.standardNumber = standardNumber
        self.inBookNumber = inBookNumber
        self.textGrade = textGrade
    }
}

/// The grade to show, and whether it counts as authentic.
public enum HadithGrade {
    public static let notGraded = "Not graded in this edition"

    /// Where a grade read from the translation's text came from, as shown after it.
    public static let textGradeSource = "in the translation's text"

    /// The hadith's own grade (a graded edition's, else the one written in the
    /// translation's text, with that source), else its collection's, else
    /// "Not graded in this edition".
    public static func shown(grade: String?, textGrade: String? = nil, collectionGrade: String?) -> String {
        grade ?? textGrade.map { "\($0) (\(textGradeSource))" } ?? collectionGrade ?? notGraded
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
