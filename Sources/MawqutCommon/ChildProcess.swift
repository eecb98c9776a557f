import Dispatch
import FileFormats
import Glibc
import Synchronization

/// A program Mawqut runs and waits for (mawqut-http, espeak-ng, pip, unzip, systemctl),
/// started with posix_spawn: Foundation's `Process` is not in FoundationEssentials.
/// The child starts with every signal at its default and none blocked, whatever the
/// parent blocks, so that SIGTERM stops it.
public final class ChildProcess: Sendable {
    /// What the child reads on its standard input.
    public enum Input: Sendable {
        /// /dev/null.
        case null
        /// The parent's own (a program that talks to the person at the terminal).
        case inherit
        /// These bytes, then the end of the input.
        case bytes([UInt8])
        /// A file or device opened for reading and writing (a text console, for its ioctls).
        case device(String)
    }

    /// Where a standard stream of the child goes.
    public enum Stream: Sendable {
        /// /dev/null.
        case null
        /// The parent's own.
        case inherit
        /// A file, created or emptied (standard output and error only).
        case file(String)
    }

    /// A program that could not be started, and why.
    public struct StartFailure: Error, CustomStringConvertible, Sendable {
        public let executable: String
        public let reason: String
        public var description: String { "\(executable) could not start: \(reason)" }
    }

    public let pid: pid_t
    private let status = Mutex<Int32?>(nil)
    private let ended = DispatchSemaphore(value: 0)

    private init(pid: pid_t) {
        self.pid = pid
    }

    /// Starts `executable` (a path) with `arguments`; `environment` replaces the
    /// parent's when given.
    public static func start(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                             input: Input = .null, output: Stream = .null, errors: Stream = .inherit) throws(StartFailure) -> ChildProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var inputPipe: [Int32] = [-1, -1]
        switch input {
        case .null:
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        case .inherit:
            break
        case .device(let path):
            posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR | O_NOCTTY, 0)
        case .bytes:
            guard pipe(&inputPipe) == 0 else { throw StartFailure(executable: executable, reason: String(cString: strerror(errno))) }
            posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
            posix_spawn_file_actions_addclose(&actions, inputPipe[1])
        }
        for (descriptor, stream) in [(Int32(1), output), (Int32(2), errors)] {
            switch stream {
            case .null: posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
            case .inherit: break
            case .file(let path): posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { envp?.forEach { free($0) } }
        var spawned = pid_t()
        let code = if let envp { posix_spawn(&spawned, executable, &actions, &attributes, argv, envp) }
            else { posix_spawn(&spawned, executable, &actions, &attributes, argv, environ) }
        let pid = spawned
        if inputPipe[0] >= 0 { close(inputPipe[0]) }
        guard code == 0 else {
            if inputPipe[1] >= 0 { close(inputPipe[1]) }
            throw StartFailure(executable: executable, reason: String(cString: strerror(code)))
        }
        let child = ChildProcess(pid: pid)
        if case .bytes(let input) = input {
            // A child that stops reading (it failed) closes the pipe: the write fails, the wait says why.
            let previous = signal(SIGPIPE, SIG_IGN)
            try? OpenFile(adopting: inputPipe[1], path: "the standard input of \(executable)").write(input)
            signal(SIGPIPE, previous)
        }
        DispatchQueue.global().async {
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
            child.status.withLock { $0 = Self.exitStatus(raw) }
            child.ended.signal()
        }
        return child
    }

    /// Waits for the child to end; its exit status (128 + the signal when a signal ended it).
    public func wait() -> Int32 {
        ended.wait()
        ended.signal()
        return status.withLock { $0 ?? -1 }
    }

    /// Waits at most `seconds`; nil when the child is still running then.
    public func wait(seconds: Double) -> Int32? {
        guard ended.wait(timeout: .now() + seconds) == .success else { return nil }
        ended.signal()
        return status.withLock { $0 }
    }

    /// Whether the child has not ended yet.
    public var isRunning: Bool { status.withLock { $0 == nil } }

    /// Asks the child to stop (SIGTERM), or stops it (SIGKILL).
    public func terminate(force: Bool = false) {
        guard isRunning else { return }
        kill(pid, force ? SIGKILL : SIGTERM)
    }

    /// wait(2)'s status as a shell says it: the exit code, or 128 + the signal.
    private static func exitStatus(_ raw: Int32) -> Int32 {
        let signal = raw & 0x7F
        return signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
    }
}
