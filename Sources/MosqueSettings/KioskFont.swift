/// The fonts of the Wayland kiosk (cage with the foot terminal): DejaVu Sans Mono,
/// which sets the cells and has the block elements of the big digits and the Arabic
/// presentation forms (U+FE70–U+FEFF) Mawqut draws shaped Arabic with, so letters
/// join; then Amiri (Debian's fonts-hosny-amiri), for what DejaVu lacks: the Quranic
/// marks, the end-of-ayah sign (U+06DD), ﷺ (U+FDFA) and the presentation forms of
/// Urdu and Uyghur letters. `FontCoverageTests` checks that the two together draw
/// every character the kiosk can show. The size makes the screen about
/// `targetColumns` cells wide, or is the one `display.fontSize` names.
public enum KioskFont {
    /// In the order foot looks for a glyph (foot.ini(5), `font`).
    public static let families = ["DejaVu Sans Mono", "Amiri"]
    /// Wide enough for the prayer table with iqama times, few enough to read across a
    /// hall: at 1920x1080 this is 23 pt, rows of about 36 pixels (DejaVu Sans Mono's
    /// line is 1.164 em), so that the hall layout's times, 3.5 rows of ink, are 120
    /// pixels tall or more (a ninth of the screen); 15 pt and 106x30 cells at 1280x720.
    public static let targetColumns = 104
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

    /// foot's `--font` value: every family at the same size.
    public static func footFont(points: Int) -> String { families.map { "\($0):size=\(points)" }.joined(separator: ",") }
}
