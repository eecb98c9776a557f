import Testing
@testable import PrayerCalc
import ZoneInfo

/// Month starts announced locally over the Umm al-Qura calendar. In the calendar (the
/// official table, as the PyPI package hijridate 2.6.0 carries it) Jumada al-Akhirah
/// 1448 begins on 2026-11-11 (29 days), Rajab 2026-12-10 (30), Sha'ban 2027-01-09 (30),
/// Ramadan 2027-02-08 (29), Shawwal 2027-03-09 (30), Dhu al-Qa'dah 2027-04-08.
struct HijriCalendarTests {
    static func day(_ text: String) -> CivilDate { CivilDate(iso: text)! }

    static func ramadan1448(on start: String) -> HijriCalendar {
        HijriCalendar(announcedStarts: [HijriMonthStart(year: 1448, month: 9, start: day(start))])
    }

    @Test func withoutAnnouncementsTheCalendarIsUmmAlQura() {
        let calendar = HijriCalendar()
        #expect(calendar.date(of: Self.day("2027-02-08")) == HijriDate(year: 1448, month: 9, day: 1))
        #expect(calendar.firstDay(year: 1448, month: 8) == Self.day("2027-01-09"))
        #expect(calendar.length(year: 1448, month: 9) == 29)
    }

    @Test func ramadanAnnouncedADayLateGivesShabanItsThirtiethDayAndKeepsEveryMonthTwentyNineOrThirty() {
        let calendar = Self.ramadan1448(on: "2027-02-09")
        #expect(calendar.date(of: Self.day("2027-02-08")) == HijriDate(year: 1448, month: 8, day: 30))
        #expect(calendar.date(of: Self.day("2027-02-09")) == HijriDate(year: 1448, month: 9, day: 1))
        // Sha'ban had 30 days in the calendar: it begins a day later, and so does Rajab;
        // Jumada al-Akhirah (29 in the calendar) takes the day and the months before are the calendar's.
        #expect(calendar.firstDay(year: 1448, month: 8) == Self.day("2027-01-10"))
        #expect(calendar.firstDay(year: 1448, month: 7) == Self.day("2026-12-11"))
        #expect(calendar.firstDay(year: 1448, month: 6) == Self.day("2026-11-11"))
        #expect([6, 7, 8].map { calendar.length(year: 1448, month: $0) } == [30, 30, 30])
        // Ramadan ends after 29 days, a day after the calendar's; Shawwal ends on the calendar's day.
        #expect(calendar.date(of: Self.day("2027-03-09")) == HijriDate(year: 1448, month: 9, day: 29))
        #expect(calendar.date(of: Self.day("2027-03-10")) == HijriDate(year: 1448, month: 10, day: 1))
        #expect(calendar.firstDay(year: 1448, month: 11) == Self.day("2027-04-08"))
        #expect(calendar.length(year: 1448, month: 10) == 29)
    }

    @Test func ramadanAnnouncedADayEarlyEndsShabanAfterTwentyNineDays() {
        let calendar = Self.ramadan1448(on: "2027-02-07")
        #expect(calendar.date(of: Self.day("2027-02-06")) == HijriDate(year: 1448, month: 8, day: 29))
        #expect(calendar.date(of: Self.day("2027-02-07")) == HijriDate(year: 1448, month: 9, day: 1))
        #expect(calendar.length(year: 1448, month: 9) == 30)
        #expect(calendar.date(of: Self.day("2027-03-09")) == HijriDate(year: 1448, month: 10, day: 1))
    }

