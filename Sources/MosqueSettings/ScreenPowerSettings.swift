/// When the wall's screen sleeps (`display.power.schedule`).
public enum ScreenPowerSchedule: String, Sendable, CaseIterable {
    /// Never turned off (the default: a mosque asks for sleep).
    case alwaysOn = "always-on"
    /// Off from after the day's last congregation (Isha's) until before Fajr's adhan.
    case night
    /// Off at night and between prayers: after each congregation until before the next adhan.
    case betweenPrayers = "between-prayers"
}

/// How the screen is turned off and on (`display.power.method`).
public enum ScreenPowerMethod: String, Sendable, CaseIterable {
    /// The first that this machine has: CEC, else the text console, else black.
    case auto
    /// HDMI-CEC: the TV to standby and back (`cec-ctl` from v4l-utils).
    case cec
    /// The Linux text console's blanking, which under KMS drops the HDMI signal.
    case console
    /// DDC/CI: a monitor's power mode, VCP feature D6 (`ddcutil`).
    case ddc
    /// Nothing is switched: the kiosk draws a black screen (saves the panel, little power).
    case black
}

/// The screen's sleep: its schedule, its margins around the prayers, how it is
/// switched, and the figures for the admin page's estimate.
public struct ScreenPowerSettings: Sendable, Equatable {
    public var schedule: ScreenPowerSchedule
    /// The screen stays on this long after a congregation ends (the iqama plus the prayer's length).
    public var minutesAfterCongregation: Int
    /// The screen is on again this long before an adhan.
    public var minutesBeforeAdhan: Int
    /// A key, the admin page's "wake" or an MQTT wake keeps it on this long.
    public var wakeMinutes: Int
    public var method: ScreenPowerMethod
    /// The device to switch: a CEC node (`/dev/cec0`) or a DDC bus number (`11`); nil finds it.
    public var device: String?
    /// The screen's power draw when on, in watts, for the admin page's estimate of energy saved.
    public var watts: Int

    /// A sleep shorter than this is not taken: a TV switched off and on within
    /// minutes only wears its relay and keeps the hall waiting for a picture.
    public static let shortestSleepMinutes = 10

    public init(schedule: ScreenPowerSchedule = .alwaysOn, minutesAfterCongregation: Int = 15, minutesBeforeAdhan: Int = 20,
                wakeMinutes: Int = 10, method: ScreenPowerMethod = .auto, device: String? = nil, watts: Int = 80) {
        self.schedule = schedule
        self.minutesAfterCongregation = minutesAfterCongregation
        self.minutesBeforeAdhan = minutesBeforeAdhan
        self.wakeMinutes = wakeMinutes
        self.method = method
        self.device = device
        self.watts = watts
    }
}
