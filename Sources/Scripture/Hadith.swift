import FoundationEssentials

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
    /// Every grade the data gives this hadith, each with who graded it, in the order
    /// they are shown; empty when the data grades it nowhere ("Not graded here").
    public var grades: [HadithGradeStatement]
    /// The number sunnah.com and the common printed editions use, where a numbered
    /// source matched this hadith's text (`HadithNumbering`); nil when none did.
    public var standardNumber: String?
    /// Further standard numbers of the same entry, where the numbered source gives one
    /// text several numbers in a row (sunnah.com's "Sahih al-Bukhari 272, 273").
    public var additionalNumbers: [String] = []
    /// The hadith's place within its book ("Book 10, Hadith 3"); nil when unknown.
    public var inBookNumber: Int?

    public init(collection: String, number: String, chapter: Int, arabic: String, narrator: String, english: String,
                grades: [HadithGradeStatement] = [], standardNumber: String? = nil, inBookNumber: Int? = nil) {
        self.collection = collection
        self.number = number
        self.chapter = chapter
        self.arabic = arabic
        self.narrator = narrator
        self.english = english
        self.grades = grades
        self.standardNumber = standardNumber
        self.inBookNumber = inBookNumber
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
