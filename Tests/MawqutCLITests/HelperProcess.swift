import Foundation
import Testing

/// A helper process a test starts (a local HTTP server): stopped, and waited for,
/// when the test lets go of it, also when the test fails. Threads of the test
/// runner block SIGTERM, and a child inherits that mask, so a terminate() would be
/// ignored: the helper is stopped with SIGKILL, which cannot be blocked.
final class HelperProcess {
    private let process = Process()

    init(_ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    var pid: Int32 { process.processIdentifier }

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
