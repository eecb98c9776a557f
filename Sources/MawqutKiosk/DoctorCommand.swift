import ArgumentParser
import AudioALSA
import CursesBackend
import Dispatch
import FileFormats
import FoundationEssentials
import KioskApp
import KioskCore
import MawqutCommandLine
import MawqutCommon
import MosqueSettings
import PrayerCalc
import Storage
import ZoneInfo

struct DoctorCommand: ParsableCommand {
    static let configuration = KioskCommandText.doctor

    @OptionGroup var options: DoctorArguments
    private var library: LibraryOptions { options.library }
    private var json: Bool { options.json }
    private var play: Bool { options.play }

    struct Check {
        let name: String
        let ok: Bool
        let detail: String
        let fix: String?
    }

    func run() throws {
        var checks: [Check] = []
        let settings: Settings
        do {
            settings = try ConfigFile.load(explicitPath: library.config)
            checks.append(Check(name: "configuration", ok: true,
                                detail: FileManager.default.fileExists(atPath: library.config ?? ConfigFile.defaultPath)
                                    ? "\(library.config ?? ConfigFile.defaultPath) is valid" : "no file at \(ConfigFile.defaultPath): defaults in use",
                                fix: nil))
        } catch {
            // The wall runs on the last good configuration: the other checks look at that one.
            let kept = LastGoodConfiguration(dataDirectory: library.directory)
            checks.append(Check(name: "configuration", ok: false, detail: "\(error)",
                                fix: "correct the file where named (config.example.json explains each key), or put the last good one back: cp \(kept.path) \(library.config ?? ConfigFile.defaultPath)"))
            settings = kept.read()?.settings ?? .defaults
        }
        if settings.location.isDefault {
            checks.append(Check(name: "location", ok: false, detail: "no location configured: the default Queens, New York is in use",
                                fix: "set location.name, latitude, longitude and timezone in the configuration"))
        } else {
            checks.append(Check(name: "location", ok: true, detail: "\(settings.location.name), \(settings.location.timeZone.identifier)", fix: nil))
        }
        checks += terminalChecks(settings)
        checks += audioChecks(settings)
        checks += dataChecks(settings)
        checks += clockChecks(settings)
        checks.append(networkingCheck(settings))
        checks.append(mqttCheck(settings))
        checks.append(adminCheck(settings))
        checks.append(iqamaCheck(settings))
        checks.append(overlapCheck(settings))
        let screen = ScreenPowerCheck.run(settings.display.power, facts: .current(), runner: SystemToolRunner())
        checks.append(Check(name: "screen sleep", ok: screen.ok, detail: screen.detail, fix: screen.fix))

        if json {
            Console.print(OrderedJSON.array(checks.map { check in
                .object([("check", .string(check.name)), ("ok", .bool(check.ok)), ("detail", .string(check.detail)),
                         ("fix", check.fix.map { .string($0) } ?? .null)])
            }).rendered)
        } else {
            for check in checks {
                Console.print("\(check.ok ? "✓" : "✗") \(check.name): \(check.detail)")
                if let fix = check.fix, !check.ok { Console.print("    fix: \(fix)") }
            }
        }
        if checks.contains(where: { !$0.ok }) { throw ExitCode(1) }
    }

