import FoundationEssentials
import PrayerCalc

/// Decides what the one audio engine plays: a pure state machine, like
/// `PrayerTimesManager`, fed the schedule's sounds, what people ask for, and the
/// engine's own reports, answering with effects as plain values.
///
/// Rules:
/// - An adhan is never cut by anything but the user's stop key or mute. An adhan
///   that becomes due while another plays waits and then plays whole.
/// - Scheduled sounds (adhans, tones, the adhan test) come before a recitation: a
///   recitation they interrupt resumes from the ayah it reached once they are over,
///   and a recitation asked for while they play waits for them.
/// - Tones never interrupt an adhan, and mute silences adhans and tones but not a
///   recitation someone asked for.
/// - What is "playing" comes only from the engine's `started` report, and ends with
///   its `queueEnded`, a stop or a replacement, so no stale state outlives a sound.
///   Reports about a queue that is no longer the current one are ignored.
/// - Every adhan ends with one outcome for the played log: played (it started),
///   silenced (muted, or stopped before it started) or failed (with the reason).
public struct SoundArbiter: Sendable {
    public enum Event: Sendable, Equatable {
        /// The schedule asks for a sound: an adhan (with its dua), a reminder, a tone.
        case scheduled(SoundJob)
        /// Someone asked for a sound: the adhan test, a recitation, a text read aloud.
        case requested(SoundJob)
        /// The stop key: silence everything, on every screen.
        case stop
        /// The screen that asked for a recitation or a text read aloud closed: stop
        /// it, or forget it if it was waiting; scheduled sounds go on.
        case withdraw
        case setMuted(Bool)
        /// The recitation speed changed: the ayah being recited starts again at it.
        case setSpeed(Double)
        /// The audio engine reported on a queue.
        case engine(AudioReport)
    }

    public enum Effect: Sendable, Equatable {
        /// Hand a queue to the engine, replacing what it plays.
        case play(queue: Int, [SoundRequest], speed: Double)
        case stop
        /// The outcome of an adhan, for the played log.
        case settle(PrayerKey, PrayerLogStatus, detail: String?)
        /// A line for the log.
        case note(String)
    }

    /// The job the engine has been given.
    public struct Playing: Sendable, Equatable {
        public let queue: Int
        public let job: SoundJob
        /// The item the engine last reported started; nil until the first report.
        public fileprivate(set) var started: Int?
        /// Whether the adhan's outcome is settled (always true for other jobs).
        fileprivate var settled: Bool
    }

    public private(set) var muted = false
    public private(set) var playing: Playing?
    /// Adhans that became due while another adhan played, in the order they came.
    public private(set) var waiting: [SoundJob] = []
    /// A recitation to start, or resume, once the scheduled sounds are over.
    public private(set) var deferred: SoundJob?
    /// The last failure the engine reported, until a sound starts.
    public private(set) var problem: String?
    private var lastQueue = 0

    public init() {}

    /// What is sounding now, as the engine reported it.
    public var nowPlaying: SoundLabel? {
        guard let playing, let index = playing.started, playing.job.items.indices.contains(index) else { return nil }
        return playing.job.items[index].label
    }

