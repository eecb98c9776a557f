import Foundation
import KioskCore

/// Finds and reads the configuration file (the only place the CLI touches it).
public enum ConfigFile {
    /// `$XDG_CONFIG_HOME/mawqut/config.json`, or `~/.config/mawqut/config.json`.
    public static var defaultPath: String {
        (BaseDirectories.configHome as NSString).appendingPathComponent("mawqut/config.json")
    }

    /// Loads settings from `explicitPath` (which must exist) or from the default
    /// path (where a missing file means the defaults). A follower's file is read with
    /// the schedule its primary last shared (kept in the default data directory) over it.
    public static func load(explicitPath: String?) throws -> Settings {
        try load(explicitPath: explicitPath) { own in
            guard let mqtt = own.mqtt, mqtt.role == .follower else { return nil }
            return SharedScheduleFile.stored(mosque: mqtt.topic, directory: DataDirectory.resolve(nil))
        }
    }

    /// The same with the shared schedule `overlay` chooses from the file's own settings (nil: none) put over the file.
    static func load(explicitPath: String?, overlay: (Settings) -> SharedSchedule?) throws -> Settings {
        let path = explicitPath ?? defaultPath
        guard FileManager.default.fileExists(atPath: path) else {
            if let explicitPath { throw CLIError.config("\(explicitPath): file not found (given with --config)") }
            return .defaults
        }
        let data: Data
        do {
            data = try InputFile.read(path, limit: InputFile.Limit.text)
        } catch {
            throw CLIError.config(error.description)
        }
        do {
            let own = try SettingsDecoder.decode(data)
            return try overlay(own)?.settings(over: data) ?? own
        } catch var error {
            if error.file == nil { error.file = path }
            throw CLIError.config(error.description)
        }
    }
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
