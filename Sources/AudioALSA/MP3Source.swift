import CMpg123
import FoundationEssentials

/// MPEG audio decoded by libmpg123, gapless (the encoder's delay and padding removed).
final class MP3Source: AudioSource {
    let sampleRate: Int
    let channels: Int
    private let handle: OpaquePointer
    private let path: String
    private var framesDecoded = 0
    /// Frames the header announces (read before decoding; mpg123 revises it as it goes).
    private let announcedFrames: Int

    init(path: String) throws(AudioError) {
        var error: Int32 = 0
        guard let handle = mawqut_mpg123_new(&error) else {
            throw .unreadableFile(path, reason: String(cString: mawqut_mpg123_plain_error(error)))
        }
        _ = mawqut_mpg123_configure(handle)
        guard mawqut_mpg123_open(handle, path) == MPG123_OK.rawValue else {
            let reason = String(cString: mawqut_mpg123_error(handle))
            mawqut_mpg123_close(handle)
            throw .unreadableFile(path, reason: reason)
        }
        var rate = 0
        var channels: Int32 = 0
        var encoding: Int32 = 0
        guard mawqut_mpg123_getformat(handle, &rate, &channels, &encoding) == MPG123_OK.rawValue,
              AudioFile.sampleRates.contains(rate), AudioFile.channelCounts.contains(Int(channels)) else {
            mawqut_mpg123_close(handle)
            throw .noAudio(path)
        }
        _ = mawqut_mpg123_use_s16(handle, rate, channels)
        announcedFrames = Int(mawqut_mpg123_length(handle))
        self.handle = handle
        self.path = path
        sampleRate = rate
        self.channels = Int(channels)
    }

    deinit {
        mawqut_mpg123_close(handle)
    }

    /// A file that ends well before the length its header (Xing/LAME tag) announces
    /// was cut short, for example by an interrupted copy.
    private func checkComplete() throws(AudioError) {
        if announcedFrames > 0, Double(framesDecoded) < Double(announcedFrames) * 0.98 {
            throw .truncated(path, playedSeconds: Double(framesDecoded) / Double(sampleRate),
                             expectedSeconds: Double(announcedFrames) / Double(sampleRate))
        }
    }

    func read(into buffer: inout [Int16], maxFrames: Int) throws(AudioError) -> Int {
        let wanted = maxFrames * channels
        if buffer.count < wanted { buffer = [Int16](repeating: 0, count: wanted) }
        var done = 0
        var status: Int32 = 0
        buffer.withUnsafeMutableBytes { bytes in
            status = mawqut_mpg123_read(handle, bytes.baseAddress, wanted * 2, &done)
        }
        let frames = done / 2 / channels
        framesDecoded += frames
        if status == MPG123_DONE.rawValue || status == MPG123_OK.rawValue || status == MPG123_NEW_FORMAT.rawValue {
            if frames == 0 && status == MPG123_DONE.rawValue {
                if framesDecoded == 0 { throw .noAudio(path) }
                try checkComplete()
            }
            return frames
        }
        if framesDecoded == 0 { throw .noAudio(path) }
        throw .unreadableFile(path, reason: String(cString: mawqut_mpg123_error(handle)))
    }
}
