import Foundation
@testable import Messages
import Testing

/// Catalogues compiled by GNU msgfmt (Debian's gettext), read back.
struct MessageCatalogTests {
    static let po = #"""
        msgid ""
        msgstr ""
        "Language: fr\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Plural-Forms: nplurals=2; plural=(n > 1);\n"

        msgid "Today"
        msgstr "Aujourd’hui"

        msgctxt "prayer"
        msgid "Asr"
        msgstr "Asr (ʿaṣr)"

        msgctxt "a table's heading"
        msgid "Prayer"
        msgstr "Prière"

        #, c-format
        msgid "Next: %1$s %2$s"
        msgstr "Prochaine : %2$s, %1$s"

        #, c-format
        msgid "%s problem"
        msgid_plural "%s problems"
        msgstr[0] "%s problème"
        msgstr[1] "%s problèmes"

        msgid "Not yet translated"
        msgstr ""
        """#

    /// `po` compiled by msgfmt --check into a fresh folder laid out as gettext's (`LANG/LC_MESSAGES/mawqut.mo`).
    static func compiled(_ po: String = po, language: String = "fr", in folder: URL? = nil) throws -> (folder: URL, mo: URL) {
        let folder = folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-catalogue-\(UUID().uuidString)")
        let messages = folder.appendingPathComponent("\(language)/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("\(language).po")
        try po.write(to: source, atomically: true, encoding: .utf8)
        let mo = messages.appendingPathComponent("mawqut.mo")
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["--check", "-o", mo.path, source.path]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        try #require(msgfmt.terminationStatus == 0, "msgfmt (Debian's gettext, installed by make test) refused the test catalogue")
        return (folder, mo)
    }

    @Test func aCompiledCatalogueGivesEachTranslationByItsEnglishAndContext() throws {
        let catalogue = try MessageCatalog(mo: Array(Data(contentsOf: Self.compiled().mo)))
        #expect(catalogue.language == "fr")
        #expect(catalogue.translation("Today") == "Aujourd’hui")
        #expect(catalogue.translation("Asr", context: "prayer") == "Asr (ʿaṣr)")
        #expect(catalogue.translation("Asr") == nil)
        #expect(catalogue.translation("Prayer", context: "a table's heading") == "Prière")
        #expect(catalogue.translation("Prayer") == nil)
        #expect(catalogue.translation("Not yet translated") == nil)
        #expect(catalogue.translation("Never in the catalogue") == nil)
        let words = Words(language: LanguageTag("fr")!, catalogue: catalogue)
        #expect(words.tr("Next: %1$s %2$s", "Asr", "15:02") == "Prochaine : 15:02, Asr")
        #expect(words.tr("Not yet translated") == "Not yet translated")
        #expect([0, 1, 2].map { words.trn("%s problem", "%s problems", $0, String($0)) } == ["0 problème", "1 problème", "2 problèmes"])
    }

    /// gettext writes in the machine's byte order and reads both: so does this reader.
    @Test func aBigEndianCatalogueReadsTheSame() throws {
        let little = try Array(Data(contentsOf: Self.compiled().mo))
        var big = little
        func swapWord(at offset: Int) { big[offset..<offset + 4].reverse() }
        func word(_ offset: Int) -> Int { Int(little[offset]) | Int(little[offset + 1]) << 8 | Int(little[offset + 2]) << 16 | Int(little[offset + 3]) << 24 }
        let count = word(8), originals = word(12), translations = word(16)
        for offset in stride(from: 0, to: 28, by: 4) { swapWord(at: offset) }
        for table in [originals, translations] {
            for offset in stride(from: table, to: table + count * 8, by: 4) { swapWord(at: offset) }
        }
        #expect(Array(big[0..<4]) == [0x95, 0x04, 0x12, 0xDE])
        let catalogue = try MessageCatalog(mo: big)
        #expect(catalogue.translation("Today") == "Aujourd’hui")
        #expect(catalogue.translation("%s problem", plural: "%s problems", count: 5) == "%s problèmes")
    }

    /// A damaged file is refused with why, at every length it could be cut to: never a crash.
    @Test func aDamagedCatalogueIsRefusedWithWhyNeverACrash() throws {
        let bytes = try Array(Data(contentsOf: Self.compiled().mo))
        let whole = try MessageCatalog(mo: bytes)
        var refused = 0
        for length in 0..<bytes.count {
            // A cut that takes only the NUL after the last string (outside every length) leaves the same catalogue.
            if let cut = try? MessageCatalog(mo: Array(bytes.prefix(length))) {
                #expect(cut.translations == whole.translations, "cut to \(length) of \(bytes.count) bytes")
            } else {
                refused += 1
            }
        }
        #expect(refused >= bytes.count - 1)
        var wrongMagic = bytes
        wrongMagic[0] = 0
        #expect(throws: MessageCatalog.Unreadable(reason: "not a .mo file (its magic number is not gettext's)")) { try MessageCatalog(mo: wrongMagic) }
        // Any byte changed: read or refused, and the test process still running is the check.
        for _ in 0..<2_000 {
            var damaged = bytes
            damaged[Int.random(in: 0..<damaged.count)] = UInt8.random(in: 0...255)
            if let catalogue = try? MessageCatalog(mo: damaged) { _ = catalogue.translation("%s problem", plural: "%s problems", count: 3) }
        }
    }

    @Test func aLibraryFindsTheMostSpecificCatalogueAndNamesTheOnesItCannotRead() throws {
        let (folder, _) = try Self.compiled()
        _ = try Self.compiled(Self.po.replacingOccurrences(of: "Aujourd’hui", with: "Hoje").replacingOccurrences(of: "Language: fr", with: "Language: pt_BR"),
                              language: "pt_BR", in: folder)
        let broken = folder.appendingPathComponent("de/LC_MESSAGES")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("not a catalogue".utf8).write(to: broken.appendingPathComponent("mawqut.mo"))
        let library = MessageLibrary(folder: folder)
        #expect(library.languages.map(\.description) == ["en", "fr", "pt-BR"])
        #expect(library.problems.count == 1 && library.problems[0].contains("de/LC_MESSAGES/mawqut.mo"))
        #expect(library.words(LanguageTag("fr-CA")!).tr("Today") == "Aujourd’hui")
        #expect(library.words(LanguageTag("pt-BR")!).tr("Today") == "Hoje")
        #expect(library.words(LanguageTag("pt")!).tr("Today") == "Today")
        #expect(library.has(LanguageTag("fr-BE")!) && library.has(LanguageTag("en-GB")!) && !library.has(LanguageTag("de")!))
        #expect(MessageLibrary(folder: folder.appendingPathComponent("absent")).languages == [.english])
    }
}
