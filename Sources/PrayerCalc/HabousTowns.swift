import FoundationEssentials
import Glibc

/// A town of the Moroccan Ministry of Habous and Islamic Affairs' table, for which the
/// ministry publishes a timetable: its coordinates to the arc-minute and the altitude
/// the ministry computes that timetable with.
public struct HabousTown: Sendable, Equatable {
    /// The ministry's number for the town (habous.gov.ma's `ville`).
    public let id: Int
    /// The town's name as the ministry writes it.
    public let arabicName: String
    public let latitude: Double
    /// East positive (every town of the table is west of Greenwich).
    public let longitude: Double
    /// Metres.
    public let altitude: Double

    init(_ id: Int, _ arabicName: String, north: (degrees: Int, minutes: Int), west: (degrees: Int, minutes: Int), altitude: Int) {
        self.id = id
        self.arabicName = arabicName
        latitude = Double(north.degrees) + Double(north.minutes) / 60
        longitude = -(Double(west.degrees) + Double(west.minutes) / 60)
        self.altitude = Double(altitude)
    }
}

/// The ministry's table of towns, so that a Moroccan mosque gets the altitude its
/// ministry timetable uses (the `morocco` method's Sunrise and Maghrib follow it; see
/// docs/methods.md, "Morocco: the ministry's minutes").
///
/// Source: the ministry's table as kafiln/salat carries it (`data/cities.json`, commit
/// f37d733: id, Arabic name, degrees and minutes north and west, altitude in metres),
/// the same table the 17 towns of `Tests/PrayerCalcTests/Morocco/towns.csv` come from.
/// Positions and altitudes only; 191 towns (Tahla is listed twice, as 94 and 303).
public enum HabousTowns {
    /// How far a place may be from a town of the table to take that town's altitude:
    /// the ministry's altitudes are for its towns, and the terrain changes beyond.
    public static let nearbyKilometres = 20.0

    /// The town of the table nearest to a place and how far it is, in kilometres.
    public static func nearest(latitude: Double, longitude: Double) -> (town: HabousTown, kilometres: Double) {
        all.map { ($0, kilometres(latitude, longitude, $0.latitude, $0.longitude)) }.min { $0.1 < $1.1 }!
    }

    /// The great-circle distance on a sphere of the Earth's mean radius, 6,371 km
    /// (the haversine formula: R. W. Sinnott, "Virtues of the Haversine", Sky and Telescope 68:2, 1984).
    static func kilometres(_ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double) -> Double {
        let radians = Double.pi / 180
        let halfChordSquared = pow(sin((latitude2 - latitude1) * radians / 2), 2)
            + cos(latitude1 * radians) * cos(latitude2 * radians) * pow(sin((longitude2 - longitude1) * radians / 2), 2)
        return 2 * 6371 * asin(min(1, halfChordSquared.squareRoot()))
    }

