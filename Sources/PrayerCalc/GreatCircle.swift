import Glibc

/// Distances on the Earth's surface.
enum GreatCircle {
    /// The great-circle distance on a sphere of the Earth's mean radius, 6,371 km
    /// (the haversine formula: R. W. Sinnott, "Virtues of the Haversine", Sky and Telescope 68:2, 1984).
    static func kilometres(_ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double) -> Double {
        let radians = Double.pi / 180
        let halfChordSquared = pow(sin((latitude2 - latitude1) * radians / 2), 2)
            + cos(latitude1 * radians) * cos(latitude2 * radians) * pow(sin((longitude2 - longitude1) * radians / 2), 2)
        return 2 * 6371 * asin(min(1, halfChordSquared.squareRoot()))
    }
}
