import FileFormats
import FoundationEssentials
import KioskCore
import Logging
import Messages
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
    private(set) var unconfiguredExplanation: Phrase?

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
        // TRANSLATORS: keep calculation.highLatitudeRule as it is (a setting's name).
        let advice = Phrase.tr("Nothing needs doing: both adhans play whole, one after the other. To space them, choose another high-latitude rule (calculation.highLatitudeRule).")
        return KioskProblem(.tr("tonight Isha and the next Fajr nearly meet"), detail: .verbatim(overlap.description), advice: advice)
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
        // TRANSLATORS: the status line's form of a database's problem; %s is the database's own words (English).
        let summary = Phrase.tr("data: %s", .text(named.joined(separator: " ")))
        // TRANSLATORS: "the card" is the display's SD card (a Raspberry Pi's disk).
        let advice = Phrase.tr("The clock keeps running. mawqut doctor says more; if the disk is full or failing, free space or replace the card.")
        return KioskProblem(summary, detail: .verbatim(text), advice: advice)
    }

    /// Looks over the coming year for iqamas that do not fit their adhan; logs each.
    mutating func checkIqamas(_ manager: PrayerTimesManager, today: CivilDate, log: Logger) {
        self.today = today
        overlaps = manager.adhanOverlaps(from: today.adding(days: -1))
        for overlap in overlaps { log.warning("schedule: \(overlap)") }
        let misfits = manager.iqamaMisfits(from: today)
        for misfit in misfits { log.warning("configuration: \(misfit)") }
        iqama = misfits.map { misfit in
            KioskProblem(.verbatim(misfit.summary), detail: .verbatim(misfit.description), advice: Self.iqamaAdvice(source: misfit.source))
        }
    }

    /// What to do about an iqama that does not fit its adhan, by where the iqama comes from.
    static func iqamaAdvice(source: String) -> Phrase {
        guard source != "the mosque timetable" else {
            // TRANSLATORS: keep "mawqut import timetable" as it is (a command).
            return .tr("Correct the iqama column of the mosque timetable and import it again (the admin page or mawqut import timetable).")
        }
        // TRANSLATORS: %s is the setting the iqama comes from, such as iqama.fajr (keep as it is).
        return .tr("Change %s on the admin page or the settings screen: a fixed time kept from another season, most often.", .text(source))
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

    /// The file that cannot be used, where, and what the clock runs on instead.
    mutating func configuration(_ fault: ConfigFault, inUse: ConfigurationInUse, text: TimeText) {
        if config == nil { configBrokenSince = fault.since }
        let since = text.dateTime(configBrokenSince ?? fault.since)
        let fallback: Phrase
        let advice: Phrase
        let retaken = Phrase.tr("The clock takes the corrected file within two seconds.")
        switch inUse {
        case .lastGood(let acceptedAt, let path):
            // TRANSLATORS: %1$s and %2$s are a date and time such as 2026-11-29 14:05.
            fallback = .tr("Since %1$s the clock runs on the last good configuration, accepted %2$s.", .text(since), .text(text.dateTime(acceptedAt)))
            // TRANSLATORS: keep config.example.json as it is (a file); %1$s is the kept file's path; %2$s is "The clock takes the corrected file within two seconds."
            advice = .tr("Correct the file (config.example.json explains every key), change the setting on the admin page, or copy the last good configuration %1$s over it. %2$s",
                         .text(path), .phrase(retaken))
        case .defaults:
            fallback = .tr("Since %s the clock runs on the built-in defaults (there was no configuration file before).", .text(since))
            advice = Self.correctTheFile(retaken)
        case .none:
            fallback = .tr("Since %s no configuration is in use: no prayer times, no adhan.", .text(since))
            advice = Self.correctTheFile(retaken)
        }
        let name = PathText.lastComponent(fault.path)
        // TRANSLATORS: a file's path and what is wrong with it, as a sentence.
        let refusals = fault.refusals.map { Phrase.trc("a file and what is wrong with it, as a sentence", "%1$s: %2$s.", .text(fault.path), .phrase($0)) }
        let first = fault.refusals.first ?? .tr("cannot be used")
        // TRANSLATORS: the status line's line for a configuration file that cannot be used: %1$s the file's name, %2$s the first thing wrong with it.
        config = KioskProblem(.trc("a file and what is wrong with it", "%1$s: %2$s", .text(name), .phrase(first)),
                              detail: Self.sentences(refusals + [fallback]), advice: advice)
        if inUse == .none {
            // TRANSLATORS: shown in place of the prayer times; %1$s is what is wrong with the file; %2$s is "The clock takes the corrected file within two seconds."
            unconfiguredExplanation = .tr("No prayer times: the configuration cannot be used and no earlier one was ever accepted here. %1$s What to do: correct the file (config.example.json explains every key) or open the admin page; %2$s",
                                          .phrase(Self.sentences(Array(refusals.prefix(3)))), .phrase(retaken))
        }
    }

    /// Sentences one after the other, as one phrase.
    static func sentences(_ parts: [Phrase]) -> Phrase {
        guard let first = parts.first else { return .verbatim("") }
        return parts.dropFirst().reduce(first) { .trc("two sentences, one after the other", "%1$s %2$s", .phrase($0), .phrase($1)) }
    }

    /// Correct the file, or the setting on the admin page: the advice while no last good configuration is kept.
    private static func correctTheFile(_ retaken: Phrase) -> Phrase {
        // TRANSLATORS: keep config.example.json as it is (a file); %s is "The clock takes the corrected file within two seconds."
        .tr("Correct the file (config.example.json explains every key) or change the setting on the admin page. %s", .phrase(retaken))
    }

    /// The file was there and is gone.
    mutating func configurationMissing(_ path: String, lastGoodPath: String) {
        config = KioskProblem(.tr("configuration file missing"), detail: .tr("%s is gone; the last good configuration stays in use.", .text(path)),
                              advice: .tr("Put the file back: copy %1$s to %2$s, or save from the admin page or the settings screen.", .text(lastGoodPath), .text(path)))
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
            ? KioskProblem(.tr("clock not synchronised (NTP): times may be wrong"),
                           detail: .tr("The system clock is not synchronised with a time server (NTP), so the time shown and the adhans may be off."),
                           // TRANSLATORS: keep the command in brackets as it is.
                           advice: .tr("Connect the display to a network with internet access, or set the time by hand (sudo timedatectl set-time)."))
            : nil
        if problem != clock, let problem { log.warning("\(problem.summary)") }
        clock = problem
    }
}
