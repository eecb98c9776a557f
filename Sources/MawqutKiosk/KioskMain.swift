import ArgumentParser
import MawqutCommandLine
import MawqutCommon

/// `mawqut-kiosk`: the full-screen clock, and the commands that need its terminal,
/// audio or MQTT. People type `mawqut run`, `mawqut play`, `mawqut doctor` and
/// `mawqut mqtt`, which hand their arguments to this executable (`KioskExecutable`).
@main
struct MawqutKioskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mawqut-kiosk",
        abstract: "The kiosk of Mawqut, started by `mawqut run` (and `mawqut play`, `doctor` and `mqtt`).",
        version: MawqutVersion.current,
        subcommands: [RunCommand.self, PlayCommand.self, DoctorCommand.self, MQTTCommandGroup.self],
        defaultSubcommand: RunCommand.self)

    static func main() {
        CommandLineEntry.main(Self.self)
    }
}
