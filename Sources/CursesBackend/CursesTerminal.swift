import CNcursesw
import CTerminalCodes
import CTerminalRestore
import FoundationEssentials
import Glibc
import MosqueSettings
import TerminalUI

/// The real terminal through ncursesw: alternate screen, hidden cursor, keys
/// without echo. Frames are not drawn through ncurses' screen (which flushes at
/// every cursor movement: a write per changed row) but encoded from terminfo's
/// sequences by `FrameEncoder`: only the cells that changed since the last frame,
/// in one write. `restore()` must run before the process exits.
public final class CursesTerminal {
    private var previous: CellGrid?
    private var encoder: FrameEncoder
    private var restored = false

    /// Takes over the terminal (UTF-8 locale from the environment).
    public init(theme: Theme) {
        mawqut_use_environment_locale()
        mawqut_install_crash_restore()
        initscr()
        cbreak()
        noecho()
        nonl()
        _ = mawqut_keypad()
        _ = mawqut_nodelay()
        // Esc closes screens: wait 100 ms, not ncurses' default second, for the rest of an escape sequence.
        _ = set_escdelay(100)
        curs_set(0)
        encoder = FrameEncoder(codes: Self.terminfoCodes(), palette: TerminalPalette(theme: theme, hasColors: has_colors()))
        // ncurses paints its own (blank) screen once now, not over the first frame at the first key read.
        refresh()
    }

    /// Rows and columns.
    public var size: (width: Int, height: Int) {
        var rows: Int32 = 0
        var columns: Int32 = 0
        mawqut_screen_size(&rows, &columns)
        return (Int(columns), Int(rows))
    }

    /// Chooses colours for each role; the next frame is drawn whole.
    public func setTheme(_ theme: Theme) {
        encoder = FrameEncoder(codes: encoder.codes, palette: TerminalPalette(theme: theme, hasColors: has_colors()))
        previous = nil
    }

    /// True until a frame is drawn after start, a resize or a theme change.
    public var needsWholeFrame: Bool { previous == nil }

    /// Draws a frame, writing only what changed, in one write.
    public func draw(_ grid: CellGrid) {
        let whole = previous.map { $0.width != grid.width || $0.height != grid.height } ?? true
        let output = encoder.encode(grid.changes(from: whole ? nil : previous), of: grid, clearFirst: whole)
        previous = grid
        write(output)
    }

    /// Writes `patch` over the frame shown, in place, and the cells of it that changed, in one write.
    public func patch(_ patch: CellPatch) {
        // Taken out while it is patched, so that the patch writes the frame in place (no copy of it).
        guard var shown = previous else { return }
        previous = nil
        let runs = shown.apply(patch)
        write(encoder.encode(runs, of: shown, clearFirst: false))
        previous = shown
    }

    private func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                Glibc.write(STDOUT_FILENO, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return }
            written += result
        }
    }

    /// Escape sequences of the terminal from terminfo (ncurses has loaded its entry),
    /// expanded once where they can be: the cursor address by `CursorAddressing` when it is
    /// the ANSI one, the colours the palette uses (ANSI 0–7) ahead of time.
    static func terminfoCodes() -> TerminalCodes {
        func capability(_ name: String) -> String { String(cString: mawqut_capability(name)) }
        let moveTo = CursorAddressing(terminfo: String(cString: mawqut_capability_template("cup"))) { y, x in
            String(cString: mawqut_capability2("cup", Int32(y), Int32(x)))
        }
        let colors = has_colors()
        return TerminalCodes(moveTo: moveTo, reset: capability("sgr0"), bold: capability("bold"), dim: capability("dim"),
                             reverse: capability("rev"), foreground: colors ? expandedColors("setaf") : nil,
                             background: colors ? expandedColors("setab") : nil, clear: capability("clear"))
    }

    /// The colour capability `name` for each ANSI colour, expanded once; another colour through terminfo.
    private static func expandedColors(_ name: String) -> @Sendable (Int) -> String {
        let ansi = (0..<8).map { String(cString: mawqut_capability1(name, Int32($0))) }
        return { color in ansi.indices.contains(color) ? ansi[color] : String(cString: mawqut_capability1(name, Int32(color))) }
    }

    /// Takes the new size from the kernel after SIGWINCH; the next frame is drawn whole.
    public func resize() {
        var rows: Int32 = 0
        var columns: Int32 = 0
        if mawqut_terminal_size(&rows, &columns) == 0 { resizeterm(rows, columns) }
        // ncurses repaints its blank screen now, not over the next frame.
        refresh()
        previous = nil
    }

    /// Every key waiting to be read.
    public func pendingKeys() -> [KioskKey] {
        var keys: [KioskKey] = []
        var value: wint_t = 0
        while true {
            let status = mawqut_get_key(&value)
            if status == ERR { break }
            if status == KEY_CODE_YES {
                let code = Int32(value)
                switch code {
                case mawqut_key_resize():
                    refresh()
                    previous = nil
                case mawqut_key_enter(): keys.append(.enter)
                case mawqut_key_up(): keys.append(.up)
                case mawqut_key_down(): keys.append(.down)
                case mawqut_key_page_up(): keys.append(.pageUp)
                case mawqut_key_page_down(): keys.append(.pageDown)
                case mawqut_key_backspace(): keys.append(.backspace)
                case (mawqut_key_f0() + 1)...(mawqut_key_f0() + 12): keys.append(.function(Int(code - mawqut_key_f0())))
                default: keys.append(.other)
                }
                continue
            }
            switch value {
            case 27: keys.append(.escape)
            case 10, 13: keys.append(.enter)
            case 8, 127: keys.append(.backspace)
            case 1...26 where value != 9:
                // Ctrl with a letter (Tab, Ctrl-I, stays a character for the screens that use it).
                keys.append(.control(Character(Unicode.Scalar(UInt8(value) + 96))))
            default:
                if let scalar = Unicode.Scalar(UInt32(value)) { keys.append(.character(Character(scalar))) }
            }
        }
        return keys
    }

    /// The size of the terminal on standard output from the kernel, without taking
    /// the terminal over; nil when standard output is not a terminal.
    public static func kernelSize() -> (width: Int, height: Int)? {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard mawqut_terminal_size(&rows, &columns) == 0, rows > 0 else { return nil }
        return (Int(columns), Int(rows))
    }

    /// Gives the terminal back: normal screen, cursor, echo.
    public func restore() {
        guard !restored else { return }
        restored = true
        curs_set(1)
        endwin()
    }
}
