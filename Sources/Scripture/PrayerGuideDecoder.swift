import FoundationEssentials

/// Reads `Assets/guides/prayer-guides.json` (schema in docs/prayer-guides.md) and
/// refuses a file with anything missing: every guide, step and recitation must be
/// complete, every reference must resolve, and every source must be named.
public enum PrayerGuideDecoder {
    public static let schemaVersion = 1

    public static func decode(_ data: Data, file: String) throws(ScriptureImportError) -> PrayerGuideBook {
        let raw: RawBook
        do {
            raw = try JSONDecoder().decode(RawBook.self, from: data)
        } catch {
            throw ScriptureImportError(file: file, message: "does not match the guide schema: \(error)")
        }
        var problems: [String] = []
        if raw.schemaVersion != schemaVersion {
            problems.append("schemaVersion: expected \(schemaVersion), got \(raw.schemaVersion)")
        }
        let sourceIDs = Set(raw.sources.map(\.id))
        func citations(_ list: [RawCitation], at path: String) -> [GuideCitation] {
            if list.isEmpty { problems.append("\(path): at least one citation is required") }
            return list.enumerated().map { index, citation in
                if !sourceIDs.contains(citation.source) {
                    problems.append("\(path).citations[\(index)]: unknown source \"\(citation.source)\"")
                }
                if citation.cite.isEmpty { problems.append("\(path).citations[\(index)]: cite is empty") }
                return GuideCitation(source: citation.source, cite: citation.cite, check: citation.check?.resolved)
            }
        }
        var recitations: [String: GuideRecitation] = [:]
        for (id, entry) in raw.recitations {
            let path = "recitations.\(id)"
            let passage = entry.quran.flatMap(QuranPassage.init)
            if let text = entry.quran, passage == nil { problems.append("\(path).quran: expected S:A or S:A-B, got \"\(text)\"") }
            if entry.arabic?.isEmpty ?? (passage == nil) { problems.append("\(path): arabic (or a quran passage) is required") }
            if entry.transliteration.isEmpty { problems.append("\(path).transliteration is empty") }
            if entry.meaning?.isEmpty ?? (passage == nil) { problems.append("\(path): meaning (or a quran passage) is required") }
            recitations[id] = GuideRecitation(id: id, arabic: entry.arabic, quran: passage, transliteration: entry.transliteration,
                                              meaning: entry.meaning, citations: citations(entry.citations, at: path))
        }
        var steps: [String: GuideStep] = [:]
        for (id, entry) in raw.steps {
            let path = "steps.\(id)"
            if entry.position.isEmpty { problems.append("\(path).position is empty") }
            if entry.action.isEmpty { problems.append("\(path).action is empty") }
            if entry.notes.isEmpty || entry.notes.contains(where: \.isEmpty) { problems.append("\(path).notes: at least one note, none empty") }
            let said = entry.recitations.compactMap { reference -> GuideRecitation? in
                if recitations[reference] == nil { problems.append("\(path).recitations: unknown recitation \"\(reference)\"") }
                return recitations[reference]
            }
            steps[id] = GuideStep(id: id, position: entry.position, action: entry.action, recitations: said, notes: entry.notes,
                                  citations: citations(entry.citations, at: path))
        }
        var guides: [PrayerGuide] = []
        for (index, entry) in raw.guides.enumerated() {
            let path = "guides[\(index)] (\(entry.prayer.rawValue), \(entry.tradition.rawValue))"
            let sections = entry.sections.map { section in
                GuideSection(title: section.title, note: section.note, steps: section.steps.compactMap { reference in
                    if steps[reference] == nil { problems.append("\(path) \(section.title): unknown step \"\(reference)\"") }
                    return steps[reference]
                })
            }
            let sunnah = entry.sunnah.map { item in
                SunnahPrayer(rakahs: item.rakahs, when: item.when, kind: item.kind, cite: item.cite,
                             checks: (item.check.map { [$0] } ?? []).map(\.resolved) + (item.checks ?? []).map(\.resolved), name: item.name)
            }
            let guide = PrayerGuide(prayer: entry.prayer, tradition: entry.tradition, obligatoryRakahs: entry.obligatoryRakahs,
                                    sunnah: sunnah, sections: sections)
            if guide.obligatoryRakahs != entry.prayer.obligatoryRakahs {
                problems.append("\(path).obligatoryRakahs: \(entry.prayer.name) has \(entry.prayer.obligatoryRakahs), got \(guide.obligatoryRakahs)")
            }
            if guide.rakahsWalkedThrough != guide.obligatoryRakahs {
                problems.append("\(path): the steps walk through \(guide.rakahsWalkedThrough) rak'ahs, not \(guide.obligatoryRakahs)")
            }
            if sunnah.contains(where: { !["before", "after"].contains($0.when) || $0.rakahs < 1 || $0.kind.isEmpty || $0.cite.isEmpty }) {
                problems.append("\(path).sunnah: each needs rakahs ≥ 1, when before/after, a kind and a cite")
            }
            guides.append(guide)
        }
        for tradition in GuideTradition.allCases {
            for prayer in GuidePrayer.allCases where guides.count(where: { $0.prayer == prayer && $0.tradition == tradition }) != 1 {
                problems.append("guides: expected exactly one \(prayer.rawValue) guide for \(tradition.rawValue)")
            }
        }
        let notes = raw.closingNotes.map { ClosingNote(title: $0.title, traditions: $0.traditions, text: $0.text, cite: $0.cite) }
        for tradition in GuideTradition.allCases where notes.allSatisfy({ !$0.traditions.contains(tradition) }) {
            problems.append("closingNotes: none for \(tradition.rawValue)")
        }
        if !problems.isEmpty {
            throw ScriptureImportError(file: file, message: problems.sorted().joined(separator: "; "))
        }
        return PrayerGuideBook(sources: raw.sources.map { GuideSource(id: $0.id, title: $0.title, detail: $0.detail) },
                               guides: guides, closingNotes: notes)
    }

