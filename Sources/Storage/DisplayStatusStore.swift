import FoundationEssentials
import KioskCore
import SQLite

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
        /// The screen's power as the kiosk last reported it; nil from a kiosk that said nothing of it.
        public let screen: Screen?

        public init(heartbeat: Date, startedAt: Date, problems: [KioskProblem], role: String, primaryName: String?, configured: Bool,
                    screen: Screen? = nil) {
            self.heartbeat = heartbeat
            self.startedAt = startedAt
            self.problems = problems
            self.role = role
            self.primaryName = primaryName
            self.configured = configured
            self.screen = screen
        }
    }

    /// Whether the wall's screen is on, until when it sleeps, and what switches it.
    public struct Screen: Sendable, Equatable {
        public let isOn: Bool
        public let sleepsUntil: Date?
        /// "the TV through HDMI-CEC (/dev/cec0)".
        public let switchedBy: String

        public init(isOn: Bool, sleepsUntil: Date?, switchedBy: String) {
            self.isOn = isOn
            self.sleepsUntil = sleepsUntil
            self.switchedBy = switchedBy
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
            try db.execute("""
                INSERT OR REPLACE INTO kioskStatus (id, heartbeat, startedAt, problems, role, primaryName, configured,
                    screenOn, screenSleepsUntil, screenSwitch) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [kiosk.heartbeat.timeIntervalSince1970, kiosk.startedAt.timeIntervalSince1970, problems, kiosk.role, kiosk.primaryName,
                       kiosk.configured, kiosk.screen?.isOn, kiosk.screen?.sleepsUntil?.timeIntervalSince1970, kiosk.screen?.switchedBy])
        }
    }

    public func kiosk() throws -> Kiosk? {
        try database.writer.read { db in
            try db.row("SELECT * FROM kioskStatus WHERE id = 1").map { row in
                let text: String = try row.value("problems")
                let screenOn: Bool? = try row.value("screenOn")
                let screen = try screenOn.map { isOn in
                    Screen(isOn: isOn, sleepsUntil: (try row.value("screenSleepsUntil") as Double?).map(Date.init(timeIntervalSince1970:)),
                           switchedBy: (try row.value("screenSwitch") as String?) ?? "")
                }
                return Kiosk(heartbeat: Date(timeIntervalSince1970: try row.value("heartbeat")), startedAt: Date(timeIntervalSince1970: try row.value("startedAt")),
                             problems: (try? JSONDecoder().decode([KioskProblem].self, from: Data(text.utf8))) ?? [],
                             role: try row.value("role"), primaryName: try row.value("primaryName"), configured: try row.value("configured"),
                             screen: screen)
            }
        }
    }

    public func write(_ page: AdminPage) throws {
        try database.writer.write { db in
            try db.execute("INSERT OR REPLACE INTO adminPage VALUES (1, ?, ?, ?, ?)",
                           [page.address, page.setupCode, page.codeExpiresAt?.timeIntervalSince1970, page.updatedAt.timeIntervalSince1970])
        }
    }

    public func adminPage() throws -> AdminPage? {
        // The kiosk asks every five seconds, so the statement is compiled once per
        // connection (compiling it was two thirds of the read) and run outside a
        // transaction: one SELECT sees a consistent row without one.
        try database.writer.inDatabase { db in
            try db.cachedStatement("SELECT * FROM adminPage WHERE id = 1").row().map { row in
                AdminPage(address: try row.value("address"), setupCode: try row.value("setupCode"),
                          codeExpiresAt: (try row.value("codeExpiresAt") as Double?).map(Date.init(timeIntervalSince1970:)),
                          updatedAt: Date(timeIntervalSince1970: try row.value("updatedAt")))
            }
        }
    }

    /// The admin page asks the wall to wake its screen (the kiosk looks every few seconds).
    public func requestScreenWake(at now: Date, by account: String) throws {
        try database.writer.write { db in
            try db.execute("INSERT OR REPLACE INTO screenWake VALUES (1, ?, ?)", [now.timeIntervalSince1970, account])
        }
    }

    /// When the admin page last asked for the screen, and who; nil if never.
    public func screenWakeRequest() throws -> (at: Date, account: String)? {
        try database.writer.inDatabase { db in
            try db.cachedStatement("SELECT requestedAt, account FROM screenWake WHERE id = 1").row().map { row in
                (Date(timeIntervalSince1970: try row.value("requestedAt")), try row.value("account"))
            }
        }
    }

    /// Uses the code once: true when it matched and was current, and then it is gone.
    public func consumeSetupCode(_ code: String, at now: Date) throws -> Bool {
        try database.writer.write { db in
            try db.execute("UPDATE adminPage SET setupCode = NULL, codeExpiresAt = NULL WHERE id = 1 AND setupCode = ? AND codeExpiresAt > ?",
                           [code, now.timeIntervalSince1970])
            return db.changes == 1
        }
    }
}