    private func terminalChecks(_ settings: Settings) -> [Check] {
        var checks: [Check] = []
        let environment = ProcessInfo.processInfo.environment
        if let size = CursesTerminal.kernelSize() {
            let fits = size.width >= 60 && size.height >= 20
            checks.append(Check(name: "terminal size", ok: fits, detail: "\(size.width) x \(size.height)",
                                fix: "the clock needs at least 60 x 20; use a smaller console font or a larger window"))
        } else {
            checks.append(Check(name: "terminal size", ok: true, detail: "standard output is not a terminal (the clock runs headless)", fix: nil))
        }
        let locale = environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? ""
        let utf8 = locale.uppercased().contains("UTF-8") || locale.uppercased().contains("UTF8")
        checks.append(Check(name: "UTF-8", ok: utf8, detail: locale.isEmpty ? "no locale set" : "locale \(locale)",
                            fix: "set LANG=C.UTF-8 (or another UTF-8 locale) for the clock's process"))
        let term = environment["TERM"] ?? ""
        let colours = term.contains("256color") || term == "linux" || term.hasPrefix("xterm") || term.hasPrefix("screen") || term.hasPrefix("tmux")
        checks.append(Check(name: "colours", ok: true,
                            detail: term.isEmpty ? "TERM is not set" : "TERM=\(term)\(colours ? "" : " (colours unknown; theme monochrome always works)")",
                            fix: nil))
        let bidiTerminal = environment["VTE_VERSION"] != nil || environment["KONSOLE_VERSION"] != nil || term.hasPrefix("mlterm")
        let mode = settings.display.arabic
        let suited = bidiTerminal ? "logical may suit this terminal, which can shape Arabic itself" : "this terminal needs shaped Arabic"
        checks.append(Check(name: "Arabic", ok: bidiTerminal || mode == .shaped, detail: "display.arabic is \(mode.rawValue); \(suited)",
                            fix: "set display.arabic to shaped"))
        return checks
    }

    private func audioChecks(_ settings: Settings) -> [Check] {
        var checks: [Check] = []
        let device = settings.audio.device
        if let problem = DeviceCheck.problem(device: device) {
            checks.append(Check(name: "audio device", ok: false, detail: problem,
                                fix: "connect a sound card or HDMI audio, then set audio.device to one listed by `aplay -L` (for example plughw:CARD=Headphones,DEV=0)"))
        } else {
            checks.append(Check(name: "audio device", ok: true, detail: "\"\(device)\" opens", fix: nil))
            if play {
                let engine = AudioEngine(device: device, mixerControl: settings.audio.mixerControl)
                let done = DispatchSemaphore(value: 0)
                engine.setEventHandler { if case .queueEnded = $0.event { done.signal() } }
                engine.play(SoundRequest(path: Assets.sound("reminder-chime.wav")))
                _ = done.wait(timeout: .now() + 10)
            }
        }
        let directory = library.directory
        var seen: Set<String> = []
        for prayer in Prayer.allCases where prayer.hasAdhan && settings.schedule.audio(for: prayer).adhan {
            let path = DataDirectory.path(settings.adhanFile(for: prayer), in: directory)
            guard seen.insert(path).inserted else { continue }
            let problem = DeviceCheck.problem(file: path)
            checks.append(Check(name: "adhan recording (\(prayer.rawValue))", ok: problem == nil, detail: problem ?? "\(path) decodes",
                                fix: "run `\(Installation.fetchAdhanCommand(dataDirectory: directory))` for the default recordings, or set audio.adhan / prayers.\(prayer.rawValue).file"))
        }
        return checks
    }

    private func dataChecks(_ settings: Settings) -> [Check] {
        let folder = Check(name: "data directory", ok: true, detail: library.directory.path, fix: nil)
        let statePath = library.directory.appendingPathComponent(StateDatabase.fileName).path
        let state: Check
        do {
            _ = try library.stateDatabase()
            state = Check(name: "played log and bookmarks", ok: true, detail: "\(statePath) passes its integrity check", fix: nil)
        } catch {
            state = Check(name: "played log and bookmarks", ok: false, detail: "\(statePath): \(error)",
                          fix: "start the clock (mawqut run): it moves a damaged file aside and makes a new one; the journal keeps the played log")
        }
        let libraryPath = library.directory.appendingPathComponent(MawqutDatabase.fileName).path
        let database: MawqutDatabase
        do {
            database = try library.database()
        } catch {
            return [folder, state, Check(name: "Quran and hadith", ok: false, detail: "\(libraryPath): \(error)",
                                         fix: "start the clock (mawqut run) to move the damaged file aside, then run `\(Installation.fetchDataCommand(dataDirectory: library.directory))`")]
        }
        let quran = (try? QuranStore(database: database).isImported()) ?? false
        let hadith = ((try? HadithStore(database: database).collections().count) ?? 0)
        let guides: Check
        do {
            guides = Check(name: "prayer guides", ok: true, detail: "\(try GuideFile.load().guides.count) guides in \(GuideFile.path)", fix: nil)
        } catch {
            guides = Check(name: "prayer guides", ok: false, detail: "\(error)",
                           fix: "reinstall (\(Installation.reinstallCommand)), or set MAWQUT_ASSETS to the Assets folder")
        }
        let fetchData = Installation.fetchDataCommand(dataDirectory: library.directory)
        return [
            folder,
            state,
            guides,
            Check(name: "Quran", ok: quran, detail: quran ? "imported" : "not imported", fix: "run `\(fetchData)`, or mawqut import quran --from PATH"),
            Check(name: "hadith", ok: hadith > 0, detail: hadith > 0 ? "\(hadith) collections imported" : "not imported",
                  fix: "run `\(fetchData)`, or mawqut import hadith --from PATH"),
        ] + (quran ? recitationChecks(database, settings: settings) : [])
    }

