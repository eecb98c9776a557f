import Foundation
import Messages
@testable import MosqueSettings
import Testing

/// The wall's suggested language: the country's official languages as the Unicode CLDR lists them.
struct LanguageSuggestionTests {
    static let supplemental = URL(fileURLWithPath: "/usr/share/unicode/cldr/common/supplemental/supplementalData.xml")

    /// Every territory's row is CLDR's (Debian's unicode-cldr-core, which make test installs):
    /// its official and de facto official languages, the most spoken first.
    @Test func theTableIsCLDRsOfficialLanguagesByPopulation() throws {
        let text = try String(contentsOf: Self.supplemental, encoding: .utf8)
        var fromCLDR: [String: [String]] = [:]
        var territory: String?
        var languages: [(String, Double)] = []
        func value(_ name: String, in line: Substring) -> String? {
            guard let start = line.range(of: name + "=\"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        for line in text.split(separator: "\n") {
            if line.contains("<territory type="), line.contains("population=") { territory = value("type", in: line); languages = [] }
            if line.contains("<languagePopulation"), let status = value("officialStatus", in: line), ["official", "de_facto_official"].contains(status),
               let language = value("type", in: line), let share = value("populationPercent", in: line).flatMap(Double.init) {
                languages.append((language.replacingOccurrences(of: "_", with: "-"), share))
            }
            if line.contains("</territory>"), let current = territory {
                var ordered: [String] = []
                for (language, _) in languages.sorted(by: { $0.1 > $1.1 }) where !ordered.contains(language) { ordered.append(language) }
                if !ordered.isEmpty { fromCLDR[current] = ordered }
                territory = nil
            }
        }
        try #require(fromCLDR.count > 200, "CLDR's supplementalData.xml read from \(Self.supplemental.path)")
        #expect(LanguageSuggestion.official == fromCLDR)
    }

    @Test func aCountrysFirstOfficialLanguageWithWordsIsSuggestedElseEnglish() throws {
        let library = MessageLibrary.installed
        try #require(library.has(.arabic), "make catalogues compiles po/ar.po")
        #expect(LanguageSuggestion.forCountry("SA", library: library) == .arabic)
        #expect(LanguageSuggestion.forCountry("ma", library: library) == .arabic, "Arabic before French in Morocco")
        #expect(LanguageSuggestion.forCountry("GB", library: library) == .english)
        #expect(LanguageSuggestion.forCountry("SG", library: library) == .english, "Singapore's first official language is English, not Malay")
        #expect(LanguageSuggestion.forCountry("XX", library: library) == .english)
        for (country, language) in [("TR", "tr"), ("MY", "ms"), ("BN", "ms"), ("ID", "id")] where library.has(LanguageTag(language)!) {
            #expect(LanguageSuggestion.forCountry(country, library: library) == LanguageTag(language), "\(country)")
        }
        let englishOnly = MessageLibrary(catalogues: [:])
        #expect(LanguageSuggestion.forCountry("TR", library: englishOnly) == .english, "no Turkish words: English")
    }
}
