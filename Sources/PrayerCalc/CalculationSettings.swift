import FileFormats
import FoundationEssentials
import ZoneInfo

/// Where the times are for.
public struct Location: Sendable, Equatable {
    /// Degrees, north positive, −90...90.
    public var latitude: Double
    /// Degrees, east positive, −180...180.
    public var longitude: Double
    /// Metres above the surrounding terrain's horizon; lowers the horizon for Sunrise and Maghrib.
    public var elevation: Double
    public var timeZone: Zone

    public init(latitude: Double, longitude: Double, elevation: Double = 0, timeZone: Zone) {
        self.latitude = latitude
        self.longitude = longitude
        self.elevation = elevation
        self.timeZone = timeZone
    }
}

/// Everything that decides how a day's times are computed.
public struct CalculationSettings: Sendable, Equatable {
    public var method: CalculationMethod
    /// The user's own parameters, used when `method` is `custom`.
    public var customParameters: MethodParameters?
    public var asrSchool: AsrSchool
    public var highLatitudeRule: HighLatitudeRule
    /// nil uses the method's own rounding (`up` for Singapore, otherwise `nearest`).
    public var roundingOverride: Rounding?
    /// The user's per-prayer minute adjustments (added to the method's own).
    public var adjustments: PrayerAdjustments
    public var shafaq: Shafaq
    /// Umm al-Qura: Isha 120 minutes after Maghrib during Ramadan instead of 90.
    public var ummAlQuraRamadanIsha: Bool
    /// Imsak is this many minutes before Fajr.
    public var imsakMinutes: Int
    /// Days added to the Hijri date (local moon-sighting correction).
    public var hijriAdjustment: Int
    /// Month starts announced locally, which the Hijri date follows over the adjustment.
    public var hijriMonthStarts: [HijriMonthStart] = []
    /// The authority's place the times are for (a JAKIM zone, a Kemenag regency): its
    /// point and its own departures from the method replace the mosque's coordinates.
    public var zone: AuthorityZone?

    public init(method: CalculationMethod, customParameters: MethodParameters? = nil, asrSchool: AsrSchool = .standard,
                highLatitudeRule: HighLatitudeRule = .middleOfTheNight, roundingOverride: Rounding? = nil,
                adjustments: PrayerAdjustments = PrayerAdjustments(), shafaq: Shafaq = .general,
                ummAlQuraRamadanIsha: Bool = true, imsakMinutes: Int = 10, hijriAdjustment: Int = 0) {
        self.method = method
        self.customParameters = customParameters
        self.asrSchool = asrSchool
        self.highLatitudeRule = highLatitudeRule
        self.roundingOverride = roundingOverride
        self.adjustments = adjustments
        self.shafaq = shafaq
        self.ummAlQuraRamadanIsha = ummAlQuraRamadanIsha
        self.imsakMinutes = imsakMinutes
        self.hijriAdjustment = hijriAdjustment
    }

    /// The parameters in force: the preset's, or the user's own for `custom`.
    public var parameters: MethodParameters {
        let own = method == .custom ? customParameters ?? method.parameters : method.parameters
        return zone.map { own.applying($0.departure) } ?? own
    }

    /// The Hijri calendar the mosque follows.
    public var hijriCalendar: HijriCalendar { HijriCalendar(adjustment: hijriAdjustment, announcedStarts: hijriMonthStarts) }

    /// The rounding in force: the user's for every time, or the method's own.
    public var rounding: PrayerRounding { roundingOverride.map { PrayerRounding($0) } ?? parameters.rounding }
}

/// Why a calculation could not be set up.
public enum PrayerCalcError: Error, Equatable, CustomStringConvertible {
    case latitudeOutOfRange(Double)
    case longitudeOutOfRange(Double)
    case elevationOutOfRange(Double)
    case angleOutOfRange(name: String, value: Double)
    case intervalOutOfRange(Int)
    /// The zone's clock is this many hours from the Sun's time at the longitude.
    case timeZoneFarFromLongitude(zone: String, hours: Double, longitude: Double)

    public var description: String {
        switch self {
        case .latitudeOutOfRange(let value): "latitude must be from -90 to 90, got \(value)"
        case .longitudeOutOfRange(let value): "longitude must be from -180 to 180, got \(value)"
        case .elevationOutOfRange(let value): "elevation must be from -500 to 10000 metres, got \(value)"
        case .angleOutOfRange(let name, let value): "\(name) must be from 0 to 30 degrees, got \(value)"
        case .intervalOutOfRange(let value): "Isha interval must be from 1 to 300 minutes, got \(value)"
        case .timeZoneFarFromLongitude(let zone, let hours, let longitude):
            "the time zone \(zone) is \(NumberText.fixed(abs(hours), decimals: 1)) hours from the Sun's time at longitude \(longitude); "
                + "a place's own zone is at most \(Int(PrayerTimeCalculator.farthestZoneHours)) hours from it: check the time zone and the longitude"
        }
    }
}
