import FileFormats
import FoundationEssentials

/// Uncompressed PCM WAV (RIFF, 16-bit), read from the file a chunk at a time, so
/// that a recording of any length starts at once and uses little memory.
final class WAVSource: AudioSource {
    let sampleRate: Int
    let channels: Int
    private let file: OpenFile
    private let path: String
    /// Bytes of the data chunk not read yet.
    private var remaining: Int

    init(path: String) throws(AudioError) {
        do {
            file = try OpenFile.reading(path)
        } catch {
            throw .unreadableFile(path, reason: error.reason)
        }
        self.path = path
        let header = try Self.readHeader(file, path: path)
        sampleRate = header.rate
        channels = header.channels
        remaining = header.dataBytes
    }

    func read(into buffer: inout [Int16], maxFrames: Int) throws(AudioError) -> Int {
        let frameBytes = channels * 2
        let wanted = min(maxFrames * frameBytes, remaining / frameBytes * frameBytes)
        guard wanted > 0 else { return 0 }
        let data: [UInt8]
        do {
            data = try file.read(upTo: wanted)
        } catch {
            throw .unreadableFile(path, reason: error.reason)
        }
        let frames = data.count / frameBytes
        remaining = frames == 0 ? 0 : remaining - frames * frameBytes
        if buffer.count < frames * channels { buffer = [Int16](repeating: 0, count: frames * channels) }
        data.withUnsafeBytes { raw in
            for index in 0..<(frames * channels) {
                buffer[index] = Int16(bitPattern: UInt16(raw[2 * index]) | UInt16(raw[2 * index + 1]) << 8)
            }
        }
        return frames
    }

    /// RIFF/WAVE chunks up to "data": the "fmt " chunk must say format 1, 16 bits.
    /// Leaves the handle at the first sample.
    private static func readHeader(_ file: OpenFile, path: String) throws(AudioError)
        -> (rate: Int, channels: Int, dataBytes: Int) {
        func bytes(_ count: Int) throws(AudioError) -> [UInt8] {
            do {
                return try file.read(upTo: count)
            } catch {
                throw .unreadableFile(path, reason: error.reason)
            }
        }
        func u32(_ bytes: [UInt8], _ offset: Int) -> Int {
            Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
        }
        func u16(_ bytes: [UInt8], _ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
        let riff = try bytes(12)
        guard riff.count == 12, riff[8..<12].elementsEqual("WAVE".utf8) else {
            throw .unsupportedWAV(path, reason: "no WAVE header")
        }
        var format: (rate: Int, channels: Int)?
        while true {
            let chunk = try bytes(8)
            guard chunk.count == 8 else { throw .noAudio(path) }
            let id = String(decoding: chunk[0..<4], as: UTF8.self)
            let size = u32(chunk, 4)
            if id == "fmt " {
                let body = try bytes(size + (size & 1))
                guard body.count >= 16 else { throw .unsupportedWAV(path, reason: "the format chunk is cut short") }
                guard u16(body, 0) == 1, u16(body, 14) == 16 else {
                    throw .unsupportedWAV(path, reason: "only 16-bit PCM is supported")
                }
                format = (u32(body, 4), u16(body, 2))
            } else if id == "data" {
                guard let format else { throw .noAudio(path) }
                guard AudioFile.sampleRates.contains(format.rate), AudioFile.channelCounts.contains(format.channels) else {
                    throw .unsupportedWAV(path, reason: "\(format.rate) Hz with \(format.channels) channels is not a recording this kiosk plays")
                }
                guard size >= 2 * format.channels else { throw .noAudio(path) }
                return (format.rate, format.channels, size)
            } else {
                do {
                    try file.seek(by: Int64(size + (size & 1)))
                } catch {
                    throw .unreadableFile(path, reason: error.reason)
                }
            }
        }
    }
}
