import Foundation
@testable import MawqutCommon
import MosqueSettings
import Testing

/// A kiosk never starts dark on a broken file: what it starts on, and the copy it keeps.
struct LastGoodConfigurationTests {
    static let london = #"""
        {
          "location": { "name": "London", "latitude": 51.5074, "longitude": -0.1278, "timezone": "Europe/London" },
          "calculation": { "method": "moonsighting-committee" },
          "iqama": { "asr": 20 }
        }
        """#

    /// A folder with `config.json` holding `text` and an empty data directory.
    final class Folder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-lastgood-\(UUID().uuidString)")
        var config: String { root.appendingPathComponent("config.json").path }
        var data: URL { root.appendingPathComponent("data") }

        init(_ text: String) throws {
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            try write(text)
        }

        func write(_ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: config)) }

        func start() -> KioskConfiguration { ConfigFile.kioskConfiguration(explicitPath: config, dataDirectory: data, now: Date()) }

        deinit { try? FileManager.default.removeItem(at: root) }
    }

    @Test func aGoodFileIsUsedAndKeptAsTheLastGoodOne() throws {
        let folder = try Folder(Self.london)
        guard case .good(let settings) = folder.start() else { Issue.record("a good file is used"); return }
        #expect(settings.location.name == "London")
        let kept = try #require(LastGoodConfiguration(dataDirectory: folder.data).read())
        #expect(kept.data == Data(Self.london.utf8))
        #expect(try FileManager.default.attributesOfItem(atPath: LastGoodConfiguration(dataDirectory: folder.data).path)[.posixPermissions] as? Int == 0o600)
    }

    @Test func aFileThatDoesNotParseRunsOnTheLastGoodOneAndSaysTheLineAndColumn() throws {
        let folder = try Folder(Self.london)
        _ = folder.start()
        try folder.write(#"{"location": {"name": "London",, }"#)
        guard case .lastGood(let kept, let fault) = folder.start() else { Issue.record("the last good one is used"); return }
        #expect(kept.settings.location.name == "London" && kept.settings.iqama.rules[.asr] == .offset(minutes: 20))
        #expect(fault.path == folder.config)
        #expect(fault.problems == ["not valid JSON at line 1, column 32: expected a key in quotes"])
        #expect(fault.summary == "\(folder.config): not valid JSON at line 1, column 32: expected a key in quotes")
    }

    @Test func aValueTheDecoderRefusesRunsOnTheLastGoodOneAndNamesTheKey() throws {
        let folder = try Folder(Self.london)
        _ = folder.start()
        try folder.write(Self.london.replacingOccurrences(of: #""asr": 20"#, with: #""asr": 500"#))
        guard case .lastGood(_, let fault) = folder.start() else { Issue.record("the last good one is used"); return }
        #expect(fault.problems.first?.hasPrefix("iqama.asr: expected minutes after the adhan") == true, "\(fault.problems)")
    }

    @Test func withNoGoodConfigurationEverAcceptedOnlyTheFaultRemains() throws {
        let folder = try Folder("{ oops")
        guard case .none(let fault) = folder.start() else { Issue.record("nothing to run on"); return }
        #expect(fault.problems.first?.hasPrefix("not valid JSON at line 1, column 3") == true, "\(fault.problems)")
        #expect(LastGoodConfiguration(dataDirectory: folder.data).read() == nil)
    }

    /// Every way of cutting the file short (a disk full mid-write, an editor killed)
    /// starts on the last good configuration, with a line and column to look at.
    @Test func everyTruncatedFileStartsOnTheLastGoodConfiguration() throws {
        let folder = try Folder(Self.london)
        _ = folder.start()
        let bytes = Array(Self.london.utf8)
        var cases = 0
        for length in 0..<bytes.count {
            let text = String(decoding: bytes.prefix(length), as: UTF8.self)
            try folder.write(text)
            switch folder.start() {
            case .lastGood(let kept, let fault):
                #expect(kept.settings.location.name == "London")
                let located = fault.problems.first.map { $0.contains("line ") || $0.contains(": ") || $0 == "the file is empty" }
                #expect(located == true, "\(length): \(fault.problems)")
                cases += 1
            case .good:
                Issue.record("a truncated file at \(length) bytes was accepted")
            case .none:
                Issue.record("the last good configuration was lost at \(length) bytes")
            }
        }
        #expect(cases == bytes.count)
    }

    @Test func theSameConfigurationAcceptedAgainKeepsItsFirstAcceptanceTime() throws {
        let folder = try Folder(Self.london)
        _ = folder.start()
        let copy = LastGoodConfiguration(dataDirectory: folder.data)
        let past = Date(timeIntervalSince1970: 1_700_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: copy.path)
        _ = folder.start()
        #expect(copy.read()?.acceptedAt == past)
        try folder.write(Self.london.replacingOccurrences(of: "20", with: "25"))
        _ = folder.start()
        #expect(try #require(copy.read()).acceptedAt > past, "a new configuration is kept with the time it was accepted")
    }

    @Test func aWrittenEditIsKeptAsTheLastGoodOneAndMakesNoBackupBesideTheFile() throws {
        let folder = try Folder(Self.london)
        let copy = LastGoodConfiguration(dataDirectory: folder.data)
        try ConfigWriter.apply([ConfigEdit(["iqama", "asr"], .number(30))], to: folder.config, lastGood: copy)
        #expect(copy.read()?.settings.iqama.rules[.asr] == .offset(minutes: 30))
        #expect(!FileManager.default.fileExists(atPath: folder.config + ".bak"))
    }
}
