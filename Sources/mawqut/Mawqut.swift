import ArgumentParser
import Foundation
import KioskCore
import PrayerCalc

@main
struct Mawqut: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mawqut",
        abstract: "An adhan clock: offline prayer times, Hijri date and Qibla.",
        discussion: """
            With no subcommand, mawqut prints today's times and the next prayer. (The \
            full-screen kiosk clock is not built yet; until it is, this summary is what \
            `mawqut` and `make run` show.)
            """,
        subcommands: [TimesCommand.self, TimetableCommand.self, NextCommand.self, HijriCommand.self, QiblaCommand.self,
                      SimulateCommand.self, RunCommand.self, PlayCommand.self])

    @OptionGroup var options: CalculationOptions
    @OptionGroup var clock: ClockOptions

    func run() throws {
        let (settings, calculator) = try options.calculator()
        let now = try clock.current()
        let text = TimeText(timeZone: settings.location.timeZone)
        let times = calculator.times(on: CivilDate(containing: now, in: settings.location.timeZone))
        print(TimesTable.render(times, settings: settings, text: text))
        print("")
        print(NextPrayer.sentence(NextPrayer.find(after: now, calculator: calculator), now: now, settings: settings, text: text))
    }

    /// Runs the command line; configuration errors exit with 78 and bad arguments with 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CLIError {
            let heading = if case .config = error { "mawqut: configuration error\n" } else { "mawqut: " }
            FileHandle.standardError.write(Data("\(heading)\(error.description)\n".utf8))
            Foundation.exit(error.exitStatus)
        } catch {
            exit(withError: error)
        }
    }
}
