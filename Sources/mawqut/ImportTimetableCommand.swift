import ArgumentParser
import FoundationEssentials
import MawqutCommandLine
import MawqutCommon
import MosqueSettings
import Storage

struct ImportTimetableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timetable",
        abstract: "Import a mosque's timetable (CSV, or JAKIM's e-solat JSON) to use instead of the calculated times for its dates.",
        discussion: """
            Columns: date,fajr,sunrise,dhuhr,asr,maghrib,isha and optionally fajr_iqama, dhuhr_iqama, \
            asr_iqama, maghrib_iqama, isha_iqama; dates YYYY-MM-DD, times 24-hour HH:MM; lines \
            starting with # are comments. Every row is checked and a file with any error changes \
            nothing. Set calculation.source to "timetable" to use it (see docs/timetable-example.csv). \
            JAKIM's own table for a zone, saved from e-solat (www.e-solat.gov.my, the year's prayer \
            times of the zone as JSON), is read as it is.
            """)

    @OptionGroup var library: LibraryOptions
    @Argument(help: ArgumentHelp("The CSV file, or e-solat's JSON.", valueName: "file")) var file: String

    func run() throws {
        guard let text = String(data: try CLIError.read(file), encoding: .utf8) else {
            throw CLIError.failure("\(file): not UTF-8 text")
        }
        let days: [TimetableDay]
        do {
            days = try MosqueTimetable.parse(text, file: file)
        } catch {
            throw CLIError.failure("import failed, nothing was changed: \(error.description)")
        }
        try TimetableStore(database: try library.stateDatabase()).store(days)
        guard let first = days.first, let last = days.last else { throw CLIError.failure("\(file): no days in the file") }
        Console.print("imported \(days.count) days (\(first.date) to \(last.date)) into \(library.directory.path)")
        let settings = try ConfigFile.load(explicitPath: library.config)
        if settings.source != .timetable {
            Console.print("to use them, set \"source\": \"timetable\" in the calculation section of the configuration")
        }
    }
}
