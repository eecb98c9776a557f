#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A time zone of the tz database, by its name, with the rules read from the system's files.
public struct Zone: Sendable, Hashable, CustomStringConvertible {
    /// The zone's name in the tz database ("Europe/London").
    public let identifier: String
    public let rules: ZoneRules

    public init(identifier: String, rules: ZoneRules) {
        self.identifier = identifier
        self.rules = rules
    }

    /// The zone of the system's database with exactly this name; nil when there is none.
    public init?(identifier: String) {
        guard let zone = try? Zone.named(identifier) else { return nil }
        self = zone
    }

    /// The zone named `name` in `directory`; throws saying why it cannot be read.
    public static func named(_ name: String, in directory: ZoneDirectory = .system) throws -> Zone {
        Zone(identifier: name, rules: try directory.rules(named: name))
    }

    /// Coordinated Universal Time, which needs no file.
    public static let utc = Zone(identifier: "UTC", rules: ZoneRules(fixed: LocalTimeType(secondsFromUT: 0, isDaylightSaving: false, abbreviation: "UTC")))

    /// The system's zone: `TZ` when it names a zone (or is a POSIX rule), else the zone
    /// /etc/localtime links to, else that file read as it is (named by /etc/timezone), else UTC.
    public static func current(in directory: ZoneDirectory = .system) -> Zone {
        current(variable: getenv("TZ").map { String(cString: $0) }, in: directory)
    }

    /// The system's zone when the `TZ` variable holds `variable`.
    static func current(variable: String?, in directory: ZoneDirectory) -> Zone {
        if let variable, !variable.isEmpty {
            let name = variable.hasPrefix(":") ? String(variable.dropFirst()) : variable
            if let zone = try? named(name, in: directory) { return zone }
            if let rule = try? PosixTimeZone(parsing: name) {
                return Zone(identifier: name, rules: ZoneRules(rule: rule))
            }
        }
        if let target = linkTarget("/etc/localtime") {
            let parts = target.split(separator: "/")
            if let database = parts.lastIndex(of: "zoneinfo"),
               let zone = try? named(parts[(database + 1)...].joined(separator: "/"), in: directory) {
                return zone
            }
        }
        let name = firstLine("/etc/timezone") ?? "localtime"
        if let rules = try? ZoneDirectory(path: "/etc").rules(named: "localtime") {
            return Zone(identifier: name, rules: rules)
        }
        return utc
    }

    /// Seconds to add to UT for the local time at `instant` (seconds since 1970-01-01 UT).
    public func secondsFromUT(at instant: Int64) -> Int { rules.secondsFromUT(at: instant) }

    /// The instant at which local clocks read `wallSeconds` (seconds since 1970-01-01 as if
    /// local time were UT). Where the clocks were turned back and the time happens twice,
    /// the first; where they were turned forward over it, the time is read with the offset
    /// from before the change, so 02:30 in a gap from 02:00 to 03:00 is 03:30 after it.
    /// Foundation's Gregorian calendar resolves wall times the same way.
    public func instant(wallSeconds: Int64) -> Int64 {
        let window = Zone.maximumOffset
        let changes = rules.transitions(from: wallSeconds - window, to: wallSeconds + window + 1)
        let offsets = [secondsFromUT(at: wallSeconds - window - 1)] + changes.map(\.type.secondsFromUT)
        guard !changes.isEmpty else { return wallSeconds - Int64(offsets[0]) }
        // Periods of one offset that could hold the answer, in order: the first that holds
        // `wallSeconds - offset` gives the earliest instant; when none does, it is in a gap.
        let ends = changes.map(\.instant) + [Int64.max]
        var start = Int64.min
        for (index, offset) in offsets.enumerated() {
            let candidate = wallSeconds - Int64(offset)
            if candidate >= start, candidate < ends[index] { return candidate }
            start = ends[index]
        }
        let gap = changes.indices.first { wallSeconds - Int64(offsets[$0]) >= ends[$0] && wallSeconds - Int64(offsets[$0 + 1]) < ends[$0] }
        return wallSeconds - Int64(offsets[gap ?? 0])
    }

    /// No zone is more than 26 hours from UT (the tz database's limit is 25:59:59).
    static let maximumOffset: Int64 = 26 * 3600

    public var description: String { identifier }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func firstLine(_ path: String) -> String? {
        guard let stream = fopen(path, "r") else { return nil }
        defer { fclose(stream) }
        var buffer = [CChar](repeating: 0, count: 256)
        guard fgets(&buffer, Int32(buffer.count), stream) != nil else { return nil }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .split(separator: "\n").first.map(String.init)
        return line.flatMap { ZoneDirectory.isWellFormed($0) ? $0 : nil }
    }
}
