import Foundation
@testable import KioskCore
@testable import MosqueSettings
import PrayerCalc
import Testing
import ZoneInfo

/// A year of the real scheduler with the screen's sleep on, for generated mosque
/// configurations (those of `ScheduleInvariantTests`, with a sleep schedule and its
/// margins drawn too), with clock jumps, a power cut and restarts: no sleep ever
/// covers a prayer from before its adhan until after its congregation (so none
/// during an adhan or an iqama countdown), and every night the clock ran through
/// undisturbed has its sleep and its wake, at the minute the schedule gives.
struct ScreenPowerInvariantTests {
    static let perPlace = 12

    static func makeCase(place: Int, number: Int) -> ScheduleInvariantTests.Case {
        var test = ScheduleInvariantTests.makeCase(place: place, number: number)
        var random = ScheduleInvariantTests.Random(state: UInt64(7000 + place * 100 + number))
        var settings = test.settings
        settings.display.power = ScreenPowerSettings(
            schedule: random.chance(50) ? .night : .betweenPrayers,
            minutesAfterCongregation: random.chance(30) ? random.pick([0, 180]) : random.int(0...60),
            minutesBeforeAdhan: random.chance(30) ? random.pick([0, 180]) : random.int(0...60))
        test = ScheduleInvariantTests.Case(place: test.place, settings: settings, timetable: test.timetable, plan: test.plan)
        return test
    }

    @Test(arguments: 0..<ScheduleInvariantTests.places.count * perPlace)
    func aYearOfScreenSleepNeverCoversAPrayerAndMissesNoNight(_ index: Int) throws {
        let test = Self.makeCase(place: index / Self.perPlace, number: index % Self.perPlace)
        let settings = test.settings
        let power = settings.display.power
        var screen: [ScheduleEvent] = []
        try Simulator.run(test.plan, settings: settings, store: MemoryPrayerLogStore(), timetable: test.timetable) { effect, _ in
            if case .announce(let event) = effect, [.screenOff, .screenOn].contains(event.kind) { screen.append(event) }
        }
        let context = "\(test.place), configuration \(settings.location.name), \(power.schedule.rawValue) " +
            "+\(power.minutesAfterCongregation)/-\(power.minutesBeforeAdhan)"
        let calculator = try PrayerTimeCalculator(location: settings.location.calculationLocation, settings: settings.calculation)
        let published = Dictionary(test.timetable.map { ($0.date, $0) }, uniquingKeysWith: { a, _ in a })
        func day(_ date: CivilDate) -> DaySchedule {
            DaySchedule(times: calculator.times(on: date), settings: settings, timetable: settings.source == .local ? nil : published[date])
        }
        // What the hall needs, computed here from the day's rows and windows.
        var needed: [(prayer: String, range: Range<Date>)] = []
        var date = CivilDate(year: ScheduleInvariantTests.year, month: 1, day: 1)!.adding(days: -1)
        var days: [DaySchedule] = []
        while date <= CivilDate(year: ScheduleInvariantTests.year, month: 12, day: 31)!.adding(days: 1) {
            let schedule = day(date)
            days.append(schedule)
            let windows = schedule.prayerWindows(settings.schedule)
            for row in schedule.rows where row.prayer.hasAdhan {
                let ends = [row.time] + (row.iqamaMisfits ? [] : row.iqama.map { [$0] } ?? []) +
                    windows.filter { $0.prayer == row.prayer }.map(\.end)
                let starts = [row.time] + windows.filter { $0.prayer == row.prayer }.map(\.start)
                let from = starts.min()!.addingTimeInterval(-Double(power.minutesBeforeAdhan) * 60)
                let until = ends.max()!.addingTimeInterval(Double(power.minutesAfterCongregation) * 60)
                needed.append(("\(date) \(row.prayer)", from..<until))
            }
            date = date.adding(days: 1)
        }
        for event in screen where event.kind == .screenOff {
            guard let note = event.note, note.hasPrefix("until "), let until = TimeText.parseInstant(String(note.dropFirst(6))) else {
                Issue.record("\(context): a screen-off without its end: \(event)")
                continue
            }
            let sleep = event.at..<until
            for need in needed where need.range.overlaps(sleep) {
                Issue.record("\(context): the screen sleeps \(event.at)–\(until) over \(need.prayer) (\(need.range))")
            }
        }
        // Every night the clock ran through without a jump, a restart or the power cut has its sleep and its wake.
        let disturbances = test.plan.jumps.flatMap { [$0.at, $0.at.addingTimeInterval($0.seconds)] } + test.plan.restarts
        let after = Double(power.minutesAfterCongregation) * 60
        let before = Double(power.minutesBeforeAdhan) * 60
        var checked = 0
        for (evening, morning) in zip(days.dropFirst(), days.dropFirst(2)) {
            // The night runs from the end of what the hall needs around Isha (a late
            // congregation of Maghrib's with it) to the start of what it needs around Fajr.
            var ishaEnd = needed.first { $0.prayer == "\(evening.date) isha" }!.range.upperBound
            while let later = needed.first(where: { $0.range.lowerBound <= ishaEnd && $0.range.upperBound > ishaEnd }) {
                ishaEnd = later.range.upperBound
            }
            var fajrStart = needed.first { $0.prayer == "\(morning.date) fajr" }!.range.lowerBound
            while let earlier = needed.first(where: { $0.range.lowerBound < fajrStart && $0.range.upperBound >= fajrStart }) {
                fajrStart = earlier.range.lowerBound
            }
            guard fajrStart.timeIntervalSince(ishaEnd) >= Double(ScreenPowerSettings.shortestSleepMinutes) * 60 + 120,
                  !disturbances.contains(where: { $0 > ishaEnd.addingTimeInterval(-7200) && $0 < fajrStart.addingTimeInterval(7200) }),
                  evening.date.year == ScheduleInvariantTests.year, morning.date.year == ScheduleInvariantTests.year else { continue }
            // An adhan keeps the screen on while it sounds (four minutes in the simulation):
            // with no margin and no congregation after Isha, the sleep waits for it.
            let sounding = evening.row(.isha).time.addingTimeInterval(test.plan.adhanSeconds)
            let sleepsFrom = max(ishaEnd, settings.schedule.audio(for: .isha).adhan ? sounding : ishaEnd)
            let off = screen.first { $0.kind == .screenOff && $0.at >= ishaEnd && $0.at < sleepsFrom.addingTimeInterval(61) }
            let on = screen.first { $0.kind == .screenOn && $0.at >= fajrStart && $0.at < fajrStart.addingTimeInterval(61) }
            #expect(off != nil, "\(context): no sleep after Isha of \(evening.date) (\(ishaEnd), after \(after / 60) min)")
            // With no margin the wake comes with Fajr's adhan, and is the adhan's.
            #expect(on?.note == "schedule" || (before == 0 && on?.note == "adhan"),
                    "\(context): no wake before Fajr of \(morning.date) (\(fajrStart), \(before / 60) min before)")
            checked += 1
        }
        #expect(checked > 30, "\(context): only \(checked) undisturbed nights were checked")
    }
}
