import Foundation

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
    /// Inside 1356–1500 AH the official month starts are used (`UmmAlQuraTable`);
    /// outside it, Foundation's `islamicUmmAlQura` calendar.
    public static func from(_ date: CivilDate, adjustment: Int = 0) -> HijriDate {
        let adjusted = date.adding(days: adjustment)
        return fromTable(reducedJulianDay: adjusted.dayNumber - 2_400_000) ?? fromFoundation(adjusted)
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

    private static func fromFoundation(_ date: CivilDate) -> HijriDate {
        var calendar = Calendar(identifier: .islamicUmmAlQura)
        // invariant: an offset of zero is a valid zone
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let parts = calendar.dateComponents([.year, .month, .day], from: date.instant(hour: 12, in: .utc))
        // invariant: the calendar gives every component asked for
        return HijriDate(year: parts.year!, month: parts.month!, day: parts.day!)
    }
}
