import FileFormats
import FoundationEssentials
import MQTTClient
import PrayerCalc

/// Home Assistant MQTT discovery: one retained config message per entity on
/// `<prefix>/<component>/<clientId>_<object>/config`, following the documented
/// schema (https://www.home-assistant.io/integrations/mqtt/#mqtt-discovery, and the
/// sensor, binary_sensor and button MQTT integrations for their keys). Every entity
/// belongs to one device per display and goes unavailable with its status topic.
public struct HomeAssistantDiscovery {
    public let publications: MQTTPublications
    public let prefix: String
    /// Whether the stop and test buttons are offered (only when commands are obeyed).
    public let buttons: Bool

    public init(publications: MQTTPublications, prefix: String, buttons: Bool) {
        self.publications = publications
        self.prefix = prefix
        self.buttons = buttons
    }

    /// The discovery messages. Buttons that commands no longer allow are removed
    /// with an empty retained payload, as the discovery documentation describes.
    public var messages: [MQTTMessage] {
        let topic = publications.topic, id = publications.clientId
        var entities: [(component: String, object: String, fields: [(String, OrderedJSON)])] = []
        for prayer in Prayer.allCases {
            entities.append(("sensor", prayer.rawValue, [
                ("name", .string(prayer == .sunrise ? "Sunrise" : prayer.rawValue.capitalized)),
                ("device_class", .string("timestamp")),
                ("state_topic", .string("\(topic)/times/today")),
                ("value_template", .string("{{ value_json.times.\(prayer.rawValue) }}")),
            ]))
        }
        entities.append(("sensor", "next_prayer", [
            ("name", .string("Next prayer")), ("state_topic", .string("\(topic)/next")),
            ("value_template", .string("{{ value_json.prayer }}")),
        ]))
        entities.append(("sensor", "next_prayer_time", [
            ("name", .string("Next prayer time")), ("device_class", .string("timestamp")),
            ("state_topic", .string("\(topic)/next")), ("value_template", .string("{{ value_json.time }}")),
        ]))
        entities.append(("sensor", "hijri_date", [
            ("name", .string("Hijri date")), ("state_topic", .string("\(topic)/times/today")),
            ("value_template", .string("{{ value_json.hijri.day }} {{ value_json.hijri.monthName }} {{ value_json.hijri.year }}")),
        ]))
        entities.append(("binary_sensor", "adhan_playing", [
            ("name", .string("Adhan playing")), ("device_class", .string("sound")),
            ("state_topic", .string("\(topic)/\(id)/adhan")), ("payload_on", .string("ON")), ("payload_off", .string("OFF")),
        ]))
        var messages = entities.map { entity in
            message(entity.component, entity.object, entity.fields)
        }
        for (object, action, name) in [("stop", "stop", "Stop sound"), ("test_adhan", "test-adhan", "Test adhan")] {
            messages.append(buttons
                ? message("button", object, [
                    ("name", .string(name)), ("command_topic", .string(publications.commandTopic)),
                    ("payload_press", .string(OrderedJSON.object([("command", .string(action)), ("target", .string(id))]).rendered)),
                ])
                : MQTTMessage(topic: "\(prefix)/button/\(id)_\(object)/config", payload: [], retain: true))
        }
        return messages
    }

    private func message(_ component: String, _ object: String, _ fields: [(String, OrderedJSON)]) -> MQTTMessage {
        let id = publications.clientId
        let common: [(String, OrderedJSON)] = [
            ("unique_id", .string("\(id)_\(object)")),
            ("object_id", .string("\(id)_\(object)")),
            ("availability_topic", .string(publications.statusTopic)),
            ("payload_available", .string("online")),
            ("payload_not_available", .string("offline")),
            ("device", .object([
                ("identifiers", .array([.string(id)])),
                ("name", .string("Mawqut \(id)")),
                ("manufacturer", .string("Mawqut")),
                ("model", .string("adhan clock")),
            ])),
        ]
        return MQTTMessage(topic: "\(prefix)/\(component)/\(id)_\(object)/config",
                           text: OrderedJSON.object(fields + common).rendered, retain: true)
    }
}
