import FoundationEssentials

/// How Isha is defined by a method.
public enum IshaDefinition: Sendable, Equatable {
    /// When the Sun is this many degrees below the horizon.
    case angle(Double)
    /// This many minutes after Maghrib (Maghrib including the method's own Maghrib offset).
    case minutesAfterMaghrib(Int)
}

/// The parameters that define a calculation method.
public struct MethodParameters: Sendable, Equatable {
    /// Depression of the Sun below the horizon at Fajr, degrees.
    public var fajrAngle: Double
    public var isha: IshaDefinition
    /// Depression of the Sun at Maghrib, degrees; nil means Maghrib is at sunset.
    public var maghribAngle: Double?
    /// Minute offsets that belong to the method itself (added to the user's).
    public var methodAdjustments: PrayerAdjustments
    /// The rounding the method's authority publishes with, time by time.
    public var rounding: PrayerRounding
    /// Moonsighting Committee seasonal twilight bounds (Khalid Shaukat).
    public var seasonalTwilight: Bool
    /// Isha interval used during Ramadan when the Ramadan switch is on.
    public var ramadanIshaMinutes: Int?
    /// Sunrise and Maghrib as the authority's own solar altitudes for the place's
    /// height (Morocco); nil for sunrise and sunset at the standard horizon.
    public var horizon: AuthorityHorizon?
    /// Which declination gives Asr's noon shadow.
    public var asrShadowDeclination: AsrShadowDeclination
    /// When the Sun's position is taken.
    public var sunModel: SunModel
    /// Seconds the authority adds before rounding, beyond its whole minutes (JAKIM's Zohor: 1 min 4 s).
    public var methodSeconds: PrayerAdjustments

    public init(fajrAngle: Double, isha: IshaDefinition, maghribAngle: Double? = nil,
                methodAdjustments: PrayerAdjustments = PrayerAdjustments(),
                rounding: PrayerRounding = PrayerRounding(.nearest), seasonalTwilight: Bool = false,
                ramadanIshaMinutes: Int? = nil, horizon: AuthorityHorizon? = nil,
                asrShadowDeclination: AsrShadowDeclination = .atTransit, sunModel: SunModel = .atEachInstant,
                methodSeconds: PrayerAdjustments = PrayerAdjustments()) {
        self.fajrAngle = fajrAngle
        self.isha = isha
        self.maghribAngle = maghribAngle
        self.methodAdjustments = methodAdjustments
        self.rounding = rounding
        self.seasonalTwilight = seasonalTwilight
        self.ramadanIshaMinutes = ramadanIshaMinutes
        self.horizon = horizon
        self.asrShadowDeclination = asrShadowDeclination
        self.sunModel = sunModel
        self.methodSeconds = methodSeconds
    }
}

/// Sunrise and Maghrib at fixed altitudes of the Sun's centre that sink with the
/// town's height h (metres): depression = base + dip·√h, the √h of the dip of the
/// horizon (0.0347°·√h for the full dip, the PrayTimes manual, "Elevation").
public struct AuthorityHorizon: Sendable, Equatable {
    public var sunriseBase: Double
    public var sunriseDip: Double
    public var maghribBase: Double
    public var maghribDip: Double

    /// Degrees below the horizon of the Sun's centre at Sunrise, for a town `elevation` metres high.
    public func sunriseDepression(elevation: Double) -> Double { sunriseBase + sunriseDip * max(0, elevation).squareRoot() }
    /// Degrees below the horizon of the Sun's centre at Maghrib.
    public func maghribDepression(elevation: Double) -> Double { maghribBase + maghribDip * max(0, elevation).squareRoot() }

    /// The Moroccan Ministry of Habous and Islamic Affairs, which publishes times but
    /// no method. Fitted here to its 2020 timetables of 17 towns from 100 to 1,500 m
    /// (batoulapps/adhan-js pull request 17) with the towns' altitudes from the
    /// ministry's own table: each town's Sunrise and Maghrib sit at one solar altitude
    /// all year (spread 0.06°, the minute's rounding), and that altitude follows the
    /// town's height — Sunrise with the full dip, Maghrib with about 85 % of it. Left
    /// out of the fit one at a time, 14 of the towns are predicted within 0.07°;
    /// `docs/methods.md` has the table.
    public static let morocco = AuthorityHorizon(sunriseBase: 1.01, sunriseDip: 0.0347, maghribBase: 1.28, maghribDip: 0.0295)

