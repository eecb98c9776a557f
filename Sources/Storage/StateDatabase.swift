import FoundationEssentials
import SQLite

/// The small database of what cannot be imported again (`mawqut-state.sqlite`):
/// the played log and the schedule's marks, bookmarks and reading progress, the
/// imported mosque timetable, the Aladhan cache, the schedule a follower last
/// received from its primary over MQTT, and what the kiosk and the admin page share
/// (accounts, the audit log, the kiosk's heartbeat and problems). Kept apart from the library so
/// that a corrupt Quran cannot take the played log down, and small enough for a
/// full `PRAGMA integrity_check` at every start.
public final class StateDatabase: Sendable {
    public static let fileName = "mawqut-state.sqlite"

    let writer: DatabaseQueue
    /// Where the database is, for messages (`:memory:` for one in memory).
    public let path: String

    /// Opens (creating when needed) the database at `path`, migrates it and checks it.
    public init(path: String) throws {
        self.path = path
        writer = try DatabaseFile.open(path)
        try Self.migrator.migrate(writer)
        if let problem = try DatabaseFile.integrityProblem(writer) { throw StorageProblem.corrupt(path, problem) }
    }

    /// Opens the database in a data directory, creating the directory.
    public convenience init(directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try self.init(path: directory.appendingPathComponent(Self.fileName).path)
    }

    /// An empty database in memory, when no file can be created (a full or read-only disk).
    public init(inMemory: Void) throws {
        path = DatabaseFile.inMemory
        writer = try DatabaseFile.open(DatabaseFile.inMemory)
        try Self.migrator.migrate(writer)
    }

    static var migrator: Migrations {
        var migrator = Migrations()
        migrator.register("s1-played-log") { db in
            try db.execute("""
                CREATE TABLE prayerLog (
                    date TEXT NOT NULL, prayer TEXT NOT NULL, status TEXT NOT NULL, detail TEXT, recordedAt DATETIME NOT NULL,
                    PRIMARY KEY (date, prayer));
                CREATE TABLE scheduleMark (
                    date TEXT NOT NULL, prayer TEXT NOT NULL, kind TEXT NOT NULL, position INTEGER NOT NULL,
                    recordedAt DATETIME NOT NULL, PRIMARY KEY (date, prayer, kind, position));
                """)
        }
        migrator.register("s2-bookmarks") { db in
            try db.execute("""
                CREATE TABLE bookmark (
                    id INTEGER PRIMARY KEY, kind TEXT NOT NULL, reference TEXT NOT NULL, note TEXT,
                    createdAt DATETIME NOT NULL, UNIQUE (kind, reference));
                CREATE TABLE readingProgress (kind TEXT PRIMARY KEY, reference TEXT NOT NULL, updatedAt DATETIME NOT NULL);
                """)
        }
        migrator.register("s3-published-times") { db in
            for table in ["timetableDay", "aladhanDay"] {
                try db.execute("""
                    CREATE TABLE \(table) (
                        date TEXT PRIMARY KEY, fajr TEXT NOT NULL, sunrise TEXT NOT NULL, dhuhr TEXT NOT NULL, asr TEXT NOT NULL,
                        maghrib TEXT NOT NULL, isha TEXT NOT NULL, fajrIqama TEXT, dhuhrIqama TEXT, asrIqama TEXT, maghribIqama TEXT,
                        ishaIqama TEXT);
                    """)
            }
        }
        migrator.register("s4-hadith-package-keys") { db in
            try Self.markHadithKeysAsPackageNumbers(db)
        }
        migrator.register("s5-shared-schedule") { db in
            try db.execute("CREATE TABLE sharedSchedule (mosque TEXT PRIMARY KEY, payload TEXT NOT NULL, receivedAt REAL NOT NULL)")
        }
        migrator.register("s6-admin-page") { db in
            try db.execute("""
                CREATE TABLE adminAccount (name TEXT PRIMARY KEY, passwordHash TEXT NOT NULL, createdAt REAL NOT NULL, passwordChangedAt REAL NOT NULL);
                CREATE TABLE loginFailure (key TEXT PRIMARY KEY, failures INTEGER NOT NULL, lastFailure REAL NOT NULL);
                CREATE TABLE auditLog (id INTEGER PRIMARY KEY, at REAL NOT NULL, user TEXT NOT NULL, address TEXT NOT NULL, field TEXT NOT NULL,
                    old TEXT, new TEXT);
                CREATE TABLE adminPage (id INTEGER PRIMARY KEY CHECK (id = 1), address TEXT NOT NULL, setupCode TEXT, codeExpiresAt REAL,
                    updatedAt REAL NOT NULL);
                CREATE TABLE kioskStatus (id INTEGER PRIMARY KEY CHECK (id = 1), heartbeat REAL NOT NULL, startedAt REAL NOT NULL,
                    problems TEXT NOT NULL, role TEXT NOT NULL, primaryName TEXT, configured INTEGER NOT NULL);
                CREATE TABLE timetableImport (kind TEXT PRIMARY KEY, importedAt REAL NOT NULL);
                CREATE TABLE mqttSequence (topic TEXT NOT NULL, kind TEXT NOT NULL, number INTEGER NOT NULL, PRIMARY KEY (topic, kind));
                """)
        }
        migrator.register("s7-admin-devices") { db in
            try db.execute("CREATE TABLE adminDevice (token TEXT PRIMARY KEY, account TEXT NOT NULL, issuedAt REAL NOT NULL)")
        }
        migrator.register("s8-screen-power") { db in
            try db.execute("""
                ALTER TABLE kioskStatus ADD COLUMN screenOn INTEGER;
                ALTER TABLE kioskStatus ADD COLUMN screenSleepsUntil REAL;
                ALTER TABLE kioskStatus ADD COLUMN screenSwitch TEXT;
                CREATE TABLE screenWake (id INTEGER PRIMARY KEY CHECK (id = 1), requestedAt REAL NOT NULL, account TEXT NOT NULL);
                """)
        }
        return migrator
    }

