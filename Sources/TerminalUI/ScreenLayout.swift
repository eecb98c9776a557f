import ArabicText
import Foundation

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

    /// The message line: a prompt being typed, a problem, or a notice.
    public func drawMessage(_ text: String, style: Style, into grid: inout CellGrid) {
        grid.put(text, x: 1, y: message, style: style, limit: textWidth)
    }

    public func drawFooter(_ text: String, into grid: inout CellGrid) {
        grid.put(text, x: 1, y: footer, style: Style(.footer), limit: textWidth)
    }
}
