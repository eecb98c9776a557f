import ArabicText
import FileFormats
import FoundationEssentials
import Glibc
import MawqutCommon

/// Standard output and error for the commands: text from data and configuration
/// goes out without control characters, so it can never command the terminal.
public enum Console {
    public static func print(_ text: String) {
        OpenFile.standardOutput.writeIgnoringFailure((ControlCharacters.removed(text) + "\n"))
    }

    /// A question, left on its line for the answer.
    public static func ask(_ text: String) {
        OpenFile.standardOutput.writeIgnoringFailure(ControlCharacters.removed(text))
    }

    public static func error(_ text: String) {
        OpenFile.standardError.writeIgnoringFailure((ControlCharacters.removed(text) + "\n"))
    }

    /// Columns to wrap to: `COLUMNS` when set, else the terminal's width; nil (no
    /// wrapping) when standard output is not a terminal and `COLUMNS` is not set.
    public static var width: Int? {
        if let columns = Environment.variable("COLUMNS").flatMap(Int.init), columns > 0 { return columns }
        return terminalColumns
    }

    /// The width the kernel gives standard output's terminal (TIOCGWINSZ), or nil when it is not a terminal.
    private static var terminalColumns: Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Prints a paragraph as the screens lay text out (`TextLayout`): wrapped at
    /// spaces to the width, each line shaped and reordered on its own, so the
    /// first line on screen is the start of the text; right-to-left lines end at
    /// the right edge. Without a width, the paragraph is one line.
    public static func paragraph(_ text: String, mode: ArabicDisplayMode, indent: Int = 0) {
        for line in paragraphLines(text, mode: mode, indent: indent, width: width) { print(line) }
    }

    /// The lines `paragraph` prints for a given width (nil: one unwrapped line).
    public static func paragraphLines(_ text: String, mode: ArabicDisplayMode, indent: Int = 0, width: Int?) -> [String] {
        guard let width else { return [String(repeating: " ", count: indent) + TextLayout.display(text, mode: mode)] }
        return TextLayout.lines(text, width: max(10, width - indent), mode: mode).map { line in
            let pad = line.direction == .rightToLeft ? max(indent, width - line.width) : indent
            return String(repeating: " ", count: pad) + line.display
        }
    }
}
