import AudioALSA
import CMemoryRelease
import Dispatch
import FoundationEssentials
import Glibc
import KioskCore
import Logging
import Messages
import MawqutCommon
import MosqueSettings
import PrayerCalc
import Storage
import TerminalUI

/// Something that shows the kiosk (the ncurses terminal) and reads keys.
public protocol KioskDisplay: AnyObject {
    var size: (width: Int, height: Int) { get }
    /// True when the next frame must be drawn whole (after a resize, a theme, at start).
    var needsWholeFrame: Bool { get }
    func draw(_ grid: CellGrid)
    /// Writes `patch` over the frame drawn last (only called while `needsWholeFrame` is false).
    func patch(_ patch: CellPatch)
    func pendingKeys() -> [KioskKey]
    func resize()
    func restore()
    func setTheme(_ theme: Theme)
}

/// What the runtime works with: the ports to the world outside the pure modules.
public struct KioskPorts {
    public let store: PrayerLogStore
    public let audio: AudioPlayer
    public let clock: WallClock
    public let display: KioskDisplay?
    public let log: Logger
    public let configWatcher: ConfigWatcher
    public let dataDirectory: URL
    public let library: ReaderLibrary?
    /// What is wrong with the data directory's databases and the played log, read at each tick.
    public let storageProblems: @Sendable () -> [String]
    /// Where a follower keeps the schedule its primary shares (nil: it is not kept).
    public let sharedSchedules: SharedScheduleStore?
    /// The state database the admin page shares: the heartbeat, its setup code, imported timetables (nil: none).
    public let state: StateDatabase?

    public init(store: PrayerLogStore, audio: AudioPlayer, clock: WallClock, display: KioskDisplay?, log: Logger,
                configWatcher: ConfigWatcher, dataDirectory: URL, library: ReaderLibrary?,
                storageProblems: @escaping @Sendable () -> [String] = { [] }, sharedSchedules: SharedScheduleStore? = nil,
                state: StateDatabase? = nil) {
        self.store = store
        self.audio = audio
        self.clock = clock
        self.display = display
        self.log = log
        self.configWatcher = configWatcher
        self.dataDirectory = dataDirectory
        self.library = library
        self.storageProblems = storageProblems
        self.sharedSchedules = sharedSchedules
        self.state = state
    }
}

