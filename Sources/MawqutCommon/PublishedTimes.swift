import FoundationEssentials
import MosqueSettings
import Storage

/// The published times the configuration's `calculation.source` asks for: the
/// imported mosque timetable, or the cached Aladhan months; none for `local`.
/// The kiosk, `times`, `simulate` and `doctor` all read them here.
public enum PublishedTimes {
    public static func load(for settings: Settings, database: StateDatabase) throws -> [TimetableDay] {
        switch settings.source {
        case .local: []
        case .timetable: try TimetableStore(database: database, kind: .mosque).all()
        case .aladhan: try TimetableStore(database: database, kind: .aladhanCache).all()
        }
    }

    /// From the data directory at `directory` (the default one when nil).
    public static func load(for settings: Settings, directory: String?) throws -> [TimetableDay] {
        guard settings.source != .local else { return [] }
        return try load(for: settings, database: StateDatabase(directory: DataDirectory.resolve(directory)))
    }
}
