import FoundationEssentials
import KioskCore
import MosqueSettings
import PrayerCalc
import Storage

/// The mosque's times as the clock has them: calculated here, with the imported
/// timetable or Aladhan's in their place where `calculation.source` asks, iqama
/// rules and periods, Jumu'ah. `mawqut times`, what the kiosk publishes and every
/// feed of the admin page come from here, so they cannot disagree.
public struct MosqueTimes: Sendable {
    public let settings: Settings
    private let calculator: PrayerTimeCalculator
    private let published: [TimetableDay]
    private let publishedByDate: [CivilDate: TimetableDay]

    public init(settings: Settings, published: [TimetableDay]) throws(PrayerCalcError) {
        self.settings = settings
        calculator = try PrayerTimeCalculator(location: settings.location.calculationLocation, settings: settings.calculation)
        self.published = settings.source == .local ? [] : published
        publishedByDate = Dictionary(self.published.map { ($0.date, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// With the published days the configuration asks for, from the state database.
    public init(settings: Settings, database: StateDatabase) throws {
        try self.init(settings: settings, published: PublishedTimes.load(for: settings, database: database))
    }

    /// One day's schedule: adhan and iqama times, Jumu'ah, rollover.
    public func day(_ date: CivilDate) -> DaySchedule {
        DaySchedule(times: calculator.times(on: date), settings: settings, timetable: publishedByDate[date])
    }

    /// Whether the day's times come from a published timetable.
    public func isPublished(_ date: CivilDate) -> Bool { publishedByDate[date] != nil }

    /// Every day of a month.
    public func month(year: Int, month: Int) -> [DaySchedule] {
        guard let first = CivilDate(year: year, month: month, day: 1) else { return [] }
        return (0..<CivilDate.daysIn(month: month, year: year)).map { day(first.adding(days: $0)) }
    }

    /// What the clock screen would show at `now`: the day on the wall (tomorrow's after
    /// the rollover), the current and next prayer, the iqama being counted down to.
    /// The kiosk's own `PrayerTimesManager` computes it, shown `now` without a tick.
    public func status(at now: Date) -> ClockStatus? {
        guard var manager = try? PrayerTimesManager(settings: settings, timetable: published) else { return nil }
        manager.show(at: now)
        return manager.status(at: now)
    }

    /// The forbidden time at `now`, when the mosque shows them (`display.forbiddenTimes`).
    public func forbiddenTime(at now: Date) -> ForbiddenTime? {
        guard let settings = settings.display.forbiddenTimes else { return nil }
        let today = CivilDate(containing: now, in: self.settings.location.timeZone)
        return [today.adding(days: -1), today].flatMap { day($0).forbiddenTimes(settings) }.first { $0.contains(now) }
    }
}
