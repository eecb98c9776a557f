import Foundation

/// A log in the data directory (`mawqut.log`, or `mawqut-admin.log` for the admin
/// page), private to its owner. At 1 MB it rotates: mawqut.log.1 … mawqut.log.3
/// keep the older lines. Each process writes its own file. swift-log has no file
/// output of its own; `MawqutLogHandler` writes through this.
final class RotatingLogFile: @unchecked Sendable {
    static let rotationBytes: UInt64 = 1_000_000
    static let keptFiles = 3
    let path: String
    private var handle: FileHandle?
    private var written: UInt64 = 0
    private let lock = NSLock()

    init(directory: URL, name: String = "mawqut.log") {
        path = directory.appendingPathComponent(name).path
        lock.withLock { open() }
        written = (try? handle?.seekToEnd()) ?? 0
    }

    func append(_ text: String) {
        let data = Data(text.utf8)
        lock.withLock {
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
        open()
        written = 0
    }

    private func open() {
        if !FileManager.default.fileExists(atPath: path) { FileManager.default.createFile(atPath: path, contents: nil) }
        // A log created by an older version with the default 0644 becomes private too.
        chmod(path, 0o600)
        handle = FileHandle(forWritingAtPath: path)
    }
}
