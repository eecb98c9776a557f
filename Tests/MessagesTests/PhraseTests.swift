import Foundation
@testable import Messages
import Testing

/// A phrase keeps its English and its arguments, and is said in each reader's language
/// when read: the wall's problems are stored so, and the admin page says them in its visitor's.
struct PhraseTests {
    static func french() throws -> Words {
        let catalogue = try MessageCatalog(mo: Array(Data(contentsOf: MessageCatalogTests.compiled().mo)))
        return Words(language: LanguageTag("fr")!, catalogue: catalogue)
    }

    @Test func aPhraseIsSaidInEachLanguageWithItsArgumentsAndNestedPhrases() throws {
        let french = try Self.french()
        let next = Phrase.tr("Next: %1$s %2$s", .phrase(.trc("prayer", "Asr")), "15:02")
        #expect(next.text(french) == "Prochaine : 15:02, Asr (ʿaṣr)")
        #expect(next.text(.english) == "Next: Asr 15:02")
        #expect(next.description == "Next: Asr 15:02", "the log has the English")
        #expect(Phrase.tr("Not yet translated").text(french) == "Not yet translated", "English where the catalogue has no translation")
    }

    @Test func aVerbatimTextIsTheSameInEveryLanguageEvenWhenItLooksLikeAMessage() throws {
        let french = try Self.french()
        #expect(Phrase.verbatim("Today").text(french) == "Today", "a tool's own words are never looked up")
        #expect(Phrase.verbatim("100%s sure").text(french) == "100%s sure", "nor read as a format")
        #expect(Phrase.tr("Today").text(french) == "Aujourd’hui")
    }

    @Test func aPhraseStoredAsJSONReadsBackTheSame() throws {
        let phrase = Phrase.tr("Next: %1$s %2$s", .phrase(.trc("prayer", "Asr")), .phrase(.verbatim("15:02")))
        let read = try JSONDecoder().decode(Phrase.self, from: JSONEncoder().encode(phrase))
        #expect(read == phrase)
        #expect(read.text(try Self.french()) == "Prochaine : 15:02, Asr (ʿaṣr)")
    }
}
