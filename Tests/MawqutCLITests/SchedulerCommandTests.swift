import Foundation
import Testing

/// `mawqut simulate` and `mawqut run`, driven as a script would.
struct SchedulerCommandTests {
    static func events(_ output: String) -> [[String: String]] {
        output.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: String]
        }
    }

    @Test func simulateJsonPrintsOneObjectPerEventWithTheContractFields() throws {
        let result = try CommandLineTests.run(["simulate", "--from", "2026-03-08T00:00:00-05:00",
                                               "--to", "2026-03-09T00:00:00-05:00", "--json"])
        #expect(result.status == 0, "\(result.errors)")
        let events = Self.events(result.output)
        #expect(events.count == result.output.split(separator: "\n").count)
        let adhans = events.filter { $0["event"] == "adhan" }
        #expect(adhans.map { $0["prayer"] } == ["fajr", "dhuhr", "asr", "maghrib", "isha"])
        #expect(adhans.first == ["at": "2026-03-08T06:03:00-04:00", "event": "adhan", "prayer": "fajr", "date": "2026-03-08"])
        #expect(events.filter { $0["event"] == "rollover" }.map { $0["date"] } == ["2026-03-09"])
    }

    @Test func simulatedAdhansFallAtTheMinutesThatTimesPrints() throws {
        let times = try CommandLineTests.run(["times", "--date", "2026-06-21", "--json", "--latitude", "64.1466",
                                              "--longitude", "-21.9426", "--timezone", "Atlantic/Reykjavik", "--method", "mwl"]).json
        let expected = try #require(times["times"] as? [String: String])
        let simulated = try CommandLineTests.run(["simulate", "--from", "2026-06-21T00:00:00Z", "--to", "2026-06-22T03:00:00Z", "--json",
                                                  "--latitude", "64.1466", "--longitude", "-21.9426", "--timezone", "Atlantic/Reykjavik",
                                                  "--method", "mwl"])
        let adhans = Self.events(simulated.output).filter { $0["event"] == "adhan" && $0["date"] == "2026-06-21" }
        for adhan in adhans {
            #expect(adhan["at"] == expected[adhan["prayer"]!], "\(adhan)")
        }
        #expect(adhans.count == 5)
    }

    @Test func simulateJumpsAndRestartsNeverReplayAnAdhan() throws {
        let result = try CommandLineTests.run([
            "simulate", "--from", "2026-11-21T11:30:00-05:00", "--to", "2026-11-21T18:00:00-05:00", "--json",
            "--restart", "2026-11-21T11:42:20-05:00",
            "--jump", "2026-11-21T12:10:00-05:00=-30m",
            "--jump", "2026-11-21T13:00:00-05:00=+1h12m",
        ])
        #expect(result.status == 0, "\(result.errors)")
        let events = Self.events(result.output)
        #expect(events.filter { $0["event"] == "adhan" && $0["prayer"] == "dhuhr" }.count == 1)
        #expect(events.contains { $0["event"] == "adhan" && $0["prayer"] == "asr" && $0["at"] == "2026-11-21T14:13:00-05:00" })
    }

    @Test func simulateRejectsAMalformedJump() throws {
        let result = try CommandLineTests.run(["simulate", "--from", "2026-11-21T00:00:00Z", "--to", "2026-11-21T01:00:00Z",
                                               "--jump", "2026-11-21T00:30:00Z=3h"])
        #expect(result.status == 64)
        #expect(result.errors.contains("--jump: expected AT=±amount"))
    }

    @Test func runPlaysTheAdhanThroughAlsaOnceAcrossAKillNineAndRestart() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        let tone = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AudioALSATests/Fixtures/tone-440hz-1s.mp3")
        try FileManager.default.copyItem(at: tone, to: data.appendingPathComponent("adhan.mp3"))
        let raw = data.appendingPathComponent("played.raw")
        let config = #"{"audio": {"device": "file:'\#(raw.path)',raw"}}"#
        let arguments = ["run", "--now", "2026-11-21T16:32:50-05:00", "--speed", "20", "--data-dir", data.path]
        let first = try CommandLineTests.run(arguments, config: config, for: 2, signal: SIGKILL)
        #expect(first.output.contains("2026-11-21T16:33:00-05:00  adhan     maghrib  2026-11-21"), "\(first.output)")
        #expect((try? FileManager.default.attributesOfItem(atPath: raw.path)[.size] as? Int) == 88_200,
                "every frame of the one-second recording reached ALSA")
        let second = try CommandLineTests.run(["run", "--now", "2026-11-21T16:33:30-05:00", "--data-dir", data.path],
                                              config: config, for: 1.5)
        #expect(!second.output.contains("adhan     maghrib"))
        #expect(second.output.contains("mawqut running for Queens, New York (default location)"))
    }

    @Test func runReportsAMissingRecordingByName() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let result = try CommandLineTests.run(["run", "--now", "2026-11-21T16:32:58-05:00", "--speed", "5", "--data-dir", data.path],
                                              config: #"{"audio": {"device": "null"}}"#, for: 1.5)
        #expect(result.output.contains("audio failed: audio file not found: \(data.path)/adhan.mp3"), "\(result.output)")
    }

    @Test func playExitsZeroWhenDoneAndOneWithTheReason() throws {
        let tone = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AudioALSATests/Fixtures/tone-440hz-1s.mp3").path
        let raw = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-play-\(UUID().uuidString).raw")
        defer { try? FileManager.default.removeItem(at: raw) }
        let played = try CommandLineTests.run(["play", tone, tone, "--volume", "50", "--device", "file:'\(raw.path)',raw"])
        #expect(played.status == 0, "\(played.errors)")
        #expect((try? FileManager.default.attributesOfItem(atPath: raw.path)[.size] as? Int) == 176_400)
        let missing = try CommandLineTests.run(["play", "/nonexistent.mp3", "--device", "null"])
        #expect(missing.status == 1)
        #expect(missing.errors == "mawqut: audio file not found: /nonexistent.mp3\n")
        let device = try CommandLineTests.run(["play", tone, "--device", "hw:97,0"])
        #expect(device.status == 1)
        #expect(device.errors.hasPrefix("mawqut: audio device \"hw:97,0\" cannot be opened"))
        let speed = try CommandLineTests.run(["play", tone, "--speed", "3"])
        #expect(speed.status == 64)
    }
}
