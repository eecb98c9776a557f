import FoundationEssentials
import SQLite

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
            UInt64(try db.value(Int64.self, "SELECT number FROM mqttSequence WHERE topic = ? AND kind = ?", [topic, kind.rawValue]) ?? 0)
        }
    }

    public func record(_ number: UInt64, _ kind: Kind, topic: String) throws {
        try database.writer.write { db in
            try db.execute("INSERT OR REPLACE INTO mqttSequence VALUES (?, ?, ?)", [topic, kind.rawValue, Int64(clamping: number)])
        }
    }

    /// The next number to send: one more than the last sent, recorded before it is used.
    public func nextToSend(topic: String) throws -> UInt64 {
        try database.writer.write { db in
            let last = UInt64(try db.value(Int64.self, "SELECT number FROM mqttSequence WHERE topic = ? AND kind = 'sent'", [topic]) ?? 0)
            try db.execute("INSERT OR REPLACE INTO mqttSequence VALUES (?, 'sent', ?)", [topic, Int64(clamping: last + 1)])
            return last + 1
        }
    }
}
