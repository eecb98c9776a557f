import Foundation
import KioskCore
import Storage

/// The schedule a follower last received from its primary, in the data directory's state database.
public enum SharedScheduleFile {
    /// The stored schedule for `mosque`, or nil when there is none or it cannot be read
    /// (the follower then runs on its own file until the primary is heard again).
    public static func stored(mosque: String, directory: URL) -> SharedSchedule? {
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent(StateDatabase.fileName).path),
              let database = try? StateDatabase(directory: directory),
              let received = try? SharedScheduleStore(database: database).received(mosque: mosque) else { return nil }
        return try? SharedSchedule.parse(Array(received.payload.utf8), expectedMosque: mosque)
    }
}
