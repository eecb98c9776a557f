import Foundation
import Testing
@testable import PrayerCalc
import ZoneInfo

/// An authority's published timetable kept as a fixture (`place,date,…` with a column per
/// time, local HH:MM, `#` lines for its source), and how a method's times agree with it.
struct AuthorityTimetable {
    struct Day {
        let place: String
        let date: CivilDate
        /// Minutes after the local midnight, by time name (`fajr`, `imsak`, …).
        let minutes: [String: Int]
    }

    /// How the computed times agree with the published ones, time by time.
    struct Agreement: CustomStringConvertible {
        var days = 0
        /// How many days give each time.
        var counts: [String: Int] = [:]
        var exact: [String: Int] = [:]
        var largest: [String: Int] = [:]
        /// The days more than a minute apart: `place date time published computed`.
        var misses: [String] = []

        /// Expects every given time within a minute of the published one on every day, and at
        /// least `share` of them on it.
        func expectWithinAMinute(_ names: [String], onTheMinute share: Double, sourceLocation: SourceLocation = #_sourceLocation) {
            for name in names {
                #expect(largest[name] ?? 9 <= 1, "\(name): \(misses.prefix(5))", sourceLocation: sourceLocation)
                #expect(self.share(name) >= share, "\(name): \(self)", sourceLocation: sourceLocation)
            }
        }

        func share(_ name: String) -> Double { Double(exact[name] ?? 0) / Double(max(counts[name] ?? 0, 1)) }

        var description: String {
            exact.keys.sorted().map { "\($0) \(String(format: "%.1f", 100 * share($0))) % (largest \(largest[$0] ?? 0))" }.joined(separator: ", ")
        }
    }

    var days: [Day]

    init(_ folder: String, _ file: String, filePath: String = #filePath) throws {
        let url = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(folder).appendingPathComponent(file)
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        let header = try #require(lines.first).split(separator: ",").map(String.init)
        days = try lines.dropFirst().map { line in
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            var minutes: [String: Int] = [:]
            for (name, cell) in zip(header.dropFirst(2), cells.dropFirst(2)) {
                let parts = cell.split(separator: ":").compactMap { Int($0) }
                if parts.count == 2 { minutes[name] = parts[0] * 60 + parts[1] }
            }
            return Day(place: cells[0], date: try #require(CivilDate(iso: cells[1]), "\(line)"), minutes: minutes)
        }
    }

    /// Compares each published time with the one computed for its place; `expected`
    /// may move a published minute first (a time the authority has since republished).
    func agreement(calculator: (String) throws -> PrayerTimeCalculator, expected: (String, Int) -> Int = { $1 }) throws -> Agreement {
        var agreement = Agreement()
        var calculators: [String: PrayerTimeCalculator] = [:]
        for day in days {
            let calculator = try calculators[day.place] ?? calculator(day.place)
            calculators[day.place] = calculator
            let times = calculator.times(on: day.date)
            let midnight = day.date.instant(hour: 0, in: calculator.location.timeZone)
            agreement.days += 1
            for (name, published) in day.minutes {
                guard let computedTime = Self.time(name, in: times) else { continue }
                let computed = Int((computedTime.timeIntervalSince(midnight) / 60).rounded())
                let wanted = expected(name, published)
                agreement.counts[name, default: 0] += 1
                agreement.exact[name, default: 0] += computed == wanted ? 1 : 0
                agreement.largest[name] = max(agreement.largest[name] ?? 0, abs(computed - wanted))
                if abs(computed - wanted) > 1 { agreement.misses.append("\(day.place) \(day.date) \(name) \(wanted) \(computed)") }
            }
        }
        return agreement
    }

    static func time(_ name: String, in times: DayTimes) -> Date? {
        switch name {
        case "imsak": times.imsak
        case "fajr": times.fajr
        case "sunrise": times.sunrise
        case "dhuhr": times.dhuhr
        case "asr": times.asr
        case "maghrib": times.maghrib
        case "isha": times.isha
        default: nil
        }
    }
}
