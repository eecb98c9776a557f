import ArgumentParser
import FoundationEssentials

/// The commands the kiosk's executable (`mawqut-kiosk`) carries out: their names,
/// help and arguments, defined once. `mawqut` parses them too, so that its help,
/// completions and man page show them, then hands the same arguments to the kiosk
/// (see `KioskExecutable`); `mawqut-kiosk` parses them again and does the work.
public enum KioskCommandText {
    public static let run = CommandConfiguration(
        commandName: "run",
        abstract: "Start the adhan clock: the full-screen kiosk (the same as mawqut with no subcommand).",
        discussion: """
            Ticks once a second, plays each adhan once (the played log is in the data \
            directory's database), re-reads the configuration when the file changes, and \
            logs every event to mawqut.log in the data directory. With --headless (or when \
            standard output is not a terminal) it prints the events instead of drawing the \
            screen, and SIGHUP re-reads the configuration. Keys: F2 (or s on the clock) \
            stops the sound on every screen, m mute, t test adhan, ? help, q quit.
            """)

    public static let play = CommandConfiguration(
        commandName: "play",
        abstract: "Play audio files (MP3 or WAV) through ALSA, in order, and exit when done.",
        discussion: """
            Exit status 0 when every file played; 1 with a one-line reason when one could \
            not (missing or corrupt file, unavailable device). Ctrl-C fades out and stops.
            """)

    public static let doctor = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the terminal, audio, recordings, data, configuration, time zone and clock, and say how to fix what is wrong.",
        discussion: "Exit status 0 when every check passes, 1 otherwise. Nothing is played unless --play is given.")

    public static func mqtt(subcommands: [ParsableCommand.Type]) -> CommandConfiguration {
        CommandConfiguration(commandName: "mqtt", abstract: "The key a mosque's screens share over MQTT, and signed commands.",
                             subcommands: subcommands)
    }

    public static let mqttSecret = CommandConfiguration(
        commandName: "secret",
        abstract: "Make the key the primary signs its schedule and commands with (mqtt.key in the data directory, or mqtt.keyFile).",
        discussion: "Copy the same file into each follower's data directory: a follower takes only what verifies with it.")

    public static let mqttSend = CommandConfiguration(
        commandName: "send", abstract: "Send a command to the mosque's screens, signed with mqtt.key (followers take only signed commands).")
}

/// The options of the kiosk, shared by `mawqut`, `mawqut run` and `mawqut-kiosk`.
public struct KioskOptions: ParsableArguments {
    public init() {}

    @OptionGroup public var calculation: CalculationOptions
    @OptionGroup public var clock: ClockOptions

    @Option(help: ArgumentHelp("Run the clock this many times faster than real time (1 to 3600), for demonstrations.", valueName: "factor"))
    public var speed: Double = 1

    @Option(name: .customLong("data-dir"), help: ArgumentHelp("Data directory (default: $XDG_DATA_HOME/mawqut).", valueName: "path"))
    public var dataDirectory: String?

    @Flag(help: "No screen: print each event as it happens (the default when standard output is not a terminal).")
    public var headless = false
}

/// The arguments of `play`.
public struct PlayArguments: ParsableArguments {
    public init() {}

    @Argument(help: ArgumentHelp("Files to play, in order.", valueName: "file"))
    public var files: [String] = []

    @Option(help: ArgumentHelp("Play the configured adhan for this prayer instead of files: fajr, dhuhr, asr, maghrib or isha.", valueName: "prayer"))
    public var adhan: AdhanPrayer?

    @Option(help: ArgumentHelp("ALSA device (default: audio.device from the configuration).", valueName: "device"))
    public var device: String?

    @Option(help: ArgumentHelp("Volume from 0 to 100 (default: 100, or the prayer's volume with --adhan).", valueName: "0-100"))
    public var volume: Int?

    @Option(help: ArgumentHelp("Playback speed without changing pitch: 1, 1.5 or 2.", valueName: "factor"))
    public var speed: Double = 1

    @Option(name: .long, help: ArgumentHelp("Configuration file (default: $XDG_CONFIG_HOME/mawqut/config.json).", valueName: "path"))
    public var config: String?

    @Option(name: .customLong("data-dir"), help: ArgumentHelp("Data directory for configured recordings (default: $XDG_DATA_HOME/mawqut).", valueName: "path"))
    public var dataDirectory: String?
}

/// The arguments of `doctor`.
public struct DoctorArguments: ParsableArguments {
    public init() {}

    @OptionGroup public var library: LibraryOptions
    @Flag(help: "Print a JSON array of checks.") public var json = false
    @Flag(help: "Also play the reminder chime on the configured device.") public var play = false
}

/// The arguments of `mqtt secret`.
public struct MQTTSecretArguments: ParsableArguments {
    public init() {}

    @OptionGroup public var library: LibraryOptions
    @Flag(help: "Replace a key that exists (every follower then needs the new file).") public var force = false
}

/// The arguments of `mqtt send`.
public struct MQTTSendArguments: ParsableArguments {
    /// What the screens are told to do.
    public enum Action: String, ExpressibleByArgument, CaseIterable, Sendable {
        case stop, mute, unmute, testAdhan = "test-adhan", wakeScreen = "wake-screen"
    }

    public init() {}

    @OptionGroup public var library: LibraryOptions
    @Argument(help: ArgumentHelp("stop, mute, unmute, test-adhan or wake-screen.", valueName: "command")) public var action: Action
    @Option(help: ArgumentHelp("Only the screen with this client id obeys.", valueName: "id")) public var target: String?
}
