import Foundation
import GRDB
import MosqueSettings

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
            guard let row = try Row.fetchOne(db, sql: "SELECT failures, lastFailure FROM loginFailure WHERE key = ?", arguments: [key]) else {
                return FailedAttempts()
            }
            return FailedAttempts(failures: row["failures"], lastFailure: Date(timeIntervalSince1970: row["lastFailure"]))
        }
    }

    public func recordFailure(_ keys: [String], at now: Date) throws {
        try database.writer.write { db in
            for key in keys {
                try db.execute(sql: """
                    INSERT INTO loginFailure (key, failures, lastFailure) VALUES (?, 1, ?)
                    ON CONFLICT (key) DO UPDATE SET failures = failures + 1, lastFailure = excluded.lastFailure
                    """, arguments: [key, now.timeIntervalSince1970])
            }
        }
    }

    public func clear(_ keys: [String]) throws {
        try database.writer.write { db in
            for key in keys { try db.execute(sql: "DELETE FROM loginFailure WHERE key = ?", arguments: [key]) }
        }
    }
}
