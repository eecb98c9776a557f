import CSQLite

/// A database's schema as a list of named steps, each run once, in order, and
/// recorded by its name; a step is never edited once shipped, only followed by others.
///
/// The names are kept in the table `grdb_migrations (identifier TEXT NOT NULL PRIMARY
/// KEY)`, where Mawqut kept them while it used GRDB's migrator, so that databases
/// made by those versions go on from the step they reached.
public struct Migrations: Sendable {
    public typealias Step = @Sendable (Connection) throws -> Void

    private var steps: [(name: String, run: Step)] = []

    public init() {}

    /// Adds a step after those registered before.
    public mutating func register(_ name: String, _ run: @escaping Step) {
        precondition(!steps.contains { $0.name == name }, "the migration \(name) is registered twice")
        steps.append((name, run))
    }

    /// The names of the steps run on this database (also those this version does not know).
    public func applied(_ db: Connection) throws -> Set<String> {
        let exists = try db.value(Bool.self, "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations')") ?? false
        guard exists else { return [] }
        return Set(try db.values(String.self, "SELECT identifier FROM grdb_migrations"))
    }

    /// Whether every step registered has been run.
    public func isComplete(_ db: Connection) throws -> Bool {
        let applied = try applied(db)
        return steps.allSatisfy { applied.contains($0.name) }
    }

    /// Runs the steps not run yet, each in its own transaction with its record: a step
    /// that fails leaves the database as the step before left it. Foreign keys are
    /// not enforced during a step (a table can be rebuilt), then checked before it commits.
    public func migrate(_ queue: DatabaseQueue) throws {
        try migrate(queue, upTo: steps.last?.name)
    }

    /// Runs the steps not run yet up to the one named `last` (all of them when nil), as
    /// `migrate(_:)` does: a database as an older version left it, for tests.
    public func migrate(_ queue: DatabaseQueue, upTo last: String?) throws {
        var end = steps.count
        if let last {
            guard let index = steps.firstIndex(where: { $0.name == last }) else { preconditionFailure("no migration is named \(last)") }
            end = index + 1
        }
        try queue.inDatabase { db in
            try db.execute("CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            let applied = try applied(db)
            for step in steps[..<end] where !applied.contains(step.name) {
                let enforced = try db.value(Bool.self, "PRAGMA foreign_keys") ?? false
                if enforced { try db.execute("PRAGMA foreign_keys = OFF") }
                defer { if enforced { try? db.execute("PRAGMA foreign_keys = ON") } }
                try db.transaction(.immediate) {
                    try step.run(db)
                    if enforced, let violation = try db.row("PRAGMA foreign_key_check") {
                        throw SQLiteError(code: SQLITE_CONSTRAINT,
                                          message: "the migration \(step.name) left a row of \(try violation.value(at: 0, as: String.self)) whose foreign key points nowhere")
                    }
                    try db.execute("INSERT INTO grdb_migrations (identifier) VALUES (?)", [step.name])
                }
            }
        }
    }
}
