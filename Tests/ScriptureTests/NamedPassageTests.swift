import Foundation
import Testing
@testable import Scripture

/// Names people ask for passages by (`NamedPassages`); that each reference holds the
/// passage is checked against the imported texts in `NamedPassageCorpusTests`.
struct NamedPassageTests {
    static func names(_ query: String) -> [String] { NamedPassages.matching(query).map(\.name) }

    @Test(arguments: [("throne", "Ayat al-Kursi"), ("Ayat al-Kursi", "Ayat al-Kursi"), ("ayatul kursi", "Ayat al-Kursi"),
                      ("آية الكرسي", "Ayat al-Kursi"), ("the Throne Verse", "Ayat al-Kursi"), ("light verse", "the Light Verse"),
                      ("Ayat an-Nur", "the Light Verse"), ("intention", "Actions are by intentions"),
                      ("actions are by intentions", "Actions are by intentions"), ("إنما الأعمال بالنيات", "Actions are by intentions"),
                      ("hadith of Jibril", "The hadith of Jibril"), ("hijab", "the Verse of the Veil")])
    func aPassageIsFoundByTheNamesPeopleGiveIt(_ query: String, _ name: String) {
        #expect(Self.names(query) == [name])
    }

    @Test(arguments: ["good", "five", "islam", "the", "verse", "hadith", "two", "faith", "لا", "mercy"])
    func aCommonWordOrAConnectiveAloneNamesNothing(_ query: String) {
        #expect(Self.names(query).isEmpty, "\(query)")
    }

    @Test func everyPassageHasASourceAndNoTwoShareAPlace() {
        #expect(NamedPassages.all.allSatisfy { !$0.source.isEmpty && !$0.otherNames.isEmpty })
        #expect(Set(NamedPassages.all.map { "\($0.place)" }).count == NamedPassages.all.count)
    }

    /// Words as Foundation makes them: folded, normalised, apostrophes dropped, split at
    /// anything but `CharacterSet.alphanumerics` (the implementation before the ASCII path).
    static func foundationWords(_ text: String) -> [String] {
        ArabicNormalizer.normalize(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
            .replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "’", with: "").replacingOccurrences(of: "`", with: "")
            .components(separatedBy: CharacterSet.alphanumerics.inverted).filter { !$0.isEmpty }
    }

    /// Foundation (with ICU) is the reference `TextFolding` is held to, on text people
    /// type: letters with their accents composed or not. Where the two differ, a lone
    /// combining mark after a number letter or punctuation ("Ⅻ" or "’" and U+0301), which
    /// Foundation keeps or drops by rules of its own and `TextFolding` drops, is not among
    /// the pieces.
    @Test func namesAndQueriesSplitIntoTheWordsFoundationFinds() {
        let names = NamedPassages.all.flatMap { [$0.name] + $0.otherNames }
        var random = SystemRandomNumberGenerator()
        let pieces = ["Ayat", "al-Kursi", "a'mal", "’", "`", "É", "é", "ß", "Straße", "İ", "ﷺ", "٣", "3", "½", "إِنَّمَا", "آية", "-", " ", "  ",
                      ",", "(", "e\u{0301}", "ﻻ", "ǅ", "x", "NIYYAT", "\t", "ä", "ø", "\u{200F}",
                      "Āyat al-Kursī", "Ṣaḥīḥ", "ﬁ", "ς", "Å", "Ω", "ẞ", "Ж", "Ա", "ٱ", "ـ", "۰"]
        let queries = (0..<3000).map { _ in (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
        for text in names + queries {
            #expect(NamedPassages.words(of: text) == Self.foundationWords(text), "\(text)")
        }
    }
}
