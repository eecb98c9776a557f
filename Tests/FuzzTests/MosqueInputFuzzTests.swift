import FileFormats
import Foundation
import KioskApp
import MosqueSettings
import PrayerCalc
import Testing

/// What the admin page and other displays send: announcements, Eid prayers and iqama
/// periods in the configuration, and the MQTT schedule and command payloads. Every
/// mutation is read or refused with its key, never a crash or a hang (the watchdog).
struct MosqueInputFuzzTests {
    static let sections = Array(#"""
        {"location": {"name": "Leeds", "latitude": 53.8, "longitude": -1.55, "timezone": "Europe/London"},
         "announcements": [{"text": "Janazah after Dhuhr", "from": "2026-11-25T12:00", "until": "2026-11-25T15:00"}, {"text": "درس بعد المغرب"}],
         "eid": [{"date": "2027-03-10", "times": ["07:30", "09:00"], "place": "Main hall"}],
         "iqama": {"periods": [{"name": "Ramadan", "from": "2027-02-08", "until": "2027-03-09", "isha": "21:45"}, {"from": "10-25", "until": "03-28", "fajr": 20}]},
         "admin": {"listen": "0.0.0.0:8080", "sessionMinutes": 30}}
        """#.utf8)
    static let tokens = FuzzTests.jsonTokens + ["\"announcements\"", "\"text\"", "\"from\"", "\"until\"", "\"eid\"", "\"times\"", "\"periods\"",
                                                "\"2026-11-25T12:00\"", "\"02-29\"", "\"13-01\"", "\"25:61\"", "\"\\u202E\"", "\"\\u001B[2J\""]

    @Test func announcementsEidAndPeriodsAreReadOrRefusedByKey() throws {
        let result = try FuzzTests.fuzz("mosque sections", seeds: [Self.sections], dictionary: Self.tokens) { input in
            do {
                let settings = try SettingsDecoder.decode(Data(input))
                for issue in settings.entryIssues where !(issue.path.hasPrefix("announcements[") || issue.path.hasPrefix("eid[")) {
                    throw FuzzTests.FuzzProblem(description: "an entry problem without its entry: \(issue)")
                }
                for announcement in settings.announcements where ControlCharacters.contains(announcement.displayText) {
                    throw FuzzTests.FuzzProblem(description: "a control character reaches the screen: \(ControlCharacters.escaped(announcement.displayText))")
                }
                _ = settings.currentAnnouncements(at: Date(timeIntervalSince1970: 1_795_600_000))
                _ = settings.eidPrayersShown(at: Date(timeIntervalSince1970: 1_804_600_000))
            } catch let error as ConfigError {
                if error.issues.isEmpty || error.issues.contains(where: { $0.path.isEmpty }) {
                    throw FuzzTests.FuzzProblem(description: "a refusal without a key: \(error)")
                }
                throw error
            }
        }
        #expect(result.run == FuzzTests.cases)
    }

    @Test func schedulesAndCommandsFromTheBrokerAreReadOrRefused() throws {
        let schedule = try SharedSchedule(config: Data(Self.sections), mosque: "mawqut/leeds", primary: "hall", at: Date(timeIntervalSince1970: 1_795_600_000))
        let scheduleTokens = FuzzTests.jsonTokens + ["\"mawqut/leeds\"", "\"values\"", "\"format\"", "\"primary\"", "\"publishedAt\"", "\"mosque\""]
        try FuzzTests.fuzz("MQTT schedule", seeds: [Array(schedule.payload.utf8)], dictionary: scheduleTokens) { input in
            let parsed = try SharedSchedule.parse(input, expectedMosque: "mawqut/leeds")
            if input.count > SharedSchedule.maximumBytes { throw FuzzTests.FuzzProblem(description: "a payload of \(input.count) bytes was taken") }
            _ = try? parsed.settings(over: Data(Self.sections))
        }
        let commands = [#"{"command": "stop"}"#, #"{"command": "test-adhan", "target": "mawqut-hall"}"#, "mute"].map { Array($0.utf8) }
        try FuzzTests.fuzz("MQTT command", seeds: commands, dictionary: FuzzTests.jsonTokens + ["\"command\"", "\"target\"", "\"unmute\""]) { input in
            if case .failure(let error) = MQTTCommand.parse(input) { throw error }
        }
    }
}
