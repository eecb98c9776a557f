import FoundationEssentials

/// The sixty ahzab (ḥizb, half a juz) and their 240 quarters (rubʿ al-ḥizb), by
/// which many people divide their daily reading.
public enum RubAlHizb {
    /// The ayah each rubʿ starts at, rubʿ 1 first; four make a ḥizb and eight a juz.
    /// Positions from Tanzil's quran-data (tanzil.net/res/text/metadata,
    /// `HizbQaurter`, CC BY 3.0), one line per juz, with one correction: rubʿ 106
    /// starts at 15:49 ("nabbiʾ ʿibādī"), where the King Fahd Complex's Madinah
    /// mushaf (the quran-text package's ۞ marks) puts it; Tanzil's table has 15:50.
    /// Every other start Tanzil gives that is not a surah's first ayah carries the
    /// mushaf's ۞ (RubAlHizbTests checks both ways). Like Tanzil's juz table, the
    /// table starts juz 4 (rubʿ 25) at 3:93; the printed mushaf's juz 4 starts at 3:92.
    public static let starts: [AyahReference] = [
        (1, 1), (2, 26), (2, 44), (2, 60), (2, 75), (2, 92), (2, 106), (2, 124),
        (2, 142), (2, 158), (2, 177), (2, 189), (2, 203), (2, 219), (2, 233), (2, 243),
        (2, 253), (2, 263), (2, 272), (2, 283), (3, 15), (3, 33), (3, 52), (3, 75),
        (3, 93), (3, 113), (3, 133), (3, 153), (3, 171), (3, 186), (4, 1), (4, 12),
        (4, 24), (4, 36), (4, 58), (4, 74), (4, 88), (4, 100), (4, 114), (4, 135),
        (4, 148), (4, 163), (5, 1), (5, 12), (5, 27), (5, 41), (5, 51), (5, 67),
        (5, 82), (5, 97), (5, 109), (6, 13), (6, 36), (6, 59), (6, 74), (6, 95),
        (6, 111), (6, 127), (6, 141), (6, 151), (7, 1), (7, 31), (7, 47), (7, 65),
        (7, 88), (7, 117), (7, 142), (7, 156), (7, 171), (7, 189), (8, 1), (8, 22),
        (8, 41), (8, 61), (9, 1), (9, 19), (9, 34), (9, 46), (9, 60), (9, 75),
        (9, 93), (9, 111), (9, 122), (10, 11), (10, 26), (10, 53), (10, 71), (10, 90),
        (11, 6), (11, 24), (11, 41), (11, 61), (11, 84), (11, 108), (12, 7), (12, 30),
        (12, 53), (12, 77), (12, 101), (13, 5), (13, 19), (13, 35), (14, 10), (14, 28),
        (15, 1), (15, 49), (16, 1), (16, 30), (16, 51), (16, 75), (16, 90), (16, 111),
        (17, 1), (17, 23), (17, 50), (17, 70), (17, 99), (18, 17), (18, 32), (18, 51),
        (18, 75), (18, 99), (19, 22), (19, 59), (20, 1), (20, 55), (20, 83), (20, 111),
        (21, 1), (21, 29), (21, 51), (21, 83), (22, 1), (22, 19), (22, 38), (22, 60),
        (23, 1), (23, 36), (23, 75), (24, 1), (24, 21), (24, 35), (24, 53), (25, 1),
        (25, 21), (25, 53), (26, 1), (26, 52), (26, 111), (26, 181), (27, 1), (27, 27),
        (27, 56), (27, 82), (28, 12), (28, 29), (28, 51), (28, 76), (29, 1), (29, 26),
        (29, 46), (30, 1), (30, 31), (30, 54), (31, 22), (32, 11), (33, 1), (33, 18),
        (33, 31), (33, 51), (33, 60), (34, 10), (34, 24), (34, 46), (35, 15), (35, 41),
        (36, 28), (36, 60), (37, 22), (37, 83), (37, 145), (38, 21), (38, 52), (39, 8),
        (39, 32), (39, 53), (40, 1), (40, 21), (40, 41), (40, 66), (41, 9), (41, 25),
        (41, 47), (42, 13), (42, 27), (42, 51), (43, 24), (43, 57), (44, 17), (45, 12),
        (46, 1), (46, 21), (47, 10), (47, 33), (48, 18), (49, 1), (49, 14), (50, 27),
        (51, 31), (52, 24), (53, 26), (54, 9), (55, 1), (56, 1), (56, 75), (57, 16),
        (58, 1), (58, 14), (59, 11), (60, 7), (62, 1), (63, 4), (65, 1), (66, 1),
        (67, 1), (68, 1), (69, 1), (70, 19), (72, 1), (73, 20), (75, 1), (76, 19),
        (78, 1), (80, 1), (82, 1), (84, 1), (87, 1), (90, 1), (94, 1), (100, 9),
    ].map { AyahReference(surah: $0.0, ayah: $0.1) }

    /// The number of quarters (240) and of ahzab (60).
    public static let rubCount = 240
    public static let hizbCount = 60

    /// The rubʿ (1–240) an ayah falls in.
    public static func rub(of reference: AyahReference) -> Int {
        (starts.lastIndex { $0 <= reference } ?? 0) + 1
    }

    /// The ḥizb (1–60) an ayah falls in: four quarters each.
    public static func hizb(of reference: AyahReference) -> Int {
        (rub(of: reference) - 1) / 4 + 1
    }

    /// The quarters (rubʿ) of a ḥizb (1–60).
    public static func quarters(ofHizb number: Int) -> ClosedRange<Int> {
        (number - 1) * 4 + 1...number * 4
    }

    /// The first ayah of a rubʿ (1–240).
    public static func start(ofRub number: Int) -> AyahReference {
        starts[number - 1]
    }

    /// The first ayah after a rubʿ, or nil for the last, which ends with the Quran.
    public static func end(ofRub number: Int) -> AyahReference? {
        number < starts.count ? starts[number] : nil
    }
}
