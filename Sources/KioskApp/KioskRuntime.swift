import AudioALSA
import Dispatch
import Foundation
import KioskCore
import PrayerCalc
import Scripture
import Storage
import TerminalUI

/// Something that shows the clock screen (the ncurses terminal) and reads keys.
public protocol KioskDisplay: AnyObject {
    var size: (width: Int, height: Int) { get }
    func draw(_ grid: CellGrid)
    func pendingKeys() -> [KioskKey]
    func resize()
    func restore()
    func setTheme(_ theme: Theme)
}

/// Runs the state machine against the wall clock: a Dispatch timer fires at each
/// whole second, feeds a tick, executes the effects in order and redraws the
/// screen. Ticks, keys, audio reports and redraws all run on one serial queue.
public final class KioskRuntime: @unchecked Sendable {
    let queue = DispatchQueue(label: "mawqut.runtime")
    var manager: PrayerTimesManager
    let store: PrayerLogStore
    let audio: AudioPlayer
    private let clock: WallClock
    private let speed: Double
    let dataDirectory: URL
    let configWatcher: ConfigWatcher
    let log: LogFile
    private let display: KioskDisplay?
    private var timer: DispatchSourceTimer?
    private var sources: [DispatchSourceProtocol] = []
    private var text: TimeText
    var ui = KioskUI()
    private var configProblem: String?
    private var clockProblem: String?
    private var lastClockCheck = Date.distantPast
    var now: Date
    let library: ReaderLibrary?
    /// The Quran reader, while it is on screen.
    var reader: QuranReader?
    /// The hadith reader, while it is on screen.
    var hadithReader: HadithReader?
    /// The prayer guides, while they are on screen.
    var guideBrowser: GuideBrowser?
    /// The settings screen, while it is on screen.
    var settingsForm: SettingsForm?
    /// Writes configuration edits to a file and returns the settings they give
    /// (tests replace it to make the write fail part-way).
    var writeConfiguration: ([ConfigEdit], String) throws -> Settings = { try ConfigWriter.apply($0, to: $1) }
    /// Seconds on a clock that never jumps, for how long no key has been pressed (tests replace it).
    var uptime: () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    lazy var lastKeyUptime = uptime()
    /// The Aladhan cache, when the source is Aladhan.
    var aladhanCache: TimetableStore?
    var lastOnlineFetch = Date.distantPast
    var onlineProblem: String?
    /// Hadith of the day for the clock, cached by day and length.
    var hadithOfTheDay: (key: String, value: ClockScreenState.Quote?)?
    var recitation: Recitation?
    /// Which queue the audio engine is playing: the scheduler's sounds or a recitation.
    var audioOwner: AudioOwner = .scheduler
    /// A recitation stopped by an adhan, resumed from this ayah when the adhan is done.
    var interruptedRecitation: AyahReference?

    enum AudioOwner {
        case scheduler, recitation
    }

    public init(settings: Settings, store: PrayerLogStore, audio: AudioPlayer, clock: WallClock, speed: Double,
         dataDirectory: URL, configWatcher: ConfigWatcher, log: LogFile, display: KioskDisplay?,
         library: ReaderLibrary? = nil, timetable: [TimetableDay] = [], aladhanCache: TimetableStore? = nil) throws {
        now = clock.now
        let since = CivilDate(containing: now, in: settings.location.timeZone).adding(days: -2)
        manager = try PrayerTimesManager(settings: settings, log: store.entries(since: since), timetable: timetable)
        self.store = store
        self.audio = audio
        self.clock = clock
        self.speed = speed
        self.dataDirectory = dataDirectory
        self.configWatcher = configWatcher
        self.log = log
        self.display = display
        self.library = library
        self.aladhanCache = aladhanCache
        text = TimeText(timeZone: settings.location.timeZone)
    }