    /// Hadith bookmarks and reading progress written before standard numbers
    /// (`bukhari:717`) hold the package's number; they become `bukhari:#717`, so
    /// that they keep pointing at the same hadith, until an import that
    /// establishes standard numbers turns them into `bukhari:735`.
    static func markHadithKeysAsPackageNumbers(_ db: Connection) throws {
        for table in ["bookmark", "readingProgress"] {
            try db.execute("""
                UPDATE OR IGNORE \(table) SET reference = substr(reference, 1, instr(reference, ':')) || '#' || substr(reference, instr(reference, ':') + 1)
                WHERE kind = 'hadith' AND instr(reference, ':') > 0 AND substr(reference, instr(reference, ':') + 1, 1) <> '#'
                """)
        }
    }

    /// Copies what an older version kept in the library database (the played log,
    /// bookmarks, reading progress, timetables), once, into this new database.
    /// Rows that cannot be read are left behind; their number is returned.
    @discardableResult
    public func importLegacy(from library: MawqutDatabase) throws -> Int {
        let tables = ["prayerLog", "bookmark", "readingProgress", "timetableDay", "aladhanDay"]
        var skipped = 0
        for table in tables {
            let rows = (try? library.writer.read { db in try db.rows("SELECT * FROM \(table)") }) ?? []
            try writer.write { db in
                for row in rows {
                    let columns = row.columnNames
                    let sql = "INSERT OR IGNORE INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))"
                    do {
                        try db.execute(sql, SQLiteArguments(row.values))
                    } catch {
                        skipped += 1
                    }
                }
            }
        }
        // The older version kept hadith places by the package's numbers.
        try writer.write { db in try Self.markHadithKeysAsPackageNumbers(db) }
        return skipped
    }
}

/// A database file that cannot be used.
public enum StorageProblem: Error, CustomStringConvertible {
    case corrupt(String, String)

    public var description: String {
        switch self {
        case .corrupt(let path, let problem): "\(path): the integrity check failed (\(problem))"
        }
    }
}
