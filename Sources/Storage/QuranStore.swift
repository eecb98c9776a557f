import Foundation
import GRDB
import Scripture

/// An ayah as stored, with its juz.
public struct StoredAyah: Sendable, Equatable {
    public let reference: AyahReference
    public let text: String
    public let juz: Int
}

/// A search result: where, and a short excerpt.
public struct SearchHit: Sendable, Equatable {
    public let reference: AyahReference
    public let snippet: String
}

/// The Quran in SQLite: text, translations, full-text search over normalised
/// Arabic and over translations, bookmarks and reading progress.
public final class QuranStore: Sendable {
    private let database: MawqutDatabase

    public init(database: MawqutDatabase) {
        self.database = database
    }

    // MARK: - Import

    /// Replaces the Quran and its translations in one transaction: a failed import
    /// leaves the previous data as it was; importing the same data twice changes nothing.
    public func importQuran(_ quran: QuranText) throws {
        try database.writer.write { db in
            for table in ["surah", "ayah", "quranInfo", "translation", "translationAyah", "ayahSearch", "translationSearch"] {
                try db.execute(sql: "DELETE FROM \(table)")
            }
            for surah in quran.surahs {
                try db.execute(sql: "INSERT INTO surah VALUES (?, ?, ?, ?, ?, ?)", arguments: [
                    surah.number, surah.name, surah.transliteration, surah.english, surah.ayahCount, surah.revelation.rawValue,
                ])
            }
            try Self.insertArabic(quran.ayahs, db: db)
            try db.execute(sql: "INSERT INTO quranInfo VALUES ('bismillah', ?)", arguments: [quran.bismillah])
            for translation in quran.translations { try Self.insertTranslation(translation, db: db) }
        }
    }

    /// Adds or replaces one translation (for example from a Tanzil file).
    public func importTranslation(_ translation: QuranTranslation) throws {
        try database.writer.write { db in
            try Self.deleteTranslation(translation.code, db: db)
            try Self.insertTranslation(translation, db: db)
        }
    }

    /// Replaces the Arabic text (for example with a Tanzil edition), keeping the rest.
    public func replaceArabic(_ ayahs: [[String]]) throws {
        try database.writer.write { db in
            try db.execute(sql: "DELETE FROM ayah")
            try db.execute(sql: "DELETE FROM ayahSearch")
            try Self.insertArabic(ayahs, db: db)
        }
    }

    private static func insertArabic(_ ayahs: [[String]], db: Database) throws {
        let insert = try db.makeStatement(sql: "INSERT INTO ayah (id, surah, ayah, juz, text) VALUES (?, ?, ?, ?, ?)")
        let index = try db.makeStatement(sql: "INSERT INTO ayahSearch (rowid, normalized) VALUES (?, ?)")
        var id = 0
        for (surahIndex, texts) in ayahs.enumerated() {
            for (ayahIndex, text) in texts.enumerated() {
                id += 1
                let reference = AyahReference(surah: surahIndex + 1, ayah: ayahIndex + 1)
                try insert.execute(arguments: [id, reference.surah, reference.ayah, Juz.of(reference), text])
                try index.execute(arguments: [id, ArabicNormalizer.searchForms(text)])
            }
        }
    }

    private static func deleteTranslation(_ code: String, db: Database) throws {
        try db.execute(sql: "DELETE FROM translationSearch WHERE rowid IN (SELECT id FROM translationAyah WHERE code = ?)", arguments: [code])
        try db.execute(sql: "DELETE FROM translationAyah WHERE code = ?", arguments: [code])
        try db.execute(sql: "DELETE FROM translation WHERE code = ?", arguments: [code])
    }

    private static func insertTranslation(_ translation: QuranTranslation, db: Database) throws {
        try db.execute(sql: "INSERT INTO translation VALUES (?, ?)", arguments: [translation.code, translation.name])
        let insert = try db.makeStatement(sql: "INSERT INTO translationAyah (code, surah, ayah, text) VALUES (?, ?, ?, ?)")
        let index = try db.makeStatement(sql: "INSERT INTO translationSearch (rowid, text) VALUES (?, ?)")
        for (surahIndex, texts) in translation.texts.enumerated() {
            for (ayahIndex, text) in texts.enumerated() {
                try insert.execute(arguments: [translation.code, surahIndex + 1, ayahIndex + 1, text])
                try index.execute(arguments: [db.lastInsertedRowID, text])
            }
        }
    }

    // MARK: - Reading

    /// Whether a Quran text has been imported.
    public func isImported() throws -> Bool {
        try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM surah") ?? 0 } > 0
    }

