import FileFormats
import FoundationEssentials

/// Where each ayah falls in the printed Madinah mushaf, and how its words are
/// spelled in standard (imla'i) writing, as the quran-text dataset gives them.
///
/// Source: the PyPI package quran-text 0.1.0 (quran.ws, CC BY 4.0),
/// `quran_text_data/hafs.json`: the King Fahd Complex's Hafs text with its
/// 604-page layout (`page_starts`), its 30 juz (`juz_starts`), its signs
/// (`marks`: ۩ after each of the 15 sajda ayahs) and, word by word, the Complex's
/// own imla'i spelling (`rasm_imlai`, from its `aya_text_emlaey` column). Page,
/// juz and sajda all come from this one source, so they agree with each other and
/// with the printed mushaf.
public struct MushafLayout: Sendable, Equatable {
    /// By ayah in order (1:1 first), the page (1–604).
    public let pages: [Int]
    /// By ayah in order, the juz (1–30).
    public let juz: [Int]
    /// By ayah in order, the ayah in standard spelling.
    public let standardSpelling: [String]
    /// The ayahs that carry a sajda (prostration), in order.
    public let sajdas: [AyahReference]
    /// The source, for the record (`quran-text 0.1.0, hafs.json`).
    public let source: String

    public static let pageCount = 604
    public static let juzCount = 30
}

/// Reads quran-text's `hafs.json` into a `MushafLayout`, checking it against the
/// surahs' ayah counts.
public enum MushafLayoutImporter {
    /// True when the data looks like a quran-text mushaf file (`"format": "quran-mushaf"`).
    public static func isMushafFile(_ data: Data) -> Bool {
        guard let prefix = String(data: data.prefix(200), encoding: .utf8) else { return false }
        return prefix.contains("\"quran-mushaf\"")
    }

    public static func parse(_ data: Data, file: String, surahs: [Surah]) throws(ScriptureImportError) -> MushafLayout {
        guard let root = try? JSONValue.parseData(data), root["format"]?.string == "quran-mushaf" else {
            throw ScriptureImportError(file: file, message: "not a quran-text mushaf file (expected \"format\": \"quran-mushaf\")")
        }
        func integers(_ key: String, count: Int? = nil) throws(ScriptureImportError) -> [Int] {
            guard let items = root[key]?.array, case let values = items.compactMap(\.int), values.count == items.count, !values.isEmpty, count.map({ $0 == values.count }) ?? true,
                  zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) else {
                throw ScriptureImportError(file: file, message: "\"\(key)\" must be \(count.map { "\($0) " } ?? "")rising word positions")
            }
            return values
        }
        let ayahStarts = try integers("ayah_starts", count: QuranText.ayahCount)
        let pageStarts = try integers("page_starts", count: MushafLayout.pageCount)
        let juzStarts = try integers("juz_starts", count: MushafLayout.juzCount)
        // A word the source could not pair with a standard spelling is null there; its
        // Uthmani form stays searchable through `ArabicNormalizer.searchForms`.
        guard let imlaiValues = root["rasm_imlai"]?.array, let words = root["words"]?.array, words.allSatisfy({ $0.string != nil }),
              imlaiValues.count == words.count else {
            throw ScriptureImportError(file: file, message: "\"rasm_imlai\" must give an entry for every one of \"words\"")
        }
        let imlai = imlaiValues.map { $0.string ?? "" }
        let counts = (root["surahs"]?.array ?? []).compactMap { $0["ayah_count"]?.int }
        guard counts == surahs.map(\.ayahCount) else {
            throw ScriptureImportError(file: file, message: "its surahs' ayah counts differ from the imported Quran's")
        }
        let references = surahs.flatMap { surah in (1...surah.ayahCount).map { AyahReference(surah: surah.number, ayah: $0) } }
        /// The number of starts at or before a word: the page or juz it is in.
        func ordinal(_ starts: [Int], _ word: Int) -> Int {
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= word { low = middle + 1 } else { high = middle }
            }
            return max(1, low)
        }
        var spelling: [String] = []
        for (index, start) in ayahStarts.enumerated() {
            let end = index + 1 < ayahStarts.count ? ayahStarts[index + 1] : imlai.count
            guard start < end, end <= imlai.count else {
                throw ScriptureImportError(file: file, message: "ayah \(references[index]) has no words")
            }
            spelling.append(imlai[start..<end].filter { !$0.isEmpty }.joined(separator: " "))
        }
        let sajdas = try sajdaAyahs(root, ayahStarts: ayahStarts, references: references, file: file)
        return MushafLayout(pages: ayahStarts.map { ordinal(pageStarts, $0) }, juz: ayahStarts.map { ordinal(juzStarts, $0) },
                            standardSpelling: spelling, sajdas: sajdas, source: "quran-text 0.1.0, hafs.json")
    }

    /// The ayahs whose words carry the sajda sign ۩ (U+06E9).
    static func sajdaAyahs(_ root: JSONValue, ayahStarts: [Int], references: [AyahReference],
                           file: String) throws(ScriptureImportError) -> [AyahReference] {
        guard let types = root["mark_types"]?.array, let marks = root["marks"]?.array?.map({ $0.array?.compactMap(\.int) ?? [] }) else {
            throw ScriptureImportError(file: file, message: "\"marks\" and \"mark_types\" are missing")
        }
        guard let sajdaType = types.firstIndex(where: { $0["sign"]?.string == "\u{06E9}" }) else {
            throw ScriptureImportError(file: file, message: "no sajda sign (۩) among \"mark_types\"")
        }
        var result: [AyahReference] = []
        for mark in marks where mark.count == 2 && mark[1] == sajdaType {
            let index = (ayahStarts.lastIndex { $0 <= mark[0] } ?? 0)
            if result.last != references[index] { result.append(references[index]) }
        }
        return result
    }
}
