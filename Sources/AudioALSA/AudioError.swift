import FileFormats
import FoundationEssentials

/// Why a sound could not play. Each message names the file or the device.
public enum AudioError: Error, Equatable, CustomStringConvertible {
    case fileNotFound(String)
    case unreadableFile(String, reason: String)
    case noAudio(String)
    case truncated(String, playedSeconds: Double, expectedSeconds: Double)
    case unsupportedWAV(String, reason: String)
    case deviceUnavailable(String, reason: String)
    case deviceFailed(String, reason: String)
    case timeStretchUnavailable(Double)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "audio file not found: \(path)"
        case .unreadableFile(let path, let reason):
            "cannot decode \(path): \(reason)"
        case .noAudio(let path):
            "\(path) contains no audio (corrupt, truncated or not an MP3 or WAV file)"
        case .truncated(let path, let played, let expected):
            "\(path) is truncated: it ends after \(NumberText.fixed(played, decimals: 1)) s of the \(NumberText.fixed(expected, decimals: 1)) s its header announces"
        case .unsupportedWAV(let path, let reason):
            "unsupported WAV file \(path): \(reason)"
        case .deviceUnavailable(let device, let reason):
            "audio device \"\(device)\" cannot be opened: \(reason) (set audio.device; `aplay -L` lists devices)"
        case .deviceFailed(let device, let reason):
            "audio device \"\(device)\" failed while playing: \(reason)"
        case .timeStretchUnavailable(let speed):
            "playback speed \(speed) could not be set up (Rubber Band)"
        }
    }
}