    @Test func theRamadanIshaIntervalFollowsTheAnnouncedMonth() throws {
        var settings = CalculationSettings(method: .ummAlQura)
        settings.hijriMonthStarts = Self.ramadan1448(on: "2027-02-09").announcedStarts
        let makkah = Location(latitude: 21.4225, longitude: 39.8262, timeZone: try #require(Zone(identifier: "Asia/Riyadh")))
        let calculator = try PrayerTimeCalculator(location: makkah, settings: settings)
        func ishaAfterMaghrib(_ date: String) -> Double {
            let times = calculator.times(on: Self.day(date))
            return times.isha.timeIntervalSince(times.maghrib) / 60
        }
        #expect(ishaAfterMaghrib("2027-02-08") == 90)
        #expect(ishaAfterMaghrib("2027-02-09") == 120)
        #expect(ishaAfterMaghrib("2027-03-09") == 120)
        #expect(ishaAfterMaghrib("2027-03-10") == 90)
        #expect(calculator.times(on: Self.day("2027-02-08")).hijri == HijriDate(year: 1448, month: 8, day: 30))
    }

    @Test func announcementsThatContradictTheCalendarOrEachOtherAreNamed() {
        let far = HijriCalendar.problems(with: [HijriMonthStart(year: 1448, month: 9, start: Self.day("2027-03-08"))])
        #expect(far.map(\.index) == [0] && far[0].message.contains("28 days after the Umm al-Qura calendar's 2027-02-08"))
        let twice = HijriCalendar.problems(with: [HijriMonthStart(year: 1448, month: 9, start: Self.day("2027-02-08")),
                                                   HijriMonthStart(year: 1448, month: 9, start: Self.day("2027-02-09"))])
        #expect(twice.map(\.index) == [1] && twice[0].message.contains("already announced"))
        let short = HijriCalendar.problems(with: [HijriMonthStart(year: 1448, month: 9, start: Self.day("2027-02-09")),
                                                   HijriMonthStart(year: 1448, month: 10, start: Self.day("2027-03-09"))])
        #expect(short.map(\.index) == [1] && short[0].message.contains("28 days apart"))
        #expect(HijriCalendar.problems(with: [HijriMonthStart(year: 1448, month: 9, start: Self.day("2027-02-09")),
                                              HijriMonthStart(year: 1448, month: 10, start: Self.day("2027-03-10"))]).isEmpty)
    }

    /// Random consistent announcements over 1440–1460 AH, with and without an adjustment:
    /// the days run on one at a time, every month has 29 or 30 days, each announced
    /// month begins on its day, no month moves farther than the farthest announcement, and a
    /// month a year from every announcement is the calendar's.
    @Test func everyMonthHasTwentyNineOrThirtyDaysWhateverIsAnnounced() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<40 {
            let adjustment = Int.random(in: -1...1, using: &generator)
            var starts: [HijriMonthStart] = []
            var month = (1440 * 12) + Int.random(in: 0..<12, using: &generator)
            while month < 1460 * 12 {
                let year = month / 12, number = month % 12 + 1
                let start = CivilDate(dayNumber: HijriDate.firstDayNumber(year: year, month: number) + Int.random(in: -1...2, using: &generator))
                let candidate = starts + [HijriMonthStart(year: year, month: number, start: start)]
                if HijriCalendar.problems(with: candidate).isEmpty { starts = candidate }
                month += Int.random(in: 1...30, using: &generator)
            }
            let calendar = HijriCalendar(adjustment: adjustment, announcedStarts: starts)
            var previous = calendar.date(of: CivilDate(dayNumber: HijriDate.firstDayNumber(year: 1440, month: 1)))
            for number in (HijriDate.firstDayNumber(year: 1440, month: 1) + 1)..<HijriDate.firstDayNumber(year: 1461, month: 1) {
                let date = calendar.date(of: CivilDate(dayNumber: number))
                if date.day == 1 {
                    #expect((29...30).contains(previous.day), "\(previous) ended a month, announced \(starts)")
                    #expect(date.year * 12 + date.month == previous.year * 12 + previous.month + 1)
                } else {
                    #expect(date == HijriDate(year: previous.year, month: previous.month, day: previous.day + 1), "\(previous) then \(date)")
                }
                previous = date
            }
            for start in starts { #expect(calendar.firstDay(year: start.year, month: start.month) == start.start) }
            // No month moves farther from the calendar than the farthest announcement, and a
            // year away from every announcement the months are the calendar's.
            let plain = HijriCalendar(adjustment: adjustment)
            let farthest = starts.map { abs($0.start.dayNumber - plain.firstDayNumber(ofMonth: $0.monthIndex)) }.max() ?? 0
            for index in (1440 * 12)..<(1460 * 12) {
                let moved = abs(calendar.firstDayNumber(ofMonth: index) - plain.firstDayNumber(ofMonth: index))
                #expect(moved <= farthest)
                if starts.allSatisfy({ abs($0.monthIndex - index) > 12 }) { #expect(moved == 0, "month \(index / 12)-\(index % 12 + 1)") }
            }
        }
    }
}
