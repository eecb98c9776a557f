import ArgumentParser
import MawqutCommandLine

// The commands the kiosk's executable carries out. They are parsed here, so that a
// mistake is reported before anything starts and the help, completions and man page
// list them with `mawqut`'s other commands; then `mawqut-kiosk` takes the process over
// with the same arguments (`KioskExecutable`). This executable links no curses, ALSA
// or MQTT.

struct RunCommand: ParsableCommand {
    static let configuration = KioskCommandText.run
    @OptionGroup var options: KioskOptions
    func run() throws { try KioskExecutable.replaceProcess() }
}

struct PlayCommand: ParsableCommand {
    static let configuration = KioskCommandText.play
    @OptionGroup var options: PlayArguments
    func run() throws { try KioskExecutable.replaceProcess() }
}

struct DoctorCommand: ParsableCommand {
    static let configuration = KioskCommandText.doctor
    @OptionGroup var options: DoctorArguments
    func run() throws { try KioskExecutable.replaceProcess() }
}

struct MQTTCommandGroup: ParsableCommand {
    static let configuration = KioskCommandText.mqtt(subcommands: [MQTTSecretCommand.self, MQTTSendCommand.self])
}

struct MQTTSecretCommand: ParsableCommand {
    static let configuration = KioskCommandText.mqttSecret
    @OptionGroup var options: MQTTSecretArguments
    func run() throws { try KioskExecutable.replaceProcess() }
}

struct MQTTSendCommand: ParsableCommand {
    static let configuration = KioskCommandText.mqttSend
    @OptionGroup var options: MQTTSendArguments
    func run() throws { try KioskExecutable.replaceProcess() }
}
