import FileFormats
import FoundationEssentials
import Glibc
import MosqueSettings

/// Notices when the configuration file changes, by its modification time, size and
/// inode (a `stat`), looked at when its directory reports an event (`DirectoryEvents`,
/// read at each poll, once a second from the kiosk's tick, so a saved change is in use
/// within two seconds) and at least once a minute; at every poll where the directory
/// cannot be watched or the file is a symbolic link (whose target's edits its directory
/// does not see). A file that was there and has gone (deleted, moved, unmounted) or
/// cannot be used is a problem to report, never a reason to fall back to the defaults:
/// the clock keeps the last good configuration.
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
    /// The events of the file's directory; nil: the file is looked at on every poll.
    private var directoryEvents: DirectoryEvents?
    /// When the file was last looked at.
    private var lastLook = Date.distantPast
    /// The longest a change can go unnoticed when the directory reported no event
    /// (a file system inotify does not follow, a bind mount changed under it).
    static let longestWithoutLook: TimeInterval = 60

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
        directoryEvents = path.flatMap(Self.watchableDirectory).flatMap(DirectoryEvents.init)
    }

    /// The file was just written by this process: its new state is already applied.
    public func noteWritten() {
        lastSeen = path.flatMap(Self.identity)
        hadFile = true
    }

    /// Reads the file when it changed since the last poll, or always when `force`.
    public func poll(force: Bool, now: Date = Date()) -> Outcome {
        guard let path else { return .unchanged }
        if !force, let events = directoryEvents, now.timeIntervalSince(lastLook) < Self.longestWithoutLook, now >= lastLook {
            switch events.look() {
            case .nothing: return .unchanged
            case .something: break
            case .watchEnded: directoryEvents = nil
            }
        }
        lastLook = now
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

    /// The directory whose events tell of changes to the file at `path`: its parent,
    /// unless the file is a symbolic link.
    private static func watchableDirectory(_ path: String) -> String? {
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { return nil }
        let parent = PathText.deletingLastComponent(path)
        return parent.isEmpty ? "." : parent
    }

    private static func identity(_ path: String) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileIdentity(modified: status.st_mtim, size: Int(status.st_size), inode: UInt(status.st_ino))
    }
}
