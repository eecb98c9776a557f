import FoundationEssentials
import MosqueSettings
import PrayerCalc
import ZoneInfo

/// One row of a day's schedule: a prayer (or sunrise) with its adhan and iqama.
public struct ScheduledPrayer: Sendable, Equatable {
    public let prayer: Prayer
    /// The adhan time (for sunrise, the sunrise).
    public let time: Date
    /// The iqama as configured (even where it does not fit the adhan); nil for sunrise.
    public let iqama: Date?
    /// Whether this row is Friday's Jumu'ah (Dhuhr replaced).
    public let isJumuah: Bool

    /// The longest wait from an adhan to its iqama that is taken as meant.
    public static let longestIqamaWait: TimeInterval = 120 * 60

    /// Whether the iqama comes before the adhan, or more than two hours after it: a
    /// fixed iqama kept from another season, most often (a configuration problem).
    public var iqamaMisfits: Bool {
        guard let iqama else { return false }
        return iqama < time || iqama.timeIntervalSince(time) > Self.longestIqamaWait
    }
}

/// A civil day's times as the kiosk uses them: adhan and iqama for each prayer,
/// Jumu'ah on Fridays, and when the day hands over to the next.
public struct DaySchedule: Sendable, Equatable {
    public let date: CivilDate
    public let times: DayTimes
    /// Fajr, Sunrise, Dhuhr (or Jumu'ah), Asr, Maghrib, Isha.
    public let rows: [ScheduledPrayer]
    /// Jumu'ah times (Fridays only; empty otherwise).
    public let jumuah: [Date]
    /// When the day shown becomes the next one: Isha plus the configured delay.
    public let rollover: Date
    /// Whether the times are published ones (a mosque timetable or Aladhan's) rather than calculated.
    public let fromTimetable: Bool

    /// Builds the schedule for the day of `times`, with a mosque timetable's times
    /// and iqamas in place when one covers the day.
    public init(times calculated: DayTimes, settings: Settings, timetable: TimetableDay? = nil) {
        let zone = settings.location.timeZone
        let times = timetable.map { $0.apply(to: calculated, zone: zone) } ?? calculated
        fromTimetable = timetable != nil
        let date = times.date
        self.date = date
        self.times = times
        let isFriday = date.isoWeekday == 5
        let jumuah = isFriday
            ? settings.schedule.jumuahTimes.compactMap { DaySchedule.resolve($0, on: date, times: times, zone: zone) }.sorted()
            : []
        self.jumuah = jumuah
        rows = Prayer.allCases.map { prayer in
            let time = times.time(for: prayer)
            guard prayer.hasAdhan else { return ScheduledPrayer(prayer: prayer, time: time, iqama: nil, isJumuah: false) }
            if prayer == .dhuhr, let first = jumuah.first {
                return ScheduledPrayer(prayer: prayer, time: time, iqama: first, isJumuah: true)
            }
            let published = timetable?.iqama[prayer].map { IqamaRule.fixed(hour: $0.hour, minute: $0.minute) }
            let rule = published ?? settings.iqama.rule(for: prayer, on: date) ?? .offset(minutes: 0)
            return ScheduledPrayer(prayer: prayer, time: time, iqama: DaySchedule.iqama(rule, adhan: time, on: date, zone: zone),
                                   isJumuah: false)
        }
        rollover = times.isha.addingTimeInterval(Double(settings.schedule.rolloverMinutesAfterIsha) * 60)
    }

    /// The row for a prayer.
    // invariant: rows hold every prayer in allCases order
    public func row(_ prayer: Prayer) -> ScheduledPrayer { rows[Prayer.allCases.firstIndex(of: prayer)!] }

    /// The iqama for a rule: the adhan plus an offset, or a fixed clock time, kept as
    /// given even when it falls before the adhan (`ScheduledPrayer.iqamaMisfits`
    /// says so, and the screen and `doctor` report it; the adhan still plays).
    static func iqama(_ rule: IqamaRule, adhan: Date, on date: CivilDate, zone: Zone) -> Date {
        switch rule {
        case .offset(let minutes):
            return adhan.addingTimeInterval(Double(minutes) * 60)
        case .fixed(let hour, let minute):
            return date.instant(hour: hour, minute: minute, in: zone)
        }
    }

    /// The second Jumu'ah, when there are two.
    public var secondJumuah: Date? { jumuah.count > 1 ? jumuah[1] : nil }

    /// The instant of an anchor on this day.
    static func resolve(_ anchor: DayAnchor, on date: CivilDate, times: DayTimes, zone: Zone) -> Date? {
        switch anchor {
        case .clock(let hour, let minute):
            return date.instant(hour: hour, minute: minute, in: zone)
        case .prayer(let prayer, let minutes):
            return times.time(for: prayer).addingTimeInterval(Double(minutes) * 60)
        }
    }

    /// The night window that starts on this day and ends on `next`: from the `from`
    /// anchor on this day to the first `to` anchor after it (on this day or the next).
    public func nightWindow(until next: DaySchedule, settings: NightModeSettings, zone: Zone) -> ClosedRange<Date>? {
        guard let start = DaySchedule.resolve(settings.from, on: date, times: times, zone: zone) else { return nil }
        let candidates = [(date, times), (next.date, next.times)].compactMap {
            DaySchedule.resolve(settings.to, on: $0.0, times: $0.1, zone: zone)
        }
        guard let end = candidates.first(where: { $0 > start }) else { return nil }
        return start...end
    }
}
