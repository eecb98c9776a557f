import Foundation
import Testing
@testable import PrayerCalc

struct CivilDateTests {
    @Test func parsesOnlyRealIsoDates() {
        #expect(CivilDate(iso: "2024-02-29") != nil)
        #expect(CivilDate(iso: "2026-02-29") == nil)
        #expect(CivilDate(iso: "2026-13-01") == nil)
        #expect(CivilDate(iso: "26-11-21") == nil)
        #expect(CivilDate(iso: "abc") == nil)
    }

    @Test func dayNumbersRoundTripAndMatchKnownJulianDays() {
        // Meeus example 7.a: 1957 October 4.81 is JD 2436116.31, so the day number of 1957-10-04 is 2436116.
        #expect(CivilDate(year: 1957, month: 10, day: 4)!.dayNumber == 2_436_116)
        for offset in stride(from: -100_000, through: 100_000, by: 997) {
            let date = CivilDate(dayNumber: 2_460_000 + offset)
            #expect(date.dayNumber == 2_460_000 + offset)
        }
    }

    @Test func weekdaysAndLeapDays() {
        #expect(CivilDate(year: 2026, month: 11, day: 20)!.weekdayName == "Friday")
        #expect(CivilDate(year: 2024, month: 2, day: 28)!.adding(days: 1) == CivilDate(year: 2024, month: 2, day: 29)!)
        #expect(CivilDate(year: 2024, month: 12, day: 31)!.dayOfYear == 366)
    }
}
