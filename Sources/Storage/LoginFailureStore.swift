import FoundationEssentials
import MosqueSettings
import SQLite

/// Wrong passwords at the admin page, counted per account and per address, so
/// that the wait they cause (`FailedAttempts`) survives a restart of the server.
public final class LoginFailureStore: Sendable {
    private let database: StateDatabase

    public init(database: StateDatabase) {
        self.database = database
    }

    /// The count for `key` (`account:NAME` or `address:IP`).
    public func attempts(_ key: String) throws -> FailedAttempts {
        try database.writer.read { db in
            guard let row = try db.row("SELECT failures, lastFailure FROM loginFailure WHERE key = ?", [key]) else {
                return FailedAttempts()
            }
            return FailedAttempts(failures: try row.value("failures"), lastFailure: Date(timeIntervalSince1970: try row.value("lastFailure")))
        }
    }

    public func recordFailure(_ keys: [String], at now: Date) throws {
        try database.writer.write { db in
            for key in keys {
                try db.execute("""
                    INSERT INTO loginFailure (key, failures, lastFailure) VALUES (?, 1, ?)
                    ON CONFLICT (key) DO UPDATE SET failures = failures + 1, lastFailure = excluded.lastFailure
                    """, [key, now.timeIntervalSince1970])
            }
        }
    }

    public func clear(_ keys: [String]) throws {
        try database.writer.write { db in
            for key in keys { try db.execute("DELETE FROM loginFailure WHERE key = ?", [key]) }
        }
    }
}
