import ArgumentParser
import FileFormats
import FoundationEssentials
import MawqutCommandLine
import MawqutCommon
import MosqueSettings
import PrayerCalc

struct TimetableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timetable",
        abstract: "Print a month of prayer times, one row per day.")

    @OptionGroup var options: CalculationOptions

    @Option(help: ArgumentHelp("The month, YYYY-MM.", valueName: "month"))
    var month: String

    @Flag(help: "Print comma-separated values with a header row.")
    var csv = false

    @Flag(help: "Print one JSON object.")
    var json = false

    func validate() throws {
        if csv && json { throw CLIError.argument("--csv and --json: choose one") }
    }

    func run() throws {
        let (settings, calculator) = try options.calculator()
        let first = try Self.firstDay(of: month)
        let days = (0..<31).map { first.adding(days: $0) }.filter { $0.month == first.month }
        let rows = days.map { calculator.times(on: $0) }
        let text = TimeText(timeZone: settings.location.timeZone)
        if json {
            let object: OrderedJSON = .object([("month", .string(String(month)))] + TimesJSON.header(settings) + [
                ("days", .array(rows.map { .object([("date", .string($0.date.description))] + TimesJSON.day($0, text: text)) })),
            ])
            Console.print(object.rendered)
        } else if csv {
            Console.print((["date"] + TimeName.allCases.map(\.rawValue) + ["hijri", "estimated"]).joined(separator: ","))
            for row in rows {
                let hijri = NumberText.zeroPadded(row.hijri.year, digits: 4) + "-" + NumberText.zeroPadded(row.hijri.month) + "-"
                    + NumberText.zeroPadded(row.hijri.day)
                let fields = [row.date.description] + TimeName.allCases.map { Self.csvTime(row[$0], settings, text) }
                    + [hijri, row.estimated.map(\.rawValue).joined(separator: " ")]
                Console.print(fields.joined(separator: ","))
            }
        } else {
            Console.print(Reports.placeLine(settings))
            Console.print(Reports.methodLine(settings))
            Console.print("")
            let names: [TimeName] = [.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha]
            Console.print("Date        Hijri                 " + names.map { (TimesTable.labels[$0] ?? $0.rawValue).padded(to: 10) }.joined())
            for row in rows {
                let hijri = "\(row.hijri.day) \(row.hijri.monthName)".padded(to: 22)
                let cells = names.map { name -> String in
                    let clock = text.clock(row[name], format: settings.display.clock) + (row.estimated.contains(name) ? "*" : "")
                    return clock.padded(to: 10)
                }
                Console.print("\(row.date)  \(hijri)" + cells.joined())
            }
            if rows.contains(where: { !$0.estimated.isEmpty }) {
                Console.print("\n* estimated by a high-latitude or polar rule")
            }
        }
    }

    static func csvTime(_ date: Date, _ settings: Settings, _ text: TimeText) -> String {
        settings.calculation.rounding.keepsSeconds ? text.clockWithSeconds(date) : String(text.clockWithSeconds(date).prefix(5))
    }

    static func firstDay(of month: String) throws -> CivilDate {
        guard month.count == 7, let date = CivilDate(iso: month + "-01") else {
            throw CLIError.argument("--month: expected a month YYYY-MM, got \"\(month)\"")
        }
        return date
    }
}
