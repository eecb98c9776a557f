import FileFormats
import FoundationEssentials

/// Edits a configuration file's text in place, so that what the user wrote (blank
/// lines, comments, spacing, key order) survives a save from the settings screen:
/// a value is replaced where it stands, a new key goes after the last member of its
/// object with the same indentation, a removed key takes its comma with it. The
/// result is read back and must equal the intended document, or nil is returned
/// and the caller writes the document anew.
enum ConfigTextEditor {
    static func edit(_ text: Data, document: OrderedJSON, spans: [[String]: Range<Int>], edits: [ConfigEdit],
                     expecting intended: OrderedJSON) -> Data? {
        var bytes = Array(text)
        var current = (value: document, spans: spans)
        for edit in edits {
            guard let next = apply(edit, to: bytes, document: current.value, spans: current.spans),
                  let parsed = try? OrderedJSON.parseWithSpans(Data(next)) else { return nil }
            bytes = next
            current = parsed
        }
        return current.value == intended ? Data(bytes) : nil
    }

    private static func apply(_ edit: ConfigEdit, to bytes: [UInt8], document: OrderedJSON,
                              spans: [[String]: Range<Int>]) -> [UInt8]? {
        var result = bytes
        if let span = spans[edit.path] {
            guard let value = edit.value else { return removing(edit.path, from: bytes, document: document, spans: spans) }
            // A value written on one line stays on one line; one spread over lines is laid out again.
            let spread = bytes[span].contains(0x0A)
            let text = spread ? value.pretty(indent: indentation(before: span.lowerBound, in: bytes).count) : value.spacedInline
            result.replaceSubrange(span, with: Array(text.utf8))
            return result
        }
        guard let value = edit.value else { return bytes }
        // The deepest object along the path that exists gets one new member holding the rest.
        var depth = edit.path.count - 1
        while depth > 0, spans[Array(edit.path.prefix(depth))] == nil { depth -= 1 }
        let parent = Array(edit.path.prefix(depth))
        let member = edit.path[depth]
        let rest = Array(edit.path.dropFirst(depth + 1))
        let inserted = rest.isEmpty ? value : OrderedJSON.object([]).setting(value, at: rest)
        guard case .object(let members)? = document.value(at: parent), let last = members.last,
              let lastSpan = spans[parent + [last.0]] else { return nil }
        let parentStart = parent.isEmpty ? 0 : spans[parent]?.lowerBound ?? 0
        let multiLine = bytes[parentStart..<lastSpan.lowerBound].contains(0x0A)
        let pad = multiLine ? indentation(before: lastSpan.lowerBound, in: bytes) : ""
        let entry = OrderedJSON.quote(member) + ": " + (multiLine ? inserted.pretty(indent: pad.count) : inserted.spacedInline)
        result.insert(contentsOf: Array(((multiLine ? ",\n" + pad : ", ") + entry).utf8), at: lastSpan.upperBound)
        return result
    }

    /// Removes a member that has one before it in its object: from the end of the
    /// previous member's value to the end of its own (the comma goes with it).
    private static func removing(_ path: [String], from bytes: [UInt8], document: OrderedJSON,
                                 spans: [[String]: Range<Int>]) -> [UInt8]? {
        let parent = Array(path.dropLast())
        guard case .object(let members)? = document.value(at: parent),
              let index = members.firstIndex(where: { $0.0 == path.last }), index > 0,
              let previous = spans[parent + [members[index - 1].0]], let own = spans[path] else { return nil }
        var result = bytes
        result.removeSubrange(previous.upperBound..<own.upperBound)
        return result
    }

    /// The spaces at the start of the line that holds `position`.
    private static func indentation(before position: Int, in bytes: [UInt8]) -> String {
        var start = position
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 0x20 { end += 1 }
        return String(repeating: " ", count: end - start)
    }
}
