import FoundationEssentials
import Scripture
import SQLite

/// Search over the Quran: Arabic in any common spelling, translations by whole words.
extension QuranStore {
    /// What marks a matched word in a translation's snippet: white square brackets,
    /// which no imported translation uses (the corpus test checks), so they never
    /// collide with a translation's own [ ] or « ».
    public static let highlight = (open: "⟦", close: "⟧")

    /// Full-text search: Arabic queries (any Arabic letter) over the normalised
    /// Arabic and its standard spelling, others over the given translations.
    /// Words in double quotes must appear as that phrase. Arabic words match as
    /// prefixes (the script attaches endings), translation words as whole words
    /// (with English stemming). Ranked by FTS5's bm25, with ayahs where all the
    /// words appear as one phrase first, then those with the words as typed, then,
    /// for Arabic, those with the words under another article or particle
    /// (`ArabicNormalizer.searchVariants`: صلاة, الصلاة and بالصلاة find the same ayahs).
    /// An ayah known by a name the query gives ("Ayat al-Kursi", "throne") comes first,
    /// its snippet starting with the name (`NamedPassages`).
    public func search(_ query: String, translations codes: [String], limit: Int = 20) throws -> [SearchHit] {
        let isArabic = SearchQuery.isArabic(query)
        let parsed = SearchQuery.parse(isArabic ? ArabicNormalizer.normalize(ArabicNormalizer.spelledOut(query)) : query)
        guard !parsed.isEmpty else { return [] }
        var hits = try namedHits(query, arabic: isArabic, codes: codes)
        var seen = Set(hits.map(\.reference))
        if !isArabic && codes.isEmpty { return hits }
        // The words as one phrase first, then all of them anywhere.
        let anyForm = isArabic ? parsed.matchAnyForm(ArabicNormalizer.searchVariants) : nil
        for match in [parsed.phraseFirst(prefix: isArabic), parsed.match(prefix: isArabic), anyForm].compactMap({ $0 }) where hits.count < limit {
            for hit in try search(match: match, arabic: isArabic, codes: codes, limit: limit) where !seen.contains(hit.reference) {
                seen.insert(hit.reference)
                hits.append(hit)
            }
        }
        return Array(hits.prefix(limit))
    }

    /// For an English query: the query with each word that no given translation has
    /// replaced by the translations' nearest word ("mercifull" → "merciful"); nil when
    /// there is nothing to suggest. Meant for a search that found nothing.
    public func suggestion(for query: String, translations codes: [String]) throws -> String? {
        guard !codes.isEmpty else { return nil }
        let placeholders = Array(repeating: "?", count: codes.count).joined(separator: ", ")
        let texts = try database.writer.read { db in
            try db.values(String.self, "SELECT text FROM translationAyah WHERE code IN (\(placeholders))", SQLiteArguments(codes))
        }
        return SpellingSuggestion.corrected(query) { word in SpellingSuggestion.vocabulary(of: texts, near: word) }
    }

    /// The ayahs `query` names (`NamedPassages`), as hits that start with the name and
    /// go on with the first translation's words (the Arabic for an Arabic query).
    private func namedHits(_ query: String, arabic: Bool, codes: [String]) throws -> [SearchHit] {
        let named = NamedPassages.matching(query).compactMap { passage -> (String, AyahReference)? in
            guard case .ayah(let reference) = passage.place else { return nil }
            return (passage.name, reference)
        }
        guard !named.isEmpty else { return [] }
        return try database.writer.read { db in
            try named.compactMap { name, reference in
                guard let row = try db.row("""
                    SELECT a.juz, a.text, l.page, t.text AS translated FROM ayah a
                    LEFT JOIN ayahLayout l ON l.surah = a.surah AND l.ayah = a.ayah
                    LEFT JOIN translationAyah t ON t.code = ? AND t.surah = a.surah AND t.ayah = a.ayah
                    WHERE a.surah = ? AND a.ayah = ?
                    """, [codes.first, reference.surah, reference.ayah]) else { return nil }
                let translated: String? = arabic ? nil : try row.value("translated")
                let text: String = try translated ?? row.value("text")
                return SearchHit(reference: reference, snippet: name + " — " + SearchQuery.excerpt(text, words: 14),
                                 juz: try row.value("juz"), page: try row.value("page"))
            }
        }
    }

    private func search(match: String, arabic: Bool, codes: [String], limit: Int) throws -> [SearchHit] {
        try database.writer.read { db in
            if arabic {
                return try db.rows("""
                    SELECT ayah.surah, ayah.ayah, ayah.juz, ayah.text, l.page FROM ayahSearch JOIN ayah ON ayah.id = ayahSearch.rowid
                    LEFT JOIN ayahLayout l ON l.surah = ayah.surah AND l.ayah = ayah.ayah
                    WHERE ayahSearch MATCH ? ORDER BY bm25(ayahSearch) LIMIT ?
                    """, [match, limit]).map { row in
                    try SearchHit(reference: AyahReference(surah: row.value("surah"), ayah: row.value("ayah")),
                                  snippet: SearchQuery.excerpt(try row.value("text"), words: 14),
                                  juz: row.value("juz"), page: row.value("page"))
                }
            }
            let placeholders = Array(repeating: "?", count: codes.count).joined(separator: ", ")
            var arguments: SQLiteArguments = [match]
            for code in codes { arguments += [code] }
            arguments += [limit]
            return try db.rows("""
                SELECT t.surah, t.ayah, a.juz, l.page,
                       snippet(translationSearch, 0, '\(Self.highlight.open)', '\(Self.highlight.close)', '…', 14) AS snippet
                FROM translationSearch JOIN translationAyah t ON t.id = translationSearch.rowid
                LEFT JOIN ayah a ON a.surah = t.surah AND a.ayah = t.ayah
                LEFT JOIN ayahLayout l ON l.surah = t.surah AND l.ayah = t.ayah
                WHERE translationSearch MATCH ? AND t.code IN (\(placeholders))
                ORDER BY bm25(translationSearch) LIMIT ?
                """, arguments).map { row in
                try SearchHit(reference: AyahReference(surah: row.value("surah"), ayah: row.value("ayah")),
                              snippet: row.value("snippet"), juz: row.value("juz"), page: row.value("page"))
            }
        }
    }
}
