import FoundationEssentials
import Scripture
import SQLite

/// A hadith with its collection's names, as readers show it.
public struct StoredHadith: Sendable, Equatable {
    public let hadith: Hadith
    public let collectionName: String
    public let chapterName: String
    /// The grades to show, each with its grader, or "Not graded here".
    public var grade: String { HadithGrade.shown(hadith.grades) }

    /// `Sahih al-Bukhari 735`; `Sahih Muslim, Book 45, Hadith 40` where no standard
    /// number was established; `Sahih al-Bukhari 717 (package numbering)` where the
    /// place in the book is not known either.
    public var reference: String { HadithCitation.reference(hadith, collectionName: collectionName, bookIsKnown: !chapterName.isEmpty) }
    /// `Book 10, Hadith 116` (or `Introduction, Hadith 3`), when the book and the place in it are known.
    public var inBookReference: String? { HadithCitation.inBook(hadith, bookIsKnown: !chapterName.isEmpty) }
    /// The place in the book, to show beside a reference by number (the reference
    /// without a standard number is the place already).
    public var placeBesideReference: String? { hadith.standardNumber == nil ? nil : inBookReference }
    /// What bookmarks keep: `bukhari:735`, or `bukhari:#717` by the package's number.
    public var key: String { HadithCitation.key(hadith) }
    public var isAuthentic: Bool { HadithGrade.isAuthentic(hadith.grades) }
}

/// Filters for hadith search.
public struct HadithFilter: Sendable, Equatable {
    public var collection: String?
    /// Part of the narrator's name.
    public var narrator: String?
    /// Part of a grade (`sahih`, `hasan`, `daif`), or `not graded` for hadiths the data grades nowhere.
    public var grade: String?
    /// Part of who graded (`albani`, `tirmidhi`, `translation`); with `grade`, the same grade must match both.
    public var grader: String?

    public init(collection: String? = nil, narrator: String? = nil, grade: String? = nil, grader: String? = nil) {
        self.collection = collection
        self.narrator = narrator
        self.grade = grade
        self.grader = grader
    }
}

/// The hadith collections in SQLite, with FTS5 search over English and normalised Arabic.
public final class HadithStore: Sendable {
    private let database: MawqutDatabase

    public init(database: MawqutDatabase) {
        self.database = database
    }

