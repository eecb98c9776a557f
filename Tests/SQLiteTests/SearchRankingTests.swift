@testable import SQLite
import Testing

/// `mawqut_bm25` ranks as FTS5's `bm25()` ranks, from the lengths blob when it
/// describes the index and from FTS5 when it does not.
@Suite struct SearchRankingTests {
    /// A fixed sequence (Knuth's MMIX linear congruential generator, high bits folded
    /// down), so that a failure repeats.
    struct Sequence: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    static let words = ["prayer", "prayers", "pray", "fast", "fasting", "mercy", "merciful", "lord", "charity", "night",
                        "the", "and", "of", "ramadan", "الصلاه", "صلاه", "رحمه", "الله"]

    /// Queries of every kind FTS5 ranks: a word, a prefix, OR, AND, NOT, a phrase, NEAR, a column.
    static let queries = ["prayer", "pray*", "prayer OR fasting", "mercy AND lord", "the NOT night", "\"lord of\"",
                          "NEAR(fast ramadan, 3)", "b: (mercy* OR charity)", "الصلاه*", "the", "a: \"the\"*"]

    /// A table of `count` rows of random length over `words`, in two columns, with rowids
    /// that leave gaps.
    static func index(rows count: Int, seed: UInt64) throws -> Connection {
        let db = try Connection(path: ":memory:")
        try db.registerSearchRanking()
        try db.execute("CREATE VIRTUAL TABLE t USING fts5(a, b)")
        var random = Sequence(state: seed)
        for row in 0..<count {
            let text = { (length: Int) in (0..<length).map { _ in words.randomElement(using: &random)! }.joined(separator: " ") }
            let a = text(Int.random(in: 0..<60, using: &random)), b = text(Int.random(in: 0..<8, using: &random))
            try db.execute("INSERT INTO t (rowid, a, b) VALUES (?, ?, ?)", [Int64(1 + row * 3 + row % 2), a, b])
        }
        return db
    }

    /// For each query: how many rows match, and how many of them `mawqut_bm25` scores
    /// other than `bm25()` (compared exactly, not within a tolerance).
    static func differences(_ db: Connection) throws -> [String: (rows: Int, differing: Int)] {
        var found: [String: (rows: Int, differing: Int)] = [:]
        for query in queries {
            let rows = try db.rows("SELECT bm25(t), mawqut_bm25(t, 't') FROM t WHERE t MATCH ?", [query])
            found[query] = (rows.count, try rows.filter { try $0.value(at: 0, as: Double.self) != $0.value(at: 1, as: Double.self) }.count)
        }
        return found
    }

    @Test func everyMatchingRowGetsTheScoreBm25GivesIt() throws {
        let db = try Self.index(rows: 600, seed: 2026)
        try db.storeSearchLengths(of: "t")
        for (query, counts) in try Self.differences(db) {
            #expect(counts.rows > 0, "\(query) matches nothing: the comparison would prove nothing")
            #expect(counts.differing == 0, "\(query): \(counts.differing) of \(counts.rows) rows scored otherwise")
        }
    }

    @Test func theLengthsComeFromTheBlobWhenItDescribesTheIndex() throws {
        let db = try Self.index(rows: 200, seed: 7)
        try db.storeSearchLengths(of: "t")
        let stored = try #require(try db.value(SQLiteValue.self, "SELECT lengths FROM searchLength WHERE name = 't'"))
        guard case .blob(var bytes) = stored else { Issue.record("the lengths are not a blob"); return }
        // Every row ten tokens longer, the header unchanged: the scores move only if the blob is read.
        for word in stride(from: 16, to: bytes.count, by: 4) where bytes[word] > 0 { bytes[word] &+= 10 }
        try db.execute("UPDATE searchLength SET lengths = ? WHERE name = 't'", [SQLiteValue.blob(bytes)])
        let prayer = try #require(try Self.differences(db)["prayer"])
        #expect(prayer.rows > 0)
        #expect(prayer.differing == prayer.rows)
    }

    @Test func anIndexChangedSinceItsLengthsWereStoredIsRankedWithFTS5sOwnLengths() throws {
        let db = try Self.index(rows: 300, seed: 11)
        try db.storeSearchLengths(of: "t")
        try db.execute("INSERT INTO t (rowid, a, b) VALUES (5000, 'prayer prayer the', 'mercy')")
        try db.execute("DELETE FROM t WHERE rowid IN (1, 5)")
        try db.execute("UPDATE t SET a = 'the prayer' WHERE rowid = 7")
        for (query, counts) in try Self.differences(db) {
            #expect(counts.differing == 0, "\(query): \(counts.differing) of \(counts.rows) rows scored otherwise")
        }
    }

    @Test func anIndexWithoutStoredLengthsIsRankedWithFTS5sOwnLengths() throws {
        let db = try Self.index(rows: 100, seed: 3)
        for (query, counts) in try Self.differences(db) {
            #expect(counts.differing == 0, "\(query): \(counts.differing) of \(counts.rows) rows scored otherwise")
        }
    }

    @Test func rowidsTooSparseForAnArrayKeepNoBlob() throws {
        let db = try Connection(path: ":memory:")
        try db.execute("CREATE VIRTUAL TABLE t USING fts5(a)")
        try db.execute("INSERT INTO t (rowid, a) VALUES (1, 'prayer'), (1000000, 'prayer time')")
        try db.storeSearchLengths(of: "t")
        #expect(try db.value(Int.self, "SELECT count(*) FROM searchLength") == 0)
    }

    @Test func varintsReadAsSQLiteWritesThem() {
        #expect(SearchLengths.varints([0x00, 0x7F, 0x81, 0x00, 0x82, 0x80, 0x01]) == [0, 127, 128, 32769])
        #expect(SearchLengths.varints([UInt8](repeating: 0xFF, count: 9)) == [UInt64.max])
    }
}
