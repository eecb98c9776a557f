import Foundation
import KioskCore
import PrayerCalc

/// What is wrong, for the clock's status line: the configuration and the system clock.
struct StatusProblems {
    var config: String?
    var clock: String?
    /// The first iqama that does not fit its adhan, today or in the coming year.
    var iqama: String?
    /// What is wrong with the databases or the played log (each is logged once).
    private(set) var storage: [String] = []
    private var lastClockCheck = Date.distantPast

    var all: [String] { [config] .compactMap { $0 } + storage + [iqama, clock].compactMap { $0 } }

    mutating func noteStorage(_ problems: [String], log: LogFile) {
        for problem in problems where !storage.contains(problem) { log.write("data: \(problem)") }
        storage = problems
    }

    /// Looks over the coming year for iqamas that do not fit their adhan; logs each.
    mutating func checkIqamas(_ manager: PrayerTimesManager, today: CivilDate, log: LogFile) {
        let misfits = manager.iqamaMisfits(from: today)
        for misfit in misfits { log.write("configuration: \(misfit)") }
        iqama = misfits.first.map { $0.description + (misfits.count > 1 ? " (and \(misfits.count - 1) more: mawqut doctor)" : "") }
    }

    /// On screen the key and the reason matter; the file's path is in the log.
    mutating func configuration(invalid message: String, path: String?) {
        let first = message.split(separator: "\n").first.map(String.init) ?? message
        let prefix = (path ?? "") + ": "
        config = "configuration error, last good one in use: " + (first.hasPrefix(prefix) ? String(first.dropFirst(prefix.count)) : first)
    }

    /// Once a minute of real time: is the system clock synchronised (NTP)?
    mutating func checkClock(log: LogFile) {
        let real = Date()
        guard real.timeIntervalSince(lastClockCheck) >= 60 else { return }
        lastClockCheck = real
        let problem = ClockSync.isSynchronised() == false ? "clock not synchronised (NTP): times may be wrong" : nil
        if problem != clock, let problem { log.write(problem) }
        clock = problem
    }
}
