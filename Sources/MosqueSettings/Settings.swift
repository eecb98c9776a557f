import FileFormats
import FoundationEssentials
import Messages
import PrayerCalc
import ZoneInfo

/// The whole configuration of a Mawqut installation, validated.
public struct Settings: Sendable, Equatable {
    public var location: LocationSettings
    public var calculation: CalculationSettings
    public var iqama: IqamaSettings
    public var display: DisplaySettings
    public var audio: AudioSettings
    public var schedule: ScheduleSettings
    public var quran: QuranSettings
    /// Where the times come from: calculated, a mosque's imported timetable, or Aladhan.
    public var source: TimesSource = .local
    /// The Aladhan service's address (overridable for a mirror, and for tests).
    public var aladhanBaseURL = "https://api.aladhan.com"
    /// The settings screen asks for the PIN this hashes to (`SettingsPIN`); nil: no PIN.
    public var settingsPinHash: String?
    /// Displays kept in step through an MQTT broker, and Home Assistant; nil: off.
    public var mqtt: MQTTSettings?
    /// The admin page, `mawqut-admin`.
    public var admin = AdminSettings()
    /// Notices for the congregation, in the order written.
    public var announcements: [Announcement] = []
    /// Eid prayers to announce.
    public var eid: [EidPrayer] = []
    /// Announcement and Eid entries that could not be read: each is named on the
    /// status line and left out, and the others still show.
    public var entryIssues: [ConfigIssue] = []

    public init(location: LocationSettings = .default, calculation: CalculationSettings = CalculationSettings(method: .isna),
                iqama: IqamaSettings = IqamaSettings(), display: DisplaySettings = DisplaySettings(),
                audio: AudioSettings = AudioSettings(), schedule: ScheduleSettings = ScheduleSettings(),
                quran: QuranSettings = QuranSettings()) {
        self.location = location
        self.calculation = calculation
        self.iqama = iqama
        self.display = display
        self.audio = audio
        self.schedule = schedule
        self.quran = quran
    }

    /// The recording configured for a prayer's adhan.
    public func adhanFile(for prayer: Prayer) -> String {
        schedule.audio(for: prayer).file ?? (prayer == .fajr ? audio.fajrAdhanFile : audio.adhanFile)
    }

    /// The settings used when there is no configuration file.
    public static let defaults = Settings()

    /// What a kiosk that has no usable configuration at all runs on: no place (so no
    /// prayer times are shown), the system's own time zone for the clock.
    public static var unconfigured: Settings {
        var settings = Settings()
        let zone = Zone.current()
        // A meridian near the zone's offset, so that the calculation accepts the pair (no times are shown).
        let meridian = max(-180, min(180, Double(zone.secondsFromGMT(for: Date())) / 240))
        settings.location = LocationSettings(name: "not configured", latitude: 0, longitude: meridian, timeZone: zone, isDefault: true)
        return settings
    }
}

/// The place, as the user names it.
public struct LocationSettings: Sendable, Equatable {
    public var name: String
    public var latitude: Double
    public var longitude: Double
    public var timeZone: Zone
    public var elevation: Double
    /// True when no location was configured and the built-in default is in use.
    public var isDefault: Bool

    public init(name: String, latitude: Double, longitude: Double, timeZone: Zone, elevation: Double = 0,
                isDefault: Bool = false) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        self.elevation = elevation
        self.isDefault = isDefault
    }

    /// Queens, New York: the location used until one is configured.
    public static let `default` = LocationSettings(
        name: "Queens, New York", latitude: 40.7282, longitude: -73.7949, timeZone: newYork, isDefault: true)

    /// New York from the system's tz database. Where the system has none (Debian's tzdata is
    /// a dependency; a bare container may lack it), its rule since 2007 stands in: EST/EDT,
    /// from the second Sunday of March to the first Sunday of November (the footer of the
    /// database's own America/New_York file).
    private static let newYork = Zone(identifier: "America/New_York") ?? Zone(
        identifier: "America/New_York",
        rules: ZoneRules(rule: PosixTimeZone(
            standard: LocalTimeType(secondsFromUT: -5 * 3600, isDaylightSaving: false, abbreviation: "EST"),
            daylight: .init(
                type: LocalTimeType(secondsFromUT: -4 * 3600, isDaylightSaving: true, abbreviation: "EDT"),
                start: .init(day: .monthWeekDay(month: 3, week: 2, weekday: 0), secondOfDay: 7200),
                end: .init(day: .monthWeekDay(month: 11, week: 1, weekday: 0), secondOfDay: 7200)))))

    /// The name with "(default location)" appended while the built-in default is in use.
    public var label: String { isDefault ? "\(name) (default location)" : name }

    /// The calculation engine's view of the place.
    public var calculationLocation: Location {
        Location(latitude: latitude, longitude: longitude, elevation: elevation, timeZone: timeZone)
    }
}

