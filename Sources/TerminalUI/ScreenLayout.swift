import ArabicText
import FoundationEssentials

/// A terminal's size in cells.
public struct ScreenSize: Sendable, Equatable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// The rows of a screen over the clock: its title, its body, a line for messages
/// and prompts, the sound line every screen keeps, and the key footer. Views place
/// their content with it instead of repeating the arithmetic.
public struct ScreenLayout: Sendable, Equatable {
    public let width: Int
    public let height: Int

    /// The smallest terminal the screens over the clock are drawn in.
    public static let minimum = ScreenSize(width: 40, height: 12)

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public init(_ size: ScreenSize) {
        self.init(width: size.width, height: size.height)
    }

    public var title: Int { 0 }
    /// The rows between the title (and a blank row) and the message line.
    public var body: Range<Int> { 2..<max(2, height - 3) }
    public var bodyRows: Int { body.count }
    public var message: Int { height - 3 }
    public var sound: Int { height - 2 }
    public var footer: Int { height - 1 }
    /// Cells a line of text may use between the margins.
    public var textWidth: Int { width - 2 }

    /// A grid that only says the terminal is too small, or nil when it fits `minimum`.
    public func tooSmall(minimum: ScreenSize = ScreenLayout.minimum) -> CellGrid? {
        CellGrid.tooSmall(width: width, height: height, minimum: (minimum.width, minimum.height))
    }

    /// The title on the left (and, optionally, something on the right of it).
    public func drawTitle(_ title: String, right: String? = nil, rightStyle: Style = Style(.title, bold: true),
                          into grid: inout CellGrid) {
        grid.put(title, x: 1, y: self.title, style: Style(.title, bold: true), limit: width - 2)
        if let right { grid.putRight(right, right: width - 1, y: self.title, style: rightStyle) }
    }

    /// The most rows a wrapped message takes.
    public static let messageRows = 4

    /// The message line: a prompt being typed, a problem, or a notice. With
    /// `wrapping`, one longer than the line wraps at spaces upward over the body's
    /// last rows (which it blanks), so no part of it (a file's path at its end, say)
    /// is cut at the screen's edge; a screen that pages its body (the Quran reader,
    /// whose every line must be seen once) keeps it to its line. The text is drawn
    /// as it stands (already shaped, if Arabic).
    public func drawMessage(_ text: String, style: Style, wrapping: Bool = false, into grid: inout CellGrid) {
        let fits = TextLayout.width(text) <= textWidth
        let lines = fits || !wrapping ? [text] : TextLayout.lines(text, width: textWidth, mode: .logical).map(\.display)
        let shown = lines.suffix(min(Self.messageRows, max(1, bodyRows)))
        for (index, line) in shown.enumerated() {
            let y = message - shown.count + 1 + index
            if y != message { grid.put(String(repeating: " ", count: width), x: 0, y: y) }
            // A message wrapped to more rows than it may take starts with an ellipsis.
            let cut = index == 0 && lines.count > shown.count
            grid.put(cut ? "…" + line : line, x: 1, y: y, style: style, limit: textWidth)
        }
    }

    public func drawFooter(_ text: String, into grid: inout CellGrid) {
        grid.put(text, x: 1, y: footer, style: Style(.footer), limit: textWidth)
    }
}