    /// Turkey's Diyanet: the Sun's centre 50′ below the horizon (0.833°, its tables from 2025;
    /// 0.8365° before) whatever the place's height: one value fits its 81 province centres
    /// from 9 m to 1,914 m up, where a dip for the height misses a third of the minutes.
    public static let diyanet = AuthorityHorizon(sunriseBase: 50.0 / 60, sunriseDip: 0, maghribBase: 50.0 / 60, maghribDip: 0)

    /// Indonesia's Kemenag: the Sun's centre 1° below the horizon at Terbit and Maghrib, with
    /// no refraction or height of its own (fitted to its tables of 516 places, 2021–2030: every
    /// lowland place within 0.001° of 1°); its highland regencies take 2° (`AuthorityZone.kemenag`).
    public static let kemenag = AuthorityHorizon(sunriseBase: 1, sunriseDip: 0, maghribBase: 1, maghribDip: 0)
}

/// The preset calculation methods, identified as on the command line and in config.
///
/// Parameters and their sources are tabulated in `docs/methods.md`. Presets that
/// the Adhan library (batoulapps) defines follow its published parameters,
/// including its minute offsets; the others follow the parameters the Aladhan
/// service publishes for the same authority.
public enum CalculationMethod: String, CaseIterable, Sendable, Codable {
    case mwl, isna, egypt
    case ummAlQura = "umm-al-qura"
    case karachi, tehran, jafari, dubai, gulf, kuwait, qatar, singapore, turkey
    case moonsightingCommittee = "moonsighting-committee"
    case france, russia, jakim, kemenag, tunisia, algeria, morocco, jordan, portugal
    case custom

    /// The authority's name.
    public var displayName: String {
        switch self {
        case .mwl: "Muslim World League"
        case .isna: "Islamic Society of North America (ISNA)"
        case .egypt: "Egyptian General Authority of Survey"
        case .ummAlQura: "Umm al-Qura University, Makkah"
        case .karachi: "University of Islamic Sciences, Karachi"
        case .tehran: "Institute of Geophysics, University of Tehran"
        case .jafari: "Shia Ithna-Ashari, Leva Institute, Qum"
        case .dubai: "Dubai (Awqaf UAE)"
        case .gulf: "Gulf Region"
        case .kuwait: "Kuwait"
        case .qatar: "Qatar"
        case .singapore: "Majlis Ugama Islam Singapura"
        case .turkey: "Diyanet İşleri Başkanlığı, Turkey"
        case .moonsightingCommittee: "Moonsighting Committee Worldwide"
        case .france: "Union des Organisations Islamiques de France"
        case .russia: "Spiritual Administration of Muslims of Russia"
        case .jakim: "Jabatan Kemajuan Islam Malaysia (JAKIM)"
        case .kemenag: "Kementerian Agama Republik Indonesia"
        case .tunisia: "Tunisia"
        case .algeria: "Algeria"
        case .morocco: "Morocco"
        case .jordan: "Ministry of Awqaf, Jordan"
        case .portugal: "Comunidade Islâmica de Lisboa"
        case .custom: "Custom angles"
        }
    }

