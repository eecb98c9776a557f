import Foundation
import KioskCore
import MosqueSettings
import PrayerCalc
import Testing
import ZoneInfo

/// The iqama periods of a mosque's configuration, as the day's schedule applies them.
struct IqamaPeriodScheduleTests {
    /// A London mosque with the given `iqama` member.
    static func decode(_ iqama: String) throws -> Settings {
        try SettingsDecoder.decode(Data(#"{"location": {"name": "London", "latitude": 51.5074, "longitude": -0.1278, "timezone": "Europe/London"}, "#.utf8)
                                    + Data(iqama.utf8) + Data("}".utf8))
    }

    @Test func aRamadanPeriodChangesOnlyTheIqamasItNamesOnItsDays() throws {
        let settings = try Self.decode(#"""
            "iqama": {"isha": 15, "periods": [{"name": "Ramadan", "from": "2027-02-08", "until": "2027-03-09", "isha": "21:45", "fajr": 10}]}
            """#)
        let calculator = try PrayerTimeCalculator(location: settings.location.calculationLocation, settings: settings.calculation)
        func day(_ text: String) -> DaySchedule { DaySchedule(times: calculator.times(on: CivilDate(iso: text)!), settings: settings) }
        let text = TimeText(timeZone: settings.location.timeZone)
        #expect(text.clock(day("2027-02-08").row(.isha).iqama!, format: .twentyFourHour) == "21:45")
        #expect(text.clock(day("2027-03-09").row(.isha).iqama!, format: .twentyFourHour) == "21:45")
        let before = day("2027-02-07").row(.isha)
        #expect(before.iqama == before.time.addingTimeInterval(15 * 60), "the usual rule the day before")
        let fajr = day("2027-02-20").row(.fajr)
        #expect(fajr.iqama == fajr.time.addingTimeInterval(10 * 60))
        let asr = day("2027-02-20").row(.asr)
        #expect(asr.iqama == asr.time.addingTimeInterval(18 * 60), "Asr keeps its default")
    }

    /// A fixed iqama in a season that spans the clocks going forward stays on the wall clock.
    @Test func aFixedPeriodTimeIsTheMosquesWallClockOnBothSidesOfADSTChange() throws {
        let settings = try Self.decode(#""iqama": {"periods": [{"name": "Spring", "from": "03-20", "until": "04-10", "dhuhr": "13:15"}]}"#)
        let calculator = try PrayerTimeCalculator(location: settings.location.calculationLocation, settings: settings.calculation)
        let text = TimeText(timeZone: settings.location.timeZone)
        for date in ["2027-03-27", "2027-03-28", "2027-03-29", "2028-04-10"] {
            let iqama = try #require(DaySchedule(times: calculator.times(on: CivilDate(iso: date)!), settings: settings).row(.dhuhr).iqama)
            #expect(text.clock(iqama, format: .twentyFourHour) == "13:15", "\(date)")
        }
        #expect(TimeText(timeZone: Zone(identifier: "UTC")!).clock(
            DaySchedule(times: calculator.times(on: CivilDate(iso: "2027-03-27")!), settings: settings).row(.dhuhr).iqama!, format: .twentyFourHour) == "13:15")
    }
}
