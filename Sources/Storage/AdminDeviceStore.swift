import FoundationEssentials
import SQLite

/// The devices that have logged in to an account of the admin page: a random token the
/// browser keeps in a long-lived cookie, bound to the account. Wrong passwords typed on
/// such a device count against the device alone, so a stranger's guesses from elsewhere
/// (which hold other devices' wait) never lock out a volunteer on their own phone (OWASP,
/// "Slow Down Online Guessing Attacks with Device Cookies").
public final class AdminDeviceStore: Sendable {
    private let database: StateDatabase

    public init(database: StateDatabase) {
        self.database = database
    }

    /// Whether `token` is a device that logged in to `account` (names compared without case).
    public func isDevice(_ token: String, of account: String) throws -> Bool {
        try database.writer.read { db in
            try db.row("SELECT 1 FROM adminDevice WHERE token = ? AND account = ? COLLATE NOCASE", [token, account]) != nil
        }
    }

    /// Remembers a device that logged in now; `replacing` a token it had before.
    public func remember(_ token: String, account: String, at now: Date, replacing old: String?) throws {
        try database.writer.write { db in
            if let old { try db.execute("DELETE FROM adminDevice WHERE token = ?", [old]) }
            try db.execute("INSERT INTO adminDevice (token, account, issuedAt) VALUES (?, ?, ?)", [token, account, now.timeIntervalSince1970])
        }
    }
}
