import FileFormats
import FoundationEssentials
import PrayerCalc

/// Per-prayer settings: the adhan, its reminder, and how long the prayer lasts.
public struct PrayerAudioSettings: Sendable, Equatable {
    /// Whether the adhan plays for this prayer.
    public var adhan: Bool
    /// The recording; nil uses `audio.adhan` (or `audio.fajrAdhan` for Fajr).
    public var file: String?
    /// Volume 0–100 for this prayer's adhan.
    public var volume: Int
    /// A reminder this many minutes before the adhan; 0 is off.
    public var reminderMinutes: Int
    /// Minutes the prayer is in progress after its iqama; nil uses `ScheduleSettings.quietMinutesAfterIqama`.
    public var prayerMinutes: Int?

    public init(adhan: Bool = true, file: String? = nil, volume: Int = 100, reminderMinutes: Int = 0, prayerMinutes: Int? = nil) {
        self.adhan = adhan
        self.file = file
        self.volume = volume
        self.reminderMinutes = reminderMinutes
        self.prayerMinutes = prayerMinutes
    }
}

/// A clock time, or an offset from one of the day's prayer times.
public enum DayAnchor: Sendable, Equatable {
    case clock(hour: Int, minute: Int)
    case prayer(Prayer, minutes: Int)

    /// Parses `HH:MM`, or a prayer name with an optional signed minute offset:
    /// `isha+60`, `fajr-30`, `maghrib`.
    public static func parse(_ text: String) -> DayAnchor? {
        if let rule = IqamaRuleParser.parse(.string(text)), case .fixed(let hour, let minute) = rule {
            return .clock(hour: hour, minute: minute)
        }
        let lower = text.lowercased().replacingLiterally(" ", with: "")
        for prayer in Prayer.allCases where lower.hasPrefix(prayer.rawValue) {
            let rest = lower.dropFirst(prayer.rawValue.count)
            if rest.isEmpty { return .prayer(prayer, minutes: 0) }
            guard let sign = rest.first, sign == "+" || sign == "-", let minutes = Int(rest.dropFirst()),
                  (0...720).contains(minutes) else { return nil }
            return .prayer(prayer, minutes: sign == "+" ? minutes : -minutes)
        }
        return nil
    }
}

/// The night window, when the screen dims.
public struct NightModeSettings: Sendable, Equatable {
    public var from: DayAnchor
    public var to: DayAnchor

    public init(from: DayAnchor = .prayer(.isha, minutes: 60), to: DayAnchor = .prayer(.fajr, minutes: -30)) {
        self.from = from
        self.to = to
    }
}

/// How the adhan schedule behaves through the day.
public struct ScheduleSettings: Sendable, Equatable {
    /// Per-prayer settings for the five prayers.
    public var prayers: [Prayer: PrayerAudioSettings]
    /// An adhan at most this old when first noticed still plays; older ones are missed.
    public var graceMinutes: Int
    /// The day shown rolls over to tomorrow this long after Isha.
    public var rolloverMinutesAfterIsha: Int
    /// After each iqama the prayer is in progress this many minutes (unless the
    /// prayer sets its own `prayerMinutes`): the wall says so, and nothing plays but an adhan.
    public var quietMinutesAfterIqama: Int
    /// Jumu'ah (the khutbah and the prayer) is in progress this many minutes from each Jumu'ah time.
    public var jumuahMinutes: Int
    /// A short tone this many minutes before sunrise; 0 is off.
    public var sunriseWarningMinutes: Int
    /// A dua recording played after each adhan; nil is off.
    public var duaFile: String?
    /// A short tone at each iqama.
    public var iqamaTone: Bool
    /// Jumu'ah times on Fridays (zero, one or two); the first is Dhuhr's iqama on Fridays.
    public var jumuahTimes: [DayAnchor]
    /// nil: night mode off (`"nightMode": "off"`); Isha+60 to Fajr−30 unless configured.
    public var nightMode: NightModeSettings?

    public init(prayers: [Prayer: PrayerAudioSettings] = ScheduleSettings.defaultPrayers, graceMinutes: Int = 2,
                rolloverMinutesAfterIsha: Int = 60, quietMinutesAfterIqama: Int = 10, sunriseWarningMinutes: Int = 0,
                duaFile: String? = nil, iqamaTone: Bool = false, jumuahTimes: [DayAnchor] = [], jumuahMinutes: Int = 45,
                nightMode: NightModeSettings? = NightModeSettings()) {
        self.prayers = prayers
        self.graceMinutes = graceMinutes
        self.rolloverMinutesAfterIsha = rolloverMinutesAfterIsha
        self.quietMinutesAfterIqama = quietMinutesAfterIqama
        self.sunriseWarningMinutes = sunriseWarningMinutes
        self.duaFile = duaFile
        self.iqamaTone = iqamaTone
        self.jumuahTimes = jumuahTimes
        self.jumuahMinutes = jumuahMinutes
        self.nightMode = nightMode
    }

    public static let defaultPrayers: [Prayer: PrayerAudioSettings] = Dictionary(
        uniqueKeysWithValues: Prayer.allCases.filter(\.hasAdhan).map { ($0, PrayerAudioSettings()) })

    /// Settings for one of the five prayers (defaults when absent).
    public func audio(for prayer: Prayer) -> PrayerAudioSettings { prayers[prayer] ?? PrayerAudioSettings() }

    /// How long a prayer is in progress after its iqama, in minutes.
    public func prayerMinutes(for prayer: Prayer) -> Int { audio(for: prayer).prayerMinutes ?? quietMinutesAfterIqama }
}
