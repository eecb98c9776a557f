import Dispatch
import FoundationEssentials
import KioskCore
import Synchronization
import Threads

/// Plays queues of sound files through ALSA on a thread of its own: decode
/// (libmpg123, or WAV), apply the volume, stretch the time when the speed is not
/// 1, write to the PCM. Items of the same format follow each other with no gap;
/// the end of a queue is drained, never cut. Every failure is reported through
/// the event handler and the next `play` tries again.
public final class AudioEngine: AudioPlayer, @unchecked Sendable {
    private enum Command: Sendable {
        case play([SoundRequest], speed: Double, id: Int)
        case stop, pause, resume, skip
    }

    /// Frames decoded and written at a time (about 23 ms at 44.1 kHz): the longest
    /// a command waits to be noticed.
    static let chunkFrames = 1024
    /// Longest fade when playback is stopped or replaced; the fade is also never
    /// longer than the device's period, so a stop writes at most one period more.
    static let fadeSeconds = 0.03

    /// What the callers and the audio thread share.
    private struct Shared {
        var commands: [Command] = []
        var device: String
        var mixerControl: String?
        var handler: (@Sendable (AudioReport) -> Void)?
    }

    private let shared: Mutex<Shared>
    /// Signalled once for each command sent: the audio thread waits on it.
    private let commandSent = DispatchSemaphore(value: 0)

    /// - Parameters:
    ///   - device: the ALSA device name, passed through as given.
    ///   - mixerControl: when set, each sound's volume is set on this mixer control
    ///     of the device's card instead of as software gain.
    public init(device: String, mixerControl: String? = nil) {
        shared = Mutex(Shared(device: device, mixerControl: mixerControl))
        NamedThread.start(name: "mawqut.audio") { [unowned self] in self.run() }
    }

    public func setEventHandler(_ handler: @escaping @Sendable (AudioReport) -> Void) {
        shared.withLock { $0.handler = handler }
    }

    /// Uses another ALSA device and mixer control from the next item on (a configuration change).
    public func setDevice(_ name: String, mixerControl: String? = nil) {
        shared.withLock {
            $0.device = name
            $0.mixerControl = mixerControl
        }
    }

    public func play(_ queue: [SoundRequest], speed: Double, id: Int) { send(.play(queue, speed: speed, id: id)) }
    public func stop() { send(.stop) }
    public func pause() { send(.pause) }
    public func resume() { send(.resume) }
    public func skip() { send(.skip) }

    private func send(_ command: Command) {
        shared.withLock { $0.commands.append(command) }
        commandSent.signal()
    }

    private func report(_ event: AudioPlayerEvent, queue: Int) {
        let handler = shared.withLock { $0.handler }
        handler?(AudioReport(queue: queue, event: event))
    }

    /// The next command, waiting for one when `wait`.
    private func nextCommand(wait: Bool) -> Command? {
        if wait {
            commandSent.wait()
        } else if commandSent.wait(timeout: .now()) == .timedOut {
            return nil
        }
        // invariant: every signal follows the append of one command, and each wait takes one
        return shared.withLock { $0.commands.removeFirst() }
    }

    private func run() {
        var pending: Command? = nil
        while true {
            // invariant: waiting returns only once a command has come
            let command = pending ?? nextCommand(wait: true)!
            pending = nil
            if case .play(let queue, let speed, let id) = command {
                pending = playQueue(queue, speed: speed, id: id)
            }
        }
    }

    /// What interrupted a queue, if anything: a new `play` to start at once.
    private enum Interruption {
        case none, skip, stop, replace(Command)
    }

