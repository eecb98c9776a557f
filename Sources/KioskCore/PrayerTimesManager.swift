import FoundationEssentials
import MosqueSettings
import PrayerCalc

/// Decides, from the wall clock alone, when each adhan, reminder and iqama happens.
///
/// A pure state machine: `handle(_:)` takes an event and returns effects for the
/// runtime to execute in order; it never reads the clock and never does I/O. Each
/// tick works from `now`, not from a count of ticks, so late starts, sleeping
/// machines, clock jumps and DST all take the same path: whatever fell in
/// (previous tick, now] is due. An adhan plays only when it is at most the grace
/// period old, only the latest such one plays, and every adhan is written to the
/// played log (`.record`, as pending) before it is handed to the sound arbiter,
/// so a restart never replays one; the arbiter's outcome comes back as `.settled`.
public struct PrayerTimesManager: Sendable {
    public private(set) var settings: Settings
    private var calculator: PrayerTimeCalculator
    /// The day before the one shown (for the night that ends this morning).
    public private(set) var previous: DaySchedule?
    /// The day shown: today until Isha plus the rollover delay, then tomorrow.
    public private(set) var current: DaySchedule?
    /// The day after the one shown.
    public private(set) var next: DaySchedule?
    /// The prayer windows of `previous`, `current` and `next`, in that order: made with
    /// the days, as the clock asks for them every second.
    public private(set) var prayerWindows: [PrayerWindow] = []
    public private(set) var lastTick: Date?
    /// Counts the events that may have changed what the manager shows (its settings,
    /// days, windows or played log): every event but a tick with nothing due, so a
    /// caller that kept something made from the manager knows when to make it again.
    public private(set) var revision = 0

    private var log: [PrayerKey: PrayerLogStatus]
    /// Published times by date (a mosque timetable, or Aladhan's), used unless
    /// `settings.source` is `.local`.
    private var timetable: [CivilDate: TimetableDay]
    private var triggers: [Trigger] = []
    private var fired: Set<Trigger.ID> = []
    /// Before this instant, a forward tick has nothing to do.
    private var nextDeadline = Date.distantPast

