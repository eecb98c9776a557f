import ArgumentParser
import FileFormats
import FoundationEssentials
import MawqutCommandLine
import MawqutCommon
import PrayerCalc

struct HijriCommand: QuickCommand {
    static let configuration = CommandConfiguration(
        commandName: "hijri",
        abstract: "Print the Umm al-Qura Hijri date.")

    @OptionGroup var options: CalculationOptions
    @OptionGroup var clock: ClockOptions

    @Option(help: ArgumentHelp("The Gregorian date, YYYY-MM-DD (default: today at the location).", valueName: "date"))
    var date: String?

    @Flag(help: "Print one JSON object.")
    var json = false

    var request: OneShotRequest { OneShotRequest(overrides: options.overrides, now: clock.now, date: date, json: json) }

    static let quickOptions = QuickOption.calculation + QuickOption.clock + QuickOption.date + QuickOption.json

    static func perform(_ request: OneShotRequest) throws {
        let settings = try request.overrides.settings()
        let day = try DateArgument.resolve(request.date, option: "--date", now: request.now, timeZone: settings.location.timeZone)
        let hijri = settings.calculation.hijriCalendar.date(of: day)
        if request.json {
            let object: OrderedJSON = .object([
                ("date", .string(day.description)),
                ("hijri", TimesJSON.hijri(hijri)),
                ("adjustment", .number(Double(settings.calculation.hijriAdjustment))),
            ])
            Console.print(object.rendered)
        } else {
            Console.print("\(Reports.longDate(day)) · \(Reports.hijriText(hijri)) · \(hijri.day) \(hijri.monthNameArabic) \(hijri.year) هـ")
        }
    }
}
