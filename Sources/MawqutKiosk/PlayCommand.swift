import ArgumentParser
import AudioALSA
import Dispatch
import FoundationEssentials
import Glibc
import KioskApp
import KioskCore
import MawqutCommandLine
import MawqutCommon
import PrayerCalc
import Synchronization

struct PlayCommand: ParsableCommand {
    static let configuration = KioskCommandText.play

    @OptionGroup var options: PlayArguments

    func run() throws {
        let (files, adhan, volume, speed) = (options.files, options.adhan, options.volume, options.speed)
        guard [1, 1.5, 2].contains(speed) else { throw CLIError.argument("--speed: expected 1, 1.5 or 2, got \(speed)") }
        if let volume, !(0...100).contains(volume) { throw CLIError.argument("--volume: expected 0 to 100, got \(volume)") }
        let settings = try ConfigFile.load(explicitPath: options.config)
        var queue = files.map { SoundRequest(path: $0, volume: volume ?? 100) }
        if let prayer = adhan?.prayer {
            let path = DataDirectory.path(settings.adhanFile(for: prayer), in: DataDirectory.resolve(options.dataDirectory))
            queue.append(SoundRequest(path: path, volume: volume ?? settings.schedule.audio(for: prayer).volume))
        }
        guard !queue.isEmpty else { throw CLIError.argument("give files to play, or --adhan PRAYER") }

        let engine = AudioEngine(device: options.device ?? settings.audio.device, mixerControl: settings.audio.mixerControl)
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
            usleep(UInt32(AudioEngineTiming.stopGrace * 1_000_000))
            Glibc.exit(130)
        }, reload: nil)
        engine.play(queue, speed: speed)
        DispatchQueue.global().async {
            outcome.wait()
            if let reason = outcome.failure {
                Console.error("mawqut: \(reason)")
                Glibc.exit(1)
            }
            Glibc.exit(0)
        }
        dispatchMain()
    }
}

/// How long a stop needs to fade out and release the device.
enum AudioEngineTiming {
    static let stopGrace = 0.4
}

/// The end of a `play` run: the first failure, if any.
final class PlayOutcome: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let firstFailure = Mutex<String?>(nil)

    var failure: String? { firstFailure.withLock { $0 } }

    func fail(_ reason: String) {
        firstFailure.withLock { if $0 == nil { $0 = reason } }
    }

    func finish() { done.signal() }
    func wait() { done.wait() }
}
