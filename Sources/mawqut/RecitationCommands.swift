import ArgumentParser
import FileFormats
import FoundationEssentials
import Glibc
import MawqutCommandLine
import MawqutCommon
import Scripture
import Storage

extension LibraryOptions {
    /// The folder that holds the reciters' folders (`quran.recitationsDirectory` in the data directory).
    func recitationsRoot() throws -> URL {
        RecitationFiles.root(try ConfigFile.load(explicitPath: config).quran, dataDirectory: directory)
    }

    /// The folder that holds a reciter's files.
    func recitationFolder(_ reciter: String) throws -> URL {
        guard !reciter.isEmpty, !reciter.contains("/"), !reciter.hasPrefix(".") else {
            throw CLIError.argument("--reciter: a folder name such as Alafasy_128kbps, got \"\(reciter)\"")
        }
        return try recitationsRoot().appendingPathComponent(reciter)
    }

    /// The 114 surahs' ayah counts, from the imported Quran.
    func ayahCounts() throws -> [Int] { try quranStore().surahs().map(\.ayahCount) }
}

struct RecitationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recitation",
        abstract: "Install ayah-by-ayah recitations for the Quran reader (EveryAyah layout, SSSAAA.mp3).",
        discussion: """
            A reciter's files go in quran.recitationsDirectory/<reciter>/ in the data directory \
            (quran.reciter names the one the reader starts with). Fetch them with \
            `mawqut recitation download --reciter NAME --all` (from quran.downloadBaseURL, or --base URL), \
            or copy a folder or zip you have with `mawqut import recitation --reciter NAME --from PATH`.
            """,
        subcommands: [RecitationStatusCommand.self, RecitationDownloadCommand.self])
}

struct RecitationStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: "List the installed reciters and what each lacks.")

    @OptionGroup var library: LibraryOptions

    func run() throws {
        let counts = try library.ayahCounts()
        let root = try library.recitationsRoot()
        let reciters = RecitationFiles.installedReciters(in: root)
        if reciters.isEmpty {
            Console.print("no recitation installed in \(root.path): " + RecitationFiles.installHint(reciter: "NAME"))
        }
        for reciter in reciters {
            for line in RecitationFiles.inventory(of: reciter, in: root, ayahCounts: counts).summary() { Console.print(line) }
        }
    }
}

struct ImportRecitationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recitation",
        abstract: "Copy a reciter's ayah files (a folder or a .zip in the EveryAyah layout) into the data directory.",
        discussion: """
            Files named SSSAAA.mp3 (001001.mp3 for 1:1) are copied, from the folder or from any \
            folder inside it or inside the zip; other files are listed and left. Each file \
            appears only when it is complete. Afterwards the ayahs still missing are reported \
            per surah.
            """)

    @OptionGroup var library: LibraryOptions
    @Option(help: ArgumentHelp("The reciter's folder name, as quran.reciter names it.", valueName: "name")) var reciter: String
    @Option(help: ArgumentHelp("A folder or a .zip file.", valueName: "path")) var from: String

    func run() throws {
        let counts = try library.ayahCounts()
        let target = try library.recitationFolder(reciter)
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: from, isDirectory: &isDirectory) else { throw CLIError.failure("\(from): not found") }
        var source = URL(fileURLWithPath: from)
        var unpacked: URL?
        defer { if let unpacked { try? FileManager.default.removeItem(at: unpacked) } }
        if !isDirectory {
            guard from.lowercased().hasSuffix(".zip") else { throw CLIError.argument("--from: a folder or a .zip file, got \(from)") }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-recitation-\(UUID().uuidString)")
            try Self.unzip(from, into: folder)
            unpacked = folder
            source = folder
        }
        var copied = 0
        var skipped: [String] = []
        let files = try FileManager.default.subpathsOfDirectory(atPath: source.path).sorted().map { source.appendingPathComponent($0) }
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for file in files {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory else { continue }
            let name = file.lastPathComponent
            guard RecitationInventory.reference(ofFile: name, ayahCounts: counts) != nil else {
                skipped.append(name)
                continue
            }
            let destination = target.appendingPathComponent(name.lowercased())
            let partial = destination.appendingPathExtension("part")
            try? FileManager.default.removeItem(at: partial)
            try FileManager.default.copyItem(at: file, to: partial)
            _ = try? FileManager.default.removeItem(at: destination)
            try FileManager.default.moveItem(at: partial, to: destination)
            copied += 1
        }
        Console.print("copied \(copied) ayah files into \(target.path)")
        if !skipped.isEmpty {
            Console.print("left \(skipped.count) files that are not SSSAAA.mp3 of an existing ayah (\(skipped.prefix(3).joined(separator: ", "))\(skipped.count > 3 ? ", …" : ""))")
        }
        for line in RecitationFiles.inventory(of: reciter, in: target.deletingLastPathComponent(), ayahCounts: counts).summary() {
            Console.print(line)
        }
    }

    /// Unpacks a zip with Python's zipfile module (Debian's python3), the one tool
    /// for it on every machine Mawqut installs on.
    static func unzip(_ path: String, into folder: URL) throws {
        let errors = folder.path + ".unzip-errors"
        defer { try? FileManager.default.removeItem(atPath: errors) }
        let status: Int32
        do {
            status = try ChildProcess.start("/usr/bin/env", ["python3", "-m", "zipfile", "-e", path, folder.path], errors: .file(errors)).wait()
        } catch {
            throw CLIError.failure("\(path): unpacking a zip needs python3 (apt-get install python3), or unpack it and give the folder")
        }
        guard status == 0 else {
            let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            throw CLIError.failure("\(path): not a readable zip (\(message.split(separator: "\n").last ?? "python3 zipfile failed"))")
        }
    }
}

