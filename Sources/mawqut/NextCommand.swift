import ArgumentParser
import Foundation
import KioskCore
import MawqutCommandLine
import MawqutCommon
import PrayerCalc

struct NextCommand: QuickCommand {
    static let configuration = CommandConfiguration(
        commandName: "next",
        abstract: "Print the next prayer and the time left until it.")

    @OptionGroup var options: CalculationOptions
    @OptionGroup var clock: ClockOptions

    @Flag(help: "Print one JSON object.")
    var json = false

    var request: NextRequest { NextRequest(overrides: options.overrides, now: clock.now, json: json) }

    func run() throws { try request.print() }

    static let quickOptions = QuickOption.calculation + QuickOption.clock + [QuickOption("json", .flag)]

    static func quickRun(_ values: [String: String]) -> (() throws -> Void)? {
        guard let overrides = CalculationOverrides(quick: values) else { return nil }
        let request = NextRequest(overrides: overrides, now: values["now"], json: values["json"] != nil)
        return { try request.print() }
    }
}

/// What `mawqut next` is asked, as plain values.
struct NextRequest: Equatable {
    var overrides: CalculationOverrides
    var now: String?
    var json: Bool

    func print() throws {
        let settings = try overrides.settings()
        let now = try ClockOptions.instant(self.now)
        let times: MosqueTimes
        do {
            times = try MosqueTimes(settings: settings, published: PublishedTimes.load(for: settings, directory: nil))
        } catch let error as PrayerCalcError {
            throw CLIError.argument(error.description)
        }
        guard let next = times.status(at: now)?.nextPrayer, let object = TimesJSON.next(times, now: now) else {
            throw CLIError.failure("no prayer time is known after \(TimeText(timeZone: settings.location.timeZone).iso8601(now))")
        }
        if json {
            Console.print(object.rendered)
        } else {
            Console.print(NextCommand.sentence(Vocabulary.name(times.day(next.date).row(next.prayer), arabic: false), at: next.time, on: next.date,
                                               now: now, settings: settings))
        }
    }
}

extension NextCommand {
    static func sentence(_ name: String, at time: Date, on date: CivilDate, now: Date, settings: Settings) -> String {
        let text = TimeText(timeZone: settings.location.timeZone)
        let today = CivilDate(containing: now, in: settings.location.timeZone)
        let day = date == today ? "" : date == today.adding(days: 1) ? " tomorrow" : " on \(date)"
        return "Next: \(name) at \(text.clock(time, format: settings.display.clock))\(day)"
            + " (in \(TimeText.duration(time.timeIntervalSince(now)))) — \(settings.location.label)"
    }
}
