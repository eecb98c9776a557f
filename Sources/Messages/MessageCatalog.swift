import FoundationEssentials

/// A compiled GNU gettext catalogue (a `.mo` file, as `msgfmt` writes it): each message's
/// translation by its English text (the msgid) and, where the same English has two uses,
/// its context (`msgctxt`), with the language's plural forms. The format is GNU gettext's
/// ("The Format of GNU MO Files", gettext manual 10.3): a magic number that also gives the
/// byte order, the count of strings, and two tables of (length, offset) pairs, originals
/// and translations, the original of an entry with a context being "context\u{4}msgid" and
/// the forms of a plural joined by NUL.
public struct MessageCatalog: Sendable {
    /// Why a file is not a catalogue.
    public struct Unreadable: Error, CustomStringConvertible, Equatable {
        public let reason: String
        public var description: String { reason }
    }

    /// The language's name for itself in the header (`Language:`), when given.
    public let language: String?
    let translations: [String: [String]]
    let plural: PluralRule

    /// Reads the bytes of a `.mo` file.
    public init(mo data: [UInt8]) throws(Unreadable) {
        func word(_ offset: Int, bigEndian: Bool) throws(Unreadable) -> Int {
            guard offset >= 0, offset + 4 <= data.count else { throw Unreadable(reason: "the file ends before its tables do") }
            let bytes = data[offset..<offset + 4].map(UInt32.init)
            return Int(bigEndian ? bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3]
                                 : bytes[3] << 24 | bytes[2] << 16 | bytes[1] << 8 | bytes[0])
        }
        guard data.count >= 28 else { throw Unreadable(reason: "too short for a .mo file") }
        let bigEndian: Bool
        switch (data[0], data[1], data[2], data[3]) {
        case (0xDE, 0x12, 0x04, 0x95): bigEndian = false
        case (0x95, 0x04, 0x12, 0xDE): bigEndian = true
        default: throw Unreadable(reason: "not a .mo file (its magic number is not gettext's)")
        }
        let count = try word(8, bigEndian: bigEndian)
        let originals = try word(12, bigEndian: bigEndian)
        let translated = try word(16, bigEndian: bigEndian)
        guard count < 1_000_000 else { throw Unreadable(reason: "an impossible number of messages, \(count)") }
        func string(table: Int, index: Int) throws(Unreadable) -> String {
            let length = try word(table + index * 8, bigEndian: bigEndian)
            let offset = try word(table + index * 8 + 4, bigEndian: bigEndian)
            guard offset + length <= data.count else { throw Unreadable(reason: "message \(index) lies beyond the end of the file") }
            guard let text = String(validating: data[offset..<offset + length], as: UTF8.self) else {
                throw Unreadable(reason: "message \(index) is not UTF-8 (the catalogues are written in UTF-8)")
            }
            return text
        }
        var translations: [String: [String]] = [:]
        var header = ""
        for index in 0..<count {
            let original = try string(table: originals, index: index)
            let forms = try string(table: translated, index: index).split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
            // The original of a plural is "singular\0plural": the singular is its key.
            let key = String(original.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false)[0])
            if key.isEmpty { header = forms.first ?? "" } else { translations[key] = forms }
        }
        self.translations = translations
        let fields = Self.headerFields(header)
        language = fields["language"]
        do {
            plural = try PluralRule(forms: fields["plural-forms"] ?? "nplurals=2; plural=(n != 1);")
        } catch {
            throw Unreadable(reason: "Plural-Forms: \(error)")
        }
    }

    /// The header's `Name: value` lines, names in lower case.
    static func headerFields(_ header: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in header.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            fields[line[..<colon].lowercased()] = String(value.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }
        return fields
    }

    /// The translation of `message` (in `context`, when the same English has more uses);
    /// nil where the catalogue has none, or an empty one (gettext shows the English then).
    public func translation(_ message: String, context: String? = nil) -> String? {
        let key = context.map { $0 + "\u{4}" + message } ?? message
        guard let text = translations[key]?.first, !text.isEmpty else { return nil }
        return text
    }

    /// The form of a plural message for the count `n`, by the language's rule.
    public func translation(_ singular: String, plural: String, count n: Int, context: String? = nil) -> String? {
        let key = context.map { $0 + "\u{4}" + singular } ?? singular
        guard let forms = translations[key] else { return nil }
        let index = self.plural.form(for: n)
        guard forms.indices.contains(index), !forms[index].isEmpty else { return nil }
        return forms[index]
    }
}
