import FileFormats
import FoundationEssentials
import Glibc

/// Replaces a file so that a power cut leaves either the old file or the new one,
/// never a mix: the new bytes go to a temporary file in the same folder, are flushed
/// to disk, renamed over the old name, and the folder is flushed so the rename stays.
public enum AtomicFile {
    /// Writes `data` to `path` with permissions `mode` (and the owner `owner`, which
    /// only root may give away). `beforeRename` runs when the temporary file is
    /// complete; when it throws (tests use it to stand for a failing disk), nothing is replaced.
    public static func write(_ data: Data, to path: String, mode: mode_t, owner: (uid: uid_t, gid: gid_t)? = nil,
                             beforeRename: () throws -> Void = {}) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil, attributes: [.posixPermissions: Int(mode)]) else {
                throw CLIError.failure("\(folder.path): cannot write here (check its permissions)")
            }
            chmod(temporary.path, mode)
            if let owner, geteuid() == 0 { chown(temporary.path, owner.uid, owner.gid) }
            let file = try OpenFile.writing(temporary.path, append: false, mode: mode)
            try file.write(data)
            try file.synchronize()
            try beforeRename()
            guard rename(temporary.path, path) == 0 else {
                throw CLIError.failure("\(path): could not be replaced (\(String(cString: strerror(errno))))")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        let directory = open(folder.path, O_RDONLY)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }
}
