import Foundation
import Testing

/// `mawqut import hadith` and `mawqut hadith …` on gzipped files in the packages'
/// layout written by the test, and on the real packages when `make test` fetched them.
struct HadithCommandTests {
    /// A package in the PyPI packages' layout; `hadiths` (Arabic, narrator, English)
    /// replaces the generated ones when given.
    static func writePackage(_ name: String, title: String, count: Int, to folder: URL,
                             hadiths: [(arabic: String, narrator: String, english: String)]? = nil) throws {
        let texts = hadiths ?? (1...count).map { ("إِنَّمَا الْأَعْمَالُ \($0)", "Narrated 'Umar:", "Deeds are by intentions \($0).") }
        let object: [String: Any] = [
            "metadata": ["arabic": ["title": "كتاب \(name)", "author": "مؤلف"], "english": ["title": title, "author": "Imam \(name)"]],
            "chapters": [["id": 1, "arabic": "كتاب الإيمان", "english": "Faith"]],
            "hadiths": texts.enumerated().map { ["id": $0.offset + 1, "chapterId": 1, "arabic": $0.element.arabic,
                                                 "english": ["narrator": $0.element.narrator, "text": $0.element.english]] as [String: Any] },
        ]
        let json = folder.appendingPathComponent("\(name).json")
        try JSONSerialization.data(withJSONObject: object).write(to: json)
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gzip.arguments = ["gzip", "-f", json.path]
        try gzip.run()
        gzip.waitUntilExit()
    }

    @Test func importListShowSearchAndRandom() throws {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-hadith-src-\(UUID().uuidString)")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-hadith-data-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: source)
            try? FileManager.default.removeItem(at: data)
        }
        try Self.writePackage("bukhari", title: "Sahih al-Bukhari", count: 5, to: source)
        try Self.writePackage("dawud", title: "Sunan Abi Dawud", count: 4, to: source)
        let imported = try CommandLineTests.run(["import", "hadith", "--from", source.path, "--data-dir", data.path])
        #expect(imported.status == 0, "\(imported.errors)")

        let collections = try CommandLineTests.run(["hadith", "collections", "--json", "--data-dir", data.path]).output
        #expect(collections.hasPrefix(#"[{"id":"bukhari","name":"Sahih al-Bukhari","arabicName":"كتاب bukhari","compiler":"Imam bukhari","hadiths":5}"#))

        let shown = try CommandLineTests.run(["hadith", "show", "bukhari:1", "--json", "--data-dir", data.path]).output
        #expect(shown.contains(#""collection":"bukhari","number":"1","chapter":"Faith""#))
        #expect(shown.contains(#""grade":"Sahih""#) && shown.contains(#""reference":"Sahih al-Bukhari 1""#))
        let dawud = try CommandLineTests.run(["hadith", "show", "abudawud:2", "--json", "--data-dir", data.path]).output
        #expect(dawud.contains(#""grade":"Not graded in this edition","isAuthentic":false"#))

        let search = try CommandLineTests.run(["hadith", "search", "intentions", "--collection", "abudawud", "--json", "--data-dir", data.path]).output
        #expect(search.components(separatedBy: "\"collection\":\"abudawud\"").count - 1 == 4)
        let graded = try CommandLineTests.run(["hadith", "search", "intentions", "--grade", "sahih", "--json", "--data-dir", data.path]).output
        #expect(!graded.contains("abudawud"))
        let random = try CommandLineTests.run(["hadith", "random", "--collection", "abudawud", "--json", "--data-dir", data.path]).output
        #expect(random.contains(#""collection":"abudawud""#))
        let missing = try CommandLineTests.run(["hadith", "show", "bukhari:999", "--data-dir", data.path])
        #expect(missing.status == 1 && missing.errors.contains("bukhari:999: no such hadith number in this edition"))
    }

    static let realPackages = ProcessInfo.processInfo.environment["MAWQUT_HADITH_DATA"]

    @Test(.enabled(if: realPackages != nil, "set MAWQUT_HADITH_DATA to a folder of the six packages' .json.gz (make test does)"))
    func theRealPackagesImportCompletely() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-hadith-real-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        _ = try CommandLineTests.run(["import", "hadith", "--from", Self.realPackages!, "--data-dir", data.path])
        let collections = try CommandLineTests.run(["hadith", "collections", "--json", "--data-dir", data.path]).output
        for (id, count) in [("bukhari", 7277), ("muslim", 7459), ("abudawud", 5276), ("tirmidhi", 4053), ("nasai", 5768), ("ibnmajah", 4345)] {
            #expect(collections.contains(#""id":"\#(id)""#) && collections.contains(#""hadiths":\#(count)"#), "\(id)")
        }
        let first = try CommandLineTests.run(["hadith", "show", "bukhari:1", "--json", "--data-dir", data.path]).output
        #expect(first.contains("The reward of deeds depends upon the intentions"))
        let search = try CommandLineTests.run(["hadith", "search", "reward of deeds depends upon the intentions", "--json", "--data-dir", data.path]).output
        #expect(search.contains(#""reference":"Sahih al-Bukhari 1""#))
    }
}
