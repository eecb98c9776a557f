import FileFormats
import FoundationEssentials
import MosqueSettings
import SQLite

/// Cities for finding a location by name, offline.
public final class CityStore: Sendable {
    private let database: MawqutDatabase

    public init(database: MawqutDatabase) {
        self.database = database
    }

    /// Replaces all cities in one transaction.
    public func importCities(_ cities: [City]) throws {
        try database.writer.write { db in
            try db.execute("DELETE FROM city")
            let insert = try db.prepare("INSERT INTO city VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
            for city in cities {
                try insert.execute([city.id, city.name, city.countryCode, city.country, city.latitude, city.longitude,
                                               city.timeZone, city.population, city.searchNames])
            }
        }
    }

    public func count() throws -> Int {
        try database.writer.read { try $0.value(Int.self, "SELECT COUNT(*) FROM city") ?? 0 }
    }

    /// Cities whose name (or a Latin alternate name) contains the query; a query
    /// `name, country` also matches the country by name, ISO code or a common
    /// alternate (`CountryAliases`: "london, uk"). Cities one of whose names is the
    /// query come first, then those that only contain it, each by population: Makkah
    /// (also named Mecca) before the towns named Mecca in the USA.
    public func search(_ query: String, limit: Int = 20) throws -> [City] {
        let parts = query.split(separator: ",", maxSplits: 1).map { $0.trimmingBlanks() }
        guard let name = parts.first, !name.isEmpty else { return [] }
        let country = parts.count > 1 ? parts[1] : ""
        let alias = CountryAliases.code(for: country) ?? ""
        return try database.writer.read { db in
            try db.rows("""
                SELECT * FROM city WHERE searchNames LIKE ? AND (? = '' OR country LIKE ? OR countryCode = ? OR countryCode = ?)
                ORDER BY ('|' || searchNames || '|' LIKE ?) DESC, population DESC LIMIT ?
                """, ["%\(name)%", country, "%\(country)%", country.uppercased(), alias, "%|\(name)|%", limit]).map(Self.city)
        }
    }

    public func city(id: Int) throws -> City? {
        try database.writer.read { try $0.row("SELECT * FROM city WHERE id = ?", [id]).map(Self.city) }
    }

    /// A row as a city; a value that cannot be read fails the query instead of stopping the program.
    private static func city(_ row: Row) throws -> City {
        try City(id: row.value("id"), name: row.value("name"), countryCode: row.value("countryCode"),
                 country: row.value("country"), latitude: row.value("latitude"),
                 longitude: row.value("longitude"), timeZone: row.value("timeZone"),
                 population: row.value("population"), searchNames: row.value("searchNames"))
    }
}
