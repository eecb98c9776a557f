import Foundation
@testable import KioskApp
import KioskCore
import MosqueSettings
import MQTTClient
import PrayerCalc
import Testing
import ZoneInfo

struct MQTTPublicationsTests {
    static let settings: Settings = {
        var settings = Settings.defaults
        settings.location = LocationSettings(name: "East London Mosque", latitude: 51.5175, longitude: -0.0653,
                                             // invariant: a zone of every tz database
                                             timeZone: Zone(identifier: "Europe/London")!)
        settings.schedule.jumuahTimes = [.clock(hour: 13, minute: 15)]
        return settings
    }()

    /// What a display publishes at `now`, by topic.
    static func published(at now: Date, publications: MQTTPublications) throws -> [String: MQTTMessage] {
        var manager = try PrayerTimesManager(settings: settings)
        _ = manager.handle(.tick(now))
        let status = try #require(manager.status(at: now))
        let next = try #require(status.nextPrayer)
        let messages = publications.times(status.day, settings: settings) + [publications.next(next, now: now, zone: settings.location.timeZone)]
            + publications.playing(.adhan(.asr)) + [publications.status(online: true)]
        return Dictionary(messages.map { ($0.topic, $0) }, uniquingKeysWith: { _, last in last })
    }

    static func json(_ message: MQTTMessage) -> Any? { try? JSONSerialization.jsonObject(with: Data(message.payload), options: [.fragmentsAllowed]) }

    /// The values the `{{ value_json.a.b }}` expressions of a Home Assistant template read
    /// from a payload; nil when one of them reads nothing.
    static func templateValues(_ template: String, in payload: Any?) -> [Any]? {
        let expressions = template.components(separatedBy: "{{").dropFirst().map { $0.components(separatedBy: "}}")[0] }
        var values: [Any] = []
        for expression in expressions {
            var path = expression.trimmingCharacters(in: .whitespaces)
            guard path.hasPrefix("value_json.") else { return nil }
            path.removeFirst("value_json.".count)
            guard let value = path.split(separator: ".").reduce(payload, { value, key in (value as? [String: Any])?[String(key)] }) else { return nil }
            values.append(value)
        }
        return values.isEmpty ? nil : values
    }

    /// Home Assistant's MQTT discovery schema, the parts that decide whether an entity appears
    /// (https://www.home-assistant.io/integrations/mqtt/ and the sensor, binary_sensor and button pages).
    static let required: [String: Set<String>] = [
        "sensor": ["state_topic"], "binary_sensor": ["state_topic", "payload_on", "payload_off"], "button": ["command_topic"],
    ]
    static let deviceClasses: [String: Set<String>] = ["sensor": ["timestamp"], "binary_sensor": ["sound"], "button": []]

