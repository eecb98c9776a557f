import MosqueSettings

/// The escape sequences of one terminal (from terminfo at start): where the
/// cursor goes, how attributes and colours are set.
public struct TerminalCodes: Sendable {
    /// Cursor to a cell (terminfo `cup`).
    public var moveTo: CursorAddressing
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

    public init(moveTo: CursorAddressing, reset: String, bold: String, dim: String, reverse: String,
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

/// Turns the changed runs of a frame into the bytes of terminal output, so that a
/// frame is one `write` (ncurses flushes at every cursor movement: a write per row).
/// The attributes of every style are expanded once, when the encoder is made.
public struct FrameEncoder: Sendable {
    public let codes: TerminalCodes
    public let palette: TerminalPalette
    private let attributeBytes: [Style: [UInt8]]
    private let resetBytes: [UInt8]

    public init(codes: TerminalCodes, palette: TerminalPalette) {
        self.codes = codes
        self.palette = palette
        resetBytes = Array(codes.reset.utf8)
        attributeBytes = Dictionary(uniqueKeysWithValues: Self.allStyles.map { ($0, Array(Self.attributes($0, codes: codes, palette: palette).utf8)) })
    }

    /// The output for `runs` of `grid` (the grid as it is to be shown), after blanking
    /// the screen when `clearFirst`; attributes are set only when the style changes and
    /// are off again at the end.
    public func encode(_ runs: [CellGrid.Run], of grid: CellGrid, clearFirst: Bool) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(runs.count * 16 + runs.reduce(0) { $0 + $1.count } * 4)
        if clearFirst { output += resetBytes + Array(codes.clear.utf8) }
        var current: Style?
        grid.cells.withUnsafeBufferPointer { cells in
            for run in runs {
                codes.moveTo.append(y: run.y, x: run.x, to: &output)
                if run.style != current {
                    output += attributeBytes[run.style] ?? Array(Self.attributes(run.style, codes: codes, palette: palette).utf8)
                    current = run.style
                }
                let start = run.y * grid.width + run.x
                for cell in cells[start..<start + run.count] where !cell.isContinuation {
                    cell.text.appendUTF8(to: &output)
                }
            }
        }
        if current != nil { output += resetBytes }
        return output
    }

    /// Every style (one this misses is expanded when a run has it).
    private static let allStyles: [Style] = ColorRole.allCases.flatMap { role in
        [false, true].flatMap { bold in [false, true].map { reverse in Style(role, bold: bold, reverse: reverse) } }
    }

    private static func attributes(_ style: Style, codes: TerminalCodes, palette: TerminalPalette) -> String {
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
