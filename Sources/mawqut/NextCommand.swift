import ArgumentParser
import Foundation
import KioskApp
import KioskCore
import PrayerCalc

struct NextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "next",
        abstract: "Print the next prayer and the time left until it.")

    @OptionGroup var options: CalculationOptions
    @OptionGroup var clock: ClockOptions

    @Flag(help: "Print one JSON object.")
    var json = false

    func run() throws {
        let (settings, calculator) = try options.calculator()
        let now = try clock.current()
        let next = NextPrayer.find(after: now, calculator: calculator)
        let text = TimeText(timeZone: settings.location.timeZone)
        let remaining = next.time.timeIntervalSince(now)
        if json {
            let object: OrderedJSON = .object([
                ("prayer", .string(next.prayer.rawValue)),
                ("time", .string(text.iso8601(next.time))),
                ("date", .string(next.date.description)),
                ("secondsRemaining", .number(remaining.rounded(.down))),
                ("remaining", .string(TimeText.duration(remaining))),
                ("now", .string(text.iso8601(now))),
                ("timezone", .string(settings.location.timeZone.identifier)),
                ("locationName", .string(settings.location.name)),
                ("defaultLocation", .bool(settings.location.isDefault)),
            ])
            Console.print(object.rendered)
        } else {
            Console.print(NextPrayer.sentence(next, now: now, settings: settings, text: text))
        }
    }
}

/// The first of the five prayers strictly after an instant.
struct NextPrayer {
    let prayer: Prayer
    let time: Date
    let date: CivilDate

    static func find(after now: Date, calculator: PrayerTimeCalculator) -> NextPrayer {
        let today = CivilDate(containing: now, in: calculator.location.timeZone)
        // Yesterday is included: after midnight its Isha may still be ahead in polar summers.
        for date in [today.adding(days: -1), today, today.adding(days: 1), today.adding(days: 2)] {
            let times = calculator.times(on: date)
            for prayer in Prayer.allCases where prayer.hasAdhan && times.time(for: prayer) > now {
                return NextPrayer(prayer: prayer, time: times.time(for: prayer), date: date)
            }
        }
        preconditionFailure("every day has five prayers, so one falls within two days")
    }

    static func sentence(_ next: NextPrayer, now: Date, settings: Settings, text: TimeText) -> String {
        let today = CivilDate(containing: now, in: settings.location.timeZone)
        let day = next.date == today ? "" : next.date == today.adding(days: 1) ? " tomorrow" : " on \(next.date)"
        return "Next: \(next.prayer.englishName) at \(text.clock(next.time, format: settings.display.clock))\(day)"
            + " (in \(TimeText.duration(next.time.timeIntervalSince(now)))) — \(settings.location.label)"
    }
}
