import Foundation
import Scripture
import Testing

/// Runs the built `mawqut` binary as a script would, with an empty configuration
/// home so that the defaults apply unless a test writes a file.
struct CommandLineTests {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String: Any] ?? [:] }
    }

    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("mawqut")
    }

    /// Runs the binary; with `for` set, stops it with `signal` after that many seconds.
    static func run(_ arguments: [String], config: String? = nil, for seconds: Double? = nil,
                    signal: Int32 = SIGTERM, environment extra: [String: String] = [:]) throws -> Result {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("mawqut"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        if let config {
            try config.write(to: home.appendingPathComponent("mawqut/config.json"), atomically: true, encoding: .utf8)
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = home.path
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        if let seconds {
            Thread.sleep(forTimeInterval: seconds)
            kill(process.processIdentifier, signal)
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                      errors: String(decoding: errorData, as: UTF8.self))
    }

    @Test func timesJsonIsOneObjectWithTheContractFields() throws {
        let result = try Self.run(["times", "--date", "2026-11-21", "--json"])
        #expect(result.status == 0)
        #expect(result.output.split(separator: "\n").count == 1)
        #expect(result.output.hasPrefix(#"{"date":"2026-11-21","timezone":"America/New_York","latitude":40.7282,"longitude":-73.7949,"elevation":0,"method":"isna","asr":"standard","highLatitudeRule":"middle-of-the-night","rounding":"nearest""#))
        let json = result.json
        let times = try #require(json["times"] as? [String: String])
        #expect(Set(times.keys) == ["imsak", "fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha", "midnight", "lastThird"])
        let pattern = try Regex(#"^2026-11-2[12]T\d\d:\d\d:00-05:00$"#)
        #expect(times.values.allSatisfy { $0.wholeMatch(of: pattern) != nil }, "\(times)")
        #expect(json["estimated"] as? [String] == [])
        let hijri = try #require(json["hijri"] as? [String: Any])
        #expect(hijri["year"] as? Int == 1448 && hijri["month"] as? Int == 6 && hijri["day"] as? Int == 11)
        #expect(hijri["monthName"] as? String == "Jumada al-Akhirah")
        #expect(json["qibla"] as? Double == 58.62)
        #expect(json["defaultLocation"] as? Bool == true)
    }

    @Test func timesTableLabelsTheDefaultLocation() throws {
        let result = try Self.run(["times", "--date", "2026-11-21"])
        #expect(result.status == 0)
        #expect(result.output.contains("Queens, New York (default location)"))
        #expect(result.output.contains("Fajr        5:29 AM"))
    }

    @Test func timetableRowsAgreeWithTimesForEachDay() throws {
        let month = try Self.run(["timetable", "--month", "2026-02", "--json", "--method", "mwl"]).json
        let days = try #require(month["days"] as? [[String: Any]])
        #expect(days.count == 28)
        #expect(month["month"] as? String == "2026-02")
        let day = try Self.run(["times", "--date", "2026-02-14", "--json", "--method", "mwl"]).json
        #expect(days[13]["times"] as? [String: String] == day["times"] as? [String: String])
    }

    @Test func timetableCsvHasAHeaderAndOneRowPerDay() throws {
        let result = try Self.run(["timetable", "--month", "2024-02", "--csv"])
        let lines = result.output.split(separator: "\n")
        #expect(lines.first == "date,imsak,fajr,sunrise,dhuhr,asr,maghrib,isha,midnight,lastThird,hijri,estimated")
        #expect(lines.count == 30)
        #expect(lines.last?.hasPrefix("2024-02-29,") == true)
    }

    @Test func nextAfterIshaIsTomorrowsFajr() throws {
        let json = try Self.run(["next", "--now", "2026-11-21T20:00:00-05:00", "--json"]).json
        #expect(json["prayer"] as? String == "fajr")
        #expect(json["date"] as? String == "2026-11-22")
        #expect((json["secondsRemaining"] as? Int).map { $0 > 9 * 3600 && $0 < 10 * 3600 } == true)
    }

    @Test func negativeCoordinatesAreAcceptedAfterTheirOption() throws {
        let result = try Self.run(["qibla", "--latitude", "40.7128", "--longitude", "-74.0060", "--timezone", "America/New_York", "--json"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.json["qibla"] as? Double == 58.48)
    }

    @Test func hijriCommandFollowsTheOfficialTableWhereFoundationIsLate() throws {
        let json = try Self.run(["hijri", "--date", "2029-08-11", "--json"]).json
        let hijri = try #require(json["hijri"] as? [String: Any])
        #expect(hijri["year"] as? Int == 1451 && hijri["month"] as? Int == 4 && hijri["day"] as? Int == 1)
    }

    @Test func aBadConfigurationFailsWithTheFileKeyAndReason() throws {
        let result = try Self.run(["times"], config: #"{"location": {"latitude": "abc", "longitude": 0, "timezone": "UTC"}}"#)
        #expect(result.status == 78)
        #expect(result.errors.contains(#"config.json: location.latitude: expected a number from -90 to 90, got "abc""#))
        #expect(result.output.isEmpty)
    }

    @Test func aTypoInAKeyIsAnError() throws {
        let result = try Self.run(["next"], config: #"{"calculation": {"methd": "mwl"}}"#)
        #expect(result.status == 78)
        #expect(result.errors.contains("calculation.methd: unknown key"))
    }

    @Test func completionsAndVersionComeFromTheCommandDefinitions() throws {
        let version = try Self.run(["--version"])
        #expect(version.status == 0 && version.output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
        for shell in ["bash", "zsh", "fish"] {
            let script = try Self.run(["--generate-completion-script", shell])
            #expect(script.status == 0, "\(shell)")
            let words = ["timetable", "high-latitude-rule", "umm-al-qura", "moonsighting-committee", "hanafi", "seventh-of-the-night",
                         "shia", "maghrib", "package"] + HadithCollection.sixBookIDs + HadithCollection.sixBookIDs.map { $0 + ":" }
            for word in words {
                #expect(script.output.contains(word), "\(shell) completes \(word)")
            }
        }
    }

    @Test func badArgumentsNameTheOption() throws {
        let latitude = try Self.run(["times", "--latitude", "100", "--longitude", "0", "--timezone", "UTC"])
        #expect(latitude.status != 0)
        #expect(latitude.errors.contains("--latitude: expected a number from -90 to 90, got 100.0"))
        let method = try Self.run(["times", "--method", "nope"])
        #expect(method.status == 64 && method.errors.contains("The value 'nope' is invalid for '--method <method>'")
                    && method.errors.contains("- umm-al-qura"))
        let date = try Self.run(["times", "--date", "2026-02-30"])
        #expect(date.errors.contains(#"--date: expected a date YYYY-MM-DD, got "2026-02-30""#))
        let zone = try Self.run(["times", "--latitude", "51.5", "--longitude", "0"])
        #expect(zone.errors.contains("--timezone: required with --latitude or --longitude"))
    }

    @Test func configuredLocationIsUsedAndNotCalledDefault() throws {
        let config = #"{"location": {"name": "East London Mosque", "latitude": 51.5175, "longitude": -0.0654, "timezone": "Europe/London"}, "display": {"clock": "24h"}}"#
        let result = try Self.run(["times", "--date", "2026-06-01"], config: config)
        #expect(result.output.hasPrefix("East London Mosque ·"))
        #expect(!result.output.contains("default location"))
        #expect(result.output.contains("Maghrib       21:"))
    }

    @Test func polarTimesAreMarkedEstimated() throws {
        let json = try Self.run(["times", "--date", "2026-06-21", "--latitude", "69.6492", "--longitude", "18.9553",
                                 "--timezone", "Europe/Oslo", "--json"]).json
        let estimated = try #require(json["estimated"] as? [String])
        #expect(estimated.contains("sunrise") && estimated.contains("maghrib") && !estimated.contains("dhuhr"))
    }

    @Test func everyCommandHasHelpForEachOption() throws {
        for command in ["times", "timetable", "next", "hijri", "qibla"] {
            let help = try Self.run([command, "--help"]).output
            for option in ["--config", "--latitude", "--longitude", "--timezone", "--elevation", "--method", "--asr",
                           "--high-latitude-rule", "--rounding"] {
                #expect(help.contains(option), "\(command) --help lacks \(option)")
            }
        }
    }

    @Test func withNoSubcommandItStartsTheClockHeadlessWhenOutputIsNotATerminal() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-root-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let result = try CommandLineTests.run(["--now", "2026-11-21T10:00:00-05:00", "--data-dir", data.path], for: 1.5)
        #expect(result.output.contains("mawqut running for Queens, New York (default location)"))
        #expect(result.output.contains("standard output is not a terminal: running without a screen"))
        let log = try String(contentsOf: data.appendingPathComponent("mawqut.log"), encoding: .utf8)
        #expect(log.contains("missed    fajr"))
    }
}
