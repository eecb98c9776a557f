import CSQLite

/// One row of a query's answer: its values by column name or position.
public struct Row: Sendable {
    /// The columns' names, as the query named them (`AS`), shared by the rows of one answer.
    public let columnNames: [String]
    public let values: [SQLiteValue]

    public init(columnNames: [String], values: [SQLiteValue]) {
        self.columnNames = columnNames
        self.values = values
    }

    /// The stored value of a column, or nil when the answer has no such column.
    public subscript(column: String) -> SQLiteValue? {
        columnNames.firstIndex(of: column).map { values[$0] }
    }

    /// A column's value as `T`; throws naming the column when the answer has no such
    /// column or what is stored there is not a `T` (NULL is a `T` only when `T` is optional).
    public func value<T: SQLiteReadable>(_ column: String, as type: T.Type = T.self) throws -> T {
        guard let index = columnNames.firstIndex(of: column) else {
            throw SQLiteError(code: SQLITE_MISUSE, message: "no column \(column) in the answer (\(columnNames.joined(separator: ", ")))")
        }
        return try value(at: index)
    }

    /// The value of the column at `index` as `T`.
    public func value<T: SQLiteReadable>(at index: Int, as type: T.Type = T.self) throws -> T {
        guard values.indices.contains(index) else {
            throw SQLiteError(code: SQLITE_MISUSE, message: "no column \(index) in an answer of \(values.count)")
        }
        guard let value = T(sqliteValue: values[index]) else {
            throw SQLiteError(code: SQLITE_MISMATCH,
                              message: "column \(columnNames[index]) holds \(values[index].storageClass), not \(T.self)")
        }
        return value
    }
}
