import FoundationEssentials
import SQLite

/// The library database in the data directory (`mawqut.sqlite`): the Quran, the
/// hadith collections and the cities, all of which can be imported again. What
/// cannot (the played log, bookmarks, timetables) lives in `StateDatabase`, so that
/// a corruption of one never takes the other down. Its first migrations also made
/// the state tables, which an older version used and `StateDatabase` copies once.
public final class MawqutDatabase: Sendable {
    /// File name inside the data directory.
    public static let fileName = "mawqut.sqlite"

    /// One connection: the kiosk reads a surah or a hadith at a time, so a pool of
    /// readers would only cost memory.
    let writer: DatabaseQueue

    /// Opens (creating when needed) the database at `path` and migrates it.
    public convenience init(path: String) throws {
        try self.init(queue: DatabaseFile.open(path))
        try Self.migrator.migrate(writer)
    }

    /// Opens the database in a data directory, creating the directory.
    public convenience init(directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try self.init(path: directory.appendingPathComponent(Self.fileName).path)
    }

    /// Opens the library in a data directory only to read it, as a one-shot command
    /// (`quran search`, `hadith show`) does: read-only, without the journal set-up or
    /// the migrations, which the kiosk and the imports own. Where that cannot be (no
    /// file yet, or one an older version left without a migration this one needs),
    /// it is opened as `init(directory:)` opens it.
    public static func forReading(directory: URL) throws -> MawqutDatabase {
        let path = directory.appendingPathComponent(fileName).path
        if FileManager.default.fileExists(atPath: path), let queue = try? DatabaseFile.openReadOnly(path),
           (try? queue.inDatabase(migrator.isComplete)) == true {
            return try MawqutDatabase(queue: queue)
        }
        return try MawqutDatabase(directory: directory)
    }

    /// Every connection ranks hadith search results with `mawqut_bm25` (`SearchRanking`).
    private init(queue: DatabaseQueue) throws {
        writer = queue
        try writer.inDatabase { try $0.registerSearchRanking() }
    }

    /// An empty database in memory, when no file can be created (a full or read-only disk).
    public convenience init(inMemory: Void) throws {
        try self.init(queue: DatabaseFile.open(DatabaseFile.inMemory))
        try Self.migrator.migrate(writer)
    }

