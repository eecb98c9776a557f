import FileFormats
import FoundationEssentials
import Glibc
import Messages
import SQLite
import Synchronization

/// A save the display could not make, in words a volunteer can act on: why (a read-only
/// or full disk, a folder where the file should be, a file the display may not write) and
/// what to do. Nothing was changed when one is said.
struct SaveFailure: Sendable, Equatable {
    let at: Date
    let sentence: String

    /// The sentence for an error thrown while writing `path` (the configuration file or the state database), in `w`'s language.
    static func sentence(for error: any Error, path: String, _ w: Words = .english) -> String {
        let folder = PathText.deletingLastComponent(path)
        let nothing = w.tr("Nothing was changed, and what you typed is still in the form.")
        // SQLite's full and read-only disks (https://www.sqlite.org/rescode.html) read as the system's.
        let code: Int32? = switch error {
        case let failure as OpenFile.Failure: failure.code
        case let refused as SQLiteError where refused.code == 13: ENOSPC
        case let refused as SQLiteError where refused.code == 8: EROFS
        default: nil
        }
        guard let code else {
            return w.tr("The display could not save to %1$s (%2$s).", path, "\(error)") + " " + nothing + " "
                + w.tr("The display's log (mawqut-admin.log) has the details.")
        }
        let written = (error as? OpenFile.Failure)?.path ?? path
        switch code {
        case EROFS:
            return w.tr("The display's storage is read-only: %s cannot be written.", folder) + " " + nothing + " "
                + w.tr("A memory card that has an error is often turned read-only by the system: restart the display, and if this comes back, copy the configuration off and replace the card.")
        case ENOSPC, EDQUOT:
            return w.tr("The display's storage is full: %s has no room for the new file.", folder) + " " + nothing + " "
                + w.tr("Free some space (old recordings or logs in the data folder; mawqut doctor shows what is there) and save again.")
        case EISDIR:
            return w.tr("%s is a folder where the configuration file should be.", path) + " " + nothing + " "
                + w.tr("Whoever looks after the display should move that folder away (the configuration is a file).")
        case EACCES, EPERM:
            return w.tr("The display is not allowed to write %s: the file or its folder belongs to another user.", written) + " " + nothing + " "
                + w.tr("Whoever looks after the display can give it back to the display's user (sudo mawqut setup does).")
        default:
            return w.tr("The display could not write %1$s: %2$s.", written, String(cString: strerror(code))) + " " + nothing
        }
    }
}

/// The last save that failed, for the overview, until a save succeeds.
final class SaveFailures: Sendable {
    private let last = Mutex<SaveFailure?>(nil)

    var current: SaveFailure? { last.withLock { $0 } }

    func record(_ failure: SaveFailure) { last.withLock { $0 = failure } }

    func clear() { last.withLock { $0 = nil } }
}
