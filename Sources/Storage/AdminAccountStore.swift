import FoundationEssentials
import SQLite

/// The accounts of the admin page: a name and a slow salted password hash
/// (`PasswordHash`), never the password. There is no default account: the first
/// is made by claiming the page with the code on the wall, or `mawqut-admin user add`.
public final class AdminAccountStore: Sendable {
    /// An account as listed.
    public struct Account: Sendable, Equatable {
        public let name: String
        public let createdAt: Date
        public let passwordChangedAt: Date
    }

    /// An account that cannot be made or changed, and why.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        case exists(String)
        case unknown(String)
        case invalidName(String)

        public var description: String {
            switch self {
            case .exists(let name): "an account named \"\(name)\" exists already"
            case .unknown(let name): "there is no account named \"\(name)\""
            case .invalidName(let name): "\"\(name)\" cannot be an account name: use 1 to 32 letters, digits, dots, dashes or underscores"
            }
        }
    }

    private let database: StateDatabase

    public init(database: StateDatabase) {
        self.database = database
    }

    /// Names are short, printable and unambiguous in a log: letters, digits, `.`, `-`, `_`.
    public static func isValidName(_ name: String) -> Bool {
        (1...32).contains(name.count) && name.unicodeScalars.allSatisfy {
            ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ".-_".unicodeScalars.contains($0)) && $0.value > 0x20
        }
    }

    public func count() throws -> Int {
        try database.writer.read { db in try db.value(Int.self, "SELECT COUNT(*) FROM adminAccount") ?? 0 }
    }

    public func list() throws -> [Account] {
        try database.writer.read { db in
            try db.rows("SELECT name, createdAt, passwordChangedAt FROM adminAccount ORDER BY name").map {
                Account(name: try $0.value("name"), createdAt: Date(timeIntervalSince1970: try $0.value("createdAt")),
                        passwordChangedAt: Date(timeIntervalSince1970: try $0.value("passwordChangedAt")))
            }
        }
    }

    /// The stored hash of an account, or nil when there is none.
    public func passwordHash(of name: String) throws -> String? {
        try database.writer.read { db in
            try db.value(String.self, "SELECT passwordHash FROM adminAccount WHERE name = ?", [name])
        }
    }

    public func add(_ name: String, passwordHash: String, at now: Date) throws {
        guard Self.isValidName(name) else { throw Refusal.invalidName(name) }
        try database.writer.write { db in
            guard try db.value(Int.self, "SELECT COUNT(*) FROM adminAccount WHERE name = ?", [name]) == 0 else {
                throw Refusal.exists(name)
            }
            try db.execute("INSERT INTO adminAccount (name, passwordHash, createdAt, passwordChangedAt) VALUES (?, ?, ?, ?)",
                           [name, passwordHash, now.timeIntervalSince1970, now.timeIntervalSince1970])
        }
    }

    /// Makes the first account, only while there is none (claiming the page): false when one exists already.
    public func addFirst(_ name: String, passwordHash: String, at now: Date) throws -> Bool {
        guard Self.isValidName(name) else { throw Refusal.invalidName(name) }
        return try database.writer.write { db in
            guard try db.value(Int.self, "SELECT COUNT(*) FROM adminAccount") == 0 else { return false }
            try db.execute("INSERT INTO adminAccount (name, passwordHash, createdAt, passwordChangedAt) VALUES (?, ?, ?, ?)",
                           [name, passwordHash, now.timeIntervalSince1970, now.timeIntervalSince1970])
            return true
        }
    }

    public func setPassword(of name: String, hash: String, at now: Date) throws {
        try database.writer.write { db in
            try db.execute("UPDATE adminAccount SET passwordHash = ?, passwordChangedAt = ? WHERE name = ?",
                           [hash, now.timeIntervalSince1970, name])
            if db.changes == 0 { throw Refusal.unknown(name) }
            // A new password is a new start: the devices trusted with the old one are not.
            try db.execute("DELETE FROM adminDevice WHERE account = ? COLLATE NOCASE", [name])
        }
    }

    public func remove(_ name: String) throws {
        try database.writer.write { db in
            try db.execute("DELETE FROM adminAccount WHERE name = ?", [name])
            if db.changes == 0 { throw Refusal.unknown(name) }
            try db.execute("DELETE FROM adminDevice WHERE account = ? COLLATE NOCASE", [name])
        }
    }
}
