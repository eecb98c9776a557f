import Foundation
import KioskCore
import Testing
@testable import AudioALSA

/// Plays through ALSA's file plugin (real ALSA, no sound card): the raw file holds
/// exactly the PCM frames that reached ALSA.
struct AudioEngineTests {
    static func fixture(_ name: String) -> String {
        Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!.path
    }

    struct Played {
        var events: [AudioPlayerEvent] = []
        var samples: [Int16] = []
    }

    /// Plays a queue into a raw file and waits for the queue to end.
    static func play(_ queue: [SoundRequest], speed: Double = 1, device: String? = nil) throws -> Played {
        let raw = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-audio-\(UUID().uuidString).raw")
        defer { try? FileManager.default.removeItem(at: raw) }
        let engine = AudioEngine(device: device ?? "file:'\(raw.path)',raw")
        let collected = EventLog()
        engine.setEventHandler { collected.append($0) }
        engine.play(queue, speed: speed, id: 7)
        try #require(collected.waitForEnd(seconds: 20), "the queue never ended")
        #expect(collected.reports.allSatisfy { $0.queue == 7 }, "every report names the queue it is about")
        var played = Played(events: collected.events)
        if let data = FileManager.default.contents(atPath: raw.path) {
            played.samples = data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        }
        return played
    }

    final class EventLog: @unchecked Sendable {
        private let lock = NSLock()
        private let ended = DispatchSemaphore(value: 0)
        private var stored: [AudioReport] = []
        var reports: [AudioReport] { lock.withLock { stored } }
        var events: [AudioPlayerEvent] { reports.map(\.event) }

        func append(_ report: AudioReport) {
            lock.withLock { stored.append(report) }
            if case .queueEnded = report.event { ended.signal() }
        }

        func waitForEnd(seconds: Double) -> Bool { ended.wait(timeout: .now() + seconds) == .success }
    }

    /// Frequency from the count of upward zero crossings.
    static func frequency(_ samples: [Int16], rate: Double) -> Double {
        var crossings = 0
        for index in 1..<samples.count where samples[index - 1] < 0 && samples[index] >= 0 { crossings += 1 }
        return Double(crossings) / (Double(samples.count) / rate)
    }

    @Test func everyDecodedFrameOfAnMp3ReachesAlsaExactly() throws {
        let played = try Self.play([SoundRequest(path: Self.fixture("tone-440hz-1s.mp3"))])
        #expect(played.samples.count == 44_100)
        #expect(played.events == [.started(index: 0), .queueEnded(failures: 0)])
    }

    @Test func aWavFilePlaysWithItsExactFrameCount() throws {
        let played = try Self.play([SoundRequest(path: Self.fixture("tone-440hz-1s.wav"))])
        let decoded = try AudioFile.decodeAll(Self.fixture("tone-440hz-1s.wav"))
        #expect(played.samples == decoded.samples)
        #expect(played.samples.count == 44_100)
    }

    @Test func volumeFiftyHalvesTheAmplitudeOfEverySample() throws {
        let full = try Self.play([SoundRequest(path: Self.fixture("tone-440hz-1s.mp3"), volume: 100)]).samples
        let half = try Self.play([SoundRequest(path: Self.fixture("tone-440hz-1s.mp3"), volume: 50)]).samples
        #expect(full.count == half.count)
        #expect(zip(full, half).allSatisfy { Int($1) == Int($0) / 2 })
        #expect(full.map { abs(Int($0)) }.max()! > 15_000, "the fixture is a half-scale tone")
    }

    @Test(arguments: [1.5, 2.0])
    func speedShortensTheDurationAndKeepsThePitch(speed: Double) throws {
        let played = try Self.play([SoundRequest(path: Self.fixture("tone-440hz-1s.mp3"))], speed: speed)
        let duration = Double(played.samples.count) / 44_100
        #expect(abs(duration - 1 / speed) / (1 / speed) < 0.05, "duration \(duration)")
        let middle = Array(played.samples[(played.samples.count / 4)..<(played.samples.count * 3 / 4)])
        #expect(abs(Self.frequency(middle, rate: 44_100) - 440) < 8)
    }

    @Test func aQueueOfTheSameFormatPlaysWithoutAGap() throws {
        let tone = SoundRequest(path: Self.fixture("tone-440hz-1s.mp3"))
        let played = try Self.play([tone, tone])
        #expect(played.samples.count == 88_200)
        #expect(played.events == [.started(index: 0), .started(index: 1), .queueEnded(failures: 0)])
    }

