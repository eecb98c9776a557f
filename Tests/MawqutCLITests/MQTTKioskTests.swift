import FileFormats
import Foundation
import Testing

/// One display of a mosque, as a real `mawqut run --headless` process with its own
/// configuration and data directories.
final class KioskDisplayProcess {
    let name: String
    let home: URL
    private var process: HelperProcess?

    init(name: String, config: String) throws {
        self.name = name
        home = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-display-\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("config/mawqut"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: home.appendingPathComponent("data/mawqut"), withIntermediateDirectories: true)
        try write(config: config)
    }

    var configPath: String { home.appendingPathComponent("config/mawqut/config.json").path }
    var log: String { (try? String(contentsOf: home.appendingPathComponent("data/mawqut/mawqut.log"), encoding: .utf8)) ?? "" }
    var environment: [String] { ["XDG_CONFIG_HOME=\(home.path)/config", "XDG_DATA_HOME=\(home.path)/data", "MAWQUT_LOG_LEVEL=debug"] }

    func write(config: String) throws {
        try config.write(toFile: configPath, atomically: true, encoding: .utf8)
    }

    /// The mosque's shared key, as `mawqut mqtt secret` writes it and a follower gets a copy.
    func install(key text: String) throws {
        try text.write(toFile: home.appendingPathComponent("data/mawqut/mqtt.key").path, atomically: true, encoding: .utf8)
    }

    func start() throws {
        process = try HelperProcess(environment + [CommandLineTests.binary.path, "run", "--headless", "--now", "2026-11-23T10:00:00Z"])
    }

    /// The files the running process has mapped (/proc/PID/maps), its shared libraries among them.
    var mappedFiles: String {
        guard let pid = process?.pid else { return "" }
        // Through cat: Foundation reads a /proc file, whose size says 0, only in part.
        return (try? ToolRun("/bin/cat", ["/proc/\(pid)/maps"]).text) ?? ""
    }

    /// Gone at once, as in a power cut: no goodbye to the broker.
    func kill() {
        process?.stop()
        process = nil
    }

    /// `mawqut times --json` as this display's command line sees it.
    func times() throws -> [String: Any] {
        let run = try ToolRun("/usr/bin/env", environment + [CommandLineTests.binary.path, "times", "--json", "--date", "2026-11-23"])
        return (try? JSONSerialization.jsonObject(with: run.output)) as? [String: Any] ?? ["error": run.errors]
    }

    func iqama(_ prayer: String) throws -> String? {
        (try times()["iqama"] as? [String: Any])?[prayer] as? String
    }

    deinit {
        kill()
        try? FileManager.default.removeItem(at: home)
    }
}

/// Waits up to `seconds` for `condition`, looking every 100 ms.
func eventually(_ seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
    let end = Date().addingTimeInterval(seconds)
    repeat {
        if try condition() { return true }
        Thread.sleep(forTimeInterval: 0.1)
    } while Date() < end
    return false
}

@Suite(.serialized) struct MQTTKioskTests {
    static let topic = "mawqut/test-mosque"

    static func config(broker: MosquittoBroker, role: String, clientId: String, iqamaFajr: Int, acceptCommands: Bool = false) -> String {
        """
        {"location": {"name": "Test Mosque", "latitude": 51.5175, "longitude": -0.0653, "timezone": "Europe/London"},
         "calculation": {"method": "mwl"},
         "iqama": {"fajr": \(iqamaFajr), "isha": "19:30"},
         "display": {"theme": "monochrome"},
         "mqtt": {"url": "\(broker.url)", "topic": "\(topic)", "role": "\(role)", "clientId": "\(clientId)",
                  "acceptCommands": \(acceptCommands)}}
        """
    }

