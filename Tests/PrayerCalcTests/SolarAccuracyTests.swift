import Foundation
import Testing
@testable import PrayerCalc
import ZoneInfo

/// Each unrounded instant must be the true instant of its definition: the Sun's
/// altitude there, computed directly from the ephemeris (no interpolation), must
/// equal the target to within a second of the Sun's motion.
struct SolarAccuracyTests {
    /// Altitude of the Sun's centre at an instant, from the ephemeris at that instant.
    static func altitude(at date: Date, latitude: Double, longitude: Double) -> Double {
        let julianDay = JulianDay.of(date)
        let year = 2000 + JulianDay.centuries(sinceJ2000: julianDay) * 100
        let position = SolarCoordinates(julianDay: julianDay + JulianDay.deltaT(year: year) / 86_400)
        let sidereal = SolarCoordinates(julianDay: julianDay).apparentSiderealTime
        let hourAngle = sidereal + longitude - position.rightAscension
        return Degrees.asin(Degrees.sin(latitude) * Degrees.sin(position.declination)
            + Degrees.cos(latitude) * Degrees.cos(position.declination) * Degrees.cos(hourAngle))
    }

    /// Seconds between `date` and the instant the altitude truly equals `target`.
    static func secondsOff(_ date: Date, target: Double, latitude: Double, longitude: Double) -> Double {
        let rate = (altitude(at: date.addingTimeInterval(30), latitude: latitude, longitude: longitude)
            - altitude(at: date.addingTimeInterval(-30), latitude: latitude, longitude: longitude)) / 60
        return (altitude(at: date, latitude: latitude, longitude: longitude) - target) / rate
    }

    static let places: [(Double, Double, String)] = [
        (40.7282, -73.7949, "America/New_York"), (51.5072, -0.1276, "Europe/London"), (-33.8688, 151.2093, "Australia/Sydney"),
        (21.4225, 39.8262, "Asia/Riyadh"), (27.7172, 85.3240, "Asia/Kathmandu"), (47.5615, -52.7126, "America/St_Johns"),
        (1.3521, 103.8198, "Asia/Singapore"), (-34.6037, -58.3816, "America/Argentina/Buenos_Aires"),
        (64.1466, -21.9426, "Atlantic/Reykjavik"), (-41.2865, 174.7762, "Pacific/Auckland"),
    ]

    @Test func twilightSunriseAndSunsetInstantsAreWithinOneSecondOfTheirDefinition() throws {
        var worst = 0.0
        for (latitude, longitude, zone) in Self.places {
            let timeZone = try #require(Zone(identifier: zone))
            for dayOffset in stride(from: 0, to: 365, by: 17) {
                let date = CivilDate(year: 2026, month: 1, day: 1)!.adding(days: dayOffset)
                let events = SolarEvents(date: date, location: Location(latitude: latitude, longitude: longitude, timeZone: timeZone),
                                         asrSchool: .standard)
                guard !events.isPolarEstimate else { continue }
                for (instant, target) in [(events.sunrise, events.horizonAltitude), (events.sunset, events.horizonAltitude)] {
                    worst = max(worst, abs(Self.secondsOff(instant, target: target, latitude: latitude, longitude: longitude)))
                }
                for depression in [12.0, 15, 18] {
                    for evening in [false, true] {
                        guard let instant = events.twilight(depression: depression, evening: evening) else { continue }
                        worst = max(worst, abs(Self.secondsOff(instant, target: -depression, latitude: latitude, longitude: longitude)))
                    }
                }
            }
        }
        #expect(worst < 1, "worst error \(worst) s")
    }

    /// Dhuhr is the Sun's transit: its hour angle there, from the ephemeris at that
    /// instant, is zero to within a second of time (1/240 of a degree).
    @Test func dhuhrIsTheInstantTheSunCrossesTheMeridian() throws {
        for (latitude, longitude, zone) in Self.places {
            let timeZone = try #require(Zone(identifier: zone))
            let events = SolarEvents(date: CivilDate(year: 2026, month: 6, day: 10)!,
                                     location: Location(latitude: latitude, longitude: longitude, timeZone: timeZone),
                                     asrSchool: .standard)
            let julianDay = JulianDay.of(events.transit)
            let position = SolarCoordinates(julianDay: julianDay + JulianDay.deltaT(year: 2026.4) / 86_400)
            let hourAngle = Degrees.wrappedToHalfTurn(
                SolarCoordinates(julianDay: julianDay).apparentSiderealTime + longitude - position.rightAscension)
            #expect(abs(hourAngle) < 1.0 / 240, "\(zone): hour angle \(hourAngle)°")
        }
    }

    /// At Asr the shadow of a stick equals the school's factor times its length
    /// plus its noon shadow: cot(altitude) = factor + tan|φ − δ_noon|.
    @Test(arguments: AsrSchool.allCases)
    func asrIsWhenTheShadowReachesItsDefinedLength(school: AsrSchool) throws {
        for (latitude, longitude, zone) in Self.places {
            let timeZone = try #require(Zone(identifier: zone))
            for month in [1, 4, 7, 10] {
                let events = SolarEvents(date: CivilDate(year: 2026, month: month, day: 15)!,
                                         location: Location(latitude: latitude, longitude: longitude, timeZone: timeZone),
                                         asrSchool: school)
                guard !events.isPolarEstimate else { continue }
                let noonAltitude = Self.altitude(at: events.transit, latitude: latitude, longitude: longitude)
                let noonShadow = 1 / Degrees.tan(noonAltitude)
                let target = Degrees.atan(1 / (school.shadowFactor + noonShadow))
                let off = Self.secondsOff(events.asr, target: target, latitude: latitude, longitude: longitude)
                #expect(abs(off) < 2, "\(zone) month \(month): Asr \(off) s from the shadow definition")
            }
        }
    }
}
