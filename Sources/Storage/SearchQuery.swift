import FileFormats
import FoundationEssentials

/// Turning what a person types into an FTS5 query.
struct SearchQuery {
    /// Quoted phrases, each as its words.
    var phrases: [[String]] = []
    /// The words outside quotes.
    var words: [String] = []

    var isEmpty: Bool { phrases.isEmpty && words.isEmpty }

    /// Splits a query at double quotes (straight or curly): inside them a phrase,
    /// outside single words.
    static func parse(_ query: String) -> SearchQuery {
        var result = SearchQuery()
        let pieces = query.split(omittingEmptySubsequences: false, whereSeparator: { "\"“”".contains($0) })
        for (index, piece) in pieces.enumerated() {
            let words = terms(String(piece))
            if index.isMultiple(of: 2) || index == pieces.count - 1 && pieces.count.isMultiple(of: 2) {
                result.words += words
            } else if !words.isEmpty {
                result.phrases.append(words)
            }
        }
        return result
    }

    /// Words as one FTS5 string, `"the lord"`; with `prefix`, its last word a prefix (`"the lor"*`).
    private static func quoted(_ words: [String], prefix: Bool = false) -> String {
        "\"" + words.joined(separator: " ") + "\"" + (prefix ? "*" : "")
    }

    /// Every phrase and every word must match: `"the lord" AND "mercy"*`; a word with
    /// another spelling matches either (`("neighbour" OR "neighbor")`). The AND is
    /// written out: FTS5 takes "a" "b" as both, but not beside a parenthesised group.
    func match(prefix: Bool) -> String? {
        let parts = phrases.map { Self.quoted($0) } + words.map { Self.either($0, prefix: prefix) }
        return parts.isEmpty ? nil : parts.joined(separator: " AND ")
    }

    /// Every phrase as typed and every loose word as any of its forms (`variants`, each
    /// a prefix): `("صلاه"* OR "الصلاه"* OR …)`; nil when no word has another form, as
    /// the search as typed has then found everything already.
    func matchAnyForm(_ variants: (String) -> [String]) -> String? {
        guard let forms = Self.anyForm(words, variants: variants) else { return nil }
        return (phrases.map { Self.quoted($0) } + [forms]).joined(separator: " AND ")
    }

    /// Every term as any of its forms (`variants`, each a prefix); nil when none has another.
    static func anyForm(_ terms: [String], variants: (String) -> [String]) -> String? {
        let forms = terms.map(variants)
        guard forms.contains(where: { $0.count > 1 }) else { return nil }
        return forms.map { anyOf($0, prefix: true) }.joined(separator: " AND ")
    }

    /// A word, or the word or its other spelling (`EnglishSpelling`).
    private static func either(_ word: String, prefix: Bool) -> String {
        anyOf([word] + (EnglishSpelling.variant(of: word).map { [$0] } ?? []), prefix: prefix)
    }

    /// One form quoted, `"word"`, or several as alternatives, `("a" OR "b")`.
    private static func anyOf(_ forms: [String], prefix: Bool) -> String {
        let quotedForms = forms.map { quoted([$0], prefix: prefix) }
        return quotedForms.count == 1 ? quotedForms[0] : "(" + quotedForms.joined(separator: " OR ") + ")"
    }

    /// With two or more loose words, those words as one phrase (the best match);
    /// nil otherwise.
    func phraseFirst(prefix: Bool) -> String? {
        guard words.count >= 2 else { return nil }
        return (phrases.map { Self.quoted($0) } + [Self.quoted(words, prefix: prefix)]).joined(separator: " ")
    }

    /// Whether a query is searched in the Arabic text: it holds a letter of the Arabic block (U+0600–U+06FF).
    static func isArabic(_ query: String) -> Bool {
        query.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) }
    }

    /// Words of the query, without FTS5 operators or punctuation.
    static func terms(_ query: String) -> [String] {
        query.alphanumericWords()
    }

    /// Every term as a quoted prefix, `"mercy"* AND "lord"*`, either spelling of a word
    /// that has two (the hadith search).
    static func match(_ terms: [String]) -> String? {
        terms.isEmpty ? nil : terms.map { either($0, prefix: true) }.joined(separator: " AND ")
    }

    /// The first words of a text.
    ///
    /// Split by Unicode scalars, not Characters: comparing each grapheme of an Arabic
    /// text with " " goes through normalisation, measured at half of an Arabic hadith
    /// search's own time.
    static func excerpt(_ text: String, words: Int) -> String {
        let all = text.unicodeScalars.split(separator: " ")
        return all.prefix(words).map { String(Substring($0)) }.joined(separator: " ") + (all.count > words ? " …" : "")
    }
}
