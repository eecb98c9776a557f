import FoundationEssentials

/// "Did you mean": for an English word that finds nothing, the nearest word of the
/// corpus's own vocabulary (the translations', the hadith editions'), never a word
/// from elsewhere.
public enum SpellingSuggestion {
    /// How many edits a word may be from its suggestion: one up to four letters, two beyond.
    static func allowedEdits(_ word: String) -> Int { word.count <= 4 ? 1 : 2 }

    /// The optimal-string-alignment distance between two words: insertions, deletions,
    /// substitutions and swaps of two neighbouring letters each count one (the
    /// restricted Damerau–Levenshtein distance: F. J. Damerau, "A technique for computer
    /// detection and correction of spelling errors", CACM 7(3), 1964; V. I. Levenshtein,
    /// 1966). `limit + 1` once the distance is known to pass `limit`.
    static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowBest = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, twoBack[j - 2] + 1) }
                current[j] = best
                rowBest = min(rowBest, best)
            }
            if rowBest > limit { return limit + 1 }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return min(previous[b.count], limit + 1)
    }

    /// The vocabulary's word nearest to `word` within the allowed edits: the fewest
    /// edits, then the word in the most documents, then the first alphabetically; nil
    /// when the word is in the vocabulary itself or nothing is near enough.
    public static func nearest(to word: String, in vocabulary: [String: Int]) -> String? {
        let typed = Array(word.lowercased())
        guard vocabulary[String(typed)] == nil else { return nil }
        let limit = allowedEdits(word)
        var best: (word: String, edits: Int, documents: Int)?
        for (candidate, documents) in vocabulary {
            let edits = distance(typed, Array(candidate), limit: limit)
            guard edits <= limit else { continue }
            if let current = best,
               (current.edits, -current.documents, current.word) <= (edits, -documents, candidate) { continue }
            best = (candidate, edits, documents)
        }
        return best?.word
    }

    /// The words of texts, lowercased, each with the number of texts it is in; only
    /// words that begin as `word` does and are near its length, the only ones
    /// `nearest` could choose (a misspelling rarely changes the first letter).
    static func vocabulary(of texts: some Sequence<String>, near word: String) -> [String: Int] {
        let typed = word.lowercased()
        guard let first = typed.unicodeScalars.first else { return [:] }
        let lengths = (typed.count - allowedEdits(typed))...(typed.count + allowedEdits(typed))
        var counts: [String: Int] = [:]
        for text in texts {
            var seen = Set<String>()
            // Words are runs of letters and digits, as `SearchQuery.terms` reads them;
            // only a run that starts with the word's first letter is collected.
            var term = String.UnicodeScalarView()
            var inWord = false
            var collecting = false
            func endWord() {
                defer { (term, inWord, collecting) = (String.UnicodeScalarView(), false, false) }
                guard collecting else { return }
                let candidate = String(term).lowercased()
                if lengths.contains(candidate.count), seen.insert(candidate).inserted { counts[candidate, default: 0] += 1 }
            }
            for scalar in text.unicodeScalars {
                guard scalar.properties.isAlphabetic || scalar.properties.numericType != nil else {
                    if inWord { endWord() }
                    continue
                }
                if !inWord {
                    inWord = true
                    collecting = scalar.properties.lowercaseMapping.unicodeScalars.first == first
                }
                if collecting { term.append(scalar) }
            }
            endWord()
        }
        return counts
    }
}

extension SpellingSuggestion {
    /// The query's words with each one the vocabulary lacks replaced by its nearest
    /// word (`vocabularyNear` gives the words near one); nil for an Arabic query or
    /// when no word has a suggestion.
    static func corrected(_ query: String, vocabularyNear: (String) throws -> [String: Int]) rethrows -> String? {
        guard !SearchQuery.isArabic(query) else { return nil }
        let words = SearchQuery.terms(query.lowercased())
        var changed = false
        var corrected: [String] = []
        for word in words {
            if let nearest = nearest(to: word, in: try vocabularyNear(word)) {
                corrected.append(nearest)
                changed = true
            } else {
                corrected.append(word)
            }
        }
        return changed ? corrected.joined(separator: " ") : nil
    }
}
