import Foundation

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
        guard FileManager.default.fileExists(atPath: path) else { throw .fileNotFound(path) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadableFile(path, reason: "permission denied")
        }
        let magic = handle.readData(ofLength: 4)
        try? handle.close()
        if magic == Data("RIFF".utf8) { return try WAVSource(path: path) }
        return try MP3Source(path: path)
    }

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
