import FileFormats
import Foundation
import Logging
import Testing
@testable import MawqutCommon

/// The kiosk's swift-log handler: the rotating file, levels, and what the journal reads.
struct LoggingTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func read(_ folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("mawqut.log"), encoding: .utf8)
    }

    @Test func theLogRotatesAtAMegabyteAndKeepsThreeOldFiles() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = MawqutLog.logger(directory: folder, echo: false, environment: [:])
        let line = String(repeating: "x", count: 1000)
        for _ in 0..<4_500 { log.info("\(line)") }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["mawqut.log", "mawqut.log.1", "mawqut.log.2", "mawqut.log.3"])
        let size = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("mawqut.log").path)[.size] as? Int
        #expect((size ?? 0) < 1_000_000)
    }

    @Test func everyLevelAtOrAboveTheChosenOneIsWrittenWithItsNameAndNoneBelow() throws {
        var cases = 0
        for chosen in Logger.Level.allCases {
            let folder = try Self.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let log = MawqutLog.logger(directory: folder, echo: false, environment: [MawqutLog.levelVariable: chosen.rawValue.uppercased()])
            for level in Logger.Level.allCases { log.log(level: level, "line at \(level)") }
            let text = try Self.read(folder)
            for level in Logger.Level.allCases {
                let written = text.split(separator: "\n").contains { $0.hasSuffix(" \(level) line at \(level)") }
                #expect(written == (level >= chosen), "\(level) with \(MawqutLog.levelVariable)=\(chosen)")
                cases += 1
            }
        }
        #expect(cases == 49)
    }

    @Test func anUnknownLevelIsSaidInTheLogAndInfoIsUsed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = MawqutLog.logger(directory: folder, echo: false, environment: [MawqutLog.levelVariable: "loud"])
        log.debug("hidden")
        log.info("shown")
        let text = try Self.read(folder)
        #expect(text.contains("warning MAWQUT_LOG_LEVEL=loud is not a level (expected one of trace, debug, info, notice, warning, error, critical)"))
        #expect(text.contains("info shown") && !text.contains("hidden"))
    }

    @Test func underSystemdEachLineCarriesItsSyslogPriorityForTheJournal() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // What the service writes to its standard error, which systemd hands to the journal.
        let stream = folder.appendingPathComponent("stderr").path
        let echo = try OpenFile.writing(stream, append: false)
        var log = Logger(label: "test") { _ in
            MawqutLogHandler(file: RotatingLogFile(directory: folder), echo: .stream(echo, priorities: true), level: .trace)
        }
        log[metadataKey: "prayer"] = "fajr"
        for level in Logger.Level.allCases { log.log(level: level, "at \(level)\nsecond line\u{1B}[2J") }
        let journal = try String(contentsOfFile: stream, encoding: .utf8)
        let expected = zip(Logger.Level.allCases, [7, 7, 6, 5, 4, 3, 2]).map { level, priority in
            "<\(priority)>at \(level)\n<\(priority)>second line\\u{1B}[2J prayer=fajr\n"
        }.joined()
        #expect(journal == expected)
        #expect(try !Self.read(folder).contains("\u{1B}"), "no terminal command reaches the file")
    }
}
