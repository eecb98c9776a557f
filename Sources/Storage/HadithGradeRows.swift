import FileFormats
import FoundationEssentials
import Scripture
import SQLite

/// A hadith's grades as rows of `hadithGrade` (one per grade, with its grader and
/// source), written with the hadith and read back with it.
enum HadithGradeRows {
    /// Adds a hadith's grades, numbered within each source in the order given.
    static func insert(_ grades: [HadithGradeStatement], hadith id: Int64, _ db: Connection) throws {
        var positions: [HadithGradeStatement.Source: Int] = [:]
        for grade in grades {
            let position = positions[grade.source, default: 0]
            positions[grade.source] = position + 1
            try db.execute("INSERT INTO hadithGrade (hadith, source, position, grade, grader) VALUES (?, ?, ?, ?, ?)",
                           [id, grade.source.rawValue, position, grade.grade, grade.grader])
        }
    }

    /// The result column `grades` of a hadith `h`: each grade as source, position,
    /// grade and grader joined by U+001F, the grades joined by U+001E.
    static let column = """
        (SELECT group_concat(g.source || char(31) || g.position || char(31) || g.grade || char(31) || g.grader, char(30))
         FROM hadithGrade g WHERE g.hadith = h.id) AS grades
        """

    /// The grades of a `column` value, in the order they are shown.
    static func decode(_ text: String?) -> [HadithGradeStatement] {
        let rows = (text ?? "").split(separator: "\u{1E}").compactMap { row -> (Int, Int, HadithGradeStatement)? in
            let fields = row.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let rawSource = Int(fields[0]), let source = HadithGradeStatement.Source(rawValue: rawSource),
                  let position = Int(fields[1]) else { return nil }
            return (rawSource, position, HadithGradeStatement(grade: fields[2], grader: fields[3], source: source))
        }
        return rows.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
    }

    /// The search condition on a hadith `h` for a grade filter, a grader filter or
    /// both (the same grade must match both); "not graded" asks for hadiths without
    /// any grade. Nil when neither filter is set.
    static func condition(grade: String?, grader: String?) -> (sql: String, arguments: SQLiteArguments)? {
        if let grade, grader == nil, HadithGrade.asksForUngraded(grade) {
            return ("NOT EXISTS (SELECT 1 FROM hadithGrade g WHERE g.hadith = h.id)", [])
        }
        guard grade != nil || grader != nil else { return nil }
        return ("EXISTS (SELECT 1 FROM hadithGrade g WHERE g.hadith = h.id AND g.grade LIKE ? AND g.grader LIKE ?)",
                ["%\(grade ?? "")%", "%\(grader ?? "")%"])
    }
}

/// Moves the grades an older database kept in the hadith table (a graded edition's
/// as "Sahih (Al-Albani); Hasan (…)", the translation's in `textGrade`) into
/// `hadithGrade`, with the collection's grade and the compiler's own remarks read
/// from the Arabic already imported.
enum HadithGradeMigration {
    static func moveGrades(_ db: Connection) throws {
        try db.prepare("""
            SELECT h.id, h.collection, h.arabic, h.grade, h.textGrade, c.collectionGrade
            FROM hadith h LEFT JOIN hadithCollection c ON c.id = h.collection
            """).forEachRow { row in
            let edition: String? = try row.value("grade")
            let text: String? = try row.value("textGrade")
            let collection: String? = try row.value("collectionGrade")
            let grades = (edition.map(editionGrades) ?? [])
                + [CollectorRemark.read(arabic: try row.value("arabic"), collection: try row.value("collection")),
                   text.map(HadithGradeStatement.translation), collection.map(HadithGradeStatement.wholeCollection)].compactMap { $0 }
            try HadithGradeRows.insert(grades, hadith: try row.value("id"), db)
        }
    }

    /// "Sahih (Al-Albani); Da'if (Zubair Ali Zai)" as it was stored, back into grades.
    static func editionGrades(_ stored: String) -> [HadithGradeStatement] {
        stored.components(separatedBy: "; ").compactMap { piece in
            let piece = piece.trimmingBlanks()
            guard !piece.isEmpty else { return nil }
            guard piece.hasSuffix(")"), let open = piece.ranges(of: " (").last else { return .edition(piece, grader: nil) }
            return .edition(String(piece[..<open.lowerBound]), grader: String(piece[open.upperBound..<piece.index(before: piece.endIndex)]))
        }
    }
}
