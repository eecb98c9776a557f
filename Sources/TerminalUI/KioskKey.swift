import FoundationEssentials

/// A key as the screens see it.
public enum KioskKey: Sendable, Equatable {
    case character(Character)
    /// A letter typed with Ctrl held: `.control("x")` is Ctrl-X.
    case control(Character)
    /// A function key: `.function(2)` is F2.
    case function(Int)
    case escape
    case enter
    case backspace
    case up, down, pageUp, pageDown
    case other

    /// The one key that stops the sound on every screen, even while typing: F2, or
    /// Ctrl-X on a keyboard without function keys. Neither is text, and neither is
    /// a terminal's flow control (Ctrl-S, Ctrl-Q), so no screen uses them for
    /// anything else.
    public var stopsSound: Bool { self == .function(2) || self == .control("x") }

    /// How the footers and the help name the stop key.
    public static let stopKeyName = "F2"
}

/// What the clock's keys, and the global stop key, ask the runtime to do.
public enum KioskCommand: Sendable, Equatable {
    case stopSound
    case toggleMute
    case testAdhan
    case openQuran
    case openHadith
    case openGuides
    case openSettings
    case openProblems
    case quit
}

/// A box drawn over whatever screen is on top.
public enum Overlay: Sendable, Equatable {
    /// Every key of the screen underneath.
    case help(title: String, lines: [String])
    case confirmQuit
    case message(String)
}
