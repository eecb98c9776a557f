import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Files read from paths that come from configuration and the command line: each
/// is checked with `stat` before anything opens it, so a folder, a FIFO with no
/// writer, a socket, a device, an empty file or an enormous one is refused with the
/// path and the reason, never read (a FIFO would block forever; Foundation traps
/// on reading a folder).
public enum InputFile {
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case notFound(String)
        case notAFile(String, kind: String)
        case empty(String)
        case tooLarge(String, bytes: Int64, limit: Int64)
        case unreadable(String, reason: String)

        public var description: String {
            switch self {
            case .notFound(let path): "\(path): no such file"
            case .notAFile(let path, let kind): "\(path): is \(kind), not a file"
            case .empty(let path): "\(path): the file is empty"
            case .tooLarge(let path, let bytes, let limit):
                "\(path): \(bytes) bytes, more than the \(limit) this file may have"
            case .unreadable(let path, let reason): "\(path): cannot be read (\(reason))"
            }
        }
    }

    /// Sizes past which a file is refused.
    public enum Limit {
        /// The configuration, a guide book: text a person writes.
        public static let text: Int64 = 4 << 20
        /// Data to import: the Quran, hadith collections, city lists, timetables.
        public static let data: Int64 = 512 << 20
        /// A recording: the largest 16-bit WAV the format can describe.
        public static let audio: Int64 = 4 << 30
    }

    /// The size in bytes of the regular file at `path`; nil when there is none there.
    /// (FoundationEssentials' `attributesOfItem` gives the size as a `UInt`, where
    /// Foundation gave an `NSNumber` that `as? Int` read: this says what it means.)
    public static func size(_ path: String) -> Int64? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int64(status.st_size)
    }

    /// Why `path` cannot be read as a file of at most `limit` bytes, or nil when it can.
    public static func problem(_ path: String, limit: Int64) -> Problem? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .notFound(path) : .unreadable(path, reason: String(cString: strerror(errno)))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .notAFile(path, kind: "a folder")
        case S_IFIFO: return .notAFile(path, kind: "a FIFO (named pipe)")
        case S_IFSOCK: return .notAFile(path, kind: "a socket")
        case S_IFCHR, S_IFBLK: return .notAFile(path, kind: "a device")
        default: return .notAFile(path, kind: "not a regular file")
        }
        let size = Int64(status.st_size)
        if size == 0 { return .empty(path) }
        if size > limit { return .tooLarge(path, bytes: size, limit: limit) }
        guard access(path, R_OK) == 0 else { return .unreadable(path, reason: String(cString: strerror(errno))) }
        return nil
    }

    /// The whole file, after the checks of `problem(_:limit:)`.
    public static func read(_ path: String, limit: Int64) throws(Problem) -> Data {
        if let problem = problem(path, limit: limit) { throw problem }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path, reason: ErrorReason.text(error))
        }
    }
}