struct RecitationDownloadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "download",
        abstract: "Download a reciter's ayah files from quran.downloadBaseURL (<base>/<reciter>/SSSAAA.mp3).",
        discussion: """
            Files already there are kept, so an interrupted download continues where it \
            stopped. A file is kept only when its size is the one the server announced; \
            otherwise it is fetched again next time. Progress goes to standard error.
            """)

    @OptionGroup var library: LibraryOptions
    @Option(help: ArgumentHelp("The reciter's folder name on the server and here.", valueName: "name")) var reciter: String
    @Option(help: ArgumentHelp("Only this surah.", valueName: "n")) var surah: Int?
    @Flag(help: "All 114 surahs.") var all = false
    @Option(help: ArgumentHelp("The server (default: quran.downloadBaseURL in the configuration).", valueName: "url")) var base: String?

    func validate() throws {
        guard (surah != nil) != all else { throw ValidationError("give --surah N or --all") }
        if let surah, !(1...114).contains(surah) { throw ValidationError("--surah: expected 1 to 114, got \(surah)") }
    }

    func run() throws {
        let counts = try library.ayahCounts()
        let settings = try ConfigFile.load(explicitPath: library.config)
        guard let base = base ?? settings.quran.downloadBaseURL else {
            throw CLIError.argument("no server: give --base URL or set quran.downloadBaseURL in the configuration")
        }
        let target = try library.recitationFolder(reciter)
        let surahs = surah.map { [$0] } ?? Array(1...114)
        let wanted = surahs.flatMap { surah in (1...counts[surah - 1]).map { AyahReference(surah: surah, ayah: $0) } }
        let missing = wanted.filter { reference in
            let path = target.appendingPathComponent(RecitationFiles.name(reference)).path
            return (InputFile.size(path) ?? 0) == 0
        }
        Console.print("\(wanted.count - missing.count) of \(wanted.count) ayah files already in \(target.path); downloading \(missing.count)")
        var failures: [String] = []
        let progress = ProgressLine(total: missing.count)
        for (index, reference) in missing.enumerated() {
            let path = target.appendingPathComponent(RecitationFiles.name(reference)).path
            let address = (base.hasSuffix("/") ? base : base + "/") + "\(reciter)/\(RecitationFiles.name(reference))"
            if let problem = RecitationFiles.fetch(address, to: path) { failures.append("\(reference): \(problem)") }
            progress.show(done: index + 1, label: reference.description)
        }
        progress.finish()
        for line in RecitationFiles.inventory(of: reciter, in: target.deletingLastPathComponent(), ayahCounts: counts).summary() {
            Console.print(line)
        }
        if !failures.isEmpty {
            throw CLIError.failure("\(failures.count) files could not be fetched (run the command again to retry): "
                                   + failures.prefix(5).joined(separator: "; ") + (failures.count > 5 ? "; …" : ""))
        }
    }
}

/// A progress bar on standard error: redrawn in place on a terminal, a line per
/// tenth otherwise.
final class ProgressLine {
    let total: Int
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private var lastTenth = -1

    init(total: Int) { self.total = total }

    func show(done: Int, label: String) {
        guard total > 0 else { return }
        let width = 30
        let filled = done * width / total
        let bar = "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "]"
        if isTerminal {
            OpenFile.standardError.writeIgnoringFailure("\r\(bar) \(done)/\(total) \(label)   ")
        } else if done * 10 / total != lastTenth {
            lastTenth = done * 10 / total
            OpenFile.standardError.writeIgnoringFailure("\(bar) \(done)/\(total) \(label)\n")
        }
    }

    func finish() { if isTerminal && total > 0 { OpenFile.standardError.writeIgnoringFailure("\n") } }
}
