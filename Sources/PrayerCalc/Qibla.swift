import FoundationEssentials
import Glibc

/// The direction of the Kaaba.
public enum Qibla {
    /// The Kaaba, Makkah: 21.4225° N, 39.8262° E.
    public static let kaabaLatitude = 21.4225241
    public static let kaabaLongitude = 39.8261818

    /// Initial great-circle bearing from the place to the Kaaba, degrees clockwise
    /// from true north in [0, 360).
    ///
    /// Spherical trigonometry, the initial course of a great circle:
    /// tan q = sin Δλ / (cos φ tan φₖ − sin φ cos Δλ); see Meeus, *Astronomical
    /// Algorithms*, the azimuth formula 13.5 with the Kaaba in place of the star.
    public static func bearing(latitude: Double, longitude: Double) -> Double {
        let deltaLongitude = kaabaLongitude - longitude
        let y = Degrees.sin(deltaLongitude)
        let x = Degrees.cos(latitude) * Degrees.tan(kaabaLatitude) - Degrees.sin(latitude) * Degrees.cos(deltaLongitude)
        return Degrees.normalized(Degrees.atan2(y, x))
    }
}
