import CSQLite

/// What SQLite refused, with its result code (https://www.sqlite.org/rescode.html).
public struct SQLiteError: Error, Sendable, CustomStringConvertible {
    /// The primary result code: `SQLITE_CORRUPT` (11), `SQLITE_NOTADB` (26), `SQLITE_BUSY` (5), ….
    public let code: Int32
    public let message: String
    /// The statement, where one was being prepared or run.
    public let sql: String?

    /// An error with SQLite's result code (an extended code keeps its primary part), its message and the statement.
    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code & 0xFF
        self.message = message
        self.sql = sql
    }

    /// The last error of a connection, as SQLite states it.
    init(connection: OpaquePointer, code: Int32, sql: String?) {
        self.init(code: code, message: String(cString: sqlite3_errmsg(connection)), sql: sql)
    }

    /// Errors that mean the file itself is damaged or is not a database.
    public var isDamage: Bool { [SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_FORMAT].contains(code) }

    public var description: String {
        "SQLite error \(code): \(message)" + (sql.map { " (in \($0))" } ?? "")
    }
}
