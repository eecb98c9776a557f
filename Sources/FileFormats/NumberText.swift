/// Numbers as text without Foundation's `String(format:)`, whose locale machinery
/// costs more at start-up than the prayer-time computation it prints.
public enum NumberText {
    /// Arabic-Indic digits (٠–٩, U+0660–U+0669) in place of ASCII digits.
    public static func arabicIndicDigits(_ text: String) -> String {
        digits(text, zero: 0x0660)
    }

    /// Extended Arabic-Indic digits (۰–۹, U+06F0–U+06F9: Persian and Urdu) in place of ASCII digits.
    public static func extendedArabicIndicDigits(_ text: String) -> String {
        digits(text, zero: 0x06F0)
    }

    /// ASCII digits replaced by the ten consecutive digits from `zero`.
    private static func digits(_ text: String, zero: UInt32) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            // invariant: both digit blocks (U+0660–U+0669, U+06F0–U+06F9) are valid scalars
            ("0"..."9").contains(scalar) ? Unicode.Scalar(zero + scalar.value - 0x30)! : scalar
        }))
    }

    /// `value` with exactly `decimals` digits after the point, rounded to nearest
    /// (as `%.Nf` prints it for the coordinates and bearings Mawqut shows), no
    /// negative zero.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.description }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let units = roundedExactly(abs(value), times: scale)
        let whole = units / UInt64(scale)
        let fraction = units % UInt64(scale)
        let sign = value < 0 && units != 0 ? "-" : ""
        guard decimals > 0 else { return "\(sign)\(whole)" }
        let digits = String(fraction)
        return "\(sign)\(whole).\(String(repeating: "0", count: decimals - digits.count))\(digits)"
    }

    /// `magnitude × scale` rounded to the nearest integer as the exact product would
    /// be (half to even), as printf rounds the exact binary value. The product in
    /// doubles can land on a .5 that the exact product is just above or below; a
    /// fused multiply-add recovers the product's rounding error to decide such ties.
    static func roundedExactly(_ magnitude: Double, times scale: Double) -> UInt64 {
        let product = magnitude * scale
        let error = (-product).addingProduct(magnitude, scale)
        let floor = product.rounded(.down)
        let fraction = product - floor
        let up: Bool
        if fraction != 0.5 {
            up = fraction > 0.5
        } else if error != 0 {
            up = error > 0
        } else {
            up = floor.truncatingRemainder(dividingBy: 2) != 0
        }
        return UInt64(floor) + (up ? 1 : 0)
    }

    /// A non-negative number with leading zeros to `digits` digits, as `%02d` prints it.
    public static func zeroPadded(_ value: Int, digits: Int = 2) -> String {
        let text = String(value)
        return text.count >= digits ? text : String(repeating: "0", count: digits - text.count) + text
    }
}
