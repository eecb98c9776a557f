import Foundation
import Testing
@testable import mawqut
@testable import KioskApp

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
                                 log: { problems.add($0) }, firstReady: { done.signal() })
        #expect(done.wait(timeout: .now() + 10) == .success)
        Thread.sleep(forTimeInterval: 1)
        #expect(FileManager.default.contents(atPath: present) == Data("ID3 fake ayah".utf8))
        #expect(!FileManager.default.fileExists(atPath: absent))
        #expect(problems.all.contains { $0.contains("001002.mp3: HTTP 404") })
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
