import FoundationEssentials

/// JSON output whose object keys keep the order they were given in, so that
/// machine-readable output reads the same way every time.
public indirect enum OrderedJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    public static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool { lhs.rendered == rhs.rendered }

    /// Compact JSON text.
    public var rendered: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            guard value.isFinite else { return "null" }
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return String(value)
        case .string(let value): return OrderedJSON.quote(value)
        case .array(let items): return "[" + items.map(\.rendered).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { OrderedJSON.quote($0.0) + ":" + $0.1.rendered }.joined(separator: ",") + "}"
        }
    }

    /// A JSON string literal; non-ASCII text is written as UTF-8.
    public static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): out += "\\u00" + Hex.encode([UInt8(scalar.value)])
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
