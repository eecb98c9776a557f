import FileFormats
import FoundationEssentials

/// A submitted form: `application/x-www-form-urlencoded` (WHATWG URL standard,
/// "application/x-www-form-urlencoded parsing") or `multipart/form-data` (RFC 7578).
/// Bytes that are not UTF-8 make the form unreadable rather than silently changed.
public struct FormData: Sendable, Equatable {
    /// Fields in the order sent; a name may repeat.
    public private(set) var fields: [(name: String, value: String)]
    /// Uploaded files by field name: the file's name as sent and its bytes.
    public private(set) var files: [String: (filename: String, bytes: [UInt8])]

    public static func == (lhs: FormData, rhs: FormData) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0 == $1 } && Set(lhs.files.keys) == Set(rhs.files.keys)
            && lhs.files.allSatisfy { name, file in rhs.files[name].map { $0.filename == file.filename && $0.bytes == file.bytes } ?? false }
    }

    public init(fields: [(name: String, value: String)] = [], files: [String: (filename: String, bytes: [UInt8])] = [:]) {
        self.fields = fields
        self.files = files
    }

    /// Why a body is not a form this server reads.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case notUTF8
        case malformed(String)
        case unsupportedType(String)

        public var description: String {
            switch self {
            case .notUTF8: "the form holds bytes that are not UTF-8 text"
            case .malformed(let reason): "the form cannot be read: \(reason)"
            case .unsupportedType(let type): "a form was expected, not \(type)"
            }
        }
    }

    /// The first value of a field.
    public subscript(name: String) -> String? { fields.first { $0.name == name }?.value }

    /// Every value of a field.
    public func values(_ name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }

    /// Reads a body by its Content-Type.
    public static func parse(_ body: [UInt8], contentType: String?) throws(Problem) -> FormData {
        let type = contentType?.split(separator: ";").first.map { $0.trimmingBlanks().lowercased() } ?? ""
        switch type {
        case "application/x-www-form-urlencoded", "":
            return try urlEncoded(body)
        case "multipart/form-data":
            guard let boundary = parameter("boundary", in: contentType ?? "") else { throw .malformed("no boundary") }
            return try multipart(body, boundary: boundary)
        default:
            throw .unsupportedType(type)
        }
    }

    public static func urlEncoded(_ body: [UInt8]) throws(Problem) -> FormData {
        var fields: [(String, String)] = []
        for pair in body.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let name = try decode(Array(parts[0]))
            let value = parts.count > 1 ? try decode(Array(parts[1])) : ""
            fields.append((name, value))
        }
        return FormData(fields: fields)
    }

    /// `+` is a space and `%XX` a byte; a `%` without two hex digits stays as it is (as the standard says).
    private static func decode(_ bytes: [UInt8]) throws(Problem) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                out.append(0x20)
            } else if byte == UInt8(ascii: "%"), let high = hex(bytes[safe: index + 1]), let low = hex(bytes[safe: index + 2]) {
                out.append(high << 4 | low)
                index += 2
            } else {
                out.append(byte)
            }
            index += 1
        }
        guard let text = String(validating: out, as: UTF8.self) else { throw .notUTF8 }
        return text
    }

    private static func hex(_ byte: UInt8?) -> UInt8? {
        guard let byte else { return nil }
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// A `name=value` parameter of a header value (quoted or not).
    static func parameter(_ name: String, in header: String) -> String? {
        for part in header.split(separator: ";").dropFirst() {
            let pieces = part.split(separator: "=", maxSplits: 1).map { $0.trimmingBlanks() }
            guard pieces.count == 2, pieces[0].lowercased() == name else { continue }
            let value = pieces[1]
            return value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 ? String(value.dropFirst().dropLast()) : value
        }
        return nil
    }

    /// RFC 7578: parts between `--boundary` lines, each with its headers, a blank line, and its body.
    public static func multipart(_ body: [UInt8], boundary: String) throws(Problem) -> FormData {
        guard !boundary.isEmpty, boundary.count <= 70 else { throw .malformed("a boundary of \(boundary.count) characters") }
        let delimiter = Array(("--" + boundary).utf8)
        var form = FormData()
        var position = 0
        guard let first = find(delimiter, in: body, from: 0) else { throw .malformed("no part starts") }
        position = first + delimiter.count
        while true {
            // After a delimiter: "--" ends the body, else CRLF and a part follow.
            if body[safe: position] == UInt8(ascii: "-"), body[safe: position + 1] == UInt8(ascii: "-") { return form }
            guard body[safe: position] == 0x0D, body[safe: position + 1] == 0x0A else { throw .malformed("a boundary line does not end") }
            position += 2
            guard let headerEnd = find([0x0D, 0x0A, 0x0D, 0x0A], in: body, from: position) else { throw .malformed("a part has no end of headers") }
            guard let headers = String(validating: body[position..<headerEnd], as: UTF8.self) else { throw .notUTF8 }
            let contentStart = headerEnd + 4
            guard let next = find([0x0D, 0x0A] + delimiter, in: body, from: contentStart) else { throw .malformed("a part is not closed") }
            let content = Array(body[contentStart..<next])
            var disposition = ""
            for line in headers.components(separatedBy: "\r\n") {
                let pieces = line.split(separator: ":", maxSplits: 1)
                if pieces.count == 2, pieces[0].lowercased() == "content-disposition" { disposition = String(pieces[1]) }
            }
            guard disposition.trimmingBlanks().lowercased().hasPrefix("form-data"),
                  let name = parameter("name", in: disposition) else { throw .malformed("a part has no form-data name") }
            if let filename = parameter("filename", in: disposition) {
                form.files[name] = (filename, content)
            } else {
                guard let value = String(validating: content, as: UTF8.self) else { throw .notUTF8 }
                form.fields.append((name, value))
            }
            position = next + 2 + delimiter.count
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == needle[0], haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
