import FoundationEssentials

/// Where a surah was revealed.
public enum Revelation: String, Sendable, Codable {
    case meccan, medinan
}

/// A surah's metadata (Tanzil's fields).
public struct Surah: Sendable, Equatable {
    public let number: Int
    /// Arabic name (الفاتحة).
    public let name: String
    /// Transliterated name (Al-Faatiha).
    public let transliteration: String
    /// English meaning of the name (The Opening).
    public let english: String
    public let ayahCount: Int
    public let revelation: Revelation
    /// Whether the surah is headed by a bismillah that is not one of its ayahs
    /// (every surah but 1, whose first ayah is the bismillah, and 9, which has none).
    public var hasBismillahHeading: Bool { number != 1 && number != 9 }

    public init(number: Int, name: String, transliteration: String, english: String, ayahCount: Int, revelation: Revelation) {
        self.number = number
        self.name = name
        self.transliteration = transliteration
        self.english = english
        self.ayahCount = ayahCount
        self.revelation = revelation
    }
}

/// A reference to an ayah.
public struct AyahReference: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let surah: Int
    public let ayah: Int

    public init(surah: Int, ayah: Int) {
        self.surah = surah
        self.ayah = ayah
    }

    public static func < (lhs: AyahReference, rhs: AyahReference) -> Bool {
        (lhs.surah, lhs.ayah) < (rhs.surah, rhs.ayah)
    }

    public var description: String { "\(surah):\(ayah)" }
}

/// A translation of the whole Quran.
public struct QuranTranslation: Sendable, Equatable {
    /// Code as used in configuration and on the command line (`en`, `de`, …).
    public let code: String
    /// What the text is, as its source names it.
    public let name: String
    /// Ayah texts, `texts[surah - 1][ayah - 1]`.
    public let texts: [[String]]

    public init(code: String, name: String, texts: [[String]]) {
        self.code = code
        self.name = name
        self.texts = texts
    }
}

/// The whole Quran as imported: 114 surahs, 6236 ayahs, and translations.
public struct QuranText: Sendable, Equatable {
    public let surahs: [Surah]
    /// Arabic ayah texts, `ayahs[surah - 1][ayah - 1]`, without the bismillah
    /// heading (1:1 stays the bismillah of Al-Fatiha).
    public let ayahs: [[String]]
    /// The bismillah as the text gives it at 1:1, shown as the heading of other surahs.
    public let bismillah: String
    public let translations: [QuranTranslation]

    public init(surahs: [Surah], ayahs: [[String]], bismillah: String, translations: [QuranTranslation]) {
        self.surahs = surahs
        self.ayahs = ayahs
        self.bismillah = bismillah
        self.translations = translations
    }

    /// The 114 surahs and 6236 ayahs of the standard (Hafs) count.
    public static let surahCount = 114
    public static let ayahCount = 6236
}

/// Why Quran data could not be read. Each message names the file and the place.
public struct ScriptureImportError: Error, Equatable, CustomStringConvertible {
    public let file: String
    public let message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): \(message)" }
}
