import FoundationEssentials
import Glibc

/// The solar instants a day's timetable is built from, found at the place's own
/// latitude or, inside the polar circles when the Sun does not rise or set, at the
/// nearest latitude where it does.
///
/// "Where it does" also asks that sunrise, Dhuhr, Asr, sunset and the next sunrise
/// lie at least `minimumGap` apart, so that the rounded times stay in order: on the
/// edge of a polar night the Sun may rise for a few minutes only, and on the edge
/// of a polar day set for a few minutes only.
struct SolarEvents {
    static let minimumGap: TimeInterval = 10 * 60

    /// Step toward the equator when searching for a latitude where an event exists.
    /// The same half degree the Adhan library's "aqrab al-balad" resolution uses.
    static let latitudeStep = 0.5

    let day: SolarDay
    /// Latitude the events were computed at.
    let latitude: Double
    /// Whether `latitude` differs from the place's (a polar day or night).
    let isPolarEstimate: Bool
    let transit: Date
    /// Day fraction of the transit in `day`'s reckoning.
    let transitFraction: Double
    let sunrise: Date
    let sunset: Date
    let asr: Date
    let tomorrowSunrise: Date
    /// Altitude of the Sun's upper limb at sunrise and sunset, degrees (negative).
    let horizonAltitude: Double

    /// Altitude of the Sun's centre at sunrise and sunset: 50′ below the horizon
    /// (34′ refraction and 16′ semi-diameter, Meeus page 102), lowered by the dip of
    /// the horizon for an observer `elevation` metres up, 0.0347°·√h (the PrayTimes
    /// manual, praytimes.org, "Elevation").
    static func horizonAltitude(elevation: Double) -> Double {
        -(50.0 / 60.0 + 0.0347 * max(0, elevation).squareRoot())
    }

    init(date: CivilDate, location: Location, asrSchool: AsrSchool, asrShadowDeclination: AsrShadowDeclination = .atTransit,
         sunModel: SunModel = .atEachInstant) {
        let horizon = SolarEvents.horizonAltitude(elevation: location.elevation)
        let noon = date.noon(in: location.timeZone)
        let tomorrowNoon = date.adding(days: 1).noon(in: location.timeZone)
        var latitude = location.latitude
        // One step per half degree reaches the equator; the search never runs longer.
        for _ in 0...SolarEvents.stepsToEquator(from: latitude) {
            if let events = SolarEvents(noon: noon, tomorrowNoon: tomorrowNoon, latitude: latitude,
                                        longitude: location.longitude, horizon: horizon,
                                        shadowFactor: asrSchool.shadowFactor, asrShadowDeclination: asrShadowDeclination,
                                        sunModel: sunModel, isPolarEstimate: latitude != location.latitude) {
                self = events
                return
            }
            latitude = SolarEvents.stepTowardEquator(latitude)
        }
        // Only a time zone far from the place's own solar time gets here (its civil noon
        // falls near midnight, where the spacing test cannot pass); at the equator the Sun
        // rises and sets every day, so without that test an answer always exists.
        guard let equator = SolarEvents(noon: noon, tomorrowNoon: tomorrowNoon, latitude: 0, longitude: location.longitude,
                                        horizon: horizon, shadowFactor: asrSchool.shadowFactor,
                                        asrShadowDeclination: asrShadowDeclination, sunModel: sunModel, isPolarEstimate: true,
                                        requireSpacing: false) else {
            preconditionFailure("invariant: the Sun rises and sets at the equator on every day")
        }
        self = equator
    }

    /// Half-degree steps from `latitude` to the equator.
    static func stepsToEquator(from latitude: Double) -> Int { Int((abs(latitude) / latitudeStep).rounded(.up)) }