    static var migrator: Migrations {
        var migrator = Migrations()
        migrator.register("v1-prayer-log") { db in
            try db.execute("""
                CREATE TABLE "prayerLog" ("date" TEXT NOT NULL, "prayer" TEXT NOT NULL, "status" TEXT NOT NULL,
                    "recordedAt" DATETIME NOT NULL, PRIMARY KEY ("date", "prayer"))
                """)
        }
        migrator.register("v2-quran") { db in
            try db.execute("""
                CREATE TABLE surah (
                    number INTEGER PRIMARY KEY, name TEXT NOT NULL, transliteration TEXT NOT NULL,
                    english TEXT NOT NULL, ayahCount INTEGER NOT NULL, revelation TEXT NOT NULL);
                CREATE TABLE ayah (
                    id INTEGER PRIMARY KEY, surah INTEGER NOT NULL, ayah INTEGER NOT NULL, juz INTEGER NOT NULL,
                    text TEXT NOT NULL, UNIQUE (surah, ayah));
                CREATE TABLE quranInfo (key TEXT PRIMARY KEY, value TEXT NOT NULL);
                CREATE TABLE translation (code TEXT PRIMARY KEY, name TEXT NOT NULL);
                CREATE TABLE translationAyah (
                    id INTEGER PRIMARY KEY, code TEXT NOT NULL, surah INTEGER NOT NULL, ayah INTEGER NOT NULL,
                    text TEXT NOT NULL, UNIQUE (code, surah, ayah));
                CREATE VIRTUAL TABLE ayahSearch USING fts5(normalized, tokenize = 'unicode61 remove_diacritics 0');
                CREATE VIRTUAL TABLE translationSearch USING fts5(text, tokenize = 'unicode61 remove_diacritics 2');
                CREATE TABLE bookmark (
                    id INTEGER PRIMARY KEY, kind TEXT NOT NULL, reference TEXT NOT NULL, note TEXT,
                    createdAt DATETIME NOT NULL, UNIQUE (kind, reference));
                CREATE TABLE readingProgress (kind TEXT PRIMARY KEY, reference TEXT NOT NULL, updatedAt DATETIME NOT NULL);
                """)
        }
        migrator.register("v3-hadith") { db in
            try db.execute("""
                CREATE TABLE hadithCollection (
                    id TEXT PRIMARY KEY, name TEXT NOT NULL, arabicName TEXT NOT NULL, compiler TEXT NOT NULL,
                    arabicCompiler TEXT NOT NULL, collectionGrade TEXT, position INTEGER NOT NULL);
                CREATE TABLE hadithChapter (
                    collection TEXT NOT NULL, id INTEGER NOT NULL, english TEXT NOT NULL, arabic TEXT NOT NULL,
                    PRIMARY KEY (collection, id));
                CREATE TABLE hadith (
                    id INTEGER PRIMARY KEY, collection TEXT NOT NULL, number TEXT NOT NULL, chapter INTEGER NOT NULL,
                    arabic TEXT NOT NULL, narrator TEXT NOT NULL, english TEXT NOT NULL, grade TEXT,
                    UNIQUE (collection, number));
                CREATE VIRTUAL TABLE hadithSearch USING fts5(english, arabic, tokenize = 'unicode61 remove_diacritics 2');
                """)
        }
        migrator.register("v4-cities") { db in
            try db.execute("""
                CREATE TABLE city (
                    id INTEGER PRIMARY KEY, name TEXT NOT NULL, countryCode TEXT NOT NULL, country TEXT NOT NULL,
                    latitude DOUBLE NOT NULL, longitude DOUBLE NOT NULL, timeZone TEXT NOT NULL, population INTEGER NOT NULL,
                    searchNames TEXT NOT NULL);
                """)
        }
        migrator.register("v5-timetable") { db in
            try db.execute("""
                CREATE TABLE timetableDay (
                    date TEXT PRIMARY KEY, fajr TEXT NOT NULL, sunrise TEXT NOT NULL, dhuhr TEXT NOT NULL, asr TEXT NOT NULL,
                    maghrib TEXT NOT NULL, isha TEXT NOT NULL, fajrIqama TEXT, dhuhrIqama TEXT, asrIqama TEXT, maghribIqama TEXT,
                    ishaIqama TEXT);
                """)
        }
        migrator.register("v6-aladhan-cache") { db in
            try db.execute("CREATE TABLE aladhanDay AS SELECT * FROM timetableDay WHERE 0")
            try db.execute("CREATE UNIQUE INDEX aladhanDayDate ON aladhanDay (date)")
        }
        migrator.register("v7-hadith-references") { db in
            // The standard number where one was established, the place in the book,
            // and a grade written in the translation's text. Hadiths imported before
            // have none until the next import.
            try db.execute("""
                ALTER TABLE hadith ADD COLUMN standardNumber TEXT;
                ALTER TABLE hadith ADD COLUMN inBookNumber INTEGER;
                ALTER TABLE hadith ADD COLUMN textGrade TEXT;
                CREATE INDEX hadithStandardNumber ON hadith (collection, standardNumber);
                """)
        }
        migrator.register("v8-mushaf-layout") { db in
            // Page, juz, sajda and standard spelling of each ayah from the mushaf
            // layout (quran-text); kept apart from the text so either can be imported again.
            try db.execute("""
                CREATE TABLE ayahLayout (
                    surah INTEGER NOT NULL, ayah INTEGER NOT NULL, page INTEGER NOT NULL, juz INTEGER NOT NULL,
                    sajda INTEGER NOT NULL, standardSpelling TEXT NOT NULL, PRIMARY KEY (surah, ayah));
                CREATE INDEX ayahLayoutPage ON ayahLayout (page);
                """)
            // Translations are searched by whole words with English stemming ("prayers"
            // finds "prayer"), no longer by prefix ("the" found "they").
            try db.execute("""
                DROP TABLE translationSearch;
                CREATE VIRTUAL TABLE translationSearch USING fts5(text, tokenize = 'porter unicode61 remove_diacritics 2');
                INSERT INTO translationSearch (rowid, text) SELECT id, text FROM translationAyah;
                """)
        }
        migrator.register("v9-daily-hadith") { db in
            // The hadith of the day is found by position in this table, not by
            // counting and skipping through the hadith table before the first frame.
            try db.execute("""
                CREATE TABLE dailyHadith (position INTEGER PRIMARY KEY, hadith INTEGER NOT NULL, length INTEGER NOT NULL);
                """)
            // The pool as it was made when this migration shipped (every hadith of 20 to 200
            // characters); v14 makes it again with the whole-quote criteria.
            try db.execute("""
                INSERT INTO dailyHadith (position, hadith, length)
                SELECT row_number() OVER (ORDER BY collection, id), id, length(english) FROM hadith
                WHERE length(english) BETWEEN 20 AND 200
                """)
        }
        migrator.register("v10-hadith-place") { db in
            // `hadith show muslim/45/40`: a hadith by its place in the book, without reading the table through.
            try db.execute("CREATE INDEX hadithPlace ON hadith (collection, chapter, inBookNumber)")
        }
        migrator.register("v11-hadith-grades") { db in
            // Each grade with its grader in a row of its own, so that search can filter
            // by grade and grader together; the grade and textGrade columns move here,
            // and at-Tirmidhi's own remarks are read from the Arabic already imported.
            try db.execute("""
                CREATE TABLE hadithGrade (
                    hadith INTEGER NOT NULL REFERENCES hadith(id) ON DELETE CASCADE, source INTEGER NOT NULL,
                    position INTEGER NOT NULL, grade TEXT NOT NULL, grader TEXT NOT NULL,
                    PRIMARY KEY (hadith, source, position)) WITHOUT ROWID;
                """)
            try HadithGradeMigration.moveGrades(db)
            try db.execute("ALTER TABLE hadith DROP COLUMN grade; ALTER TABLE hadith DROP COLUMN textGrade")
        }
        migrator.register("v12-hadith-numbers") { db in
            // The further standard numbers of an entry numbered several times ("272, 273"),
            // comma-separated; hadiths imported before have none until the next import.
            try db.execute("ALTER TABLE hadith ADD COLUMN additionalNumbers TEXT")
        }
        migrator.register("v13-search-lengths") { db in
            // Each hadith's length in tokens in one blob, which search ranks by
            // (`SearchRanking`); kept up to date by every import.
            try db.storeSearchLengths(of: "hadithSearch")
        }
        migrator.register("v14-daily-whole-quotes") { db in
            // The hadith of the day only from whole quotes graded by a named grader (`WholeQuote`).
            try HadithStore.rebuildDailyPool(db)
        }
        return migrator
    }
}
