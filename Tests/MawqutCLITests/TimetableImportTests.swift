import Foundation
import Testing

struct TimetableImportTests {
    @Test func aGoodFileOverridesTheTimesAndABrokenOneChangesNothing() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-timetable-\(UUID().uuidString)")
        let data = home.appendingPathComponent("mawqut")
        defer { try? FileManager.default.removeItem(at: home) }
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/timetable-example.csv").path
        let config = #"{"calculation": {"source": "timetable"}}"#
        let imported = try CommandLineTests.run(["import", "timetable", example, "--data-dir", data.path], config: config)
        #expect(imported.output.contains("imported 2 days (2026-11-21 to 2026-11-22)"), "\(imported.errors)")

        let broken = data.appendingPathComponent("broken.csv")
        try "date,fajr,sunrise,dhuhr,asr,maghrib,isha\n2026-11-21,06:00,06:49,11:45,14:15,16:33,17:55\n2026-11-22,05:31,06:50,11:45,14:15,16:32,25:00\n"
            .write(to: broken, atomically: true, encoding: .utf8)
        let rejected = try CommandLineTests.run(["import", "timetable", broken.path, "--data-dir", data.path], config: config)
        #expect(rejected.status == 1)
        #expect(rejected.errors.contains("broken.csv:3: isha: expected a 24-hour time HH:MM, got \"25:00\""))

        let times = try CommandLineTests.run(["times", "--date", "2026-11-21", "--json"], config: config,
                                             environment: ["XDG_DATA_HOME": home.path]).json
        let values = try #require(times["times"] as? [String: String])
        #expect(values["fajr"] == "2026-11-21T05:30:00-05:00", "the timetable's Fajr, not the broken file's 06:00")
        #expect(values["isha"] == "2026-11-21T17:55:00-05:00")
        #expect(times["source"] as? String == "timetable")

        let simulated = try CommandLineTests.run(["simulate", "--from", "2026-11-21T11:40:00-05:00", "--to", "2026-11-21T11:50:00-05:00"],
                                                 config: config, environment: ["XDG_DATA_HOME": home.path])
        let dhuhr = simulated.output.split(separator: "\n").first { $0.contains("adhan") && $0.contains("dhuhr") }
        #expect(dhuhr?.hasPrefix("2026-11-21T11:45:00-05:00") == true, "simulate uses the timetable as the clock does: \(simulated.output)")
    }
}