    @Test func followersTakeThePrimarysIqamaKeepItWithoutTheBrokerAndComeBackWithIt() throws {
        guard let broker = try MosquittoBroker.startedIfInstalled() else { return }
        let primary = try KioskDisplayProcess(name: "hall", config: Self.config(broker: broker, role: "primary", clientId: "hall", iqamaFajr: 20))
        let women = try KioskDisplayProcess(name: "women", config: Self.config(broker: broker, role: "follower", clientId: "women", iqamaFajr: 5, acceptCommands: true))
        let entrance = try KioskDisplayProcess(name: "entrance", config: Self.config(broker: broker, role: "follower", clientId: "entrance", iqamaFajr: 5))
        let fajrPlus20 = try primary.iqama("fajr")
        #expect(try women.iqama("fajr") != fajrPlus20, "before the primary is heard, a follower has its own iqama")
        // The key made on the primary, copied to each follower: only what it signs is taken.
        let made = try ToolRun("/usr/bin/env", primary.environment + [CommandLineTests.binary.path, "mqtt", "secret"])
        #expect(made.status == 0 && made.text.contains("copy this file into each follower's data directory"), "\(made.errors)")
        let keyText = try String(contentsOf: primary.home.appendingPathComponent("data/mawqut/mqtt.key"), encoding: .utf8)
        let key = try #require(try SignedPayload.key(fromFile: keyText))
        #expect(try FileManager.default.attributesOfItem(atPath: primary.home.appendingPathComponent("data/mawqut/mqtt.key").path)[.posixPermissions] as? Int == 0o600)
        for follower in [women, entrance] { try follower.install(key: keyText) }
        func signed(_ text: String, sequence: UInt64) throws -> String {
            try String(decoding: SignedPayload.seal(Array(text.utf8), sequence: sequence, key: key), as: UTF8.self)
        }
        for display in [primary, women, entrance] { try display.start() }

        // Every display is online, the primary's schedule is retained, and the followers use it.
        let statuses = ["hall", "women", "entrance"].map { "\(Self.topic)/\($0)/status" }
        #expect(try eventually(10) { let retained = try broker.retained("\(Self.topic)/#"); return statuses.allSatisfy { retained[$0] == "online" } })
        let retained = try broker.retained("\(Self.topic)/#")
        let sealed = try #require(retained["\(Self.topic)/config"])
        let opened = try SignedPayload.open(Array(sealed.utf8), key: key, after: 0)
        #expect(String(decoding: opened.payload, as: UTF8.self).contains("\"fajr\":20"), "the retained schedule is signed")
        #expect(retained["\(Self.topic)/times/2026-11-23"]?.contains("\"iqama\"") == true)
        #expect(retained["\(Self.topic)/next"]?.contains("\"prayer\":\"dhuhr\"") == true, "\(retained["\(Self.topic)/next"] ?? "none")")
        #expect(retained["homeassistant/sensor/hall_fajr/config"] == nil, "discovery is under its own prefix, not the mosque's topic")
        #expect(try broker.retained("homeassistant/#").keys.contains("homeassistant/sensor/women_next_prayer/config"))
        #expect(try eventually(5) { try women.iqama("fajr") == fajrPlus20 && entrance.iqama("fajr") == fajrPlus20 },
                "followers' times --json shows the primary's iqama")
        #expect(women.log.contains("schedule from hall applied"))

        // The imam changes Fajr's iqama on the primary: the followers follow (the file is looked at every 5 s).
        try primary.write(config: Self.config(broker: broker, role: "primary", clientId: "hall", iqamaFajr: 30))
        let fajrPlus30 = try primary.iqama("fajr")
        #expect(fajrPlus30 != fajrPlus20)
        #expect(try eventually(12) { try women.iqama("fajr") == fajrPlus30 && entrance.iqama("fajr") == fajrPlus30 })

