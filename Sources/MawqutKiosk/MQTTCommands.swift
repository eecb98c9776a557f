import ArgumentParser
import FileFormats
import FoundationEssentials
import KioskApp
import MawqutCommandLine
import MawqutCommon
import MQTTClient
import Storage

/// `mawqut mqtt`: the key a mosque's displays share, and commands a primary sends, signed.
struct MQTTCommandGroup: ParsableCommand {
    static let configuration = KioskCommandText.mqtt(subcommands: [MQTTSecretCommand.self, MQTTSendCommand.self])
}

struct MQTTSecretCommand: ParsableCommand {
    static let configuration = KioskCommandText.mqttSecret

    @OptionGroup var options: MQTTSecretArguments

    func run() throws {
        let library = options.library
        let settings = try ConfigFile.load(explicitPath: library.config)
        let path = settings.mqtt.map { MQTTProbe.keyPath($0, dataDirectory: library.directory) }
            ?? DataDirectory.path("mqtt.key", in: library.directory)
        if FileManager.default.fileExists(atPath: path), !options.force {
            throw CLIError.failure("\(path) exists already: copy it to the followers, or give --force to make a new one")
        }
        try AtomicFile.write(Data(SignedPayload.newKeyText().utf8), to: path, mode: 0o600)
        Console.print("key written to \(path) (private to this user); copy this file into each follower's data directory, "
                      + "as mqtt.key (or the path its mqtt.keyFile names)")
    }
}

struct MQTTSendCommand: ParsableCommand {
    static let configuration = KioskCommandText.mqttSend

    @OptionGroup var options: MQTTSendArguments

    func run() throws {
        let library = options.library
        let settings = try ConfigFile.load(explicitPath: library.config)
        guard let mqtt = settings.mqtt else { throw CLIError.config("no mqtt section in the configuration") }
        var members: [(String, OrderedJSON)] = [("command", .string(options.action.rawValue))]
        if let target = options.target { members.append(("target", .string(target))) }
        let sequence = try MQTTSequenceStore(database: library.stateDatabase()).nextToSend(topic: mqtt.topic)
        let payload: [UInt8]
        do {
            payload = try MQTTProbe.signed(Array(OrderedJSON.object(members).rendered.utf8), sequence: sequence, settings: mqtt,
                                           dataDirectory: library.directory)
        } catch {
            throw CLIError.failure(error.description)
        }
        switch MQTTProbe.check(mqtt, dataDirectory: library.directory, farewell: MQTTMessage(topic: "\(mqtt.topic)/cmd", payload: payload, retain: false)) {
        case .success: Console.print("sent \(options.action.rawValue) on \(mqtt.topic)/cmd (sequence \(sequence))")
        case .failure(let failure): throw CLIError.failure(failure.description)
        }
    }
}