    /// Replaces the given collections in one transaction (others are kept).
    public func importBooks(_ books: [HadithBook]) throws {
        try database.writer.write { db in
            for book in books {
                let id = book.collection.id
                try db.execute("DELETE FROM hadithSearch WHERE rowid IN (SELECT id FROM hadith WHERE collection = ?)", [id])
                try db.execute("DELETE FROM hadithGrade WHERE hadith IN (SELECT id FROM hadith WHERE collection = ?)", [id])
                try db.execute("DELETE FROM hadith WHERE collection = ?", [id])
                try db.execute("DELETE FROM hadithChapter WHERE collection = ?", [id])
                try db.execute("DELETE FROM hadithCollection WHERE id = ?", [id])
                let position = HadithStore.order.firstIndex(of: id) ?? HadithStore.order.count
                try db.execute("INSERT INTO hadithCollection VALUES (?, ?, ?, ?, ?, ?, ?)", [
                    id, book.collection.name, book.collection.arabicName, book.collection.compiler,
                    book.collection.arabicCompiler, book.collection.collectionGrade, position,
                ])
                for chapter in book.chapters {
                    try db.execute("INSERT INTO hadithChapter VALUES (?, ?, ?, ?)",
                                   [id, chapter.id, chapter.english, chapter.arabic])
                }
                let insert = try db.prepare("""
                    INSERT INTO hadith (collection, number, chapter, arabic, narrator, english, standardNumber, inBookNumber,
                                        additionalNumbers)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
                let index = try db.prepare("INSERT INTO hadithSearch (rowid, english, arabic) VALUES (?, ?, ?)")
                for hadith in book.hadiths {
                    try insert.execute([id, hadith.number, hadith.chapter, hadith.arabic, hadith.narrator,
                                                   hadith.english, hadith.standardNumber, hadith.inBookNumber,
                                                   hadith.additionalNumbers.isEmpty ? nil : hadith.additionalNumbers.joined(separator: ",")])
                    let row = db.lastInsertedRowID
                    try index.execute([row, hadith.narrator + " " + hadith.english, ArabicNormalizer.normalize(hadith.arabic)])
                    try HadithGradeRows.insert(hadith.grades, hadith: row, db)
                }
            }
            try Self.rebuildDailyPool(db)
            try db.storeSearchLengths(of: "hadithSearch")
        }
    }

    /// Sets the grades an edition gives (replacing an edition's grades imported
    /// before), matched by standard number (graded editions number hadiths as the
    /// printed books do, never by a package's position). Returns how many hadiths
    /// got grades, and the numbers that no imported hadith carries (those grades are
    /// not shown).
    public func applyGrades(collection: String, grades: [(number: String, grades: [HadithGradeStatement])])
        throws -> (updated: Int, unmatched: [String]) {
        try database.writer.write { db in
            var updated = 0
            var unmatched: [String] = []
            for (number, statements) in grades {
                let ids = try db.values(Int64.self, "SELECT id FROM hadith WHERE collection = ? AND \(Self.numbered)",
                                             [collection, number, "%,\(number),%"])
                if ids.isEmpty { unmatched.append(number) }
                for id in ids {
                    try db.execute("DELETE FROM hadithGrade WHERE hadith = ? AND source = ?",
                                   [id, HadithGradeStatement.Source.edition.rawValue])
                    try HadithGradeRows.insert(statements.filter { $0.source == .edition }, hadith: id, db)
                }
                updated += ids.count
            }
            return (updated, unmatched)
        }
    }

    /// How many hadiths of a collection have a standard number.
    public func standardNumberCount(collection: String) throws -> Int {
        try database.writer.read { db in
            try db.value(Int.self, "SELECT COUNT(*) FROM hadith WHERE collection = ? AND standardNumber IS NOT NULL",
                             [collection]) ?? 0
        }
    }

    /// The six books' order on screen and in listings.
    static let order = HadithCollection.sixBookIDs

    /// Whether any collection is imported, without counting their hadiths (a one-shot
    /// command asks this before its work: counting took 2 ms of a search's 11).
    public func hasCollections() throws -> Bool {
        try database.writer.read { db in try db.value(Bool.self, "SELECT EXISTS (SELECT 1 FROM hadithCollection)") ?? false }
    }

    public func collections() throws -> [(collection: HadithCollection, count: Int)] {
        try database.writer.read { db in
            try db.rows("""
                SELECT c.*, (SELECT COUNT(*) FROM hadith h WHERE h.collection = c.id) AS count
                FROM hadithCollection c ORDER BY position, id
                """).map { row in
                (try HadithCollection(id: row.value("id"), name: row.value("name"),
                                      arabicName: row.value("arabicName"), compiler: row.value("compiler"),
                                      arabicCompiler: row.value("arabicCompiler"),
                                      collectionGrade: row.value("collectionGrade")), try row.value("count"))
            }
        }
    }

    public func chapters(collection: String) throws -> [HadithChapter] {
        try database.writer.read { db in
            try db.rows("SELECT id, english, arabic FROM hadithChapter WHERE collection = ? ORDER BY id", [collection])
                .map { try HadithChapter(id: $0.value("id"), english: $0.value("english"), arabic: $0.value("arabic")) }
        }
    }

    static let selection = """
        SELECT h.id AS rowid, h.*, c.name AS collectionName, COALESCE(ch.english, '') AS chapterName, \(HadithGradeRows.column)
        FROM hadith h JOIN hadithCollection c ON c.id = h.collection
        LEFT JOIN hadithChapter ch ON ch.collection = h.collection AND ch.id = h.chapter
        """

    /// A row as a hadith; a value that cannot be read fails the query instead of stopping the program.
    private static func stored(_ row: Row) throws -> StoredHadith {
        let hadith = try Hadith(collection: row.value("collection"), number: row.value("number"),
                                chapter: row.value("chapter"), arabic: row.value("arabic"),
                                narrator: row.value("narrator"), english: row.value("english"),
                                grades: HadithGradeRows.decode(row.value("grades")),
                                standardNumber: row.value("standardNumber"), inBookNumber: row.value("inBookNumber"))
        var numbered = hadith
        numbered.additionalNumbers = (try row.value("additionalNumbers", as: String?.self))?.split(separator: ",").map(String.init) ?? []
        return try StoredHadith(hadith: numbered, collectionName: row.value("collectionName"),
                                chapterName: row.value("chapterName"))
    }

    /// A hadith by the package's own number.
    public func hadith(collection: String, number: String) throws -> StoredHadith? {
        try database.writer.read { db in
            try db.row(Self.selection + " WHERE h.collection = ? AND h.number = ?", [collection, number])
                .map(Self.stored)
        }
    }

    /// A hadith by a key: `bukhari:735` by standard number, `bukhari:#717` by the
    /// package's number.
    /// A number of an entry numbered several times (`bukhari:273` of "272, 273") opens that entry.
    public func hadith(_ key: HadithKey) throws -> StoredHadith? {
        guard key.numbering == .standard else { return try hadith(collection: key.collection, number: key.number) }
        return try database.writer.read { db in
            try (db.row(Self.selection + " WHERE h.collection = ? AND h.standardNumber = ?", [key.collection, key.number])
                ?? db.row(Self.selection + " WHERE h.collection = ? AND (',' || h.additionalNumbers || ',') LIKE ?",
                                [key.collection, "%,\(key.number),%"])).map(Self.stored)
        }
    }

    /// The condition that a hadith carries a standard number, first or further: the
    /// number, then `%,number,%`.
    static let numbered = "(standardNumber = ? OR (',' || additionalNumbers || ',') LIKE ?)"

    /// The hadiths at a place in a book (`muslim/2/15`), in the data's order: one, or
    /// none; more than one only where the data gives two hadiths the same place.
    public func hadiths(at place: HadithPlace) throws -> [StoredHadith] {
        try database.writer.read { db in
            try db.rows(Self.selection + " WHERE h.collection = ? AND h.chapter = ? AND h.inBookNumber = ? ORDER BY h.id",
                             [place.collection, place.book, place.hadith]).map(Self.stored)
        }
    }

    /// Hadiths of a chapter, in the data's order.
    public func hadiths(collection: String, chapter: Int) throws -> [StoredHadith] {
        try database.writer.read { db in
            try db.rows(Self.selection + " WHERE h.collection = ? AND h.chapter = ? ORDER BY h.id",
                             [collection, chapter]).map(Self.stored)
        }
    }

    /// The hadith before or after one, in the data's order within its collection.
    public func neighbour(of hadith: Hadith, forward: Bool) throws -> StoredHadith? {
        try database.writer.read { db in
            try db.row(Self.selection + """
                 WHERE h.collection = ? AND h.id \(forward ? ">" : "<")
                   (SELECT id FROM hadith WHERE collection = ? AND number = ?)
                 ORDER BY h.id \(forward ? "ASC" : "DESC") LIMIT 1
                """, [hadith.collection, hadith.collection, hadith.number]).map(Self.stored)
        }
    }

    /// A random hadith, optionally within a collection, chosen by `pick` from 0..<count.
    public func random(collection: String?, pick: (Int) -> Int) throws -> StoredHadith? {
        try database.writer.read { db in
            let count = try db.value(Int.self, "SELECT COUNT(*) FROM hadith WHERE ? IS NULL OR collection = ?",
                                         [collection, collection]) ?? 0
            guard count > 0 else { return nil }
            return try db.row(Self.selection + " WHERE ? IS NULL OR h.collection = ? ORDER BY h.id LIMIT 1 OFFSET ?",
                                    [collection, collection, pick(count)]).map(Self.stored)
        }
    }

    /// Hadith of the day: the same all day, different each day, chosen among those
    /// whose English (20 characters or more) fits in `maximumLength` characters
    /// (at most `dailyPoolMaximumLength`). Two indexed lookups in `dailyHadith`: a
    /// scattered start position for the day, then the first candidate from there
    /// (wrapping round) that fits; never a scan of the hadith table.
    public func ofTheDay(dayNumber: Int, maximumLength: Int) throws -> StoredHadith? {
        try database.writer.read { db in
            guard let count = try db.value(Int.self, "SELECT max(position) FROM dailyHadith"), count > 0 else { return nil }
            // A fixed odd multiplier walks the candidates in a scattered but repeatable order.
            let start = (dayNumber * 7919) % count + 1
            let arguments: SQLiteArguments = [start, maximumLength]
            let fromStart = "SELECT hadith FROM dailyHadith WHERE position >= ? AND length <= ? ORDER BY position LIMIT 1"
            let beforeStart = "SELECT hadith FROM dailyHadith WHERE position < ? AND length <= ? ORDER BY position LIMIT 1"
            guard let id = try db.value(Int.self, fromStart, arguments)
                ?? db.value(Int.self, beforeStart, arguments) else { return nil }
            return try db.row(Self.selection + " WHERE h.id = ?", [id]).map(Self.stored)
        }
    }

    /// The longest English text the hadith of the day can have (two lines of a
    /// 100-column quote).
    public static let dailyPoolMaximumLength = WholeQuote.lengths.upperBound

    /// Fills `dailyHadith` with the hadiths the wall may quote (`WholeQuote`: whole,
    /// standing alone, sahih or hasan by a named grader), in collection and import
    /// order, numbered from 1; run after every import and grading.
    static func rebuildDailyPool(_ db: Connection) throws {
        try db.execute("DELETE FROM dailyHadith")
        // Measured in SQL first: a quarter of the corpus is short enough to be read at all.
        let candidates = try db.rows("""
            SELECT h.id, h.english, \(HadithGradeRows.column) FROM hadith h
            WHERE length(h.english) BETWEEN ? AND ? ORDER BY h.collection, h.id
            """, [WholeQuote.lengths.lowerBound, dailyPoolMaximumLength + 40])
        var position = 0
        for row in candidates {
            let english: String = try row.value("english")
            guard WholeQuote.refusal(english) == nil,
                  WholeQuote.isAuthenticByNamedGrader(HadithGradeRows.decode(try row.value("grades"))) else { continue }
            position += 1
            try db.execute("INSERT INTO dailyHadith (position, hadith, length) VALUES (?, ?, ?)",
                           [position, try row.value("id", as: Int64.self), english.count])
        }
    }

    /// Full-text search over English (with the narrator) and normalised Arabic,
    /// with filters; best matches first: a hadith known by a name the query gives
    /// ("actions are by intentions", "intention": `NamedPassages`), then for Arabic the
    /// words as typed before the same words under another article or particle
    /// (`ArabicNormalizer.searchVariants`).
    public func search(_ query: String, filter: HadithFilter = HadithFilter(), limit: Int = 20) throws -> [(StoredHadith, snippet: String)] {
        let isArabic = SearchQuery.isArabic(query)
        let terms = SearchQuery.terms(isArabic ? ArabicNormalizer.normalize(query) : query)
        guard let match = SearchQuery.match(terms) else { return [] }
        var found = try namedHadiths(query, arabic: isArabic, filter: filter)
        for pass in [match, isArabic ? SearchQuery.anyForm(terms, variants: ArabicNormalizer.searchVariants) : nil].compactMap({ $0 })
        where found.count < limit {
            let seen = Set(found.map { [$0.0.hadith.collection, $0.0.hadith.number] })
            found += try search(match: pass, arabic: isArabic, filter: filter, limit: limit)
                .filter { !seen.contains([$0.0.hadith.collection, $0.0.hadith.number]) }
        }
        return Array(found.prefix(limit))
    }

    /// For an English query: the query with each word the editions do not have
    /// replaced by their nearest word; nil when there is nothing to suggest. Meant for
    /// a search that found nothing. The words come from the search index itself
    /// (an `fts5vocab` table in this connection's temporary schema).
    public func suggestion(for query: String) throws -> String? {
        try database.writer.inDatabase { db in
            try db.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.hadithVocabulary USING fts5vocab(main, hadithSearch, row)")
            return try SpellingSuggestion.corrected(query) { word in
                guard let first = word.first else { return [:] }
                let edits = SpellingSuggestion.allowedEdits(word)
                let rows = try db.rows("""
                    SELECT term, doc FROM temp.hadithVocabulary WHERE term >= ? AND term < ? AND length(term) BETWEEN ? AND ?
                    """, [String(first), String(first) + "\u{10FFFF}", word.count - edits, word.count + edits])
                return Dictionary(try rows.map { (try $0.value("term", as: String.self), try $0.value("doc", as: Int.self)) }, uniquingKeysWith: max)
            }
        }
    }

    /// The hadiths `query` names, with the name before the first words of the text;
    /// none when the search is narrowed by narrator or grade.
    private func namedHadiths(_ query: String, arabic: Bool, filter: HadithFilter) throws -> [(StoredHadith, snippet: String)] {
        guard filter.narrator == nil, filter.grade == nil, filter.grader == nil else { return [] }
        return try NamedPassages.matching(query).compactMap { passage in
            guard case .hadith(let key) = passage.place, filter.collection.map({ $0 == key.collection }) ?? true,
                  let stored = try hadith(key) else { return nil }
            return (stored, passage.name + " — " + SearchQuery.excerpt(arabic ? stored.hadith.arabic : stored.hadith.english, words: 18))
        }
    }

    private func search(match: String, arabic isArabic: Bool, filter: HadithFilter, limit: Int) throws -> [(StoredHadith, snippet: String)] {
        let column = isArabic ? "arabic" : "english"
        // Ranked as bm25() ranks, without a lookup of each match's length (`SearchRanking`).
        var conditions = ["hadithSearch MATCH ?", "rank MATCH 'mawqut_bm25(''hadithSearch'')'"]
        var arguments: SQLiteArguments = ["\(column): (\(match))"]
        if let collection = filter.collection { conditions.append("h.collection = ?"); arguments += [collection] }
        if let narrator = filter.narrator { conditions.append("h.narrator LIKE ?"); arguments += ["%\(narrator)%"] }
        if let (condition, values) = HadithGradeRows.condition(grade: filter.grade, grader: filter.grader) {
            conditions.append(condition)
            arguments += values
        }
        arguments += [limit]
        return try database.writer.read { db in
            try db.rows("""
                SELECT h.id AS rowid, h.*, c.name AS collectionName, COALESCE(ch.english, '') AS chapterName,
                       \(HadithGradeRows.column), snippet(hadithSearch, \(isArabic ? 1 : 0), '[', ']', '…', 24) AS snippet
                FROM hadithSearch JOIN hadith h ON h.id = hadithSearch.rowid
                JOIN hadithCollection c ON c.id = h.collection
                LEFT JOIN hadithChapter ch ON ch.collection = h.collection AND ch.id = h.chapter
                WHERE \(conditions.joined(separator: " AND ")) ORDER BY rank LIMIT ?
                """, arguments).map { row in
                // Arabic results show the original text (the index holds it without harakat).
                (try Self.stored(row), isArabic ? SearchQuery.excerpt(try row.value("arabic"), words: 18)
                    : try row.value("snippet", as: String.self))
            }
        }
    }
}
