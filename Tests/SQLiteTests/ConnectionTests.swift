import Glibc
import Testing
import SQLite

/// The layer over the system's SQLite: values in and out, statements, transactions.
@Suite struct ConnectionTests {
    static func memory() throws -> Connection {
        try Connection(path: ":memory:")
    }

    @Test func everyKindOfValueComesBackAsItWasBound() throws {
        let db = try Self.memory()
        try db.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, n)")
        let text = "بِسْمِ ٱللَّهِ\u{0} and a NUL"
        try db.execute("INSERT INTO t VALUES (?, ?, ?, ?, ?)", [Int64.min, 2.5, text, SQLiteValue.blob([0, 1, 255]), nil])
        let row = try #require(try db.row("SELECT * FROM t"))
        #expect(row.values == [.integer(.min), .real(2.5), .text(text), .blob([0, 1, 255]), .null])
        #expect(try row.value("i", as: Int64.self) == .min)
        #expect(try row.value("r", as: Double.self) == 2.5)
        #expect(try row.value("s", as: String.self) == text)
        #expect(try row.value("n", as: String?.self) == nil)
        #expect(row.columnNames == ["i", "r", "s", "b", "n"])
    }

    @Test func aValueOfAnotherTypeOrAMissingColumnIsAnErrorNamingTheColumn() throws {
        let db = try Self.memory()
        let row = try #require(try db.row("SELECT 'text' AS word, NULL AS empty, 3 AS number"))
        let wrongType = #expect(throws: SQLiteError.self) { try row.value("word", as: Int.self) }
        #expect(wrongType?.description.contains("column word holds text, not Int") == true)
        let null = #expect(throws: SQLiteError.self) { try row.value("empty", as: String.self) }
        #expect(null?.description.contains("column empty holds NULL") == true)
        let missing = #expect(throws: SQLiteError.self) { try row.value("absent", as: Int.self) }
        #expect(missing?.description.contains("no column absent") == true)
        #expect(try row.value("number", as: Double.self) == 3, "an integer reads as a real number")
        #expect(try row.value("number", as: Bool.self))
    }

    @Test func severalStatementsRunInTurnEachTakingItsOwnArguments() throws {
        let db = try Self.memory()
        try db.execute("""
            CREATE TABLE a (x); CREATE TABLE b (y);
            INSERT INTO a VALUES (?); -- a comment between
            INSERT INTO b VALUES (?), (?);
            """, [1, 2, 3])
        #expect(try db.values(Int.self, "SELECT x FROM a") == [1])
        #expect(try db.values(Int.self, "SELECT y FROM b ORDER BY y") == [2, 3])
        #expect(throws: SQLiteError.self, "one argument too many") { try db.execute("INSERT INTO a VALUES (?)", [1, 2]) }
        #expect(throws: SQLiteError.self, "one argument too few") { try db.prepare("INSERT INTO b VALUES (?), (?)").execute([1]) }
        #expect(try db.values(Int.self, "SELECT x FROM a") == [1], "a statement with an argument to spare never ran")
        #expect(try db.values(Int.self, "SELECT y FROM b ORDER BY y") == [2, 3], "nor one with an argument missing")
    }

    @Test func aStatementRunsAgainWithNewArgumentsAndStreamsItsRows() throws {
        let db = try Self.memory()
        try db.execute("CREATE TABLE t (n INTEGER)")
        let insert = try db.prepare("INSERT INTO t VALUES (?)")
        for n in 1...1000 { try insert.execute([n]) }
        #expect(db.lastInsertedRowID == 1000)
        var sum = 0
        try db.prepare("SELECT n FROM t WHERE n > ?").forEachRow([990]) { sum += try $0.value(at: 0, as: Int.self) }
        #expect(sum == (991...1000).reduce(0, +))
        #expect(try db.cachedStatement("SELECT count(*) FROM t") === db.cachedStatement("SELECT count(*) FROM t"))
        try db.execute("DELETE FROM t WHERE n <= 10")
        #expect(db.changes == 10)
    }

    @Test func aTransactionThatThrowsLeavesNothingBehind() throws {
        let db = try Self.memory()
        try db.execute("CREATE TABLE t (n INTEGER UNIQUE)")
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try db.transaction(.immediate) {
                try db.execute("INSERT INTO t VALUES (1)")
                throw Stop()
            }
        }
        #expect(throws: SQLiteError.self) {
            try db.transaction(.deferred) {
                try db.execute("INSERT INTO t VALUES (2)")
                try db.execute("INSERT INTO t VALUES (2)")
            }
        }
        #expect(try db.value(Int.self, "SELECT count(*) FROM t") == 0)
        #expect(!db.isInTransaction)
        try db.transaction(.immediate) { try db.execute("INSERT INTO t VALUES (3)") }
        #expect(try db.values(Int.self, "SELECT n FROM t") == [3])
    }

    @Test func aFileThatIsNotADatabaseIsDamageAndAReadOnlyOneRefusesWrites() throws {
        let path = "/tmp/mawqut-sqlite-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { unlink(path) }
        let garbage = Array(repeating: UInt8(ascii: "x"), count: 4096)
        let file = fopen(path, "w")
        fwrite(garbage, 1, garbage.count, file)
        fclose(file)
        let error = #expect(throws: SQLiteError.self) { try Connection(path: path).execute("SELECT * FROM sqlite_master") }
        #expect(error?.isDamage == true)
        #expect(error?.code == 26, "SQLITE_NOTADB")

        unlink(path)
        try Connection(path: path).execute("CREATE TABLE t (n)")
        let reading = try Connection(path: path, mode: .readOnly)
        #expect(try reading.value(Int.self, "SELECT count(*) FROM t") == 0)
        let refused = #expect(throws: SQLiteError.self) { try reading.execute("INSERT INTO t VALUES (1)") }
        #expect(refused?.code == 8, "SQLITE_READONLY")
        #expect(throws: SQLiteError.self, "a missing file is not made when only reading") {
            try Connection(path: path + "-missing", mode: .readOnly)
        }
    }
}
