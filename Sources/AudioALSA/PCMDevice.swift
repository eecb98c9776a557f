import CAlsa
import FoundationEssentials

/// An ALSA playback PCM in signed 16-bit interleaved format.
final class PCMDevice {
    let name: String
    let sampleRate: Int
    let channels: Int
    /// Frames ALSA moves at a time (a quarter of the buffer with `snd_pcm_set_params`):
    /// the longest a stop may keep writing.
    let periodFrames: Int
    private var pcm: OpaquePointer?

    /// Buffering between the decoder and the sound card: short enough that a
    /// stop is heard at once, long enough to ride out a busy moment.
    static let latencyMicroseconds: UInt32 = 100_000

    init(name: String, sampleRate: Int, channels: Int) throws(AudioError) {
        mawqut_alsa_silence_errors()
        var handle: OpaquePointer?
        let status = mawqut_pcm_open_playback(&handle, name)
        guard status >= 0, let handle else { throw .deviceUnavailable(name, reason: PCMDevice.describe(status)) }
        let configured = mawqut_pcm_set_s16_params(handle, UInt32(channels), UInt32(sampleRate), Self.latencyMicroseconds)
        guard configured >= 0 else {
            snd_pcm_close(handle)
            throw .deviceUnavailable(name, reason: "\(PCMDevice.describe(configured)) for \(channels) channel(s) at \(sampleRate) Hz")
        }
        var bufferSize: snd_pcm_uframes_t = 0
        var periodSize: snd_pcm_uframes_t = 0
        let measured = snd_pcm_get_params(handle, &bufferSize, &periodSize)
        periodFrames = measured >= 0 && periodSize > 0 ? Int(periodSize) : sampleRate * Int(Self.latencyMicroseconds) / 4_000_000
        pcm = handle
        self.name = name
        self.sampleRate = sampleRate
        self.channels = channels
    }

    deinit {
        if let pcm { snd_pcm_close(pcm) }
    }

    /// Writes interleaved frames, blocking until ALSA has taken them all; an
    /// underrun is recovered and the write continues.
    func write(_ samples: [Int16], frames: Int) throws(AudioError) {
        guard let pcm else { return }
        var written = 0
        while written < frames {
            let result = samples.withUnsafeBufferPointer { buffer in
                // invariant: written only while frames remain, so the buffer is not empty
                snd_pcm_writei(pcm, buffer.baseAddress! + written * channels, snd_pcm_uframes_t(frames - written))
            }
            if result >= 0 {
                written += Int(result)
                continue
            }
            let recovered = snd_pcm_recover(pcm, Int32(result), 1)
            if recovered < 0 { throw .deviceFailed(name, reason: PCMDevice.describe(recovered)) }
        }
    }

    /// Plays what is buffered to the end, then closes.
    func drainAndClose() {
        guard let pcm else { return }
        snd_pcm_drain(pcm)
        snd_pcm_close(pcm)
        self.pcm = nil
    }

    /// Discards what is buffered and closes.
    func dropAndClose() {
        guard let pcm else { return }
        snd_pcm_drop(pcm)
        snd_pcm_close(pcm)
        self.pcm = nil
    }

    /// Pauses in the device when it can; otherwise discards the buffer (a few
    /// hundredths of a second) and prepares to start again.
    func pause() {
        guard let pcm else { return }
        if snd_pcm_pause(pcm, 1) < 0 {
            snd_pcm_drop(pcm)
            snd_pcm_prepare(pcm)
        }
    }

    func resume() {
        guard let pcm else { return }
        if snd_pcm_state(pcm) == SND_PCM_STATE_PAUSED { snd_pcm_pause(pcm, 0) }
    }

    static func describe(_ status: Int32) -> String {
        String(cString: snd_strerror(status))
    }
}
