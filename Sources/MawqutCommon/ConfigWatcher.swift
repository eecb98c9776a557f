import FoundationEssentials
import Glibc
import MosqueSettings

/// Notices when the configuration file changes, by its modification time, size and
/// inode, looked at on every poll (a `stat`, once a second from the kiosk's tick,
/// so a saved change is in use within two seconds). A file that was there and has
/// gone (deleted, moved, unmounted) or cannot be used is a problem to report, never
/// a reason to fall back to the defaults: the clock keeps the last good configuration.
public final class ConfigWatcher: @unchecked Sendable {
    public enum Outcome: Equatable {
        case unchanged
        /// The file gives these settings; `data` is its text (nil: no file, the defaults).
        case changed(Settings, data: Data?)
        case invalid(ConfigFault)
        /// The file was there and is gone.
        case missing(String)
    }

    /// The file watched; nil when the configuration came from command-line flags.
    public let path: String?
    /// A follower's schedule from its primary, put over the file at each read.
    public var overlay: SharedSchedule?
    private var lastSeen: FileIdentity?
    /// Whether the file has existed since the kiosk started.
    private var hadFile: Bool

    /// What tells one version of the file from another without reading it.
    private struct FileIdentity: Equatable {
        let modified: timespec
        let size: Int
        let inode: UInt

        static func == (lhs: FileIdentity, rhs: FileIdentity) -> Bool {
            lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
                && lhs.size == rhs.size && lhs.inode == rhs.inode
        }
    }

    /// `path` nil: the configuration came from defaults and command-line flags only.
    public init(path: String?) {
        self.path = path
        lastSeen = path.flatMap(Self.identity)
        hadFile = path.map { FileManager.default.fileExists(atPath: $0) } ?? false
    }

    /// The file was just written by this process: its new state is already applied.
    public func noteWritten() {
        lastSeen = path.flatMap(Self.identity)
        hadFile = true
    }

    /// Reads the file when it changed since the last poll, or always when `force`.
    public func poll(force: Bool, now: Date = Date()) -> Outcome {
        guard let path else { return .unchanged }
        let identity = Self.identity(path)
        guard force || identity != lastSeen else { return .unchanged }
        lastSeen = identity
        guard identity != nil else {
            return hadFile ? .missing("\(path): the configuration file is missing") : .unchanged
        }
        hadFile = true
        do {
            let (settings, data) = try ConfigFile.read(explicitPath: path, overlay: { [overlay] _ in overlay }, now: now)
            return .changed(settings, data: data)
        } catch {
            return .invalid(error)
        }
    }

    private static func identity(_ path: String) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileIdentity(modified: status.st_mtim, size: Int(status.st_size), inode: UInt(status.st_ino))
    }
}
