import Foundation
@testable import Messages
import Testing

/// The catalogues in `po/`: the template current with the sources, every language
/// complete and clean under `msgfmt --check`, and each compiled where the programs look.
struct CatalogueTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var po: URL { repository.appendingPathComponent("po") }

    /// A tool's standard output and error, and its exit status.
    static func run(_ tool: String, _ arguments: [String]) throws -> (output: String, errors: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = repository
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self), process.terminationStatus)
    }

    /// Each entry's context and English (`context\u{4}msgid`), and whether it is marked fuzzy, from a .po or .pot.
    static func messages(_ file: URL) throws -> [String: Bool] {
        let text = try run("/usr/bin/msgcat", ["--no-wrap", "--sort-output", file.path]).output
        var messages: [String: Bool] = [:]
        for entry in text.components(separatedBy: "\n\n") {
            let lines = entry.split(separator: "\n")
            func field(_ name: String) -> String? {
                lines.first { $0.hasPrefix(name + " \"") }.map { String($0.dropFirst(name.count + 2).dropLast()) }
            }
            guard let id = field("msgid"), !id.isEmpty else { continue }
            let key = (field("msgctxt").map { $0 + "\u{4}" } ?? "") + id
            messages[key] = lines.contains { $0.hasPrefix("#,") && $0.contains("fuzzy") }
        }
        return messages
    }

    static var languages: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: po, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "po" }.sorted { $0.path < $1.path }
    }

    @Test func theTemplateListsEveryMessageTheSourcesAskForAndNoOther() throws {
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-\(UUID().uuidString).pot")
        let extraction = try Self.run("/bin/bash", ["Scripts/update-pot.sh", fresh.path])
        try #require(extraction.status == 0, "Scripts/update-pot.sh failed: \(extraction.errors)")
        let extracted = Set(try Self.messages(fresh).keys), committed = Set(try Self.messages(Self.po.appendingPathComponent("mawqut.pot")).keys)
        #expect(extracted.subtracting(committed).isEmpty, "new in the sources, not in po/mawqut.pot (run make pot): \(extracted.subtracting(committed).sorted())")
        #expect(committed.subtracting(extracted).isEmpty, "in po/mawqut.pot, gone from the sources (run make pot): \(committed.subtracting(extracted).sorted())")
        #expect(extracted.count > 100)
    }

    @Test func everyLanguageTranslatesEveryMessageAndPassesMsgfmtCheck() throws {
        let template = try Self.messages(Self.po.appendingPathComponent("mawqut.pot"))
        try #require(!Self.languages.isEmpty, "no po/LANG.po found in \(Self.po.path)")
        for file in Self.languages {
            let check = try Self.run("/usr/bin/msgfmt", ["--check", "--statistics", "-o", "/dev/null", file.path])
            #expect(check.status == 0, "\(file.lastPathComponent): \(check.errors)")
            #expect(!check.errors.contains("untranslated") && !check.errors.contains("fuzzy"), "\(file.lastPathComponent): \(check.errors)")
            let messages = try Self.messages(file)
            #expect(Set(messages.keys) == Set(template.keys), "\(file.lastPathComponent) and po/mawqut.pot list different messages (run make pot)")
            #expect(messages.values.allSatisfy { !$0 }, "\(file.lastPathComponent) has fuzzy entries: \(messages.filter(\.value).keys.sorted())")
            let header = try String(contentsOf: file, encoding: .utf8).prefix(3000)
            #expect(header.contains("How it was made:") && header.contains("Review by a native speaker:"),
                    "\(file.lastPathComponent) says how it was made and whether a native speaker reviewed it")
            #expect(header.contains("\"Plural-Forms: nplurals="), "\(file.lastPathComponent) gives its plural rule")
        }
    }

    /// `make catalogues` (a step of `make test`) compiled each language where a source build's programs find it.
    @Test func theProgramsFindEveryLanguageCompiled() throws {
        let library = MessageLibrary.installed
        #expect(library.problems.isEmpty, "\(library.problems)")
        for file in Self.languages {
            let tag = try #require(LanguageTag(file.deletingPathExtension().lastPathComponent))
            #expect(library.has(tag), "\(tag) has no compiled catalogue in \(MessageLibrary.folder.path): run make catalogues")
            #expect(library.words(tag).trc("the name of this language", "English") != "English", "\(tag) names itself")
        }
    }
}
