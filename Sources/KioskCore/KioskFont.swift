/// The font of the Wayland kiosk (cage with the foot terminal): DejaVu Sans Mono,
/// which has the Arabic presentation forms (U+FB50–U+FEFF) Mawqut draws shaped
/// Arabic with, so letters join; at a size that makes the screen about
/// `targetColumns` cells wide, or the size `display.fontSize` names.
public enum KioskFont {
    public static let family = "DejaVu Sans Mono"
    /// Wide enough for the prayer table with iqama times, few enough to read across a hall.
    public static let targetColumns = 110
    /// A cell's width in em: DejaVu Sans Mono's advance width, 1233 of 2048 font
    /// units per em (its `hmtx` table; every glyph of a monospace font has it).
    static let cellEm = 1233.0 / 2048.0
    /// foot sizes fonts in points at 96 dots per inch unless told otherwise (foot.ini(5), `dpi-aware`).
    static let pixelsPerPoint = 96.0 / 72.0
    public static let points = 6...96

    /// The whole point size whose cells come nearest to `targetColumns` across `screenWidth` pixels.
    public static func points(forScreenWidth screenWidth: Int) -> Int {
        let pixels = Double(screenWidth) / (Double(targetColumns) * cellEm)
        return min(max(Int((pixels / pixelsPerPoint).rounded()), points.lowerBound), points.upperBound)
    }

    /// About how many cells fit across `screenWidth` pixels at `points`.
    public static func columns(screenWidth: Int, points: Int) -> Int {
        Int(Double(screenWidth) / (Double(points) * pixelsPerPoint * cellEm))
    }

    /// foot's `--font` value.
    public static func footFont(points: Int) -> String { "\(family):size=\(points)" }
}
