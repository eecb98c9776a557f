import FileFormats
import FoundationEssentials
import Glibc
import KioskCore
import PrayerCalc
import Synchronization

/// A second record of the played log: an append-only text file beside the
/// databases, each line flushed to disk (fsync) before the sound is asked for. When
/// the database cannot be written, or a damaged page loses what it held, this file
/// still says which adhans have played, so a restart never replays one.
///
/// One line per event, tab-separated:
///
///     log   2026-11-21  asr  played
///     log   2026-11-21  isha  failed  ALSA device "default" cannot be opened
///     mark  2026-11-21  dhuhr  jumuah  1
public final class PlayedJournal: Sendable {
    public static let fileName = "played.journal"
    /// Past this size the file is rewritten with the last week only.
    static let compactionBytes = 256 << 10

    public let path: String
    /// One writer at a time: appends and the compaction's rewrite never interleave.
    private let lock = Mutex(())

    public init(directory: URL) {
        path = directory.appendingPathComponent(Self.fileName).path
    }

    public func append(_ entry: PrayerLogEntry) throws {
        let detail = entry.detail.map { "\t" + Self.clean($0) } ?? ""
        try append("log\t\(entry.key.date)\t\(entry.key.prayer.rawValue)\t\(entry.status.rawValue)\(detail)")
    }

    public func append(_ mark: ScheduleMark) throws {
        try append("mark\t\(mark.key.date)\t\(mark.key.prayer.rawValue)\t\(mark.kind.rawValue)\t\(mark.index)")
    }

    /// What the journal says about days on or after `date`: for each prayer the last
    /// status written, and every mark. Lines that cannot be read are skipped.
    public func read(since date: CivilDate) -> (entries: [PrayerLogEntry], marks: [ScheduleMark]) {
        guard InputFile.problem(path, limit: InputFile.Limit.data) == nil,
              let text = try? String(contentsOfFile: path, encoding: .utf8) else { return ([], []) }
        var entries: [PrayerKey: PrayerLogEntry] = [:]
        var marks: Set<ScheduleMark> = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4, let day = CivilDate(iso: fields[1]), day >= date, let prayer = Prayer(rawValue: fields[2]) else { continue }
            let key = PrayerKey(date: day, prayer: prayer)
            switch fields[0] {
            case "log":
                guard let status = PrayerLogStatus(rawValue: fields[3]) else { continue }
                entries[key] = PrayerLogEntry(key: key, status: status, detail: fields.count > 4 ? fields[4] : nil, recordedAt: Date(timeIntervalSince1970: 0))
            case "mark":
                guard fields.count == 5, let kind = ScheduleMark.Kind(rawValue: fields[3]), let index = Int(fields[4]) else { continue }
                marks.insert(ScheduleMark(key: key, kind: kind, index: index))
            default:
                continue
            }
        }
        return (entries.values.sorted { $0.key < $1.key }, Array(marks))
    }

    /// Rewrites the file with the lines of `date` and later, when it has grown large.
    public func compact(keepingSince date: CivilDate) {
        lock.withLock { _ in
            guard let size = InputFile.size(path), size > Self.compactionBytes,
                  let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
            let kept = text.split(separator: "\n").filter { line in
                line.split(separator: "\t").dropFirst().first.flatMap { CivilDate(iso: String($0)) }.map { $0 >= date } ?? false
            }
            let temporary = path + ".tmp"
            guard FileManager.default.createFile(atPath: temporary, contents: Data((kept.joined(separator: "\n") + "\n").utf8),
                                                 attributes: [.posixPermissions: 0o600]) else { return }
            if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
        }
    }

    private func append(_ line: String) throws {
        try lock.withLock { _ in
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o600)
            guard descriptor >= 0 else { throw JournalProblem(path: path, reason: String(cString: strerror(errno))) }
            defer { close(descriptor) }
            let bytes = Array((line + "\n").utf8)
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written == bytes.count, fsync(descriptor) == 0 else {
                throw JournalProblem(path: path, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Tabs and line breaks cannot be part of a field.
    private static func clean(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}

public struct JournalProblem: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): cannot be written (\(reason))" }
}
