import FoundationEssentials

/// The two traditions the guides are written for.
public enum GuideTradition: String, Sendable, CaseIterable, Codable {
    case sunni
    /// Ja'fari practice, after the rulings of al-Sistani's Islamic Laws.
    case shia

    public var label: String { self == .sunni ? "Sunni" : "Shia (Ja'fari)" }

    /// Whose rulings the guides follow, where the tradition's authorities differ among themselves.
    public var basis: String? {
        self == .shia ? "Following the rulings of al-Sistani's Islamic Laws; other maraji' differ in details." : nil
    }

    /// The other tradition (what `Tab` switches to).
    public var other: GuideTradition { self == .sunni ? .shia : .sunni }
}

/// The five daily prayers, as the guides name them.
public enum GuidePrayer: String, Sendable, CaseIterable, Codable {
    case fajr, dhuhr, asr, maghrib, isha

    public var name: String {
        switch self {
        case .fajr: "Fajr"
        case .dhuhr: "Dhuhr"
        case .asr: "Asr"
        case .maghrib: "Maghrib"
        case .isha: "Isha"
        }
    }

    /// Obligatory rak'ahs: 2, 4, 4, 3, 4, agreed by all schools.
    public var obligatoryRakahs: Int {
        switch self {
        case .fajr: 2
        case .maghrib: 3
        case .dhuhr, .asr, .isha: 4
        }
    }
}

/// A span of ayahs in one surah, such as `1:1-7` or `2:201`.
public struct QuranPassage: Sendable, Hashable, CustomStringConvertible {
    public let surah: Int
    public let ayahs: ClosedRange<Int>

    public init(surah: Int, ayahs: ClosedRange<Int>) {
        self.surah = surah
        self.ayahs = ayahs
    }

    /// Parses `S:A` or `S:A-B`.
    public init?(_ text: String) {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let surah = Int(parts[0]), (1...114).contains(surah) else { return nil }
        let bounds = parts[1].split(separator: "-").map { Int($0) }
        guard (1...2).contains(bounds.count), let first = bounds.first ?? nil, let last = bounds.last ?? nil,
              first >= 1, first <= last else { return nil }
        self.init(surah: surah, ayahs: first...last)
    }

    public var description: String {
        ayahs.count == 1 ? "\(surah):\(ayahs.lowerBound)" : "\(surah):\(ayahs.lowerBound)-\(ayahs.upperBound)"
    }
}

/// Where a hadith citation can be checked: a hadith of an imported collection, by
/// its standard number, whose Arabic or English contains a phrase.
public struct HadithCheck: Sendable, Equatable {
    /// The collection id: `bukhari`, `tirmidhi`, `abudawud`, …
    public let collection: String
    /// The standard number (sunnah.com and the printed editions), as cited.
    public let number: String
    /// Text that must appear in the hadith (diacritics aside, for Arabic).
    public let phrase: String
    /// Where the citation states a grade: the words in the hadith's own text that
    /// give it (al-Tirmidhi's verdict after the hadith), so the grade is the data's.
    public let gradeEvidence: String?
}

/// A source for a recitation, step or count, as shown to the reader.
public struct GuideCitation: Sendable, Equatable {
    /// One of the book's `sources`.
    public let source: String
    /// What the reader sees, for example "Jami' at-Tirmidhi 289".
    public let cite: String
    public let check: HadithCheck?
}

/// Words said during a step.
public struct GuideRecitation: Sendable, Equatable {
    public let id: String
    /// The Arabic; nil when it is a Quran passage taken whole from the imported Quran.
    public let arabic: String?
    /// The Quran passage this is, or is taken from.
    public let quran: QuranPassage?
    public let transliteration: String
    /// The English meaning; nil when it comes from the imported Quran's translation.
    public let meaning: String?
    public let citations: [GuideCitation]
}

/// One step of a prayer: where the body is, what to do and say, and notes.
public struct GuideStep: Sendable, Equatable {
    public let id: String
    public let position: String
    public let action: String
    public let recitations: [GuideRecitation]
    public let notes: [String]
    public let citations: [GuideCitation]

    /// The step that ends a rak'ah (its second prostration).
    public var endsRakah: Bool { id.hasSuffix("second-prostration") }

    /// Everything a search looks through, lower-cased.
    var searchableText: String {
        ([position, action] + notes + recitations.flatMap { [$0.transliteration, $0.meaning ?? ""] })
            .joined(separator: "\n").lowercased()
    }
}

