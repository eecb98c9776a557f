import ArgumentParser
import AudioALSA
import Dispatch
import Foundation
import KioskCore
import PrayerCalc
import Storage

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the adhan clock (headless until the kiosk screen exists): prints each event as it happens.",
        discussion: """
            Ticks once a second, plays each adhan once (the played log is in the data \
            directory's database), and re-reads the configuration when the file changes or \
            on SIGHUP. Sounds play through ALSA (audio.device); a sound that cannot play \
            is logged with the reason and tried again next time. Stop with Ctrl-C.
            """)

    @OptionGroup var options: CalculationOptions

    @OptionGroup var clockOptions: ClockOptions

    @Option(help: ArgumentHelp("Run the clock this many times faster than real time (1 to 3600).", valueName: "factor"))
    var speed: Double = 1

    @Option(name: .customLong("data-dir"), help: ArgumentHelp("Data directory (default: $XDG_DATA_HOME/mawqut).", valueName: "path"))
    var dataDirectory: String?

    func run() throws {
        guard (1...3600).contains(speed) else { throw CLIError.argument("--speed: expected a factor from 1 to 3600, got \(speed)") }
        let settings = try options.settings()
        let start = clockOptions.now == nil ? nil : try clockOptions.current()
        let clock: WallClock = if start == nil && speed == 1 { SystemClock() } else {
            ShiftedClock(start: start ?? Date(), speed: speed)
        }
        let directory = DataDirectory.resolve(dataDirectory)
        let store = SQLitePrayerLogStore(database: try MawqutDatabase(directory: directory))
        let log: @Sendable (String) -> Void = { line in
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
        let watchedPath = options.config ?? ConfigFile.defaultPath
        let hasOverrides = options.hasOverrides
        let runtime = try KioskRuntime(
            settings: settings, store: store, audio: AudioEngine(device: settings.audio.device, mixerControl: settings.audio.mixerControl), clock: clock, speed: speed,
            dataDirectory: directory, configWatcher: ConfigWatcher(path: hasOverrides ? nil : watchedPath), log: log)
        log("mawqut running for \(settings.location.label); data in \(directory.path)")
        if hasOverrides { log("command-line overrides given: the configuration file is not watched for changes") }
        runtime.start()
        SignalHandling.install(stop: { runtime.stop() }, reload: { runtime.reloadConfiguration() })
        dispatchMain()
    }
}

/// SIGINT and SIGTERM stop cleanly; SIGHUP re-reads the configuration.
enum SignalHandling {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func install(stop: @escaping @Sendable () -> Void, reload: @escaping @Sendable () -> Void) {
        for (signalNumber, action) in [(SIGINT, stop), (SIGTERM, stop), (SIGHUP, reload)] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler {
                action()
                if signalNumber != SIGHUP { exit(0) }
            }
            source.resume()
            sources.append(source)
        }
    }
}
