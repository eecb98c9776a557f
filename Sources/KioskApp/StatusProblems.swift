import Foundation
import KioskCore
import Logging
import PrayerCalc

/// What is wrong, for the clock's status line: the configuration and the system clock.
struct StatusProblems {
    var config: String?
    var clock: String?
    /// The first iqama that does not fit its adhan, today or in the coming year.
    var iqama: String?
    /// Nights of the coming year when Isha and the next Fajr nearly meet.
    private var overlaps: [AdhanOverlap] = []
    /// The local date, for telling whether tonight is one of them.
    private var today: CivilDate?
    /// What is wrong with the databases or the played log (each is logged once).
    private(set) var storage: [String] = []
    private var lastClockCheck = Date.distantPast

    var all: [String] { [config].compactMap { $0 } + storage + [iqama, tonight, clock].compactMap { $0 } }

    /// The overlap of tonight's Isha and tomorrow's Fajr, on the evening itself.
    private var tonight: String? {
        guard let today, let run = overlaps.first(where: { $0.from <= today && today <= $0.to }) else { return nil }
        return AdhanOverlap(from: today, to: today, crosses: run.crosses).description
    }

    /// The date moves on (the overlap note is for the evening it concerns).
    mutating func follow(today: CivilDate) { if self.today != nil { self.today = today } }

    mutating func noteStorage(_ problems: [String], log: Logger) {
        for problem in problems where !storage.contains(problem) { log.warning("data: \(problem)") }
        storage = problems
    }

    /// Looks over the coming year for iqamas that do not fit their adhan; logs each.
    mutating func checkIqamas(_ manager: PrayerTimesManager, today: CivilDate, log: Logger) {
        self.today = today
        overlaps = manager.adhanOverlaps(from: today.adding(days: -1))
        for overlap in overlaps { log.warning("schedule: \(overlap)") }
        let misfits = manager.iqamaMisfits(from: today)
        for misfit in misfits { log.warning("configuration: \(misfit)") }
        iqama = misfits.first.map { $0.description + (misfits.count > 1 ? " (and \(misfits.count - 1) more: mawqut doctor)" : "") }
    }

    /// On screen the key and the reason matter; the file's path is in the log.
    mutating func configuration(invalid message: String, path: String?) {
        let first = message.split(separator: "\n").first.map(String.init) ?? message
        let prefix = (path ?? "") + ": "
        config = "configuration error, last good one in use: " + (first.hasPrefix(prefix) ? String(first.dropFirst(prefix.count)) : first)
    }

    /// Once a minute of real time: is the system clock synchronised (NTP)?
    mutating func checkClock(log: Logger) {
        let real = Date()
        guard real.timeIntervalSince(lastClockCheck) >= 60 else { return }
        lastClockCheck = real
        let problem = ClockSync.isSynchronised() == false ? "clock not synchronised (NTP): times may be wrong" : nil
        if problem != clock, let problem { log.warning("\(problem)") }
        clock = problem
    }
}
