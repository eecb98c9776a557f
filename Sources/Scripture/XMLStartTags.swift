/// The start tags of an XML document with their attributes, in document order, after
/// checking that elements nest (W3C XML 1.0, sections 2.5–2.8, 3.1, 3.3.3 and 4.1).
///
/// Enough XML for Tanzil's files — declaration, comments, a DOCTYPE without an internal
/// subset, elements with attributes, character data — read without libxml2, which the
/// one-shot `mawqut` would otherwise load (with the system's ICU) on every start.
/// Character data, CDATA sections and processing instructions are skipped, not returned.
public struct XMLStartTag: Equatable, Sendable {
    public var name: String
    public var attributes: [String: String]
    /// The 1-based line the tag starts on.
    public var line: Int
}

/// Why a document is not well-formed, with the line where reading stopped.
public struct XMLSyntaxError: Error, Equatable, Sendable {
    public var line: Int
    public var reason: String
}

public enum XMLStartTags {
    /// Every start tag (and empty-element tag) of `bytes`, a UTF-8 document.
    public static func read(_ bytes: [UInt8]) throws(XMLSyntaxError) -> [XMLStartTag] {
        var scanner = Scanner(bytes: bytes)
        return try scanner.document()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var open: [String] = []
        var tags: [XMLStartTag] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func document() throws(XMLSyntaxError) -> [XMLStartTag] {
            var sawRoot = false
            while let byte = peek() {
                if byte != UInt8(ascii: "<") {
                    if open.isEmpty, !Self.isSpace(byte) { throw fail("text outside the root element") }
                    advance()
                    continue
                }
                if starts(with: "<?") {
                    try skip(past: "?>", what: "processing instruction")
                } else if starts(with: "<!--") {
                    try skip(past: "-->", what: "comment")
                } else if starts(with: "<![CDATA[") {
                    if open.isEmpty { throw fail("CDATA outside the root element") }
                    try skip(past: "]]>", what: "CDATA section")
                } else if starts(with: "<!") {
                    try skip(past: ">", what: "declaration")
                } else if starts(with: "</") {
                    try endTag()
                } else {
                    if open.isEmpty, sawRoot { throw fail("a second root element") }
                    sawRoot = true
                    try startTag()
                }
            }
            if let unclosed = open.last { throw fail("<\(unclosed)> is not closed") }
            if !sawRoot { throw fail("no root element") }
            return tags
        }

        private mutating func startTag() throws(XMLSyntaxError) {
            let startLine = line
            advance()
            let name = try self.name()
            var attributes: [String: String] = [:]
            while true {
                let spaced = skipSpace()
                if starts(with: "/>") {
                    index += 2
                    tags.append(XMLStartTag(name: name, attributes: attributes, line: startLine))
                    return
                }
                if peek() == UInt8(ascii: ">") {
                    advance()
                    tags.append(XMLStartTag(name: name, attributes: attributes, line: startLine))
                    open.append(name)
                    return
                }
                guard spaced else { throw fail("expected a space, > or /> in <\(name)>") }
                let attribute = try self.name()
                skipSpace()
                guard peek() == UInt8(ascii: "=") else { throw fail("attribute \(attribute) of <\(name)> has no value") }
                advance()
                skipSpace()
                let value = try quotedValue()
                guard attributes.updateValue(value, forKey: attribute) == nil else {
                    throw fail("attribute \(attribute) repeated in <\(name)>")
                }
            }
        }

        private mutating func endTag() throws(XMLSyntaxError) {
            index += 2
            let name = try self.name()
            skipSpace()
            guard peek() == UInt8(ascii: ">") else { throw fail("expected > after </\(name)") }
            advance()
            guard let expected = open.popLast() else { throw fail("</\(name)> closes nothing") }
            guard expected == name else { throw fail("</\(name)> closes <\(expected)>") }
        }

        /// A name: anything up to a space, `=`, `/`, `>` or a quote (non-ASCII letters allowed).
        private mutating func name() throws(XMLSyntaxError) -> String {
            let start = index
            while let byte = peek(), !Self.isSpace(byte), !"=/>\"'<".utf8.contains(byte) { advance() }
            guard index > start else { throw fail("expected a name") }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// An attribute value with its references replaced and white space normalised (§3.3.3).
        private mutating func quotedValue() throws(XMLSyntaxError) -> String {
            guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw fail("expected a quoted attribute value")
            }
            advance()
            var value: [UInt8] = []
            while let byte = peek() {
                switch byte {
                case quote:
                    advance()
                    return String(decoding: value, as: UTF8.self)
                case UInt8(ascii: "<"):
                    throw fail("< inside an attribute value")
                case UInt8(ascii: "&"):
                    value += try reference()
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                    advance()
                    value.append(UInt8(ascii: " "))
                default:
                    advance()
                    value.append(byte)
                }
            }
            throw fail("attribute value not closed")
        }

        /// The UTF-8 of an entity or character reference (§4.1, the five predefined entities).
        private mutating func reference() throws(XMLSyntaxError) -> [UInt8] {
            guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw fail("& not starting a reference")
            }
            let body = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            index = end + 1
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let text = named[body] { return Array(text.utf8) }
            let scalar: UInt32? = if body.hasPrefix("#x") { UInt32(body.dropFirst(2), radix: 16) }
                else if body.hasPrefix("#") { UInt32(body.dropFirst(), radix: 10) } else { nil }
            guard let scalar, let character = Unicode.Scalar(scalar) else { throw fail("unknown reference &\(body);") }
            return Array(String(character).utf8)
        }

        private mutating func skip(past terminator: String, what: String) throws(XMLSyntaxError) {
            let startLine = line
            let end = Array(terminator.utf8)
            while index < bytes.count {
                if starts(with: end) {
                    index += end.count
                    return
                }
                advance()
            }
            throw XMLSyntaxError(line: startLine, reason: "\(what) not closed")
        }

        @discardableResult
        private mutating func skipSpace() -> Bool {
            let start = index
            while let byte = peek(), Self.isSpace(byte) { advance() }
            return index > start
        }

        private func peek() -> UInt8? {
            index < bytes.count ? bytes[index] : nil
        }

        private mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }

        private func starts(with text: String) -> Bool {
            starts(with: Array(text.utf8))
        }

        private func starts(with prefix: [UInt8]) -> Bool {
            index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
        }

        private func fail(_ reason: String) -> XMLSyntaxError {
            XMLSyntaxError(line: line, reason: reason)
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }
    }
}
