import Foundation

/// A box drawn over the clock.
public enum Overlay: Sendable, Equatable {
    case help
    case confirmQuit
    case message(String)
}

/// A key as the screens see it.
public enum KioskKey: Sendable, Equatable {
    case character(Character)
    case escape
    case enter
    case backspace
    case up, down, pageUp, pageDown
    case other
}

/// What a key asks the runtime to do.
public enum KioskCommand: Sendable, Equatable {
    case stopAudio
    case toggleMute
    case testAdhan
    case openQuran
    case openHadith
    case openGuides
    case openSettings
    case quit
}

/// The clock screen's own state: which overlay, if any, is open.
public struct KioskUI: Sendable, Equatable {
    public var overlay: Overlay?

    public init(overlay: Overlay? = nil) {
        self.overlay = overlay
    }

    /// The only place the clock screen's state changes in response to a key.
    public mutating func update(_ key: KioskKey) -> [KioskCommand] {
        if let overlay {
            self.overlay = nil
            if overlay == .confirmQuit, key == .character("y") || key == .character("Y") { return [.quit] }
            return []
        }
        guard case .character(let character) = key else { return [] }
        switch character {
        case "s": return [.stopAudio]
        case "m": return [.toggleMute]
        case "t": return [.testAdhan]
        case "r": return [.openQuran]
        case "h": return [.openHadith]
        case "g": return [.openGuides]
        case "c": return [.openSettings]
        case "?": overlay = .help
        case "q", "Q": overlay = .confirmQuit
        default: break
        }
        return []
    }
}