    public static let all: [HabousTown] = [
        HabousTown(1, "الرباط", north: (34, 1), west: (6, 51), altitude: 120),
        HabousTown(2, "الخميسات", north: (33, 50), west: (6, 5), altitude: 460),
        HabousTown(3, "تيفلت", north: (33, 55), west: (6, 20), altitude: 460),
        HabousTown(4, "الرماني", north: (33, 31), west: (6, 36), altitude: 500),
        HabousTown(5, "والماس", north: (33, 25), west: (6, 0), altitude: 1260),
        HabousTown(6, "بوزنيقة", north: (33, 48), west: (7, 10), altitude: 100),
        HabousTown(7, "القنيطرة", north: (34, 15), west: (6, 36), altitude: 200),
        HabousTown(8, "سيدي قاسم", north: (34, 13), west: (5, 43), altitude: 450),
        HabousTown(9, "سيدي يحيى الغرب", north: (34, 19), west: (6, 19), altitude: 200),
        HabousTown(10, "سيدي سليمان", north: (34, 16), west: (5, 57), altitude: 100),
        HabousTown(11, "سوق أربعاء الغرب", north: (34, 19), west: (6, 19), altitude: 100),
        HabousTown(12, "عرباوة", north: (34, 55), west: (5, 56), altitude: 200),
        HabousTown(13, "مولاي بوسلهام", north: (34, 53), west: (6, 17), altitude: 100),
        HabousTown(14, "طنجة", north: (35, 46), west: (5, 49), altitude: 300),
        HabousTown(15, "تطوان", north: (35, 34), west: (5, 22), altitude: 520),
        HabousTown(16, "العرائش", north: (35, 11), west: (6, 9), altitude: 100),
        HabousTown(17, "أصيلة", north: (35, 28), west: (6, 3), altitude: 120),
        HabousTown(18, "شفشاون", north: (35, 10), west: (5, 16), altitude: 1150),
        HabousTown(19, "مرتيل", north: (35, 37), west: (5, 17), altitude: 100),
        HabousTown(20, "المضيق", north: (35, 41), west: (5, 20), altitude: 100),
        HabousTown(21, "القصر الكبير", north: (35, 0), west: (5, 55), altitude: 150),
        HabousTown(22, "القصر الصغير", north: (35, 50), west: (5, 34), altitude: 150),
        HabousTown(23, "الحسيمة", north: (35, 15), west: (3, 56), altitude: 200),
        HabousTown(24, "سبتة", north: (35, 53), west: (5, 21), altitude: 500),
        HabousTown(25, "الفنيدق", north: (35, 51), west: (5, 22), altitude: 250),
        HabousTown(26, "الجبهة", north: (35, 12), west: (4, 40), altitude: 250),
        HabousTown(27, "واد لاو", north: (35, 26), west: (5, 6), altitude: 100),
        HabousTown(28, "باب برد", north: (35, 0), west: (4, 53), altitude: 1230),
        HabousTown(29, "وزان", north: (34, 48), west: (5, 35), altitude: 700),
        HabousTown(30, "بوسكور", north: (34, 42), west: (3, 36), altitude: 400),
        HabousTown(31, "وجدة", north: (34, 41), west: (1, 56), altitude: 730),
        HabousTown(32, "بركان", north: (34, 55), west: (2, 21), altitude: 200),
        HabousTown(33, "فكيك", north: (32, 7), west: (1, 14), altitude: 900),
        HabousTown(34, "بوعرفة", north: (32, 32), west: (1, 58), altitude: 900),
        HabousTown(35, "كرسيف", north: (34, 13), west: (3, 22), altitude: 400),
        HabousTown(36, "جرادة", north: (34, 19), west: (2, 10), altitude: 1070),
        HabousTown(37, "عين الشعير", north: (32, 12), west: (2, 31), altitude: 900),
        HabousTown(38, "تاوريرت", north: (34, 25), west: (2, 53), altitude: 1000),
        HabousTown(39, "الناظور", north: (35, 11), west: (2, 56), altitude: 200),
        HabousTown(40, "مليلية", north: (35, 18), west: (2, 58), altitude: 100),
        HabousTown(41, "دبدو", north: (34, 0), west: (3, 1), altitude: 1100),
        HabousTown(42, "سلوان", north: (35, 4), west: (2, 56), altitude: 300),
        HabousTown(43, "بني أنصار", north: (35, 16), west: (2, 55), altitude: 200),
        HabousTown(44, "فرخانة", north: (35, 17), west: (2, 59), altitude: 200),
        HabousTown(45, "تالسينت", north: (32, 32), west: (3, 26), altitude: 1450),
        HabousTown(46, "تندرارة", north: (33, 3), west: (2, 0), altitude: 1470),
        HabousTown(47, "العيون الشرقية", north: (34, 35), west: (2, 30), altitude: 620),
        HabousTown(48, "بني ادرار", north: (34, 49), west: (1, 59), altitude: 520),
        HabousTown(49, "السعيدية", north: (35, 11), west: (2, 15), altitude: 100),
        HabousTown(50, "رأس الماء", north: (35, 9), west: (2, 25), altitude: 100),
        HabousTown(51, "تافوغالت", north: (34, 48), west: (2, 24), altitude: 890),
        HabousTown(52, "فزوان", north: (34, 55), west: (2, 12), altitude: 800),
        HabousTown(53, "أحفير", north: (34, 57), west: (2, 6), altitude: 300),
        HabousTown(54, "زايو", north: (34, 56), west: (2, 43), altitude: 600),
        HabousTown(55, "دريوش", north: (34, 58), west: (3, 23), altitude: 600),
        HabousTown(56, "بني تجيت", north: (32, 18), west: (3, 28), altitude: 1360),
        HabousTown(57, "بوعنان", north: (32, 3), west: (3, 3), altitude: 860),
        HabousTown(58, "الدار البيضاء", north: (33, 34), west: (7, 40), altitude: 200),
        HabousTown(59, "المحمدية", north: (33, 42), west: (7, 24), altitude: 100),
        HabousTown(60, "بن سليمان", north: (33, 37), west: (7, 8), altitude: 300),
        HabousTown(61, "سطات", north: (33, 0), west: (7, 38), altitude: 410),
        HabousTown(62, "الكارة", north: (33, 17), west: (7, 14), altitude: 420),
        HabousTown(63, "البروج", north: (32, 30), west: (7, 12), altitude: 500),
        HabousTown(64, "ابن أحمد", north: (33, 4), west: (7, 15), altitude: 650),
        HabousTown(65, "برشيد", north: (33, 16), west: (7, 35), altitude: 250),
        HabousTown(66, "الجديدة", north: (33, 15), west: (8, 31), altitude: 100),
        HabousTown(67, "أزمور", north: (33, 17), west: (8, 21), altitude: 150),
        HabousTown(68, "سيدي بنور", north: (32, 40), west: (8, 26), altitude: 190),
        HabousTown(69, "خميس الزمامرة", north: (32, 37), west: (8, 43), altitude: 200),
        HabousTown(70, "خنيفرة", north: (32, 56), west: (5, 41), altitude: 1000),
        HabousTown(71, "مولاي بوعزة", north: (33, 14), west: (6, 12), altitude: 900),
        HabousTown(72, "زاوية أحنصال", north: (31, 50), west: (6, 7), altitude: 2500),
        HabousTown(73, "بني ملال", north: (32, 20), west: (6, 22), altitude: 1200),
        HabousTown(74, "أزيلال", north: (31, 57), west: (6, 35), altitude: 1700),
        HabousTown(75, "الفقيه بنصالح", north: (32, 30), west: (6, 42), altitude: 500),
        HabousTown(76, "دمنات", north: (31, 44), west: (7, 1), altitude: 1700),
        HabousTown(77, "القصيبة", north: (32, 34), west: (6, 3), altitude: 1300),
        HabousTown(78, "قصبة تادلة", north: (32, 36), west: (6, 17), altitude: 540),
        HabousTown(79, "خريبكة", north: (32, 53), west: (6, 55), altitude: 830),
        HabousTown(80, "وادي زم", north: (32, 52), west: (6, 35), altitude: 880),
        HabousTown(81, "فاس", north: (34, 4), west: (5, 1), altitude: 450),
        HabousTown(82, "صفرو", north: (33, 50), west: (4, 51), altitude: 1000),
        HabousTown(83, "مولاي يعقوب", north: (34, 5), west: (5, 11), altitude: 400),
        HabousTown(84, "بولمان", north: (33, 22), west: (4, 44), altitude: 2500),
        HabousTown(85, "ميسور", north: (33, 3), west: (4, 1), altitude: 900),
        HabousTown(86, "رباط الخير", north: (33, 49), west: (4, 25), altitude: 1500),
        HabousTown(87, "المنزل بني يازغة", north: (33, 50), west: (4, 33), altitude: 1050),
        HabousTown(88, "إموزار كندر", north: (33, 44), west: (5, 1), altitude: 1520),
        HabousTown(89, "تازة", north: (34, 13), west: (4, 1), altitude: 900),
        HabousTown(90, "تاونات", north: (34, 32), west: (4, 39), altitude: 800),
        HabousTown(91, "أكنول", north: (34, 39), west: (3, 53), altitude: 1350),
        HabousTown(92, "تيزي وسلي", north: (34, 46), west: (3, 48), altitude: 1450),
        HabousTown(93, "بورد", north: (34, 44), west: (4, 6), altitude: 900),
        HabousTown(94, "تاهلة", north: (34, 3), west: (4, 26), altitude: 520),
        HabousTown(95, "تيسة", north: (34, 18), west: (4, 41), altitude: 310),
        HabousTown(96, "قرية با محمد", north: (34, 22), west: (5, 13), altitude: 250),
        HabousTown(97, "كتامة", north: (34, 53), west: (4, 38), altitude: 1750),
        HabousTown(98, "واد أمليل", north: (34, 11), west: (4, 17), altitude: 400),
        HabousTown(99, "مكناس", north: (33, 54), west: (5, 35), altitude: 600),
        HabousTown(100, "يفرن", north: (33, 32), west: (5, 7), altitude: 1500),
        HabousTown(101, "الحاجب", north: (33, 41), west: (5, 23), altitude: 1160),
        HabousTown(102, "زرهون", north: (34, 3), west: (5, 32), altitude: 860),
        HabousTown(103, "آزرو", north: (33, 26), west: (5, 14), altitude: 1430),
        HabousTown(104, "مراكش", north: (31, 38), west: (8, 2), altitude: 600),
        HabousTown(105, "قلعة السراغنة", north: (32, 3), west: (7, 25), altitude: 550),
        HabousTown(106, "الصويرة", north: (31, 31), west: (9, 47), altitude: 120),
        HabousTown(107, "شيشاوة", north: (31, 33), west: (8, 46), altitude: 500),
        HabousTown(108, "بنجرير", north: (32, 14), west: (7, 58), altitude: 550),
        HabousTown(109, "الرحامنة", north: (32, 29), west: (7, 55), altitude: 750),
        HabousTown(110, "تمنار", north: (31, 0), west: (9, 41), altitude: 450),
        HabousTown(111, "آسفي", north: (32, 18), west: (9, 15), altitude: 150),
        HabousTown(112, "الوليدية", north: (32, 43), west: (9, 2), altitude: 100),
        HabousTown(113, "اليوسفية", north: (32, 15), west: (8, 32), altitude: 460),
        HabousTown(114, "تسلطانت", north: (31, 33), west: (7, 57), altitude: 600),
        HabousTown(115, "تامصلوحت", north: (31, 30), west: (8, 6), altitude: 600),
        HabousTown(116, "قطارة", north: (31, 52), west: (8, 10), altitude: 600),
        HabousTown(117, "أكادير", north: (30, 23), west: (9, 34), altitude: 300),
        HabousTown(118, "تارودانت", north: (30, 29), west: (8, 48), altitude: 300),
        HabousTown(119, "تزنيت", north: (29, 42), west: (9, 44), altitude: 300),
        HabousTown(120, "إغرم", north: (30, 5), west: (8, 28), altitude: 2000),
        HabousTown(121, "تالوين", north: (30, 32), west: (7, 56), altitude: 1450),
        HabousTown(122, "تافراوت", north: (29, 43), west: (8, 59), altitude: 1550),
        HabousTown(123, "طاطا", north: (29, 45), west: (7, 59), altitude: 720),
        HabousTown(124, "أقا", north: (29, 24), west: (8, 15), altitude: 1500),
        HabousTown(125, "فم لحصن", north: (29, 2), west: (8, 54), altitude: 1040),
        HabousTown(126, "بويكرة", north: (30, 13), west: (9, 22), altitude: 150),
        HabousTown(127, "أولاد تايمة", north: (30, 24), west: (9, 13), altitude: 300),
        HabousTown(128, "الرشيدية", north: (31, 56), west: (4, 27), altitude: 1000),
        HabousTown(129, "الريصاني", north: (31, 16), west: (4, 16), altitude: 1000),
        HabousTown(130, "أرفود", north: (31, 25), west: (4, 14), altitude: 1000),
        HabousTown(131, "تنديت", north: (33, 40), west: (3, 38), altitude: 750),
        HabousTown(132, "كلميمة", north: (31, 42), west: (4, 57), altitude: 1000),
        HabousTown(133, "إملشيل", north: (32, 9), west: (5, 37), altitude: 2200),
        HabousTown(134, "تنجداد", north: (31, 30), west: (5, 2), altitude: 1000),
        HabousTown(135, "الريش", north: (32, 16), west: (4, 28), altitude: 1350),
        HabousTown(136, "ميدلت", north: (32, 41), west: (4, 45), altitude: 1610),
        HabousTown(137, "زاكورة", north: (30, 19), west: (5, 51), altitude: 800),
        HabousTown(138, "ورزازات", north: (30, 55), west: (6, 56), altitude: 1200),
        HabousTown(139, "تنغير", north: (31, 30), west: (5, 32), altitude: 1500),
        HabousTown(140, "هسكورة", north: (31, 4), west: (6, 33), altitude: 1250),
        HabousTown(141, "قلعة مكونة", north: (31, 14), west: (6, 9), altitude: 1500),
        HabousTown(142, "أكدز", north: (30, 42), west: (6, 27), altitude: 1550),
        HabousTown(143, "بومالن دادس", north: (31, 22), west: (6, 0), altitude: 1600),
        HabousTown(144, "النيف", north: (31, 7), west: (5, 11), altitude: 880),
        HabousTown(145, "أسول", north: (31, 56), west: (5, 11), altitude: 2800),
        HabousTown(146, "أمسمرير", north: (31, 42), west: (5, 49), altitude: 2100),
        HabousTown(147, "تازارين", north: (30, 46), west: (5, 34), altitude: 500),
        HabousTown(148, "سيدي إفني", north: (29, 23), west: (10, 11), altitude: 350),
        HabousTown(149, "كلميم", north: (28, 59), west: (10, 4), altitude: 650),
        HabousTown(150, "أسا", north: (28, 34), west: (9, 27), altitude: 300),
        HabousTown(151, "الزاك", north: (28, 1), west: (9, 18), altitude: 400),
        HabousTown(152, "طانطان", north: (28, 26), west: (11, 7), altitude: 300),
        HabousTown(153, "بويزكارن", north: (29, 11), west: (9, 44), altitude: 580),
        HabousTown(154, "المحبس", north: (27, 24), west: (9, 3), altitude: 450),
        HabousTown(155, "لمسيد", north: (28, 1), west: (10, 48), altitude: 500),
        HabousTown(156, "العيون", north: (27, 9), west: (13, 14), altitude: 100),
        HabousTown(157, "السمارة", north: (26, 46), west: (11, 41), altitude: 300),
        HabousTown(158, "بوجدور", north: (26, 8), west: (14, 32), altitude: 100),
        HabousTown(159, "طرفاية", north: (27, 56), west: (12, 56), altitude: 100),
        HabousTown(160, "تفاريتي", north: (26, 10), west: (10, 34), altitude: 1000),
        HabousTown(161, "بوكراع", north: (26, 22), west: (12, 50), altitude: 300),
        HabousTown(162, "كلتة زمور", north: (25, 8), west: (12, 22), altitude: 300),
        HabousTown(163, "أمكالة", north: (26, 10), west: (11, 24), altitude: 300),
        HabousTown(164, "أخفنير", north: (28, 3), west: (12, 3), altitude: 300),
        HabousTown(165, "الداخلة", north: (23, 42), west: (15, 59), altitude: 150),
        HabousTown(166, "الكويرة", north: (20, 50), west: (17, 6), altitude: 100),
        HabousTown(167, "أوسرد", north: (22, 33), west: (14, 18), altitude: 300),
        HabousTown(168, "بئر كندوز", north: (21, 37), west: (16, 28), altitude: 300),
        HabousTown(169, "بئر أنزاران", north: (23, 54), west: (14, 32), altitude: 400),
        HabousTown(301, "خميس سيدي عبد الجليل", north: (34, 6), west: (4, 35), altitude: 590),
        HabousTown(302, "أولاد عياد", north: (34, 5), west: (4, 36), altitude: 300),
        HabousTown(303, "تاهلة", north: (34, 3), west: (4, 25), altitude: 520),
        HabousTown(304, "مطماطة", north: (34, 6), west: (4, 33), altitude: 150),
        HabousTown(305, "إيمنتانوت", north: (31, 11), west: (8, 51), altitude: 900),
        HabousTown(306, "سيدي غانم", north: (31, 18), west: (9, 27), altitude: 1000),
        HabousTown(307, "تفنتان", north: (31, 21), west: (7, 31), altitude: 400),
        HabousTown(308, "آيت القاق", north: (31, 14), west: (7, 47), altitude: 2600),
        HabousTown(309, "أكدال أملشيل", north: (32, 1), west: (5, 29), altitude: 2200),
        HabousTown(310, "اكودال املشيل ميدلت", north: (32, 1), west: (5, 29), altitude: 1200),
        HabousTown(311, "أكايوار", north: (31, 16), west: (7, 49), altitude: 1200),
        HabousTown(312, "عين العودة", north: (33, 48), west: (6, 47), altitude: 200),
        HabousTown(313, "أسكين", north: (31, 20), west: (7, 46), altitude: 1100),
        HabousTown(314, "آيت ورير", north: (31, 34), west: (7, 39), altitude: 700),
        HabousTown(315, "زاوية مولاي ابراهيم", north: (31, 17), west: (7, 58), altitude: 1200),
        HabousTown(316, "تولكولت", north: (31, 14), west: (9, 4), altitude: 1200),
        HabousTown(317, "إيكس", north: (30, 57), west: (7, 51), altitude: 2500),
        HabousTown(318, "كرس", north: (31, 32), west: (7, 38), altitude: 2000),
        HabousTown(319, "تيسنت", north: (29, 53), west: (7, 18), altitude: 1400),
        HabousTown(320, "فم زكيد", north: (30, 5), west: (6, 52), altitude: 1500),
        HabousTown(321, "قصر إيش", north: (32, 31), west: (1, 1), altitude: 1250),
        HabousTown(322, "إيمين ثلاث", north: (31, 38), west: (6, 32), altitude: 1000),
    ]
}
