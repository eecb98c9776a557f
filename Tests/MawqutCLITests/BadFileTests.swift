import Foundation
import Testing

/// Every kind of thing a path can name that is not a readable file of the right
/// size, given where a file is expected: each is refused with the path and the
/// reason, at once, and nothing crashes or hangs.
struct BadFileTests {
    /// A folder holding one of each bad kind of file, made by the test.
    final class Zoo {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-zoo-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("a-folder"), withIntermediateDirectories: true)
            #expect(mkfifo(folder.appendingPathComponent("a-fifo").path, 0o600) == 0)
            FileManager.default.createFile(atPath: folder.appendingPathComponent("empty").path, contents: Data())
            // A WAV header announcing 0 channels at 1 Hz.
            var header = Data("RIFF".utf8) + Data([36, 0, 0, 0]) + Data("WAVEfmt ".utf8) + Data([16, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0])
            header += Data([2, 0, 0, 0, 2, 0, 16, 0]) + Data("data".utf8) + Data([0, 1, 0, 0]) + Data(count: 256)
            FileManager.default.createFile(atPath: folder.appendingPathComponent("absurd.wav").path, contents: header)
            FileManager.default.createFile(atPath: folder.appendingPathComponent("huge.mp3").path, contents: Data("ID3".utf8))
            let handle = try FileHandle(forWritingTo: folder.appendingPathComponent("huge.mp3"))
            try handle.truncate(atOffset: 5 << 30)
            try handle.close()
        }

        /// (name, path, what the refusal must say)
        var cases: [(String, String, String)] {
            [("folder", folder.appendingPathComponent("a-folder").path, "is a folder, not a file"),
             ("FIFO", folder.appendingPathComponent("a-fifo").path, "is a FIFO (named pipe), not a file"),
             ("device", "/dev/null", "is a device, not a file"),
             ("empty file", folder.appendingPathComponent("empty").path, "contains no audio"),
             ("absurd WAV header", folder.appendingPathComponent("absurd.wav").path, "is not a recording this kiosk plays"),
             ("5 GB file", folder.appendingPathComponent("huge.mp3").path, "more than the 4294967296 a recording may have"),
             ("missing file", folder.appendingPathComponent("nothing-here.mp3").path, "audio file not found")]
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func playRefusesEachBadFileNamingItWithoutHangingOrCrashing() throws {
        let zoo = try Zoo()
        for (name, path, reason) in zoo.cases {
            let started = Date()
            let result = try CommandLineTests.run(["play", path, "--device", "null"])
            #expect(Date().timeIntervalSince(started) < 10, "\(name): answered at once")
            #expect(result.status == 1, "\(name): \(result.status) \(result.errors)")
            #expect(result.errors.contains(path) && result.errors.contains(reason), "\(name): \(result.errors)")
        }
    }

    @Test func aConfigurationPathThatIsNotAFileIsAConfigurationError() throws {
        let zoo = try Zoo()
        for (name, path) in [("folder", zoo.folder.appendingPathComponent("a-folder").path), ("FIFO", zoo.folder.appendingPathComponent("a-fifo").path),
                             ("device", "/dev/zero")] {
            let result = try CommandLineTests.run(["times", "--config", path])
            #expect(result.status == 78, "\(name)")
            #expect(result.errors.contains("\(path): is a"), "\(name): \(result.errors)")
        }
    }

    @Test func importsRefuseAFolderOrAFifoWhereAFileIsExpected() throws {
        let zoo = try Zoo()
        let data = zoo.folder.appendingPathComponent("data").path
        let fifo = zoo.folder.appendingPathComponent("a-fifo").path
        let timetable = try CommandLineTests.run(["import", "timetable", fifo, "--data-dir", data])
        #expect(timetable.status == 1 && timetable.errors.contains("\(fifo): is a FIFO (named pipe), not a file"), "\(timetable.errors)")
        let hadith = try CommandLineTests.run(["import", "hadith", "--from", zoo.folder.appendingPathComponent("a-folder").path, "--data-dir", data])
        #expect(hadith.status != 0 && !hadith.errors.isEmpty)
    }
}

/// A command on a broken configuration fails (a script never gets old values) and names the last good copy.
struct BrokenConfigurationCommandTests {
    @Test func aCommandOnABrokenFileFailsAndNamesTheLastGoodCopy() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data.appendingPathComponent("mawqut"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        let kept = data.appendingPathComponent("mawqut/config.last-good.json")
        try Data(#"{"location": {"name": "Leeds", "latitude": 53.8, "longitude": -1.55, "timezone": "Europe/London"}}"#.utf8).write(to: kept)
        let result = try CommandLineTests.run(["times"], config: #"{"location": {"name": "Leeds",, }"#,
                                              environment: ["XDG_DATA_HOME": data.path])
        #expect(result.status == 78)
        #expect(result.output.isEmpty, "no times from an older configuration")
        #expect(result.errors.contains("config.json: not valid JSON at line 1, column 31"), "\(result.errors)")
        #expect(result.errors.contains("The last good configuration (accepted "), "\(result.errors)")
        #expect(result.errors.contains(kept.path), "\(result.errors)")
    }
}
