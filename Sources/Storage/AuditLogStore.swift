import FoundationEssentials
import SQLite

/// Who changed which setting from what to what, and when: every save of the
/// admin page, kept in the state database and shown on the page.
public final class AuditLogStore: Sendable {
    public struct Entry: Sendable, Equatable {
        public let at: Date
        public let user: String
        public let address: String
        /// The configuration key path (`iqama.asr`), or what was done (`timetable import`, `login`).
        public let field: String
        public let old: String?
        public let new: String?

        public init(at: Date, user: String, address: String, field: String, old: String?, new: String?) {
            self.at = at
            self.user = user
            self.address = address
            self.field = field
            self.old = old
            self.new = new
        }
    }

    private let database: StateDatabase

    public init(database: StateDatabase) {
        self.database = database
    }

    /// Appends entries in one transaction.
    public func append(_ entries: [Entry]) throws {
        try database.writer.write { db in
            for entry in entries {
                try db.execute("INSERT INTO auditLog (at, user, address, field, old, new) VALUES (?, ?, ?, ?, ?, ?)",
                               [entry.at.timeIntervalSince1970, entry.user, entry.address, entry.field, entry.old, entry.new])
            }
        }
    }

    /// The latest `limit` entries, newest first.
    public func recent(limit: Int) throws -> [Entry] {
        try database.writer.read { db in
            try db.rows("SELECT * FROM auditLog ORDER BY id DESC LIMIT ?", [limit]).map {
                Entry(at: Date(timeIntervalSince1970: try $0.value("at")), user: try $0.value("user"), address: try $0.value("address"), field: try $0.value("field"),
                      old: try $0.value("old"), new: try $0.value("new"))
            }
        }
    }
}
