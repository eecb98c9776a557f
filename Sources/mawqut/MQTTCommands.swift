import ArgumentParser
import Foundation
import KioskApp
import KioskCore
import MawqutCommon
import MQTTClient
import Storage

/// `mawqut mqtt`: the key a mosque's displays share, and commands a primary sends, signed.
struct MQTTCommandGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mqtt", abstract: "The key a mosque's screens share over MQTT, and signed commands.",
        subcommands: [MQTTSecretCommand.self, MQTTSendCommand.self])
}

struct MQTTSecretCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "secret",
        abstract: "Make the key the primary signs its schedule and commands with (mqtt.key in the data directory, or mqtt.keyFile).",
        discussion: "Copy the same file into each follower's data directory: a follower takes only what verifies with it.")

    @OptionGroup var library: LibraryOptions
    @Flag(help: "Replace a key that exists (every follower then needs the new file).") var force = false

    func run() throws {
        let settings = try ConfigFile.load(explicitPath: library.config)
        let path = settings.mqtt.map { MQTTProbe.keyPath($0, dataDirectory: library.directory) }
            ?? DataDirectory.path("mqtt.key", in: library.directory)
        if FileManager.default.fileExists(atPath: path), !force {
            throw CLIError.failure("\(path) exists already: copy it to the followers, or give --force to make a new one")
        }
        try AtomicFile.write(Data(SignedPayload.newKeyText().utf8), to: path, mode: 0o600)
        Console.print("key written to \(path) (private to this user); copy this file into each follower's data directory, "
                      + "as mqtt.key (or the path its mqtt.keyFile names)")
    }
}

struct MQTTSendCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send", abstract: "Send a command to the mosque's screens, signed with mqtt.key (followers take only signed commands).")

    enum Action: String, ExpressibleByArgument, CaseIterable {
        case stop, mute, unmute, testAdhan = "test-adhan"
    }

    @OptionGroup var library: LibraryOptions
    @Argument(help: ArgumentHelp("stop, mute, unmute or test-adhan.", valueName: "command")) var action: Action
    @Option(help: ArgumentHelp("Only the screen with this client id obeys.", valueName: "id")) var target: String?

    func run() throws {
        let settings = try ConfigFile.load(explicitPath: library.config)
        guard let mqtt = settings.mqtt else { throw CLIError.config("no mqtt section in the configuration") }
        var members: [(String, OrderedJSON)] = [("command", .string(action.rawValue))]
        if let target { members.append(("target", .string(target))) }
        let sequence = try MQTTSequenceStore(database: library.stateDatabase()).nextToSend(topic: mqtt.topic)
        let payload: [UInt8]
        do {
            payload = try MQTTProbe.signed(Array(OrderedJSON.object(members).rendered.utf8), sequence: sequence, settings: mqtt,
                                           dataDirectory: library.directory)
        } catch {
            throw CLIError.failure(error.description)
        }
        switch MQTTProbe.check(mqtt, dataDirectory: library.directory, farewell: MQTTMessage(topic: "\(mqtt.topic)/cmd", payload: payload, retain: false)) {
        case .success: Console.print("sent \(action.rawValue) on \(mqtt.topic)/cmd (sequence \(sequence))")
        case .failure(let failure): throw CLIError.failure(failure.description)
        }
    }
}
