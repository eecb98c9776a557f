import Foundation
@testable import KioskCore
@testable import MosqueSettings
import PrayerCalc
import Testing
import ZoneInfo

/// A year of the real scheduler for each of a few hundred generated mosque
/// configurations (fixed and relative iqamas, before the adhan and after the
/// rollover, one or two Jumu'ahs, reminders, quiet windows, the sunrise warning,
/// night mode, calculated or timetable times) in New York, London, Oslo and Sydney,
/// with forward and backward clock jumps and restarts, checked against what must
/// always hold.
struct ScheduleInvariantTests {
    /// Configurations per place; four places make the number of configuration-years.
    static let perPlace = 60
    static let places: [(name: String, latitude: Double, longitude: Double, zone: String, methods: [CalculationMethod])] = [
        ("New York", 40.7128, -74.0060, "America/New_York", [.isna, .mwl, .egypt]),
        ("London", 51.5074, -0.1278, "Europe/London", [.mwl, .moonsightingCommittee, .karachi]),
        ("Oslo", 59.9139, 10.7522, "Europe/Oslo", [.mwl, .isna]),
        ("Sydney", -33.8688, 151.2093, "Australia/Sydney", [.mwl, .ummAlQura]),
    ]

    /// A small deterministic generator (SplitMix64), so every run checks the same cases.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
        mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
    }

    struct Case: CustomStringConvertible {
        let place: String
        let settings: Settings
        let timetable: [TimetableDay]
        let plan: SimulationPlan
        var description: String { "\(place) #\(settings.location.name)" }
    }

    static let year = 2026

    static func makeCase(place index: Int, number: Int) -> Case {
        let place = places[index]
        var random = Random(state: UInt64(index * 1000 + number + 1))
        var settings = Settings()
        settings.location = LocationSettings(name: "\(number)", latitude: place.latitude, longitude: place.longitude,
                                             timeZone: Zone(identifier: place.zone)!)
        settings.calculation = CalculationSettings(method: random.pick(place.methods))
        let fixed: [Prayer: ClosedRange<Int>] = [.fajr: 5 * 60...7 * 60 + 30, .dhuhr: 12 * 60...13 * 60 + 45,
                                                 .asr: 14 * 60...17 * 60 + 30, .maghrib: 16 * 60...21 * 60, .isha: 18 * 60 + 30...22 * 60 + 30]
        for prayer in [Prayer.fajr, .dhuhr, .asr, .maghrib, .isha] {
            if random.chance(35), let range = fixed[prayer] {
                let minutes = random.int(range) / 5 * 5
                settings.iqama.rules[prayer] = .fixed(hour: minutes / 60, minute: minutes % 60)
            } else {
                settings.iqama.rules[prayer] = .offset(minutes: random.int(0...30))
            }
            let adhanOn = !random.chance(8)
            settings.schedule.prayers[prayer] = PrayerAudioSettings(adhan: adhanOn, reminderMinutes: random.chance(30) ? random.int(1...120) : 0)
        }
        let jumuahCount = random.int(0...2)
        let first = random.int(12 * 4...13 * 4 + 2) * 15
        settings.schedule.jumuahTimes = (0..<jumuahCount).map { .clock(hour: (first + 60 * $0) / 60, minute: (first + 60 * $0) % 60) }
        // Every allowed value can come up (the decoder's ranges), the edges more often.
        settings.schedule.quietMinutesAfterIqama = random.chance(50) ? random.pick([0, 10, 60]) : random.int(0...60)
        settings.schedule.sunriseWarningMinutes = random.chance(30) ? random.int(1...60) : 0
        settings.schedule.nightMode = random.chance(50) ? NightModeSettings() : nil
        settings.schedule.rolloverMinutesAfterIsha = random.chance(50) ? random.pick([0, 1, 60, 240]) : random.int(0...240)
        settings.schedule.graceMinutes = random.chance(50) ? random.pick([0, 1, 2, 30]) : random.int(0...30)
        settings.schedule.iqamaTone = random.chance(50)
        var timetable: [TimetableDay] = []
        // In London and Oslo the summer Isha can fall after midnight, which a timetable of one
        // row per day cannot hold (the importer refuses an Isha before Maghrib).
        if ["New York", "Sydney"].contains(place.name), random.chance(45) {
            settings.source = .timetable
            timetable = Self.timetable(settings: settings, random: &random)
        }
        let zone = settings.location.timeZone
        let start = CivilDate(year: year, month: 1, day: 1)!.instant(hour: 0, minute: 0, in: zone)
        let end = CivilDate(year: year, month: 12, day: 31)!.instant(hour: 23, minute: 59, in: zone)
        func minuteInYear() -> Date { start.addingTimeInterval(Double(random.int(2 * 1440...360 * 1440)) * 60) }
        // A power cut: the clock is gone from before an Isha until after that day's rollover, then starts again.
        let calculator = try! PrayerTimeCalculator(location: settings.location.calculationLocation, settings: settings.calculation)
        let cutDay = CivilDate(year: year, month: 1, day: 1)!.adding(days: random.int(5...355))
        let cutDaySchedule = DaySchedule(times: calculator.times(on: cutDay), settings: settings,
                                         timetable: timetable.first { $0.date == cutDay })
        let cutAt = cutDaySchedule.row(.isha).time.addingTimeInterval(-Double(random.int(1...30)) * 60)
        let backAt = cutDaySchedule.rollover.addingTimeInterval(Double(random.int(1...120)) * 60)
        let powerCut = SimulationPlan.Jump(at: cutAt, seconds: backAt.timeIntervalSince(cutAt))
        let jumps = [SimulationPlan.Jump(at: minuteInYear(), seconds: Double(random.int(20...360)) * 60),
                     SimulationPlan.Jump(at: minuteInYear(), seconds: Double(random.int(20...360)) * 60),
                     SimulationPlan.Jump(at: minuteInYear(), seconds: -Double(random.int(5...120)) * 60), powerCut]
        let plan = SimulationPlan(from: start, to: end, jumps: jumps, restarts: [minuteInYear(), minuteInYear(), backAt], tickSeconds: 60)
        return Case(place: place.name, settings: settings, timetable: timetable, plan: plan)
    }

    /// A mosque's own timetable for the year: the calculated times moved by a minute or
    /// three, with printed iqamas on some days.
    static func timetable(settings: Settings, random: inout Random) -> [TimetableDay] {
        let calculator = try! PrayerTimeCalculator(location: settings.location.calculationLocation, settings: settings.calculation)
        func clock(_ date: Date) -> ClockTime {
            let second = settings.location.timeZone.wallClock(date).secondOfDay
            return ClockTime(String(format: "%02d:%02d", second / 3600, second / 60 % 60))!
        }
        var days: [TimetableDay] = []
        var date = CivilDate(year: year, month: 1, day: 1)!
        while date.year == year {
            let times = calculator.times(on: date)
            var published: [Prayer: ClockTime] = [:]
            var iqama: [Prayer: ClockTime] = [:]
            for prayer in Prayer.allCases {
                let moved = times.time(for: prayer).addingTimeInterval(Double(random.int(0...3)) * 60)
                published[prayer] = clock(moved)
                if prayer.hasAdhan, random.chance(20) { iqama[prayer] = clock(moved.addingTimeInterval(Double(random.int(5...25)) * 60)) }
            }
            days.append(TimetableDay(date: date, times: published, iqama: iqama))
            date = date.adding(days: 1)
        }
        return days
    }

    static let cases: [Case] = (0..<places.count).flatMap { place in (0..<perPlace).map { makeCase(place: place, number: $0) } }

    @Test(arguments: 0..<places.count * perPlace)
    func aYearOfARealisticMosqueConfigurationKeepsEveryPromise(_ index: Int) throws {
        let test = Self.cases[index]
        var events: [(ScheduleEvent, segment: Int)] = []
        var plays: [PrayerKey: Int] = [:]
        let store = MemoryPrayerLogStore()
        // A segment is a stretch of wall-clock time that never goes back.
        var segment = 0
        var last = Date.distantPast
        try Simulator.run(test.plan, settings: test.settings, store: store, timetable: test.timetable) { effect, wall in
            if wall < last { segment += 1 }
            last = wall
            switch effect {
            case .announce(let event): events.append((event, segment))
            case .playAdhan(let key, _, _, _): plays[key, default: 0] += 1
            default: break
            }
        }
        try Self.check(test, events: events, plays: plays, store: store)
    }

    static func check(_ test: Case, events: [(ScheduleEvent, segment: Int)], plays: [PrayerKey: Int], store: MemoryPrayerLogStore) throws {
        let settings = test.settings
        let grace = Double(settings.schedule.graceMinutes) * 60
        let published = Dictionary(test.timetable.map { ($0.date, $0) }, uniquingKeysWith: { a, _ in a })
        let calculator = try PrayerTimeCalculator(location: settings.location.calculationLocation, settings: settings.calculation)
        let forward = test.plan.jumps.filter { $0.seconds > 0 }.map { ($0.at, $0.at.addingTimeInterval($0.seconds)) }
        /// Whether an instant was jumped over by more than the grace period.
        func skipped(_ time: Date) -> Bool {
            forward.contains { time > $0.0 && time <= $0.1 && $0.1.timeIntervalSince(time) > grace }
        }
        let context = "\(test.place), configuration \(settings.location.name)"

        // Events are in time order between clock jumps and restarts.
        for (previous, next) in zip(events, events.dropFirst()) where previous.segment == next.segment {
            #expect(previous.0.at <= next.0.at, "\(context): \(previous.0) then \(next.0)")
        }
        var byKey: [String: [ScheduleEvent]] = [:]
        for (event, _) in events {
            byKey["\(event.kind) \(event.date) \(event.prayer?.rawValue ?? "-")", default: []].append(event)
        }
        func found(_ kind: ScheduleEventKind, _ date: CivilDate, _ prayer: Prayer) -> [ScheduleEvent] {
            byKey["\(kind) \(date) \(prayer.rawValue)"] ?? []
        }
        var date = CivilDate(year: year, month: 1, day: 2)!
        while date < CivilDate(year: year, month: 12, day: 31)! {
            let day = DaySchedule(times: calculator.times(on: date), settings: settings,
                                  timetable: settings.source == .local ? nil : published[date])
            for row in day.rows where row.prayer.hasAdhan {
                let key = PrayerKey(date: date, prayer: row.prayer)
                let adhans = found(.adhan, date, row.prayer)
                let missed = found(.missed, date, row.prayer)
                #expect(adhans.count + missed.count == 1, "\(context): \(key) announced \(adhans.count) times, missed \(missed.count)")
                if let adhan = adhans.first {
                    #expect(adhan.at >= row.time && adhan.at.timeIntervalSince(row.time) <= grace, "\(context): \(key) stale at \(adhan.at)")
                    let off = !settings.schedule.audio(for: row.prayer).adhan
                    #expect(adhan.note == (off ? "adhan off" : nil), "\(context): \(key) silenced: \(adhan.note ?? "")")
                    #expect(plays[key, default: 0] == (off ? 0 : 1), "\(context): \(key) handed to the audio \(plays[key, default: 0]) times")
                } else if missed.first != nil {
                    let sameInstant = events.contains { $0.0.kind == .adhan && $0.0.at == missed.first!.at }
                    #expect(skipped(row.time) || sameInstant, "\(context): \(key) missed without a jump over it")
                }
                if let iqama = row.iqama {
                    let iqamas = found(.iqama, date, row.prayer)
                    #expect(iqamas.count == (skipped(iqama) ? 0 : 1), "\(context): iqama of \(key) announced \(iqamas.count) times")
                    if let first = iqamas.first {
                        #expect(first.at >= iqama && first.at.timeIntervalSince(iqama) <= grace, "\(context): iqama of \(key) late")
                    }
                }
            }
            let jumuahs = found(.jumuah, date, .dhuhr)
            #expect(jumuahs.count == day.jumuah.filter { !skipped($0) }.count, "\(context): \(date) has \(jumuahs.count) Jumu'ah events")
            date = date.adding(days: 1)
        }
    }

    @Test func theGeneratedConfigurationsCoverTheCasesThatBrokeBefore() {
        let all = Self.cases.map(\.settings)
        #expect(all.count == Self.places.count * Self.perPlace)
        #expect(all.contains { $0.schedule.jumuahTimes.count == 2 })
        #expect(all.contains { $0.source == .timetable })
        #expect(all.contains { [0, 1].contains($0.schedule.rolloverMinutesAfterIsha) })
        #expect(all.contains { settings in Prayer.allCases.contains { !settings.schedule.audio(for: $0).adhan } })
        let misfits = Self.cases.prefix(40).filter { test in
            !((try? IqamaCheck.misfits(settings: test.settings, timetable: test.timetable,
                                       from: CivilDate(year: Self.year, month: 1, day: 1)!, days: 365)) ?? []).isEmpty
        }
        #expect(misfits.count > 5, "fixed iqamas before the adhan or long after it are among the cases")
    }
}
