import FoundationEssentials

/// The Asr school: how long an object's shadow must grow before Asr begins.
public enum AsrSchool: String, CaseIterable, Sendable, Codable {
    /// Shadow equal to the object's length plus its noon shadow (Shafi'i, Maliki, Hanbali).
    case standard
    /// Shadow twice the object's length plus its noon shadow (Hanafi).
    case hanafi

    /// The shadow factor: 1 for `standard`, 2 for `hanafi`.
    public var shadowFactor: Double { self == .standard ? 1 : 2 }
}

/// When the Sun's position is taken.
public enum SunModel: Sendable, Equatable {
    /// At each instant computed: the declination and the Sun's hour angle of that moment.
    case atEachInstant
    /// Once a day, at 0h UT: one geometric declination and one equation of time (Meeus
    /// chapters 25 and 28, without nutation or aberration) for every time of the day, the
    /// hour angle running at 15° an hour of solar time. Turkey's Diyanet computes so
    /// (fitted to its tables: `docs/methods.md`); in autumn, when the declination falls
    /// 0.4° a day, its Maghrib and Isha are a minute or two later than the Sun's own.
    case onceADayAt0hUT
    /// Once a day, at the mean transit (0.5 − λ/360 of the UT day): the apparent
    /// declination and equation of time of that moment for every time of the day. Most of
    /// Malaysia's states compute JAKIM's tables so (fitted: `docs/methods.md`).
    case onceADayAtTransit
}

/// Which declination gives the noon shadow that Asr's shadow adds to.
public enum AsrShadowDeclination: Sendable, Equatable {
    /// The Sun's declination at the transit: the noon shadow of the day itself.
    case atTransit
    /// The declination at 0h UT of the day (of the UT date that holds the civil noon),
    /// as Indonesia's Kemenag computes it (fitted to its tables: `docs/methods.md`).
    case atStartOfDayUT
}

/// How Fajr and Isha are bounded where twilight lasts all night or is very long.
public enum HighLatitudeRule: String, CaseIterable, Sendable, Codable {
    /// Fajr no earlier than the middle of the night, Isha no later (night = sunset to sunrise).
    case middleOfTheNight = "middle-of-the-night"
    /// Fajr no earlier than the last seventh of the night, Isha no later than the first seventh.
    case seventhOfTheNight = "seventh-of-the-night"
    /// The bounding portion of the night is the twilight angle divided by 60.
    case twilightAngle = "twilight-angle"
    /// No bound; a twilight that never happens is taken from the nearest latitude where it does.
    case none
    /// `seventh-of-the-night` above 48° of latitude (north or south), else `middle-of-the-night`.
    case auto

    /// The rule actually applied at `latitude` (resolves `auto`).
    public func resolved(forLatitude latitude: Double) -> HighLatitudeRule {
        guard self == .auto else { return self }
        return abs(latitude) > 48 ? .seventhOfTheNight : .middleOfTheNight
    }

    /// The portion of the night (sunset to the next sunrise) that bounds a twilight of
    /// `angle` degrees at `latitude`; nil for `none`.
    public func nightPortion(angle: Double, latitude: Double) -> Double? {
        switch resolved(forLatitude: latitude) {
        case .middleOfTheNight: 1.0 / 2
        case .seventhOfTheNight: 1.0 / 7
        case .twilightAngle: angle / 60
        case .none, .auto: nil
        }
    }
}

/// How computed instants (first truncated to the whole second) become displayed minutes.
public enum Rounding: String, CaseIterable, Sendable, Codable {
    /// To the nearest minute; 30 seconds rounds up.
    case nearest
    /// Up to the next minute whenever there are seconds.
    case up
    /// Down to the minute: the seconds dropped.
    case down
    /// Keep the seconds.
    case none

    /// Applies the rounding to an instant.
    public func apply(to date: Date) -> Date {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        switch self {
        case .none: return Date(timeIntervalSince1970: seconds)
        case .nearest: return Date(timeIntervalSince1970: ((seconds + 30) / 60).rounded(.down) * 60)
        case .up: return Date(timeIntervalSince1970: (seconds / 60).rounded(.up) * 60)
        case .down: return Date(timeIntervalSince1970: (seconds / 60).rounded(.down) * 60)
        }
    }
}

/// The rounding of each time. Authorities that publish with a safety margin round the
/// prayers up, so that no time is shown before it has begun, and Sunrise down, so that
/// it is never shown after the end of Fajr's time.
public struct PrayerRounding: Sendable, Equatable {
    /// The rounding of every time not named in `exceptions`.
    public var common: Rounding
    public var exceptions: [Prayer: Rounding]

    /// `common` for every time but those named.
    public init(_ common: Rounding, except exceptions: [Prayer: Rounding] = [:]) {
        self.common = common
        self.exceptions = exceptions.filter { $0.value != common }
    }

    /// Every prayer up, Sunrise down.
    public static let upWithSunriseDown = PrayerRounding(.up, except: [.sunrise: .down])

    public subscript(prayer: Prayer) -> Rounding { exceptions[prayer] ?? common }

    /// Whether the times keep their seconds (every rounding `none`).
    public var keepsSeconds: Bool { Prayer.allCases.allSatisfy { self[$0] == .none } }

    /// `nearest`, or `up (sunrise down)` where the times differ, for reports.
    public var summary: String {
        let named = Prayer.allCases.filter { exceptions[$0] != nil }
        return named.isEmpty ? common.rawValue
            : "\(common.rawValue) (" + named.map { "\($0.rawValue) \(self[$0].rawValue)" }.joined(separator: ", ") + ")"
    }
}

/// The evening twilight the Moonsighting Committee method follows for Isha.
public enum Shafaq: String, CaseIterable, Sendable, Codable {
    /// Blend of red and white twilight; the committee's default.
    case general
    /// Red twilight (earlier Isha).
    case ahmer
    /// White twilight (later Isha).
    case abyad
}

/// Whole-minute offsets added to each computed time.
public struct PrayerAdjustments: Sendable, Equatable, Codable {
    public var fajr: Int
    public var sunrise: Int
    public var dhuhr: Int
    public var asr: Int
    public var maghrib: Int
    public var isha: Int

    public init(fajr: Int = 0, sunrise: Int = 0, dhuhr: Int = 0, asr: Int = 0, maghrib: Int = 0, isha: Int = 0) {
        self.fajr = fajr
        self.sunrise = sunrise
        self.dhuhr = dhuhr
        self.asr = asr
        self.maghrib = maghrib
        self.isha = isha
    }

    /// The offset in minutes for `prayer`.
    public subscript(prayer: Prayer) -> Int {
        switch prayer {
        case .fajr: fajr
        case .sunrise: sunrise
        case .dhuhr: dhuhr
        case .asr: asr
        case .maghrib: maghrib
        case .isha: isha
        }
    }
}
