import ArgumentParser
import FileFormats
import FoundationEssentials
import KioskCore
import MawqutCommandLine
import MawqutCommon
import MosqueSettings
import PrayerCalc
import Storage
import ZoneInfo

struct TimesCommand: QuickCommand {
    static let configuration = CommandConfiguration(
        commandName: "times",
        abstract: "Print one day's prayer times.")

    @OptionGroup var options: CalculationOptions
    @OptionGroup var clock: ClockOptions

    @Option(help: ArgumentHelp("The date, YYYY-MM-DD (default: today at the location).", valueName: "date"))
    var date: String?

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    var request: OneShotRequest { OneShotRequest(overrides: options.overrides, now: clock.now, date: date, json: json) }

    static let quickOptions = QuickOption.calculation + QuickOption.clock + QuickOption.date + QuickOption.json

    static func perform(_ request: OneShotRequest) throws {
        let settings = try request.overrides.settings()
        let day = try DateArgument.resolve(request.date, option: "--date", now: request.now, timeZone: settings.location.timeZone)
        let published = try TimetableSource.day(day, settings: settings)
        let schedule: DaySchedule
        do {
            schedule = try MosqueTimes(settings: settings, published: published.map { [$0] } ?? []).day(day)
        } catch {
            throw CLIError.argument(error.description)
        }
        let text = TimeText(timeZone: settings.location.timeZone)
        if request.json {
            Console.print(TimesJSON.object(schedule, settings: settings).rendered)
        } else {
            Console.print(TimesTable.render(schedule.times, settings: settings, text: text))
            if published != nil {
                Console.print(settings.source == .aladhan ? "Times from the Aladhan cache (calculation.source is aladhan)."
                      : "Times from the imported mosque timetable (calculation.source is timetable).")
            }
        }
    }
}

/// The published times for one day, when the configuration asks for them.
enum TimetableSource {
    static func day(_ date: CivilDate, settings: Settings) throws -> TimetableDay? {
        try PublishedTimes.load(for: settings, directory: nil).first { $0.date == date }
    }
}

/// The human-readable table of one day's times.
enum TimesTable {
    static let labels: [TimeName: String] = [
        .imsak: "Imsak", .fajr: "Fajr", .sunrise: "Sunrise", .dhuhr: "Dhuhr", .asr: "Asr",
        .maghrib: "Maghrib", .isha: "Isha", .midnight: "Midnight", .lastThird: "Last third",
    ]

    /// `text` padded with spaces to `width` characters (never cut).
    private static func column(_ text: String, width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    static func render(_ times: DayTimes, settings: Settings, text: TimeText) -> String {
        var lines = [
            Reports.placeLine(settings),
            "\(Reports.longDate(times.date)) · \(Reports.hijriText(times.hijri))",
            Reports.methodLine(settings),
            "",
        ]
        let keepSeconds = settings.calculation.rounding.keepsSeconds
        for name in TimeName.allCases {
            let clock = keepSeconds ? text.clockWithSeconds(times[name]) : text.clock(times[name], format: settings.display.clock)
            let label = column(labels[name] ?? name.rawValue, width: 11)
            let mark = times.estimated.contains(name) ? "  *" : ""
            lines.append("  \(label)\(String(repeating: " ", count: max(0, 8 - clock.count)))\(clock)\(mark)")
        }
        if !times.estimated.isEmpty {
            lines.append("")
            lines.append("* estimated by a high-latitude or polar rule, not by the method's own definition")
        }
        lines.append("")
        lines.append("Qibla: \(NumberText.fixed(TimesJSON.qibla(settings.location), decimals: 2))° from true north")
        return lines.joined(separator: "\n")
    }
}

/// Reading `--date`-style arguments, with today at the location as the default.
enum DateArgument {
    static func resolve(_ text: String?, option: String, now: String?, timeZone: Zone) throws -> CivilDate {
        guard let text else { return CivilDate(containing: try ClockOptions.instant(now), in: timeZone) }
        guard let date = CivilDate(iso: text) else {
            throw CLIError.argument("\(option): expected a date YYYY-MM-DD, got \"\(text)\"")
        }
        return date
    }
}
