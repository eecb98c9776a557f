import FoundationEssentials

/// A date of the Umm al-Qura Hijri calendar.
public struct HijriDate: Sendable, Hashable, Codable {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// English transliteration of the month name.
    public var monthName: String { HijriDate.englishMonthNames[month - 1] }
    /// Arabic month name as used by the Umm al-Qura calendar.
    public var monthNameArabic: String { HijriDate.arabicMonthNames[month - 1] }

    static let englishMonthNames = [
        "Muharram", "Safar", "Rabi al-Awwal", "Rabi al-Akhir", "Jumada al-Ula", "Jumada al-Akhirah",
        "Rajab", "Sha'ban", "Ramadan", "Shawwal", "Dhu al-Qa'dah", "Dhu al-Hijjah",
    ]
    static let arabicMonthNames = [
        "محرم", "صفر", "ربيع الأول", "ربيع الآخر", "جمادى الأولى", "جمادى الآخرة",
        "رجب", "شعبان", "رمضان", "شوال", "ذو القعدة", "ذو الحجة",
    ]

    /// Whether the month is Ramadan.
    public var isRamadan: Bool { month == 9 }

    /// The Umm al-Qura date of a Gregorian date, moved by `adjustment` days (the
    /// local moon-sighting correction a mosque may apply, usually −1, 0 or +1).
    ///
    /// Inside 1356–1500 AH (14 March 1937 to 16 November 2077) the official month
    /// starts are used (`UmmAlQuraTable`); outside it, where no official table is at
    /// hand, the arithmetical (tabular) Islamic calendar, which can differ from the
    /// months as they began by a day or two (ICU's Umm al-Qura calendar does the same
    /// beyond its own table).
    public static func from(_ date: CivilDate, adjustment: Int = 0) -> HijriDate {
        let adjusted = date.adding(days: adjustment)
        return fromTable(reducedJulianDay: adjusted.dayNumber - 2_400_000) ?? tabular(julianDay: adjusted.dayNumber)
    }

    /// The Julian Day Number of the 1st of a month of the Umm al-Qura calendar (its
    /// table inside 1356–1500 AH, the arithmetical calendar outside it).
    static func firstDayNumber(year: Int, month: Int) -> Int {
        let index = (year - UmmAlQuraTable.firstYear) * 12 + month - 1
        let starts = monthStarts
        guard index >= 0, index < starts.count - 1 else { return tabularJulianDay(year: year, month: month, day: 1) }
        return starts[index] + 2_400_000
    }

    /// Month start days (Reduced Julian Day) of the table, with one extra entry for the end.
    private static let monthStarts: [Int] = {
        var starts = [UmmAlQuraTable.firstMonthStartRJD]
        starts.reserveCapacity(UmmAlQuraTable.monthLengths.count + 1)
        for length in UmmAlQuraTable.monthLengths {
            starts.append(starts[starts.count - 1] + Int(length))
        }
        return starts
    }()

    private static func fromTable(reducedJulianDay day: Int) -> HijriDate? {
        let starts = monthStarts
        guard day >= starts[0], day < starts[starts.count - 1] else { return nil }
        // Binary search for the last month start not after the day.
        var low = 0
        var high = starts.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= day { low = middle } else { high = middle }
        }
        return HijriDate(year: UmmAlQuraTable.firstYear + low / 12, month: low % 12 + 1, day: day - starts[low] + 1)
    }

    /// The first day of the arithmetical calendar, 1 Muharram 1 AH: Friday 16 July 622
    /// (Julian), Julian Day Number 1948440 (the "civil" epoch).
    static let tabularEpoch = 1_948_440

    /// The date of the arithmetical (tabular) Islamic calendar on Julian Day Number
    /// `day`: 30-year cycles of 10,631 days with 11 leap years (2, 5, 7, 10, 13, 16, 18,
    /// 21, 24, 26 and 29), months of 30 and 29 days in turn, the last 30 in a leap year.
    /// Reingold and Dershowitz, "Calendrical Calculations" (3rd ed., 2008), section 6.1,
    /// `islamic-from-fixed` and `fixed-from-islamic`.
    static func tabular(julianDay day: Int) -> HijriDate {
        let year = floorDivide(30 * (day - tabularEpoch) + 10_646, 10_631)
        let month = min(12, floorDivide(11 * (day - tabularJulianDay(year: year, month: 1, day: 1)) + 330, 325))
        return HijriDate(year: year, month: month, day: day - tabularJulianDay(year: year, month: month, day: 1) + 1)
    }

    /// The Julian Day Number of a date of the arithmetical calendar.
    static func tabularJulianDay(year: Int, month: Int, day: Int) -> Int {
        day + 29 * (month - 1) + floorDivide(6 * month - 1, 11) + (year - 1) * 354 + floorDivide(3 + 11 * year, 30) + tabularEpoch - 1
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}
