import Synchronization
import Testing
import SQLite

/// Named schema steps: run once, in order, each all or nothing, recorded where
/// GRDB's migrator recorded them.
@Suite struct MigrationsTests {
    static func steps(failingAt failing: String? = nil) -> Migrations {
        var migrations = Migrations()
        migrations.register("one") { try $0.execute("CREATE TABLE parent (id INTEGER PRIMARY KEY)") }
        migrations.register("two") { try $0.execute("CREATE TABLE child (parent INTEGER REFERENCES parent(id))") }
        migrations.register("three") { db in
            try db.execute("INSERT INTO parent VALUES (1); INSERT INTO child VALUES (1)")
            if failing == "three" { try db.execute("INSERT INTO nowhere VALUES (1)") }
        }
        return migrations
    }

    @Test func eachStepRunsOnceAndIsRecordedInGRDBsTable() throws {
        let queue = DatabaseQueue(try Connection(path: ":memory:"))
        let runs = Mutex(0)
        var migrations = Self.steps()
        migrations.register("counted") { _ in runs.withLock { $0 += 1 } }
        try migrations.migrate(queue)
        try migrations.migrate(queue)
        #expect(runs.withLock { $0 } == 1)
        #expect(try queue.inDatabase { try $0.values(String.self, "SELECT identifier FROM grdb_migrations ORDER BY rowid") }
            == ["one", "two", "three", "counted"])
        #expect(try queue.inDatabase(migrations.isComplete))
    }

    @Test func aDatabaseLeftAtAnEarlierStepGoesOnFromThere() throws {
        let queue = DatabaseQueue(try Connection(path: ":memory:"))
        let migrations = Self.steps()
        try migrations.migrate(queue, upTo: "one")
        #expect(try queue.inDatabase(migrations.applied) == ["one"])
        #expect(try !queue.inDatabase(migrations.isComplete))
        try migrations.migrate(queue)
        #expect(try queue.inDatabase { try $0.value(Int.self, "SELECT count(*) FROM child") } == 1)
    }

    @Test func aStepThatFailsLeavesTheDatabaseAsTheStepBeforeLeftIt() throws {
        let queue = DatabaseQueue(try Connection(path: ":memory:"))
        #expect(throws: SQLiteError.self) { try Self.steps(failingAt: "three").migrate(queue) }
        #expect(try queue.inDatabase(Self.steps().applied) == ["one", "two"])
        #expect(try queue.inDatabase { try $0.value(Int.self, "SELECT count(*) FROM parent") } == 0)
    }

    @Test func foreignKeysAreCheckedWhenAStepEndsAndEnforcedAfterwards() throws {
        let connection = try Connection(path: ":memory:")
        try connection.execute("PRAGMA foreign_keys = ON")
        let queue = DatabaseQueue(connection)
        var migrations = Self.steps()
        migrations.register("orphan") { try $0.execute("INSERT INTO child VALUES (42)") }
        let error = #expect(throws: SQLiteError.self) { try migrations.migrate(queue) }
        #expect(error?.description.contains("orphan") == true)
        #expect(try queue.inDatabase { try $0.value(Bool.self, "PRAGMA foreign_keys") } == true)
        #expect(throws: SQLiteError.self) { try queue.write { try $0.execute("INSERT INTO child VALUES (7)") } }
    }
}