        // Another client of the broker forges a schedule: unsigned, or signed with another key. Refused, counted, never applied.
        let forged = """
            {"format":1,"mosque":"\(Self.topic)","primary":"hall","publishedAt":"2026-11-23T10:04:00Z","settings":{"iqama":{"fajr":45}}}
            """
        try broker.publish("\(Self.topic)/config", forged, retain: true)
        #expect(try eventually(5) { women.log.contains("schedule refused: not signed") && entrance.log.contains("schedule refused: not signed") })
        let stranger = try #require(try SignedPayload.key(fromFile: String(repeating: "ab", count: 32)))
        try broker.publish("\(Self.topic)/config", try String(decoding: SignedPayload.seal(Array(forged.utf8), sequence: 999_999, key: stranger), as: UTF8.self),
                           retain: true)
        #expect(try eventually(5) { women.log.contains("the signature does not verify") })
        // The primary's own schedule from before, replayed: its sequence is not newer.
        try broker.publish("\(Self.topic)/config", sealed, retain: true)
        #expect(try eventually(5) { women.log.contains("is not newer than the last applied") })
        #expect(try women.iqama("fajr") == fajrPlus30 && entrance.iqama("fajr") == fajrPlus30, "the primary's iqama stays")

        // A signed schedule with an out-of-range value is refused with its key; the one in use stays.
        try broker.publish("\(Self.topic)/config", try signed("""
            {"format":1,"mosque":"\(Self.topic)","primary":"hall","publishedAt":"2026-11-23T10:05:00Z","settings":{"iqama":{"fajr":500}}}
            """, sequence: 1_000_000), retain: true)
        #expect(try eventually(5) { women.log.contains("iqama.fajr") })
        #expect(try women.iqama("fajr") == fajrPlus30)
        // Another mosque's schedule on this topic is refused too.
        try broker.publish("\(Self.topic)/config", try signed("""
            {"format":1,"mosque":"mawqut/elsewhere","primary":"hall","publishedAt":"2026-11-23T10:06:00Z","settings":{}}
            """, sequence: 1_000_001), retain: true)
        #expect(try eventually(5) { entrance.log.contains("mawqut/elsewhere") })

        // Commands: a follower takes only signed ones (mawqut mqtt send on the primary); obeyed where accepted, ignored elsewhere.
        try broker.publish("\(Self.topic)/cmd", "{\"command\": \"mute\"}")
        #expect(try eventually(5) { women.log.contains("command refused: not signed") })
        let send = try ToolRun("/usr/bin/env", primary.environment + [CommandLineTests.binary.path, "mqtt", "send", "mute"])
        #expect(send.status == 0, "\(send.errors)")
        #expect(try eventually(5) { women.log.contains("\(Self.topic)/cmd: mute") && entrance.log.contains("mute ignored") })

        // The broker goes down and comes back (retained messages lost): the clocks keep their
        // schedule, reconnect by themselves and publish again; the primary's schedule is back.
        broker.stop()
        Thread.sleep(forTimeInterval: 1.5)
        try broker.start()
        #expect(try eventually(20) { let retained = try broker.retained("\(Self.topic)/#"); return statuses.allSatisfy { retained[$0] == "online" } && retained["\(Self.topic)/config"] != nil })
        #expect(try women.iqama("fajr") == fajrPlus30)

        // A follower restarted with no broker still has the primary's schedule (kept in its database).
        broker.stop()
        entrance.kill()
        try entrance.start()
        Thread.sleep(forTimeInterval: 2)
        #expect(try entrance.iqama("fajr") == fajrPlus30)
        #expect(entrance.log.contains("cannot reach 127.0.0.1"))

