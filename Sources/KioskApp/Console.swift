import Foundation
import KioskCore

/// Standard output and error for the commands: text from data and configuration
/// goes out without control characters, so it can never command the terminal.
public enum Console {
    public static func print(_ text: String) {
        FileHandle.standardOutput.write(Data((ControlCharacters.removed(text) + "\n").utf8))
    }

    public static func error(_ text: String) {
        FileHandle.standardError.write(Data((ControlCharacters.removed(text) + "\n").utf8))
    }
}
