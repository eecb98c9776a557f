import FileFormats
import FoundationEssentials

/// A hadith as a numbered source gives it: its standard number (nil where the
/// source's numbers are not the standard ones), where it has them its book and
/// place in the book, and its Arabic text. Sources list hadiths in their order.
public struct NumberedHadith: Sendable, Equatable {
    public let number: String?
    public let book: Int?
    public let inBookNumber: Int?
    public let arabic: String

    public init(number: String?, book: Int?, inBookNumber: Int?, arabic: String) {
        self.number = number
        self.book = book
        self.inBookNumber = inBookNumber
        self.arabic = arabic
    }
}

/// Gives a package's hadiths their standard numbers by matching their Arabic text
/// against a source that carries those numbers.
///
/// Texts are compared as words of letters only (`ArabicNormalizer`, punctuation
/// and marks removed), by the share of words two texts have in common (counted
/// with repeats, over the longer text). A hadith takes a numbered text when that
/// share is at least `threshold` and clearly ahead of the next candidate. Where
/// several numbered texts are the same (short reports that repeat a chain "with
/// the like of it"), the one whose number lies between the numbers of the matched
/// hadiths around it in the same book is taken; if that does not single one out,
/// the hadith keeps no standard number, unless the equal texts follow one another in
/// the source: then they are one entry under several numbers (sunnah.com prints
/// "Sahih al-Bukhari 272, 273" over one text), and the hadith takes them all. No
/// number is given twice.
public enum HadithNumbering {
    /// The least share of common words for a match.
    public static let threshold = 0.8
    /// How far the best candidate must be ahead of the second to count as clear.
    static let margin = 0.05

    /// How many of a collection's hadiths matched the source, and how many of them
    /// took a standard number from it.
    public struct Report: Sendable, Equatable {
        public let collection: String
        public let matched: Int
        public let standard: Int
        public let total: Int

        public var rate: Double { total == 0 ? 0 : Double(matched) / Double(total) }
        public var text: String {
            let share = NumberText.fixed(rate * 100, decimals: 1)
            if standard > 0 { return "\(collection): standard numbers for \(standard) of \(total) hadiths (\(share) %)" }
            return "\(collection): \(matched) of \(total) hadiths (\(share) %) matched for their in-book references; "
                + "the source's numbers are not the standard ones, so hadiths are cited by their place in the book"
        }
    }

    /// The hadiths with `standardNumber` (and `inBookNumber` where the source has
    /// one) set where their text matched, and the report.
    public static func apply(to hadiths: [Hadith], from numbered: [NumberedHadith]) -> (hadiths: [Hadith], report: Report) {
        let (matches, runs) = match(hadiths.map(\.arabic), chapters: hadiths.map(\.chapter), against: numbered)
        var result = hadiths
        for (index, referenceIndex) in matches {
            result[index].standardNumber = numbered[referenceIndex].number
            result[index].additionalNumbers = (runs[index] ?? []).compactMap { numbered[$0].number }
            if let inBook = numbered[referenceIndex].inBookNumber, numbered[referenceIndex].book == hadiths[index].chapter {
                result[index].inBookNumber = inBook
            }
        }
        let collection = hadiths.first?.collection ?? ""
        let standard = matches.values.filter { numbered[$0].number != nil }.count
        return (result, Report(collection: collection, matched: matches.count, standard: standard, total: hadiths.count))
    }

    /// Letters-only words of an Arabic text.
    static func words(_ text: String) -> [Substring] {
        let folded = ArabicNormalizer.normalize(text)
        return Substring(folded).split(whereSeparator: { character in !character.isLetter })
    }

    /// The share of words two texts have in common, counted with repeats, over the longer text.
    static func similarity(_ lhs: [Substring: Int], _ lhsCount: Int, _ rhs: [Substring: Int], _ rhsCount: Int) -> Double {
        var common = 0
        for (word, count) in lhs { common += min(count, rhs[word] ?? 0) }
        return Double(common) / Double(max(lhsCount, rhsCount, 1))
    }

