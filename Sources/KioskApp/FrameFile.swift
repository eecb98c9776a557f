import FoundationEssentials
import MosqueSettings
import TerminalUI

/// A display that also writes the text of each frame it draws to a file
/// (`MAWQUT_FRAME_FILE`): what the renderer meant the terminal to show, to set
/// beside what the terminal does show (`tmux capture-pane -p`). The file is
/// replaced whole, and only when the text changed.
public final class FrameFile: KioskDisplay {
    private let display: KioskDisplay
    private let path: String
    private var written: String?
    /// The frame as drawn and patched since, for its text.
    private var shown: CellGrid?

    public init(_ display: KioskDisplay, path: String) {
        self.display = display
        self.path = path
    }

    public var size: (width: Int, height: Int) { display.size }
    public var needsWholeFrame: Bool { display.needsWholeFrame }

    public func draw(_ grid: CellGrid) {
        display.draw(grid)
        shown = grid
        write(grid.text)
    }

    public func patch(_ patch: CellPatch) {
        display.patch(patch)
        _ = shown?.apply(patch)
        if let shown { write(shown.text) }
    }

    private func write(_ text: String) {
        guard text != written else { return }
        written = text
        try? Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    public func pendingKeys() -> [KioskKey] { display.pendingKeys() }
    public func resize() { display.resize() }
    public func restore() { display.restore() }
    public func setTheme(_ theme: Theme) { display.setTheme(theme) }
}
