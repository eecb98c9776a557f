import Foundation
import PrayerCalc

/// What the clock screen shows about the schedule at one instant.
public struct ClockStatus: Sendable, Equatable {
    /// A prayer time with the day it belongs to.
    public struct Moment: Sendable, Equatable {
        public let prayer: Prayer
        public let date: CivilDate
        public let time: Date
    }

    /// The day whose rows are shown (tomorrow after the rollover).
    public let day: DaySchedule
    /// The prayer whose time has begun most recently, if any.
    public let currentPrayer: Moment?
    /// The next prayer with an adhan.
    public let nextPrayer: Moment?
    /// Between an adhan and its iqama: the prayer and its iqama instant.
    public let iqamaCountdown: Moment?
    /// Inside the configured night window.
    public let isNight: Bool
    /// Whether `day` is later than the local date (after the rollover).
    public let showsTomorrow: Bool
}

extension PrayerTimesManager {
    /// The schedule as seen at `now`; nil before the first tick.
    public func status(at now: Date) -> ClockStatus? {
        guard let current, let next else { return nil }
        let schedules = [previous, current, next].compactMap { $0 }
        let moments = schedules.flatMap { schedule in
            schedule.rows.map { (row: $0, date: schedule.date) }
        }
        let begun = moments.last { $0.row.prayer.hasAdhan && $0.row.time <= now }
        let upcoming = moments.first { $0.row.prayer.hasAdhan && $0.row.time > now }
        let waiting = moments.last { entry in entry.row.iqama.map { entry.row.time <= now && now < $0 } ?? false }
        var isNight = false
        if let night = settings.schedule.nightMode {
            let zone = settings.location.timeZone
            isNight = zip(schedules, schedules.dropFirst()).contains { day, following in
                day.nightWindow(until: following, settings: night, zone: zone)?.contains(now) ?? false
            }
        }
        return ClockStatus(
            day: current,
            currentPrayer: begun.map { .init(prayer: $0.row.prayer, date: $0.date, time: $0.row.time) },
            nextPrayer: upcoming.map { .init(prayer: $0.row.prayer, date: $0.date, time: $0.row.time) },
            iqamaCountdown: waiting.map { .init(prayer: $0.row.prayer, date: $0.date, time: $0.row.iqama!) },
            isNight: isNight,
            showsTomorrow: current.date > CivilDate(containing: now, in: settings.location.timeZone))
    }
}
