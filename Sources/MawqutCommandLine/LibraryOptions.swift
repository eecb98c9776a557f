import ArgumentParser
import FoundationEssentials
import MawqutCommon
import Storage

/// `--data-dir` and `--config`, for the commands that read the library or the state database.
public struct LibraryOptions: ParsableArguments {
    public init() {}

    @Option(name: .customLong("data-dir"), help: ArgumentHelp("Data directory (default: $XDG_DATA_HOME/mawqut).", valueName: "path"))
    public var dataDirectory: String?

    @Option(name: .long, help: ArgumentHelp("Configuration file (default: $XDG_CONFIG_HOME/mawqut/config.json).", valueName: "path"))
    public var config: String?

    /// The options as plain values, the form the commands work with.
    public var paths: LibraryPaths { LibraryPaths(dataDirectory: dataDirectory, config: config) }

    public var directory: URL { paths.directory }

    /// The library database (Quran, hadith, cities).
    public func database() throws -> MawqutDatabase { try paths.database() }

    /// The library database for a command that only reads it (see `MawqutDatabase.forReading`).
    public func readingDatabase() throws -> MawqutDatabase { try paths.readingDatabase() }

    /// The state database (played log, bookmarks, timetables).
    public func stateDatabase() throws -> StateDatabase { try paths.stateDatabase() }

    /// The Quran store, after checking that a Quran has been imported.
    public func quranStore() throws -> QuranStore { try paths.quranStore() }
}

/// Where a command finds the library and the configuration: `--data-dir` and `--config` as given.
public struct LibraryPaths: Equatable, Sendable {
    public var dataDirectory: String?
    public var config: String?

    public init(dataDirectory: String? = nil, config: String? = nil) {
        self.dataDirectory = dataDirectory
        self.config = config
    }

    /// The options `values` (from `QuickArguments.values`) name.
    public init(quick values: [String: String]) {
        self.init(dataDirectory: values["data-dir"], config: values["config"])
    }

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
