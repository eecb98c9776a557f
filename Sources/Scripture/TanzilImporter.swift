import FileFormats
import FoundationEssentials

/// Reads Tanzil's public formats (tanzil.net/download): the text format, one ayah
/// per line as `sura|aya|text` (lines starting with # are comments), and the XML
/// format, `<quran><sura index=".."><aya index=".." text=".."/></sura></quran>`.
/// Both serve for the Arabic text and for translations.
public enum TanzilImporter {
    /// Ayah texts by surah from either format (XML when the file starts with `<`),
    /// checked against the surahs' ayah counts.
    public static func parse(_ data: Data, file: String, surahs: [Surah]) throws(ScriptureImportError) -> [[String]] {
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScriptureImportError(file: file, message: "not UTF-8 text")
        }
        let entries = text.trimmingWhitespace().hasPrefix("<")
            ? try parseXML(data, file: file) : try parseText(text, file: file)
        var texts = surahs.map { [String?](repeating: nil, count: $0.ayahCount) }
        for (reference, ayahText) in entries {
            guard (1...surahs.count).contains(reference.surah), (1...surahs[reference.surah - 1].ayahCount).contains(reference.ayah) else {
                throw ScriptureImportError(file: file, message: "ayah \(reference) does not exist")
            }
            texts[reference.surah - 1][reference.ayah - 1] = ayahText
        }
        return try texts.enumerated().map { (index, ayahs) throws(ScriptureImportError) -> [String] in
            try ayahs.enumerated().map { (ayah, text) throws(ScriptureImportError) -> String in
                guard let text else { throw ScriptureImportError(file: file, message: "ayah \(index + 1):\(ayah + 1) is missing") }
                return text
            }
        }
    }

    static func parseText(_ text: String, file: String) throws(ScriptureImportError) -> [(AyahReference, String)] {
        var entries: [(AyahReference, String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let parts = trimmed.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let surah = Int(parts[0]), let ayah = Int(parts[1]) else {
                throw ScriptureImportError(file: file, message: "line \(index + 1): expected sura|aya|text, got \"\(trimmed.prefix(40))\"")
            }
            entries.append((AyahReference(surah: surah, ayah: ayah), String(parts[2])))
        }
        return entries
    }

    static func parseXML(_ data: Data, file: String) throws(ScriptureImportError) -> [(AyahReference, String)] {
        let tags: [XMLStartTag]
        do {
            tags = try XMLStartTags.read([UInt8](data))
        } catch {
            throw ScriptureImportError(file: file, message: "not well-formed XML (line \(error.line): \(error.reason))")
        }
        var entries: [(AyahReference, String)] = []
        var surah: Int?
        for tag in tags {
            switch tag.name {
            case "sura":
                surah = tag.attributes["index"].flatMap { Int($0) }
                guard surah != nil else { throw ScriptureImportError(file: file, message: "line \(tag.line): <sura> without a numeric index") }
            case "aya":
                guard let surah, let ayah = tag.attributes["index"].flatMap({ Int($0) }), let text = tag.attributes["text"] else {
                    throw ScriptureImportError(file: file, message: "line \(tag.line): <aya> needs a sura, an index and a text")
                }
                entries.append((AyahReference(surah: surah, ayah: ayah), text))
            default:
                continue
            }
        }
        return entries
    }
}