/// A titled part of a guide, such as "Second rak'ah".
public struct GuideSection: Sendable, Equatable {
    public let title: String
    public let note: String?
    public let steps: [GuideStep]
}

/// Voluntary rak'ahs commonly prayed with an obligatory prayer (Sunni guides).
public struct SunnahPrayer: Sendable, Equatable {
    public let rakahs: Int
    /// `before` or `after` the obligatory prayer.
    public let when: String
    /// How it is classed, for example "emphasised (mu'akkadah)".
    public let kind: String
    /// Where the count is reported, as the reader sees it.
    public let cite: String
    /// The hadiths the citation names, each checked against the imported data.
    public let checks: [HadithCheck]

    /// The prayer's own name where it has one (`witr`, `nafilah`); its `kind` then
    /// says its standing whole, since a witr is not a sunnah for every school.
    public let name: String?

    /// "2 rak'ahs before: sunnah, emphasised (mu'akkadah)", or, for a named prayer,
    /// "3 rak'ahs after (witr): the last prayer of the night. Hanafi: necessary …".
    public var label: String {
        "\(rakahs) rak'ahs \(when)" + (name.map { " (\($0)): \(kind)" } ?? ": sunnah, \(kind)")
    }

    /// "2 before", or "witr after", for a list (a nafilah is listed by its rak'ahs).
    public var summary: String { "\(name == "nafilah" ? String(rakahs) : name ?? String(rakahs)) \(when)" }
}

/// A guide to one prayer in one tradition.
public struct PrayerGuide: Sendable, Equatable {
    public let prayer: GuidePrayer
    public let tradition: GuideTradition
    public let obligatoryRakahs: Int
    public let sunnah: [SunnahPrayer]
    public let sections: [GuideSection]

    public var title: String { "\(prayer.name) · \(tradition.label)" }

    /// Rak'ahs the steps actually walk through (one per closing prostration).
    public var rakahsWalkedThrough: Int { sections.flatMap(\.steps).count(where: \.endsRakah) }

    /// Steps in order, with their section index.
    public var numberedSteps: [(section: Int, step: GuideStep)] {
        sections.enumerated().flatMap { index, section in section.steps.map { (index, $0) } }
    }
}

/// A note shown at the end of the guides of the traditions it names.
public struct ClosingNote: Sendable, Equatable {
    public let title: String
    public let traditions: [GuideTradition]
    public let text: String
    public let cite: String
}

/// A named work the guides rely on.
public struct GuideSource: Sendable, Equatable {
    public let id: String
    public let title: String
    public let detail: String
}

/// A search hit: which guide, and which step (by its position in `numberedSteps`).
public struct GuideMatch: Sendable, Equatable {
    public let guide: PrayerGuide
    public let stepIndex: Int
    public let step: GuideStep
}

/// All the guides, their sources and closing notes.
public struct PrayerGuideBook: Sendable, Equatable {
    public let sources: [GuideSource]
    public let guides: [PrayerGuide]
    public let closingNotes: [ClosingNote]

    public func guides(for tradition: GuideTradition) -> [PrayerGuide] {
        guides.filter { $0.tradition == tradition }
    }

    public func guide(_ prayer: GuidePrayer, tradition: GuideTradition) -> PrayerGuide? {
        guides.first { $0.prayer == prayer && $0.tradition == tradition }
    }

    public func closingNotes(for tradition: GuideTradition) -> [ClosingNote] {
        closingNotes.filter { $0.traditions.contains(tradition) }
    }

    /// Steps of the tradition's guides whose text contains every word of the query.
    public func search(_ query: String, tradition: GuideTradition) -> [GuideMatch] {
        let words = query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return [] }
        return guides(for: tradition).flatMap { guide in
            // A step repeated in every rak'ah is found once, at its first place.
            var seen: Set<String> = []
            return guide.numberedSteps.enumerated().compactMap { index, entry -> GuideMatch? in
                let text = entry.step.searchableText
                guard words.allSatisfy(text.contains), seen.insert(entry.step.id).inserted else { return nil }
                return GuideMatch(guide: guide, stepIndex: index, step: entry.step)
            }
        }
    }

    /// Every Quran passage the guides use.
    public var quranPassages: Set<QuranPassage> {
        Set(guides.flatMap(\.sections).flatMap(\.steps).flatMap(\.recitations).compactMap(\.quran))
    }
}
