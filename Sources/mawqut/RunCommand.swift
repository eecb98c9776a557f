import ArgumentParser
import AudioALSA
import CursesBackend
import Dispatch
import Foundation
import KioskApp
import KioskCore
import Logging
import MawqutCommon
import PrayerCalc
import Storage

/// The options of the kiosk, shared by `mawqut` and `mawqut run`.
struct KioskOptions: ParsableArguments {
    @OptionGroup var calculation: CalculationOptions
    @OptionGroup var clock: ClockOptions

    @Option(help: ArgumentHelp("Run the clock this many times faster than real time (1 to 3600), for demonstrations.", valueName: "factor"))
    var speed: Double = 1

    @Option(name: .customLong("data-dir"), help: ArgumentHelp("Data directory (default: $XDG_DATA_HOME/mawqut).", valueName: "path"))
    var dataDirectory: String?

    @Flag(help: "No screen: print each event as it happens (the default when standard output is not a terminal).")
    var headless = false
}

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
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Start the adhan clock: the full-screen kiosk (the same as mawqut with no subcommand).",
        discussion: """
            Ticks once a second, plays each adhan once (the played log is in the data \
            directory's database), re-reads the configuration when the file changes, and \
            logs every event to mawqut.log in the data directory. With --headless (or when \
            standard output is not a terminal) it prints the events instead of drawing the \
            screen, and SIGHUP re-reads the configuration. Keys: F2 (or s on the clock) \
            stops the sound on every screen, m mute, t test adhan, ? help, q quit.
            """)

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
