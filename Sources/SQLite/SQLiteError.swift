import CSQLite

/// What SQLite refused, with its result code (https://www.sqlite.org/rescode.html).
public struct SQLiteError: Error, Sendable, CustomStringConvertible {
    /// The primary result code: `SQLITE_CORRUPT` (11), `SQLITE_NOTADB` (26), `SQLITE_BUSY` (5), ….
    public let code: Int32
    /// The extended result code (`SQLITE_CORRUPT_INDEX`, …); the primary one where there is none.
    public let extendedCode: Int32
    public let message: String
    /// The statement, where one was being prepared or run.
    public let sql: String?

    public init(code: Int32, extendedCode: Int32? = nil, message: String, sql: String? = nil) {
        self.code = code & 0xFF
        self.extendedCode = extendedCode ?? code
        self.message = message
        self.sql = sql
    }

    /// The last error of a connection, as SQLite states it.
    init(connection: OpaquePointer, code: Int32, sql: String?) {
        self.init(code: code, extendedCode: sqlite3_extended_errcode(connection),
                  message: String(cString: sqlite3_errmsg(connection)), sql: sql)
    }

    /// Errors that mean the file itself is damaged or is not a database.
    public var isDamage: Bool { [SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_FORMAT].contains(code) }

    public var description: String {
        "SQLite error \(code): \(message)" + (sql.map { " (in \($0))" } ?? "")
    }
}
