import FileFormats
import FoundationEssentials
import Glibc
import Synchronization

/// A log in the data directory (`mawqut.log`, or `mawqut-admin.log` for the admin
/// page), private to its owner. At 1 MB it rotates: mawqut.log.1 … mawqut.log.3
/// keep the older lines. Each process writes its own file. swift-log has no file
/// output of its own; `MawqutLogHandler` writes through this.
final class RotatingLogFile: Sendable {
    static let rotationBytes: Int64 = 1_000_000
    static let keptFiles = 3
    let path: String

    /// The open file and how much it holds.
    private struct Current {
        var file: OpenFile?
        var written: Int64 = 0
    }

    private let current = Mutex(Current())

    init(directory: URL, name: String = "mawqut.log") {
        path = directory.appendingPathComponent(name).path
        current.withLock { $0 = Self.open(path) }
    }

    func append(_ text: String) {
        let bytes = Array(text.utf8)
        current.withLock { current in
            try? current.file?.write(bytes)
            current.written += Int64(bytes.count)
            if current.written >= Self.rotationBytes { current = rotate() }
        }
    }

    /// mawqut.log → mawqut.log.1 → … → mawqut.log.3 (dropped), then a new mawqut.log.
    private func rotate() -> Current {
        let manager = FileManager.default
        try? manager.removeItem(atPath: "\(path).\(Self.keptFiles)")
        for index in stride(from: Self.keptFiles - 1, through: 1, by: -1) {
            try? manager.moveItem(atPath: "\(path).\(index)", toPath: "\(path).\(index + 1)")
        }
        try? manager.moveItem(atPath: path, toPath: "\(path).1")
        return Self.open(path)
    }

    /// The log opened to append, private to its owner (a log an older version created
    /// with the default 0644 becomes private too), with its size.
    private static func open(_ path: String) -> Current {
        let file = try? OpenFile.writing(path, append: true, mode: 0o600)
        chmod(path, 0o600)
        return Current(file: file, written: (try? file?.seekToEnd()) ?? 0)
    }
}
