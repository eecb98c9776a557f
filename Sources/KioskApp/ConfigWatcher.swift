import Foundation
import KioskCore

/// Notices when the configuration file changes, by its modification time. A file
/// that was there and has gone (deleted, moved, unmounted) or cannot be read is a
/// problem to report, never a reason to fall back to the defaults: the clock keeps
/// the last good configuration. Only a kiosk that never had a file uses the defaults.
public final class ConfigWatcher: @unchecked Sendable {
    enum Outcome: Equatable {
        case unchanged
        case changed(Settings)
        case invalid(String)
        /// The file was there and is gone.
        case missing(String)
    }

    let path: String?
    /// A follower's schedule from its primary, put over the file at each read.
    var overlay: SharedSchedule?
    private var lastModified: Date?
    private var lastCheck = Date.distantPast
    /// Whether the file has existed since the kiosk started.
    private var hadFile: Bool

    /// `path` nil: the configuration came from defaults and command-line flags only.
    public init(path: String?) {
        self.path = path
        lastModified = path.flatMap(Self.modificationDate)
        hadFile = path.map { FileManager.default.fileExists(atPath: $0) } ?? false
    }

    /// The file was just written by this process: its new state is already applied.
    func noteWritten() {
        lastModified = path.flatMap(Self.modificationDate)
        hadFile = true
    }

    /// Looks at the file at most every five seconds unless `force`.
    func poll(force: Bool) -> Outcome {
        guard let path, force || Date().timeIntervalSince(lastCheck) >= 5 else { return .unchanged }
        lastCheck = Date()
        let modified = Self.modificationDate(path)
        guard force || modified != lastModified else { return .unchanged }
        lastModified = modified
        guard FileManager.default.fileExists(atPath: path) else {
            return hadFile ? .missing("\(path): the configuration file is missing") : .unchanged
        }
        hadFile = true
        do {
            return .changed(try ConfigFile.load(explicitPath: path) { [overlay] _ in overlay })
        } catch {
            return .invalid(String(describing: error))
        }
    }

    private static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
