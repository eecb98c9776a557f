import FoundationEssentials
import Glibc
import MawqutCommon
import MosqueSettings
import Storage
import Synchronization

/// The configuration as the wall has it, for the pages: read again whenever the
/// file changes (a `stat` per request), with the last good configuration in use
/// when the file cannot be used — the same rules as the kiosk's — and the times
/// built on it. A follower's file is read with its primary's shared schedule over it.
public final class LiveConfiguration: Sendable {
    /// One reading of the file.
    public struct Snapshot: Sendable {
        /// The settings in use (the last good ones when the file cannot be used).
        public let settings: Settings
        /// The file's bytes (nil: no file; the defaults are in use).
        public let data: Data?
        /// Why the file cannot be used, when it cannot.
        public let fault: ConfigFault?
        /// When the configuration in use was accepted, while a fault stands.
        public let lastGoodAcceptedAt: Date?
        /// Identifies the file's content: a form made on one version is refused on another.
        public let version: String
        /// When the file last changed (for Last-Modified).
        public let modified: Date
        public let times: MosqueTimes?
        /// The primary whose schedule a follower shows, and the keys it shares.
        public let primary: String?
        /// Counts the readings: what was made from one reading is good until the next.
        public var generation = 0

        /// Whether a setting comes from the primary (and is read-only here).
        public func isShared(_ path: [String]) -> Bool {
            primary != nil && SharedSchedule.paths.contains { path.starts(with: $0) }
        }
    }

    public let path: String
    /// Whether the path was given (`--config`): then a missing file is a fault; at the
    /// default path it means the defaults, as for the clock.
    public let pathGiven: Bool
    public let dataDirectory: URL
    private let state: StateDatabase?
    /// The last reading and what it was made from.
    private struct Reading {
        var identity: String?
        var snapshot: Snapshot?
        var timesLoadedAt = Date.distantPast
        var generation = 0
    }

    private let reading = Mutex(Reading())
    /// Published times are read again this often (the kiosk or a command may import a timetable).
    private let timetableLifetime: TimeInterval = 60

    public init(path: String, pathGiven: Bool = true, dataDirectory: URL, state: StateDatabase?) {
        self.path = path
        self.pathGiven = pathGiven
        self.dataDirectory = dataDirectory
        self.state = state
    }

    /// The configuration now; read again when the file changed or `refresh` is asked.
    public func current(now: Date = Date(), refresh: Bool = false) -> Snapshot {
        let seen = Self.identity(path)
        return reading.withLock { last in
            if let snapshot = last.snapshot, !refresh, seen == last.identity, now.timeIntervalSince(last.timesLoadedAt) < timetableLifetime {
                return snapshot
            }
            var fresh = read(now: now)
            last.generation += 1
            fresh.generation = last.generation
            last.identity = seen
            last.snapshot = fresh
            last.timesLoadedAt = now
            return fresh
        }
    }

    private func read(now: Date) -> Snapshot {
        let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date ?? Date(timeIntervalSince1970: 0)
        let overlay = ConfigFile.storedSchedule(in: dataDirectory)
        var primary: String?
        let tracking: (Settings) -> SharedSchedule? = { own in
            let schedule = overlay(own)
            primary = schedule?.primary
            return schedule
        }
        do {
            let (settings, data) = try ConfigFile.read(explicitPath: pathGiven || path != ConfigFile.defaultPath ? path : nil, overlay: tracking, now: now)
            return Snapshot(settings: settings, data: data, fault: nil, lastGoodAcceptedAt: nil, version: Self.version(data),
                            modified: modified, times: times(settings), primary: primary)
        } catch {
            let data = FileManager.default.contents(atPath: path)
            let kept = LastGoodConfiguration(dataDirectory: dataDirectory).read()
            let settings = kept?.settings ?? .defaults
            return Snapshot(settings: settings, data: data, fault: error, lastGoodAcceptedAt: kept?.acceptedAt,
                            version: Self.version(data), modified: modified, times: kept == nil ? nil : times(settings), primary: nil)
        }
    }

    private func times(_ settings: Settings) -> MosqueTimes? {
        if let state, let times = try? MosqueTimes(settings: settings, database: state) { return times }
        return try? MosqueTimes(settings: settings, published: [])
    }

    /// FNV-1a (64 bits) of the file's bytes, in hex: enough to tell two versions of
    /// one file apart (it guards against a stale form, not against an attacker).
    public static func version(_ data: Data?) -> String {
        guard let data else { return "none" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }

    private static func identity(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec).\(status.st_size).\(status.st_ino)"
    }
}
