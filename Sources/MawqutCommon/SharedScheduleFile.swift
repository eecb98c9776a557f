import FoundationEssentials
import MosqueSettings
import Storage

/// The schedule a follower last received from its primary, in the data directory's state database.
public enum SharedScheduleFile {
    /// The stored schedule for `mosque` and when it arrived, or nil when there is none or
    /// it cannot be read (the follower then runs on its own file until the primary is heard again).
    public static func stored(mosque: String, in store: SharedScheduleStore) -> (schedule: SharedSchedule, receivedAt: Date)? {
        guard let received = try? store.received(mosque: mosque),
              let schedule = try? SharedSchedule.parse(Array(received.payload.utf8), expectedMosque: mosque) else { return nil }
        return (schedule, received.receivedAt)
    }

    /// The same, from the state database in `directory` (for the command line, which has none open).
    public static func stored(mosque: String, directory: URL) -> SharedSchedule? {
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent(StateDatabase.fileName).path),
              let database = try? StateDatabase(directory: directory) else { return nil }
        return stored(mosque: mosque, in: SharedScheduleStore(database: database))?.schedule
    }
}