    public func surahs() throws -> [Surah] {
        try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM surah ORDER BY number").map { row in
                try Surah(number: row.decode(forColumn: "number"), name: row.decode(forColumn: "name"),
                          transliteration: row.decode(forColumn: "transliteration"), english: row.decode(forColumn: "english"),
                          ayahCount: row.decode(forColumn: "ayahCount"),
                          revelation: Revelation(rawValue: row.decode(forColumn: "revelation")) ?? .meccan)
            }
        }
    }

    /// Ayahs of a surah, optionally only `range`.
    public func ayahs(surah: Int, range: ClosedRange<Int>? = nil) throws -> [StoredAyah] {
        let bounds = range ?? 1...Int.max
        return try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT surah, ayah, juz, text FROM ayah WHERE surah = ? AND ayah BETWEEN ? AND ? ORDER BY ayah",
                             arguments: [surah, bounds.lowerBound, bounds.upperBound]).map { row in
                try StoredAyah(reference: AyahReference(surah: row.decode(forColumn: "surah"), ayah: row.decode(forColumn: "ayah")),
                               text: row.decode(forColumn: "text"), juz: row.decode(forColumn: "juz"))
            }
        }
    }

    /// A translation's texts for ayahs of a surah, keyed by ayah number.
    public func translation(_ code: String, surah: Int, range: ClosedRange<Int>? = nil) throws -> [Int: String] {
        let bounds = range ?? 1...Int.max
        return try database.writer.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT ayah, text FROM translationAyah WHERE code = ? AND surah = ? AND ayah BETWEEN ? AND ?",
                                        arguments: [code, surah, bounds.lowerBound, bounds.upperBound])
            return Dictionary(try rows.map { (try $0.decode(Int.self, forColumn: "ayah"), try $0.decode(String.self, forColumn: "text")) },
                              uniquingKeysWith: { first, _ in first })
        }
    }

    /// Codes and names of the imported translations.
    public func translations() throws -> [(code: String, name: String)] {
        try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT code, name FROM translation ORDER BY code").map { (try $0.decode(forColumn: "code"), try $0.decode(forColumn: "name")) }
        }
    }

    /// The bismillah shown above surahs other than 1 and 9.
    public func bismillah() throws -> String? {
        try database.writer.read { try String.fetchOne($0, sql: "SELECT value FROM quranInfo WHERE key = 'bismillah'") }
    }

    // MARK: - Search

    /// Full-text search: Arabic queries (any Arabic letter) over the normalised
    /// Arabic text, others over the given translations. Every word must match, as a
    /// prefix; the best matches first.
    public func search(_ query: String, translations codes: [String], limit: Int = 20) throws -> [SearchHit] {
        let isArabic = query.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) }
        let terms = SearchQuery.terms(isArabic ? ArabicNormalizer.normalize(query) : query)
        guard let match = SearchQuery.match(terms) else { return [] }
        return try database.writer.read { db in
            if isArabic {
                return try Row.fetchAll(db, sql: """
                    SELECT ayah.surah, ayah.ayah, ayah.text FROM ayahSearch JOIN ayah ON ayah.id = ayahSearch.rowid
                    WHERE ayahSearch MATCH ? ORDER BY rank LIMIT ?
                    """, arguments: [match, limit]).map { row in
                    try SearchHit(reference: AyahReference(surah: row.decode(forColumn: "surah"), ayah: row.decode(forColumn: "ayah")),
                              snippet: SearchQuery.excerpt(try row.decode(forColumn: "text"), words: 14))
                }
            }
            guard !codes.isEmpty else { return [] }
            let placeholders = Array(repeating: "?", count: codes.count).joined(separator: ", ")
            var arguments: StatementArguments = [match]
            for code in codes { arguments += [code] }
            arguments += [limit]
            return try Row.fetchAll(db, sql: """
                SELECT translationAyah.surah, translationAyah.ayah,
                       snippet(translationSearch, 0, '[', ']', '…', 14) AS snippet
                FROM translationSearch JOIN translationAyah ON translationAyah.id = translationSearch.rowid
                WHERE translationSearch MATCH ? AND translationAyah.code IN (\(placeholders))
                ORDER BY rank LIMIT ?
                """, arguments: arguments).map { row in
                try SearchHit(reference: AyahReference(surah: row.decode(forColumn: "surah"), ayah: row.decode(forColumn: "ayah")),
                              snippet: row.decode(forColumn: "snippet"))
            }
        }
    }
}

/// Turning what a person types into an FTS5 query.
enum SearchQuery {
    /// Words of the query, without FTS5 operators or punctuation.
    static func terms(_ query: String) -> [String] {
        query.components(separatedBy: CharacterSet.alphanumerics.union(.nonBaseCharacters).inverted)
            .filter { !$0.isEmpty }
    }

    /// Every term as a quoted prefix: `"mercy"* "lord"*`.
    static func match(_ terms: [String]) -> String? {
        terms.isEmpty ? nil : terms.map { "\"\($0)\"*" }.joined(separator: " ")
    }

    /// The first words of a text.
    static func excerpt(_ text: String, words: Int) -> String {
        let all = text.split(separator: " ")
        return all.prefix(words).joined(separator: " ") + (all.count > words ? " …" : "")
    }
}
