import ArgumentParser
import AudioALSA
import Dispatch
import Foundation
import KioskApp
import KioskCore
import MawqutCommon
import PrayerCalc

struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play audio files (MP3 or WAV) through ALSA, in order, and exit when done.",
        discussion: """
            Exit status 0 when every file played; 1 with a one-line reason when one could \
            not (missing or corrupt file, unavailable device). Ctrl-C fades out and stops.
            """)

    @Argument(help: ArgumentHelp("Files to play, in order.", valueName: "file"))
    var files: [String] = []

    @Option(help: ArgumentHelp("Play the configured adhan for this prayer instead of files: fajr, dhuhr, asr, maghrib or isha.", valueName: "prayer"))
    var adhan: AdhanPrayer?

    @Option(help: ArgumentHelp("ALSA device (default: audio.device from the configuration).", valueName: "device"))
    var device: String?

    @Option(help: ArgumentHelp("Volume from 0 to 100 (default: 100, or the prayer's volume with --adhan).", valueName: "0-100"))
    var volume: Int?

    @Option(help: ArgumentHelp("Playback speed without changing pitch: 1, 1.5 or 2.", valueName: "factor"))
    var speed: Double = 1

    @Option(name: .long, help: ArgumentHelp("Configuration file (default: $XDG_CONFIG_HOME/mawqut/config.json).", valueName: "path"))
    var config: String?

    @Option(name: .customLong("data-dir"), help: ArgumentHelp("Data directory for configured recordings (default: $XDG_DATA_HOME/mawqut).", valueName: "path"))
    var dataDirectory: String?

    func run() throws {
        guard [1, 1.5, 2].contains(speed) else { throw CLIError.argument("--speed: expected 1, 1.5 or 2, got \(speed)") }
        if let volume, !(0...100).contains(volume) { throw CLIError.argument("--volume: expected 0 to 100, got \(volume)") }
        let settings = try ConfigFile.load(explicitPath: config)
        var queue = files.map { SoundRequest(path: $0, volume: volume ?? 100) }
        if let prayer = adhan?.prayer {
            let path = DataDirectory.path(settings.adhanFile(for: prayer), in: DataDirectory.resolve(dataDirectory))
            queue.append(SoundRequest(path: path, volume: volume ?? settings.schedule.audio(for: prayer).volume))
        }
        guard !queue.isEmpty else { throw CLIError.argument("give files to play, or --adhan PRAYER") }

        let engine = AudioEngine(device: device ?? settings.audio.device, mixerControl: settings.audio.mixerControl)
        let outcome = PlayOutcome()
        engine.setEventHandler { report in
            switch report.event {
            case .started: break
            case .itemFailed(_, let reason): outcome.fail(reason)
            case .queueEnded: outcome.finish()
            }
        }
        SignalHandling.install(stop: {
            engine.stop()
            Thread.sleep(forTimeInterval: AudioEngineTiming.stopGrace)
            Foundation.exit(130)
        }, reload: nil)
        engine.play(queue, speed: speed)
        DispatchQueue.global().async {
            outcome.wait()
            if let reason = outcome.failure {
                Console.error("mawqut: \(reason)")
                Foundation.exit(1)
            }
            Foundation.exit(0)
        }
        dispatchMain()
    }
}

/// How long a stop needs to fade out and release the device.
enum AudioEngineTiming {
    static let stopGrace = 0.4
}

/// The end of a `play` run: the first failure, if any.
final class PlayOutcome: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var firstFailure: String?

    var failure: String? { lock.withLock { firstFailure } }

    func fail(_ reason: String) {
        lock.withLock { if firstFailure == nil { firstFailure = reason } }
    }

    func finish() { done.signal() }
    func wait() { done.wait() }
}
