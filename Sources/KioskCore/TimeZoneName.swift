import Foundation

/// Time zones by their exact name in the system's tz database (`$TZDIR`, or
/// `/usr/share/zoneinfo`). Foundation alone also takes names such as "UTC+3" or
/// a name with a NUL in it; a configuration must name a real zone.
public enum TimeZoneName {
    static let directory = ProcessInfo.processInfo.environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"

    /// The zone with exactly this name, or nil.
    public static func zone(_ name: String) -> TimeZone? {
        let allowed = name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_+-/".unicodeScalars.contains($0)) }
        guard !name.isEmpty, name.count <= 64, allowed, !name.contains(".."), !name.hasPrefix("/"), !name.hasSuffix("/") else { return nil }
        var isDirectory: ObjCBool = false
        // Where the database is installed (every Debian system), the name must be one of its files.
        if FileManager.default.fileExists(atPath: directory) {
            guard FileManager.default.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue else {
                return nil
            }
        }
        return TimeZone(identifier: name)
    }
}
