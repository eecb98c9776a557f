import FoundationEssentials

/// How a hadith is cited and addressed.
///
/// The standard number is the one sunnah.com and the common printed editions use
/// (for al-Bukhari the Fath al-Bari numbering, for Muslim the one sunnah.com shows,
/// for the four Sunan the Darussalam numbering sunnah.com follows); see
/// `docs/references.md`. Where no numbered source matched a hadith, its reference
/// says "(package numbering)" so that it is never passed off as standard.
public enum HadithCitation {
    /// What follows a number that is the package's own.
    public static let packageNumberingNote = "(package numbering)"

    /// `Sahih al-Bukhari 735` by the standard number; where there is none, the place
    /// in the book a reader can look up, `Sahih Muslim, Book 45, Hadith 40`
    /// (`hadith show muslim/45/40`); where that is unknown too,
    /// `Sahih al-Bukhari 717 (package numbering)`.
    public static func reference(_ hadith: Hadith, collectionName: String, bookIsKnown: Bool) -> String {
        if let standard = hadith.standardNumber { return "\(collectionName) \(([standard] + hadith.additionalNumbers).joined(separator: ", "))" }
        if let place = inBook(hadith, bookIsKnown: bookIsKnown) { return "\(collectionName), \(place)" }
        return "\(collectionName) \(hadith.number) \(packageNumberingNote)"
    }

    /// `Book 10, Hadith 3`: the book by the edition's book numbers and the hadith's
    /// place in it. Book 0 is the introduction (muqaddimah) of Sahih Muslim and Sunan
    /// Ibn Majah, which sunnah.com's in-book references call `Introduction, Hadith 3`.
    /// Nil when the place is unknown, or the book is: a book number the collection has
    /// no book for (`bookIsKnown` false; the hadith package puts 83 of an-Nasa'i's in a
    /// book 0 that it does not name) is not printed as if it were a reference.
    public static func inBook(_ hadith: Hadith, bookIsKnown: Bool) -> String? {
        guard bookIsKnown, let place = hadith.inBookNumber else { return nil }
        let book = hadith.chapter == introductionBook ? "Introduction" : "Book \(hadith.chapter)"
        return "\(book), Hadith \(place)"
    }

    /// The book number the editions give a collection's introduction.
    public static let introductionBook = 0

    /// The key bookmarks and reading progress keep: `bukhari:735` by the standard
    /// number, `bukhari:#717` by the package's where no standard number is known.
    /// A standard key survives a re-import of another edition; a package key is
    /// turned into a standard one once the import establishes the number.
    public static func key(_ hadith: Hadith) -> String {
        HadithKey(collection: hadith.collection, number: hadith.standardNumber ?? hadith.number,
                  numbering: hadith.standardNumber == nil ? .package : .standard).text
    }
}

/// Which numbering a hadith number is in.
public enum HadithNumberingKind: String, Sendable, CaseIterable {
    /// sunnah.com and the printed editions.
    case standard
    /// The package's own sequential number.
    case package
}

/// `collection:number` as typed or stored: `bukhari:735` (standard numbering) or
/// `bukhari:#717` (the package's numbering).
public struct HadithKey: Sendable, Equatable {
    public let collection: String
    public let number: String
    public let numbering: HadithNumberingKind

    public init(collection: String, number: String, numbering: HadithNumberingKind) {
        self.collection = collection
        self.number = number
        self.numbering = numbering
    }

    /// Reads `bukhari:735` or `bukhari:#717`; nil when either side is missing.
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        let isPackage = parts[1].hasPrefix("#")
        let number = isPackage ? String(parts[1].dropFirst()) : parts[1]
        guard !number.isEmpty else { return nil }
        self.init(collection: parts[0], number: number, numbering: isPackage ? .package : .standard)
    }

    public var text: String { "\(collection):\(numbering == .package ? "#" : "")\(number)" }
}

/// A hadith by its place in its book, as sunnah.com's in-book reference gives it
/// ("Book 2, Hadith 15"): `muslim/2/15`, and `muslim/introduction/3` (or `muslim/0/3`)
/// for a collection's introduction. The reference a reader can look up for a
/// collection whose numbers the data cannot establish (Sahih Muslim here).
public struct HadithPlace: Sendable, Equatable {
    public let collection: String
    public let book: Int
    public let hadith: Int

    public init(collection: String, book: Int, hadith: Int) {
        self.collection = collection
        self.book = book
        self.hadith = hadith
    }

    /// Reads `muslim/2/15` or `muslim/introduction/3`; nil unless it has three parts,
    /// a collection, a book (a number from 0, or `introduction`) and a number from 1.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, !parts[0].isEmpty,
              let book = parts[1] == "introduction" ? HadithCitation.introductionBook : Int(parts[1]), book >= 0,
              let hadith = Int(parts[2]), hadith >= 1 else { return nil }
        self.init(collection: parts[0], book: book, hadith: hadith)
    }

    /// `muslim/2/15`, or `muslim/introduction/3`.
    public var text: String {
        "\(collection)/\(book == HadithCitation.introductionBook ? "introduction" : String(book))/\(hadith)"
    }
}
