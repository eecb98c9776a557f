import Foundation
import KioskCore

/// The audio player used until the audio engine exists: it plays nothing, says so
/// in the log, and reports the failure so that the screen can show it.
final class LoggingAudioPlayer: AudioPlayer, @unchecked Sendable {
    private let log: @Sendable (String) -> Void
    private var handler: (@Sendable (AudioPlayerEvent) -> Void)?

    init(log: @escaping @Sendable (String) -> Void) {
        self.log = log
    }

    func setEventHandler(_ handler: @escaping @Sendable (AudioPlayerEvent) -> Void) {
        self.handler = handler
    }

    func play(_ sound: Sound) {
        log("audio engine not available: would play \(sound)")
        handler?(.failed("audio engine not available"))
    }

    func stop() {}
}