    /// Plays a queue to its end or until interrupted; returns a new play command
    /// that interrupted it.
    private func playQueue(_ queue: [SoundRequest], speed: Double, id: Int) -> Command? {
        var output: PCMDevice?
        var failures = 0
        defer { output?.drainAndClose() }
        for (index, request) in queue.enumerated() {
            do {
                let source = try AudioFile.open(request.path)
                if let current = output, current.sampleRate != source.sampleRate || current.channels != source.channels {
                    current.drainAndClose()
                    output = nil
                }
                let (deviceName, mixer) = shared.withLock { ($0.device, $0.mixerControl) }
                var request = request
                if let mixer {
                    // The card's own volume replaces the software gain; if the control
                    // cannot be set, say so and fall back to the gain.
                    do {
                        try ALSAMixer.setVolume(request.volume, control: mixer, device: deviceName)
                        request = SoundRequest(path: request.path, volume: 100)
                    } catch {
                        report(.itemFailed(index: index, reason: "\(error); using software volume"), queue: id)
                    }
                }
                if output == nil {
                    output = try PCMDevice(name: deviceName, sampleRate: source.sampleRate, channels: source.channels)
                }
                guard let device = output else { continue }
                switch try play(source, request: request, index: index, id: id, speed: speed, on: device) {
                case .none, .skip:
                    continue
                case .stop:
                    output?.dropAndClose()
                    return nil
                case .replace(let command):
                    output?.dropAndClose()
                    return command
                }
            } catch {
                failures += 1
                if case .deviceFailed = error { output = nil }
                report(.itemFailed(index: index, reason: error.description), queue: id)
            }
        }
        output?.drainAndClose()
        output = nil
        report(.queueEnded(failures: failures), queue: id)
        return nil
    }

    private func play(_ source: AudioSource, request: SoundRequest, index: Int, id: Int, speed: Double,
                      on output: PCMDevice) throws(AudioError) -> Interruption {
        let stretcher = speed == 1 ? nil : try TimeStretcher(sampleRate: source.sampleRate, channels: source.channels, speed: speed)
        var buffer: [Int16] = []
        var started = false
        while true {
            if let interruption = checkCommands(output: output) {
                if case .skip = interruption { return .skip }
                try fadeOut(source, request: request, on: output)
                return interruption
            }
            let frames = try source.read(into: &buffer, maxFrames: Self.chunkFrames)
            SampleMath.applyVolume(request.volume, to: &buffer, count: frames * source.channels)
            if let stretcher {
                let stretched = stretcher.process(buffer, frames: frames, final: frames == 0)
                try output.write(stretched, frames: stretched.count / source.channels)
            } else if frames > 0 {
                try output.write(buffer, frames: frames)
            }
            if !started && frames > 0 {
                started = true
                report(.started(index: index), queue: id)
            }
            if frames == 0 { return .none }
        }
    }

    /// Handles commands between chunks; pause blocks here until resume.
    private func checkCommands(output: PCMDevice) -> Interruption? {
        while let command = nextCommand(wait: false) {
            switch command {
            case .stop: return .stop
            case .skip: return .skip
            case .play: return .replace(command)
            case .resume: continue
            case .pause:
                output.pause()
                while true {
                    // invariant: waiting returns only once a command has come
                    switch nextCommand(wait: true)! {
                    case .resume:
                        output.resume()
                    case .pause:
                        continue
                    case .stop:
                        return .stop
                    case .skip:
                        output.resume()
                        return .skip
                    case let play:
                        return .replace(play)
                    }
                    break
                }
            }
        }
        return nil
    }

    /// Writes at most one period more, faded to silence, so a stop does not click,
    /// then lets what ALSA holds play out (at most its buffer, 100 ms).
    private func fadeOut(_ source: AudioSource, request: SoundRequest, on output: PCMDevice) throws(AudioError) {
        var buffer: [Int16] = []
        let fadeFrames = min(output.periodFrames, Int(Double(source.sampleRate) * Self.fadeSeconds))
        let frames = try source.read(into: &buffer, maxFrames: fadeFrames)
        guard frames > 0 else { return }
        SampleMath.applyVolume(request.volume, to: &buffer, count: frames * source.channels)
        SampleMath.applyFade(to: &buffer, frames: frames, channels: source.channels, from: 1, to: 0)
        try output.write(buffer, frames: frames)
        output.drainAndClose()
    }
}