    private init?(noon: Date, tomorrowNoon: Date, latitude: Double, longitude: Double, horizon: Double,
                  shadowFactor: Double, asrShadowDeclination: AsrShadowDeclination, sunModel: SunModel, isPolarEstimate: Bool,
                  requireSpacing: Bool = true) {
        let day = SolarDay(civilNoon: noon, latitude: latitude, longitude: longitude, sunModel: sunModel)
        let tomorrow = SolarDay(civilNoon: tomorrowNoon, latitude: latitude, longitude: longitude, sunModel: sunModel)
        let transit = day.transit
        guard let sunrise = day.time(altitude: horizon, afterTransit: false, transit: transit),
              let sunset = day.time(altitude: horizon, afterTransit: true, transit: transit),
              let tomorrowSunrise = tomorrow.time(altitude: horizon, afterTransit: false, transit: tomorrow.transit),
              let asr = day.time(altitude: SolarEvents.asrAltitude(latitude: latitude,
                                                                    noonDeclination: day.declination(at: asrShadowDeclination == .atTransit ? transit : 0),
                                                                    shadowFactor: shadowFactor),
                                 afterTransit: true, transit: transit)
        else { return nil }
        let sequence = [sunrise, transit, asr, sunset].map(day.date(dayFraction:))
            + [tomorrow.date(dayFraction: tomorrowSunrise)]
        guard !requireSpacing || zip(sequence, sequence.dropFirst()).allSatisfy({ $1.timeIntervalSince($0) >= SolarEvents.minimumGap }) else {
            return nil
        }
        self.day = day
        self.latitude = latitude
        self.isPolarEstimate = isPolarEstimate
        self.transit = day.date(dayFraction: transit)
        self.transitFraction = transit
        self.sunrise = day.date(dayFraction: sunrise)
        self.sunset = day.date(dayFraction: sunset)
        self.asr = day.date(dayFraction: asr)
        self.tomorrowSunrise = tomorrow.date(dayFraction: tomorrowSunrise)
        self.horizonAltitude = horizon
    }

    /// The Sun's altitude when an object's shadow is `shadowFactor` times its length
    /// plus its noon shadow: cot A = s + tan |φ − δ|, with δ the declination at the
    /// transit (the noon shadow). The instant is then found with the declination
    /// of the moment itself.
    static func asrAltitude(latitude: Double, noonDeclination: Double, shadowFactor: Double) -> Double {
        Degrees.atan(1 / (shadowFactor + Degrees.tan(abs(latitude - noonDeclination))))
    }

    /// The latitude half a degree nearer the equator (never crossing it).
    static func stepTowardEquator(_ latitude: Double) -> Double {
        abs(latitude) <= latitudeStep ? 0 : latitude - (latitude > 0 ? latitudeStep : -latitudeStep)
    }

    /// The instant the Sun is `depression` degrees below the horizon, in the morning
    /// or evening of this day, at this latitude.
    func twilight(depression: Double, evening: Bool) -> Date? {
        day.time(altitude: -depression, afterTransit: evening, transit: transitFraction)
            .map { day.date(dayFraction: $0) }
    }

    /// The twilight for rule `none` where the Sun never reaches `depression`: at the
    /// nearest latitude (toward the equator) where it does, the twilight's share of
    /// the night from sunset to the next sunrise is measured, and the same share of
    /// this place's night is taken. Keeping the share, rather than the clock time,
    /// keeps Fajr before sunrise and Isha after sunset.
    func twilightFromNearestLatitude(depression: Double, evening: Bool, longitude: Double) -> Date {
        let noon = JulianDay.date(day.baseJulianDay + day.civilNoon)
        let tomorrowNoon = noon.addingTimeInterval(86_400)
        let night = tomorrowSunrise.timeIntervalSince(sunset)
        var latitude = SolarEvents.stepTowardEquator(self.latitude)
        for _ in 0...SolarEvents.stepsToEquator(from: latitude) {
            let there = SolarDay(civilNoon: noon, latitude: latitude, longitude: longitude, sunModel: day.sunModel)
            let thereTomorrow = SolarDay(civilNoon: tomorrowNoon, latitude: latitude, longitude: longitude, sunModel: day.sunModel)
            let transit = there.transit
            if let twilight = there.time(altitude: -depression, afterTransit: evening, transit: transit),
               let rise = there.time(altitude: horizonAltitude, afterTransit: false, transit: transit),
               let set = there.time(altitude: horizonAltitude, afterTransit: true, transit: transit),
               let nextRise = thereTomorrow.time(altitude: horizonAltitude, afterTransit: false, transit: thereTomorrow.transit) {
                let thereNight = thereTomorrow.date(dayFraction: nextRise).timeIntervalSince(there.date(dayFraction: set))
                if evening {
                    let share = there.date(dayFraction: twilight).timeIntervalSince(there.date(dayFraction: set)) / thereNight
                    return sunset.addingTimeInterval(share * night)
                }
                let share = there.date(dayFraction: rise).timeIntervalSince(there.date(dayFraction: twilight)) / thereNight
                return sunrise.addingTimeInterval(-share * night)
            }
            latitude = SolarEvents.stepTowardEquator(latitude)
        }
        // No latitude down to the equator gave a twilight (only with a time zone far from
        // the place's solar time): the middle of the night, as the middle-of-the-night rule takes it.
        return sunset.addingTimeInterval(night / 2)
    }
}
