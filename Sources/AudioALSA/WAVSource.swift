import Foundation

/// Uncompressed PCM WAV (RIFF, 16-bit). Read whole: the project's WAV sounds are short.
final class WAVSource: AudioSource {
    let sampleRate: Int
    let channels: Int
    private let samples: [Int16]
    private var position = 0

    init(path: String) throws(AudioError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadableFile(path, reason: "cannot read the file")
        }
        let parsed = try WAVSource.parse(data, path: path)
        sampleRate = parsed.rate
        channels = parsed.channels
        samples = parsed.samples
    }

    func read(into buffer: inout [Int16], maxFrames: Int) throws(AudioError) -> Int {
        let frames = min(maxFrames, (samples.count - position) / channels)
        if buffer.count < frames * channels { buffer = [Int16](repeating: 0, count: frames * channels) }
        for index in 0..<(frames * channels) { buffer[index] = samples[position + index] }
        position += frames * channels
        return frames
    }

    /// RIFF/WAVE chunks: "fmt " (format 1, 16 bits) and "data".
    static func parse(_ data: Data, path: String) throws(AudioError) -> (rate: Int, channels: Int, samples: [Int16]) {
        let bytes = [UInt8](data)
        func u32(_ offset: Int) -> Int {
            Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
        }
        func u16(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
        guard bytes.count >= 12, bytes[8..<12].elementsEqual("WAVE".utf8) else {
            throw .unsupportedWAV(path, reason: "no WAVE header")
        }
        var offset = 12
        var format: (rate: Int, channels: Int)?
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
            let size = u32(offset + 4)
            let body = offset + 8
            if id == "fmt " {
                guard body + 16 <= bytes.count else { break }
                guard u16(body) == 1, u16(body + 14) == 16 else {
                    throw .unsupportedWAV(path, reason: "only 16-bit PCM is supported")
                }
                format = (u32(body + 4), u16(body + 2))
            } else if id == "data", let format {
                let end = min(bytes.count, body + size)
                var samples = [Int16](repeating: 0, count: (end - body) / 2)
                for index in samples.indices {
                    samples[index] = Int16(bitPattern: UInt16(bytes[body + 2 * index]) | UInt16(bytes[body + 2 * index + 1]) << 8)
                }
                guard !samples.isEmpty, format.channels > 0, format.rate > 0 else { throw .noAudio(path) }
                return (format.rate, format.channels, samples)
            }
            offset = body + size + (size & 1)
        }
        throw .noAudio(path)
    }
}
