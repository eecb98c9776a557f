/// A value as SQLite stores it: one of its five storage classes
/// (https://www.sqlite.org/datatype3.html).
public enum SQLiteValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// The storage class's name, as an error message says it.
    public var storageClass: String {
        switch self {
        case .null: "NULL"
        case .integer: "an integer"
        case .real: "a real number"
        case .text: "text"
        case .blob: "a blob"
        }
    }
}

/// A Swift value that can be bound to a statement's parameter.
public protocol SQLiteBindable {
    var sqliteValue: SQLiteValue { get }
}

/// A Swift value that can be read from a column.
public protocol SQLiteReadable {
    /// The value stored, or nil when what is stored is not of this type.
    init?(sqliteValue: SQLiteValue)
}

extension SQLiteValue: SQLiteBindable, SQLiteReadable {
    public var sqliteValue: SQLiteValue { self }
    public init?(sqliteValue: SQLiteValue) { self = sqliteValue }
}

extension Int64: SQLiteBindable, SQLiteReadable {
    public var sqliteValue: SQLiteValue { .integer(self) }
    public init?(sqliteValue: SQLiteValue) {
        guard case .integer(let value) = sqliteValue else { return nil }
        self = value
    }
}

extension Int: SQLiteBindable, SQLiteReadable {
    public var sqliteValue: SQLiteValue { .integer(Int64(self)) }
    public init?(sqliteValue: SQLiteValue) {
        guard case .integer(let value) = sqliteValue, let exact = Int(exactly: value) else { return nil }
        self = exact
    }
}

extension Double: SQLiteBindable, SQLiteReadable {
    public var sqliteValue: SQLiteValue { .real(self) }
    /// A real number, or an integer (a column of REAL affinity may hand back either from an expression).
    public init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

extension Bool: SQLiteBindable, SQLiteReadable {
    /// SQLite has no booleans: 1 and 0, as `EXISTS` and comparisons answer.
    public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }
    public init?(sqliteValue: SQLiteValue) {
        guard case .integer(let value) = sqliteValue else { return nil }
        self = value != 0
    }
}

extension String: SQLiteBindable, SQLiteReadable {
    public var sqliteValue: SQLiteValue { .text(self) }
    public init?(sqliteValue: SQLiteValue) {
        guard case .text(let value) = sqliteValue else { return nil }
        self = value
    }
}

extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
    public var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }
}

extension Optional: SQLiteReadable where Wrapped: SQLiteReadable {
    /// NULL is nil; anything else must be a `Wrapped`.
    public init?(sqliteValue: SQLiteValue) {
        if case .null = sqliteValue {
            self = .none
        } else if let value = Wrapped(sqliteValue: sqliteValue) {
            self = .some(value)
        } else {
            return nil
        }
    }
}

/// The values bound to a statement's `?` parameters, in order.
public struct SQLiteArguments: Sendable, ExpressibleByArrayLiteral {
    public var values: [SQLiteValue]

    public init(_ values: [any SQLiteBindable]) {
        self.values = values.map(\.sqliteValue)
    }

    /// `[id, name, nil]`: a nil is NULL.
    public init(arrayLiteral elements: (any SQLiteBindable)?...) {
        values = elements.map { $0?.sqliteValue ?? .null }
    }

    public static func += (arguments: inout SQLiteArguments, more: SQLiteArguments) {
        arguments.values += more.values
    }
}
