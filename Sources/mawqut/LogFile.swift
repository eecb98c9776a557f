import Foundation
import KioskCore

/// Appends timestamped lines to `mawqut.log` in the data directory (and, in
/// headless mode, to standard output too).
final class LogFile: @unchecked Sendable {
    private let handle: FileHandle?
    private let echo: Bool
    private let lock = NSLock()
    private let stamp = TimeText(timeZone: TimeZone(identifier: "UTC")!)
    let path: String

    init(directory: URL, echo: Bool) {
        path = directory.appendingPathComponent("mawqut.log").path
        if !FileManager.default.fileExists(atPath: path) {
            FileManager.default.createFile(atPath: path, contents: nil)
        }
        handle = FileHandle(forWritingAtPath: path)
        _ = try? handle?.seekToEnd()
        self.echo = echo
    }

    func write(_ message: String) {
        lock.withLock {
            if echo { FileHandle.standardOutput.write(Data((message + "\n").utf8)) }
            let stamped = message.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "\(stamp.iso8601(Date())) \($0)" }.joined(separator: "\n")
            handle?.write(Data((stamped + "\n").utf8))
        }
    }
}
