import FoundationEssentials

/// The Moonsighting Committee's seasonal twilight lengths.
///
/// Khalid Shaukat, "Fajr and Isha" (moonsighting.com, 2009): from observations the
/// twilight length, in minutes, is interpolated linearly through four seasonal
/// values a, b, c, d that grow with latitude, at 0, 91, 137, 183, 229 and 275 days
/// after the winter solstice (northern: 21 December, reckoned as day of year + 10;
/// southern: 21 June). These are the same coefficients the Adhan library uses.
enum MoonsightingSeason {
    /// Fajr: the instant this many minutes before sunrise.
    static func fajr(sunrise: Date, latitude: Double, date: CivilDate) -> Date {
        let l = abs(latitude) / 55
        let minutes = interpolate(a: 75 + 28.65 * l, b: 75 + 19.44 * l, c: 75 + 32.74 * l, d: 75 + 48.10 * l,
                                  day: daysSinceSolstice(date, latitude: latitude))
        return sunrise.addingTimeInterval(-(minutes * 60).rounded())
    }

    /// Isha: the instant this many minutes after sunset, for the chosen shafaq.
    static func isha(sunset: Date, latitude: Double, date: CivilDate, shafaq: Shafaq) -> Date {
        let l = abs(latitude) / 55
        let day = daysSinceSolstice(date, latitude: latitude)
        let minutes: Double
        switch shafaq {
        case .general:
            minutes = interpolate(a: 75 + 25.60 * l, b: 75 + 2.05 * l, c: 75 - 9.21 * l, d: 75 + 6.14 * l, day: day)
        case .ahmer:
            minutes = interpolate(a: 62 + 17.40 * l, b: 62 - 7.16 * l, c: 62 + 5.12 * l, d: 62 + 19.44 * l, day: day)
        case .abyad:
            minutes = interpolate(a: 75 + 25.60 * l, b: 75 + 7.16 * l, c: 75 + 36.84 * l, d: 75 + 81.84 * l, day: day)
        }
        return sunset.addingTimeInterval((minutes * 60).rounded())
    }

    /// Piecewise-linear course a → b → c → d → c → b → a over the year.
    static func interpolate(a: Double, b: Double, c: Double, d: Double, day: Int) -> Double {
        let x = Double(day)
        switch day {
        case ..<91: return a + (b - a) / 91 * x
        case ..<137: return b + (c - b) / 46 * (x - 91)
        case ..<183: return c + (d - c) / 46 * (x - 137)
        case ..<229: return d + (c - d) / 46 * (x - 183)
        case ..<275: return c + (b - c) / 46 * (x - 229)
        default: return b + (a - b) / 91 * (x - 275)
        }
    }

    /// Days since the winter solstice of the hemisphere.
    static func daysSinceSolstice(_ date: CivilDate, latitude: Double) -> Int {
        let daysInYear = CivilDate.isLeap(date.year) ? 366 : 365
        if latitude >= 0 {
            let days = date.dayOfYear + 10
            return days >= daysInYear ? days - daysInYear : days
        }
        let days = date.dayOfYear - (CivilDate.isLeap(date.year) ? 173 : 172)
        return days < 0 ? days + daysInYear : days
    }
}
