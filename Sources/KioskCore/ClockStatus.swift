import FoundationEssentials
import MosqueSettings
import PrayerCalc

/// What the clock screen shows about the schedule at one instant.
public struct ClockStatus: Sendable, Equatable {
    /// A prayer time with the day it belongs to.
    public struct Moment: Sendable, Equatable {
        public let prayer: Prayer
        public let date: CivilDate
        public let time: Date
        /// For a Friday's second Jumu'ah: 2.
        public let jumuah: Int?

        init(prayer: Prayer, date: CivilDate, time: Date, jumuah: Int? = nil) {
            self.prayer = prayer
            self.date = date
            self.time = time
            self.jumuah = jumuah
        }
    }

    /// The day whose rows are shown (tomorrow after the rollover).
    public let day: DaySchedule
    /// The prayer whose time has begun most recently; none between sunrise and
    /// Dhuhr, when no obligatory prayer's time is running (the Fajr time ends at sunrise).
    public let currentPrayer: Moment?
    /// The next prayer with an adhan.
    public let nextPrayer: Moment?
    /// Between an adhan and its iqama (or a Friday's first and second Jumu'ah):
    /// the prayer and the iqama instant to count down to.
    public let iqamaCountdown: Moment?
    /// Inside the configured night window.
    public let isNight: Bool
    /// Whether `day` is later than the local date (after the rollover).
    public let showsTomorrow: Bool
    /// The prayer the congregation is praying now (from its iqama for its configured minutes).
    public var inProgress: PrayerWindow? = nil
    /// The prayer to pick out on the wall: the one whose adhan has come until its
    /// congregation is over, then the next one.
    public var highlighted: Moment? = nil
    /// The day after `day`: where the wall finds tomorrow's Fajr once Isha has come.
    public var following: DaySchedule? = nil
}

extension PrayerTimesManager {
    /// The schedule as seen at `now`; nil before the first tick.
    public func status(at now: Date) -> ClockStatus? {
        guard let current, let next else { return nil }
        let schedules = [previous, current, next].compactMap { $0 }
        let moments = schedules.flatMap { schedule in
            schedule.rows.map { (row: $0, date: schedule.date) }
        }
        let begun = moments.last { $0.row.time <= now }.flatMap { $0.row.prayer.hasAdhan ? $0 : nil }
        let upcoming = moments.first { $0.row.prayer.hasAdhan && $0.row.time > now }
        // Iqamas still to come for prayers whose adhan has been called, the soonest first.
        var iqamas: [ClockStatus.Moment] = moments.compactMap { entry in
            guard let iqama = entry.row.iqama, entry.row.time <= now, now < iqama else { return nil }
            return ClockStatus.Moment(prayer: entry.row.prayer, date: entry.date, time: iqama)
        }
        for schedule in schedules {
            if let second = schedule.secondJumuah, schedule.row(.dhuhr).time <= now, now < second {
                iqamas.append(ClockStatus.Moment(prayer: .dhuhr, date: schedule.date, time: second, jumuah: 2))
            }
        }
        let waiting = iqamas.min { $0.time < $1.time }
        var isNight = false
        if let night = settings.schedule.nightMode {
            let zone = settings.location.timeZone
            isNight = zip(schedules, schedules.dropFirst()).contains { day, following in
                day.nightWindow(until: following, settings: night, zone: zone)?.contains(now) ?? false
            }
        }
        let currentMoment = begun.map { ClockStatus.Moment(prayer: $0.row.prayer, date: $0.date, time: $0.row.time) }
        let nextMoment = upcoming.map { ClockStatus.Moment(prayer: $0.row.prayer, date: $0.date, time: $0.row.time) }
        var status = ClockStatus(
            day: current,
            currentPrayer: currentMoment,
            nextPrayer: nextMoment,
            iqamaCountdown: waiting,
            isNight: isNight,
            showsTomorrow: current.date > CivilDate(containing: now, in: settings.location.timeZone))
        status.inProgress = prayerInProgress(at: now)
        status.highlighted = Self.highlight(current: currentMoment, next: nextMoment, schedules: schedules,
                                            windows: prayerWindows, now: now)
        status.following = next
        return status
    }

    /// The first instant after `now` at which `status(at:)` may answer differently
    /// (until the manager handles another event): every adhan, iqama and Jumu'ah time
    /// of the three days, each prayer window's start and end, each night window's start
    /// and the instant after its end (the window holds its end), each forbidden time's
    /// start and end (`display.forbiddenTimes`), and the next local
    /// midnight (`showsTomorrow`). Between `now` and that instant the status is the same,
    /// so the kiosk builds the clock's state again only then or on an event.
    public func nextStatusChange(after now: Date) -> Date {
        let schedules = [previous, current, next].compactMap { $0 }
        var instants = schedules.flatMap { schedule in
            schedule.rows.flatMap { [$0.time] + ($0.iqama.map { [$0] } ?? []) } + schedule.jumuah
        }
        instants += prayerWindows.flatMap { [$0.start, $0.end] }
        instants += forbiddenTimeBounds()
        if let night = settings.schedule.nightMode {
            let zone = settings.location.timeZone
            for (day, following) in zip(schedules, schedules.dropFirst()) {
                guard let window = day.nightWindow(until: following, settings: night, zone: zone) else { continue }
                instants += [window.lowerBound, Date(timeIntervalSinceReferenceDate: window.upperBound.timeIntervalSinceReferenceDate.nextUp)]
            }
        }
        let zone = settings.location.timeZone
        instants.append(CivilDate(containing: now, in: zone).adding(days: 1).instant(hour: 0, minute: 0, in: zone))
        return instants.filter { $0 > now }.min() ?? .distantFuture
    }

    /// The prayer whose adhan came last while its iqama is awaited or its
    /// congregation is still praying; otherwise the next prayer.
    static func highlight(current: ClockStatus.Moment?, next: ClockStatus.Moment?, schedules: [DaySchedule],
                          windows: [PrayerWindow], now: Date) -> ClockStatus.Moment? {
        guard let current, let day = schedules.first(where: { $0.date == current.date }) else { return next }
        let row = day.row(current.prayer)
        let windowEnd = windows.filter { $0.date == current.date && $0.prayer == current.prayer }.map(\.end).max()
        let congregationOver = windowEnd ?? row.iqama ?? row.time
        return now < congregationOver ? current : next
    }
}
