import Dispatch
import Foundation
import KioskCore
import AudioALSA
import PrayerCalc

/// Runs the state machine against the wall clock: a Dispatch timer fires at each
/// whole second, feeds a tick, and executes the effects in order. Everything runs
/// on one serial queue; audio reports back onto it.
final class KioskRuntime: @unchecked Sendable {
    private let queue = DispatchQueue(label: "mawqut.runtime")
    private var manager: PrayerTimesManager
    private let store: PrayerLogStore
    private let audio: AudioPlayer
    private let clock: WallClock
    private let speed: Double
    private let dataDirectory: URL
    private let configWatcher: ConfigWatcher
    private let log: @Sendable (String) -> Void
    private var timer: DispatchSourceTimer?
    private var text: TimeText

    init(settings: Settings, store: PrayerLogStore, audio: AudioPlayer, clock: WallClock, speed: Double,
         dataDirectory: URL, configWatcher: ConfigWatcher, log: @escaping @Sendable (String) -> Void) throws {
        let since = CivilDate(containing: clock.now, in: settings.location.timeZone).adding(days: -2)
        manager = try PrayerTimesManager(settings: settings, log: store.entries(since: since))
        self.store = store
        self.audio = audio
        self.clock = clock
        self.speed = speed
        self.dataDirectory = dataDirectory
        self.configWatcher = configWatcher
        self.log = log
        text = TimeText(timeZone: settings.location.timeZone)
    }

    /// Starts ticking; returns at once.
    func start() {
        let queue = self.queue
        audio.setEventHandler { [weak self] event in
            guard let runtime = self else { return }
            queue.async { runtime.audioReported(event) }
        }
        queue.async { self.tick() }
    }

    /// Stops the timer and any sound.
    func stop() {
        queue.sync {
            timer?.cancel()
            audio.stop()
        }
    }

    /// Re-reads the configuration now (SIGHUP).
    func reloadConfiguration() {
        queue.async { self.checkConfiguration(force: true) }
    }

    private func tick() {
        let now = clock.now
        execute(manager.handle(.tick(now)))
        checkConfiguration(force: false)
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

    private func checkConfiguration(force: Bool) {
        switch configWatcher.poll(force: force) {
        case .unchanged:
            break
        case .changed(let settings):
            text = TimeText(timeZone: settings.location.timeZone)
            (audio as? AudioEngine)?.setDevice(settings.audio.device, mixerControl: settings.audio.mixerControl)
            log("configuration reloaded")
            execute(manager.handle(.configChanged(settings)))
        case .invalid(let message):
            log("configuration error, the last good configuration stays in use:\n\(message)")
        }
    }

    private func audioReported(_ event: AudioPlayerEvent) {
        switch event {
        case .started:
            break
        case .itemFailed(_, let reason):
            log("audio failed: \(reason)")
            execute(manager.handle(.audioFailed(reason)))
        case .queueEnded(let failures):
            if failures == 0 { execute(manager.handle(.audioFinished)) }
        }
    }

    private func execute(_ effects: [ManagerEffect]) {
        for effect in effects {
            switch effect {
            case .record(let entry):
                do {
                    try store.record(entry)
                } catch {
                    log("could not write the played log for \(entry.key): \(error); the adhan still plays")
                }
            case .announce(let event):
                log(EventText.line(event, text: text))
            case .playAdhan(_, let file, let volume):
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
                audio.stop()
            case .recompute(let day):
                log("schedule for \(day) computed")
            }
        }
    }
}

/// Notices when the configuration file changes, by its modification time.
final class ConfigWatcher: @unchecked Sendable {
    enum Outcome {
        case unchanged
        case changed(Settings)
        case invalid(String)
    }

    private let path: String?
    private var lastModified: Date?
    private var lastCheck = Date.distantPast

    /// `path` nil: the configuration came from defaults and command-line flags only.
    init(path: String?) {
        self.path = path
        lastModified = path.flatMap(Self.modificationDate)
    }

    /// Looks at the file at most every five seconds unless `force`.
    func poll(force: Bool) -> Outcome {
        guard let path, force || Date().timeIntervalSince(lastCheck) >= 5 else { return .unchanged }
        lastCheck = Date()
        let modified = Self.modificationDate(path)
        guard force || modified != lastModified else { return .unchanged }
        lastModified = modified
        do {
            return .changed(try ConfigFile.load(explicitPath: FileManager.default.fileExists(atPath: path) ? path : nil))
        } catch {
            return .invalid(String(describing: error))
        }
    }

    private static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
