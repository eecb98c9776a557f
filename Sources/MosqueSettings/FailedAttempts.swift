import FoundationEssentials

/// Wrong PINs typed at the settings screen, or wrong passwords at the admin page
/// (per account and per address), and how long the next try must wait. Kept on
/// disk, so that closing the screen or restarting does not start the count again;
/// a right PIN or password clears it.
///
/// The first `freeTries` wrong tries cost nothing; each one after waits twice as
/// long as the one before, from `firstWait` up to `longestWait`.
public struct FailedAttempts: Codable, Equatable, Sendable {
    public static let freeTries = 3
    public static let firstWait: TimeInterval = 30
    public static let longestWait: TimeInterval = 15 * 60

    public private(set) var failures = 0
    public private(set) var lastFailure: Date?

    public init() {}

    /// A count read back from storage.
    public init(failures: Int, lastFailure: Date?) {
        self.failures = max(0, failures)
        self.lastFailure = lastFailure
    }

    /// How long to wait after the last of `failures` wrong tries.
    public static func waitAfter(failures: Int) -> TimeInterval {
        guard failures >= freeTries else { return 0 }
        let doublings = min(failures - freeTries, 16)
        return min(firstWait * Double(1 << doublings), longestWait)
    }

    /// Seconds left before the next try at `now`. A wall clock set back does
    /// not make the wait longer than it was when the last wrong try was made.
    public func wait(at now: Date) -> TimeInterval {
        guard let lastFailure else { return 0 }
        let full = Self.waitAfter(failures: failures)
        return max(0, min(full, lastFailure.addingTimeInterval(full).timeIntervalSince(now)))
    }

    public mutating func recordFailure(at now: Date) {
        failures += 1
        lastFailure = now
    }

    public mutating func recordSuccess() {
        self = FailedAttempts()
    }
}