        // A display that dies without a goodbye is marked offline by its last will.
        try broker.start()
        #expect(try eventually(20) { try broker.retained("\(Self.topic)/#")["\(Self.topic)/women/status"] == "online" })
        women.kill()
        #expect(try eventually(5) { try broker.retained("\(Self.topic)/#")["\(Self.topic)/women/status"] == "offline" })
    }

    /// The broker's own defence, as the README sets it up: a user per display, and an
    /// ACL where only the primary may write `<topic>/config`.
    static let acl = """
        # Every display reads its mosque's topics and writes its own status and what it publishes.
        pattern read mawqut/test-mosque/#
        pattern readwrite mawqut/test-mosque/%u/#
        pattern write mawqut/test-mosque/times/#
        pattern write mawqut/test-mosque/next
        pattern write mawqut/test-mosque/event
        # Only the primary writes the schedule and the commands.
        user hall
        topic write mawqut/test-mosque/config
        topic write mawqut/test-mosque/cmd

        """

    @Test func onlyADisplayWithAnMQTTSectionLoadsLibmosquittoAndTheTLSLibrariesItBrings() throws {
        guard let broker = try MosquittoBroker.startedIfInstalled() else { return }
        let connected = try KioskDisplayProcess(name: "hall", config: Self.config(broker: broker, role: "primary", clientId: "hall", iqamaFajr: 20))
        let alone = try KioskDisplayProcess(name: "home", config: #"{"location": {"name": "Home", "latitude": 51.5175, "longitude": -0.0653, "timezone": "Europe/London"}}"#)
        for display in [connected, alone] { try display.start() }
        #expect(try eventually(10) { try broker.retained("\(Self.topic)/#")["\(Self.topic)/hall/status"] == "online" })
        #expect(eventually(10) { alone.log.contains("computed") }, "the display without a broker computed its schedule: \(alone.log)")
        for library in ["libmosquitto.so", "libssl.so", "libcrypto.so"] {
            #expect(connected.mappedFiles.contains(library), "the display with a broker has no \(library) mapped")
            #expect(!alone.mappedFiles.contains(library), "a display without an mqtt section mapped \(library)")
        }
    }

    @Test func theBrokerLetsOnlyThePrimaryWriteTheSchedule() throws {
        let hall = (user: "hall", password: "hall password 1"), women = (user: "women", password: "women password 2")
        guard let broker = try MosquittoBroker.startedIfInstalled(accounts: [hall, women], acl: Self.acl) else { return }
        try broker.publish("\(Self.topic)/config", "from the primary", retain: true, as: hall)
        try broker.publish("\(Self.topic)/config", "forged by a follower's account", retain: true, as: women)
        try broker.publish("\(Self.topic)/women/status", "online", retain: true, as: women)
        let seen = try broker.retained("\(Self.topic)/#", as: women)
        #expect(seen["\(Self.topic)/config"] == "from the primary", "the broker drops a follower's write to the schedule: \(seen)")
        #expect(seen["\(Self.topic)/women/status"] == "online", "a display writes its own topics")
        let anonymous = try ToolRun("/usr/bin/mosquitto_pub", ["-h", "127.0.0.1", "-p", "\(broker.port)", "-t", "\(Self.topic)/config", "-m", "x", "-r"])
        #expect(anonymous.status != 0, "no account, no connection")
        #expect(try broker.retained("\(Self.topic)/#", as: hall)["\(Self.topic)/config"] == "from the primary")
    }

    @Test func doctorSaysWhetherTheBrokerAcceptsThisDisplay() throws {
        guard let broker = try MosquittoBroker.startedIfInstalled() else { return }
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-doctor-mqtt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        func mqttCheck(role: String = "primary") throws -> [String: Any]? {
            let config = Self.config(broker: broker, role: role, clientId: "hall", iqamaFajr: 20)
            let result = try CommandLineTests.run(["doctor", "--json", "--data-dir", data.path], config: config)
            let checks = (try? JSONSerialization.jsonObject(with: Data(result.output.utf8))) as? [[String: Any]] ?? []
            return checks.first { $0["check"] as? String == "MQTT" }
        }
        let keyless = try #require(try mqttCheck(role: "follower"))
        #expect(keyless["ok"] as? Bool == false && (keyless["detail"] as? String)?.contains("this follower takes no schedule") == true, "\(keyless)")
        try Data(SignedPayload.newKeyText().utf8).write(to: data.appendingPathComponent("mqtt.key"))
        let up = try #require(try mqttCheck())
        #expect(up["ok"] as? Bool == true, "\(up)")
        broker.stop()
        let down = try #require(try mqttCheck())
        #expect(down["ok"] as? Bool == false)
        #expect((down["detail"] as? String)?.contains("127.0.0.1:\(broker.port)") == true, "\(down)")
    }
}
