import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

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
        let entries = text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("<")
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
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
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
        let collector = XMLCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        guard parser.parse() else {
            throw ScriptureImportError(file: file, message: "not well-formed XML (line \(parser.lineNumber))")
        }
        if let problem = collector.problem { throw ScriptureImportError(file: file, message: problem) }
        return collector.entries
    }

    private final class XMLCollector: NSObject, XMLParserDelegate {
        var entries: [(AyahReference, String)] = []
        var problem: String?
        private var surah: Int?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch name {
            case "sura":
                surah = attributes["index"].flatMap(Int.init)
                if surah == nil { problem = problem ?? "line \(parser.lineNumber): <sura> without a numeric index" }
            case "aya":
                guard let surah, let ayah = attributes["index"].flatMap(Int.init), let text = attributes["text"] else {
                    problem = problem ?? "line \(parser.lineNumber): <aya> needs a sura, an index and a text"
                    return
                }
                entries.append((AyahReference(surah: surah, ayah: ayah), text))
            default:
                break
            }
        }
    }
}
