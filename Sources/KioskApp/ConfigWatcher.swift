import Foundation
import KioskCore

/// Notices when the configuration file changes, by its modification time.
public final class ConfigWatcher: @unchecked Sendable {
    enum Outcome {
        case unchanged
        case changed(Settings)
        case invalid(String)
    }

    let path: String?
    private var lastModified: Date?
    private var lastCheck = Date.distantPast

    /// `path` nil: the configuration came from defaults and command-line flags only.
    public init(path: String?) {
        self.path = path
        lastModified = path.flatMap(Self.modificationDate)
    }

    /// The file was just written by this process: its new state is already applied.
    func noteWritten() {
        lastModified = path.flatMap(Self.modificationDate)
    }

    /// Looks at the file at most every five seconds unless `force`.
    func poll(force: Bool) -> Outcome {
        guard let path, force || Date().timeIntervalSince(lastCheck) >= 5 else { return .unchanged }
        lastCheck = Date()
        let modified = Self.modificationDate(path)
        guard force || modified != lastModified else { return .unchanged }
        lastModified = modified
        do {
            return .changed(try ConfigFile.load(explicitPath: FileManager.default.fileExists(atPath: path) ? path : nil))
        } catch {
            return .invalid(String(describing: error))
        }
    }

    private static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
