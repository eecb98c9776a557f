import FoundationEssentials

/// Computes a place's daily prayer times. Pure: the date is always passed in.
public struct PrayerTimeCalculator: Sendable {
    public let location: Location
    public let settings: CalculationSettings

    /// Validates the location and method parameters.
    public init(location: Location, settings: CalculationSettings) throws(PrayerCalcError) {
        var place = location
        if let zone = settings.zone {
            // The authority's times are its point's, at the height its horizon already allows for.
            (place.latitude, place.longitude, place.elevation) = (zone.latitude, zone.longitude, zone.departure.elevation)
        }
        guard place.latitude.isFinite, (-90...90).contains(place.latitude) else {
            throw .latitudeOutOfRange(place.latitude)
        }
        guard place.longitude.isFinite, (-180...180).contains(place.longitude) else {
            throw .longitudeOutOfRange(place.longitude)
        }
        guard place.elevation.isFinite, (-500...10_000).contains(place.elevation) else {
            throw .elevationOutOfRange(place.elevation)
        }
        let parameters = settings.parameters
        guard (0.1...30).contains(parameters.fajrAngle) else {
            throw .angleOutOfRange(name: "Fajr angle", value: parameters.fajrAngle)
        }
        switch parameters.isha {
        case .angle(let angle):
            guard (0.1...30).contains(angle) else { throw .angleOutOfRange(name: "Isha angle", value: angle) }
        case .minutesAfterMaghrib(let minutes):
            guard (1...300).contains(minutes) else { throw .intervalOutOfRange(minutes) }
        }
        if let angle = parameters.maghribAngle, !(0...30).contains(angle) {
            throw .angleOutOfRange(name: "Maghrib angle", value: angle)
        }
        if let hours = Self.zoneDistance(place) { throw .timeZoneFarFromLongitude(zone: place.timeZone.identifier, hours: hours, longitude: place.longitude) }
        self.location = place
        self.settings = settings
        func point(_ point: AuthorityZone.Point?) -> Location? {
            point.map { Location(latitude: $0.latitude, longitude: $0.longitude, elevation: place.elevation, timeZone: place.timeZone) }
        }
        laterPlace = point(settings.zone?.laterPoint)
        sunrisePlace = point(settings.zone?.sunrisePoint)
    }

    /// A zone's second station, whose later times are taken, and its Sunrise station.
    private let laterPlace: Location?
    private let sunrisePlace: Location?

    /// Hours a place's own zone may be from the Sun's time at its longitude. The
    /// widest real cases are about three hours (western China on UTC+8, Spain's
    /// summer time in Galicia); a zone half a day away turns the day upside down.
    public static let farthestZoneHours = 6.0

    /// How far the zone's clock is from the longitude's mean solar time (15° an
    /// hour), in winter or summer whichever is farther, when beyond `farthestZoneHours`.
    static func zoneDistance(_ location: Location) -> Double? {
        let solar = location.longitude / 15
        // invariant: fixed, valid dates
        let distances = [CivilDate(year: 2026, month: 1, day: 15)!, CivilDate(year: 2026, month: 7, day: 15)!].map { date in
            let offset = Double(location.timeZone.secondsFromGMT(for: date.instant(hour: 12, in: location.timeZone))) / 3600
            var distance = (offset - solar).truncatingRemainder(dividingBy: 24)
            if distance > 12 { distance -= 24 }
            if distance < -12 { distance += 24 }
            return distance
        }
        return distances.first { abs($0) > farthestZoneHours }
    }

    /// The times for one civil date.
    public func times(on date: CivilDate) -> DayTimes {
        var today = unroundedTimes(on: date, at: location)
        if let laterPlace {
            let there = unroundedTimes(on: date, at: laterPlace)
            (today.fajr, today.dhuhr, today.asr) = (max(today.fajr, there.fajr), max(today.dhuhr, there.dhuhr), max(today.asr, there.asr))
            (today.maghrib, today.isha) = (max(today.maghrib, there.maghrib), max(today.isha, there.isha))
        }
        if let sunrisePlace { today.sunrise = unroundedTimes(on: date, at: sunrisePlace).sunrise }
        let tomorrow = unroundedTimes(on: date.adding(days: 1), at: location)
        let rounding = settings.rounding
        let fajr = final(today.fajr, .fajr)
        let maghrib = final(today.maghrib, .maghrib)
        let nextFajr = final(tomorrow.fajr, .fajr)
        let night = nextFajr.timeIntervalSince(maghrib)
        return DayTimes(
            date: date,
            imsak: fajr.addingTimeInterval(-Double(settings.imsakMinutes) * 60),
            fajr: fajr,
            sunrise: final(today.sunrise, .sunrise),
            dhuhr: final(today.dhuhr, .dhuhr),
            asr: final(today.asr, .asr),
            maghrib: maghrib,
            isha: final(today.isha, .isha),
            midnight: rounding[.isha].apply(to: maghrib.addingTimeInterval(night / 2)),
            lastThird: rounding[.isha].apply(to: maghrib.addingTimeInterval(night * 2 / 3)),
            estimated: TimeName.allCases.filter { today.estimated.contains($0) },
            hijri: today.hijri)
    }

