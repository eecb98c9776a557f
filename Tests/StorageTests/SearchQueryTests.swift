import Testing
@testable import Storage

struct SearchQueryTests {
    /// Words of Arabic with harakat, English and punctuation, joined by runs of spaces
    /// (a word never starts with a combining mark, as in the texts).
    static func randomText(using random: inout some RandomNumberGenerator) -> String {
        let starts = ["ق", "ا", "ل", "ر", "س", "و", "ﷺ", "a", "B", "(", "«", "1", "é"]
        let rests = ["َ", "ُ", "ِ", "ّ", "ْ", "ٰ", "ل", "ه", "ة", "x", "y", ".", "\u{0301}", "ً"]
        let words = (0..<Int.random(in: 0..<40, using: &random)).map { _ in
            starts.randomElement(using: &random)! + (0..<Int.random(in: 0..<6, using: &random)).map { _ in rests.randomElement(using: &random)! }.joined()
        }
        return words.map { $0 + String(repeating: " ", count: Int.random(in: 1...3, using: &random)) }.joined()
            .dropLast(Int.random(in: 0...1, using: &random)).description
    }

    @Test func anExcerptIsTheFirstWordsBetweenSpacesWithAnEllipsisWhenThereAreMore() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let text = Self.randomText(using: &random)
            let words = Int.random(in: 1...20, using: &random)
            let all = text.split(separator: " ")
            let expected = all.prefix(words).joined(separator: " ") + (all.count > words ? " …" : "")
            #expect(SearchQuery.excerpt(text, words: words) == expected, "\(text) \(words)")
        }
        #expect(SearchQuery.excerpt("  إِنَّمَا  الأَعْمَالُ بِالنِّيَّاتِ ", words: 2) == "إِنَّمَا الأَعْمَالُ …")
    }
}
