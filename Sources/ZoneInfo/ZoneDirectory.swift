#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's tz database: the TZif files under `$TZDIR`, or `/usr/share/zoneinfo`.
public struct ZoneDirectory: Sendable {
    public let path: String

    /// The directory `$TZDIR` names, else `/usr/share/zoneinfo` (where Debian's tzdata installs).
    public static var system: ZoneDirectory {
        if let directory = getenv("TZDIR").map({ String(cString: $0) }), !directory.isEmpty {
            return ZoneDirectory(path: directory)
        }
        return ZoneDirectory(path: "/usr/share/zoneinfo")
    }

    public init(path: String) {
        self.path = path
    }

    /// Whether `name` has the form of a zone name ("Europe/London", "UTC", "Etc/GMT+3"):
    /// ASCII letters, digits, `_`, `+`, `-` and `/` between parts, never `..` or an absolute path.
    public static func isWellFormed(_ name: String) -> Bool {
        let allowed = name.utf8.allSatisfy { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "_+-/".utf8.contains(byte)
        }
        return allowed && !name.isEmpty && name.utf8.count <= 64 && !name.hasPrefix("/") && !name.hasSuffix("/")
            && !name.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == ".." }
    }

    /// The rules of the zone with exactly this name; throws when the name is malformed, the
    /// zone is not in the database, or its file is not a TZif file.
    public func rules(named name: String) throws -> ZoneRules {
        guard ZoneDirectory.isWellFormed(name) else {
            throw ZoneInfoError("\"\(name)\" is not a time zone name (expected one such as Europe/London)")
        }
        return try ZoneRules(tzif: try read(path + "/" + name, zone: name), name: path + "/" + name)
    }

    /// Every zone name in the database, sorted: the files that start with "TZif", outside
    /// `posix/` and `right/`, but for `localtime` (Debian's link to /etc/localtime) and
    /// `posixrules` (the default for `TZ` values without rules), which name no zone.
    public func zoneNames() -> [String] {
        var names: [String] = []
        collect(relative: "", into: &names)
        return names.sorted()
    }

    /// Entries at the top of the database that are not zones.
    private static let notZones: Set<String> = ["posix", "right", "localtime", "posixrules"]

    private func collect(relative: String, into names: inout [String]) {
        guard let directory = opendir(relative.isEmpty ? path : path + "/" + relative) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !entryName.hasPrefix("."), !(relative.isEmpty && ZoneDirectory.notZones.contains(entryName)) else { continue }
            let name = relative.isEmpty ? entryName : relative + "/" + entryName
            var status = stat()
            guard stat(path + "/" + name, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                collect(relative: name, into: &names)
            } else if ZoneDirectory.isWellFormed(name), startsWithTZif(path + "/" + name) {
                names.append(name)
            }
        }
    }

    private func startsWithTZif(_ file: String) -> Bool {
        guard let stream = fopen(file, "rb") else { return false }
        defer { fclose(stream) }
        var magic = [UInt8](repeating: 0, count: 4)
        return fread(&magic, 1, 4, stream) == 4 && magic == Array("TZif".utf8)
    }

    private func read(_ file: String, zone: String) throws -> [UInt8] {
        guard let stream = fopen(file, "rb") else {
            throw ZoneInfoError("no time zone \"\(zone)\" in \(path) (\(String(cString: strerror(errno))))")
        }
        defer { fclose(stream) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = fread(&chunk, 1, chunk.count, stream)
            bytes += chunk[0..<count]
            if count < chunk.count { break }
            guard bytes.count <= 1 << 20 else { throw ZoneInfoError("\(file): larger than any TZif file (over 1 MiB)") }
        }
        guard ferror(stream) == 0 else { throw ZoneInfoError("\(file): could not be read") }
        return bytes
    }
}
