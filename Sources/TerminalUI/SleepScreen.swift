import ArabicText
import MosqueSettings

/// What the kiosk draws while the screen sleeps: black, with one dim line saying
/// until when and that a key wakes it. The line moves every minute, so that a panel
/// left on (the `black` method, or a screen whose switch failed) keeps no mark of it.
public enum SleepScreen {
    /// The frame for `size`, the line placed by `minute` (any counter that changes each minute).
    public static func grid(size: ScreenSize, line: String, minute: Int, mode: ArabicDisplayMode) -> CellGrid {
        var grid = CellGrid(width: size.width, height: size.height)
        let shown = TextLayout.display(line, mode: mode)
        let width = min(TextLayout.width(shown), size.width)
        let columns = max(1, size.width - width + 1)
        let step = abs(minute)
        // Steps coprime with the sizes visit every place before repeating.
        grid.put(shown, x: (step * 7) % columns, y: (step * 5) % max(1, size.height), style: Style(.dim), limit: size.width)
        return grid
    }
}
