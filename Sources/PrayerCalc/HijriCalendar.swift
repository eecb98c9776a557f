/// The first day of a Hijri month as it was announced where the mosque is (by its
/// country's authority or a local sighting of the new moon): "Ramadan 1448 began on
/// 2027-02-08".
public struct HijriMonthStart: Sendable, Hashable {
    public let year: Int
    /// 1 (Muharram) to 12 (Dhu al-Hijjah).
    public let month: Int
    /// The Gregorian day that is the 1st of the month.
    public let start: CivilDate

    public init(year: Int, month: Int, start: CivilDate) {
        self.year = year
        self.month = month
        self.start = start
    }

    /// Months counted from 1 Muharram 1 AH: year·12 + month − 1.
    var monthIndex: Int { year * 12 + month - 1 }

    /// `Ramadan 1448 (1448-09) on 2027-02-08`, for problems and logs.
    public var description: String {
        "\(HijriDate(year: year, month: month, day: 1).monthName) \(year) (\(year)-\(month < 10 ? "0" : "")\(month)) on \(start)"
    }
}

/// The Hijri calendar a mosque follows: the Umm al-Qura calendar moved by a whole
/// number of days (`adjustment`), and the month starts announced locally.
///
/// An announced start decides its own month, and the months next to it follow so that
/// every month keeps 29 or 30 days: the month before ends the day before (its start
/// moved by the fewest days that keep it 29 or 30 days long, and so on back while a
/// month would still be too long or short), and the month after begins on the
/// calendar's day when that keeps the announced month 29 or 30 days long, else on the
/// nearest day that does. In closed form, month i with no announcement begins on the
/// calendar's day clamped into [s + 29n, s + 30n] for every announced start s n months
/// before it (and [s − 30n, s − 29n] for one n months after it): a clamp of sequences
/// whose steps are all 29 or 30 days has steps of 29 or 30 days.
public struct HijriCalendar: Sendable, Equatable {
    public var adjustment: Int
    public var announcedStarts: [HijriMonthStart]

    public init(adjustment: Int = 0, announcedStarts: [HijriMonthStart] = []) {
        self.adjustment = adjustment
        self.announcedStarts = announcedStarts
    }

    /// How far from the Umm al-Qura calendar's first day an announced start may be: local
    /// sightings fall one or two days after the calculated calendar, rarely before it.
    public static let farthestFromCalendar = 3

    /// The Hijri date of a Gregorian day.
    public func date(of day: CivilDate) -> HijriDate {
        let calculated = HijriDate.from(day, adjustment: adjustment)
        guard !announcedStarts.isEmpty else { return calculated }
        let index = calculated.year * 12 + calculated.month - 1
        // Announced starts are within a few days of the calendar's: the day is in this
        // month, the one before or the one after.
        for candidate in [index + 1, index, index - 1] {
            let first = firstDayNumber(ofMonth: candidate)
            if first <= day.dayNumber {
                return HijriDate(year: candidate / 12, month: candidate % 12 + 1, day: day.dayNumber - first + 1)
            }
        }
        return calculated
    }

    /// The first day of a month, as announced or as it follows from the announcements.
    public func firstDay(year: Int, month: Int) -> CivilDate {
        CivilDate(dayNumber: firstDayNumber(ofMonth: year * 12 + month - 1))
    }

    /// How many days a month has: 29 or 30.
    public func length(year: Int, month: Int) -> Int {
        let index = year * 12 + month - 1
        return firstDayNumber(ofMonth: index + 1) - firstDayNumber(ofMonth: index)
    }

    /// The Julian Day Number of the first day of month `index` (year·12 + month − 1).
    func firstDayNumber(ofMonth index: Int) -> Int {
        let calculated = HijriDate.firstDayNumber(year: index / 12, month: index % 12 + 1) - adjustment
        var earliest = Int.min, latest = Int.max
        for announced in announcedStarts {
            let start = announced.start.dayNumber
            let months = index - announced.monthIndex
            if months == 0 { return start }
            earliest = max(earliest, start + (months > 0 ? 29 : 30) * months)
            latest = min(latest, start + (months > 0 ? 30 : 29) * months)
        }
        return min(max(calculated, earliest), latest)
    }

    /// What is wrong with a list of announced starts: a month announced twice, a start far
    /// from the calendar's, or two starts that would leave a month shorter than 29 days or
    /// longer than 30. Each problem names the announcement it is about, by its place in the list.
    public static func problems(with starts: [HijriMonthStart]) -> [(index: Int, message: String)] {
        var problems: [(Int, String)] = []
        for (position, announced) in starts.enumerated() {
            guard (1...12).contains(announced.month) else {
                problems.append((position, "month must be from 1 (Muharram) to 12 (Dhu al-Hijjah), got \(announced.month)"))
                continue
            }
            let calculated = HijriDate.firstDayNumber(year: announced.year, month: announced.month)
            let distance = announced.start.dayNumber - calculated
            if abs(distance) > farthestFromCalendar {
                problems.append((position, "\(announced.description) is \(abs(distance)) days \(distance > 0 ? "after" : "before") the Umm al-Qura calendar's "
                                 + "\(CivilDate(dayNumber: calculated)); expected within \(farthestFromCalendar) days of it (check the year and the month)"))
                continue
            }
            for earlier in starts[..<position] where (1...12).contains(earlier.month) {
                let months = announced.monthIndex - earlier.monthIndex
                let days = announced.start.dayNumber - earlier.start.dayNumber
                if months == 0 {
                    problems.append((position, "\(announced.description): that month is already announced (\(earlier.description))"))
                } else if !(min(29 * months, 30 * months)...max(29 * months, 30 * months)).contains(days) {
                    problems.append((position, "\(announced.description) and \(earlier.description) are \(abs(days)) days apart, "
                                     + "which \(abs(months)) month\(abs(months) == 1 ? "" : "s") of 29 or 30 days cannot be"))
                }
            }
        }
        return problems
    }
}
