import ArgumentParser
import AudioALSA
import CursesBackend
import Dispatch
import FoundationEssentials
import Glibc
import KioskApp
import KioskCore
import Logging
import MawqutCommandLine
import MawqutCommon
import MosqueSettings
import PrayerCalc
import Storage

/// Starts the adhan clock: the full-screen kiosk, or headless.
enum KioskLauncher {
    static func launch(_ options: KioskOptions) throws -> Never {
        guard (1...3600).contains(options.speed) else {
            throw CLIError.argument("--speed: expected a factor from 1 to 3600, got \(options.speed)")
        }
        let start = options.clock.now == nil ? nil : try options.clock.current()
        let clock: WallClock = if start == nil && options.speed == 1 { SystemClock() } else {
            ShiftedClock(start: start ?? Date(), speed: options.speed)
        }
        let directory = DataDirectory.resolve(options.dataDirectory)
        // The wall never goes dark for a broken file: the last good configuration, or the time and the fault.
        let starting = ConfigFile.kioskConfiguration(explicitPath: options.calculation.config, dataDirectory: directory, now: clock.now)
        let (base, fault, configured): (Settings, ConfigFault?, Bool) = switch starting {
        case .good(let settings): (settings, nil, true)
        case .lastGood(let kept, let fault): (kept.settings, fault, true)
        case .none(let fault): (Settings.unconfigured, fault, false)
        }
        let settings = try options.calculation.settings(over: base)
        // The clock starts whatever state the databases are in: DataStore repairs what it can and says what it did.
        let data = DataStore.open(directory: directory)
        let interactive = !options.headless && isatty(STDOUT_FILENO) == 1 && isatty(STDIN_FILENO) == 1
        let log = MawqutLog.logger(directory: directory, echo: !interactive)
        let hasOverrides = options.calculation.hasOverrides
        let watchedPath = options.calculation.config ?? ConfigFile.defaultPath
        let terminal: CursesTerminal? = interactive ? CursesTerminal(theme: settings.display.theme) : nil
        let display: KioskDisplay? = terminal.map { terminal -> KioskDisplay in
            ProcessInfo.processInfo.environment["MAWQUT_FRAME_FILE"].map { FrameFile(terminal, path: $0) } ?? terminal
        }
        let openingProblems = data.problems
        let playedLog = data.playedLog
        let ports = KioskPorts(
            store: playedLog, audio: AudioEngine(device: settings.audio.device, mixerControl: settings.audio.mixerControl),
            clock: clock, display: display, log: log, configWatcher: ConfigWatcher(path: hasOverrides ? nil : watchedPath),
            dataDirectory: directory, library: ReaderLibrary(library: data.library, state: data.state),
            storageProblems: { openingProblems + playedLog.problems }, sharedSchedules: SharedScheduleStore(database: data.state),
            state: data.state)
        data.playedLog.compact(keepingSince: CivilDate(containing: clock.now, in: settings.location.timeZone).adding(days: -7))
        let runtime = try KioskRuntime(
            settings: settings, ports: ports, speed: options.speed,
            timetable: (try? PublishedTimes.load(for: settings, database: data.state)) ?? [],
            aladhanCache: TimetableStore(database: data.state, kind: .aladhanCache), startingFault: fault, configured: configured)
        log.info("mawqut running for \(settings.location.label); data in \(directory.path)")
        if !interactive && !options.headless { log.info("standard output is not a terminal: running without a screen") }
        if hasOverrides { log.info("command-line overrides given: the configuration file is not watched for changes") }
        runtime.start()
        // With a screen, SIGHUP means the terminal went away: restore and stop. Headless,
        // SIGHUP re-reads the configuration (as daemons do).
        let reloadConfiguration: @Sendable () -> Void = { runtime.reloadConfiguration() }
        let reload = interactive ? nil : reloadConfiguration
        SignalHandling.install(stop: { runtime.shutdown() }, reload: reload)
        dispatchMain()
    }
}

struct RunCommand: ParsableCommand {
    static let configuration = KioskCommandText.run

    @OptionGroup var kiosk: KioskOptions

    func run() throws {
        try KioskLauncher.launch(kiosk)
    }
}

/// SIGINT and SIGTERM stop cleanly; SIGHUP stops too, or re-reads the configuration when `reload` is given.
enum SignalHandling {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func install(stop: @escaping @Sendable () -> Void, reload: (@Sendable () -> Void)?) {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler {
                if signalNumber == SIGHUP, let reload {
                    reload()
                    return
                }
                stop()
                exit(0)
            }
            source.resume()
            sources.append(source)
        }
    }
}
