import FileFormats
import FoundationEssentials
import KioskCore
import Logging
import MawqutCommon
import MosqueSettings
import PrayerCalc

/// What is wrong, for the clock's status line and its list of problems: the
/// configuration, the databases, the iqamas, tonight's adhans and the system clock.
struct StatusProblems {
    private(set) var config: KioskProblem?
    var clock: KioskProblem?
    /// The iqamas that do not fit their adhan in the coming year, one problem per rule.
    private(set) var iqama: [KioskProblem] = []
    /// Nights of the coming year when Isha and the next Fajr nearly meet.
    private var overlaps: [AdhanOverlap] = []
    /// The local date, for telling whether tonight is one of them.
    private var today: CivilDate?
    /// What is wrong with the databases or the played log (each is logged once).
    private(set) var storage: [String] = []
    private var lastClockCheck = Date.distantPast
    /// When the configuration file was first seen broken, while it stays so.
    private var configBrokenSince: Date?
    /// What the wall says in place of the prayer times while no configuration is in use.
    private(set) var unconfiguredExplanation: String?

    /// Appended one by one: with nothing wrong (most seconds) no array is made.
    var all: [KioskProblem] {
        var all: [KioskProblem] = []
        if let config { all.append(config) }
        for text in storage { all.append(Self.storageProblem(text)) }
        all += iqama
        if let tonight { all.append(tonight) }
        if let clock { all.append(clock) }
        return all
    }

    /// The overlap of tonight's Isha and tomorrow's Fajr, on the evening itself.
    private var tonight: KioskProblem? {
        guard let today, let run = overlaps.first(where: { $0.from <= today && today <= $0.to }) else { return nil }
        let overlap = AdhanOverlap(from: today, to: today, crosses: run.crosses)
        return KioskProblem("tonight Isha and the next Fajr nearly meet", detail: overlap.description,
                            advice: "Nothing needs doing: both adhans play whole, one after the other. "
                                + "To space them, choose another high-latitude rule (calculation.highLatitudeRule).")
    }

    /// The date moves on (the overlap note is for the evening it concerns).
    mutating func follow(today: CivilDate) { if self.today != nil { self.today = today } }

    mutating func noteStorage(_ problems: [String], log: Logger) {
        for problem in problems where !storage.contains(problem) { log.warning("data: \(problem)") }
        storage = problems
    }

    static func storageProblem(_ text: String) -> KioskProblem {
        let short = text.split(separator: "(").first.map { $0.trimmingBlanks() } ?? text
        let named = short.split(separator: " ").map { $0.hasPrefix("/") ? String($0.split(separator: "/").last ?? "") : String($0) }
        return KioskProblem("data: " + named.joined(separator: " "), detail: text,
                            advice: "The clock keeps running. mawqut doctor says more; "
                                + "if the disk is full or failing, free space or replace the card.")
    }

    /// Looks over the coming year for iqamas that do not fit their adhan; logs each.
    mutating func checkIqamas(_ manager: PrayerTimesManager, today: CivilDate, log: Logger) {
        self.today = today
        overlaps = manager.adhanOverlaps(from: today.adding(days: -1))
        for overlap in overlaps { log.warning("schedule: \(overlap)") }
        let misfits = manager.iqamaMisfits(from: today)
        for misfit in misfits { log.warning("configuration: \(misfit)") }
        iqama = misfits.map { misfit in
            KioskProblem(misfit.summary, detail: misfit.description,
                         advice: misfit.source == "the mosque timetable"
                             ? "Correct the iqama column of the mosque timetable and import it again (the admin page or mawqut import timetable)."
                             : "Change \(misfit.source) on the admin page or the settings screen: a fixed time kept from another season, most often.")
        }
    }

    /// What the clock runs on while the configuration file cannot be used.
    enum ConfigurationInUse: Equatable {
        /// The last good configuration, accepted then and kept at that path.
        case lastGood(acceptedAt: Date, path: String)
        /// The built-in defaults: there was no file until now, so nothing was kept.
        case defaults
        /// Nothing: no prayer times, no adhan.
        case none
    }

    /// Alternatives as an English list: "A or B", "A, B, or C".
    static func either(_ choices: [String]) -> String {
        guard choices.count > 2 else { return choices.joined(separator: " or ") }
        return choices.dropLast().joined(separator: ", ") + ", or " + choices[choices.count - 1]
    }

    /// The file that cannot be used, where, and what the clock runs on instead.
    mutating func configuration(_ fault: ConfigFault, inUse: ConfigurationInUse, text: TimeText) {
        if config == nil { configBrokenSince = fault.since }
        let since = text.dateTime(configBrokenSince ?? fault.since)
        let fallback: String
        var copyBack: String?
        switch inUse {
        case .lastGood(let acceptedAt, let path):
            fallback = "Since \(since) the clock runs on the last good configuration, accepted \(text.dateTime(acceptedAt))."
            copyBack = "copy the last good configuration \(path) over it"
        case .defaults:
            fallback = "Since \(since) the clock runs on the built-in defaults (there was no configuration file before)."
        case .none:
            fallback = "Since \(since) no configuration is in use: no prayer times, no adhan."
        }
        let name = PathText.lastComponent(fault.path)
        config = KioskProblem("\(name): \(fault.problems.first ?? "cannot be used")",
                              detail: fault.problems.map { "\(fault.path): \($0)." }.joined(separator: " ") + " " + fallback,
                              advice: Self.either(["Correct the file (config.example.json explains every key)",
                                                   "change the setting on the admin page", copyBack].compactMap { $0 })
                                  + ". The clock takes the corrected file within two seconds.")
        if inUse == .none {
            unconfiguredExplanation = "No prayer times: the configuration cannot be used and no earlier one was ever accepted here. "
                + fault.problems.prefix(3).map { "\(fault.path): \($0)." }.joined(separator: " ")
                + " What to do: correct the file (config.example.json explains every key) or open the admin page; "
                + "the clock takes the corrected file within two seconds."
        }
    }

    /// The file was there and is gone.
    mutating func configurationMissing(_ path: String, lastGoodPath: String) {
        config = KioskProblem("configuration file missing", detail: "\(path) is gone; the last good configuration stays in use.",
                              advice: "Put the file back: copy \(lastGoodPath) to \(path), or save from the admin page or the settings screen.")
    }

    mutating func configurationAccepted() {
        config = nil
        configBrokenSince = nil
        unconfiguredExplanation = nil
    }

    /// Once a minute of real time: is the system clock synchronised (NTP)?
    mutating func checkClock(log: Logger) {
        let real = Date()
        guard real.timeIntervalSince(lastClockCheck) >= 60 else { return }
        lastClockCheck = real
        let problem = ClockSync.isSynchronised() == false
            ? KioskProblem("clock not synchronised (NTP): times may be wrong",
                           detail: "The system clock is not synchronised with a time server (NTP), so the time shown and the adhans may be off.",
                           advice: "Connect the display to a network with internet access, or set the time by hand (sudo timedatectl set-time).")
            : nil
        if problem != clock, let problem { log.warning("\(problem.summary)") }
        clock = problem
    }
}
