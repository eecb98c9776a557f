import FileFormats
import FoundationEssentials
import Glibc
import SQLite

/// The databases of a data directory, opened so that the clock starts whatever
/// state they are in: a file that is not a database, is truncated, has a bad header,
/// a damaged page or a broken schema is moved aside (`mawqut.sqlite.corrupt-20261123-040500`)
/// and a new one is made; where no file can be made at all (a full or read-only
/// disk), an empty database in memory stands in. Every such step is a problem
/// named with its file, for the status line and the log.
public struct DataStore {
    public let library: MawqutDatabase
    public let state: StateDatabase
    public let playedLog: ResilientPlayedLog
    /// What was wrong and what was done about it.
    public let problems: [String]

    /// Opens, and where needed repairs, the databases in `directory`.
    public static func open(directory: URL, now: Date = Date()) -> DataStore {
        var problems: [String] = []
        let folderMade = (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil
        if !folderMade { problems.append("\(directory.path): the data directory cannot be made; nothing is saved until it can") }
        let libraryPath = directory.appendingPathComponent(MawqutDatabase.fileName).path
        let statePath = directory.appendingPathComponent(StateDatabase.fileName).path
        let stateIsNew = !FileManager.default.fileExists(atPath: statePath)

        let library: MawqutDatabase = open(libraryPath, now: now, problems: &problems,
                                           consequence: "the Quran and the hadith must be imported again (mawqut doctor says how)",
                                           make: MawqutDatabase.init(path:), inMemory: { try MawqutDatabase(inMemory: ()) })
        let state: StateDatabase = open(statePath, now: now, problems: &problems,
                                        consequence: "bookmarks and the imported timetable are in the old file; the played log is kept by \(PlayedJournal.fileName)",
                                        make: StateDatabase.init(path:), inMemory: { try StateDatabase(inMemory: ()) })
        if stateIsNew, FileManager.default.fileExists(atPath: statePath), let skipped = try? state.importLegacy(from: library), skipped > 0 {
            problems.append("\(libraryPath): \(skipped) row(s) of an older version's played log and bookmarks could not be read and were left there")
        }
        let journal = PlayedJournal(directory: directory)
        return DataStore(library: library, state: state,
                         playedLog: ResilientPlayedLog(database: SQLitePrayerLogStore(database: state), journal: journal),
                         problems: problems)
    }

    /// Opens the database at `path`; a damaged one is moved aside and made again; one
    /// that cannot be made at all is replaced by an empty one in memory.
    private static func open<Database>(_ path: String, now: Date, problems: inout [String], consequence: String,
                                       make: (String) throws -> Database, inMemory: () throws -> Database) -> Database {
        do {
            return try make(path)
        } catch where isDamage(error) {
            let aside = moveAside(path, now: now)
            problems.append("\(path) could not be used (\(describe(error))); it was moved to \(aside) and a new one made: \(consequence)")
        } catch {
            problems.append("\(path) cannot be opened (\(describe(error))); running on an empty database in memory, nothing is saved to it")
            return emptyInMemory(inMemory)
        }
        do {
            return try make(path)
        } catch {
            problems.append("\(path) cannot be made again (\(describe(error))); running on an empty database in memory")
            return emptyInMemory(inMemory)
        }
    }

    private static func emptyInMemory<Database>(_ inMemory: () throws -> Database) -> Database {
        // An in-memory SQLite database with the project's own schema: nothing outside the process can stop it.
        guard let database = try? inMemory() else { preconditionFailure("invariant: an empty in-memory database can always be made") }
        return database
    }

    /// Errors that mean the file itself is damaged (not locked, not a full disk).
    static func isDamage(_ error: Error) -> Bool {
        if error is StorageProblem { return true }
        guard let error = error as? SQLiteError else { return false }
        // SQLITE_ERROR (1): a schema that the migrations cannot follow (a dropped or altered table).
        return error.isDamage || error.code == 1
    }

    /// Renames the file (and its WAL files) to `<name>.corrupt-<time>`; returns the new name.
    static func moveAside(_ path: String, now: Date) -> String {
        let stamp = now.formatted(.iso8601.year().month().day().dateSeparator(.omitted).time(includingFractionalSeconds: false)
            .timeSeparator(.omitted).timeZoneSeparator(.omitted))
        let aside = "\(path).corrupt-\(stamp.replacingLiterally("T", with: "-").replacingLiterally("Z", with: ""))"
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            rename(path + suffix, aside + suffix)
        }
        return aside
    }

    static func describe(_ error: Error) -> String {
        if let error = error as? SQLiteError { return "SQLite error \(error.code): \(error.message)" }
        return "\(error)"
    }
}
