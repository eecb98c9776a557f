import FileFormats
import FoundationEssentials
import Synchronization

/// A blocking HTTP GET for background queues (recitation downloads, Aladhan),
/// made by the `mawqut-http` helper installed beside `mawqut`: this process never
/// loads the networking libraries (see Sources/MawqutHTTP/main.swift).
public enum HTTP {
    /// The helper's file name (see `helperCandidates` for where it is looked for).
    public static let helperName = "mawqut-http"

    /// Where the helper is, or nil when it is not installed.
    public static var helper: String? {
        helperCandidates(executableFolder: Assets.executableFolder, searchPath: Environment.variable("PATH") ?? "/usr/bin:/bin")
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Where the helper may be, in order: beside the running executable, in the `bin`
    /// folder of its installation prefix (the kiosk runs from `<prefix>/lib/mawqut`,
    /// the helper is installed beside `mawqut` in `<prefix>/bin`: the package, `make
    /// install` and a source build's `.build/dist` alike), then on `searchPath`.
    public static func helperCandidates(executableFolder: URL, searchPath: String) -> [String] {
        let folders = [executableFolder.standardizedFileURL.path,
                       Assets.prefix(ofExecutableIn: executableFolder).appendingPathComponent("bin").path]
            + searchPath.split(separator: ":").map(String.init)
        var seen = Set<String>()
        return folders.filter { seen.insert($0).inserted }.map { "\($0)/\(helperName)" }
    }

    /// The body of a 200 answer, checked against its announced size, or why there is none.
    public static func get(_ address: String, timeout: TimeInterval, cancellation: DownloadCancellation? = nil) -> Result<Data, HTTPProblem> {
        guard let helper else {
            return .failure(HTTPProblem(message: "\(address): no networking (\(helperName) is not installed beside mawqut, in the bin folder of its prefix or on PATH)"))
        }
        let body = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-http-\(UUID().uuidString)")
        let said = body.path + ".errors"
        defer {
            try? FileManager.default.removeItem(at: body)
            try? FileManager.default.removeItem(atPath: said)
        }
        let process: ChildProcess
        do {
            process = try ChildProcess.start(helper, [address, "--timeout", String(timeout), "--output", body.path], errors: .file(said))
        } catch {
            return .failure(HTTPProblem(message: "\(address): \(error)"))
        }
        // The helper stops at SIGTERM and leaves no partial file (see Sources/MawqutHTTP/main.c).
        if cancellation?.attach(process) == false { process.terminate() }
        defer { cancellation?.detach() }
        guard let status = process.wait(seconds: timeout + 5) else {
            process.terminate()
            if process.wait(seconds: 2) == nil {
                process.terminate(force: true)
                _ = process.wait()
            }
            return .failure(HTTPProblem(message: "\(address): no answer within \(Int(timeout)) s"))
        }
        if cancellation?.isCancelled == true { return .failure(HTTPProblem(message: "\(address): cancelled")) }
        let message = ((try? String(contentsOfFile: said, encoding: .utf8)) ?? "").trimmingWhitespace()
        guard status == 0, let data = try? Data(contentsOf: body) else {
            return .failure(HTTPProblem(message: message.isEmpty ? "\(address): \(helperName) exited with \(status)" : message))
        }
        return .success(data)
    }
}

/// Why a GET brought no body: the address and what went wrong.
public struct HTTPProblem: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }

    public init(message: String) { self.message = message }
}

/// Stops downloads that are no longer wanted (a recitation stopped): set once, it
/// ends the helper that is fetching and keeps the next file from being asked for.
public final class DownloadCancellation: Sendable {
    private struct State {
        var cancelled = false
        var running: ChildProcess?
    }

    private let state = Mutex(State())

    public init() {}

    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    public func cancel() {
        state.withLock {
            $0.cancelled = true
            $0.running?.terminate()
        }
    }

    /// Notes the helper fetching now; false when the downloads were cancelled already.
    func attach(_ process: ChildProcess) -> Bool {
        state.withLock {
            $0.running = process
            return !$0.cancelled
        }
    }

    func detach() { state.withLock { $0.running = nil } }
}
