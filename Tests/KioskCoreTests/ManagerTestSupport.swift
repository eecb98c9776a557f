import Foundation
@testable import KioskCore
@testable import MosqueSettings
import PrayerCalc
import ZoneInfo

/// Shared set-up for the state-machine tests: a place, its times, and a simulation
/// that returns what was announced and what was asked to play.
struct ManagerScenario {
    var settings: Settings
    let store = MemoryPrayerLogStore()

    init(latitude: Double = 40.7282, longitude: Double = -73.7949, zone: String = "America/New_York",
         method: CalculationMethod = .isna, configure: (inout Settings) -> Void = { _ in }) {
        var settings = Settings()
        settings.location = LocationSettings(name: "Test", latitude: latitude, longitude: longitude,
                                             timeZone: Zone(identifier: zone)!)
        settings.calculation = CalculationSettings(method: method)
        configure(&settings)
        self.settings = settings
    }

    var zone: Zone { settings.location.timeZone }

    func times(_ date: String) -> DayTimes {
        try! PrayerTimeCalculator(location: settings.location.calculationLocation, settings: settings.calculation)
            .times(on: CivilDate(iso: date)!)
    }

    func instant(_ date: String, _ hour: Int, _ minute: Int = 0, _ second: Int = 0) -> Date {
        CivilDate(iso: date)!.instant(hour: hour, minute: minute, second: second, in: zone)
    }

    struct Outcome {
        var events: [ScheduleEvent] = []
        var plays: [(ManagerEffect, Date)] = []

        func events(_ kind: ScheduleEventKind) -> [ScheduleEvent] { events.filter { $0.kind == kind } }
        func adhans(_ prayer: Prayer) -> [ScheduleEvent] { events.filter { $0.kind == .adhan && $0.prayer == prayer } }
        var playedAdhans: [Prayer] {
            plays.compactMap { if case .playAdhan(let key, _, _, _) = $0.0 { key.prayer } else { nil } }
        }
    }

    func run(from: Date, to: Date, jumps: [SimulationPlan.Jump] = [], restarts: [Date] = [],
             tickSeconds: TimeInterval = 1) throws -> Outcome {
        var outcome = Outcome()
        try Simulator.run(SimulationPlan(from: from, to: to, jumps: jumps, restarts: restarts, tickSeconds: tickSeconds),
                          settings: settings, store: store) { effect, _ in
            switch effect {
            case .announce(let event): outcome.events.append(event)
            case .recompute: break
            default: outcome.plays.append((effect, Date()))
            }
        }
        return outcome
    }
}
