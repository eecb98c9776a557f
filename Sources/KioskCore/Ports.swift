import FoundationEssentials
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

/// One sound file to play, at a volume from 0 to 100.
public struct SoundRequest: Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let volume: Int

    public init(path: String, volume: Int = 100) {
        self.path = path
        self.volume = volume
    }

    public var description: String { "\(path) at volume \(volume)" }
}

/// What an audio player reports back about the queue it is playing.
public enum AudioPlayerEvent: Sendable, Equatable {
    /// The first samples of queue item `index` reached the sound device.
    case started(index: Int)
    /// Queue item `index` could not play; the queue goes on with the next item.
    case itemFailed(index: Int, reason: String)
    /// The queue played to its end (not sent after `stop` or a replacing `play`).
    case queueEnded(failures: Int)
}

/// An event of one queue: `queue` is the identifier given to `play`, so that a
/// late report about a queue that was replaced is recognised as such.
public struct AudioReport: Sendable, Equatable {
    public let queue: Int
    public let event: AudioPlayerEvent

    public init(queue: Int, event: AudioPlayerEvent) {
        self.queue = queue
        self.event = event
    }
}

/// Plays queues of sounds away from the caller's thread and reports back through
/// the event handler. `play` replaces whatever is playing.
public protocol AudioPlayer: AnyObject, Sendable {
    /// Plays `queue` in order; reports carry `id`.
    func play(_ queue: [SoundRequest], speed: Double, id: Int)
    func stop()
    func pause()
    func resume()
    /// Moves on to the next item of the queue.
    func skip()
    /// Set once by the owner before the first `play`.
    func setEventHandler(_ handler: @escaping @Sendable (AudioReport) -> Void)
}

extension AudioPlayer {
    /// Plays one sound at normal speed, as queue 0.
    public func play(_ sound: SoundRequest) { play([sound], speed: 1, id: 0) }

    /// Plays a queue as queue 0.
    public func play(_ queue: [SoundRequest], speed: Double) { play(queue, speed: speed, id: 0) }
}
