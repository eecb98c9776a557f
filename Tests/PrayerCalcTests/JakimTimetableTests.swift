import Testing
@testable import PrayerCalc
import ZoneInfo

/// The `jakim` method with each zone against JAKIM's own tables (`JAKIM/`): 16 zones in
/// every state but Kedah (whose tables no rule tried reproduces: docs/methods.md), January
/// and July of 2023 and 2026.
struct JakimTimetableTests {
    static func calculator(_ code: String) throws -> PrayerTimeCalculator {
        var settings = CalculationSettings(method: .jakim)
        settings.zone = try #require(CalculationMethod.jakim.zone(code: code), "\(code) is in AuthorityZone.jakim")
        return try PrayerTimeCalculator(location: Location(latitude: 3.1, longitude: 101.7, timeZone: try #require(Zone(identifier: "Asia/Kuala_Lumpur"))),
                                        settings: settings)
    }

    /// Where JAKIM's own tables contradict themselves: Perlis drops every time but Subuh by 6 to
    /// 10 minutes from 23 to 31 January 2023, then returns.
    static func contradicted(_ day: AuthorityTimetable.Day) -> Bool {
        day.place == "PLS01" && (CivilDate(year: 2023, month: 1, day: 23)!...CivilDate(year: 2023, month: 1, day: 31)!).contains(day.date)
    }

    @Test func everyTimeOfSixteenZonesIsWithinAMinuteOfJakimsAndMostAreOnIt() throws {
        var table = try AuthorityTimetable("JAKIM", "times.csv")
        #expect(Set(table.days.map(\.place)).count == 16 && table.days.count == 1891)
        #expect(table.days.filter(Self.contradicted).count == 9)
        table.days.removeAll(where: Self.contradicted)
        // JAKIM's Imsak is Subuh less 10 minutes but in Perlis in 2026 (Imsak is Subuh) and on a few
        // days it left alone (docs/methods.md): the prayers are compared, Imsak is not.
        table.days = table.days.map { AuthorityTimetable.Day(place: $0.place, date: $0.date, minutes: $0.minutes.filter { $0.key != "imsak" }) }
        let agreement = try table.agreement(calculator: Self.calculator)
        print("JAKIM on the minute:", agreement)
        // Measured (docs/methods.md): 93.0-96.9 % (Perlis' Subuh, PRK02's moved stations and Asar in five states miss most).
        agreement.expectWithinAMinute(["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"], onTheMinute: 0.9)
    }

    @Test func theZonesOfKelantanTakeIsyakAtSeventeenDegreesAndTheHighlandsLowerTheirHorizon() throws {
        let day = CivilDate(year: 2026, month: 7, day: 1)!
        let kotaBharu = try Self.calculator("KTN01")
        var eighteen = kotaBharu.settings
        eighteen.zone = nil
        let plain = try PrayerTimeCalculator(location: kotaBharu.location, settings: eighteen).times(on: day)
        #expect(kotaBharu.times(on: day).isha.timeIntervalSince(plain.isha) <= -4 * 60)
        let cameron = try Self.calculator("PHG06")
        var sea = cameron.settings
        sea.zone = nil
        let level = try PrayerTimeCalculator(location: Location(latitude: cameron.location.latitude, longitude: cameron.location.longitude,
                                                                timeZone: cameron.location.timeZone), settings: sea).times(on: day)
        #expect(cameron.times(on: day).maghrib.timeIntervalSince(level.maghrib) >= 3 * 60)
    }
}
