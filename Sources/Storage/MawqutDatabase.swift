import Foundation
import GRDB

/// The SQLite database in the data directory: WAL journal, full synchronous
/// writes (a power cut must not lose a played-log entry), and named migrations
/// that are never edited once shipped.
public final class MawqutDatabase: Sendable {
    /// File name inside the data directory.
    public static let fileName = "mawqut.sqlite"

    /// One connection: the kiosk writes a few rows a day and reads them at start,
    /// so a pool of readers would only cost memory.
    let writer: DatabaseQueue

    /// Opens (creating when needed) the database at `path` and migrates it.
    public init(path: String) throws {
        var configuration = Configuration()
        configuration.journalMode = .wal
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        writer = try DatabaseQueue(path: path, configuration: configuration)
        // A database created by an older version with the default 0644 becomes private (0600).
        for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) { chmod(file, 0o600) }
        try Self.migrator.migrate(writer)
    }

    /// Opens the database in a data directory, creating the directory.
    public convenience init(directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try self.init(path: directory.appendingPathComponent(Self.fileName).path)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-prayer-log") { db in
            try db.create(table: PrayerLogRecord.databaseTableName) { table in
                table.column("date", .text).notNull()
                table.column("prayer", .text).notNull()
                table.column("status", .text).notNull()
                table.column("recordedAt", .datetime).notNull()
                table.primaryKey(["date", "prayer"])
            }
        }
        migrator.registerMigration("v2-quran") { db in
            try db.execute(sql: """
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
        migrator.registerMigration("v3-hadith") { db in
            try db.execute(sql: """
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
        migrator.registerMigration("v4-cities") { db in
            try db.execute(sql: """
                CREATE TABLE city (
                    id INTEGER PRIMARY KEY, name TEXT NOT NULL, countryCode TEXT NOT NULL, country TEXT NOT NULL,
                    latitude DOUBLE NOT NULL, longitude DOUBLE NOT NULL, timeZone TEXT NOT NULL, population INTEGER NOT NULL,
                    searchNames TEXT NOT NULL);
                """)
        }
        migrator.registerMigration("v5-timetable") { db in
            try db.execute(sql: """
                CREATE TABLE timetableDay (
                    date TEXT PRIMARY KEY, fajr TEXT NOT NULL, sunrise TEXT NOT NULL, dhuhr TEXT NOT NULL, asr TEXT NOT NULL,
                    maghrib TEXT NOT NULL, isha TEXT NOT NULL, fajrIqama TEXT, dhuhrIqama TEXT, asrIqama TEXT, maghribIqama TEXT,
                    ishaIqama TEXT);
                """)
        }
        migrator.registerMigration("v6-aladhan-cache") { db in
            try db.execute(sql: "CREATE TABLE aladhanDay AS SELECT * FROM timetableDay WHERE 0")
            try db.execute(sql: "CREATE UNIQUE INDEX aladhanDayDate ON aladhanDay (date)")
        }
        migrator.registerMigration("v7-prayer-log-detail") { db in
            // Why an adhan was silenced or failed; older rows have none.
            try db.execute(sql: "ALTER TABLE prayerLog ADD COLUMN detail TEXT")
        }
        migrator.registerMigration("v8-schedule-marks") { db in
            // Iqamas, Jumu'ahs, reminders and sunrise warnings that have happened, so a restart never repeats one.
            try db.execute(sql: """
                CREATE TABLE scheduleMark (
                    date TEXT NOT NULL, prayer TEXT NOT NULL, kind TEXT NOT NULL, position INTEGER NOT NULL,
                    recordedAt DATETIME NOT NULL, PRIMARY KEY (date, prayer, kind, position));
                """)
        }
        return migrator
    }
}
