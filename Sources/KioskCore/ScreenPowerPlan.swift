import FoundationEssentials
import MosqueSettings
import PrayerCalc

/// When the wall's screen may sleep over the days the scheduler knows: the gaps the
/// schedule (`display.power.schedule`) leaves between the times the hall needs it.
///
/// The hall needs the screen from `minutesBeforeAdhan` before each adhan until
/// `minutesAfterCongregation` after that prayer's congregation ends (its iqama plus
/// the prayer's length; on Fridays each Jumu'ah with its khutbah), around each Eid
/// prayer (counted as long as a Jumu'ah), and while an announcement asks for it.
/// `night` sleeps only in the gap from Isha's congregation to the next Fajr;
/// `between-prayers` in every gap. A gap shorter than
/// `ScreenPowerSettings.shortestSleepMinutes` is not taken. Where no schedule is
/// known (before the first day, after the last) the screen stays on.
public struct ScreenPowerPlan: Sendable, Equatable {
    /// The sleeps, in time order, none overlapping.
    public let sleeps: [Range<Date>]

    /// The plan over `schedules` (consecutive days, in order) for `settings`.
    public init(schedules: [DaySchedule], settings: Settings) {
        let power = settings.display.power
        guard power.schedule != .alwaysOn, !schedules.isEmpty else {
            sleeps = []
            return
        }
        let before = Double(power.minutesBeforeAdhan) * 60
        let after = Double(power.minutesAfterCongregation) * 60
        let spans = schedules.flatMap { Self.prayerSpans($0, settings: settings, before: before, after: after) }
        guard let first = spans.min(by: { $0.range.lowerBound < $1.range.lowerBound }),
              let last = spans.max(by: { $0.range.upperBound < $1.range.upperBound }) else {
            sleeps = []
            return
        }
        var candidates: [Range<Date>] = []
        switch power.schedule {
        case .alwaysOn:
            break
        case .night:
            for (day, following) in zip(schedules, schedules.dropFirst()) {
                guard let isha = spans.first(where: { $0.date == day.date && $0.prayer == .isha }),
                      let fajr = spans.first(where: { $0.date == following.date && $0.prayer == .fajr }),
                      isha.range.upperBound < fajr.range.lowerBound else { continue }
                candidates.append(isha.range.upperBound..<fajr.range.lowerBound)
            }
        case .betweenPrayers:
            if first.range.lowerBound < last.range.upperBound { candidates.append(first.range.lowerBound..<last.range.upperBound) }
        }
        var awake = spans.map(\.range)
        awake += Self.eidSpans(settings, before: before, after: after)
        awake += Self.announcementSpans(settings, within: first.range.lowerBound..<last.range.upperBound)
        let shortest = Double(ScreenPowerSettings.shortestSleepMinutes) * 60
        sleeps = Self.subtract(Self.merged(awake), from: candidates)
            .filter { $0.upperBound.timeIntervalSince($0.lowerBound) >= shortest }
    }

    /// The sleep that holds `instant`, if any.
    public func sleep(at instant: Date) -> Range<Date>? {
        sleeps.first { $0.contains(instant) }
    }

    /// The first sleep that begins after `instant`.
    public func nextSleep(after instant: Date) -> Range<Date>? {
        sleeps.first { $0.lowerBound > instant }
    }

    /// A prayer's time on the wall: from before its adhan to after its congregation.
    struct PrayerSpan {
        let prayer: Prayer
        let date: CivilDate
        let range: Range<Date>
    }

    /// Each prayer's span on a day: from `before` ahead of its adhan until `after` past
    /// the latest of its adhan, its iqama (when it fits) and the end of its prayer
    /// windows (the congregation, or each Jumu'ah with its khutbah). A Jumu'ah set
    /// before Friday's Dhuhr adhan opens the span earlier.
    static func prayerSpans(_ day: DaySchedule, settings: Settings, before: TimeInterval, after: TimeInterval) -> [PrayerSpan] {
        let windows = day.prayerWindows(settings.schedule)
        return day.rows.filter(\.prayer.hasAdhan).map { row in
            var start = row.time
            var end = row.time
            if let iqama = row.iqama, !row.iqamaMisfits { end = max(end, iqama) }
            for window in windows where window.prayer == row.prayer {
                start = min(start, window.start)
                end = max(end, window.end)
            }
            return PrayerSpan(prayer: row.prayer, date: day.date, range: start.addingTimeInterval(-before)..<end.addingTimeInterval(after))
        }
    }

    /// Each Eid prayer time, from `before` ahead of it until `after` past a Jumu'ah's length.
    static func eidSpans(_ settings: Settings, before: TimeInterval, after: TimeInterval) -> [Range<Date>] {
        let length = Double(settings.schedule.jumuahMinutes) * 60
        return settings.eid.flatMap { $0.instants(in: settings.location.timeZone) }.map {
            $0.addingTimeInterval(-before)..<$0.addingTimeInterval(length + after)
        }
    }

    /// Announcements that keep the screen on, over the part of `bounds` they are current in.
    static func announcementSpans(_ settings: Settings, within bounds: Range<Date>) -> [Range<Date>] {
        let zone = settings.location.timeZone
        return settings.announcements.filter(\.keepsScreenOn).compactMap { announcement in
            let start = max(bounds.lowerBound, announcement.from?.instant(in: zone) ?? bounds.lowerBound)
            let end = min(bounds.upperBound, announcement.until?.instant(in: zone) ?? bounds.upperBound)
            return start < end ? start..<end : nil
        }
    }

    /// The ranges joined where they overlap or touch, in order.
    static func merged(_ ranges: [Range<Date>]) -> [Range<Date>] {
        var result: [Range<Date>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// What is left of `candidates` outside every range of `awake` (merged, in order).
    static func subtract(_ awake: [Range<Date>], from candidates: [Range<Date>]) -> [Range<Date>] {
        candidates.flatMap { candidate in
            var pieces: [Range<Date>] = []
            var start = candidate.lowerBound
            for range in awake where range.overlaps(candidate) {
                if start < range.lowerBound { pieces.append(start..<range.lowerBound) }
                start = max(start, range.upperBound)
            }
            if start < candidate.upperBound { pieces.append(start..<candidate.upperBound) }
            return pieces
        }
    }
}

extension PrayerTimesManager {
    /// The screen's plan over the days the manager holds (yesterday, today, tomorrow).
    public var screenPowerPlan: ScreenPowerPlan {
        ScreenPowerPlan(schedules: [previous, current, next].compactMap { $0 }, settings: settings)
    }
}