    /// Adds the method's seconds and minutes and the user's minutes to a truncated instant, then rounds.
    private func final(_ instant: Date, _ prayer: Prayer) -> Date {
        let parameters = settings.parameters
        let seconds = (parameters.methodAdjustments[prayer] + settings.adjustments[prayer]) * 60 + parameters.methodSeconds[prayer]
        let truncated = instant.timeIntervalSince1970.rounded(.down)
        return settings.rounding[prayer].apply(to: Date(timeIntervalSince1970: truncated + Double(seconds)))
    }

    /// The instants before adjustments and rounding.
    struct Unrounded {
        var fajr, sunrise, dhuhr, asr, maghrib, isha: Date
        var estimated: Set<TimeName>
        var hijri: HijriDate
    }

    func unroundedTimes(on date: CivilDate, at location: Location) -> Unrounded {
        let parameters = settings.parameters
        let events = SolarEvents(date: date, location: location, asrSchool: settings.asrSchool,
                                 asrShadowDeclination: parameters.asrShadowDeclination, sunModel: parameters.sunModel)
        let hijri = settings.hijriCalendar.date(of: date)
        var estimated: Set<TimeName> = []
        if events.isPolarEstimate {
            estimated = [.imsak, .fajr, .sunrise, .asr, .maghrib, .isha, .midnight, .lastThird]
        }
        let night = events.tomorrowSunrise.timeIntervalSince(events.sunset)
        let rule = settings.highLatitudeRule
        let moonsightingSeventh = parameters.seasonalTwilight && abs(location.latitude) >= 55

        // Fajr: the method's angle, bounded from below by a rule.
        var fajr = events.twilight(depression: parameters.fajrAngle, evening: false)
        var fajrBound: Date?
        if moonsightingSeventh {
            fajr = events.sunrise.addingTimeInterval(-night / 7)
            estimated.formUnion([.imsak, .fajr])
        } else if parameters.seasonalTwilight {
            fajrBound = MoonsightingSeason.fajr(sunrise: events.sunrise, latitude: location.latitude, date: date)
        } else if let portion = rule.nightPortion(angle: parameters.fajrAngle, latitude: location.latitude) {
            fajrBound = events.sunrise.addingTimeInterval(-portion * night)
        }
        if let bound = fajrBound, fajr.map({ $0 < bound }) ?? true {
            fajr = bound
            estimated.formUnion([.imsak, .fajr])
        }
        let fajrTime = fajr ?? {
            estimated.formUnion([.imsak, .fajr])
            return events.twilightFromNearestLatitude(depression: parameters.fajrAngle, evening: false,
                                                      longitude: location.longitude)
        }()

        // Isha: an interval after Maghrib, or the method's angle bounded from above by a rule.
        let sunsetMaghrib = events.sunset.addingTimeInterval(Double(parameters.methodAdjustments.maghrib) * 60)
        var ishaTime: Date
        switch parameters.isha {
        case .minutesAfterMaghrib(let minutes):
            let ramadanMinutes = settings.ummAlQuraRamadanIsha && hijri.isRamadan ? parameters.ramadanIshaMinutes : nil
            let interval = Double(ramadanMinutes ?? minutes) * 60
            ishaTime = sunsetMaghrib.addingTimeInterval(interval)
        case .angle(let angle):
            var isha = events.twilight(depression: angle, evening: true)
            var ishaBound: Date?
            if moonsightingSeventh {
                isha = events.sunset.addingTimeInterval(night / 7)
                estimated.insert(.isha)
            } else if parameters.seasonalTwilight {
                ishaBound = MoonsightingSeason.isha(sunset: events.sunset, latitude: location.latitude, date: date,
                                                    shafaq: settings.shafaq)
            } else if let portion = rule.nightPortion(angle: angle, latitude: location.latitude) {
                ishaBound = events.sunset.addingTimeInterval(portion * night)
            }
            if let bound = ishaBound, isha.map({ $0 > bound }) ?? true {
                isha = bound
                estimated.insert(.isha)
            }
            ishaTime = isha ?? {
                estimated.insert(.isha)
                return events.twilightFromNearestLatitude(depression: angle, evening: true, longitude: location.longitude)
            }()
        }

        // Maghrib: sunset, or the method's angle when that falls between sunset and Isha.
        var maghrib = events.sunset
        if let angle = parameters.maghribAngle, let angled = events.twilight(depression: angle, evening: true),
           angled > events.sunset, angled < ishaTime {
            maghrib = angled
        }
        // An authority's own horizon moves Sunrise and Maghrib to its altitudes for the town's height.
        var sunrise = events.sunrise
        if let horizon = parameters.horizon, !events.isPolarEstimate {
            sunrise = events.twilight(depression: horizon.sunriseDepression(elevation: location.elevation), evening: false) ?? sunrise
            maghrib = events.twilight(depression: horizon.maghribDepression(elevation: location.elevation), evening: true) ?? maghrib
        }
        return Unrounded(fajr: fajrTime, sunrise: sunrise, dhuhr: events.transit, asr: events.asr,
                         maghrib: maghrib, isha: ishaTime, estimated: estimated, hijri: hijri)
    }

}