/// When the congregation stands for each prayer.
public enum IqamaRule: Sendable, Equatable {
    /// This many minutes after the adhan.
    case offset(minutes: Int)
    /// At a fixed local clock time every day.
    case fixed(hour: Int, minute: Int)
}

/// Iqama rules for the five prayers, and the periods (Ramadan, a season) that change them.
public struct IqamaSettings: Sendable, Equatable {
    public var rules: [Prayer: IqamaRule]
    public var periods: [IqamaPeriod]

    /// Defaults: Fajr 16, Dhuhr 21, Asr 18, Maghrib 9, Isha 15 minutes after the adhan.
    public init(rules: [Prayer: IqamaRule] = IqamaSettings.defaultRules, periods: [IqamaPeriod] = []) {
        self.rules = rules
        self.periods = periods
    }

    public static let defaultRules: [Prayer: IqamaRule] = [
        .fajr: .offset(minutes: 16), .dhuhr: .offset(minutes: 21), .asr: .offset(minutes: 18),
        .maghrib: .offset(minutes: 9), .isha: .offset(minutes: 15),
    ]
}

/// 12- or 24-hour clock.
public enum ClockFormat: String, Sendable, CaseIterable {
    case twelveHour = "12h"
    case twentyFourHour = "24h"
}

/// Digits for times and dates (CLDR's numbering systems latn, arab and arabext).
public enum DigitStyle: String, Sendable, CaseIterable {
    case latin
    /// Arabic-Indic digits (٠١٢٣٤٥٦٧٨٩), as Arabic writes them.
    case arabic
    /// Extended Arabic-Indic digits (۰۱۲۳۴۵۶۷۸۹), as Persian and Urdu write them.
    case extendedArabic = "extended-arabic"

    /// `text` with its ASCII digits written in this style.
    public func write(_ text: String) -> String {
        switch self {
        case .latin: text
        case .arabic: NumberText.arabicIndicDigits(text)
        case .extendedArabic: NumberText.extendedArabicIndicDigits(text)
        }
    }
}

/// How Arabic reaches the terminal: `shaped` for terminals without bidi (the
/// default, including the Linux console), `logical` for those that shape themselves.
public enum ArabicMode: String, Sendable, CaseIterable {
    case shaped, logical
}

/// Colour theme of the screen.
public enum Theme: String, Sendable, CaseIterable {
    case `default`
    /// White on black, bold, no mid-tones: for bright rooms and weak eyes.
    case highContrast = "high-contrast"
    /// No colours at all, only bold, dim and reverse.
    case monochrome
}

/// How the clock screen is laid out.
public enum ClockLayout: String, Sendable, CaseIterable {
    /// For a prayer hall: every adhan and iqama time in big digits, read from 15 metres.
    case hall
    /// For a home: the big clock over a table of the day's times.
    case home
}

/// What the screen shows in the night window.
public enum NightStyle: String, Sendable, CaseIterable {
    /// Everything, dimmed.
    case dim
    /// Only the clock, dimmed.
    case clockOnly = "clock-only"
}

/// How the kiosk screen looks.
public struct DisplaySettings: Sendable, Equatable {
    public var layout: ClockLayout
    public var clock: ClockFormat
    public var seconds: Bool
    public var digits: DigitStyle
    /// The wall's language (`display.language`, a BCP 47 tag): its words come from that
    /// language's catalogue, English where there is none.
    public var language: LanguageTag
    /// The language of the second line under the prayers' names and the calm screen
    /// during a prayer (`display.secondLanguage`); nil for none. Arabic by default, and
    /// none when the wall is in Arabic already.
    public var secondLanguage: LanguageTag?
    public var arabic: ArabicMode
    public var theme: Theme
    public var nightStyle: NightStyle
    /// The full-screen iqama countdown appears this many minutes before iqama; 0 is off.
    public var iqamaCountdownMinutes: Int
    /// The layout moves by a cell this often (burn-in protection); 0 is off.
    public var burnInShiftMinutes: Int
    /// A reader, guide or the settings screen left this long without a key gives the
    /// screen back to the clock (a wall display must not stay on them); 0 is never.
    public var returnToClockMinutes: Int
    /// The Wayland kiosk's font size in points; nil chooses it from the screen's width (`KioskFont`).
    public var fontSize: Int?
    /// An Eid prayer is announced from this many days before its date.
    public var eidDaysBefore = 10
    /// Seconds each current announcement stays before the next one (when there are several).
    public var announcementSeconds = 8
    /// When the screen sleeps and how it is switched off (`display.power`).
    public var power = ScreenPowerSettings()
    /// The forbidden times shown while they last; nil (the default) shows none.
    public var forbiddenTimes: ForbiddenTimesSettings?
    /// A QR code on the hall layout that opens the mosque's page on a phone (`display.qrCode`).
    public var qrCode = false
    /// What the QR code opens (`display.qrCodeAddress`); nil: the public page of this
    /// display's admin server, at the address it reports.
    public var qrCodeAddress: String?

