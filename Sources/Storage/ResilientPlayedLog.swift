import FoundationEssentials
import KioskCore
import PrayerCalc
import Synchronization

/// The played log the kiosk uses: every entry goes both to the state database and
/// to the journal file, and what either holds counts when reading, so that a
/// database that cannot be written or read never lets an adhan play twice. Only
/// when both fail does a write fail. Problems are kept for the status line.
public final class ResilientPlayedLog: PrayerLogStore, Sendable {
    private let database: SQLitePrayerLogStore?
    private let journal: PlayedJournal
    private let noted = Mutex<[String]>([])

    /// `database` nil: the state database could not be opened at all.
    public init(database: SQLitePrayerLogStore?, journal: PlayedJournal) {
        self.database = database
        self.journal = journal
    }

    /// What went wrong so far (each problem once).
    public var problems: [String] { noted.withLock { $0 } }

    private func note(_ problem: String) {
        noted.withLock { if !$0.contains(problem) { $0.append(problem) } }
    }

    public func entries(since date: CivilDate) throws -> [PrayerLogEntry] {
        var merged: [PrayerKey: PrayerLogEntry] = [:]
        if let database {
            do {
                for entry in try database.entries(since: date) { merged[entry.key] = entry }
                if database.skippedRows > 0 { note("the played log has \(database.skippedRows) row(s) that cannot be read; the journal stands in") }
            } catch {
                note("the played log cannot be read (\(error)); the journal stands in")
            }
        }
        // The journal is written at every change, so where it knows a prayer it is the latest word.
        for entry in journal.read(since: date).entries { merged[entry.key] = entry }
        return merged.values.sorted { $0.key < $1.key }
    }

    public func record(_ entry: PrayerLogEntry) throws {
        try both({ try $0.record(entry) }, journal: { try $0.append(entry) })
    }

    public func settle(_ entry: PrayerLogEntry) throws {
        try both({ try $0.settle(entry) }, journal: { try $0.append(entry) })
    }

    /// Keeps the journal to the last days (it is rewritten only when it has grown).
    public func compact(keepingSince date: CivilDate) {
        journal.compact(keepingSince: date)
    }

    public func marks(since date: CivilDate) throws -> [ScheduleMark] {
        var marks = Set(journal.read(since: date).marks)
        if let database {
            do {
                marks.formUnion(try database.marks(since: date))
            } catch {
                note("the played log's marks cannot be read (\(error)); the journal stands in")
            }
        }
        return Array(marks)
    }

    public func mark(_ mark: ScheduleMark, at instant: Date) throws {
        try both({ try $0.mark(mark, at: instant) }, journal: { try $0.append(mark) })
    }

    /// The journal first (it is the one that survives a damaged database), then the database.
    private func both(_ write: (SQLitePrayerLogStore) throws -> Void, journal append: (PlayedJournal) throws -> Void) throws {
        var journalProblem: Error?
        do {
            try append(journal)
        } catch {
            journalProblem = error
            note("\(error)")
        }
        guard let database else {
            if let journalProblem { throw journalProblem }
            return
        }
        do {
            try write(database)
        } catch {
            note("the played log cannot be written (\(error)); the journal keeps it")
            if let journalProblem { throw journalProblem }
        }
    }
}
