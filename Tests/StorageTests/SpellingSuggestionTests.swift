import Foundation
import Testing
@testable import Storage

/// "Did you mean" from the corpus's own words.
struct SpellingSuggestionTests {
    func distance(_ a: String, _ b: String, limit: Int = 2) -> Int { SpellingSuggestion.distance(Array(a), Array(b), limit: limit) }

    @Test func eachInsertionDeletionSubstitutionOrSwapIsOneEdit() {
        #expect(distance("mercifull", "merciful") == 1)
        #expect(distance("mercful", "merciful") == 1)
        #expect(distance("morciful", "merciful") == 1)
        #expect(distance("mecriful", "merciful") == 1, "two neighbouring letters swapped")
        #expect(distance("patiense", "patience") == 1)
        #expect(distance("prayr", "prayer") == 1)
        #expect(distance("merciful", "merciful") == 0)
        #expect(distance("mrcfl", "merciful") == 3, "past the limit: limit + 1")
        #expect(distance("mercy", "merciful", limit: 2) == 3)
        #expect(distance("", "abc") == 3 && distance("ab", "", limit: 5) == 2)
    }

    @Test func theNearestWordWinsThenTheCommonerThenTheFirstAlphabetically() {
        let vocabulary = ["merciful": 300, "mercifully": 2, "mercy": 500]
        #expect(SpellingSuggestion.nearest(to: "Mercifull", in: vocabulary) == "merciful")
        #expect(SpellingSuggestion.nearest(to: "merciful", in: vocabulary) == nil, "a word the corpus has needs no suggestion")
        #expect(SpellingSuggestion.nearest(to: "mercifly", in: ["mercifully": 2, "merciful": 300]) == "merciful", "both one edit: the commoner")
        #expect(SpellingSuggestion.nearest(to: "bat", in: ["cat": 5, "hat": 5]) == "cat")
        #expect(SpellingSuggestion.nearest(to: "xyzzy", in: vocabulary) == nil)
        #expect(SpellingSuggestion.nearest(to: "cot", in: ["coast": 9]) == nil, "a short word may be one edit away, no more")
    }

    @Test func theVocabularyHoldsTheTextsWordsThatCouldBeChosenCountedByText() {
        let texts = ["The Merciful, the Especially Merciful.", "Mercy and MERCIFUL, merciful again", "Nothing here", "merchants'"]
        let vocabulary = SpellingSuggestion.vocabulary(of: texts, near: "mercifull")
        #expect(vocabulary == ["merciful": 2, "merchants": 1], "\(vocabulary)")
    }

    @Test func aQueryIsCorrectedWordByWordAndAnArabicOneNotAtAll() {
        let words = ["prayer": 10, "fasting": 4, "patience": 3]
        func near(_ word: String) -> [String: Int] { words }
        #expect(SpellingSuggestion.corrected("prayr and fastng", vocabularyNear: near) == "prayer and fasting")
        #expect(SpellingSuggestion.corrected("prayer", vocabularyNear: near) == nil)
        #expect(SpellingSuggestion.corrected("الصلاه", vocabularyNear: near) == nil)
    }
}
