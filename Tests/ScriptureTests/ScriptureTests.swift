import Foundation
import Testing
@testable import Scripture

struct QuranproImporterTests {
    @Test func importsAllSurahsAndAyahsWithTheirMetadata() throws {
        let quran = Fixtures.quran()
        #expect(quran.surahs.count == 114)
        #expect(quran.ayahs.joined().count == 6236)
        #expect(quran.surahs[1].revelation == .medinan && quran.surahs[0].revelation == .meccan)
        #expect(quran.translations.map(\.code) == ["en"])
        // The fixture's English is not Sahih International's wording, so no translator is named.
        #expect(quran.translations[0].name == "English (translator not named by the source)")
    }

    @Test func theBismillahGluedToAyahOneBecomesAHeading() throws {
        let quran = Fixtures.quran()
        #expect(quran.bismillah == Fixtures.bismillah)
        #expect(quran.ayahs[0][0] == Fixtures.bismillah, "1:1 stays Al-Fatiha's bismillah")
        #expect(quran.ayahs[1][0] == "كَلِمَةٌ 2 رَحْمَةٌ 1")
        #expect(quran.ayahs[8][0] == "كَلِمَةٌ 9 رَحْمَةٌ 1", "surah 9 has no bismillah")
        #expect(!quran.surahs[8].hasBismillahHeading && quran.surahs[1].hasBismillahHeading)
    }

    @Test func aMissingAyahIsReportedWithFileAndReference() throws {
        var object = try JSONSerialization.jsonObject(with: Fixtures.arabic()) as! [String: [String: String]]
        object["2"]!["3"] = nil
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: ScriptureImportError(file: "arabic.json", message: "ayah 2:3 is missing or empty")) {
            try QuranproImporter.parse(arabic: data, metadata: Fixtures.metadata(), translations: nil)
        }
    }

    @Test func metadataMustAddUpTo6236Ayahs() throws {
        var object = try JSONSerialization.jsonObject(with: Fixtures.metadata()) as! [String: [String: String]]
        object["1"]!["ayas"] = "8"
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: ScriptureImportError(file: "quran_metadata.json", message: "the surahs have 6237 ayahs in all, expected 6236")) {
            try QuranproImporter.parse(arabic: Fixtures.arabic(), metadata: data, translations: nil)
        }
    }
}

struct TanzilImporterTests {
    @Test func readsTheTextFormatWithComments() throws {
        let surahs = Fixtures.quran().surahs
        var lines = ["# Tanzil translation, written for this test", ""]
        for surah in surahs { for ayah in 1...surah.ayahCount { lines.append("\(surah.number)|\(ayah)|text \(surah.number):\(ayah)") } }
        let texts = try TanzilImporter.parse(Data(lines.joined(separator: "\n").utf8), file: "t.txt", surahs: surahs)
        #expect(texts[1][2] == "text 2:3")
    }

    @Test func readsTheXmlFormat() throws {
        let surahs = Fixtures.quran().surahs
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<quran>"
        for surah in surahs {
            xml += "<sura index=\"\(surah.number)\" name=\"x\">"
            for ayah in 1...surah.ayahCount { xml += "<aya index=\"\(ayah)\" text=\"نص \(surah.number):\(ayah)\"/>" }
            xml += "</sura>"
        }
        xml += "</quran>"
        let texts = try TanzilImporter.parse(Data(xml.utf8), file: "q.xml", surahs: surahs)
        #expect(texts[0][6] == "نص 1:7")
    }

    @Test func badLinesAndMissingAyahsAreReported() {
        let surahs = Fixtures.quran().surahs
        #expect(throws: ScriptureImportError(file: "t.txt", message: "line 1: expected sura|aya|text, got \"1-1 text\"")) {
            try TanzilImporter.parse(Data("1-1 text".utf8), file: "t.txt", surahs: surahs)
        }
        #expect(throws: ScriptureImportError(file: "t.txt", message: "ayah 1:1 is missing")) {
            try TanzilImporter.parse(Data("1|2|x".utf8), file: "t.txt", surahs: surahs)
        }
    }
}

struct ArabicNormalizerTests {
    @Test func harakatTatweelAndQuranicMarksAreRemovedAndLettersFolded() {
        #expect(ArabicNormalizer.normalize("ٱلرَّحْمَـٰنِ") == "الرحمن")
        #expect(ArabicNormalizer.normalize("إِيَّاكَ") == "اياك")
        #expect(ArabicNormalizer.normalize("هُدًى لِّلْمُتَّقِينَ ۛ") == "هدي للمتقين ")
        #expect(ArabicNormalizer.normalize("ٱلصَّلَوٰةَ") == "الصلوه")
        #expect(ArabicNormalizer.normalize("ءَامَنُوا۟") == "امنوا", "the hamza on the line is dropped, as ordinary spelling writes آمنوا")
    }
}

struct SearchFormTests {
    @Test func bothSpellingsOfADaggerAlefAreIndexed() {
        #expect(ArabicNormalizer.searchForms("ٱلْكِتَـٰبُ") == "الكتب الكتاب")
        #expect(ArabicNormalizer.searchForms("قُلْ هُوَ") == "قل هو")
    }
}

struct JuzTests {
    @Test func juzBoundariesFollowTanzil() {
        #expect(Juz.of(AyahReference(surah: 1, ayah: 1)) == 1)
        #expect(Juz.of(AyahReference(surah: 2, ayah: 141)) == 1)
        #expect(Juz.of(AyahReference(surah: 2, ayah: 142)) == 2)
        #expect(Juz.of(AyahReference(surah: 2, ayah: 255)) == 3)
        #expect(Juz.of(AyahReference(surah: 18, ayah: 74)) == 15)
        #expect(Juz.of(AyahReference(surah: 18, ayah: 75)) == 16)
        #expect(Juz.of(AyahReference(surah: 114, ayah: 6)) == 30)
    }

    @Test func ayahMarkersOpenWithTheBracketUnicodeCallsOpeningAndUseArabicIndicDigits() {
        #expect(AyahMarker.text(255) == "\u{FD3F}٢٥٥\u{FD3E}")
        // The property values the order relies on (UnicodeData.txt since Unicode 14.0).
        #expect(Unicode.Scalar(0xFD3F)?.properties.generalCategory == .openPunctuation)
        #expect(Unicode.Scalar(0xFD3E)?.properties.generalCategory == .closePunctuation)
        #expect(Unicode.Scalar(0xFD3F)?.properties.isBidiMirrored == false)
        #expect(Unicode.Scalar(0xFD3E)?.properties.isBidiMirrored == false)
    }
}
