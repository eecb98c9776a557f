import FileFormats
import FoundationEssentials
import PrayerCalc
import ZoneInfo

/// A local date and time in the mosque's zone, `YYYY-MM-DDTHH:MM`.
public struct LocalDateTime: Sendable, Equatable, Comparable, CustomStringConvertible {
    public let date: CivilDate
    public let hour: Int
    public let minute: Int

    public init(date: CivilDate, hour: Int, minute: Int) {
        self.date = date
        self.hour = hour
        self.minute = minute
    }

    /// Parses `YYYY-MM-DDTHH:MM` (a space in place of the T is taken too, as people type it).
    public init?(_ text: String) {
        let characters = Array(text.trimmingBlanks())
        guard characters.count == 16, characters[10] == "T" || characters[10] == " ",
              let date = CivilDate(iso: String(characters[0..<10])), let clock = ClockTime(String(characters[11...])) else { return nil }
        self.init(date: date, hour: clock.hour, minute: clock.minute)
    }

    /// The instant this wall-clock time names in `zone` (a time skipped by a DST change moves forward).
    public func instant(in zone: Zone) -> Date { date.instant(hour: hour, minute: minute, in: zone) }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.hour, lhs.minute) < (rhs.date, rhs.hour, rhs.minute)
    }

    public var description: String { "\(date)T\(NumberText.zeroPadded(hour)):\(NumberText.zeroPadded(minute))" }
}

/// A notice for the congregation ("Janazah after Dhuhr"), in any language, shown on
/// the wall and the public page from `from` until `until` (both optional, in the mosque's zone).
public struct Announcement: Sendable, Equatable {
    public var text: String
    public var from: LocalDateTime?
    public var until: LocalDateTime?
    /// Whether the screen stays on while it is current, whatever `display.power` says
    /// (a lecture in the evening; `"screenOn": true`).
    public var keepsScreenOn = false

    public init(text: String, from: LocalDateTime? = nil, until: LocalDateTime? = nil, keepsScreenOn: Bool = false) {
        self.text = text
        self.from = from
        self.until = until
        self.keepsScreenOn = keepsScreenOn
    }

    /// Whether it shows at `now`: after its start (when it has one) and before its end.
    public func isCurrent(at now: Date, in zone: Zone) -> Bool {
        if let from, now < from.instant(in: zone) { return false }
        if let until, now >= until.instant(in: zone) { return false }
        return true
    }

    /// The text as the screens show it: control characters and bidi controls
    /// removed, runs of white space made one space.
    public var displayText: String {
        ControlCharacters.removed(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The longest text an announcement may have.
    public static let maximumLength = 500
}

/// An Eid prayer: its date, one or more times, and where.
public struct EidPrayer: Sendable, Equatable {
    public var date: CivilDate
    public var times: [ClockTime]
    public var place: String?

    public init(date: CivilDate, times: [ClockTime], place: String? = nil) {
        self.date = date
        self.times = times
        self.place = place
    }

    /// Shown from `daysBefore` days before its date until the end of the day.
    public func isShown(on today: CivilDate, daysBefore: Int) -> Bool {
        today <= date && today.adding(days: daysBefore) >= date
    }

    /// Its times as instants in `zone`, in order.
    public func instants(in zone: Zone) -> [Date] {
        times.sorted().map { date.instant(hour: $0.hour, minute: $0.minute, in: zone) }
    }

    /// The first of its times after `now`, nil once the last has begun.
    public func nextTime(after now: Date, in zone: Zone) -> Date? {
        instants(in: zone).first { $0 > now }
    }
}

extension Settings {
    /// The announcements that show at `now`, in the order of the file.
    public func currentAnnouncements(at now: Date) -> [Announcement] {
        announcements.filter { $0.isCurrent(at: now, in: location.timeZone) && !$0.displayText.isEmpty }
    }

    /// The Eid prayers to show at `now`, the soonest first: from `display.eidDaysBefore`
    /// days before each until its last time has begun.
    public func eidPrayersShown(at now: Date) -> [EidPrayer] {
        let zone = location.timeZone
        let today = CivilDate(containing: now, in: zone)
        return eid.filter { $0.isShown(on: today, daysBefore: display.eidDaysBefore) && $0.nextTime(after: now, in: zone) != nil }
            .sorted { $0.date < $1.date }
    }
}
