#if canImport(Glibc)
import Glibc
#endif

/// An open file descriptor: what Mawqut once did with Foundation's `FileHandle`
/// (reading a recording in chunks, appending to a log, flushing a file before a
/// rename, writing to standard output), which FoundationEssentials lacks. Errors say
/// what the system said. The descriptor is closed when the value goes away, except
/// for the standard streams.
public final class OpenFile: @unchecked Sendable {
    /// A file the system refused to open, read, write or flush.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let path: String
        public let reason: String
        /// The system's error number (`EROFS`, `ENOSPC`, …).
        public let code: Int32
        public var description: String { "\(path): \(reason)" }

        /// The failure `errno` says, at `path`.
        public init(_ path: String) {
            self.path = path
            code = errno
            reason = String(cString: strerror(code))
        }
    }

    /// The file descriptor, for the system calls this type does not make.
    public let descriptor: Int32
    /// The path it was opened at (or a name such as "standard output"), for messages.
    public let path: String
    /// Whether the value closes the descriptor (the standard streams stay open).
    private let owned: Bool

    private init(descriptor: Int32, path: String, owned: Bool) {
        self.descriptor = descriptor
        self.path = path
        self.owned = owned
    }

    deinit {
        if owned { Glibc.close(descriptor) }
    }

    /// Takes over an open descriptor (the end of a pipe): closed when the value goes away.
    public convenience init(adopting descriptor: Int32, path: String) {
        self.init(descriptor: descriptor, path: path, owned: true)
    }

    /// The process's standard streams, never closed by these values.
    public static let standardInput = OpenFile(descriptor: 0, path: "standard input", owned: false)
    public static let standardOutput = OpenFile(descriptor: 1, path: "standard output", owned: false)
    public static let standardError = OpenFile(descriptor: 2, path: "standard error", owned: false)

    /// Opens `path` to read.
    public static func reading(_ path: String) throws(Failure) -> OpenFile {
        try open(path, flags: O_RDONLY, mode: 0)
    }

    /// Opens `path` to write, made with `mode` when missing; `append` writes at the
    /// end, otherwise the file is emptied first.
    public static func writing(_ path: String, append: Bool, mode: mode_t = 0o600) throws(Failure) -> OpenFile {
        try open(path, flags: O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC), mode: mode)
    }

    private static func open(_ path: String, flags: Int32, mode: mode_t) throws(Failure) -> OpenFile {
        let descriptor = Glibc.open(path, flags | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw Failure(path) }
        return OpenFile(descriptor: descriptor, path: path, owned: true)
    }

    /// Up to `count` bytes from the current offset; fewer only at the end of the file.
    public func read(upTo count: Int) throws(Failure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            // invariant: the loop runs only while bytes is not empty, so its buffer has an address
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, count - filled) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw Failure(path) }
            if got == 0 { break }
            filled += got
        }
        bytes.removeLast(count - filled)
        return bytes
    }

    /// Everything from the current offset to the end.
    public func readToEnd() throws(Failure) -> [UInt8] {
        var all: [UInt8] = []
        while true {
            let chunk = try read(upTo: 65_536)
            all += chunk
            if chunk.count < 65_536 { return all }
        }
    }

    /// Writes all of `bytes`.
    public func write(_ bytes: some Collection<UInt8>) throws(Failure) {
        let bytes = Array(bytes)
        var done = 0
        while done < bytes.count {
            // invariant: the loop runs only while bytes is not empty, so its buffer has an address
            let wrote = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + done, bytes.count - done) }
            if wrote < 0, errno == EINTR { continue }
            guard wrote > 0 else { throw Failure(path) }
            done += wrote
        }
    }

    /// Writes `text` as UTF-8.
    public func write(_ text: String) throws(Failure) {
        try write(Array(text.utf8))
    }

    /// Writes `text`, where a failure (a closed pipe, a full disk) has nowhere to be told.
    public func writeIgnoringFailure(_ text: String) {
        try? write(text)
    }

    /// Flushes what was written to the disk (fsync).
    public func synchronize() throws(Failure) {
        guard fsync(descriptor) == 0 else { throw Failure(path) }
    }

    /// Moves the offset `delta` bytes on from where it is; returns the new offset.
    @discardableResult
    public func seek(by delta: Int64) throws(Failure) -> Int64 {
        let offset = lseek(descriptor, off_t(delta), SEEK_CUR)
        guard offset >= 0 else { throw Failure(path) }
        return Int64(offset)
    }

    /// Moves the offset to the end; returns the file's size.
    @discardableResult
    public func seekToEnd() throws(Failure) -> Int64 {
        let offset = lseek(descriptor, 0, SEEK_END)
        guard offset >= 0 else { throw Failure(path) }
        return Int64(offset)
    }
}
