import FileFormats
import FoundationEssentials

/// Decoded audio: interleaved signed 16-bit samples at a fixed rate and channel count.
public protocol AudioSource: AnyObject {
    var sampleRate: Int { get }
    var channels: Int { get }
    /// Fills `buffer` from the start with up to `maxFrames` frames; returns the
    /// frames written, 0 at the end.
    func read(into buffer: inout [Int16], maxFrames: Int) throws(AudioError) -> Int
}

/// Opens a file as an `AudioSource`: WAV (RIFF) by its header, otherwise MPEG audio.
public enum AudioFile {
    public static func open(_ path: String) throws(AudioError) -> AudioSource {
        // A folder, FIFO, socket, device or empty file is refused before anything reads it.
        switch InputFile.problem(path, limit: InputFile.Limit.audio) {
        case .notFound?: throw .fileNotFound(path)
        case .notAFile(_, let kind)?: throw .unreadableFile(path, reason: "it is \(kind), not a file")
        case .empty?: throw .noAudio(path)
        case .tooLarge(_, let bytes, let limit)?: throw .unreadableFile(path, reason: "\(bytes) bytes, more than the \(limit) a recording may have")
        case .unreadable(_, let reason)?: throw .unreadableFile(path, reason: reason)
        case nil: break
        }
        let magic: [UInt8]
        do {
            magic = try OpenFile.reading(path).read(upTo: 4)
        } catch {
            throw .unreadableFile(path, reason: error.reason)
        }
        if magic.elementsEqual("RIFF".utf8) { return try WAVSource(path: path) }
        return try MP3Source(path: path)
    }

    /// The sample rates and channel counts a recording may have; a header outside
    /// them is corrupt, or not audio this kiosk can play.
    static let sampleRates = 8_000...192_000
    static let channelCounts = 1...8

    /// Decodes a whole file; for tests and short sounds.
    public static func decodeAll(_ path: String) throws(AudioError) -> (samples: [Int16], sampleRate: Int, channels: Int) {
        let source = try open(path)
        var all: [Int16] = []
        var buffer: [Int16] = []
        while true {
            let frames = try source.read(into: &buffer, maxFrames: 4096)
            if frames == 0 { break }
            all.append(contentsOf: buffer[0..<(frames * source.channels)])
        }
        return (all, source.sampleRate, source.channels)
    }
}
