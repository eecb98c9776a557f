import Testing
import ZoneInfo

@Suite struct CivilDaysTests {
    @Test func everyDayFrom1600To2400RoundTripsInOrder() {
        var expected = CivilDays.days(year: 1600, month: 1, day: 1)
        for year in 1600...2400 {
            for month in 1...12 {
                for day in 1...CivilDays.daysIn(month: month, year: year) {
                    let days = CivilDays.days(year: year, month: month, day: day)
                    #expect(days == expected, "\(year)-\(month)-\(day)")
                    guard days == expected else { return }
                    let date = CivilDays.date(days: days)
                    #expect(date.year == year && date.month == month && date.day == day)
                    expected += 1
                }
            }
        }
    }

    @Test func knownDatesAndWeekdays() {
        #expect(CivilDays.days(year: 1970, month: 1, day: 1) == 0)
        #expect(CivilDays.days(year: 2000, month: 3, day: 1) == 11_017)
        #expect(CivilDays.days(year: 1969, month: 12, day: 31) == -1)
        #expect(CivilDays.weekday(days: 0) == 4, "1970-01-01 was a Thursday")
        #expect(CivilDays.weekday(days: CivilDays.days(year: 2026, month: 11, day: 26)) == 4, "2026-11-26 is a Thursday")
        #expect(CivilDays.weekday(days: CivilDays.days(year: 1900, month: 1, day: 1)) == 1, "1900-01-01 was a Monday")
    }

    @Test func instantsBeforeTheEpochSplitIntoADayAndAPositiveSecond() {
        #expect(CivilDays.split(-1) == (-1, 86_399))
        #expect(CivilDays.split(-86_400) == (-1, 0))
        #expect(CivilDays.split(86_399) == (0, 86_399))
    }
}
