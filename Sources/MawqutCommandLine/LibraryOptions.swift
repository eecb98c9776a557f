import ArgumentParser
import Foundation
import MawqutCommon
import Storage

/// `--data-dir` and `--config`, for the commands that read the library or the state database.
public struct LibraryOptions: ParsableArguments {
    public init() {}

    @Option(name: .customLong("data-dir"), help: ArgumentHelp("Data directory (default: $XDG_DATA_HOME/mawqut).", valueName: "path"))
    public var dataDirectory: String?

    @Option(name: .long, help: ArgumentHelp("Configuration file (default: $XDG_CONFIG_HOME/mawqut/config.json).", valueName: "path"))
    public var config: String?

    public var directory: URL { DataDirectory.resolve(dataDirectory) }

    /// The library database (Quran, hadith, cities).
    public func database() throws -> MawqutDatabase { try MawqutDatabase(directory: directory) }

    /// The library database for a command that only reads it (see `MawqutDatabase.forReading`).
    public func readingDatabase() throws -> MawqutDatabase { try MawqutDatabase.forReading(directory: directory) }

    /// The state database (played log, bookmarks, timetables).
    public func stateDatabase() throws -> StateDatabase { try StateDatabase(directory: directory) }

    /// The Quran store, after checking that a Quran has been imported.
    public func quranStore() throws -> QuranStore {
        let store = QuranStore(database: try readingDatabase())
        guard try store.isImported() else {
            throw CLIError.failure("no Quran text in \(directory.path): run `\(Installation.fetchDataCommand(dataDirectory: directory))` or `mawqut import quran --from PATH`")
        }
        return store
    }
}
