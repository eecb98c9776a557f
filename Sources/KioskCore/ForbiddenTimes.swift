import FoundationEssentials
import Messages
import MosqueSettings
import PrayerCalc

/// One of the times no voluntary prayer is prayed (Sahih Muslim 831).
public struct ForbiddenTime: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// From sunrise until the sun has risen.
        case sunrise
        /// While the sun stands at its height (zawal), until Dhuhr's time.
        case zawal
        /// While the sun sets, until Maghrib.
        case sunset
    }

    public let kind: Kind
    public let start: Date
    public let end: Date

    public func contains(_ instant: Date) -> Bool { start <= instant && instant < end }
}

extension DaySchedule {
    /// The day's forbidden times in order, as `settings` gives their lengths: from
    /// sunrise, before Dhuhr's time (the Dhuhr row's, also on a Friday), and before
    /// Maghrib (taken as sunset, as the Sunni methods compute Maghrib; with Tehran's
    /// and Jafari's later Maghrib the last minutes fall after sunset). One of 0 minutes
    /// is left out.
    public func forbiddenTimes(_ settings: ForbiddenTimesSettings) -> [ForbiddenTime] {
        let minute: TimeInterval = 60
        let sunrise = row(.sunrise).time
        let dhuhr = row(.dhuhr).time
        let maghrib = row(.maghrib).time
        return [
            ForbiddenTime(kind: .sunrise, start: sunrise, end: sunrise + Double(settings.afterSunriseMinutes) * minute),
            ForbiddenTime(kind: .zawal, start: dhuhr - Double(settings.beforeDhuhrMinutes) * minute, end: dhuhr),
            ForbiddenTime(kind: .sunset, start: maghrib - Double(settings.beforeMaghribMinutes) * minute, end: maghrib),
        ].filter { $0.start < $0.end }
    }
}

extension PrayerTimesManager {
    /// The forbidden time at `now`, when the mosque shows them (`display.forbiddenTimes`).
    public func forbiddenTime(at now: Date) -> ForbiddenTime? {
        guard let settings = settings.display.forbiddenTimes else { return nil }
        return [previous, current, next].compactMap { $0 }.lazy.flatMap { $0.forbiddenTimes(settings) }.first { $0.contains(now) }
    }

    /// Every start and end of a forbidden time over the days held (for `nextStatusChange`).
    func forbiddenTimeBounds() -> [Date] {
        guard let settings = settings.display.forbiddenTimes else { return [] }
        return [previous, current, next].compactMap { $0 }.flatMap { $0.forbiddenTimes(settings) }.flatMap { [$0.start, $0.end] }
    }
}

extension Words {
    /// The line the wall and the public page show while a forbidden time lasts.
    public func forbiddenTime(_ kind: ForbiddenTime.Kind, until: String) -> String {
        switch kind {
        case .sunrise: tr("The sun is rising: no voluntary prayer until %s", until)
        case .zawal: tr("The sun is at its height: no voluntary prayer until %s", until)
        case .sunset: tr("The sun is setting: no voluntary prayer until %s", until)
        }
    }
}
