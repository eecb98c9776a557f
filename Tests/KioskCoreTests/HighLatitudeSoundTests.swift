import Foundation
import PrayerCalc
import Testing
@testable import KioskCore

/// A year of the scheduler and the sound arbiter together at high latitudes, with
/// an engine whose adhans last four minutes: where Isha and the next Fajr meet or
/// cross, neither adhan is ever cut short by the other.
struct HighLatitudeSoundTests {
    /// An audio engine on the simulated clock: a queue starts when it is handed over
    /// and ends four minutes later, unless stopped or replaced.
    struct TimedEngine {
        static let adhanLength: TimeInterval = 240
        var playing: (queue: Int, ends: Date)?

        /// Reports due by `now`.
        mutating func reports(until now: Date) -> [AudioReport] {
            guard let playing, playing.ends <= now else { return [] }
            self.playing = nil
            return [AudioReport(queue: playing.queue, event: .queueEnded(failures: 0))]
        }

        mutating func execute(_ effects: [SoundArbiter.Effect], at now: Date) -> [AudioReport] {
            var reports: [AudioReport] = []
            for effect in effects {
                switch effect {
                case .play(let queue, _, _):
                    playing = (queue, now.addingTimeInterval(Self.adhanLength))
                    reports.append(AudioReport(queue: queue, event: .started(index: 0)))
                case .stop:
                    playing = nil
                default:
                    break
                }
            }
            return reports
        }
    }

    @Test(arguments: [("Oslo", 59.9139, 10.7522, "Europe/Oslo"), ("Tromsø", 69.6492, 18.9553, "Europe/Oslo"),
                      ("London", 51.5074, -0.1278, "Europe/London")])
    func noAdhanIsCutShortInAYear(place: String, latitude: Double, longitude: Double, zone: String) throws {
        let scenario = ManagerScenario(latitude: latitude, longitude: longitude, zone: zone, method: .mwl)
        let overlaps = try AdhanOverlapCheck.overlaps(settings: scenario.settings, from: CivilDate(iso: "2026-01-01")!, days: 365)
        let start = scenario.instant("2026-01-01", 0)
        var arbiter = SoundArbiter()
        var engine = TimedEngine()
        var outcomes: [PrayerKey: [PrayerLogStatus]] = [:]
        var effectsSeen: [SoundArbiter.Effect] = []
        func feed(_ event: SoundArbiter.Event, at now: Date) {
            var pending = [event]
            while !pending.isEmpty {
                let effects = arbiter.handle(pending.removeFirst())
                effectsSeen += effects
                for case .settle(let key, let status, _) in effects { outcomes[key, default: []].append(status) }
                pending += engine.execute(effects, at: now).map(SoundArbiter.Event.engine)
            }
        }
        try Simulator.run(SimulationPlan(from: start, to: scenario.instant("2026-12-31", 23), tickSeconds: 60),
                          settings: scenario.settings, store: MemoryPrayerLogStore()) { effect, wall in
            for report in engine.reports(until: wall) { feed(.engine(report), at: wall) }
            if case .playAdhan(let key, let file, let volume, _) = effect {
                feed(.scheduled(SoundJob(kind: .adhan(key), items: [SoundItem(.adhan(key.prayer), SoundRequest(path: file, volume: volume))])), at: wall)
            }
        }
        let cut = effectsSeen.filter { if case .note(let text) = $0 { text.contains("cut short") } else { false } }
        #expect(cut.isEmpty, "\(place): \(cut.prefix(3))")
        #expect(!effectsSeen.contains(.stop), "\(place): nothing was stopped")
        #expect(outcomes.values.allSatisfy { $0 == [.played] }, "\(place): every adhan played, once")
        #expect(outcomes.count > 360 * 5 - 5, "\(place): \(outcomes.count) adhans")
        #expect(!overlaps.isEmpty, "\(place) has nights when Isha and Fajr meet, so the year tests them")
    }
}
