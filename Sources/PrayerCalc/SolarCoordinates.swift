import FoundationEssentials
import Glibc

/// The Sun's apparent equatorial coordinates at one instant of dynamical time, and
/// the apparent sidereal time at Greenwich for the same Julian Day taken as UT.
///
/// Low-accuracy solar theory of Meeus, *Astronomical Algorithms* (2nd ed.),
/// chapter 25 (accurate to about 0.01°), with the nutation of chapter 22 and the
/// sidereal time of chapter 12.
struct SolarCoordinates {
    /// Apparent right ascension α, degrees in [0, 360).
    let rightAscension: Double
    /// Apparent declination δ, degrees.
    let declination: Double
    /// Apparent sidereal time at Greenwich θ₀, degrees in [0, 360).
    let apparentSiderealTime: Double
    /// Declination from the true (geometric) longitude and the mean obliquity: no
    /// nutation, no aberration, as simpler almanacs take it.
    let geometricDeclination: Double
    /// The equation of time in degrees from the geometric position: L₀ − 0.0057183° − α
    /// (Meeus 28.3, without its nutation term), positive when the Sun is ahead of the clock.
    let geometricEquationOfTime: Double
    /// The equation of time in degrees from the apparent position: L₀ − 0.0057183° − α + Δψ cos ε (Meeus 28.3).
    let apparentEquationOfTime: Double

    init(julianDay jd: Double) {
        let t = JulianDay.centuries(sinceJ2000: jd)

        // Geometric mean longitude L₀ and mean anomaly M of the Sun, Meeus 25.2 and 25.3.
        let meanLongitude = Degrees.normalized(280.46646 + 36_000.76983 * t + 0.0003032 * t * t)
        let meanAnomaly = Degrees.normalized(357.52911 + 35_999.05029 * t - 0.0001537 * t * t)

        // Equation of the centre C, Meeus page 164.
        let center = (1.914602 - 0.004817 * t - 0.000014 * t * t) * Degrees.sin(meanAnomaly)
            + (0.019993 - 0.000101 * t) * Degrees.sin(2 * meanAnomaly)
            + 0.000289 * Degrees.sin(3 * meanAnomaly)
        let trueLongitude = meanLongitude + center

        // Apparent longitude λ, corrected for nutation and aberration, Meeus page 164.
        let omega = 125.04 - 1934.136 * t
        let apparentLongitude = trueLongitude - 0.00569 - 0.00478 * Degrees.sin(omega)

        // Mean obliquity ε₀, Meeus 22.2 (arcseconds converted to degrees).
        let meanObliquity = 23.0 + 26.0 / 60 + 21.448 / 3600
            - (46.8150 * t + 0.00059 * t * t - 0.001813 * t * t * t) / 3600

        // Obliquity for the apparent position of the Sun, Meeus 25.8.
        let apparentObliquity = meanObliquity + 0.00256 * Degrees.cos(omega)

        // Right ascension and declination, Meeus 25.6 and 25.7.
        rightAscension = Degrees.normalized(Degrees.atan2(
            Degrees.cos(apparentObliquity) * Degrees.sin(apparentLongitude),
            Degrees.cos(apparentLongitude)))
        declination = Degrees.asin(Degrees.sin(apparentObliquity) * Degrees.sin(apparentLongitude))

        // The geometric position: the true longitude on the mean obliquity (Meeus 25.6, 25.7).
        let geometricRightAscension = Degrees.atan2(Degrees.cos(meanObliquity) * Degrees.sin(trueLongitude), Degrees.cos(trueLongitude))
        geometricDeclination = Degrees.asin(Degrees.sin(meanObliquity) * Degrees.sin(trueLongitude))
        geometricEquationOfTime = Degrees.wrappedToHalfTurn(meanLongitude - 0.0057183 - geometricRightAscension)

        // Nutation in longitude Δψ and obliquity Δε, low-accuracy terms of Meeus page 144.
        let nodeLongitude = 125.04452 - 1934.136261 * t + 0.0020708 * t * t + t * t * t / 450_000
        let sunMeanLongitude = 280.4665 + 36_000.7698 * t
        let moonMeanLongitude = 218.3165 + 481_267.8813 * t
        let nutationInLongitude = (-17.20 * Degrees.sin(nodeLongitude)
            - 1.32 * Degrees.sin(2 * sunMeanLongitude)
            - 0.23 * Degrees.sin(2 * moonMeanLongitude)
            + 0.21 * Degrees.sin(2 * nodeLongitude)) / 3600
        let nutationInObliquity = (9.20 * Degrees.cos(nodeLongitude)
            + 0.57 * Degrees.cos(2 * sunMeanLongitude)
            + 0.10 * Degrees.cos(2 * moonMeanLongitude)
            - 0.09 * Degrees.cos(2 * nodeLongitude)) / 3600

        // Mean sidereal time at Greenwich, Meeus 12.4; apparent = mean + Δψ cos ε, page 88.
        let meanSidereal = 280.46061837 + 360.98564736629 * (jd - 2_451_545.0)
            + 0.000387933 * t * t - t * t * t / 38_710_000
        let trueObliquity = meanObliquity + nutationInObliquity
        apparentSiderealTime = Degrees.normalized(
            meanSidereal + nutationInLongitude * Degrees.cos(trueObliquity))
        apparentEquationOfTime = Degrees.wrappedToHalfTurn(meanLongitude - 0.0057183 - rightAscension
                                                           + nutationInLongitude * Degrees.cos(trueObliquity))
    }
}
