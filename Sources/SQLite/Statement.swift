import CSQLite

/// A compiled SQL statement of one connection: bound, run and reset as often as needed.
/// Not thread safe; used under its connection's `DatabaseQueue`.
public final class Statement {
    let handle: OpaquePointer
    public let sql: String
    /// The columns' names of its answer.
    public let columnNames: [String]

    init(connection: OpaquePointer, sql: String) throws {
        var handle: OpaquePointer?
        let code = sqlite3_prepare_v2(connection, sql, -1, &handle, nil)
        guard code == SQLITE_OK, let handle else {
            sqlite3_finalize(handle)
            throw code == SQLITE_OK ? SQLiteError(code: SQLITE_MISUSE, message: "no statement", sql: sql)
                : SQLiteError(connection: connection, code: code, sql: sql)
        }
        self.handle = handle
        self.sql = sql
        columnNames = Self.columnNames(of: handle)
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Runs the statement to its end with `arguments`, ignoring any rows.
    public func execute(_ arguments: SQLiteArguments = []) throws {
        try Self.bind(arguments.values[...], to: handle, sql: sql, exactly: true)
        defer { sqlite3_reset(handle) }
        while try Self.step(handle, sql: sql) {}
    }

    /// The rows of its answer to `arguments`.
    public func rows(_ arguments: SQLiteArguments = []) throws -> [Row] {
        try Self.bind(arguments.values[...], to: handle, sql: sql, exactly: true)
        defer { sqlite3_reset(handle) }
        var rows: [Row] = []
        while try Self.step(handle, sql: sql) {
            rows.append(Row(columnNames: columnNames, values: Self.values(of: handle)))
        }
        return rows
    }

    /// Calls `body` with each row of its answer in turn, without holding them all:
    /// for an answer too large to keep (a migration reading every hadith).
    public func forEachRow(_ arguments: SQLiteArguments = [], _ body: (Row) throws -> Void) throws {
        try Self.bind(arguments.values[...], to: handle, sql: sql, exactly: true)
        defer { sqlite3_reset(handle) }
        while try Self.step(handle, sql: sql) {
            try body(Row(columnNames: columnNames, values: Self.values(of: handle)))
        }
    }

    /// The first row of its answer, or nil when there is none.
    public func row(_ arguments: SQLiteArguments = []) throws -> Row? {
        try Self.bind(arguments.values[...], to: handle, sql: sql, exactly: true)
        defer { sqlite3_reset(handle) }
        return try Self.step(handle, sql: sql) ? Row(columnNames: columnNames, values: Self.values(of: handle)) : nil
    }

    /// Binds the first parameters of a statement from `values`; with `exactly`, there
    /// must be as many values as parameters. Returns how many were used.
    @discardableResult
    static func bind(_ values: ArraySlice<SQLiteValue>, to handle: OpaquePointer, sql: String, exactly: Bool) throws -> Int {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        let count = Int(sqlite3_bind_parameter_count(handle))
        guard values.count >= count, !exactly || values.count == count else {
            throw SQLiteError(code: SQLITE_RANGE, message: "\(values.count) argument(s) for \(count) parameter(s)", sql: sql)
        }
        for (offset, value) in values.prefix(count).enumerated() {
            let position = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(handle, position)
            case .integer(let number): code = sqlite3_bind_int64(handle, position, number)
            case .real(let number): code = sqlite3_bind_double(handle, position, number)
            case .text(let text):
                code = text.withCString { sqlite3_bind_text(handle, position, $0, Int32(text.utf8.count), mawqut_sqlite_transient()) }
            case .blob(let bytes):
                code = bytes.withUnsafeBytes { sqlite3_bind_blob(handle, position, $0.baseAddress, Int32(bytes.count), mawqut_sqlite_transient()) }
            }
            guard code == SQLITE_OK else { throw SQLiteError(connection: sqlite3_db_handle(handle), code: code, sql: sql) }
        }
        return count
    }

    /// Steps once: true with a row to read, false at the end.
    static func step(_ handle: OpaquePointer, sql: String) throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code: throw SQLiteError(connection: sqlite3_db_handle(handle), code: code, sql: sql)
        }
    }

    static func columnNames(of handle: OpaquePointer) -> [String] {
        (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) }
    }

    /// The current row's values.
    static func values(of handle: OpaquePointer) -> [SQLiteValue] {
        (0..<sqlite3_column_count(handle)).map { column in
            switch sqlite3_column_type(handle, column) {
            case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, column))
            case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, column))
            case SQLITE_TEXT:
                // column_text before column_bytes: the length is then that of the UTF-8 text.
                guard let text = sqlite3_column_text(handle, column) else { return .text("") }
                let count = Int(sqlite3_column_bytes(handle, column))
                return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
            case SQLITE_BLOB:
                let count = Int(sqlite3_column_bytes(handle, column))
                guard let bytes = sqlite3_column_blob(handle, column), count > 0 else { return .blob([]) }
                return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
            default: return .null
            }
        }
    }
}
