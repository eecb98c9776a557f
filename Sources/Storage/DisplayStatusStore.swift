import Foundation
import GRDB
import KioskCore

/// What the kiosk and the admin page tell each other through the state database
/// (they share nothing else but the configuration file and MQTT): the kiosk's
/// heartbeat and current problems, and the admin page's address with the one-time
/// code that claims it while no account exists.
public final class DisplayStatusStore: Sendable {
    /// The kiosk's state, written once a minute and whenever its problems change.
    public struct Kiosk: Sendable, Equatable {
        public let heartbeat: Date
        public let startedAt: Date
        public let problems: [KioskProblem]
        /// `primary`, `follower` or `standalone`.
        public let role: String
        /// A follower's primary, as it names itself.
        public let primaryName: String?
        /// False while no configuration is in use (no times shown).
        public let configured: Bool

        public init(heartbeat: Date, startedAt: Date, problems: [KioskProblem], role: String, primaryName: String?, configured: Bool) {
            self.heartbeat = heartbeat
            self.startedAt = startedAt
            self.problems = problems
            self.role = role
            self.primaryName = primaryName
            self.configured = configured
        }
    }

    /// The admin page's address, and the code that claims it while no account exists.
    public struct AdminPage: Sendable, Equatable {
        public let address: String
        public let setupCode: String?
        public let codeExpiresAt: Date?
        public let updatedAt: Date

        public init(address: String, setupCode: String?, codeExpiresAt: Date?, updatedAt: Date) {
            self.address = address
            self.setupCode = setupCode
            self.codeExpiresAt = codeExpiresAt
            self.updatedAt = updatedAt
        }

        /// The code, while it can still be used at `now`.
        public func code(at now: Date) -> String? {
            guard let setupCode, let codeExpiresAt, now < codeExpiresAt else { return nil }
            return setupCode
        }
    }

    private let database: StateDatabase

    public init(database: StateDatabase) {
        self.database = database
    }

    public func write(_ kiosk: Kiosk) throws {
        let problems = String(decoding: try JSONEncoder().encode(kiosk.problems), as: UTF8.self)
        try database.writer.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO kioskStatus VALUES (1, ?, ?, ?, ?, ?, ?)",
                           arguments: [kiosk.heartbeat.timeIntervalSince1970, kiosk.startedAt.timeIntervalSince1970, problems,
                                       kiosk.role, kiosk.primaryName, kiosk.configured])
        }
    }

    public func kiosk() throws -> Kiosk? {
        try database.writer.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM kioskStatus WHERE id = 1").map { row in
                let text: String = row["problems"]
                return Kiosk(heartbeat: Date(timeIntervalSince1970: row["heartbeat"]), startedAt: Date(timeIntervalSince1970: row["startedAt"]),
                             problems: (try? JSONDecoder().decode([KioskProblem].self, from: Data(text.utf8))) ?? [],
                             role: row["role"], primaryName: row["primaryName"], configured: row["configured"])
            }
        }
    }

    public func write(_ page: AdminPage) throws {
        try database.writer.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO adminPage VALUES (1, ?, ?, ?, ?)",
                           arguments: [page.address, page.setupCode, page.codeExpiresAt?.timeIntervalSince1970, page.updatedAt.timeIntervalSince1970])
        }
    }

    public func adminPage() throws -> AdminPage? {
        // The kiosk asks every five seconds, so the statement is compiled once per connection
        // (compiling it was two thirds of the read) and read outside GRDB's `read`: that one
        // wraps the query in a transaction and `PRAGMA query_only` on and off, and SQLite
        // expires every compiled statement at a flag pragma, so the cached one was compiled
        // again each time. One SELECT needs no transaction to see a consistent row.
        try database.writer.unsafeRead { db in
            try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM adminPage WHERE id = 1")).map { row in
                AdminPage(address: row["address"], setupCode: row["setupCode"],
                          codeExpiresAt: (row["codeExpiresAt"] as Double?).map(Date.init(timeIntervalSince1970:)),
                          updatedAt: Date(timeIntervalSince1970: row["updatedAt"]))
            }
        }
    }

    /// Uses the code once: true when it matched and was current, and then it is gone.
    public func consumeSetupCode(_ code: String, at now: Date) throws -> Bool {
        try database.writer.write { db in
            try db.execute(sql: "UPDATE adminPage SET setupCode = NULL, codeExpiresAt = NULL WHERE id = 1 AND setupCode = ? AND codeExpiresAt > ?",
                           arguments: [code, now.timeIntervalSince1970])
            return db.changesCount == 1
        }
    }
}