    /// The installed reciters and how complete each is. Recitation is optional, so
    /// this never fails; it says how to install what is missing.
    private func recitationChecks(_ database: MawqutDatabase, settings: Settings) -> [Check] {
        guard let counts = try? QuranStore(database: database).surahs().map(\.ayahCount) else { return [] }
        let root = RecitationFiles.root(settings.quran, dataDirectory: library.directory)
        let reciters = RecitationFiles.installedReciters(in: root)
        var checks = reciters.map { reciter in
            let summary = RecitationFiles.inventory(of: reciter, in: root, ayahCounts: counts).summary(limit: 3)
            return Check(name: "recitation (\(reciter))", ok: true, detail: summary.joined(separator: "\n    "), fix: nil)
        }
        if !reciters.contains(settings.quran.reciter) {
            checks.append(Check(name: "recitation (\(settings.quran.reciter))", ok: true,
                                detail: "quran.reciter is not installed in \(root.path); install it with "
                                    + RecitationFiles.installHint(reciter: settings.quran.reciter),
                                fix: nil))
        }
        return checks
    }

    /// Iqamas that fall before their adhan or more than two hours after it, over the coming year.
    private func iqamaCheck(_ settings: Settings) -> Check {
        let published = (try? PublishedTimes.load(for: settings, directory: library.dataDirectory)) ?? []
        let today = CivilDate(containing: Date(), in: settings.location.timeZone)
        let misfits = (try? IqamaCheck.misfits(settings: settings, timetable: published, from: today)) ?? []
        return Check(name: "iqama times", ok: misfits.isEmpty,
                     detail: misfits.isEmpty ? "every iqama of the coming year falls within two hours after its adhan"
                         : misfits.map(\.description).joined(separator: "\n    "),
                     fix: "give these prayers an iqama in minutes after the adhan (\"iqama\": { \"dhuhr\": 15 }), or change the fixed times with the seasons")
    }

    /// Nights when Isha and the next Fajr nearly meet (both adhans still play, in turn).
    private func overlapCheck(_ settings: Settings) -> Check {
        let published = (try? PublishedTimes.load(for: settings, directory: library.dataDirectory)) ?? []
        let today = CivilDate(containing: Date(), in: settings.location.timeZone)
        let overlaps = (try? AdhanOverlapCheck.overlaps(settings: settings, timetable: published, from: today)) ?? []
        // A note, not a fault: the schedule handles these nights.
        return Check(name: "Isha and Fajr", ok: true,
                     detail: overlaps.isEmpty ? "at least five minutes apart on every night of the coming year"
                         : overlaps.map(\.description).joined(separator: "\n    "), fix: nil)
    }

