import FoundationEssentials
import MosqueSettings
import PrayerCalc
import Synchronization

/// A simulated wall clock ticking once a second, with clock jumps and process
/// restarts at chosen instants. Drives the real `PrayerTimesManager`; plays nothing,
/// and every adhan it is asked for counts as played at once.
public struct SimulationPlan: Sendable {
    /// A change of the wall clock by `seconds` when it first reaches `at`.
    public struct Jump: Sendable, Equatable {
        public let at: Date
        public let seconds: TimeInterval

        public init(at: Date, seconds: TimeInterval) {
            self.at = at
            self.seconds = seconds
        }
    }

    public var from: Date
    public var to: Date
    public var jumps: [Jump]
    /// Instants at which the process "restarts": the manager is rebuilt from the store.
    public var restarts: [Date]
    /// Seconds between ticks (1 in `mawqut simulate`).
    public var tickSeconds: TimeInterval
    /// How long each adhan sounds (for the screen's power: an adhan keeps it on).
    public var adhanSeconds: TimeInterval

    public init(from: Date, to: Date, jumps: [Jump] = [], restarts: [Date] = [], tickSeconds: TimeInterval = 1,
                adhanSeconds: TimeInterval = 240) {
        self.from = from
        self.to = to
        self.jumps = jumps.sorted { $0.at < $1.at }
        self.restarts = restarts.sorted()
        self.tickSeconds = tickSeconds
        self.adhanSeconds = adhanSeconds
    }
}

public enum Simulator {
    /// Runs the plan. `.record` effects go to `store` (before the effects after them
    /// are passed on); every other effect goes to `perform`, with the wall-clock instant,
    /// and so do the screen's `screen-off` and `screen-on` events (`display.power`), as
    /// `.announce` effects. A restart starts with the screen on, as the kiosk does.
    /// `timetable`: the published times the clock would use (for a source other than local).
    public static func run(_ plan: SimulationPlan, settings: Settings, store: PrayerLogStore, timetable: [TimetableDay] = [],
                           perform: (ManagerEffect, Date) -> Void) throws {
        var jumps = plan.jumps[...]
        var restarts = plan.restarts[...]
        var manager = try makeManager(settings: settings, store: store, timetable: timetable, at: plan.from)
        var screen = ScreenPowerKeeper()
        var adhanEnds = Date.distantPast
        var wall = plan.from
        while wall <= plan.to {
            while let restart = restarts.first, wall >= restart {
                restarts.removeFirst()
                manager = try makeManager(settings: settings, store: store, timetable: timetable, at: wall)
                screen = ScreenPowerKeeper()
                adhanEnds = .distantPast
            }
            for effect in manager.handle(.tick(wall)) {
                switch effect {
                case .record(let entry):
                    try store.record(entry)
                case .mark(let mark):
                    try store.mark(mark, at: wall)
                case .playAdhan(let key, _, _, _):
                    perform(effect, wall)
                    adhanEnds = wall + plan.adhanSeconds
                    // The simulated engine starts every sound at once.
                    let played = PrayerLogEntry(key: key, status: .played, recordedAt: wall)
                    try store.settle(played)
                    _ = manager.handle(.settled(played))
                default:
                    perform(effect, wall)
                }
            }
            if let change = screen.update(at: wall, manager: manager, adhanPlaying: wall < adhanEnds) {
                perform(.announce(ScheduleEvent(change, at: wall, zone: settings.location.timeZone)), wall)
            }
            if let jump = jumps.first, wall >= jump.at {
                jumps.removeFirst()
                wall += jump.seconds
            } else {
                wall += plan.tickSeconds
            }
        }
    }

    private static func makeManager(settings: Settings, store: PrayerLogStore, timetable: [TimetableDay],
                                    at instant: Date) throws -> PrayerTimesManager {
        let since = CivilDate(containing: instant, in: settings.location.timeZone).adding(days: -2)
        return try PrayerTimesManager(settings: settings, log: store.entries(since: since), marks: store.marks(since: since),
                                      timetable: timetable)
    }
}

/// A played log kept in memory: for tests and for simulations that need no file.
public final class MemoryPrayerLogStore: PrayerLogStore, Sendable {
    private struct Stored {
        var entries: [PrayerKey: PrayerLogEntry] = [:]
        var marks: Set<ScheduleMark> = []
    }

    private let stored = Mutex(Stored())

    public init() {}

    public func entries(since date: CivilDate) throws -> [PrayerLogEntry] {
        stored.withLock { $0.entries.values.filter { $0.key.date >= date }.sorted { $0.key < $1.key } }
    }

    public func record(_ entry: PrayerLogEntry) throws {
        stored.withLock { if $0.entries[entry.key] == nil { $0.entries[entry.key] = entry } }
    }

    public func settle(_ entry: PrayerLogEntry) throws {
        stored.withLock { $0.entries[entry.key] = entry }
    }

    public func marks(since date: CivilDate) throws -> [ScheduleMark] {
        stored.withLock { $0.marks.filter { $0.key.date >= date } }
    }

    public func mark(_ mark: ScheduleMark, at instant: Date) throws {
        _ = stored.withLock { $0.marks.insert(mark) }
    }
}
