import CSQLite

/// One connection to an SQLite database (the system's libsqlite3). Not thread safe:
/// a `DatabaseQueue` hands it to one caller at a time.
public final class Connection {
    /// How a file is opened.
    public enum Mode: Sendable {
        /// Read and written, created when missing.
        case readWrite
        /// Only read; nothing can be written through it.
        case readOnly
    }

    let handle: OpaquePointer
    private var cache: [String: Statement] = [:]

    /// Opens the database at `path` (`:memory:` for a private one in memory).
    public init(path: String, mode: Mode = .readWrite) throws {
        var handle: OpaquePointer?
        let flags = mode == .readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let error = handle.map { SQLiteError(connection: $0, code: code, sql: nil) }
                ?? SQLiteError(code: code, message: "cannot open \(path)")
            sqlite3_close_v2(handle)
            throw error
        }
        self.handle = handle
    }

    deinit {
        cache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// How long a statement waits for another process's lock before failing with `SQLITE_BUSY`.
    public func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Runs every statement of `sql` in turn, each taking its parameters' values
    /// from `arguments` in order; rows are ignored. A statement that would be left
    /// without its arguments, or the last one with arguments to spare, is refused
    /// before it runs.
    public func execute(_ sql: String, _ arguments: SQLiteArguments = []) throws {
        var remaining = arguments.values[...]
        try sql.withCString { start in
            var next: UnsafePointer<CChar>? = start
            while let current = next, current.pointee != 0 {
                var statement: OpaquePointer?
                let code = sqlite3_prepare_v2(handle, current, -1, &statement, &next)
                guard code == SQLITE_OK else { throw SQLiteError(connection: handle, code: code, sql: sql) }
                // Only white space or a comment was left.
                guard let statement else { break }
                defer { sqlite3_finalize(statement) }
                // The last statement takes exactly the arguments left, checked before it runs.
                let used = try Statement.bind(remaining, to: statement, sql: sql, exactly: Self.isBlank(next))
                remaining = remaining.dropFirst(used)
                while try Statement.step(statement, sql: sql) {}
            }
        }
        guard remaining.isEmpty else {
            throw SQLiteError(code: SQLITE_RANGE, message: "\(remaining.count) argument(s) more than the parameters", sql: sql)
        }
    }

    /// Whether only white space is left of a text.
    private static func isBlank(_ text: UnsafePointer<CChar>?) -> Bool {
        guard var character = text else { return true }
        while character.pointee != 0 {
            guard [0x20, 0x09, 0x0A, 0x0D].contains(character.pointee) else { return false }
            character += 1
        }
        return true
    }

    /// Compiles one statement.
    public func prepare(_ sql: String) throws -> Statement {
        try Statement(connection: handle, sql: sql)
    }

    /// A statement compiled once for this connection and kept: for queries made often
    /// (compiling can cost more than running).
    public func cachedStatement(_ sql: String) throws -> Statement {
        if let statement = cache[sql] { return statement }
        let statement = try prepare(sql)
        cache[sql] = statement
        return statement
    }

    /// The rows of a query.
    public func rows(_ sql: String, _ arguments: SQLiteArguments = []) throws -> [Row] {
        try prepare(sql).rows(arguments)
    }

    /// The first row of a query, or nil.
    public func row(_ sql: String, _ arguments: SQLiteArguments = []) throws -> Row? {
        try prepare(sql).row(arguments)
    }

    /// The first column of the first row, or nil when there is no row or it holds NULL.
    public func value<T: SQLiteReadable>(_ type: T.Type = T.self, _ sql: String, _ arguments: SQLiteArguments = []) throws -> T? {
        try row(sql, arguments)?.value(at: 0, as: T?.self)
    }

    /// The first column of every row; NULLs are left out.
    public func values<T: SQLiteReadable>(_ type: T.Type = T.self, _ sql: String, _ arguments: SQLiteArguments = []) throws -> [T] {
        try rows(sql, arguments).compactMap { try $0.value(at: 0, as: T?.self) }
    }

    /// The rowid of the last row inserted through this connection.
    public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// How many rows the last INSERT, UPDATE or DELETE changed.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// Whether a transaction is open.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// How a transaction takes its locks (https://www.sqlite.org/lang_transaction.html).
    public enum TransactionKind: String, Sendable {
        /// Locks when it first reads or writes.
        case deferred = "DEFERRED"
        /// Takes the write lock at once, waiting (busy timeout) for another writer, so
        /// that it never fails half-way for a lock another process holds.
        case immediate = "IMMEDIATE"
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    public func transaction<T>(_ kind: TransactionKind, _ body: () throws -> T) throws -> T {
        try execute("BEGIN \(kind.rawValue) TRANSACTION")
        let result: T
        do {
            result = try body()
            try execute("COMMIT TRANSACTION")
        } catch {
            if isInTransaction { try? execute("ROLLBACK TRANSACTION") }
            throw error
        }
        return result
    }
}
