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
            // Each step's failure keeps the system's reason (OpenFile.Failure.code): a read-only
            // or full disk, or a folder where the file should be, is said as such by the caller.
            let file = try OpenFile.writing(temporary.path, append: false, mode: mode)
            fchmod(file.descriptor, mode)
            if let owner, geteuid() == 0 { fchown(file.descriptor, owner.uid, owner.gid) }
            try file.write(data)
            try file.synchronize()
            try beforeRename()
            guard rename(temporary.path, path) == 0 else { throw OpenFile.Failure(path) }
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
