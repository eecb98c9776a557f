/// The product's words in one language: each message looked up by its English (the
/// msgid, as `po/mawqut.pot` lists it), the English itself where the catalogue has no
/// translation. The calls are the keywords `Scripts/update-pot.sh` gives xgettext:
/// `tr("…")`, `trc("context", "…")` for English with two uses, `trn("…", "…", count)`.
///
/// A message's `%s` (or `%1$s`, `%2$s` where a language needs another order) are
/// replaced by the arguments in turn, as C's printf does; `%%` is a percent sign.
/// Every argument is text: numbers arrive already written in the wall's digits.
public struct Words: Sendable, Equatable {
    /// The language these words are in.
    public let language: LanguageTag
    let catalogue: MessageCatalog?

    /// English, the language the messages are written in.
    public static let english = Words(language: .english, catalogue: nil)

    public init(language: LanguageTag, catalogue: MessageCatalog?) {
        self.language = language
        self.catalogue = catalogue
    }

    public var isRightToLeft: Bool { language.isRightToLeft }

    /// Words are the same when their language is: each comes from the one installed catalogue of it.
    public static func == (a: Words, b: Words) -> Bool { a.language == b.language }

    /// `message` in this language, its placeholders filled with `arguments`.
    public func tr(_ message: String, _ arguments: String...) -> String {
        Self.format(catalogue?.translation(message) ?? message, arguments)
    }

    /// `message` used in `context` (the same English with another meaning elsewhere).
    public func trc(_ context: String, _ message: String, _ arguments: String...) -> String {
        Self.format(catalogue?.translation(message, context: context) ?? message, arguments)
    }

    /// The form of a counted message for `count` by the language's plural rule; English's
    /// own rule (one, other) where untranslated. `%s` is usually the count in the wall's digits.
    public func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: String...) -> String {
        let text = catalogue?.translation(singular, plural: plural, count: count) ?? (count == 1 ? singular : plural)
        return Self.format(text, arguments)
    }

    /// printf's `%s`, `%N$s` and `%%` with text arguments; a placeholder without its
    /// argument is left as written, so a wrong catalogue shows the fault instead of hiding it.
    public static func format(_ text: String, _ arguments: [String]) -> String {
        guard text.contains("%") else { return text }
        var result = ""
        var next = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            guard character == "%", index < text.endIndex else {
                result.append(character)
                continue
            }
            if text[index] == "%" {
                result.append("%")
                index = text.index(after: index)
                continue
            }
            var position: Int?
            var cursor = index
            var digits = ""
            while cursor < text.endIndex, text[cursor].isASCII, text[cursor].isNumber {
                digits.append(text[cursor])
                cursor = text.index(after: cursor)
            }
            if !digits.isEmpty, cursor < text.endIndex, text[cursor] == "$" {
                position = Int(digits).map { $0 - 1 }
                cursor = text.index(after: cursor)
            } else {
                cursor = index
            }
            guard cursor < text.endIndex, text[cursor] == "s" else {
                result.append("%")
                continue
            }
            let argument = position ?? next
            if position == nil { next += 1 }
            guard arguments.indices.contains(argument) else {
                result += String(text[text.index(before: index)...cursor])
                index = text.index(after: cursor)
                continue
            }
            result += arguments[argument]
            index = text.index(after: cursor)
        }
        return result
    }
}