    // MARK: - The file's shape

    private struct RawBook: Decodable {
        let schemaVersion: Int
        let sources: [RawSource]
        let recitations: [String: RawRecitation]
        let steps: [String: RawStep]
        let guides: [RawGuide]
        let closingNotes: [RawClosingNote]
    }

    private struct RawSource: Decodable {
        let id, title, detail: String
    }

    private struct RawCheck: Decodable {
        let collection: String
        let number: String
        /// A phrase, or `arabic` for the recitation's own Arabic.
        let contains: String
        let gradeEvidence: String?

        var resolved: HadithCheck { HadithCheck(collection: collection, number: number, phrase: contains, gradeEvidence: gradeEvidence) }
    }

    private struct RawCitation: Decodable {
        let source: String
        let cite: String
        let check: RawCheck?
    }

    private struct RawRecitation: Decodable {
        let arabic: String?
        let quran: String?
        let transliteration: String
        let meaning: String?
        let citations: [RawCitation]
    }

    private struct RawStep: Decodable {
        let position, action: String
        let recitations: [String]
        let notes: [String]
        let citations: [RawCitation]
    }

    private struct RawSunnah: Decodable {
        let rakahs: Int
        let when, kind, cite: String
        let name: String?
        let check: RawCheck?
        let checks: [RawCheck]?
    }

    private struct RawSection: Decodable {
        let title: String
        let note: String?
        let steps: [String]
    }

    private struct RawGuide: Decodable {
        let prayer: GuidePrayer
        let tradition: GuideTradition
        let obligatoryRakahs: Int
        let sunnah: [RawSunnah]
        let sections: [RawSection]
    }

    private struct RawClosingNote: Decodable {
        let title: String
        let traditions: [GuideTradition]
        let text, cite: String
    }
}
