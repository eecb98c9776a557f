import ArabicText
import FoundationEssentials
import Messages
import MosqueSettings

/// Draws the whole terminal: the clock, or the screen on top of it with the sound
/// line, and any overlay. The one place a frame is put together.
public enum KioskView {
    /// `clock` is asked for only when the clock is on screen.
    public static func render(_ screens: KioskScreens, sound: SoundLine, settings: Settings,
                              clock: () -> ClockScreenState) -> CellGrid {
        frame(screens, sound: sound, settings: settings, clock: clock).grid
    }

    /// The frame, and the clock's frame when the grid is that alone (the clock on
    /// screen, nothing over it): its next seconds can then be drawn by `ClockFrame.Seconds.patch(to:)`.
    public static func frame(_ screens: KioskScreens, sound: SoundLine, settings: Settings,
                             clock: () -> ClockScreenState) -> (grid: CellGrid, clock: ClockFrame?) {
        let size = screens.size
        var grid: CellGrid
        var clockFrame: ClockFrame?
        switch screens.top {
        case nil:
            let frame = ClockScreen.renderFrame(clock(), width: size.width, height: size.height)
            grid = frame.grid
            clockFrame = frame
        case .quran(let reader)?:
            grid = QuranReaderView.render(reader, width: size.width, height: size.height)
        case .hadith(let reader)?:
            grid = HadithReaderView.render(reader, settings: settings, width: size.width, height: size.height)
        case .guides(let browser)?:
            grid = GuideView.render(browser, settings: settings, width: size.width, height: size.height)
        case .settings(let form)?:
            grid = SettingsView.render(form, width: size.width, height: size.height)
        case .problems(let list)?:
            grid = ProblemListView.render(list, width: size.width, height: size.height)
        }
        let fits = size.width >= ScreenLayout.minimum.width && size.height >= ScreenLayout.minimum.height
        let words = MessageLibrary.installed.words(settings.display.language)
        if screens.top != nil, fits {
            sound.draw(into: &grid, y: ScreenLayout(size).sound, words: words, mode: settings.display.arabicDisplayMode)
        }
        if let overlay = screens.overlay, fits {
            drawOverlay(overlay, words: screens.top?.words ?? words, overClock: screens.top == nil, mode: settings.display.arabicDisplayMode, into: &grid)
            clockFrame = nil
        }
        return (grid, clockFrame)
    }

    /// What a frame depends on: the screens (with their size, by the revision the
    /// caller numbers them with), the sound line, the settings, and the clock's key when
    /// the clock is on screen. Two keys with no change between them draw equal frames;
    /// the runtime renders only on a change.
    ///
    /// A class: the kiosk makes one a second, keeps the last and compares the two, and
    /// copies of a structure this size went through the runtime's generic value
    /// witnesses several times a second. The screens are known by their revision: a
    /// reader's state is large, and an idle second copied and compared it field by field.
    public final class FrameKey: Sendable {
        /// A number the caller changes with every change to its screens.
        let screensRevision: Int
        let sound: SoundLine
        /// The settings while the clock is not on screen (the clock's key holds those it shows).
        let settings: Settings?
        let clock: ClockScreen.FrameKey?

        /// `settings` are those `clock` was made from, and are asked for only when no clock is given.
        public init(screensRevision: Int, sound: SoundLine, settings: @autoclosure () -> Settings, clock: ClockScreenState?) {
            self.screensRevision = screensRevision
            self.sound = sound
            self.settings = clock == nil ? settings() : nil
            self.clock = clock.map(ClockScreen.frameKey)
        }

        /// What changed since the frame of `last`, in one comparison. Only the clock's
        /// seconds may have changed under an overlay too: a frame with an overlay is no
        /// clock frame (`frame(...).clock` is nil), so it is drawn whole.
        /// Two clocks compare by their keys alone: the settings are compared only without
        /// one (comparing them, optional, copied the whole of them twice a second).
        public func change(since last: FrameKey?) -> ClockScreen.FrameChange {
            guard let last, screensRevision == last.screensRevision, sound == last.sound else { return .whole }
            if let clock, let lastClock = last.clock { return clock.change(since: lastClock) }
            guard clock == nil, last.clock == nil, let settings, let lastSettings = last.settings else { return .whole }
            return settings == lastSettings ? .none : .whole
        }
    }

    /// A framed box in the middle of the screen, in `words`' language: over the clock its
    /// help (made here, so that a change of language shows at once), over a screen that
    /// screen's help as the overlay holds it (made in the screen's language).
    static func drawOverlay(_ overlay: Overlay, words: Words, overClock: Bool, mode: ArabicDisplayMode = .shaped, into grid: inout CellGrid) {
        let room = max(20, grid.width - 8)
        /// A line as it is when it fits (keeping the help's columns), else wrapped at spaces; made ready for the terminal.
        func fitted(_ line: String) -> [String] {
            let direction: TextDirection? = words.isRightToLeft ? .rightToLeft : nil
            guard TextLayout.width(line) > room else { return [TextLayout.display(line, direction: direction ?? TextLayout.direction(of: line), mode: mode)] }
            return TextLayout.lines(line, width: room, direction: direction, mode: mode).map(\.display)
        }
        var lines: [String]
        switch overlay {
        case .help(let title, let help):
            lines = (overClock ? [words.tr("Clock keys"), ""] + KioskScreens.clockHelp(words) : [title, ""] + help)
                .flatMap(fitted) + ["", words.tr("Press any key to close.")].flatMap(fitted)
        case .confirmQuit: lines = fitted(words.tr("Quit Mawqut? Press y to quit, any other key to stay."))
        case .message(let message):
            lines = TextLayout.lines(message, width: room, mode: .shaped).map(\.display) + ["", words.tr("Press any key.")].flatMap(fitted)
        }
        lines = Array(lines.prefix(max(1, grid.height - 2)))
        let width = min(grid.width - 2, (lines.map(TextLayout.width).max() ?? 0) + 4)
        let height = lines.count + 2
        let x = (grid.width - width) / 2
        let y = max(0, (grid.height - height) / 2)
        let box = Style(.title, bold: true)
        for row in 0..<height {
            grid.put(String(repeating: " ", count: width), x: x, y: y + row, style: box)
        }
        grid.put("┌" + String(repeating: "─", count: width - 2) + "┐", x: x, y: y, style: box)
        grid.put("└" + String(repeating: "─", count: width - 2) + "┘", x: x, y: y + height - 1, style: box)
        for (index, line) in lines.enumerated() {
            grid.put("│", x: x, y: y + 1 + index, style: box)
            // A right-to-left language's lines start at the box's right edge, as they are read.
            let indent = words.isRightToLeft ? max(0, width - 4 - TextLayout.width(line)) : 0
            grid.put(line, x: x + 2 + indent, y: y + 1 + index, style: Style(.normal, bold: true), limit: width - 4 - indent)
            grid.put("│", x: x + width - 1, y: y + 1 + index, style: box)
        }
    }
}
