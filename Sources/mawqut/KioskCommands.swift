import ArgumentParser
import MawqutCommandLine

/// A command the kiosk's executable carries out. It is parsed here, so that a mistake
/// is reported before anything starts and the help, completions and man page list it
/// with `mawqut`'s other commands; then `mawqut-kiosk` takes the process over with the
/// same arguments (`KioskExecutable`). This executable links no curses, ALSA or MQTT.
protocol HandedToTheKiosk: ParsableCommand {}

extension HandedToTheKiosk {
    func run() throws { try KioskExecutable.replaceProcess() }
}

struct RunCommand: HandedToTheKiosk {
    static let configuration = KioskCommandText.run
    @OptionGroup var options: KioskOptions
}

struct PlayCommand: HandedToTheKiosk {
    static let configuration = KioskCommandText.play
    @OptionGroup var options: PlayArguments
}

struct DoctorCommand: HandedToTheKiosk {
    static let configuration = KioskCommandText.doctor
    @OptionGroup var options: DoctorArguments
}

struct MQTTCommandGroup: ParsableCommand {
    static let configuration = KioskCommandText.mqtt(subcommands: [MQTTSecretCommand.self, MQTTSendCommand.self])
}

struct MQTTSecretCommand: HandedToTheKiosk {
    static let configuration = KioskCommandText.mqttSecret
    @OptionGroup var options: MQTTSecretArguments
}

struct MQTTSendCommand: HandedToTheKiosk {
    static let configuration = KioskCommandText.mqttSend
    @OptionGroup var options: MQTTSendArguments
}