    /// The preset's parameters. For `custom` these are a placeholder of 18°/17° that
    /// the configuration replaces with the user's own angles.
    public var parameters: MethodParameters {
        switch self {
        case .mwl:
            MethodParameters(fajrAngle: 18, isha: .angle(17), methodAdjustments: PrayerAdjustments(dhuhr: 1))
        case .isna:
            MethodParameters(fajrAngle: 15, isha: .angle(15), methodAdjustments: PrayerAdjustments(dhuhr: 1))
        case .egypt:
            // The Survey Authority publishes Dhuhr at the transit (its 2026 tables of 48 towns: docs/methods.md).
            MethodParameters(fajrAngle: 19.5, isha: .angle(17.5))
        case .ummAlQura:
            // ummulqura.org.sa's tables round every time up and Sunrise down (21 cities, 2026-27: docs/methods.md).
            MethodParameters(fajrAngle: 18.5, isha: .minutesAfterMaghrib(90), rounding: .upWithSunriseDown, ramadanIshaMinutes: 120)
        case .karachi:
            MethodParameters(fajrAngle: 18, isha: .angle(18), methodAdjustments: PrayerAdjustments(dhuhr: 1))
        case .tehran:
            MethodParameters(fajrAngle: 17.7, isha: .angle(14), maghribAngle: 4.5)
        case .jafari:
            MethodParameters(fajrAngle: 16, isha: .angle(14), maghribAngle: 4)
        case .dubai:
            MethodParameters(fajrAngle: 18.2, isha: .angle(18.2),
                             methodAdjustments: PrayerAdjustments(sunrise: -3, dhuhr: 3, asr: 3, maghrib: 3))
        case .gulf:
            MethodParameters(fajrAngle: 19.5, isha: .minutesAfterMaghrib(90))
        case .kuwait:
            MethodParameters(fajrAngle: 18, isha: .angle(17.5))
        case .qatar:
            MethodParameters(fajrAngle: 18, isha: .minutesAfterMaghrib(90))
        case .singapore:
            MethodParameters(fajrAngle: 20, isha: .angle(18), methodAdjustments: PrayerAdjustments(dhuhr: 1),
                             rounding: PrayerRounding(.up))
        case .turkey:
            // Fitted to Diyanet's tables of the 81 province centres, 2021-2026 (docs/methods.md, "Turkey:
            // Diyanet"): the Sun taken once a day at 0h UT, Sunrise and Maghrib at the standard 50′ with no
            // height, the temkins -7, +5, +4 and +7 minutes, rounded to the nearest minute.
            MethodParameters(fajrAngle: 18, isha: .angle(17),
                             methodAdjustments: PrayerAdjustments(sunrise: -7, dhuhr: 5, asr: 4, maghrib: 7),
                             horizon: .diyanet, sunModel: .onceADayAt0hUT)
        case .moonsightingCommittee:
            MethodParameters(fajrAngle: 18, isha: .angle(18),
                             methodAdjustments: PrayerAdjustments(dhuhr: 5, maghrib: 3), seasonalTwilight: true)
        case .france:
            MethodParameters(fajrAngle: 12, isha: .angle(12))
        case .russia:
            MethodParameters(fajrAngle: 16, isha: .angle(15))
        case .jakim:
            // Fitted to JAKIM's own tables of 2022-2026 (docs/methods.md, "Malaysia: JAKIM"): Subuh at 18°
            // since its revision (20° before), Isyak 18° (17° in Kelantan: AuthorityZone.jakim), Zohor 1 min
            // 4 s after the transit, the prayers rounded up and Syuruk down, the Sun held for the day at
            // the transit (five states take it at each instant: their zones say so).
            MethodParameters(fajrAngle: 18, isha: .angle(18), rounding: .upWithSunriseDown, sunModel: .onceADayAtTransit,
                             methodSeconds: PrayerAdjustments(dhuhr: 64))
        case .kemenag:
            // Fitted to Bimas Islam's own tables (docs/methods.md, "Indonesia: Kemenag"): Subuh 20°,
            // Isya 18°, Terbit and Maghrib with the Sun's centre 1° below the horizon (2° in the
            // highland regencies: AuthorityZone.kemenag), an ihtiyat of 2 minutes (3 for Dzuhur,
            // taken off Terbit), the prayers rounded up and Terbit down, and Asr's noon shadow
            // from the declination at 0h UT.
            MethodParameters(fajrAngle: 20, isha: .angle(18),
                             methodAdjustments: PrayerAdjustments(fajr: 2, sunrise: -2, dhuhr: 3, asr: 2, maghrib: 2, isha: 2),
                             rounding: .upWithSunriseDown, horizon: .kemenag, asrShadowDeclination: .atStartOfDayUT)
        case .tunisia:
            MethodParameters(fajrAngle: 18, isha: .angle(18))
        case .algeria:
            // The ministry's 1447 AH calendars round every time up and put Maghrib 3 minutes after sunset (docs/methods.md).
            MethodParameters(fajrAngle: 18, isha: .angle(17), methodAdjustments: PrayerAdjustments(maghrib: 3), rounding: PrayerRounding(.up))
        case .morocco:
            // Fitted to the ministry's timetables (AuthorityHorizon.morocco): Fajr at 19.1°
            // (19.07–19.11° in every town, where the published 19° is half a minute late),
            // Isha 17°, Dhuhr 5 minutes after the transit as Aladhan's method 21 tunes it.
            MethodParameters(fajrAngle: 19.1, isha: .angle(17), methodAdjustments: PrayerAdjustments(dhuhr: 5),
                             horizon: .morocco)
        case .jordan:
            MethodParameters(fajrAngle: 18, isha: .angle(18), methodAdjustments: PrayerAdjustments(maghrib: 5))
        case .portugal:
            // Aladhan method 22: Maghrib 3 min after sunset, Isha 77 min after Maghrib, and its tune adds Dhuhr +5.
            MethodParameters(fajrAngle: 18, isha: .minutesAfterMaghrib(77),
                             methodAdjustments: PrayerAdjustments(dhuhr: 5, maghrib: 3))
        case .custom:
            MethodParameters(fajrAngle: 18, isha: .angle(17))
        }
    }
}