    /// Index of each matched text → index of its numbered text.
    /// Index of each matched text → index of its numbered text, and for a text that
    /// took a run of equal numbered texts, the run's other indices.
    static func match(_ texts: [String], chapters: [Int], against numbered: [NumberedHadith]) -> (assigned: [Int: Int], runs: [Int: [Int]]) {
        let referenceWords = numbered.map { words($0.arabic) }
        let referenceBags = referenceWords.map(bag)
        var postings: [Substring: [Int]] = [:]
        for (index, bag) in referenceBags.enumerated() {
            for word in bag.keys { postings[word, default: []].append(index) }
        }
        // For each text: the candidates at or above the threshold, best first.
        var candidates: [[(reference: Int, score: Double)]] = []
        for text in texts {
            let words = words(text)
            let textBag = bag(words)
            // The rarest words of the text pick the candidates to compare.
            let known: [(word: Substring, postings: [Int])] = textBag.keys.compactMap { word in postings[word].map { (word, $0) } }
            // Ties are broken by the word itself, so that the result does not depend on hashing order.
            let rare = known.sorted { lhs, rhs in
                lhs.postings.count != rhs.postings.count ? lhs.postings.count < rhs.postings.count : lhs.word < rhs.word
            }.prefix(6)
            var hits: [Int: Int] = [:]
            for entry in rare { for reference in entry.postings { hits[reference, default: 0] += 1 } }
            let pool = hits.sorted { lhs, rhs in lhs.value != rhs.value ? lhs.value > rhs.value : lhs.key < rhs.key }.prefix(24)
            var scored: [(reference: Int, score: Double)] = []
            for (reference, _) in pool {
                let score = similarity(textBag, words.count, referenceBags[reference], referenceWords[reference].count)
                if score >= threshold { scored.append((reference, score)) }
            }
            scored.sort { lhs, rhs in lhs.score != rhs.score ? lhs.score > rhs.score : lhs.reference < rhs.reference }
            candidates.append(scored)
        }
        var assigned: [Int: Int] = [:]
        for (index, list) in candidates.enumerated() {
            guard let best = list.first else { continue }
            if list.count == 1 || best.score - list[1].score >= margin { assigned[index] = best.reference }
        }
        dropOutOfOrder(&assigned, chapters: chapters, numbered: numbered)
        let runs = resolveTies(&assigned, candidates: candidates, chapters: chapters, numbered: numbered)
        let kept = keepingEachNumberOnce(assigned, candidates: candidates)
        let taken = Set(kept.values)
        return (kept, runs.filter { kept[$0.key] != nil }.mapValues { $0.filter { !taken.contains($0) } })
    }

    static func bag(_ words: [Substring]) -> [Substring: Int] {
        var counts: [Substring: Int] = [:]
        for word in words { counts[word, default: 0] += 1 }
        return counts
    }

    /// Within a book, the source's order rises with the package's. Matches outside
    /// the longest rising run of their book are dropped.
    static func dropOutOfOrder(_ assigned: inout [Int: Int], chapters: [Int], numbered: [NumberedHadith]) {
        let byChapter = Dictionary(grouping: assigned.keys.sorted(), by: { chapters[$0] })
        for indices in byChapter.values {
            let values = indices.map { assigned[$0] ?? 0 }
            let keep = Set(longestRisingRun(values).map { indices[$0] })
            for index in indices where !keep.contains(index) { assigned[index] = nil }
        }
    }

    /// Positions of a longest strictly rising subsequence (patience sorting).
    static func longestRisingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: [Int] = []
        var position = tails.last ?? -1
        while position >= 0 { run.append(position); position = previous[position] }
        return run.reversed()
    }

    /// For a text with several equally good candidates, the one that comes between
    /// the matched neighbours in its book in the source's order, when exactly one does;
    /// when those between are a run of neighbours in the source (one entry under
    /// several numbers), the first, with the others returned as the text's run.
    @discardableResult
    static func resolveTies(_ assigned: inout [Int: Int], candidates: [[(reference: Int, score: Double)]], chapters: [Int],
                            numbered: [NumberedHadith]) -> [Int: [Int]] {
        var runs: [Int: [Int]] = [:]
        for index in candidates.indices where assigned[index] == nil && candidates[index].count > 1 {
            let best = candidates[index][0].score
            let tied = candidates[index].filter { best - $0.score < margin }
            let lower = stride(from: index - 1, through: 0, by: -1).first { chapters[$0] == chapters[index] && assigned[$0] != nil }
                .flatMap { assigned[$0] } ?? -1
            let upper = (index + 1 ..< candidates.count).first { chapters[$0] == chapters[index] && assigned[$0] != nil }
                .flatMap { assigned[$0] } ?? numbered.count
            let between = tied.map(\.reference).filter { lower < $0 && $0 < upper }.sorted()
            guard let first = between.first, let last = between.last else { continue }
            if between.count == 1 || last - first == between.count - 1 {
                assigned[index] = first
                if between.count > 1 { runs[index] = Array(between.dropFirst()) }
            }
        }
        return runs
    }

    /// A numbered text given to several hadiths stays only with the closest match,
    /// and with none when two are equally close.
    static func keepingEachNumberOnce(_ assigned: [Int: Int], candidates: [[(reference: Int, score: Double)]]) -> [Int: Int] {
        let byReference = Dictionary(grouping: assigned.keys, by: { assigned[$0] ?? -1 })
        var result: [Int: Int] = [:]
        for (reference, indices) in byReference {
            let scored = indices.map { index in
                (index, candidates[index].first { $0.reference == reference }?.score ?? 0)
            }.sorted { $0.1 > $1.1 }
            if scored.count == 1 || scored[0].1 > scored[1].1 { result[scored[0].0] = reference }
        }
        return result
    }
}
