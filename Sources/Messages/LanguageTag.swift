/// A language as `display.language` and a browser's Accept-Language name it: a BCP 47
/// tag (RFC 5646) such as `fr`, `ur`, `pt-BR` or `bs-Latn`, kept in its canonical case
/// (language lower case, script title case, region upper case).
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// The primary language subtag, lower case: `fr` of `fr-CA`.
    public let language: String
    /// The subtags after it in canonical case: `["Latn"]` of `bs-Latn`, `["BR"]` of `pt-BR`.
    public let subtags: [String]

    /// Reads a tag; nil unless it is letters and digits in subtags of 1 to 8 joined by `-` or
    /// `_` (gettext's folders use `_`), the first of 2 or 3 letters.
    public init?(_ text: String) {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        language = first.lowercased()
        subtags = parts.dropFirst().map { part in
            switch part.count {
            case 4 where part.allSatisfy(\.isLetter): part.prefix(1).uppercased() + part.dropFirst().lowercased()
            case 2 where part.allSatisfy(\.isLetter): part.uppercased()
            default: part.lowercased()
            }
        }
    }

    /// `pt-BR`.
    public var description: String { ([language] + subtags).joined(separator: "-") }

    /// The names a catalogue for this tag may have, the most specific first, as gettext's
    /// folders write them: `pt_BR`, `pt` for `pt-BR` (RFC 4647 §3.4, lookup by truncation).
    public var catalogueNames: [String] {
        (0...subtags.count).reversed().map { count in ([language] + subtags.prefix(count)).joined(separator: "_") }
    }

    /// Whether the language is written right to left: Arabic, Persian, Urdu, Pashto, Sindhi,
    /// Kurdish (Sorani), Uyghur, Dhivehi, Hebrew and Yiddish in their usual scripts (CLDR's
    /// `characterOrder` of each locale); a Latin or Cyrillic script subtag turns it left to right.
    public var isRightToLeft: Bool {
        if subtags.contains(where: { ["Latn", "Cyrl"].contains($0) }) { return false }
        return ["ar", "fa", "ur", "ps", "sd", "ckb", "ug", "dv", "he", "yi"].contains(language) || subtags.contains { ["Arab", "Hebr"].contains($0) }
    }

    /// `rtl` or `ltr`, for a page's `dir`.
    public var direction: String { isRightToLeft ? "rtl" : "ltr" }

    // invariant: two ASCII letters are a tag.
    public static let english = LanguageTag("en")!
    public static let arabic = LanguageTag("ar")!
}
