import Foundation
import Testing
@testable import PrayerCalc
import ZoneInfo

/// The official timetables in `../shared/conformance/times/` (each file's `variance`
/// is its tolerance in minutes; missing means 0).
///
/// Asr alone may be one minute further off on a few days. The files' Asr values were
/// hand-adjusted by their collectors toward the Adhan library, which takes the noon
/// shadow from the Sun's declination at 0h UT; Mawqut takes it at the transit, the
/// moment the noon shadow is cast, which moves Asr by up to about 30 seconds. The
/// unadjusted official values quoted in each file's `source` agree with Mawqut on
/// four of the six days where the two differ (Doha 1 April, London 1 February and
/// 1 December, Makkah 4 September 2016). At most 3% of a file's days may use it.
///
/// Where a file's collectors moved the official minutes by a minute toward the Adhan
/// library and kept the official ones in `source` ("adjusted +/- 1 minute", each time
/// written `05:39-1`: published 05:39, kept as 05:38), the published minute is the
/// expectation, within a minute: Umm al-Qura rounds its times up and Sunrise down,
/// where the library rounds to the nearest minute.
struct ConformanceTests {
    static let asrExtraMinuteShare = 0.03

    struct Timetable: Decodable {
        struct Params: Decodable {
            let latitude: Double
            let longitude: Double
            let timezone: String
            let method: String
            let madhab: String
            let highLatitudeRule: String
        }
        let params: Params
        let source: Lines
        let variance: Int?
        let times: [[String: String]]
    }

    /// A `source` given as one line or as a list of lines.
    struct Lines: Decodable {
        let lines: [String]

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let lines = try? container.decode([String].self) { self.lines = lines } else { lines = [try container.decode(String.self)] }
        }
    }

    static let methodNames: [String: CalculationMethod] = [
        "MuslimWorldLeague": .mwl, "Egyptian": .egypt, "Karachi": .karachi, "UmmAlQura": .ummAlQura,
        "Dubai": .dubai, "MoonsightingCommittee": .moonsightingCommittee, "NorthAmerica": .isna,
        "Kuwait": .kuwait, "Qatar": .qatar, "Singapore": .singapore, "Tehran": .tehran, "Turkey": .turkey,
    ]
    static let ruleNames: [String: HighLatitudeRule] = [
        "MiddleOfTheNight": .middleOfTheNight, "SeventhOfTheNight": .seventhOfTheNight,
        "TwilightAngle": .twilightAngle,
    ]

    static var directory: URL {
        if let override = ProcessInfo.processInfo.environment["MAWQUT_CONFORMANCE_DIR"] {
            return URL(fileURLWithPath: override)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/conformance/times")
    }

    static var files: [URL] {
        (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil))?
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path } ?? []
    }

    @Test func conformanceDirectoryHoldsTheOfficialTimetables() {
        #expect(Self.files.count >= 8, "expected the official timetables in \(Self.directory.path)")
    }

    /// Minutes to add to each row's time, in `Prayer` order, to get back the published
    /// minute from a source that lists its ±1 adjustments; nil for a file without them.
    static func publishedCorrections(_ table: Timetable) -> [[Int]]? {
        let source = table.source.lines
        guard let marker = source.firstIndex(where: { $0.contains("adjusted +/- 1 minute") }) else { return nil }
        let rows = source[(marker + 1)...].map { line in
            line.split(separator: " ").filter { $0.contains(":") }.map { token in
                token.hasSuffix("-1") ? 1 : token.hasSuffix("+1") ? -1 : 0
            }
        }
        return rows.count == table.times.count && rows.allSatisfy({ $0.count == Prayer.allCases.count }) ? rows : nil
    }

    @Test(arguments: files)
    func computedTimesMatchTheOfficialTimetable(file: URL) throws {
        let table = try JSONDecoder().decode(Timetable.self, from: Data(contentsOf: file))
        let method = try #require(Self.methodNames[table.params.method])
        let rule = try #require(Self.ruleNames[table.params.highLatitudeRule])
        let zone = try #require(Zone(identifier: table.params.timezone))
        let calculator = try PrayerTimeCalculator(
            location: Location(latitude: table.params.latitude, longitude: table.params.longitude, timeZone: zone),
            settings: CalculationSettings(method: method, asrSchool: table.params.madhab == "Hanafi" ? .hanafi : .standard,
                                          highLatitudeRule: rule))
        let corrections = Self.publishedCorrections(table)
        // The published minutes are held to a minute: Umm al-Qura's Fajr keeps a seasonal half minute
        // that its own Sun has and Mawqut's has not (docs/methods.md).
        let variance = corrections == nil ? table.variance ?? 0 : max(table.variance ?? 0, 1)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = try #require(TimeZone(identifier: table.params.timezone))
        formatter.dateFormat = "yyyy-MM-dd h:mm a"
        var mismatches: [String] = []
        var asrExtraMinuteDays = 0
        for (index, row) in table.times.enumerated() {
            let date = try #require(CivilDate(iso: row["date"]!))
            let times = calculator.times(on: date)
            for (column, prayer) in Prayer.allCases.enumerated() {
                let kept = try #require(formatter.date(from: "\(row["date"]!) \(row[prayer.rawValue]!)"))
                let expected = kept.addingTimeInterval(Double(corrections?[index][column] ?? 0) * 60)
                let difference = Int(times.time(for: prayer).timeIntervalSince(expected) / 60)
                if prayer == .asr, abs(difference) == variance + 1 {
                    asrExtraMinuteDays += 1
                } else if abs(difference) > variance {
                    mismatches.append("\(date) \(prayer.rawValue): expected \(row[prayer.rawValue]!), off by \(difference) min")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(file.lastPathComponent): \(mismatches.prefix(10).joined(separator: "; "))")
        let allowedAsrDays = max(2, Int(Double(table.times.count) * Self.asrExtraMinuteShare))
        #expect(asrExtraMinuteDays <= allowedAsrDays,
                "\(file.lastPathComponent): Asr one minute beyond the variance on \(asrExtraMinuteDays) days")
    }
}