    public init(layout: ClockLayout = .home, clock: ClockFormat = .twelveHour, seconds: Bool = true, digits: DigitStyle = .latin,
                language: LanguageTag = .english, secondLanguage: LanguageTag? = .arabic, arabic: ArabicMode = .shaped, theme: Theme = .default,
                nightStyle: NightStyle = .dim, iqamaCountdownMinutes: Int = 5, burnInShiftMinutes: Int = 3,
                returnToClockMinutes: Int = 10) {
        self.layout = layout
        self.clock = clock
        self.seconds = seconds
        self.digits = digits
        self.language = language
        self.secondLanguage = secondLanguage
        self.arabic = arabic
        self.theme = theme
        self.nightStyle = nightStyle
        self.iqamaCountdownMinutes = iqamaCountdownMinutes
        self.burnInShiftMinutes = burnInShiftMinutes
        self.returnToClockMinutes = returnToClockMinutes
    }
}

/// Where sound goes and what is played.
public struct AudioSettings: Sendable, Equatable {
    /// ALSA device name, passed through as given (`default`, `plughw:1,0`, `hdmi:0`, …).
    public var device: String
    /// Adhan recording for Dhuhr, Asr, Maghrib and Isha; relative paths are inside the data directory.
    public var adhanFile: String
    /// Adhan recording for Fajr; relative paths are inside the data directory.
    public var fajrAdhanFile: String
    /// An ALSA mixer control ("PCM", "Master") to set volumes on instead of software gain.
    public var mixerControl: String?

    public init(device: String = "default", adhanFile: String = "adhan.mp3", fajrAdhanFile: String = "adhan-fajr.mp3",
                mixerControl: String? = nil) {
        self.device = device
        self.adhanFile = adhanFile
        self.fajrAdhanFile = fajrAdhanFile
        self.mixerControl = mixerControl
    }
}

/// What to do when an ayah's recitation file is missing.
public enum MissingRecitation: String, Sendable, CaseIterable {
    /// Say so and go on with the next ayah.
    case skip
    /// Say so and stop.
    case stop
}

/// The Quran reader's settings.
public struct QuranSettings: Sendable, Equatable {
    /// Translation codes shown under the Arabic, in order (`en`, `de`, …).
    public var translations: [String]
    /// Verse-by-verse (each ayah with its translation) or continuous text.
    public var verseByVerse: Bool
    /// The reciter in use, an EveryAyah folder name.
    public var reciter: String
    /// Reciters offered, EveryAyah folder names.
    public var reciters: [String]
    /// Where the EveryAyah folders are; relative paths are inside the data directory.
    public var recitationsDirectory: String
    /// Base URL to download missing ayah files from (`<base>/<reciter>/SSSAAA.mp3`); nil is off.
    public var downloadBaseURL: String?
    public var missingAudio: MissingRecitation
    /// Recitation speed: 1, 1.5 or 2.
    public var speed: Double

    public static let defaultReciters = [
        "Abdul_Basit_Murattal_192kbps", "Alafasy_128kbps", "Ghamadi_40kbps",
        "Ahmed_ibn_Ali_al-Ajamy_128kbps_ketaballah.net", "Hani_Rifai_192kbps",
    ]

    public init(translations: [String] = ["en"], verseByVerse: Bool = true, reciter: String = "Alafasy_128kbps",
                reciters: [String] = QuranSettings.defaultReciters, recitationsDirectory: String = "recitations",
                downloadBaseURL: String? = nil, missingAudio: MissingRecitation = .skip, speed: Double = 1) {
        self.translations = translations
        self.verseByVerse = verseByVerse
        self.reciter = reciter
        self.reciters = reciters
        self.recitationsDirectory = recitationsDirectory
        self.downloadBaseURL = downloadBaseURL
        self.missingAudio = missingAudio
        self.speed = speed
    }
}

/// Where the day's times come from.
public enum TimesSource: String, Sendable, CaseIterable {
    /// Calculated here from the location and method.
    case local
    /// A mosque's timetable imported with `mawqut import timetable`, for the dates it
    /// covers; calculated times elsewhere.
    case timetable
    /// The Aladhan service, fetched a month ahead and cached; the cache, or times
    /// calculated here, when it cannot be reached.
    case aladhan
}