    @Test func aCorruptFileIsReportedByNameAndTheQueueGoesOn() throws {
        let corrupt = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-corrupt-\(UUID().uuidString).mp3")
        try Data((0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }).write(to: corrupt)
        defer { try? FileManager.default.removeItem(at: corrupt) }
        let played = try Self.play([SoundRequest(path: corrupt.path), SoundRequest(path: Self.fixture("tone-440hz-1s.mp3"))])
        #expect(played.events.first == .itemFailed(index: 0, reason: AudioError.noAudio(corrupt.path).description))
        #expect(played.events.last == .queueEnded(failures: 1))
        #expect(played.samples.count == 44_100)
    }

    @Test func aMissingFileAndATruncatedFileAreReported() throws {
        let truncated = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-truncated-\(UUID().uuidString).mp3")
        try FileManager.default.contents(atPath: Self.fixture("tone-440hz-1s.mp3"))!.prefix(3000).write(to: truncated)
        defer { try? FileManager.default.removeItem(at: truncated) }
        let played = try Self.play([SoundRequest(path: "/nonexistent/adhan.mp3"), SoundRequest(path: truncated.path)])
        let reasons = played.events.compactMap { if case .itemFailed(_, let reason) = $0 { reason } else { nil } }
        #expect(reasons.first == "audio file not found: /nonexistent/adhan.mp3")
        #expect(reasons.last?.hasPrefix("\(truncated.path) is truncated: it ends after 0.1 s of the 1.0 s") == true)
    }

    @Test func aMissingDeviceIsReportedByNameEveryTime() throws {
        for _ in 0..<2 {
            let played = try Self.play([SoundRequest(path: Self.fixture("tone-440hz-1s.mp3"))], device: "hw:97,0")
            guard case .itemFailed(0, let reason) = played.events.first else {
                Issue.record("expected a failure, got \(played.events)")
                return
            }
            #expect(reason.hasPrefix("audio device \"hw:97,0\" cannot be opened:"))
        }
    }

    @Test func aChangeOfFormatInTheQueueReopensTheDevice() throws {
        let played = try Self.play([SoundRequest(path: Self.fixture("tone-330hz-stereo-48k.mp3")),
                                    SoundRequest(path: Self.fixture("tone-440hz-1s.mp3"))])
        #expect(played.events == [.started(index: 0), .started(index: 1), .queueEnded(failures: 0)])
    }

    @Test func theProjectsOwnSoundsDecode() throws {
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/sounds")
        for name in ["reminder-chime.wav", "iqama-tone.wav", "sunrise-tone.wav"] {
            let decoded = try AudioFile.decodeAll(assets.appendingPathComponent(name).path)
            #expect(decoded.sampleRate == 44_100 && decoded.channels == 1 && decoded.samples.count > 40_000, "\(name)")
        }
    }

    @Test func volumeArithmeticNeverClips() {
        var samples: [Int16] = [32767, -32768, 1, -1, 1000]
        SampleMath.applyVolume(50, to: &samples, count: samples.count)
        #expect(samples == [16383, -16384, 0, 0, 500])
        var loud: [Int16] = [32767, -32768]
        SampleMath.applyVolume(140, to: &loud, count: 2)
        #expect(loud == [32767, -32768])
    }
}

struct ALSAMixerTests {
    @Test func theMixerCardFollowsTheDevice() {
        #expect(ALSAMixer.card(forDevice: "plughw:1,0") == "hw:1")
        #expect(ALSAMixer.card(forDevice: "hw:2,3") == "hw:2")
        #expect(ALSAMixer.card(forDevice: "default") == "default")
    }

    @Test func anUnavailableMixerControlIsReportedAndSoftwareVolumeIsUsed() throws {
        let raw = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-mixer-\(UUID().uuidString).raw")
        defer { try? FileManager.default.removeItem(at: raw) }
        let engine = AudioEngine(device: "file:'\(raw.path)',raw", mixerControl: "NoSuchControl")
        let log = AudioEngineTests.EventLog()
        engine.setEventHandler { log.append($0) }
        engine.play([SoundRequest(path: AudioEngineTests.fixture("tone-440hz-1s.mp3"), volume: 50)], speed: 1)
        try #require(log.waitForEnd(seconds: 20))
        guard case .itemFailed(0, let reason) = log.events.first else {
            Issue.record("expected the mixer problem first, got \(log.events)")
            return
        }
        #expect(reason.contains("mixer control \"NoSuchControl\"") && reason.hasSuffix("; using software volume"))
        let samples = FileManager.default.contents(atPath: raw.path)!.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        #expect(samples.count == 44_100)
        #expect(samples.map { abs(Int($0)) }.max()! < 8_500)
    }
}