    /// Whether an adhan (or the adhan test) is playing or waiting to: the screen stays on for it.
    public var adhanIsSounding: Bool {
        (playing?.job.kind.isAdhan ?? false) || !waiting.isEmpty
    }

    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .scheduled(let job): scheduled(job)
        case .requested(let job): requested(job)
        case .stop: stopAll()
        case .withdraw: withdraw()
        case .setMuted(let mute): setMuted(mute)
        case .setSpeed(let speed): changeSpeed(speed)
        case .engine(let report): engine(report)
        }
    }

    // MARK: - Arrivals

    private mutating func scheduled(_ job: SoundJob) -> [Effect] {
        if muted { return refuse(job, because: "muted") }
        guard let current = playing?.job else { return start(job) }
        switch (job.kind, current.kind) {
        case (.adhan, .adhan):
            waiting.append(job)
            return [.note("\(job.name) waits for \(current.name) to finish")]
        case (.adhan, _):
            return interrupt(for: job)
        case (_, .adhan), (_, .test):
            return refuse(job, because: "\(current.name) is playing")
        default:
            return waiting.isEmpty ? interrupt(for: job) : refuse(job, because: "an adhan is waiting")
        }
    }

    private mutating func requested(_ job: SoundJob) -> [Effect] {
        let current = playing?.job
        if job.kind == .test {
            if let current, current.kind.isAdhan { return refuse(job, because: "\(current.name) is playing") }
            return interrupt(for: job)
        }
        if let current, current.kind.isScheduled {
            deferred = job
            return [.note("\(job.name) will start after \(current.name)")]
        }
        return start(job)
    }

    /// Starts a scheduled job over a lesser one: a recitation is kept to resume, a
    /// tone or a text read aloud is dropped.
    private mutating func interrupt(for job: SoundJob) -> [Effect] {
        var effects: [Effect] = []
        if let current = playing, current.job.kind == .recitation {
            let resume = current.job.resumed(at: current.started ?? 0)
            deferred = resume
            effects.append(.note("\(resume.name) paused for \(job.name); it resumes afterwards"))
        } else if let current = playing {
            effects.append(.note("\(current.job.name) cut short by \(job.name)"))
        }
        return effects + start(job)
    }

    private mutating func start(_ job: SoundJob) -> [Effect] {
        lastQueue += 1
        var settled = true
        if case .adhan = job.kind { settled = false }
        playing = Playing(queue: lastQueue, job: job, started: nil, settled: settled)
        return [.play(queue: lastQueue, job.items.map(\.request), speed: job.speed)]
    }

    /// A scheduled job that will not sound: an adhan is settled as silenced.
    private func refuse(_ job: SoundJob, because reason: String) -> [Effect] {
        var effects: [Effect] = [.note("\(job.name) not played: \(reason)")]
        if case .adhan(let key) = job.kind { effects.append(.settle(key, .silenced, detail: reason)) }
        return effects
    }

    // MARK: - The user

    private mutating func stopAll() -> [Effect] {
        var effects: [Effect] = []
        if let current = playing {
            effects.append(.stop)
            effects += settleUnstarted(current, reason: "stopped by the user before it started")
            effects.append(.note("\(current.job.name) stopped by the user"))
            playing = nil
        }
        for job in waiting { effects += refuse(job, because: "stopped by the user") }
        waiting = []
        if let dropped = deferred {
            effects.append(.note("\(dropped.name) will not start: stopped by the user"))
            deferred = nil
        }
        return effects
    }

    private mutating func withdraw() -> [Effect] {
        var effects: [Effect] = []
        if let dropped = deferred {
            effects.append(.note("\(dropped.name) will not start: its reader closed"))
            deferred = nil
        }
        if let current = playing, !current.job.kind.isScheduled {
            effects += [.stop, .note("\(current.job.name) stopped: its reader closed")]
            playing = nil
        }
        return effects
    }

    /// Whether a recitation plays or waits to resume.
    public var isReciting: Bool {
        playing?.job.kind == .recitation || deferred?.kind == .recitation
    }

    /// A recitation waiting for the scheduled sound that plays: "recitation from 2:5 follows".
    public var waitingNote: String? {
        guard let deferred, playing?.job.kind.isScheduled == true else { return nil }
        return "\(deferred.name) follows"
    }

    private mutating func setMuted(_ mute: Bool) -> [Effect] {
        guard mute != muted else { return [] }
        muted = mute
        guard mute else { return [.note("adhans unmuted")] }
        var effects: [Effect] = [.note("adhans muted")]
        for job in waiting { effects += refuse(job, because: "muted") }
        waiting = []
        if let current = playing, current.job.kind.isScheduled {
            effects.append(.stop)
            effects += settleUnstarted(current, reason: "muted")
            effects.append(.note("\(current.job.name) stopped: muted"))
            playing = nil
            effects += next()
        }
        return effects
    }

    private mutating func changeSpeed(_ speed: Double) -> [Effect] {
        if let waitingRecitation = deferred {
            deferred = waitingRecitation.resumed(at: 0, speed: speed)
        }
        guard let current = playing, current.job.kind == .recitation else { return [] }
        return start(current.job.resumed(at: current.started ?? 0, speed: speed))
    }

    // MARK: - The engine

    private mutating func engine(_ report: AudioReport) -> [Effect] {
        guard var current = playing, report.queue == current.queue else { return [] }
        switch report.event {
        case .started(let index):
            current.started = index
            problem = nil
            var effects: [Effect] = []
            if index == 0, !current.settled, case .adhan(let key) = current.job.kind {
                current.settled = true
                effects.append(.settle(key, .played, detail: nil))
            }
            if index > 0, current.job.items.indices.contains(index), case .dua = current.job.items[index].label {
                effects.append(.note("\(SoundJob.describe(current.job.items[index].label)) started"))
            }
            playing = current
            return effects
        case .itemFailed(let index, let reason):
            problem = reason
            var effects: [Effect] = [.note("audio failed: \(reason)")]
            if index == 0, !current.settled, case .adhan(let key) = current.job.kind {
                current.settled = true
                effects.append(.settle(key, .failed, detail: reason))
            }
            playing = current
            return effects
        case .queueEnded:
            playing = nil
            return settleUnstarted(current, reason: "the recording gave no sound", status: .failed) + next()
        }
    }

    /// After a job: the next waiting adhan, else the deferred recitation.
    private mutating func next() -> [Effect] {
        if !waiting.isEmpty { return start(waiting.removeFirst()) }
        if let resume = deferred {
            deferred = nil
            return start(resume)
        }
        return []
    }

    private func settleUnstarted(_ playing: Playing, reason: String, status: PrayerLogStatus = .silenced) -> [Effect] {
        guard !playing.settled, case .adhan(let key) = playing.job.kind else { return [] }
        return [.settle(key, status, detail: reason)]
    }
}
