import Glibc

/// Trigonometry in degrees, and the angle normalisations the astronomy needs.
enum Degrees {
    static let perRadian = 180.0 / Double.pi

    static func sin(_ degrees: Double) -> Double { Glibc.sin(degrees / perRadian) }
    static func cos(_ degrees: Double) -> Double { Glibc.cos(degrees / perRadian) }
    static func tan(_ degrees: Double) -> Double { Glibc.tan(degrees / perRadian) }
    static func asin(_ value: Double) -> Double { Glibc.asin(value) * perRadian }
    static func acos(_ value: Double) -> Double { Glibc.acos(value) * perRadian }
    static func atan(_ value: Double) -> Double { Glibc.atan(value) * perRadian }
    static func atan2(_ y: Double, _ x: Double) -> Double { Glibc.atan2(y, x) * perRadian }

    /// The angle reduced to the range [0, 360).
    static func normalized(_ degrees: Double) -> Double {
        let reduced = degrees.truncatingRemainder(dividingBy: 360)
        return reduced < 0 ? reduced + 360 : reduced
    }

    /// The angle reduced to the range (-180, 180].
    static func wrappedToHalfTurn(_ degrees: Double) -> Double {
        let reduced = normalized(degrees)
        return reduced > 180 ? reduced - 360 : reduced
    }
}
