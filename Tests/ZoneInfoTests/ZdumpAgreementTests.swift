import Foundation
import Testing
import ZoneInfo

/// The system's own reading of its tz database (glibc's `zdump -v`) is the reference: for every
/// zone, every change of local time from 1970 to 2100 must be the reader's, to the second.
@Suite struct ZdumpAgreementTests {
    static let firstInstant = CivilDays.days(year: 1970, month: 1, day: 1) * CivilDays.secondsPerDay
    static let endInstant = CivilDays.days(year: 2101, month: 1, day: 1) * CivilDays.secondsPerDay

    @Test func everyZoneChangesItsClocksWhenZdumpSaysFrom1970To2100() throws {
        let directory = ZoneDirectory.system
        let names = directory.zoneNames()
        #expect(names.count > 500, "the tz database at \(directory.path) lists \(names.count) zones")
        let reference = try Self.zdump(names)
        var disagreeing: [String] = []
        var transitionCount = 0
        for name in names {
            let rules = try directory.rules(named: name)
            let ours = rules.transitions(from: Self.firstInstant, to: Self.endInstant).flatMap { change in
                [Self.zdumpLine(instant: change.instant - 1, type: rules.type(at: change.instant - 1)),
                 Self.zdumpLine(instant: change.instant, type: change.type)]
            }
            transitionCount += ours.count / 2
            let theirs = reference[name] ?? []
            if ours != theirs {
                let index = zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(ours.count, theirs.count)
                disagreeing.append("\(name): line \(index + 1): ours \(index < ours.count ? ours[index] : "(none)"), zdump \(index < theirs.count ? theirs[index] : "(none)")")
            }
        }
        if !disagreeing.isEmpty {
            Issue.record("\(disagreeing.count) of \(names.count) zones differ from zdump:\n\(disagreeing.prefix(20).joined(separator: "\n"))")
        }
        #expect(transitionCount > 50_000, "only \(transitionCount) transitions compared")
    }

    /// zdump's line for an instant, after the zone's name: the UT time, the local time, the
    /// abbreviation, the DST flag and the offset, with times as `Sun Mar  8 06:59:59 2026`.
    static func zdumpLine(instant: Int64, type: LocalTimeType) -> String {
        "\(asctime(instant)) UT = \(asctime(instant + Int64(type.secondsFromUT))) \(type.abbreviation) isdst=\(type.isDaylightSaving ? 1 : 0) gmtoff=\(type.secondsFromUT)"
    }

    static func asctime(_ seconds: Int64) -> String {
        let (days, secondOfDay) = CivilDays.split(seconds)
        let date = CivilDays.date(days: days)
        let weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][CivilDays.weekday(days: days)]
        let month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][date.month - 1]
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let day = date.day < 10 ? " \(date.day)" : "\(date.day)"
        return "\(weekday) \(month) \(day) \(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60)) \(date.year)"
    }

    /// `zdump -v -c 1970,2101` over the zones, its lines grouped by zone without the zone's name
    /// and without the lines for the ends of time ("= NULL").
    static func zdump(_ names: [String]) throws -> [String: [String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/zdump")
        process.arguments = ["-v", "-c", "1970,2101"] + names
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "zdump failed")
        var lines: [String: [String]] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasSuffix("= NULL") {
            guard let space = line.firstIndex(of: " ") else { continue }
            let rest = line[space...].drop { $0 == " " }
            lines[String(line[..<space]), default: []].append(String(rest))
        }
        return lines
    }
}
