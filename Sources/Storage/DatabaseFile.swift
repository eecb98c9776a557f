import Foundation
import GRDB

/// How Mawqut opens an SQLite file: WAL journal, full synchronous writes (a power
/// cut must not lose a played-log entry), private to the user.
enum DatabaseFile {
    static func open(_ path: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.journalMode = .wal
        // The kiosk and a command (mawqut times, import) may write at the same moment: wait, do not fail.
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        // A database created by an older version with the default 0644 becomes private (0600).
        for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) { chmod(file, 0o600) }
        return queue
    }

    /// A connection that only reads: no journal mode set, nothing written, waiting
    /// while another process writes.
    static func openReadOnly(_ path: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// The first problem `PRAGMA integrity_check` finds, or nil when the file is sound.
    static func integrityProblem(_ queue: DatabaseQueue) throws -> String? {
        let answer = try queue.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
        return answer == "ok" ? nil : (answer ?? "no answer")
    }
}
