import FoundationEssentials
import Glibc

/// Julian Day numbers and the difference between dynamical and universal time.
enum JulianDay {
    /// The Julian Day of the Unix epoch, 1970-01-01T00:00:00Z.
    static let unixEpoch = 2_440_587.5

    /// The Julian Day (UT) of an instant.
    static func of(_ date: Date) -> Double {
        unixEpoch + date.timeIntervalSince1970 / 86_400
    }

    /// The instant of a Julian Day (UT).
    static func date(_ julianDay: Double) -> Date {
        Date(timeIntervalSince1970: (julianDay - unixEpoch) * 86_400)
    }

    /// Julian centuries of 36525 days since J2000.0.
    /// Meeus, *Astronomical Algorithms* (2nd ed.), formula 12.1 / 25.1.
    static func centuries(sinceJ2000 julianDay: Double) -> Double {
        (julianDay - 2_451_545.0) / 36_525
    }

    /// ΔT = TD − UT in seconds, for the decimal year `year`.
    ///
    /// Polynomials by Espenak and Meeus, "Five Millennium Canon of Solar Eclipses"
    /// (NASA/TP-2006-214141), section "Polynomial expressions for ΔT". ΔT only shifts
    /// the interpolation argument of the solar coordinates (Meeus chapter 15), so an
    /// error of several seconds in ΔT moves a prayer time by far less than a second.
    static func deltaT(year: Double) -> Double {
        switch year {
        case 1986..<2005:
            let t = year - 2000
            return 63.86 + 0.3345 * t - 0.060374 * t * t + 0.0017275 * t * t * t
                + 0.000651814 * pow(t, 4) + 0.00002373599 * pow(t, 5)
        case 2005..<2050:
            let t = year - 2000
            return 62.92 + 0.32217 * t + 0.005589 * t * t
        case 2050..<2150:
            let u = (year - 1820) / 100
            return -20 + 32 * u * u - 0.5628 * (2150 - year)
        default:
            let u = (year - 1820) / 100
            return -20 + 32 * u * u
        }
    }
}
