import Foundation
import PrayerCalc

/// What time it is. The kiosk reads the system clock through this; tests and
/// demonstrations pass a shifted or accelerated one.
public protocol WallClock: Sendable {
    var now: Date { get }
}

/// The system clock.
public struct SystemClock: WallClock {
    public init() {}
    public var now: Date { Date() }
}

/// A clock that starts at `start` when created and runs `speed` times faster than
/// the system clock (`--now` and `--speed`).
public struct ShiftedClock: WallClock {
    private let origin: Date
    private let start: Date
    private let speed: Double
    private let reference: @Sendable () -> Date

    public init(start: Date, speed: Double = 1, reference: @escaping @Sendable () -> Date = { Date() }) {
        self.origin = reference()
        self.start = start
        self.speed = speed
        self.reference = reference
    }

    public var now: Date { start.addingTimeInterval(reference().timeIntervalSince(origin) * speed) }
}

/// A sound the kiosk asks for.
public enum Sound: Sendable, Equatable, CustomStringConvertible {
    /// A recording on disk (an adhan or dua), with its volume 0–100.
    case recording(path: String, volume: Int)
    /// The short chime before a prayer.
    case reminderChime
    /// The tone before sunrise.
    case sunriseTone

    public var description: String {
        switch self {
        case .recording(let path, let volume): "\(path) at volume \(volume)"
        case .reminderChime: "reminder chime"
        case .sunriseTone: "sunrise tone"
        }
    }
}

/// What an audio player reports back.
public enum AudioPlayerEvent: Sendable, Equatable {
    case started
    case finished
    case failed(String)
}

/// Plays sounds away from the caller's thread and reports back through `events`.
/// `play` replaces whatever is playing.
public protocol AudioPlayer: AnyObject, Sendable {
    func play(_ sound: Sound)
    func stop()
    /// Set once by the runtime before the first `play`.
    func setEventHandler(_ handler: @escaping @Sendable (AudioPlayerEvent) -> Void)
}
