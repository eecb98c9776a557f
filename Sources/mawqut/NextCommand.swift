import ArgumentParser
import FoundationEssentials
import KioskCore
import MawqutCommandLine
import MawqutCommon
import MosqueSettings
import PrayerCalc

struct NextCommand: QuickCommand {
    static let configuration = CommandConfiguration(
        commandName: "next",
        abstract: "Print the next prayer and the time left until it.")

    @OptionGroup var options: CalculationOptions
    @OptionGroup var clock: ClockOptions

    @Flag(help: "Print one JSON object.")
    var json = false

    var request: OneShotRequest { OneShotRequest(overrides: options.overrides, now: clock.now, json: json) }

    static let quickOptions = QuickOption.calculation + QuickOption.clock + QuickOption.json

    static func perform(_ request: OneShotRequest) throws {
        let settings = try request.overrides.settings()
        let now = try ClockOptions.instant(request.now)
        let times: MosqueTimes
        do {
            times = try MosqueTimes(settings: settings, published: PublishedTimes.load(for: settings, directory: nil))
        } catch let error as PrayerCalcError {
            throw CLIError.argument(error.description)
        }
        guard let next = times.status(at: now)?.nextPrayer else {
            throw CLIError.failure("no prayer time is known after \(TimeText(timeZone: settings.location.timeZone).iso8601(now))")
        }
        let day = times.day(next.date)
        if request.json {
            Console.print(TimesJSON.next(next, of: day, settings: settings, now: now).rendered)
        } else {
            Console.print(sentence(Vocabulary.name(day.row(next.prayer), arabic: false), at: next.time, on: next.date,
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
