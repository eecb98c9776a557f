import FoundationEssentials
import Glibc

/// The Sun's course over one civil day at one place: transit, and the instants at
/// which it crosses a given altitude.
///
/// Method of Meeus, *Astronomical Algorithms* (2nd ed.), chapter 15 ("Rising,
/// Transit, and Setting"): the Sun's α and δ at 0h TD of three consecutive days are
/// interpolated (formula 3.3) to the instant being refined, the local hour angle
/// comes from the apparent sidereal time at 0h UT, and each instant is corrected
/// until it changes by less than a millisecond. Unlike the single correction of the
/// book, the iteration converges to the true instant for the interpolated
/// ephemeris, so the declination used is the one at the event itself.
struct SolarDay {
    /// Julian Day (UT) of 0h UT on the UT date that contains the civil day's noon.
    let baseJulianDay: Double
    /// Fraction of a day after `baseJulianDay` at which the civil day's noon falls.
    let civilNoon: Double
    let latitude: Double
    let longitude: Double

    private let previous: SolarCoordinates
    private let current: SolarCoordinates
    private let next: SolarCoordinates
    private let deltaTInDays: Double
    let sunModel: SunModel
    /// The Sun held for the whole day (`SunModel.onceADay…`): declination and equation of time, degrees.
    private let heldSun: (declination: Double, equationOfTime: Double)?

    /// Sidereal rate: degrees of hour angle per day of UT, Meeus page 102.
    private static let siderealRate = 360.985647
    private static let convergence = 1e-8
    private static let maximumIterations = 25

    /// - Parameters:
    ///   - civilNoon: the instant of 12:00 local time on the civil day; it picks
    ///     which transit belongs to the day, wherever the time zone lies.
    ///   - latitude: degrees, north positive.
    ///   - longitude: degrees, east positive.
    ///   - sunModel: when the Sun's position is taken (`SunModel`).
    init(civilNoon noon: Date, latitude: Double, longitude: Double, sunModel: SunModel = .atEachInstant) {
        self.sunModel = sunModel
        let noonJulianDay = JulianDay.of(noon)
        baseJulianDay = (noonJulianDay + 0.5).rounded(.down) - 0.5
        civilNoon = noonJulianDay - baseJulianDay
        self.latitude = latitude
        self.longitude = longitude
        previous = SolarCoordinates(julianDay: baseJulianDay - 1)
        current = SolarCoordinates(julianDay: baseJulianDay)
        next = SolarCoordinates(julianDay: baseJulianDay + 1)
        let year = 2000 + JulianDay.centuries(sinceJ2000: baseJulianDay) * 100
        deltaTInDays = JulianDay.deltaT(year: year) / 86_400
        switch sunModel {
        case .atEachInstant:
            heldSun = nil
        case .onceADayAt0hUT:
            heldSun = (current.geometricDeclination, current.geometricEquationOfTime)
        case .onceADayAtTransit:
            let atTransit = SolarCoordinates(julianDay: baseJulianDay + 0.5 - longitude / 360)
            heldSun = (atTransit.declination, atTransit.apparentEquationOfTime)
        }
    }

    /// The instant of a day fraction `m` after 0h UT of the base day.
    func date(dayFraction m: Double) -> Date {
        JulianDay.date(baseJulianDay + m)
    }

    /// Declination (degrees) at day fraction `m`.
    func declination(at m: Double) -> Double {
        if let heldSun { return heldSun.declination }
        return Self.interpolate(current.declination, previous.declination, next.declination,
                                factor: m + deltaTInDays)
    }

    /// Local hour angle (degrees, in (-180, 180]) of the Sun at day fraction `m`;
    /// negative before transit. Meeus page 103: H = θ₀ + 360.985647 m − L − α, with
    /// L the longitude measured positively westward. With the Sun held for the day: the
    /// apparent solar time's, H = 360° m + λ + E − 180° with E the held equation of time.
    func hourAngle(at m: Double) -> Double {
        if let heldSun {
            return Degrees.wrappedToHalfTurn(360 * m + longitude + heldSun.equationOfTime - 180)
        }
        let n = m + deltaTInDays
        let rightAscension = Self.interpolateAngle(
            current.rightAscension, previous.rightAscension, next.rightAscension, factor: n)
        let sidereal = current.apparentSiderealTime + Self.siderealRate * m
        return Degrees.wrappedToHalfTurn(sidereal + longitude - rightAscension)
    }

    /// Day fraction of the transit (upper culmination) nearest the civil noon.
    var transit: Double {
        var m = civilNoon
        for _ in 0..<Self.maximumIterations {
            let correction = -hourAngle(at: m) / Self.siderealRate
            m += correction
            if abs(correction) < Self.convergence { break }
        }
        return m
    }

    /// Hour angle (degrees, 0...180) at which the Sun stands at `altitude` for
    /// declination `declination`, or nil when it never reaches that altitude.
    /// Meeus 15.1: cos H₀ = (sin h₀ − sin φ sin δ) / (cos φ cos δ).
    func hourAngle(forAltitude altitude: Double, declination: Double) -> Double? {
        let cosine = (Degrees.sin(altitude) - Degrees.sin(latitude) * Degrees.sin(declination))
            / (Degrees.cos(latitude) * Degrees.cos(declination))
        guard cosine >= -1, cosine <= 1 else { return nil }
        return Degrees.acos(cosine)
    }

    /// Day fraction at which the Sun's centre is at `altitude` degrees, before
    /// (`afterTransit == false`) or after the transit at `transit`; nil when the Sun
    /// does not reach that altitude on this day.
    func time(altitude: Double, afterTransit: Bool, transit: Double) -> Double? {
        let sign = afterTransit ? 1.0 : -1.0
        guard let initial = hourAngle(forAltitude: altitude, declination: declination(at: transit)) else {
            return nil
        }
        var m = transit + sign * initial / Self.siderealRate
        for _ in 0..<Self.maximumIterations {
            guard let target = hourAngle(forAltitude: altitude, declination: declination(at: m)) else {
                return nil
            }
            let correction = Degrees.wrappedToHalfTurn(sign * target - hourAngle(at: m)) / Self.siderealRate
            m += correction
            if abs(correction) < Self.convergence { return m }
        }
        return m
    }

    /// Interpolation from three tabular values at equal intervals, Meeus formula 3.3:
    /// y = y₂ + n/2 (a + b + n c), with a = y₂ − y₁, b = y₃ − y₂, c = b − a.
    static func interpolate(_ y2: Double, _ y1: Double, _ y3: Double, factor n: Double) -> Double {
        let a = y2 - y1
        let b = y3 - y2
        return y2 + n / 2 * (a + b + n * (b - a))
    }

    /// Formula 3.3 for angles that may wrap through 360°.
    static func interpolateAngle(_ y2: Double, _ y1: Double, _ y3: Double, factor n: Double) -> Double {
        let a = Degrees.wrappedToHalfTurn(y2 - y1)
        let b = Degrees.wrappedToHalfTurn(y3 - y2)
        return y2 + n / 2 * (a + b + n * (b - a))
    }
}
