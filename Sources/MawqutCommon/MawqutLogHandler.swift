import FileFormats
import FoundationEssentials
import Logging
import MosqueSettings
import ZoneInfo

/// The kiosk's swift-log handler: every line goes to the rotating `mawqut.log`
/// with its UTC time and level; headless, it is also printed on standard output;
/// under systemd it reaches the journal with its priority.
///
/// The journal reads a `<N>` prefix on each line a service writes to a stream as
/// the line's syslog priority (sd-daemon(3), "SD_WARNING" and the others;
/// systemd.exec(5), `SyslogLevelPrefix=`, on by default), so `journalctl -p warning`
/// shows the kiosk's warnings and errors only.
public struct MawqutLogHandler: LogHandler {
    /// Where lines go besides the file.
    public enum Echo: Sendable {
        case none
        /// Standard output (headless mode), or standard error under systemd when the screen has standard output.
        case stream(OpenFile, priorities: Bool)
    }

    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    let file: RotatingLogFile
    let echo: Echo

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    // invariant: UTC always exists
    private static let stamp = TimeText(timeZone: .utc)

    init(file: RotatingLogFile, echo: Echo, level: Logger.Level) {
        self.file = file
        self.echo = echo
        logLevel = level
    }

    public func log(event: LogEvent) {
        var text = "\(event.message)"
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        if !merged.isEmpty { text += " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
        // What came from files or the network is in the log as it was, but never as terminal commands.
        let lines = ControlCharacters.escaped(text, keepLineFeeds: true).split(separator: "\n", omittingEmptySubsequences: false)
        let stamp = Self.stamp.iso8601(Date())
        file.append(lines.map { "\(stamp) \(event.level) \($0)\n" }.joined())
        if case .stream(let handle, let priorities) = echo {
            let prefix = priorities ? "<\(Self.syslogPriority(event.level))>" : ""
            handle.writeIgnoringFailure(lines.map { "\(prefix)\($0)\n" }.joined())
        }
    }

    /// syslog(3) priorities: trace and debug are LOG_DEBUG (7), info LOG_INFO (6),
    /// notice LOG_NOTICE (5), warning LOG_WARNING (4), error LOG_ERR (3), critical LOG_CRIT (2).
    static func syslogPriority(_ level: Logger.Level) -> Int {
        switch level {
        case .trace, .debug: 7
        case .info: 6
        case .notice: 5
        case .warning: 4
        case .error: 3
        case .critical: 2
        }
    }
}

/// The logger of the kiosk and of the admin page.
public enum MawqutLog {
    /// The environment variable that sets the least level logged (trace, debug,
    /// info, notice, warning, error, critical); info when unset.
    public static let levelVariable = "MAWQUT_LOG_LEVEL"

    /// A logger writing to `file` (`mawqut.log`) in `directory`; `echo` also prints
    /// each line on standard output (headless mode).
    public static func logger(directory: URL, echo: Bool, file name: String = "mawqut.log",
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> Logger {
        let file = RotatingLogFile(directory: directory, name: name)
        // systemd sets both for a service; JOURNAL_STREAM only when a stream goes to the journal.
        let underSystemd = environment["JOURNAL_STREAM"] != nil || environment["INVOCATION_ID"] != nil
        let destination: MawqutLogHandler.Echo = if echo {
            .stream(.standardOutput, priorities: underSystemd)
        } else if underSystemd {
            .stream(.standardError, priorities: true)
        } else {
            .none
        }
        let requested = environment[levelVariable]
        let level = requested.flatMap { Logger.Level(rawValue: $0.lowercased()) }
        let logger = Logger(label: "mawqut") { _ in MawqutLogHandler(file: file, echo: destination, level: level ?? .info) }
        if let value = requested, level == nil {
            let levels = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
            logger.warning("\(levelVariable)=\(value) is not a level (expected one of \(levels)); logging info and above")
        }
        return logger
    }
}
