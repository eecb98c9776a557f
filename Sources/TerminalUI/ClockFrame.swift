/// A drawn clock screen and where its big clock's seconds are. While nothing but
/// those seconds changes (`ClockScreen.FrameKey.change(since:)` is `.clockSeconds`), the next
/// frame is this one with the two digits redrawn: a patch of a few hundred cells
/// (`Seconds.patch(to:)`) instead of rendering the whole screen (16,000 cells at
/// 240x67) every second.
public struct ClockFrame: Sendable {
    public let grid: CellGrid
    public let seconds: Seconds

    /// Where the frame shows seconds: all the kiosk keeps of a clock frame once it is
    /// drawn (the display keeps the cells).
    public enum Seconds: Sendable, Equatable {
        /// Nowhere: the next second of the minute looks the same.
        case none
        /// In the big digits.
        case bigDigits(BigDigits)
        /// In a line of text (a clock too small for the big digits): drawn whole.
        case text
    }

    /// The big clock's place: its text, its top-left cell and scale, and, once the
    /// screen is put together, whether it is night.
    public struct BigDigits: Sendable, Equatable {
        var time: String
        var x: Int
        var y: Int
        let scale: BigFont.Scale
        var night = false

        /// Moves the place from the canvas it was drawn on to the screen, where the
        /// canvas lies at `offset` (burn-in protection).
        mutating func place(canvasAt offset: (Int, Int), night: Bool) {
            x += offset.0
            y += offset.1
            self.night = night
        }
    }
}

extension ClockFrame.Seconds {
    /// The cells that turn the frame showing these seconds into the frame for `state`,
    /// a later second of the same minute with nothing else changed, and where that
    /// frame's seconds are; nil when it must be drawn whole (the clock is text, or
    /// `state`'s hours and minutes are not this frame's). A last digit drawn before at
    /// the same place is taken from `digits`.
    public func patch(to state: ClockScreenState, digits cache: inout ClockFrame.DigitPatches) -> (patch: CellPatch, seconds: Self)? {
        switch self {
        case .none:
            return (.empty, self)
        case .text:
            return nil
        case .bigDigits(let digits):
            let time = ScreenText.bigDigits(state.now, settings: state.settings)
            // All digits are equally wide: the same hours and minutes put the seconds in the
            // same cells. (The key's minute is the instant's; a zone's offset with seconds,
            // as in Amsterdam before 1937, starts the shown minute at another second.)
            guard time.count == digits.time.count, time.dropLast(2) == digits.time.dropLast(2) else { return nil }
            var place = digits
            place.time = time
            // Nine seconds in ten change only the last digit: only its cells are redrawn.
            guard time.dropLast() == digits.time.dropLast(), let last = time.last else {
                return (Self.lastCells(of: time, characters: 2, at: digits), .bigDigits(place))
            }
            return (cache.patch(of: last, at: digits) { Self.lastCells(of: time, characters: 1, at: digits) }, .bigDigits(place))
        }
    }

    /// The cells of `time`'s last `characters` characters (of its seconds), blanks
    /// included, as `ClockScreen.render` draws them: the clock's style, dimmed at night.
    /// The clock lies inside its canvas (`BigFont.bestScale` fits it in), so nothing is
    /// clipped. Only those characters are drawn.
    private static func lastCells(of time: String, characters: Int, at digits: ClockFrame.BigDigits) -> CellPatch {
        let size = BigFont.size(of: time, scale: digits.scale)
        // The characters' first pixel follows the one before them and one blank pixel.
        // Every glyph with the blank after it is an even number of pixels wide
        // (`BigFont`'s glyphs are odd), so they begin at a cell's left edge and drawn
        // alone there they are the cells the whole clock has.
        let firstColumn = (BigFont.pixelWidth(of: String(time.dropLast(characters))) + 1) * digits.scale.horizontal / 2
        func dimmed(_ style: Style) -> Style { digits.night ? ClockScreen.nightStyle(style) : style }
        let style = dimmed(ClockScreen.clockStyle)
        var patch = CellPatch(x: digits.x + firstColumn, y: digits.y, width: size.width - firstColumn, height: size.height,
                              blank: Cell(" ", style: dimmed(.plain)))
        BigFont.forEachInkedCell(of: String(time.suffix(characters)), scale: digits.scale) { column, row, quadrants in
            patch[column, row] = Cell(text: quadrants, style: style)
        }
        return patch
    }
}

extension ClockFrame {
    /// The patches of the clock's last digit drawn at one place (its cell, scale, and
    /// whether it is night), kept for the same second of the next minutes: the seconds'
    /// last digit takes ten values, and drawing one is most of an idle second's work
    /// (under callgrind, 90,000 of the 300,000 instructions of a tick at 240x67).
    /// At most ten patches, of a few hundred cells each; another place clears them.
    public struct DigitPatches: Sendable {
        /// What places a digit's cells: the clock's top-left cell, its scale, the night,
        /// and the length of the time (every digit is equally wide, so equally long
        /// times put their last digit in the same cells).
        private struct Place: Equatable {
            let x: Int, y: Int, scale: BigFont.Scale, night: Bool, length: Int
        }

        private var place: Place?
        private var patches: [Character: CellPatch] = [:]

        public init() {}

        /// The patch of `digit` as the last character of the clock at `digits`, made by `draw` the first time.
        mutating func patch(of digit: Character, at digits: BigDigits, draw: () -> CellPatch) -> CellPatch {
            let here = Place(x: digits.x, y: digits.y, scale: digits.scale, night: digits.night, length: digits.time.count)
            if here != place {
                place = here
                patches = [:]
            }
            if let patch = patches[digit] { return patch }
            let patch = draw()
            patches[digit] = patch
            return patch
        }
    }
}
