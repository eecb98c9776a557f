import FoundationEssentials
import MosqueSettings

/// Where the settings screen's wrong PINs are kept: `settings-pin-attempts.json`
/// in the data directory, written whole to a temporary file and renamed.
enum PINAttemptsFile {
    static let name = "settings-pin-attempts.json"

    /// The attempts recorded, none when there is no file. A file that cannot be
    /// read counts as the free tries used up, so that breaking it does not reset the wait.
    static func read(in directory: URL, at now: Date, log: (String) -> Void) -> FailedAttempts {
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { return FailedAttempts() }
        do {
            return try JSONDecoder().decode(FailedAttempts.self, from: Data(contentsOf: url))
        } catch {
            log("settings screen: \(url.path) could not be read (\(error)); counting the free PIN tries as used")
            var used = FailedAttempts()
            for _ in 0..<FailedAttempts.freeTries { used.recordFailure(at: now) }
            return used
        }
    }

    static func write(_ attempts: FailedAttempts, in directory: URL) throws {
        try JSONEncoder().encode(attempts).write(to: directory.appendingPathComponent(name), options: .atomic)
    }
}