    /// Starts ticking (and, with a display, reading keys and following resizes); returns at once.
    public func start() {
        let queue = self.queue
        audio.setEventHandler { [weak self] event in
            guard let runtime = self else { return }
            queue.async { runtime.audioReported(event) }
        }
        if display != nil {
            let keys = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: queue)
            keys.setEventHandler { [weak self] in self?.readKeys() }
            keys.resume()
            signal(SIGWINCH, SIG_IGN)
            let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: queue)
            resize.setEventHandler { [weak self] in
                self?.display?.resize()
                self?.redraw()
            }
            resize.resume()
            sources = [keys, resize]
        }
        queue.async { self.tick() }
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
        now = clock.now
        execute(manager.handle(.tick(now)))
        returnToClockWhenIdle()
        checkConfiguration(force: false)
        checkClockSynchronisation()
        refreshOnlineTimes()
        redraw()
        scheduleNextTick(after: now)
    }

    /// Wakes at the next whole second of the (possibly accelerated) wall clock.
    private func scheduleNextTick(after now: Date) {
        let fraction = now.timeIntervalSince1970 - now.timeIntervalSince1970.rounded(.down)
        let delay = max(0.001, (1 - fraction) / speed)
        let timer = self.timer ?? {
            let source = DispatchSource.makeTimerSource(queue: queue)
            source.setEventHandler { [weak self] in self?.tick() }
            source.resume()
            self.timer = source
            return source
        }()
        timer.schedule(wallDeadline: .now() + delay, leeway: .milliseconds(5))
    }

    // MARK: - Screen and keys

    private func redraw() {
        guard let display else { return }
        let size = display.size
        if let reader {
            display.draw(QuranReaderView.render(reader, settings: manager.settings, width: size.width, height: size.height))
            return
        }
        if let hadithReader {
            display.draw(HadithReaderView.render(hadithReader, settings: manager.settings, width: size.width, height: size.height))
            return
        }
        if let guideBrowser {
            display.draw(GuideView.render(guideBrowser, settings: manager.settings, width: size.width, height: size.height))
            return
        }
        if let settingsForm {
            display.draw(SettingsView.render(settingsForm, width: size.width, height: size.height))
            return
        }
        let status = manager.status(at: now)
        var logged: [PrayerKey: PrayerLogStatus] = [:]
        if let day = status?.day {
            for row in day.rows {
                let key = PrayerKey(date: day.date, prayer: row.prayer)
                logged[key] = manager.logStatus(key)
            }
        }
        let problems = [manager.audioProblem.map { "audio: \($0)" }, configProblem, clockProblem, onlineProblem].compactMap { $0 }
        var state = ClockScreenState(now: now, settings: manager.settings, status: status, log: logged,
                                     nowPlaying: manager.nowPlaying, muted: manager.muted, problems: problems, ui: ui)
        state.quote = quoteOfTheDay(width: size.width)
        display.draw(ClockScreen.render(state, width: size.width, height: size.height))
    }

    private func readKeys() {
        guard let display else { return }
        handle(display.pendingKeys())
    }

    /// Acts on keys as the screen on top would, then redraws.
    func handle(_ keys: [KioskKey]) {
        if !keys.isEmpty { lastKeyUptime = uptime() }
        let height = display?.size.height ?? 24
        for key in keys {
            if reader != nil {
                let pageSize = QuranReaderView.pageSize(height: height)
                for command in reader!.update(key, pageSize: pageSize) { perform(command) }
                continue
            }
            if hadithReader != nil {
                for command in hadithReader!.update(key) { perform(command) }
                continue
            }
            if guideBrowser != nil {
                for command in guideBrowser!.update(key, pageSize: GuideView.pageSize(height: height)) { perform(command) }
                continue
            }
            if settingsForm != nil {
                for command in settingsForm!.update(key, pageSize: SettingsView.pageSize(height: height)) { perform(command) }
                continue
            }
            for command in ui.update(key) {
                switch command {
                case .stopAudio:
                    audio.stop()
                    execute(manager.handle(.userSilenced))
                case .toggleMute:
                    execute(manager.handle(.setMuted(!manager.muted)))
                    log.write(manager.muted ? "adhans muted from the keyboard" : "adhans unmuted from the keyboard")
                case .testAdhan:
                    log.write("adhan test from the keyboard")
                    execute(manager.handle(.testAdhan))
                case .openQuran:
                    openQuran()
                case .openHadith:
                    openHadith()
                case .openGuides:
                    openGuides()
                case .openSettings:
                    openSettings()
                case .quit:
                    log.write("quit from the keyboard")
                    shutdownOnQueue()
                    exit(0)
                }
            }
        }
        redraw()
    }

    /// Closes whatever screen is over the clock once no key has come for
    /// `display.returnToClockMinutes`, except a reader that is reciting.
    private func returnToClockWhenIdle() {
        let minutes = manager.settings.display.returnToClockMinutes
        guard minutes > 0, reader != nil || hadithReader != nil || guideBrowser != nil || settingsForm != nil,
              uptime() - lastKeyUptime >= Double(minutes) * 60, recitation == nil, interruptedRecitation == nil else { return }
        let unsaved = settingsForm?.changedIDs.count ?? 0
        reader = nil
        hadithReader = nil
        guideBrowser = nil
        settingsForm = nil
        log.write("back to the clock after \(minutes) minutes without a key"
            + (unsaved > 0 ? "; \(unsaved) unsaved setting change(s) dropped" : ""))
    }

    private func shutdownOnQueue() {
        timer?.cancel()
        audio.stop()
        display?.restore()
    }

    // MARK: - Configuration and clock

    private func checkConfiguration(force: Bool) {
        switch configWatcher.poll(force: force) {
        case .unchanged:
            break
        case .changed(let settings):
            log.write("configuration reloaded")
            apply(settings)
        case .invalid(let message):
            // On screen the key and the reason matter; the file's path is in the log.
            let first = message.split(separator: "\n").first.map(String.init) ?? message
            let path = (configWatcher.path ?? "") + ": "
            configProblem = "configuration error, last good one in use: " + (first.hasPrefix(path) ? String(first.dropFirst(path.count)) : first)
            log.write("configuration error, the last good configuration stays in use:\n\(message)")
        }
    }

    /// Puts new settings into use at once: times, sound device, theme.
    func apply(_ settings: Settings) {
        let themeChanged = settings.display.theme != manager.settings.display.theme
        text = TimeText(timeZone: settings.location.timeZone)
        configProblem = nil
        (audio as? AudioEngine)?.setDevice(settings.audio.device, mixerControl: settings.audio.mixerControl)
        execute(manager.handle(.configChanged(settings)))
        if themeChanged { display?.setTheme(settings.display.theme) }
        refreshOnlineTimes(force: true)
    }

    /// Once a minute: is the system clock synchronised?
    private func checkClockSynchronisation() {
        let real = Date()
        guard real.timeIntervalSince(lastClockCheck) >= 60 else { return }
        lastClockCheck = real
        let problem = ClockSync.isSynchronised() == false ? "clock not synchronised (NTP): times may be wrong" : nil
        if problem != clockProblem, let problem { log.write(problem) }
        clockProblem = problem
    }

    // MARK: - Effects

    private func audioReported(_ event: AudioPlayerEvent) {
        if audioOwner == .recitation {
            recitationReported(event)
            redraw()
            return
        }
        switch event {
        case .started:
            break
        case .itemFailed(_, let reason):
            log.write("audio failed: \(reason)")
            execute(manager.handle(.audioFailed(reason)))
        case .queueEnded(let failures):
            if failures == 0 { execute(manager.handle(.audioFinished)) }
            if manager.nowPlaying == nil, let resume = interruptedRecitation {
                interruptedRecitation = nil
                recite(from: resume)
            }
        }
        redraw()
    }

    func execute(_ effects: [ManagerEffect]) {
        for effect in effects {
            switch effect {
            case .record(let entry):
                do {
                    try store.record(entry)
                } catch {
                    log.write("could not write the played log for \(entry.key): \(error); the adhan still plays")
                }
            case .announce(let event):
                log.write(EventText.line(event, text: text))
            case .playAdhan(_, let file, let volume):
                if audioOwner == .recitation, let current = recitation?.current {
                    // The adhan takes precedence: the recitation resumes from this ayah afterwards.
                    interruptedRecitation = current
                    log.write("recitation paused at \(current) for the adhan")
                }
                audioOwner = .scheduler
                audio.play(SoundRequest(path: DataDirectory.path(file, in: dataDirectory), volume: volume))
            case .playDua(let prayer, let file):
                audio.play(SoundRequest(path: DataDirectory.path(file, in: dataDirectory),
                                        volume: manager.settings.schedule.audio(for: prayer).volume))
            case .playReminder(let prayer):
                audio.play(SoundRequest(path: Assets.sound("reminder-chime.wav"),
                                        volume: manager.settings.schedule.audio(for: prayer).volume))
            case .playIqamaTone:
                audio.play(SoundRequest(path: Assets.sound("iqama-tone.wav")))
            case .playSunriseWarning:
                audio.play(SoundRequest(path: Assets.sound("sunrise-tone.wav")))
            case .stopAudio:
                if audioOwner == .scheduler { audio.stop() }
            case .recompute(let day):
                log.write("schedule for \(day) computed")
            }
        }
    }
}