/// Runs the kiosk: a tick thread wakes at each whole second of the wall clock
/// and feeds a tick to the `PrayerTimesManager`; the schedule's sounds and what
/// people ask for go through the `SoundArbiter`; the screens over the clock are one
/// `KioskScreens` value. The runtime executes the effects all three answer with,
/// and draws. Ticks, keys, audio reports and redraws all run on one serial queue.
public final class KioskRuntime: @unchecked Sendable {
    public let queue = DispatchQueue(label: "mawqut.runtime")
    let ports: KioskPorts
    private let speed: Double
    /// Whether the time is the system's (neither --now nor --speed gave it).
    private let clockIsTheSystemClock: Bool
    public internal(set) var manager: PrayerTimesManager
    public internal(set) var sound = SoundArbiter()
    public internal(set) var screens: KioskScreens { didSet { screensRevision &+= 1 } }
    /// Counts the changes to `screens` (each is one): the frame keys know the screens by it (`KioskView.FrameKey`).
    private var screensRevision = 0
    public private(set) var now: Date
    var problems = StatusProblems()
    /// Whether a configuration is in use; false while none was ever accepted (no times, no adhan).
    public private(set) var configured: Bool
    private let startingFault: ConfigFault?
    var online: OnlineTimes?
    var hadithOfTheDay = HadithOfTheDay()
    /// What the kiosk and the admin page tell each other through the state database.
    var statusReport = DisplayStatusReport()
    /// The connection to the MQTT broker, when the configuration has an `mqtt` section.
    var mqtt: MQTTLink?
    /// The download feeding the recitation, cancelled when the recitation stops (so
    /// that a download finishing late starts nothing stale).
    var recitationDownload: DownloadCancellation?
    /// The recitation paused with Space, from the ayah it had reached.
    var pausedRecitation: SoundJob?
    /// Whether the tick thread goes on (false once shut down).
    private var ticking = true
    /// What the last frame drawn showed; a tick that would draw the same is skipped.
    private var lastFrame: KioskView.FrameKey?
    /// Where the last frame showed the clock's seconds when it was the clock alone: the
    /// next seconds are a patch over it (the display keeps the frame's cells; holding
    /// them here too would make the patch copy the whole frame).
    private var lastClockSeconds: ClockFrame.Seconds?
    /// The clock's last digits as drawn, for the same seconds of the next minutes.
    private var clockDigits = ClockFrame.DigitPatches()
    /// The clock's state as last made, for the seconds after it until what it shows changes.
    var keptClockState: KeptClockState?
    /// The number given to the last clock state made (`ClockScreenState.revision`).
    var clockStateRevision = 0
    private var sources: [DispatchSourceProtocol] = []
    /// Writes configuration edits to a file and returns the settings they give
    /// (tests replace it to make the write fail part-way).
    var writeConfiguration: ([ConfigEdit], String, LastGoodConfiguration) throws -> Settings = {
        try ConfigWriter.apply($0, to: $1, lastGood: $2)
    }
    /// Runs slow work away from the runtime's queue (tests run it in place).
    var runOffQueue: (@escaping @Sendable () -> Void) -> Void = { DispatchQueue.global(qos: .userInitiated).async(execute: $0) }
    /// Wrong PINs typed at the settings screen, kept in the data directory.
    lazy var pinAttempts = PINAttemptsFile.read(in: ports.dataDirectory, at: now, log: { [log] in log.error("\($0)") })
    /// Seconds on a clock that never jumps, for how long no key has been pressed (tests replace it).
    var uptime: () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    lazy var lastKeyUptime = uptime()
    /// When a key last came (`uptime`), nil before the first: the hall layout's key footer follows it.
    var lastKeyPressed: TimeInterval?
    /// What `q` then `y` does (tests replace it).
    var exitProcess: () -> Void = { exit(0) }
    /// Gives the system back the heap's free pages and the pages of code and constants
    /// no longer run, after start-up and once a reader is closed (tests count it).
    /// Measured (static release kiosk at 240x67): the heap 0.7-1 MB of 7.9 MB private
    /// after both readers; the code pages 19.2 -> 14.5 MB resident a minute after start.
    var releaseFreeMemory: () -> Void = {
        _ = mawqut_heap_trim()
        _ = mawqut_page_out_file_mappings()
    }
    /// The QR codes the wall shows (`display.qrCode`, the claim), made once per text.
    var qrCodes = QRCodeEncoder()
    /// Why the wall shows no QR code though one is asked for.
    var qrCodeProblem: KioskProblem?
    /// The screen's sleep: the schedule's wishes and what the switch did (`followScreenPower`).
    var screenPower = ScreenPowerState()
    /// Makes the screen's switch for `display.power` on this machine (tests give a recording one).
    var makeScreenSwitch: (ScreenPowerSettings) -> ScreenSwitch = { ScreenFacts.current().screenSwitch(for: $0, runner: SystemToolRunner()) }
    /// Runs a switch's command away from the runtime's queue, one at a time and in order (tests run it in place).
    var runScreenSwitch: (@escaping @Sendable () -> Void) -> Void = { KioskRuntime.screenSwitchQueue.async(execute: $0) }
    static let screenSwitchQueue = DispatchQueue(label: "mawqut.screen-switch")
    /// What the last black frame was made from, while the screen sleeps.
    private var lastSleepFrame: SleepFrameKey?
    /// Seconds after start when start-up's own code is done with.
    static let startUpSeconds = 10.0

