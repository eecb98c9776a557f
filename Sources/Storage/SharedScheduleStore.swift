import FoundationEssentials
import SQLite

/// The schedule a follower display last took from its primary (the payload as
/// received on `<topic>/config`), kept so that a restart without the broker still
/// shows the mosque's times. One row per mosque topic; each write replaces it atomically.
public final class SharedScheduleStore: Sendable {
    /// A stored payload and when it arrived.
    public struct Received: Sendable, Equatable {
        public let payload: String
        public let receivedAt: Date
    }

    private let database: StateDatabase

    public init(database: StateDatabase) {
        self.database = database
    }

    public func store(_ payload: String, mosque: String, at instant: Date) throws {
        try database.writer.write { db in
            try db.execute("INSERT OR REPLACE INTO sharedSchedule VALUES (?, ?, ?)",
                           [mosque, payload, instant.timeIntervalSince1970])
        }
    }

    public func received(mosque: String) throws -> Received? {
        try database.writer.read { db in
            try db.row("SELECT payload, receivedAt FROM sharedSchedule WHERE mosque = ?", [mosque]).map {
                Received(payload: try $0.value("payload"), receivedAt: Date(timeIntervalSince1970: try $0.value("receivedAt")))
            }
        }
    }
}
