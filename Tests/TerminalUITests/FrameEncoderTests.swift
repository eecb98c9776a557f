import MosqueSettings
@testable import TerminalUI
import Testing

/// The encoder's output, played on a small terminal that understands xterm's
/// sequences, turns the screen into the new frame.
struct FrameEncoderTests {
    static let escape = "\u{1B}["
    static let codes = TerminalCodes(
        moveTo: .ansi, reset: "\(escape)m", bold: "\(escape)1m", dim: "\(escape)2m",
        reverse: "\(escape)7m", foreground: { "\(escape)3\($0)m" }, background: { "\(escape)4\($0)m" }, clear: "\(escape)H\(escape)2J")

    /// A terminal screen: a character and the attributes it was written with per cell.
    struct Screen: Equatable {
        struct Look: Equatable {
            var foreground: Int?, background: Int?, bold = false, dim = false, reverse = false
        }
        let width: Int
        var cells: [(Character, Look)]

        init(width: Int, height: Int) {
            self.width = width
            cells = Array(repeating: (" ", Look()), count: width * height)
        }

        static func == (lhs: Screen, rhs: Screen) -> Bool {
            lhs.width == rhs.width && lhs.cells.count == rhs.cells.count
                && zip(lhs.cells, rhs.cells).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        }

        mutating func play(_ output: String) {
            var look = Look()
            var position = 0
            var characters = Substring(output)
            while let character = characters.first {
                guard character == "\u{1B}" else {
                    cells[position] = (character, look)
                    position += 1
                    characters = characters.dropFirst()
                    continue
                }
                let body = characters.dropFirst(2).prefix { !$0.isLetter }
                let final = characters.dropFirst(2 + body.count).first
                characters = characters.dropFirst(3 + body.count)
                let numbers = body.split(separator: ";").compactMap { Int($0) }
                switch final {
                case "H": position = numbers.count == 2 ? (numbers[0] - 1) * width + numbers[1] - 1 : 0
                case "J": cells = cells.map { _ in (" ", Look()) }
                case "m":
                    switch numbers.first {
                    case nil: look = Look()
                    case 1: look.bold = true
                    case 2: look.dim = true
                    case 7: look.reverse = true
                    case let code? where (30...37).contains(code): look.foreground = code - 30
                    case let code? where (40...47).contains(code): look.background = code - 40
                    default: Issue.record("unknown attribute \(body)")
                    }
                default: Issue.record("unknown sequence \(body)\(String(describing: final))")
                }
            }
        }
    }

    /// What the screen should hold for a grid under a palette.
    static func expected(_ grid: CellGrid, palette: TerminalPalette) -> Screen {
        var screen = Screen(width: grid.width, height: grid.height)
        for index in grid.cells.indices {
            let cell = grid.cells[index]
            let look = palette.looks[cell.style.role]!
            screen.cells[index] = (cell.character, Screen.Look(foreground: look.foreground, background: look.background,
                                                                bold: cell.style.bold, dim: look.dim, reverse: cell.style.reverse))
        }
        return screen
    }

    /// 300 random frames in a row per theme (a few cells or most of the screen
    /// changing, Arabic and Latin letters, every role and attribute), each encoded
    /// from the one before and played on the screen left by the last.
    @Test func everyEncodedFrameTurnsTheScreenIntoThatFrame() {
        var random = SystemRandomNumberGenerator()
        let letters = Array("abcdefghij ٠١٢٣ابتثجحخ:·")
        for theme in Theme.allCases {
            for hasColors in [true, false] {
                let encoder = FrameEncoder(codes: Self.codes, palette: TerminalPalette(theme: theme, hasColors: hasColors))
                var grid = CellGrid(width: 40, height: 12)
                var previous: CellGrid?
                var screen = Screen(width: 40, height: 12)
                for frame in 0..<300 {
                    let changes = frame.isMultiple(of: 50) ? 400 : Int.random(in: 0...12, using: &random)
                    for _ in 0..<changes {
                        let style = Style(ColorRole.allCases.randomElement(using: &random)!, bold: Bool.random(using: &random),
                                          reverse: Int.random(in: 0..<8, using: &random) == 0)
                        grid[Int.random(in: 0..<40, using: &random), Int.random(in: 0..<12, using: &random)] =
                            Cell(letters.randomElement(using: &random)!, style: style)
                    }
                    let whole = previous == nil
                    screen.play(String(decoding: encoder.encode(grid.changes(from: previous), of: grid, clearFirst: whole), as: UTF8.self))
                    #expect(screen == Self.expected(grid, palette: encoder.palette), "\(theme), colours \(hasColors), frame \(frame)")
                    previous = grid
                }
            }
        }
    }

    @Test func anUnchangedFrameWritesNothingAndAttributesAreSetOnlyOnAChange() {
        let encoder = FrameEncoder(codes: Self.codes, palette: TerminalPalette(theme: .default, hasColors: true))
        var grid = CellGrid(width: 20, height: 3)
        grid.put("12:00", x: 0, y: 0, style: Style(.clock))
        grid.put("12:00", x: 0, y: 1, style: Style(.clock))
        #expect(encoder.encode(grid.changes(from: grid), of: grid, clearFirst: false).isEmpty)
        let output = String(decoding: encoder.encode(grid.changes(from: CellGrid(width: 20, height: 3)), of: grid, clearFirst: false), as: UTF8.self)
        #expect(output.components(separatedBy: "\(Self.escape)36m").count == 2, "the clock colour is set once for both rows: \(output.debugDescription)")
    }
}
