import FoundationEssentials
import Glibc
import SQLite

/// How Mawqut opens an SQLite file: WAL journal, full synchronous writes (a power
/// cut must not lose a played-log entry), foreign keys enforced, private to the user.
enum DatabaseFile {
    /// The kiosk and a command (mawqut times, import) may write at the same moment: wait, do not fail.
    static let busyTimeout: Int32 = 5000

    static func open(_ path: String) throws -> DatabaseQueue {
        let connection = try Connection(path: path)
        connection.setBusyTimeout(milliseconds: busyTimeout)
        try connection.execute("PRAGMA foreign_keys = ON")
        if path != inMemory { try connection.execute("PRAGMA journal_mode = WAL") }
        try connection.execute("PRAGMA synchronous = FULL")
        // A database created by an older version with the default 0644 becomes private (0600).
        for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) { chmod(file, 0o600) }
        return DatabaseQueue(connection)
    }

    /// A private database in memory.
    static let inMemory = ":memory:"

    /// A connection that only reads: no journal mode set, nothing written, waiting
    /// while another process writes.
    static func openReadOnly(_ path: String) throws -> DatabaseQueue {
        let connection = try Connection(path: path, mode: .readOnly)
        connection.setBusyTimeout(milliseconds: busyTimeout)
        return DatabaseQueue(connection)
    }

    /// The first problem `PRAGMA integrity_check` finds, or nil when the file is sound.
    static func integrityProblem(_ queue: DatabaseQueue) throws -> String? {
        let answer = try queue.inDatabase { try $0.value(String.self, "PRAGMA integrity_check") }
        return answer == "ok" ? nil : (answer ?? "no answer")
    }
}
