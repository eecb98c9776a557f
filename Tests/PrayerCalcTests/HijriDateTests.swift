import Foundation
import Testing
@testable import PrayerCalc
import ZoneInfo

struct HijriDateTests {
    @Test func twentyFirstNovember2026IsElevenJumadaAlAkhirah1448() {
        let date = HijriDate.from(CivilDate(year: 2026, month: 11, day: 21)!)
        #expect(date == HijriDate(year: 1448, month: 6, day: 11))
        #expect(date.monthName == "Jumada al-Akhirah")
        #expect(date.monthNameArabic == "جمادى الآخرة")
    }

    @Test func firstDayOfTheOfficialTableIsFirstMuharram1356() {
        #expect(HijriDate.from(CivilDate(year: 1937, month: 3, day: 14)!) == HijriDate(year: 1356, month: 1, day: 1))
        #expect(HijriDate.from(CivilDate(year: 1937, month: 3, day: 13)!).year == 1355)
    }

    @Test func lastDayOfTheOfficialTableIsThirtiethDhuAlHijja1500() {
        let last = HijriDate.from(CivilDate(year: 2077, month: 11, day: 16)!)
        #expect(last == HijriDate(year: 1500, month: 12, day: 30))
    }

    /// Foundation's calendar is an independent source that follows the official
    /// table from 1420 AH until mid-2029; the two must agree on every day there.
    @Test func agreesWithFoundationOnEveryDayFrom2000ToJuly2029() {
        let utc = Zone.utc
        var calendar = Calendar(identifier: .islamicUmmAlQura)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        var day = CivilDate(year: 2000, month: 1, day: 1)!
        var disagreements: [String] = []
        while day < CivilDate(year: 2029, month: 8, day: 1)! {
            let ours = HijriDate.from(day)
            let theirs = calendar.dateComponents([.year, .month, .day], from: day.instant(hour: 12, in: utc))
            if ours.year != theirs.year || ours.month != theirs.month || ours.day != theirs.day {
                disagreements.append(day.description)
            }
            day = day.adding(days: 1)
        }
        #expect(disagreements.isEmpty, "first disagreements: \(disagreements.prefix(5))")
    }

    /// The seven month starts of 1451–1452 AH where Foundation's calendar is one day
    /// late: the official table's dates.
    @Test(arguments: [
        ("2029-08-11", 1451, 4), ("2029-11-07", 1451, 7), ("2030-03-05", 1451, 11), ("2030-05-03", 1452, 1),
        ("2030-06-02", 1452, 2), ("2030-08-30", 1452, 5), ("2030-11-26", 1452, 8),
    ])
    func monthStartsWhereFoundationIsLateFollowTheOfficialTable(gregorian: String, year: Int, month: Int) throws {
        let date = try #require(CivilDate(iso: gregorian))
        #expect(HijriDate.from(date) == HijriDate(year: year, month: month, day: 1))
        #expect(HijriDate.from(date.adding(days: -1)).day >= 29)
    }

    @Test func adjustmentMovesTheHijriDateByWholeDays() {
        let date = CivilDate(year: 2026, month: 11, day: 21)!
        #expect(HijriDate.from(date, adjustment: 1).day == 12)
        #expect(HijriDate.from(date, adjustment: -1).day == 10)
    }

    @Test func everyDayOfTheTableHasAValidDateAndDaysAdvanceByOne() {
        var previous = HijriDate.from(CivilDate(year: 1937, month: 3, day: 14)!)
        var day = CivilDate(year: 1937, month: 3, day: 15)!
        while day <= CivilDate(year: 2077, month: 11, day: 16)! {
            let current = HijriDate.from(day)
            let continues = current.year == previous.year && current.month == previous.month && current.day == previous.day + 1
            let nextMonth = current.day == 1 && previous.day >= 28
                && (current.month == previous.month + 1 || (current.month == 1 && previous.month == 12 && current.year == previous.year + 1))
            #expect(continues || nextMonth, "\(day): \(previous) then \(current)")
            if !(continues || nextMonth) { return }
            previous = current
            day = day.adding(days: 1)
        }
    }

    @Test func theArithmeticalCalendarBeginsOnSixteenthJuly622AndItsYearsAre354Or355Days() {
        // 16 July 622 of the Julian calendar is Julian Day Number 1948440.
        #expect(HijriDate.tabular(julianDay: 1_948_440) == HijriDate(year: 1, month: 1, day: 1))
        // The year before is the 30th of a cycle, a common year: its last month has 29 days.
        #expect(HijriDate.tabular(julianDay: 1_948_439) == HijriDate(year: 0, month: 12, day: 29))
        // A 30-year cycle is 10,631 days, and its 11 leap years have a 30th of Dhu al-Hijjah.
        #expect(HijriDate.tabularJulianDay(year: 31, month: 1, day: 1) - HijriDate.tabularJulianDay(year: 1, month: 1, day: 1) == 10_631)
        let leapYears = (1...30).filter { year in
            HijriDate.tabular(julianDay: HijriDate.tabularJulianDay(year: year, month: 12, day: 30)).day == 30
        }
        #expect(leapYears == [2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29])
    }

    @Test func theArithmeticalCalendarStaysWithinTwoDaysOfTheOfficialTableThroughout() {
        var day = CivilDate(year: 1937, month: 3, day: 14)!
        var largest = 0
        while day <= CivilDate(year: 2077, month: 11, day: 16)! {
            let official = HijriDate.from(day)
            let apart = abs(HijriDate.tabularJulianDay(year: official.year, month: official.month, day: official.day) - day.dayNumber)
            largest = max(largest, apart)
            day = day.adding(days: 1)
        }
        #expect(largest <= 2, "the official month starts are at most two days from the arithmetical ones")
    }

    @Test func beyondTheOfficialTableTheDateIsTheArithmeticalCalendarsAndAdvancesDayByDay() {
        let after = CivilDate(year: 2077, month: 11, day: 17)!
        #expect(HijriDate.from(after) == HijriDate.tabular(julianDay: after.dayNumber))
        #expect(HijriDate.from(CivilDate(year: 1900, month: 1, day: 1)!) == HijriDate.tabular(julianDay: CivilDate(year: 1900, month: 1, day: 1)!.dayNumber))
        var previous = HijriDate.from(after)
        for offset in 1...800 {
            let current = HijriDate.from(after.adding(days: offset))
            #expect(current.day == previous.day + 1 || (current.day == 1 && previous.day >= 29), "\(previous) then \(current)")
            previous = current
        }
    }
}
