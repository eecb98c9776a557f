import FoundationEssentials

/// The thirty parts (ajzāʾ) of the Quran.
public enum Juz {
    /// The ayah each juz starts at, as in Tanzil's quran-data (tanzil.net/res/text/metadata).
    static let starts: [AyahReference] = [
        (1, 1), (2, 142), (2, 253), (3, 93), (4, 24), (4, 148), (5, 82), (6, 111), (7, 88), (8, 41),
        (9, 93), (11, 6), (12, 53), (15, 1), (17, 1), (18, 75), (21, 1), (23, 1), (25, 21), (27, 56),
        (29, 46), (33, 31), (36, 28), (39, 32), (41, 47), (46, 1), (51, 31), (58, 1), (67, 1), (78, 1),
    ].map { AyahReference(surah: $0.0, ayah: $0.1) }

    /// The juz (1–30) of an ayah.
    public static func of(_ reference: AyahReference) -> Int {
        (starts.lastIndex { $0 <= reference } ?? 0) + 1
    }
}