    /// A manager that knows what the played log already holds (a restart): the
    /// adhans' entries and the other moments that have happened.
    public init(settings: Settings, log entries: [PrayerLogEntry] = [], marks: [ScheduleMark] = [],
                timetable: [TimetableDay] = []) throws(PrayerCalcError) {
        self.settings = settings
        calculator = try PrayerTimeCalculator(location: settings.location.calculationLocation, settings: settings.calculation)
        log = Dictionary(entries.map { ($0.key, $0.status) }, uniquingKeysWith: { first, _ in first })
        fired = Set(marks.map(Trigger.ID.init))
        self.timetable = Dictionary(timetable.map { ($0.date, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// What the played log holds for a prayer.
    public func logStatus(_ key: PrayerKey) -> PrayerLogStatus? { log[key] }

    /// Nights over the coming `days` when Isha and the next Fajr come within minutes of each other.
    public func adhanOverlaps(from start: CivilDate, days: Int = 366) -> [AdhanOverlap] {
        (try? AdhanOverlapCheck.overlaps(settings: settings, timetable: Array(timetable.values), from: start, days: days)) ?? []
    }

    /// Iqamas that do not fit their adhan over the coming `days`, with the times in use.
    public func iqamaMisfits(from start: CivilDate, days: Int = 366) -> [IqamaMisfit] {
        (try? IqamaCheck.misfits(settings: settings, timetable: Array(timetable.values), from: start, days: days)) ?? []
    }

    /// Builds the day shown at `now` and its neighbours, as a first tick would, without
    /// firing what fell due before `now`: what `status(at:)` needs for a one-shot answer
    /// (`mawqut next`, the admin's pages), which plays nothing. Firing a fresh manager's
    /// day of past triggers was a tenth of `mawqut next`. The kiosk ticks instead.
    public mutating func show(at now: Date) {
        let (day, computed) = displayDay(at: now)
        if current?.date != day { rebuild(showing: day, computed: computed) }
    }

    public mutating func handle(_ event: ManagerEvent) -> [ManagerEffect] {
        switch event {
        case .tick(let now):
            if let last = lastTick, now > last, now < nextDeadline {
                lastTick = now
                return []
            }
            revision &+= 1
            return tick(now)
        case .configChanged(let newSettings):
            revision &+= 1
            return reconfigure(newSettings)
        case .settled(let entry):
            revision &+= 1
            log[entry.key] = entry.status
            return []
        case .publishedTimes(let days):
            revision &+= 1
            timetable = Dictionary(days.map { ($0.date, $0) }, uniquingKeysWith: { _, last in last })
            return reconfigure(settings)
        }
    }

    // MARK: - Ticks

    private mutating func tick(_ now: Date) -> [ManagerEffect] {
        var effects: [ManagerEffect] = []
        let window: (after: Date?, until: Date)? = switch lastTick {
        case nil: (nil, now)
        case let last? where now > last: (last, now)
        default: nil // the clock went back: nothing is due again
        }
        var due = window.map { dueTriggers(in: $0) } ?? []

        let (day, computed) = displayDay(at: now)
        if current?.date != day {
            let movedForward = current.map { day > $0.date } ?? false
            rebuild(showing: day, computed: computed)
            effects.append(.recompute(day))
            if movedForward {
                effects.append(.announce(ScheduleEvent(kind: .rollover, prayer: nil, date: day, at: now)))
            }
            if let window { due += dueTriggers(in: window).filter { trigger in !due.contains { $0.id == trigger.id } } }
        }
        effects += fire(due.sorted { ($0.time, $0.kind.rawValue) < ($1.time, $1.kind.rawValue) }, now: now)
        lastTick = now
        nextDeadline = min(triggers.first { $0.time > now }?.time ?? .distantFuture, current?.rollover ?? .distantFuture)
        return effects
    }

    /// Triggers in (after, until] that have not fired and are not in the played log.
    private func dueTriggers(in window: (after: Date?, until: Date)) -> [Trigger] {
        triggers.filter { trigger in
            trigger.time <= window.until && window.after.map { trigger.time > $0 } ?? true
                && !fired.contains(trigger.id) && !(trigger.kind == .adhan && log[trigger.key] != nil)
        }
    }

    private mutating func fire(_ due: [Trigger], now: Date) -> [ManagerEffect] {
        let grace = Double(settings.schedule.graceMinutes) * 60
        // Only the latest adhan within the grace period plays (a jump across several
        // prayers must not play a burst of stale adhans). Adhans due at the very same
        // instant, as Isha and the next Fajr can be under a night-portion rule, all play.
        let latest = due.last { $0.kind == .adhan && now.timeIntervalSince($0.time) <= grace }?.time
        var effects: [ManagerEffect] = []
        for trigger in due {
            fired.insert(trigger.id)
            let prayer = trigger.key.prayer
            if trigger.kind == .adhan {
                effects += trigger.time == latest ? adhan(trigger, now: now) : missed(trigger, now: now)
                continue
            }
            guard now.timeIntervalSince(trigger.time) <= grace else { continue }
            if let mark = trigger.mark { effects.append(.mark(mark)) }
            switch trigger.kind {
            case .reminder:
                let silence = silenceReason(at: now)
                effects.append(.announce(ScheduleEvent(kind: .reminder, prayer: prayer, date: trigger.key.date, at: now, note: silence)))
                if silence == nil { effects.append(.playReminder(prayer)) }
            case .sunriseWarning:
                let silence = silenceReason(at: now)
                effects.append(.announce(ScheduleEvent(kind: .reminder, prayer: .sunrise, date: trigger.key.date, at: now, note: silence)))
                if silence == nil { effects.append(.playSunriseWarning) }
            case .iqama:
                // The prayer starts at the iqama; its own tone is the one sound allowed in its window.
                effects.append(.announce(ScheduleEvent(kind: .iqama, prayer: prayer, date: trigger.key.date, at: now)))
                if settings.schedule.iqamaTone { effects.append(.playIqamaTone(prayer)) }
            case .jumuah:
                effects.append(.announce(ScheduleEvent(kind: .jumuah, prayer: .dhuhr, date: trigger.key.date, at: now)))
            case .adhan:
                break
            }
        }
        return effects
    }

    /// An adhan that is due: written to the played log as pending before it is
    /// handed on (the sound arbiter settles it), or as silenced when it is off.
    private mutating func adhan(_ trigger: Trigger, now: Date) -> [ManagerEffect] {
        let prayer = trigger.key.prayer
        let audio = settings.schedule.audio(for: prayer)
        guard audio.adhan else {
            log[trigger.key] = .silenced
            return [
                .record(PrayerLogEntry(key: trigger.key, status: .silenced, detail: "adhan off", recordedAt: now)),
                .announce(ScheduleEvent(kind: .adhan, prayer: prayer, date: trigger.key.date, at: now, note: "adhan off")),
            ]
        }
        log[trigger.key] = .pending
        return [
            .record(PrayerLogEntry(key: trigger.key, status: .pending, recordedAt: now)),
            .announce(ScheduleEvent(kind: .adhan, prayer: prayer, date: trigger.key.date, at: now)),
            .playAdhan(trigger.key, file: settings.adhanFile(for: prayer), volume: audio.volume, dua: settings.schedule.duaFile),
        ]
    }

    private mutating func missed(_ trigger: Trigger, now: Date) -> [ManagerEffect] {
        log[trigger.key] = .missed
        return [
            .record(PrayerLogEntry(key: trigger.key, status: .missed, recordedAt: now)),
            .announce(ScheduleEvent(kind: .missed, prayer: trigger.key.prayer, date: trigger.key.date, at: now)),
        ]
    }

    /// Why a reminder or the sunrise warning stays silent now, or nil when it may
    /// sound (mute and a playing adhan are the sound arbiter's to judge).
    private func silenceReason(at now: Date) -> String? {
        isQuiet(at: now) ? "prayer in progress" : nil
    }

    /// Whether `instant` falls in a prayer's window (`PrayerWindow`): from an iqama
    /// (or a Jumu'ah time) for as long as the schedule gives that prayer.
    public func isQuiet(at instant: Date) -> Bool {
        prayerInProgress(at: instant) != nil
    }

    /// The prayer a congregation is praying at `instant`: the latest window that holds it.
    public func prayerInProgress(at instant: Date) -> PrayerWindow? {
        prayerWindows.last { $0.contains(instant) }
    }

    // MARK: - Days

    /// The day shown at `now`: the day whose rollover is the first one after `now`;
    /// with the schedules computed to find it, for `rebuild` (a clock's first tick
    /// computed the same day up to four times).
    private func displayDay(at now: Date) -> (day: CivilDate, computed: [DaySchedule]) {
        var day = CivilDate(containing: now, in: settings.location.timeZone)
        if let current, current.date == day || current.date == day.adding(days: 1) || current.date == day.adding(days: -1) {
            // Start from the day already shown: usually nothing changes.
            day = current.date
        }
        var computed: [DaySchedule] = []
        for _ in 0..<4 {
            if now >= schedule(for: day, computed: &computed).rollover {
                day = day.adding(days: 1)
            } else if now < schedule(for: day.adding(days: -1), computed: &computed).rollover {
                day = day.adding(days: -1)
            } else {
                break
            }
        }
        return (day, computed)
    }

    /// A day's schedule: one already kept or `computed`, or else computed and added to `computed`.
    private func schedule(for day: CivilDate, computed: inout [DaySchedule]) -> DaySchedule {
        for case let schedule? in [previous, current, next] where schedule.date == day { return schedule }
        if let schedule = computed.first(where: { $0.date == day }) { return schedule }
        let schedule = DaySchedule(times: calculator.times(on: day), settings: settings,
                                   timetable: settings.source == .local ? nil : timetable[day])
        computed.append(schedule)
        return schedule
    }

    private mutating func rebuild(showing day: CivilDate, computed: [DaySchedule]) {
        var computed = computed
        let schedules = (-1...1).map { schedule(for: day.adding(days: $0), computed: &computed) }
        previous = schedules[0]
        current = schedules[1]
        next = schedules[2]
        prayerWindows = schedules.flatMap { $0.prayerWindows(settings.schedule) }
        // A day's triggers stay until they fire, whichever day is shown. Of the day before,
        // those after its rollover (an Isha iqama fixed late) are always kept, and all of
        // them when the clock ran that day (so an Isha missed in a power cut that lasted
        // past the rollover is logged as missed); a clock started for the first time does
        // not log the day before it existed.
        let yesterday = schedules[0].date
        let ranYesterday = log.keys.contains { $0.date == yesterday } || fired.contains { $0.key.date == yesterday }
        let fromPrevious = Trigger.all(in: schedules[0], settings: settings.schedule)
            .filter { ranYesterday || $0.time >= schedules[0].rollover }
        triggers = (fromPrevious + Trigger.all(in: schedules[1], settings: settings.schedule)
            + Trigger.all(in: schedules[2], settings: settings.schedule))
            .sorted { ($0.time, $0.kind.rawValue) < ($1.time, $1.kind.rawValue) }
        let oldest = day.adding(days: -2)
        log = log.filter { $0.key.date >= oldest }
        fired = fired.filter { $0.key.date >= oldest }
    }

    private mutating func reconfigure(_ newSettings: Settings) -> [ManagerEffect] {
        guard let newCalculator = try? PrayerTimeCalculator(location: newSettings.location.calculationLocation,
                                                           settings: newSettings.calculation) else { return [] }
        settings = newSettings
        calculator = newCalculator
        previous = nil
        current = nil
        next = nil
        prayerWindows = []
        guard let now = lastTick else { return [] }
        let (day, computed) = displayDay(at: now)
        rebuild(showing: day, computed: computed)
        nextDeadline = min(triggers.first { $0.time > now }?.time ?? .distantFuture, current?.rollover ?? .distantFuture)
        return [.recompute(day)]
    }
}
