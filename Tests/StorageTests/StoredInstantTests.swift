import Foundation
import SQLite
import Testing
@testable import Storage

/// The state database's DATETIME text, written and read without ICU, against SQLite's own
/// date functions (https://sqlite.org/lang_datefunc.html), which read and write the same
/// layout that GRDB's `Date` conversion wrote into every row of earlier versions.
struct StoredInstantTests {
    /// Instants from 1900 to 2200, with milliseconds and with parts of a millisecond, every
    /// few hours plus a pseudo-random offset (a fixed sequence, so a failure repeats).
    static let instants: [Date] = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return stride(from: -2_208_988_800.0, to: 7_258_118_400.0, by: 98_765.4).map { start in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Date(timeIntervalSince1970: start + Double(state >> 40) / Double(1 << 24) * 3600)
        }
    }()

    /// SQLite's rendering of an instant given as whole milliseconds since 1970 (exact in a double).
    static func sqliteText(milliseconds: Int64, _ db: Connection) throws -> String? {
        try db.value(String.self, "SELECT strftime('%Y-%m-%d %H:%M:%f', ? / 1000.0, 'unixepoch')", [milliseconds])
    }

    /// The instant SQLite reads from a date text, in seconds since 1970.
    static func sqliteSeconds(_ text: String, _ db: Connection) throws -> Double? {
        try db.value(Double.self, "SELECT (julianday(?) - 2440587.5) * 86400.0", [text])
    }

    @Test func theTextWrittenIsTheTextSQLiteWritesForTheSameMillisecond() throws {
        let db = try Connection(path: ":memory:")
        var differences: [String] = []
        for instant in Self.instants {
            let milliseconds = Int64((instant.timeIntervalSince1970 * 1000 + 0.5).rounded(.down))
            let sqlite = try Self.sqliteText(milliseconds: milliseconds, db)
            if StoredInstant.text(instant) != sqlite { differences.append("\(instant.timeIntervalSince1970): \(StoredInstant.text(instant)) vs \(sqlite ?? "nil")") }
        }
        #expect(Self.instants.count > 90_000)
        #expect(differences.count == 0, "first: \(differences.prefix(3))")
    }

    @Test(arguments: [
        (1_795_701_909.12346, "2026-11-26 14:05:09.123"),
        (1_795_701_909.12354, "2026-11-26 14:05:09.124"),
        (1_795_701_909.9996, "2026-11-26 14:05:10.000"),
        (-0.0004, "1970-01-01 00:00:00.000"),
        (-0.0006, "1969-12-31 23:59:59.999"),
        (-2_208_988_800.5, "1899-12-31 23:59:59.500"),
    ])
    func anInstantIsWrittenToTheNearestMillisecondAHalfRoundedUp(seconds: Double, text: String) {
        #expect(StoredInstant.text(Date(timeIntervalSince1970: seconds)) == text)
    }

    @Test func textWrittenReadsAsTheInstantSQLiteReadsFromIt() throws {
        let db = try Connection(path: ":memory:")
        var differences: [String] = []
        for instant in Self.instants {
            let text = StoredInstant.text(instant)
            let ours = StoredInstant.date(text), sqlite = try Self.sqliteSeconds(text, db)
            // julianday is a double of about 2.4 million days: exact to some tens of microseconds.
            guard let ours, let sqlite, abs(ours.timeIntervalSince1970 - sqlite) < 1e-4 else {
                differences.append("\(text): \(String(describing: ours)) vs \(String(describing: sqlite))")
                continue
            }
        }
        #expect(differences.count == 0, "first: \(differences.prefix(3))")
    }

    @Test(arguments: [
        ("2026-11-26", 1_795_651_200.0),
        ("2026-11-26 14:05", 1_795_701_900.0),
        ("2026-11-26T14:05:09", 1_795_701_909.0),
        ("2026-11-26 14:05:09.25", 1_795_701_909.25),
        ("2026-11-26 14:05:09.123456789123", 1_795_701_909.123456789),
        ("2026-11-26 14:05:09Z", 1_795_701_909.0),
        ("2026-11-26 14:05:09+03:00", 1_795_691_109.0),
        ("2026-11-26 14:05-05:30", 1_795_721_700.0),
    ])
    func everySQLiteDateFormReadsAsTheInstantItNames(text: String, seconds: Double) throws {
        let date = try #require(StoredInstant.date(text))
        #expect(abs(date.timeIntervalSince1970 - seconds) < 1e-6)
        // SQLite keeps the first three digits of a fraction.
        #expect(abs(date.timeIntervalSince1970 - (try Self.sqliteSeconds(text, try Connection(path: ":memory:")) ?? .nan)) < 1e-3)
    }

    @Test(arguments: ["", "2026", "2026-11", "26-11-2026", "2026-02-29", "2026-13-01", "2026-11-31", "2026-11-26 24:00",
                      "2026-11-26 14:60", "2026-11-26 14:05:61", "2026-11-26 14:05:09.", "2026-11-26 14:05:09 ", "2026-11-26x",
                      "2026-11-26 14:05+3:00", "２０２６-11-26"])
    func textThatIsNoSQLiteDateReadsAsNothing(text: String) {
        #expect(StoredInstant.date(text) == nil)
    }

    @Test func numbersAreSecondsSince1970AndOtherValuesAreNothing() {
        #expect(StoredInstant.date(.integer(1_795_183_509)) == Date(timeIntervalSince1970: 1_795_183_509))
        #expect(StoredInstant.date(.real(1_795_183_509.5)) == Date(timeIntervalSince1970: 1_795_183_509.5))
        #expect(StoredInstant.date(.null) == nil)
        #expect(StoredInstant.date(.blob([1, 2])) == nil)
    }
}
