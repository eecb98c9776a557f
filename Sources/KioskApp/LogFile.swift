import Foundation
import KioskCore

/// Appends timestamped lines to `mawqut.log` in the data directory (and, in
/// headless mode, to standard output too, which systemd sends to the journal).
/// At 1 MB the file rotates: mawqut.log.1 … mawqut.log.3 keep the older lines.
public final class LogFile: @unchecked Sendable {
    private var handle: FileHandle?
    private var written: UInt64 = 0
    static let rotationBytes: UInt64 = 1_000_000
    static let keptFiles = 3
    private let echo: Bool
    /// Under systemd (which sets INVOCATION_ID) lines also go to standard error, which
    /// the unit sends to the journal, while the screen has standard output.
    private let toJournal = ProcessInfo.processInfo.environment["INVOCATION_ID"] != nil
    private let lock = NSLock()
    // invariant: UTC always exists
    private let stamp = TimeText(timeZone: TimeZone(identifier: "UTC")!)
    public let path: String

    public init(directory: URL, echo: Bool) {
        path = directory.appendingPathComponent("mawqut.log").path
        if !FileManager.default.fileExists(atPath: path) {
            FileManager.default.createFile(atPath: path, contents: nil)
        }
        // A log created by an older version with the default 0644 becomes private too.
        chmod(path, 0o600)
        handle = FileHandle(forWritingAtPath: path)
        written = (try? handle?.seekToEnd()) ?? 0
        self.echo = echo
    }

    public func write(_ message: String) {
        // What came from files or the network is in the log as it was, but never as terminal commands.
        let message = ControlCharacters.escaped(message, keepLineFeeds: true)
        lock.withLock {
            if echo { FileHandle.standardOutput.write(Data((message + "\n").utf8)) }
            if toJournal && !echo { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            let stamped = message.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "\(stamp.iso8601(Date())) \($0)" }.joined(separator: "\n")
            let data = Data((stamped + "\n").utf8)
            handle?.write(data)
            written += UInt64(data.count)
            if written >= Self.rotationBytes { rotate() }
        }
    }

    /// mawqut.log → mawqut.log.1 → … → mawqut.log.3 (dropped), then a new mawqut.log.
    private func rotate() {
        try? handle?.close()
        let manager = FileManager.default
        try? manager.removeItem(atPath: "\(path).\(Self.keptFiles)")
        for index in stride(from: Self.keptFiles - 1, through: 1, by: -1) {
            try? manager.moveItem(atPath: "\(path).\(index)", toPath: "\(path).\(index + 1)")
        }
        try? manager.moveItem(atPath: path, toPath: "\(path).1")
        manager.createFile(atPath: path, contents: nil)
        // A log created by an older version with the default 0644 becomes private too.
        chmod(path, 0o600)
        handle = FileHandle(forWritingAtPath: path)
        written = 0
    }
}
