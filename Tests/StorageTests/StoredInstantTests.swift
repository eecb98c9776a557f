import Foundation
import GRDB
import Testing
@testable import Storage

/// The state database's DATETIME text, written and read without ICU, against GRDB's own
/// `Date` conversion (which wrote every row of earlier versions, through `DateFormatter`).
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

    @Test func theTextWrittenIsTheTextGRDBWritesForTheSameInstant() {
        var differences: [String] = []
        for instant in Self.instants {
            let grdb = String.fromDatabaseValue(instant.databaseValue)
            if StoredInstant.text(instant) != grdb { differences.append("\(instant.timeIntervalSince1970): \(StoredInstant.text(instant)) vs \(grdb ?? "nil")") }
        }
        #expect(Self.instants.count > 90_000)
        #expect(differences.count == 0, "first: \(differences.prefix(3))")
    }

    @Test func textGRDBWroteReadsAsTheInstantGRDBReadsFromIt() {
        var differences: [String] = []
        for instant in Self.instants {
            let text = StoredInstant.text(instant)
            let ours = StoredInstant.date(text), grdb = Date.fromDatabaseValue(text.databaseValue)
            // GRDB reads through DateComponents' nanoseconds: allow a microsecond.
            guard let ours, let grdb, abs(ours.timeIntervalSince(grdb)) < 1e-6 else {
                differences.append("\(text): \(String(describing: ours)) vs \(String(describing: grdb))")
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
        // GRDB keeps the first three digits of a fraction.
        #expect(abs(date.timeIntervalSince1970 - (Date.fromDatabaseValue(text.databaseValue)?.timeIntervalSince1970 ?? .nan)) < 1e-3)
    }

    @Test(arguments: ["", "2026", "2026-11", "26-11-2026", "2026-02-29", "2026-13-01", "2026-11-31", "2026-11-26 24:00",
                      "2026-11-26 14:60", "2026-11-26 14:05:61", "2026-11-26 14:05:09.", "2026-11-26 14:05:09 ", "2026-11-26x",
                      "2026-11-26 14:05+3:00", "２０２６-11-26"])
    func textThatIsNoSQLiteDateReadsAsNothing(text: String) {
        #expect(StoredInstant.date(text) == nil)
    }

    @Test func numbersAreSecondsSince1970AndOtherValuesAreNothing() {
        #expect(StoredInstant.date(1_795_183_509.databaseValue) == Date(timeIntervalSince1970: 1_795_183_509))
        #expect(StoredInstant.date(1_795_183_509.5.databaseValue) == Date(timeIntervalSince1970: 1_795_183_509.5))
        #expect(StoredInstant.date(.null) == nil)
        #expect(StoredInstant.date(Data([1, 2]).databaseValue) == nil)
    }
}
