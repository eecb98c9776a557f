import MosqueSettings

/// The escape sequences of one terminal (from terminfo at start): where the
/// cursor goes, how attributes and colours are set.
public struct TerminalCodes: Sendable {
    /// Cursor to row `y`, column `x` (terminfo `cup`).
    public var moveTo: @Sendable (_ y: Int, _ x: Int) -> String
    /// All attributes and colours off (`sgr0`).
    public var reset: String
    public var bold: String
    public var dim: String
    public var reverse: String
    /// Foreground and background colour by ANSI number (`setaf`, `setab`); nil when the terminal has no colours.
    public var foreground: (@Sendable (Int) -> String)?
    public var background: (@Sendable (Int) -> String)?
    /// Blank the whole screen (`clear`).
    public var clear: String

    public init(moveTo: @escaping @Sendable (Int, Int) -> String, reset: String, bold: String, dim: String, reverse: String,
                foreground: (@Sendable (Int) -> String)?, background: (@Sendable (Int) -> String)?, clear: String) {
        self.moveTo = moveTo
        self.reset = reset
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.foreground = foreground
        self.background = background
        self.clear = clear
    }
}

/// The colours of each role under a theme, as ANSI colour numbers (nil: the
/// terminal's own colour), and whether the role is drawn dim.
public struct TerminalPalette: Sendable {
    public struct Look: Sendable, Equatable {
        public var foreground: Int?
        public var background: Int?
        public var dim: Bool
    }

    public let looks: [ColorRole: Look]

    /// ANSI colour numbers (ECMA-48 SGR 30–37).
    enum ANSI {
        static let black = 0, red = 1, green = 2, yellow = 3, blue = 4, cyan = 6, white = 7
    }

    public init(theme: Theme, hasColors: Bool) {
        let colors: [ColorRole: Int?]
        if !hasColors || theme == .monochrome {
            colors = [:]
        } else if theme == .highContrast {
            colors = [.normal: ANSI.white, .dim: ANSI.white, .title: ANSI.white, .accent: ANSI.yellow, .current: ANSI.white,
                      .next: ANSI.yellow, .warning: ANSI.red, .clock: ANSI.white, .footer: ANSI.white]
        } else {
            colors = [.normal: nil, .dim: nil, .title: ANSI.cyan, .accent: ANSI.yellow, .current: ANSI.green,
                      .next: ANSI.yellow, .warning: ANSI.red, .clock: ANSI.cyan, .footer: ANSI.blue]
        }
        let background = hasColors && theme == .highContrast ? ANSI.black : nil
        var looks: [ColorRole: Look] = [:]
        for role in ColorRole.allCases {
            looks[role] = Look(foreground: colors[role] ?? nil, background: background, dim: role == .dim)
        }
        self.looks = looks
    }
}

/// Turns the changed runs of a frame into one string of terminal output, so that a
/// frame is one `write` (ncurses flushes at every cursor movement: a write per row).
public struct FrameEncoder: Sendable {
    public let codes: TerminalCodes
    public let palette: TerminalPalette

    public init(codes: TerminalCodes, palette: TerminalPalette) {
        self.codes = codes
        self.palette = palette
    }

    /// The output for `runs`, after blanking the screen when `clearFirst`; attributes
    /// are set only when the style changes and are off again at the end.
    public func encode(_ runs: [CellGrid.Run], clearFirst: Bool) -> String {
        var output = clearFirst ? codes.reset + codes.clear : ""
        var current: Style?
        for run in runs {
            output += codes.moveTo(run.y, run.x)
            if run.style != current {
                output += attributes(run.style)
                current = run.style
            }
            output += run.text
        }
        if current != nil { output += codes.reset }
        return output
    }

    private func attributes(_ style: Style) -> String {
        let look = palette.looks[style.role] ?? TerminalPalette.Look(foreground: nil, background: nil, dim: false)
        var output = codes.reset
        if let color = look.foreground, let foreground = codes.foreground { output += foreground(color) }
        if let color = look.background, let background = codes.background { output += background(color) }
        if look.dim { output += codes.dim }
        if style.bold { output += codes.bold }
        if style.reverse { output += codes.reverse }
        return output
    }
}
