import FoundationEssentials
import Glibc
import MawqutCommon

/// What a tool did: its exit status and what it printed on both streams.
public struct ToolOutcome: Sendable, Equatable {
    public let status: Int32
    public let output: String

    public init(status: Int32, output: String) {
        self.status = status
        self.output = output
    }

    /// The status and the first lines printed, for a problem's summary.
    var briefly: String {
        let lines = output.split(separator: "\n").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }.prefix(2)
        let said = lines.isEmpty ? "nothing printed" : lines.joined(separator: " / ")
        return "\(said) (exit status \(status))"
    }
}

/// Runs the tools that switch a screen; tests put a recording stand-in in its place.
public protocol ScreenToolRunner: Sendable {
    /// Runs `tool` (a name looked up on the search path) with `arguments`, `input` on its
    /// standard input and `environment` added to the kiosk's; waits at most 20 seconds.
    func run(_ tool: String, _ arguments: [String], input: ChildProcess.Input, environment: [String: String]) -> ToolOutcome
}

extension ScreenToolRunner {
    func run(_ tool: String, _ arguments: [String]) -> ToolOutcome {
        run(tool, arguments, input: .null, environment: [:])
    }
}

/// Runs the real tools, found on `PATH` and in the system's own directories.
public struct SystemToolRunner: ScreenToolRunner {
    /// Where tools are looked for, in order.
    let searchPath: [String]

    public init(searchPath: [String]? = nil) {
        let path = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map(String.init) ?? []
        self.searchPath = searchPath ?? (path + ["/usr/local/bin", "/usr/bin", "/bin", "/usr/sbin", "/sbin"])
    }

    /// The program's path, or nil when it is not installed.
    func locate(_ tool: String) -> String? {
        searchPath.map { "\($0)/\(tool)" }.first { access($0, X_OK) == 0 }
    }

    public func run(_ tool: String, _ arguments: [String], input: ChildProcess.Input, environment: [String: String]) -> ToolOutcome {
        guard let executable = locate(tool) else {
            return ToolOutcome(status: 127, output: "\(tool) is not installed (looked in \(searchPath.joined(separator: ":")))")
        }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-\(tool)-\(UUID().uuidString)").path
        let (outPath, errPath) = (base + ".out", base + ".err")
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { _, new in new }
        let child: ChildProcess
        do {
            child = try ChildProcess.start(executable, arguments, environment: variables, input: input,
                                           output: .file(outPath), errors: .file(errPath))
        } catch {
            return ToolOutcome(status: 126, output: error.description)
        }
        let status: Int32
        if let ended = child.wait(seconds: 20) {
            status = ended
        } else {
            child.terminate(force: true)
            _ = child.wait()
            return ToolOutcome(status: 124, output: "\(tool) did not finish within 20 seconds and was stopped")
        }
        let printed = [outPath, errPath].compactMap { FileManager.default.contents(atPath: $0) }.map { String(decoding: $0, as: UTF8.self) }
        return ToolOutcome(status: status, output: printed.joined(separator: "\n"))
    }
}