    @Test func everyDiscoveryMessageFollowsHomeAssistantsSchemaAndReadsAValueThatIsPublished() throws {
        var entities = 0
        // Every hour of a Friday, Saturday and a summer Monday, with and without buttons, for three displays.
        let instants = ["2026-11-27", "2026-11-28", "2027-06-21"].flatMap { day in
            (0..<24).map { KioskFixture.instant("\(day)T\(String(format: "%02d", $0)):30:00Z") }
        }
        for clientId in ["hall", "womens-hall", "mawqut-raspberrypi"] {
            let publications = MQTTPublications(topic: "mawqut/east-london-mosque", clientId: clientId)
            for now in instants {
                let published = try Self.published(at: now, publications: publications)
                for buttons in [false, true] {
                    let messages = HomeAssistantDiscovery(publications: publications, prefix: "homeassistant", buttons: buttons).messages
                    #expect(Set(messages.map(\.topic)).count == messages.count, "one message per entity")
                    for message in messages {
                        #expect(message.retain)
                        let parts = message.topic.split(separator: "/").map(String.init)
                        #expect(parts.count == 4 && parts[0] == "homeassistant" && parts[3] == "config", "\(message.topic)")
                        let component = parts[1]
                        #expect(Self.required[component] != nil, "\(component) is a component Mawqut means to publish")
                        #expect(parts[2].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
                        if message.payload.isEmpty {
                            #expect(component == "button" && !buttons, "only buttons are removed, and only when commands are off")
                            continue
                        }
                        let config = try #require(Self.json(message) as? [String: Any])
                        entities += 1
                        for key in Self.required[component] ?? [] { #expect(config[key] is String, "\(message.topic) has \(key)") }
                        #expect(config["unique_id"] as? String == parts[2])
                        #expect(config["availability_topic"] as? String == publications.statusTopic)
                        #expect(((config["device"] as? [String: Any])?["identifiers"] as? [String]) == [clientId])
                        if let deviceClass = config["device_class"] as? String {
                            #expect(Self.deviceClasses[component]?.contains(deviceClass) == true, "\(deviceClass)")
                        }
                        if let stateTopic = config["state_topic"] as? String {
                            let state = try #require(published[stateTopic], "\(message.topic) reads \(stateTopic), which is published")
                            if let template = config["value_template"] as? String {
                                let values = Self.templateValues(template, in: Self.json(state))
                                #expect(values != nil, "\(template) on \(stateTopic)")
                                if config["device_class"] as? String == "timestamp" {
                                    #expect(values?.count == 1 && (values?.first as? String).flatMap(TimeText.parseInstant) != nil,
                                            "a timestamp sensor gets an ISO 8601 instant")
                                }
                            } else {
                                let text = String(decoding: state.payload, as: UTF8.self)
                                #expect([config["payload_on"] as? String, config["payload_off"] as? String].contains(text))
                            }
                        }
                        if let press = config["payload_press"] as? String {
                            #expect(config["command_topic"] as? String == publications.commandTopic)
                            guard case .success(let command) = MQTTCommand.parse(Array(press.utf8)) else {
                                Issue.record("\(press) is not a command Mawqut obeys")
                                continue
                            }
                            #expect(command.target == clientId)
                        }
                    }
                }
            }
        }
        #expect(entities == 3 * 72 * (10 + 12), "six times, two next-prayer sensors, the Hijri date, adhan playing; two buttons when commands are on")
    }

    @Test func commandsAreReadOnlyInTheirOneFormAndEverythingElseIsRefusedWithAReason() {
        var cases = 0
        for action in MQTTCommand.Action.allCases {
            for target in [nil, "hall", "womens-hall"] {
                let text = "{\"command\": \"\(action.rawValue)\"" + (target.map { ", \"target\": \"\($0)\"" } ?? "") + "}"
                #expect(MQTTCommand.parse(Array(text.utf8)) == .success(MQTTCommand(action: action, target: target)))
                cases += 1
            }
        }
        let refused = ["", "stop", "[]", "{}", "{\"command\": \"reboot\"}", "{\"command\": \"STOP\"}", "{\"command\": 1}",
                       "{\"command\": \"stop\", \"target\": 5}", "{\"command\": \"stop\", \"volume\": 100}",
                       "{\"command\": \"stop\", \"pad\": \"\(String(repeating: "x", count: 2000))\"}"]
        for text in refused {
            guard case .failure = MQTTCommand.parse(Array(text.utf8)) else {
                Issue.record("\(text) was taken as a command")
                continue
            }
            cases += 1
        }
        #expect(cases == 25, "five commands, each bare and with two targets, and ten refusals")
    }

    @Test func everyEventAndOutcomeIsOneJSONObjectNamingThePrayerTheDayAndTheDisplay() throws {
        let publications = MQTTPublications(topic: "mawqut/elm", clientId: "hall")
        let zone = Self.settings.location.timeZone
        let day = try #require(CivilDate(iso: "2026-11-27"))
        let at = KioskFixture.instant("2026-11-27T12:15:00Z")
        var messages: [MQTTMessage] = []
        for kind in [ScheduleEventKind.adhan, .reminder, .iqama, .rollover, .missed, .jumuah] {
            messages.append(publications.event(ScheduleEvent(kind: kind, prayer: kind == .rollover ? nil : .dhuhr, date: day, at: at), zone: zone))
        }
        for status in PrayerLogStatus.allCases {
            messages.append(publications.outcome(PrayerKey(date: day, prayer: .dhuhr), status, detail: "why", at: at, zone: zone))
        }
        for message in messages {
            #expect(message.topic == "mawqut/elm/event" && !message.retain)
            let object = try #require(Self.json(message) as? [String: Any])
            #expect(object["date"] as? String == "2026-11-27")
            #expect(object["at"] as? String == "2026-11-27T12:15:00+00:00")
            #expect(object["display"] as? String == "hall")
            #expect((object["event"] as? String)?.isEmpty == false)
        }
        #expect(Set(messages.map { String(decoding: $0.payload, as: UTF8.self) }).count == messages.count)
    }
}
