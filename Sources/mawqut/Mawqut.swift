import ArgumentParser
import FoundationEssentials
import MawqutCommandLine
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
        subcommands: [SetupCommand.self, TimesCommand.self, TimetableCommand.self, NextCommand.self, HijriCommand.self, QiblaCommand.self, ZonesCommand.self,
                      SimulateCommand.self, RunCommand.self, PlayCommand.self, QuranCommand.self, RecitationCommand.self, HadithCommand.self, GuideCommand.self, ImportCommand.self, DoctorCommand.self, LocateCommand.self, KioskFontCommand.self, MQTTCommandGroup.self],
        defaultSubcommand: RunCommand.self)

    static func main() {
        CommandLineEntry.main(Self.self, quick: [TimesCommand.self, NextCommand.self, QiblaCommand.self, HijriCommand.self,
                                                QuranSearchCommand.self, HadithSearchCommand.self])
    }
}
