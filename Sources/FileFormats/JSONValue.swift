import FoundationEssentials

/// A parsed JSON value that keeps booleans, numbers and strings apart, so that
/// validation can say exactly what it found.
public enum JSONValue: Sendable, Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses JSON text, refusing a key given twice in one object; errors name the line and column.
    public static func parse(_ data: Data) throws(OrderedJSON.ParseError) -> JSONValue {
        JSONValue(try OrderedJSON.parse(data))
    }

    /// Parses a package's data file (`OrderedJSON.parseData`: a key given twice keeps its last value).
    public static func parseData(_ data: Data) throws(OrderedJSON.ParseError) -> JSONValue {
        JSONValue(try OrderedJSON.parseData(data))
    }

    init(_ ordered: OrderedJSON) {
        switch ordered {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let value): self = .number(value)
        case .string(let value): self = .string(value)
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .object(let members): self = .object(Dictionary(members.map { ($0.0, JSONValue($0.1)) }, uniquingKeysWith: { _, last in last }))
        }
    }

    /// The value as a short phrase for error messages: `"abc"`, `12`, `true`, `null`, `an object`.
    public var quoted: String {
        switch self {
        case .null: "null"
        case .bool(let value): String(value)
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let value): Quoted.short(value)
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// The member `key` of an object; nil for a missing key or a value that is no object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    public var string: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// A number with no fractional part that fits an `Int`.
    public var int: Int? {
        guard case .number(let value) = self else { return nil }
        return Int(exactly: value)
    }

    public var double: Double? {
        guard case .number(let value) = self else { return nil }
        return value
    }

    public var array: [JSONValue]? {
        guard case .array(let items) = self else { return nil }
        return items
    }

    public var object: [String: JSONValue]? {
        guard case .object(let members) = self else { return nil }
        return members
    }

    /// A string as it is, or a number as its text (`5`, `5.5`): a field that some
    /// files write as a number and others as text ("hadithnumber").
    public var text: String? {
        switch self {
        case .string(let value): value
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        default: nil
        }
    }
}
