import Foundation
import GRDB

/// The sequence numbers of signed MQTT messages (`SignedPayload`), kept across
/// restarts: the last a primary sent, and the last schedule and command a
/// follower applied, per mosque topic. Each write is its own transaction.
public final class MQTTSequenceStore: Sendable {
    public enum Kind: String, Sendable {
        case sent, schedule, command
    }

    private let database: StateDatabase

    public init(database: StateDatabase) {
        self.database = database
    }

    public func last(_ kind: Kind, topic: String) throws -> UInt64 {
        try database.writer.read { db in
            UInt64(try Int64.fetchOne(db, sql: "SELECT number FROM mqttSequence WHERE topic = ? AND kind = ?", arguments: [topic, kind.rawValue]) ?? 0)
        }
    }

    public func record(_ number: UInt64, _ kind: Kind, topic: String) throws {
        try database.writer.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO mqttSequence VALUES (?, ?, ?)", arguments: [topic, kind.rawValue, Int64(clamping: number)])
        }
    }

    /// The next number to send: one more than the last sent, recorded before it is used.
    public func nextToSend(topic: String) throws -> UInt64 {
        try database.writer.write { db in
            let last = UInt64(try Int64.fetchOne(db, sql: "SELECT number FROM mqttSequence WHERE topic = ? AND kind = 'sent'", arguments: [topic]) ?? 0)
            try db.execute(sql: "INSERT OR REPLACE INTO mqttSequence VALUES (?, 'sent', ?)", arguments: [topic, Int64(clamping: last + 1)])
            return last + 1
        }
    }
}
