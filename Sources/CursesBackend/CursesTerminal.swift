import CNcursesw
import CTerminalRestore
import Foundation
import KioskCore
import TerminalUI

/// The real terminal through ncursesw: alternate screen, hidden cursor, keys
/// without echo, colours from the theme. Writes only the cells that changed since
/// the last frame. `restore()` must run before the process exits.
public final class CursesTerminal {
    private var previous: CellGrid?
    private var palette: [ColorRole: attr_t] = [:]
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
        setTheme(theme)
    }

    /// Rows and columns.
    public var size: (width: Int, height: Int) {
        var rows: Int32 = 0
        var columns: Int32 = 0
        mawqut_screen_size(&rows, &columns)
        return (Int(columns), Int(rows))
    }

    /// Chooses colours for each role (monochrome terminals get attributes only).
    public func setTheme(_ theme: Theme) {
        palette = CursesPalette.attributes(for: theme, hasColors: has_colors())
        previous = nil
    }

    /// Draws a frame, writing only what changed.
    public func draw(_ grid: CellGrid) {
        if previous.map({ $0.width != grid.width || $0.height != grid.height }) ?? true { erase() }
        for run in grid.changes(from: previous) {
            var attributes = palette[run.style.role] ?? 0
            if run.style.bold { attributes |= mawqut_attr_bold() }
            if run.style.reverse { attributes |= mawqut_attr_reverse() }
            _ = mawqut_set_attributes(attributes)
            _ = mawqut_put(Int32(run.y), Int32(run.x), run.text)
        }
        refresh()
        previous = grid
    }

    /// Takes the new size from the kernel after SIGWINCH; the next frame is drawn whole.
    public func resize() {
        var rows: Int32 = 0
        var columns: Int32 = 0
        if mawqut_terminal_size(&rows, &columns) == 0 { resizeterm(rows, columns) }
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
                case mawqut_key_resize(): previous = nil
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

/// Terminal attributes for each colour role under a theme.
enum CursesPalette {
    static func attributes(for theme: Theme, hasColors: Bool) -> [ColorRole: attr_t] {
        var attributes: [ColorRole: attr_t] = [.dim: mawqut_attr_dim()]
        guard hasColors, theme != .monochrome else { return attributes }
        start_color()
        use_default_colors()
        let colors: [ColorRole: Int16] = theme == .highContrast
            ? [.normal: Int16(COLOR_WHITE), .dim: Int16(COLOR_WHITE), .title: Int16(COLOR_WHITE), .accent: Int16(COLOR_YELLOW),
               .current: Int16(COLOR_WHITE), .next: Int16(COLOR_YELLOW), .warning: Int16(COLOR_RED),
               .clock: Int16(COLOR_WHITE), .footer: Int16(COLOR_WHITE)]
            : [.normal: -1, .dim: -1, .title: Int16(COLOR_CYAN), .accent: Int16(COLOR_YELLOW), .current: Int16(COLOR_GREEN),
               .next: Int16(COLOR_YELLOW), .warning: Int16(COLOR_RED), .clock: Int16(COLOR_CYAN), .footer: Int16(COLOR_BLUE)]
        let background: Int16 = theme == .highContrast ? Int16(COLOR_BLACK) : -1
        for (index, role) in ColorRole.allCases.enumerated() {
            let pair = Int16(index + 1)
            init_pair(pair, colors[role] ?? -1, background)
            attributes[role] = (attributes[role] ?? 0) | mawqut_color_pair(pair)
        }
        return attributes
    }
}
