import Foundation
import Testing
@testable import MawqutCommon

/// A helper process a test starts (a local HTTP server): stopped, and waited for,
/// when the test lets go of it, also when the test fails. Threads of the test
/// runner block SIGTERM, and a child inherits that mask, so a terminate() would be
/// ignored: the helper is stopped with SIGKILL, which cannot be blocked.
final class HelperProcess {
    private let process = Process()
    /// What the test writes to the helper's standard input, when it asked for one.
    private let input: Pipe?

    init(_ arguments: [String], withInput: Bool = false) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        input = withInput ? Pipe() : nil
        if let input { process.standardInput = input }
        try process.run()
    }

    var pid: Int32 { process.processIdentifier }

    /// Writes a line to the helper's standard input (started `withInput`).
    func send(_ line: String) {
        input?.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Stops the process and reaps it; safe to call more than once.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Whether a process with this id still exists (a zombie counts: it was not reaped).
    static func exists(_ pid: Int32) -> Bool { kill(pid, 0) == 0 }

    deinit { stop() }
}

struct HelperProcessTests {
    @Test func aHelperIsGoneWhenTheTestLetsGoOfIt() throws {
        var helper: HelperProcess? = try HelperProcess(["python3", "-c", "import time; time.sleep(600)"])
        let pid = try #require(helper?.pid)
        #expect(HelperProcess.exists(pid))
        helper = nil
        #expect(!HelperProcess.exists(pid), "stopped and reaped, though SIGTERM is blocked in the test runner's threads")
    }
}

/// A tool run to its end, with what it printed.
struct ToolRun {
    let status: Int32
    let output: Data
    let errors: String

    var text: String { String(decoding: output, as: UTF8.self) }

    /// Runs `executable` with `arguments` (and `environment`, when given) and waits for it.
    init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Both pipes are read to their end at once, so that neither fills while the other is read.
        let group = DispatchGroup()
        nonisolated(unsafe) var said = Data()
        DispatchQueue.global().async(group: group) { said = errors.fileHandleForReading.readDataToEndOfFile() }
        self.output = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        status = process.terminationStatus
        self.errors = String(decoding: said, as: UTF8.self)
    }
}

/// A local HTTP server, in Python, that writes each path asked for to requests.log
/// in its folder and then runs `handler`: Python lines (indented by four spaces)
/// of a GET handler, with `self`, `root` (the folder), `os` and `time` at hand.
/// Ready when constructed (it answers /ping).
final class ScriptedHTTPServer {
    private var process: HelperProcess?
    let root: URL
    let port = Int.random(in: 40_001...60_000)
    var requests: [String] {
        ((try? String(contentsOf: root.appendingPathComponent("requests.log"), encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    init(name: String, handler: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let body = handler.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        let script = """
            import http.server, sys, time, os
            root = sys.argv[2]
            class Handler(http.server.BaseHTTPRequestHandler):
                def log_message(self, *args): pass
                def do_GET(self):
                    with open(os.path.join(root, "requests.log"), "a") as log: log.write(self.path + "\\n")
                    if self.path == "/ping":
                        self.send_response(200); self.send_header("Content-Length", "0"); self.end_headers(); return
            \(body)
            http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
            """
        try script.write(to: root.appendingPathComponent("server.py"), atomically: true, encoding: .utf8)
        process = try HelperProcess(["python3", root.appendingPathComponent("server.py").path, "\(port)", root.path])
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, case .failure = HTTP.get("http://127.0.0.1:\(port)/ping", timeout: 1) {
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    deinit {
        process?.stop()
        try? FileManager.default.removeItem(at: root)
    }
}
