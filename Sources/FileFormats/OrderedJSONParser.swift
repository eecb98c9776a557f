import FoundationEssentials

/// Reading JSON into `OrderedJSON`, keeping the order of every object's keys, so a
/// configuration file rewritten by the settings screen reads as the user wrote it.
extension OrderedJSON {
    /// A JSON text that could not be read: where reading stopped (UTF-8 byte offset,
    /// and the line and column a person finds it at) and why.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let offset: Int
        public let line: Int
        public let column: Int
        public let reason: String

        public var description: String { "line \(line), column \(column): \(reason)" }
    }

    /// Objects and lists nested deeper than this are refused (a configuration is a few levels deep).
    public static let maximumDepth = 64

    /// Parses a complete JSON document (RFC 8259).
    public static func parse(_ data: Data) throws(ParseError) -> OrderedJSON {
        try parseWithSpans(data).value
    }

    /// Parses a document and notes where each object member's value lies in the
    /// text (UTF-8 byte ranges by key path), so one value can be replaced in place.
    public static func parseWithSpans(_ data: Data) throws(ParseError) -> (value: OrderedJSON, spans: [[String]: Range<Int>]) {
        try parse(data, strict: true)
    }

    /// Parses a data file from a package (a hadith collection, a mushaf layout), which
    /// can be tens of megabytes and is not the user's to correct: a key given twice
    /// keeps its last value, as most JSON readers keep it, and no spans are noted.
    public static func parseData(_ data: Data) throws(ParseError) -> OrderedJSON {
        try parse(data, strict: false).value
    }

    private static func parse(_ data: Data, strict: Bool) throws(ParseError) -> (value: OrderedJSON, spans: [[String]: Range<Int>]) {
        var reader = Reader(bytes: Array(data), strict: strict)
        let value = try reader.value()
        reader.skipSpace()
        guard reader.position == reader.bytes.count else { throw reader.failure("unexpected text after the JSON value") }
        return (value, reader.spans)
    }

    /// The value at a key path, if every step is an object holding the key.
    public func value(at path: [String]) -> OrderedJSON? {
        guard let first = path.first else { return self }
        guard case .object(let members) = self, let member = members.first(where: { $0.0 == first }) else { return nil }
        return member.1.value(at: Array(path.dropFirst()))
    }

    /// The same document with the value at `path` replaced (nil removes it). Missing
    /// objects along the path are created; a new key goes after the existing ones.
    public func setting(_ value: OrderedJSON?, at path: [String]) -> OrderedJSON {
        guard let first = path.first else { return value ?? .null }
        var members: [(String, OrderedJSON)] = if case .object(let existing) = self { existing } else { [] }
        let rest = Array(path.dropFirst())
        if let index = members.firstIndex(where: { $0.0 == first }) {
            if rest.isEmpty, value == nil {
                members.remove(at: index)
            } else {
                members[index].1 = members[index].1.setting(value, at: rest)
            }
        } else if value != nil {
            members.append((first, OrderedJSON.object([]).setting(value, at: rest)))
        }
        return .object(members)
    }

    /// Indented JSON text: objects and lists short enough for one line stay on one
    /// line (as in config.example.json), longer ones get a line per member.
    public func pretty(indent: Int = 0, lineWidth: Int = 100) -> String {
        let inline = spacedInline
        let pad = String(repeating: " ", count: indent + 2)
        switch self {
        case .object(let members) where !members.isEmpty && (indent == 0 || inline.count + indent > lineWidth):
            let lines = members.map { pad + OrderedJSON.quote($0.0) + ": " + $0.1.pretty(indent: indent + 2, lineWidth: lineWidth) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "}"
        case .array(let items) where !items.isEmpty && inline.count + indent > lineWidth:
            let lines = items.map { pad + $0.pretty(indent: indent + 2, lineWidth: lineWidth) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "]"
        default:
            return inline
        }
    }

    /// One-line JSON with a space after each colon and comma.
    public var spacedInline: String {
        switch self {
        case .object(let members):
            members.isEmpty ? "{}" : "{ " + members.map { OrderedJSON.quote($0.0) + ": " + $0.1.spacedInline }.joined(separator: ", ") + " }"
        case .array(let items):
            "[" + items.map(\.spacedInline).joined(separator: ", ") + "]"
        default:
            rendered
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        /// Whether a key given twice is refused and each member's span noted (a configuration).
        let strict: Bool
        var position = 0
        /// The key path of the value being read, and where each member's value was found.
        var path: [String] = []
        var spans: [[String]: Range<Int>] = [:]

        var depth = 0

        func failure(_ reason: String) -> ParseError { failure(reason, at: position) }

        func failure(_ reason: String, at offset: Int) -> ParseError {
            let (line, column) = location(of: offset)
            return ParseError(offset: offset, line: line, column: column, reason: reason)
        }

        /// Line and column (from 1, columns in characters) of a byte offset.
        func location(of offset: Int) -> (line: Int, column: Int) {
            let before = bytes[0..<min(offset, bytes.count)]
            let lineStart = (before.lastIndex(of: 0x0A)).map { $0 + 1 } ?? 0
            let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            return (line, String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1)
        }

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func expect(_ literal: String) throws(ParseError) {
            let expected = Array(literal.utf8)
            guard position + expected.count <= bytes.count, Array(bytes[position..<position + expected.count]) == expected else {
                throw failure("expected \(literal)")
            }
            position += expected.count
        }

        mutating func value() throws(ParseError) -> OrderedJSON {
            skipSpace()
            guard position < bytes.count else { throw failure("unexpected end of the text") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try expect("true"); return .bool(true)
            case UInt8(ascii: "f"): try expect("false"); return .bool(false)
            case UInt8(ascii: "n"): try expect("null"); return .null
            default: return try number()
            }
        }

        mutating func object() throws(ParseError) -> OrderedJSON {
            depth += 1
            defer { depth -= 1 }
            guard depth <= OrderedJSON.maximumDepth else { throw failure("nested more than \(OrderedJSON.maximumDepth) levels deep") }
            position += 1
            var members: [(String, OrderedJSON)] = []
            var keyOffsets: [String: Int] = [:]
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object([]) }
            while true {
                skipSpace()
                try refuseCommaBefore("}", in: "object")
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
                let keyOffset = position
                let key = try string()
                if strict {
                    if let first = keyOffsets[key] {
                        throw failure("the key \(Quoted.short(key)) appears twice in this object (lines \(location(of: first).line) and \(location(of: keyOffset).line))",
                                      at: keyOffset)
                    }
                    keyOffsets[key] = keyOffset
                }
                skipSpace()
                try expect(":")
                skipSpace()
                if strict {
                    path.append(key)
                    let start = position
                    members.append((key, try value()))
                    spans[path] = start..<position
                    path.removeLast()
                } else {
                    members.append((key, try value()))
                }
                skipSpace()
                guard position < bytes.count else { throw failure("unexpected end inside an object") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
                throw failure("expected , or } in an object")
            }
        }

        mutating func array() throws(ParseError) -> OrderedJSON {
            depth += 1
            defer { depth -= 1 }
            guard depth <= OrderedJSON.maximumDepth else { throw failure("nested more than \(OrderedJSON.maximumDepth) levels deep") }
            position += 1
            var items: [OrderedJSON] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array([]) }
            while true {
                skipSpace()
                try refuseCommaBefore("]", in: "list")
                items.append(try value())
                skipSpace()
                guard position < bytes.count else { throw failure("unexpected end inside a list") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
                throw failure("expected , or ] in a list")
            }
        }

        /// After a comma, the end of the object or list (`closing`) is the mistake people
        /// make most: said as such, at the comma, rather than as a missing key or value.
        func refuseCommaBefore(_ closing: Character, in container: String) throws(ParseError) {
            guard position < bytes.count, bytes[position] == closing.asciiValue, let comma = lastComma(before: position) else { return }
            throw failure("a comma before the \(closing) that ends this \(container): JSON allows none after the last entry; remove it",
                          at: comma)
        }

        /// The offset of the comma just before `offset`, past spaces and line breaks; nil when there is none.
        func lastComma(before offset: Int) -> Int? {
            var index = offset - 1
            while index >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index -= 1 }
            return index >= 0 && bytes[index] == UInt8(ascii: ",") ? index : nil
        }

        mutating func string() throws(ParseError) -> String {
            position += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() { scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars); raw.removeAll() }
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    guard position < bytes.count else { break }
                    let escape = bytes[position]
                    position += 1
                    switch escape {
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(escape))
                    default: throw failure("unknown escape \\\(Character(Unicode.Scalar(escape)))")
                    }
                case 0..<0x20:
                    throw failure("a control character inside a string")
                default:
                    raw.append(byte)
                }
            }
            throw failure("a string is not closed")
        }

        /// `\uXXXX`, joining a surrogate pair (RFC 8259 §7).
        mutating func unicodeEscape() throws(ParseError) -> Unicode.Scalar {
            let high = try hex4()
            if (0xD800...0xDBFF).contains(high) {
                try expect("\\u")
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low),
                      let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
                    throw failure("a broken surrogate pair")
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw failure("a lone surrogate") }
            return scalar
        }

        mutating func hex4() throws(ParseError) -> UInt32 {
            guard position + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) else {
                throw failure("expected four hex digits after \\u")
            }
            position += 4
            return value
        }

        mutating func number() throws(ParseError) -> OrderedJSON {
            let start = position
            while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
            guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)), position > start else {
                position = start
                throw failure("expected a value")
            }
            return .number(value)
        }
    }
}
