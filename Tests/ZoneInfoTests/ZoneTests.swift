import Foundation
import Testing
@testable import ZoneInfo

@Suite struct ZoneTests {
    /// Wall times on both sides of every change of every zone from 2000 to 2040, and inside
    /// each gap and overlap, resolve to the instant Foundation's Gregorian calendar gives.
    @Test func wallTimesResolveAsFoundationsCalendarDoesAroundEveryChange() throws {
        let directory = ZoneDirectory.system
        var differences: [String] = []
        var checked = 0
        let from = CivilDays.days(year: 2000, month: 1, day: 1) * CivilDays.secondsPerDay
        let to = CivilDays.days(year: 2040, month: 1, day: 1) * CivilDays.secondsPerDay
        for name in directory.zoneNames() {
            let zone = try Zone.named(name)
            guard let foundationZone = TimeZone(identifier: name) else { continue }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = foundationZone
            for change in zone.rules.transitions(from: from, to: to) {
                let before = Int64(zone.secondsFromUT(at: change.instant - 1))
                for minutes: Int64 in [-90, -61, -60, -31, -30, -1, 0, 1, 15, 29, 30, 45, 59, 60, 61, 90, 120] {
                    let wall = change.instant + before + minutes * 60
                    let (days, second) = CivilDays.split(wall)
                    let date = CivilDays.date(days: days)
                    let components = DateComponents(year: date.year, month: date.month, day: date.day,
                                                    hour: Int(second / 3600), minute: Int(second / 60 % 60))
                    guard let expected = calendar.date(from: components) else { continue }
                    checked += 1
                    let ours = zone.instant(wallSeconds: wall)
                    if ours != Int64(expected.timeIntervalSince1970), differences.count < 20 {
                        differences.append("\(name) \(date) \(second / 60) min: ours \(ours), Foundation \(Int64(expected.timeIntervalSince1970))")
                    }
                }
            }
        }
        #expect(checked > 200_000)
        if !differences.isEmpty { Issue.record("wall times resolved differently:\n\(differences.joined(separator: "\n"))") }
    }

    @Test func aSkippedTimeIsReadWithTheOffsetFromBeforeTheChangeAndARepeatedOneIsTheFirst() throws {
        let newYork = try Zone.named("America/New_York")
        let wall = { (month: Int, day: Int, hour: Int, minute: Int) in
            CivilDays.days(year: 2026, month: month, day: day) * 86_400 + Int64(hour * 3600 + minute * 60)
        }
        // 2026-03-08 02:30 does not exist in New York: 07:30 UT, which reads 03:30 EDT.
        #expect(newYork.instant(wallSeconds: wall(3, 8, 2, 30)) == wall(3, 8, 7, 30))
        // 2026-11-01 01:30 happens twice: the first, in EDT, is 05:30 UT.
        #expect(newYork.instant(wallSeconds: wall(11, 1, 1, 30)) == wall(11, 1, 5, 30))
        #expect(newYork.instant(wallSeconds: wall(7, 1, 12, 0)) == wall(7, 1, 16, 0))
    }

    @Test func theSystemsZoneComesFromTZThenFromTheSystem() throws {
        let directory = ZoneDirectory.system
        #expect(Zone.current(variable: "Asia/Kathmandu", in: directory).identifier == "Asia/Kathmandu")
        #expect(Zone.current(variable: ":Europe/London", in: directory).identifier == "Europe/London")
        let posix = Zone.current(variable: "<+0330>-3:30", in: directory)
        #expect(posix.secondsFromUT(at: 0) == 12_600)
        #expect(Zone.current(variable: nil, in: directory) == Zone.current(variable: "", in: directory))
    }

    @Test func utcNeedsNoFileAndEqualsItself() {
        #expect(Zone.utc.secondsFromUT(at: 4_000_000_000) == 0)
        #expect(Zone.utc == Zone.utc)
        #expect(Zone(identifier: "Mars/Olympus_Mons") == nil)
    }
}