    /// `startingFault`: the configuration file could not be used at start; `settings`
    /// are then the last good configuration, or, when `configured` is false, none was
    /// ever accepted: the clock shows the time and the fault, and no prayer times.
    public init(settings: Settings, ports: KioskPorts, speed: Double = 1, timetable: [TimetableDay] = [],
                aladhanCache: TimetableStore? = nil, startingFault: ConfigFault? = nil, configured: Bool = true) throws {
        self.ports = ports
        self.speed = speed
        clockIsTheSystemClock = ports.clock is SystemClock
        self.startingFault = startingFault
        self.configured = configured
        now = ports.clock.now
        let since = CivilDate(containing: now, in: settings.location.timeZone).adding(days: -2)
        manager = try PrayerTimesManager(settings: settings, log: ports.store.entries(since: since),
                                         marks: ports.store.marks(since: since), timetable: timetable)
        let size = ports.display?.size ?? (width: 80, height: 24)
        screens = KioskScreens(size: ScreenSize(width: size.width, height: size.height))
        online = aladhanCache.map(OnlineTimes.init)
    }

    var log: Logger { ports.log }

    /// Starts ticking (and, with a display, reading keys and following resizes); returns at once.
    public func start() {
        connectAudio()
        if let fault = startingFault { reportConfigurationFault(fault, when: "at start") }
        queue.async { self.startMQTT() }
        if let display = ports.display {
            let keys = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: queue)
            keys.setEventHandler { [weak self] in self?.handle(display.pendingKeys()) }
            keys.resume()
            signal(SIGWINCH, SIG_IGN)
            let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: queue)
            resize.setEventHandler { [weak self] in
                display.resize()
                self?.redraw()
            }
            resize.resume()
            sources = [keys, resize]
        }
        TickThread.start(on: queue) { [weak self] in
            guard let self, self.ticking else { return nil }
            self.tick()
            return self.secondsToNextTick()
        }
        queue.asyncAfter(deadline: .now() + Self.startUpSeconds) { [weak self] in self?.releaseFreeMemory() }
    }

    /// The audio engine's reports reach the sound arbiter on the runtime's queue.
    func connectAudio() {
        let queue = self.queue
        ports.audio.setEventHandler { [weak self] report in
            guard let runtime = self else { return }
            queue.async {
                runtime.sound(.engine(report))
                runtime.redraw()
            }
        }
    }

    /// Stops sound and gives the terminal back; safe to call more than once.
    public func shutdown() {
        queue.sync { shutdownOnQueue() }
    }

    /// Re-reads the configuration now.
    public func reloadConfiguration() {
        queue.async { self.checkConfiguration(force: true) }
    }

    func tick() {
        now = ports.clock.now
        let firstTick = manager.lastTick == nil
        if configured {
            execute(manager.handle(.tick(now)))
            if firstTick { checkIqamas() }
        }
        followScreenPower()
        returnToClockWhenIdle()
        checkConfiguration(force: false)
        // Only the system clock's synchronisation matters: with --now or --speed the time is given.
        if clockIsTheSystemClock { problems.checkClock(log: log) }
        problems.follow(today: CivilDate(containing: now, in: manager.settings.location.timeZone))
        problems.noteStorage(ports.storageProblems(), log: log)
        refreshOnlineTimes()
        lookForAdminClaim()
        followTimetableImports()
        reportDisplayStatus()
        publishMQTTState()
        redraw()
    }

    /// Seconds until the next whole second of the (possibly accelerated) wall clock,
    /// from the time the tick ends (a long tick, as the first, must not make the next one late).
    private func secondsToNextTick() -> TimeInterval {
        let now = ports.clock.now.timeIntervalSince1970
        return max(0.001, (1 - (now - now.rounded(.down))) / speed)
    }

    private func shutdownOnQueue() {
        ticking = false
        stopMQTT()
        ports.audio.stop()
        ports.display?.restore()
    }

    // MARK: - Screen and keys

    /// Draws the frame: the clock, or the screen on top with the sound line.
    func redraw() {
        guard let display = ports.display else { return }
        let size = ScreenSize(width: display.size.width, height: display.size.height)
        if size != screens.size { screens.resize(size) }
        if screenPower.drawsBlack {
            drawSleeping(on: display, size: size)
            return
        }
        lastSleepFrame = nil
        if case .problems(let list)? = screens.top, list.problems != currentProblems { deliver(.problems(.problems(currentProblems))) }
        let clock = screens.top == nil ? clockState() : nil
        let key = KioskView.FrameKey(screensRevision: screensRevision, sound: soundLine, settings: manager.settings, clock: clock)
        let change = display.needsWholeFrame ? .whole : key.change(since: lastFrame)
        // Most ticks change nothing shown (the clock shows minutes): no frame is made.
        guard change != .none else { return }
        // With seconds on the clock, most seconds change its last two digits alone.
        if change == .clockSeconds, let clock, let next = lastClockSeconds?.patch(to: clock, digits: &clockDigits) {
            lastFrame = key
            lastClockSeconds = next.seconds
            display.patch(next.patch)
            return
        }
        lastFrame = key
        let frame = KioskView.frame(screens, sound: soundLine, settings: manager.settings, clock: { clock ?? clockState() })
        lastClockSeconds = frame.clock?.seconds
        display.draw(frame.grid)
    }

    /// The black frame with its one dim line, drawn when the line, the minute or the size changes.
    private func drawSleeping(on display: KioskDisplay, size: ScreenSize) {
        let minute = Int(now.timeIntervalSince1970 / 60)
        // What the frame is made from: its words follow the settings (the manager's revision) and the sleep's end.
        let key = SleepFrameKey(minute: minute, width: size.width, height: size.height, until: screenPower.sleepsUntil,
                                managerRevision: manager.revision)
        guard key != lastSleepFrame || display.needsWholeFrame else { return }
        lastSleepFrame = key
        lastFrame = nil
        lastClockSeconds = nil
        display.draw(SleepScreen.grid(size: size, line: sleepingLine, minute: minute, mode: manager.settings.display.arabicDisplayMode))
    }

    /// The sound line every screen keeps.
    var soundLine: SoundLine {
        SoundLine(playing: sound.nowPlaying, muted: sound.muted, waiting: sound.waitingNote, problem: sound.problem)
    }

    /// What to do about an announcement, Eid or iqama-period entry the wall leaves out.
    static let entryAdvice = Phrase.tr("Correct that entry on the admin page or in config.json; the other entries still show.")

    /// Everything wrong now, for the status line, the list of problems and the admin page.
    /// Asked twice a second (the heartbeat and the clock): with nothing wrong no array is made.
    var currentProblems: [KioskProblem] {
        var all = problems.all
        for issue in manager.settings.entryIssues {
            all.append(KioskProblem(issue.sentence, advice: Self.entryAdvice))
        }
        if let problem = online?.problem { all.append(OnlineTimes.problem(problem)) }
        if let problem = mqttProblem { all.append(problem) }
        if let problem = screenPowerProblem { all.append(problem) }
        if let qrCodeProblem { all.append(qrCodeProblem) }
        return all
    }

    /// Keys go to the screen on top (or the clock); then the frame is drawn.
    func handle(_ keys: [KioskKey]) {
        if !keys.isEmpty {
            lastKeyUptime = uptime()
            lastKeyPressed = lastKeyUptime
            // A key that wakes a sleeping screen does only that.
            if configured, wakeScreen(by: .key) {
                redraw()
                return
            }
        }
        for key in keys { run(screens.press(key)) }
        redraw()
    }

    /// Carries out what the screens asked for.
    func run(_ commands: [ScreenCommand]) {
        for command in commands {
            switch command {
            case .kiosk(let command): kiosk(command)
            case .quran(let command): quran(command)
            case .hadith(let command): hadith(command)
            case .guides(let command): guides(command)
            case .settings(let command): settings(command)
            case .closed(let destination): closed(destination)
            }
        }
    }

    /// Hands a result to the screen it is for.
    func deliver(_ message: ScreenMessage) {
        run(screens.deliver(message))
    }

    private func kiosk(_ command: KioskCommand) {
        switch command {
        case .stopSound:
            stopRecitationDownload()
            sound(.stop)
        case .toggleMute: sound(.setMuted(!sound.muted))
        case .testAdhan:
            log.info("adhan test from the keyboard")
            sound(.requested(soundFiles.testAdhan(settings: manager.settings)))
        case .openQuran: openQuran()
        case .openHadith: openHadith()
        case .openGuides: openGuides()
        case .openSettings: openSettings()
        case .openProblems: screens.open(.problems(ProblemList(problems: currentProblems, words: words)))
        case .quit:
            log.info("quit from the keyboard")
            shutdownOnQueue()
            exitProcess()
        }
    }

    private func closed(_ destination: Destination) {
        switch destination {
        case .quran:
            stopRecitationDownload()
            readerClosed()
        case .hadith:
            readerClosed()
        default:
            break
        }
    }

    /// A reader's sound is withdrawn, and once the reader itself is gone (it is held until
    /// this command is carried out) its memory goes back to the system (`releaseFreeMemory`).
    private func readerClosed() {
        sound(.withdraw)
        queue.async { [self] in releaseFreeMemory() }
    }

    /// The wall's words (`display.language`), for what its screens say.
    var words: Words { MessageLibrary.installed.words(manager.settings.display.language) }

    /// A box over the screen until the next key.
    func showMessage(_ text: String) {
        screens.show(.message(text))
    }

    /// Closes the screen over the clock once no key has come for
    /// `display.returnToClockMinutes`, except a Quran reader that is reciting.
    private func returnToClockWhenIdle() {
        let minutes = manager.settings.display.returnToClockMinutes
        guard minutes > 0, let top = screens.top, uptime() - lastKeyUptime >= Double(minutes) * 60 else { return }
        if case .quran = top, sound.isReciting { return }
        var unsaved = 0
        if case .settings(let form) = top { unsaved = form.changedIDs.count }
        run(screens.close())
        let dropped = unsaved > 0 ? "; \(unsaved) unsaved setting change(s) dropped" : ""
        log.info("back to the clock after \(minutes) minutes without a key\(dropped)")
    }

    // MARK: - Configuration

    func checkConfiguration(force: Bool) {
        switch ports.configWatcher.poll(force: force) {
        case .unchanged:
            break
        case .changed(let settings, let data):
            log.info("configuration reloaded")
            if let data { keepAsLastGood(data) }
            apply(settings)
        case .invalid(let fault):
            reportConfigurationFault(fault, when: "in a change of the file")
        case .missing(let message):
            problems.configurationMissing(ports.configWatcher.path ?? "", lastGoodPath: lastGood.path)
            log.warning("\(message); the last good configuration stays in use until it is back")
        }
    }

    /// A configuration file that cannot be used: on the status line with what is in use instead, and in the log.
    private func reportConfigurationFault(_ fault: ConfigFault, when: String) {
        let kept = configured ? lastGood.read() : nil
        let inUse: StatusProblems.ConfigurationInUse = !configured ? .none
            : kept.map { .lastGood(acceptedAt: $0.acceptedAt, path: lastGood.path) } ?? .defaults
        problems.configuration(fault, inUse: inUse, text: TimeText(timeZone: manager.settings.location.timeZone))
        let running = switch inUse {
        case .lastGood: "the last good configuration stays in use"
        case .defaults: "the built-in defaults stay in use"
        case .none: "no configuration in use"
        }
        log.warning("configuration error \(when), \(running):\n\(fault)")
    }

    /// The configuration kept for a start on a broken file (`LastGoodConfiguration`).
    var lastGood: LastGoodConfiguration { LastGoodConfiguration(dataDirectory: ports.dataDirectory) }

    /// Keeps an accepted configuration's text; a data directory that cannot be written is logged.
    func keepAsLastGood(_ data: Data) {
        do {
            try lastGood.keep(data)
        } catch {
            log.error("the accepted configuration could not be kept in \(lastGood.path): \(error)")
        }
    }

    /// Puts new settings into use at once: times, sound device, theme.
    func apply(_ settings: Settings) {
        let themeChanged = settings.display.theme != manager.settings.display.theme
        problems.configurationAccepted()
        configured = true
        (ports.audio as? AudioEngine)?.setDevice(settings.audio.device, mixerControl: settings.audio.mixerControl)
        execute(manager.handle(.configChanged(settings)))
        reloadPublishedTimes()
        checkIqamas()
        if themeChanged { ports.display?.setTheme(settings.display.theme) }
        refreshOnlineTimes(force: true)
        mqttSettingsApplied()
    }

    /// Iqamas that do not fit their adhan, for the status line and the log.
    func checkIqamas() {
        problems.checkIqamas(manager, today: CivilDate(containing: now, in: manager.settings.location.timeZone), log: log)
    }

    // MARK: - Effects

    var soundFiles: SoundFiles { SoundFiles(dataDirectory: ports.dataDirectory) }

    /// The command that fetches the Quran, hadith and cities into this kiosk's data directory.
    var fetchDataCommand: String { Installation.fetchDataCommand(dataDirectory: ports.dataDirectory) }

    /// Executes the manager's effects in order.
    func execute(_ effects: [ManagerEffect]) {
        let text = TimeText(timeZone: manager.settings.location.timeZone)
        for effect in effects {
            switch effect {
            case .record(let entry):
                do {
                    try ports.store.record(entry)
                } catch {
                    log.error("could not write the played log for \(entry.key): \(error); the adhan still plays")
                }
            case .mark(let mark):
                do {
                    try ports.store.mark(mark, at: now)
                } catch {
                    log.error("could not write to the played log that the \(mark.kind.rawValue) of \(mark.key) happened: \(error)")
                }
            case .announce(let event):
                log.info("\(EventText.line(event, text: text))")
                if let mqtt { mqttPublish([mqtt.publications.event(event, zone: manager.settings.location.timeZone)]) }
            case .playAdhan(let key, let file, let volume, let dua):
                sound(.scheduled(soundFiles.adhan(key, file: file, volume: volume, dua: dua)))
            case .playReminder(let prayer):
                sound(.scheduled(soundFiles.reminder(prayer, volume: manager.settings.schedule.audio(for: prayer).volume)))
            case .playIqamaTone(let prayer):
                sound(.scheduled(soundFiles.iqamaTone(prayer)))
            case .playSunriseWarning:
                sound(.scheduled(soundFiles.sunriseWarning()))
            case .recompute(let day):
                log.info("schedule for \(day) computed")
            }
        }
    }

    /// Feeds the sound arbiter and executes what it answers; the Quran reader hears
    /// which ayah is being recited.
    func sound(_ event: SoundArbiter.Event) {
        for effect in sound.handle(event) {
            switch effect {
            case .play(let queue, let requests, let speed):
                ports.audio.play(requests, speed: speed, id: queue)
            case .stop:
                ports.audio.stop()
            case .settle(let key, let status, let detail):
                let entry = PrayerLogEntry(key: key, status: status, detail: detail, recordedAt: now)
                do {
                    try ports.store.settle(entry)
                } catch {
                    log.error("could not write the outcome of the adhan for \(key) to the played log: \(error)")
                }
                execute(manager.handle(.settled(entry)))
                if let mqtt {
                    mqttPublish([mqtt.publications.outcome(key, status, detail: detail, at: now, zone: manager.settings.location.timeZone)])
                }
                let outcome = "adhan \(key): \(status.rawValue)" + (detail.map { " (\($0))" } ?? "")
                if status == .failed { log.warning("\(outcome)") } else { log.info("\(outcome)") }
            case .note(let line):
                log.info("\(line)")
            }
        }
        publishMQTTPlaying()
        if case .quran(let reader)? = screens.top, reader.playing != recitedAyah {
            deliver(.quran(.reciting(recitedAyah)))
        }
    }
}
