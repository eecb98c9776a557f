/// A place an authority publishes its own timetable for (a JAKIM zone, a Kemenag
/// regency): the point it computes the times at, and where the place departs from the
/// method's parameters. A mosque that chooses its zone gets the authority's minutes
/// for it, wherever in the zone the mosque stands.
public struct AuthorityZone: Sendable, Equatable {
    /// The code the authority gives it (`SGR01`), or a short name (`kota-bandung`).
    public let code: String
    /// The name as the authority writes it.
    public let name: String
    /// The state or province.
    public let region: String
    /// The point the authority computes for, degrees.
    public let latitude: Double
    public let longitude: Double
    /// The IANA time zone of the place.
    public let timeZone: String
    public let departure: Departure
    /// A second point whose times are taken where they are later (a zone the authority
    /// computes at two stations, publishing the later time of each prayer).
    public let laterPoint: Point?
    /// The point Sunrise is computed at, where the authority takes it at another station.
    public let sunrisePoint: Point?
    /// What a mosque of this zone should know: where the authority's tables are not reproduced.
    public let note: String?

    /// A point on the Earth, degrees.
    public struct Point: Sendable, Equatable {
        public let latitude, longitude: Double

        public init(_ latitude: Double, _ longitude: Double) {
            (self.latitude, self.longitude) = (latitude, longitude)
        }
    }

    /// How a place's times depart from its method's parameters.
    public struct Departure: Sendable, Equatable {
        /// The Sun's centre below the horizon at Sunrise and Maghrib, degrees, when the
        /// place has its own (in place of the method's horizon).
        public var horizonDepression: Double?
        /// Degrees added to the Fajr and Isha angles.
        public var twilightDeeper: Double
        /// The place's own Isha angle.
        public var ishaAngle: Double?
        /// The height, metres, by whose dip the standard horizon is lowered at Sunrise and Maghrib.
        public var elevation: Double
        /// The place's own way of taking the Sun.
        public var sunModel: SunModel?

        public init(horizonDepression: Double? = nil, twilightDeeper: Double = 0, ishaAngle: Double? = nil, elevation: Double = 0,
                    sunModel: SunModel? = nil) {
            self.horizonDepression = horizonDepression
            self.twilightDeeper = twilightDeeper
            self.ishaAngle = ishaAngle
            self.elevation = elevation
            self.sunModel = sunModel
        }
    }

    public init(code: String, name: String, region: String, latitude: Double, longitude: Double, timeZone: String,
                departure: Departure = Departure(), laterPoint: Point? = nil, sunrisePoint: Point? = nil, note: String? = nil) {
        self.code = code
        self.name = name
        self.region = region
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        self.departure = departure
        self.laterPoint = laterPoint
        self.sunrisePoint = sunrisePoint
        self.note = note
    }

    /// `SGR01 · Gombak, Petaling, … (Selangor)`, for lists and the status of a setting.
    public var label: String { "\(code) · \(name) (\(region))" }
}

extension CalculationMethod {
    /// The places the method's authority publishes for, when it publishes per place.
    public var zones: [AuthorityZone] {
        switch self {
        case .kemenag: AuthorityZone.kemenag
        case .turkey: AuthorityZone.diyanet
        case .jakim: AuthorityZone.jakim
        default: []
        }
    }

    /// The methods whose authority publishes per place, as their names read in a sentence: `jakim, kemenag and turkey`.
    public static var zonedNames: String {
        let names = allCases.filter { !$0.zones.isEmpty }.map(\.rawValue)
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    /// The zone with this code (any case), or nil.
    public func zone(code: String) -> AuthorityZone? {
        let wanted = code.lowercased()
        return zones.first { $0.code.lowercased() == wanted }
    }

    /// The zone whose point is nearest to a place, with its distance in kilometres, within
    /// `limit` kilometres: a suggestion for a mosque that has not chosen one.
    public func nearestZone(latitude: Double, longitude: Double, within limit: Double = 150) -> (zone: AuthorityZone, kilometres: Double)? {
        zones.map { ($0, GreatCircle.kilometres(latitude, longitude, $0.latitude, $0.longitude)) }
            .filter { $0.1 <= limit }
            .min { $0.1 < $1.1 }
    }
}

extension MethodParameters {
    /// The parameters for one of the authority's places.
    public func applying(_ departure: AuthorityZone.Departure) -> MethodParameters {
        var parameters = self
        parameters.fajrAngle += departure.twilightDeeper
        if case .angle(let angle) = isha { parameters.isha = .angle((departure.ishaAngle ?? angle) + departure.twilightDeeper) }
        if let sunModel = departure.sunModel { parameters.sunModel = sunModel }
        if let depression = departure.horizonDepression {
            parameters.horizon = AuthorityHorizon(sunriseBase: depression, sunriseDip: 0, maghribBase: depression, maghribDip: 0)
        }
        return parameters
    }
}
