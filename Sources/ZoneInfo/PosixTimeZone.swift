/// A POSIX `TZ` rule such as `GMT0BST,M3.5.0/1,M10.5.0`: the footer of a TZif file, which
/// gives a zone's local time after its last listed transition (up to 2037 in Debian's files).
///
/// Grammar: POSIX.1-2017, Base Definitions 8.3 "Other Environment Variables" (`TZ`), with
/// the extensions of RFC 8536 section 3.3.1: rule times from -167 to 167 hours, and
/// daylight saving time all year written as `,0/0,J365/25`.
public struct PosixTimeZone: Sendable, Hashable {
    public let standard: LocalTimeType
    /// Daylight saving time and when it starts and ends each year; nil for a zone without DST.
    public let daylight: DaylightRule?

    public init(standard: LocalTimeType, daylight: DaylightRule?) {
        self.standard = standard
        self.daylight = daylight
    }

    /// The yearly rule of a zone with daylight saving time.
    public struct DaylightRule: Sendable, Hashable {
        public let type: LocalTimeType
        /// When DST starts, in local standard time.
        public let start: RuleDate
        /// When DST ends, in local daylight saving time.
        public let end: RuleDate

        public init(type: LocalTimeType, start: RuleDate, end: RuleDate) {
            self.type = type
            self.start = start
            self.end = end
        }
    }

    /// A day of the year and a time of that day, as a `TZ` rule writes them.
    public struct RuleDate: Sendable, Hashable {
        public enum Day: Sendable, Hashable {
            /// `Jn`: day 1...365, 29 February never counted.
            case julianNoLeap(Int)
            /// `n`: day 0...365 from 1 January, 29 February counted.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (5 = the last) of month `m`.
            case monthWeekDay(month: Int, week: Int, weekday: Int)
        }

        public let day: Day
        /// Seconds after local midnight (-167 h ... 167 h); 2:00 when the rule gives none.
        public let secondOfDay: Int

        public init(day: Day, secondOfDay: Int) {
            self.day = day
            self.secondOfDay = secondOfDay
        }

        /// Days from 1970-01-01 to this rule's day in `year`.
        func days(in year: Int) -> Int64 {
            let firstOfYear = CivilDays.days(year: year, month: 1, day: 1)
            switch day {
            case .julianNoLeap(let n):
                return firstOfYear + Int64(n - 1) + (CivilDays.isLeap(year) && n >= 60 ? 1 : 0)
            case .zeroBased(let n):
                return firstOfYear + Int64(n)
            case .monthWeekDay(let month, let week, let weekday):
                let firstOfMonth = CivilDays.days(year: year, month: month, day: 1)
                let firstMatch = 1 + (weekday - CivilDays.weekday(days: firstOfMonth) + 7) % 7
                var dayOfMonth = firstMatch + 7 * (week - 1)
                while dayOfMonth > CivilDays.daysIn(month: month, year: year) { dayOfMonth -= 7 }
                return firstOfMonth + Int64(dayOfMonth - 1)
            }
        }

        /// The instant this rule names in `year` when local clocks run `secondsFromUT` ahead of UT.
        func instant(in year: Int, secondsFromUT: Int) -> Int64 {
            days(in: year) * CivilDays.secondsPerDay + Int64(secondOfDay) - Int64(secondsFromUT)
        }
    }

    /// The local time type at `instant` (seconds since 1970-01-01 UT).
    public func type(at instant: Int64) -> LocalTimeType {
        guard daylight != nil else { return standard }
        let year = CivilDays.date(days: CivilDays.split(instant).days).year
        // A rule time may lie up to 167 hours outside its own year, so the changes of the
        // neighbouring years are weighed too; the last one not after the instant decides.
        return changes(inYears: (year - 1)...(year + 1)).last { $0.instant <= instant }?.type ?? standard
    }

    /// Every change this rule makes in the given years, in order. In a zone with daylight
    /// saving time all year, a year's end and the next year's start fall on the same
    /// instant; they stay in the order written, so the start wins.
    public func changes(inYears years: ClosedRange<Int>) -> [ZoneTransition] {
        guard let daylight else { return [] }
        var changes: [ZoneTransition] = []
        for year in years {
            changes.append(ZoneTransition(instant: daylight.start.instant(in: year, secondsFromUT: standard.secondsFromUT), type: daylight.type))
            changes.append(ZoneTransition(instant: daylight.end.instant(in: year, secondsFromUT: daylight.type.secondsFromUT), type: standard))
        }
        return changes.enumerated().sorted { ($0.element.instant, $0.offset) < ($1.element.instant, $1.offset) }.map(\.element)
    }
}
