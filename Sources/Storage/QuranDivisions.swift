import FoundationEssentials
import Scripture
import SQLite

/// Juz, ahzab, pages and sajdas over the stored Quran. The juz is always known (the
/// mushaf layout's, or Tanzil's table before it is imported), and so are the ḥizb and
/// rubʿ (`RubAlHizb`'s table); pages and sajdas need the mushaf layout (quran-text),
/// and say so when it is missing.
extension QuranStore {
    /// What cannot be answered without the mushaf layout.
    public struct LayoutMissing: Error, CustomStringConvertible {
        public var description: String {
            "pages and sajdas need the mushaf layout: fetch the data again (mawqut doctor says how), or mawqut import quran --from hafs.json (PyPI quran-text)"
        }
    }

    /// Whether the mushaf layout has been imported.
    public func hasLayout() throws -> Bool {
        try database.writer.read { try $0.value(Int.self, "SELECT COUNT(*) FROM ayahLayout") ?? 0 } > 0
    }

    /// The ayahs of a division, in order.
    public func ayahs(in division: QuranDivision) throws -> [AyahReference] {
        switch division {
        case .juz, .hizb, .rub, .manzil: break
        case .page, .sajda: if try !hasLayout() { throw LayoutMissing() }
        }
        return try database.writer.read { db in
            let rows: [Row]
            switch division {
            case .juz(let number):
                rows = try db.rows("SELECT surah, ayah FROM ayah WHERE juz = ? ORDER BY surah, ayah", [number])
            case .hizb(let number):
                rows = try Self.quarterRows(db, RubAlHizb.quarters(ofHizb: number))
            case .rub(let number):
                rows = try Self.quarterRows(db, number...number)
            case .manzil(let number):
                let surahs = QuranDivision.surahs(ofManzil: number)
                rows = try db.rows("SELECT surah, ayah FROM ayah WHERE surah BETWEEN ? AND ? ORDER BY surah, ayah",
                                        [surahs.lowerBound, surahs.upperBound])
            case .page(let number):
                rows = try db.rows("SELECT surah, ayah FROM ayahLayout WHERE page = ? ORDER BY surah, ayah", [number])
            case .sajda(let number):
                rows = try db.rows("SELECT surah, ayah FROM ayahLayout WHERE sajda = 1 ORDER BY surah, ayah LIMIT 1 OFFSET ?",
                                        [number - 1])
            }
            return try rows.map { AyahReference(surah: try $0.value("surah"), ayah: try $0.value("ayah")) }
        }
    }

    /// The ayahs of consecutive quarters (rubʿ), from the first one's start to the next one's.
    private static func quarterRows(_ db: Connection, _ quarters: ClosedRange<Int>) throws -> [Row] {
        let first = RubAlHizb.start(ofRub: quarters.lowerBound)
        // The last quarter ends with the Quran: no ayah comes before surah 115.
        let after = RubAlHizb.end(ofRub: quarters.upperBound) ?? AyahReference(surah: 115, ayah: 1)
        return try db.rows("""
            SELECT surah, ayah FROM ayah WHERE (surah, ayah) >= (?, ?) AND (surah, ayah) < (?, ?) ORDER BY surah, ayah
            """, [first.surah, first.ayah, after.surah, after.ayah])
    }

    /// The sajda ayahs, in order (empty without the mushaf layout).
    public func sajdas() throws -> [AyahReference] {
        try database.writer.read { db in
            try db.rows("SELECT surah, ayah FROM ayahLayout WHERE sajda = 1 ORDER BY surah, ayah").map {
                AyahReference(surah: try $0.value("surah"), ayah: try $0.value("ayah"))
            }
        }
    }

    /// The juz and page (nil without the layout) of an ayah.
    public func position(of reference: AyahReference) throws -> (juz: Int, page: Int?)? {
        try database.writer.read { db in
            try db.row("""
                SELECT a.juz, l.page FROM ayah a LEFT JOIN ayahLayout l ON l.surah = a.surah AND l.ayah = a.ayah
                WHERE a.surah = ? AND a.ayah = ?
                """, [reference.surah, reference.ayah]).map { (try $0.value("juz"), try $0.value("page")) }
        }
    }
}
