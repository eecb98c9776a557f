import Foundation

/// A blocking HTTP GET for background queues (recitation downloads, Aladhan),
/// made by the `mawqut-http` helper installed beside `mawqut`: this process never
/// loads the networking libraries (see Sources/MawqutHTTP/main.swift).
public enum HTTP {
    /// The helper's file name; it is looked for beside the running executable, then on PATH.
    public static let helperName = "mawqut-http"

    /// Where the helper is, or nil when it is not installed.
    public static var helper: String? {
        let beside = Assets.executableFolder.appendingPathComponent(helperName).path
        let path = (Environment.variable("PATH") ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(helperName)" }
        return ([beside] + path).first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The body of a 200 answer, checked against its announced size, or why there is none.
    public static func get(_ address: String, timeout: TimeInterval, cancellation: DownloadCancellation? = nil) -> Result<Data, HTTPProblem> {
        guard let helper else {
            return .failure(HTTPProblem(message: "\(address): no networking (\(helperName) is not installed beside mawqut or on PATH)"))
        }
        let body = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-http-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: body) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: helper)
        process.arguments = [address, "--timeout", String(timeout), "--output", body.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            return .failure(HTTPProblem(message: "\(address): \(helper) could not start: \(error.localizedDescription)"))
        }
        // The helper stops at SIGTERM and leaves no partial file (see Sources/MawqutHTTP/main.swift).
        if cancellation?.attach(process) == false { process.terminate() }
        defer { cancellation?.detach() }
        if ended.wait(timeout: .now() + timeout + 5) == .timedOut {
            process.terminate()
            if ended.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                ended.wait()
            }
            return .failure(HTTPProblem(message: "\(address): no answer within \(Int(timeout)) s"))
        }
        if cancellation?.isCancelled == true { return .failure(HTTPProblem(message: "\(address): cancelled")) }
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, let data = try? Data(contentsOf: body) else {
            return .failure(HTTPProblem(message: said.isEmpty ? "\(address): \(helperName) exited with \(process.terminationStatus)" : said))
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
public final class DownloadCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var running: Process?

    public init() {}

    public var isCancelled: Bool { lock.withLock { cancelled } }

    public func cancel() {
        lock.withLock {
            cancelled = true
            if running?.isRunning == true { running?.terminate() }
        }
    }

    /// Notes the helper fetching now; false when the downloads were cancelled already.
    func attach(_ process: Process) -> Bool {
        lock.withLock {
            running = process
            return !cancelled
        }
    }

    func detach() { lock.withLock { running = nil } }
}
