import ArgumentParser
import Foundation
import KioskApp
import KioskCore
import MawqutCommon
import PrayerCalc

@main
struct Mawqut: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mawqut",
        abstract: "An adhan clock: offline prayer times, Hijri date and Qibla.",
        discussion: """
            With no subcommand, mawqut starts the full-screen clock (see `mawqut run --help`).
            """,
        version: MawqutVersion.current,
        subcommands: [TimesCommand.self, TimetableCommand.self, NextCommand.self, HijriCommand.self, QiblaCommand.self,
                      SimulateCommand.self, RunCommand.self, PlayCommand.self, QuranCommand.self, RecitationCommand.self, HadithCommand.self, GuideCommand.self, ImportCommand.self, DoctorCommand.self, LocateCommand.self, KioskFontCommand.self, MQTTCommandGroup.self],
        defaultSubcommand: RunCommand.self)

    /// Runs the command line; configuration errors exit with 78 and bad arguments with 64.
    static func main() {
        // The database, the log, a new configuration and shared files are the user's
        // alone (0600): the played log and the settings PIN are nobody else's business.
        umask(0o077)
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CLIError {
            let heading = if case .config = error { "mawqut: configuration error\n" } else { "mawqut: " }
            Console.error("\(heading)\(error.description)")
            Foundation.exit(error.exitStatus)
        } catch {
            exit(withError: error)
        }
    }
}