    private func clockChecks(_ settings: Settings) -> [Check] {
        let system = Zone.current().identifier
        let configured = settings.location.timeZone.identifier
        let zone = Check(name: "time zone", ok: true,
                         detail: system == configured ? configured : "times use \(configured); the system is on \(system) (fine: Mawqut uses the configured zone)",
                         fix: nil)
        let synced = ClockSync.isSynchronised()
        let clock = Check(name: "system clock", ok: synced != false,
                          detail: synced == true ? "synchronised (NTP)" : synced == false ? "not synchronised: times may be wrong" : "synchronisation unknown",
                          fix: "enable time sync (sudo timedatectl set-ntp true) and give the device network access; a Raspberry Pi has no battery clock")
        return [zone, clock]
    }

    /// MQTT: whether the key is there and the broker answers, when an mqtt section is configured.
    private func mqttCheck(_ settings: Settings) -> Check {
        guard let mqtt = settings.mqtt else { return Check(name: "MQTT", ok: true, detail: "off (no mqtt section)", fix: nil) }
        let keyPath = MQTTProbe.keyPath(mqtt, dataDirectory: library.directory)
        switch Result(catching: { () throws(MQTTProbeFailure) in try MQTTProbe.key(mqtt, dataDirectory: library.directory) }) {
        case .failure(let failure):
            return Check(name: "MQTT", ok: false, detail: failure.description, fix: "make a key with mawqut mqtt secret on the primary and copy it here")
        case .success(nil):
            return Check(name: "MQTT", ok: false,
                         detail: "no key at \(keyPath): " + (mqtt.role == .follower ? "this follower takes no schedule and no command from its primary"
                                                                                   : "followers refuse this screen's schedule"),
                         fix: mqtt.role == .follower ? "copy mqtt.key from the primary's data directory to \(keyPath)"
                             : "run mawqut mqtt secret, then copy the file to each follower's data directory")
        case .success:
            break
        }
        switch MQTTProbe.check(mqtt, dataDirectory: library.directory) {
        case .success(let detail): return Check(name: "MQTT", ok: true, detail: detail + "; signed with \(keyPath)", fix: nil)
        case .failure(let failure):
            return Check(name: "MQTT", ok: false, detail: failure.description,
                         fix: "check mqtt.url, mqtt.username and mqtt.passwordFile, and that the broker runs (systemctl status mosquitto)")
        }
    }

    /// The admin page is optional: whether it answers, and whether anyone can log in yet.
    private func adminCheck(_ settings: Settings) -> Check {
        let admin = settings.admin
        let host = ["0.0.0.0", "::"].contains(admin.host) ? "127.0.0.1" : admin.host
        let accounts = (try? AdminAccountStore(database: library.stateDatabase()).count()) ?? 0
        // Over TLS the probe's plain request gets no HTTP answer: that the port takes a connection is what is checked.
        let answers = admin.usesTLS ? LocalHTTPProbe.connects(host: host, port: admin.port)
            : LocalHTTPProbe.status(host: host, port: admin.port, path: "/api/next").map { $0 < 500 } ?? false
        guard answers else {
            return Check(name: "admin page", ok: true, detail: "not running on \(admin.listen) (it is optional; to run the display from a phone: "
                             + "sudo systemctl enable --now mawqut-admin.service, or mawqut-admin)", fix: nil)
        }
        let claim = accounts == 0 ? "; no account yet: claim it with the setup code the wall shows, or mawqut-admin user add NAME" : "; \(accounts) account(s)"
        return Check(name: "admin page", ok: true, detail: "answers on \(admin.listen)" + claim, fix: nil)
    }

    /// HTTP is made by the mawqut-http helper; it matters when Aladhan or recitation downloads are configured.
    private func networkingCheck(_ settings: Settings) -> Check {
        let needed = settings.source == .aladhan || settings.quran.downloadBaseURL != nil
        guard let helper = HTTP.helper else {
            return Check(name: "networking", ok: !needed,
                         detail: "\(HTTP.helperName) is not installed: no Aladhan times or recitation downloads"
                             + (needed ? " (the configuration asks for them)" : " (none configured)"),
                         fix: "install \(HTTP.helperName) beside mawqut (\(Installation.reinstallCommand))")
        }
        return Check(name: "networking", ok: true, detail: "available through \(helper)", fix: nil)
    }
}
