import FileFormats
import FoundationEssentials
import Messages
import MosqueSettings

/// Finds and reads the configuration file: the one place every process reads it.
public enum ConfigFile {
    /// `$XDG_CONFIG_HOME/mawqut/config.json`, or `~/.config/mawqut/config.json`.
    public static var defaultPath: String {
        PathText.appending("mawqut/config.json", to: BaseDirectories.configHome)
    }

    /// Loads settings from `explicitPath` (which must exist) or from the default
    /// path (where a missing file means the defaults), for a one-shot command: a file
    /// that cannot be used is an error (a script must never get old values silently)
    /// that names the last good copy. A follower's file is read with the schedule its
    /// primary last shared (kept in the default data directory) over it.
    public static func load(explicitPath: String?) throws -> Settings {
        let directory = DataDirectory.resolve(nil)
        do {
            return try read(explicitPath: explicitPath, overlay: storedSchedule(in: directory)).settings
        } catch {
            let reminder = LastGoodConfiguration(dataDirectory: directory).reminder(text: TimeText(timeZone: .current()))
            throw CLIError.config(([error.description] + (reminder.map { [$0] } ?? [])).joined(separator: "\n"))
        }
    }

    /// What a kiosk starts on: the file when it can be used (it is then kept as the
    /// last good one), else the last good configuration, else nothing but the fault.
    public static func kioskConfiguration(explicitPath: String?, dataDirectory: URL, now: Date) -> KioskConfiguration {
        let lastGood = LastGoodConfiguration(dataDirectory: dataDirectory)
        do {
            let (settings, data) = try read(explicitPath: explicitPath, overlay: storedSchedule(in: dataDirectory), now: now)
            if let data { lastGood.keepIgnoringFailure(data) }
            return .good(settings)
        } catch {
            guard let kept = lastGood.read() else { return .none(error) }
            return .lastGood(kept, fault: error)
        }
    }

    /// The schedule a follower's primary last shared, chosen from the file's own settings.
    public static func storedSchedule(in directory: URL) -> (Settings) -> SharedSchedule? {
        { own in
            guard let mqtt = own.mqtt, mqtt.role == .follower else { return nil }
            return SharedScheduleFile.stored(mosque: mqtt.topic, directory: directory)
        }
    }

    /// The settings in the file (the defaults when the default path has no file) with
    /// the shared schedule `overlay` chooses put over them, and the file's bytes.
    public static func read(explicitPath: String?, overlay: (Settings) -> SharedSchedule?,
                            now: Date = Date()) throws(ConfigFault) -> (settings: Settings, data: Data?) {
        let path = explicitPath ?? defaultPath
        guard FileManager.default.fileExists(atPath: path) else {
            if explicitPath != nil { throw ConfigFault(path: path, refusals: [.tr("file not found (given with --config)")], since: now) }
            return (.defaults, nil)
        }
        let data: Data
        do {
            data = try InputFile.read(path, limit: InputFile.Limit.text)
        } catch {
            throw ConfigFault(path: path, refusals: [.verbatim(error.description.replacingLiterally("\(path): ", with: ""))], since: now)
        }
        do {
            let own = try SettingsDecoder.decode(data)
            return (try overlay(own)?.settings(over: data) ?? own, data)
        } catch {
            throw ConfigFault(path: path, error: error, since: now)
        }
    }
}

/// The configuration a kiosk starts on.
public enum KioskConfiguration: Sendable {
    /// The file (or the defaults, when there is none) can be used.
    case good(Settings)
    /// The file cannot be used; the last good configuration can.
    case lastGood(LastGoodConfiguration.Kept, fault: ConfigFault)
    /// The file cannot be used and no configuration was ever accepted here.
    case none(ConfigFault)
}

extension CLIError {
    /// A file named on the command line or in the configuration, read after the checks
    /// of `InputFile` (a folder, FIFO or device is refused, not read).
    public static func read(_ path: String, limit: Int64 = InputFile.Limit.data) throws(CLIError) -> Data {
        do {
            return try InputFile.read(path, limit: limit)
        } catch {
            throw .failure(error.description)
        }
    }
}

/// A failure the CLI reports in one or more plain lines and a non-zero exit status.
public enum CLIError: Error, CustomStringConvertible {
    /// The configuration is unusable (exit status 78, EX_CONFIG).
    case config(String)
    /// An argument is out of range or malformed (exit status 64, EX_USAGE).
    case argument(String)
    /// The command could not do its work (exit status 1).
    case failure(String)

    public var description: String {
        switch self {
        case .config(let message), .argument(let message), .failure(let message): message
        }
    }

    public var exitStatus: Int32 {
        switch self {
        case .config: 78
        case .argument: 64
        case .failure: 1
        }
    }
}
