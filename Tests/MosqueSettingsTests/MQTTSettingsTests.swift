import Foundation
@testable import MosqueSettings
import Testing

struct MQTTSettingsTests {
    @Test func brokerAddressesAreReadWithTheirDefaultPortsAndEveryOtherFormIsRefused() {
        var cases = 0
        for (scheme, tls, defaultPort) in [("mqtt", false, 1883), ("mqtts", true, 8883)] {
            for host in ["localhost", "192.168.1.10", "broker.example.org", "mosque-pi"] {
                for port in [nil, 1, 1883, 8883, 65535] {
                    for slash in ["", "/"] {
                        let text = "\(scheme)://\(host)" + (port.map { ":\($0)" } ?? "") + slash
                        #expect(MQTTSettings.Broker.parse(text) == .success(.init(host: host, port: port ?? defaultPort, tls: tls)), "\(text)")
                        cases += 1
                    }
                }
            }
        }
        #expect(MQTTSettings.Broker.parse("mqtt://[::1]:1884") == .success(.init(host: "::1", port: 1884, tls: false)))
        let refused = ["", "broker:1883", "http://broker", "tcp://broker:1883", "mqtt://", "mqtt://:1883", "mqtt://host:0",
                       "mqtt://host:65536", "mqtt://host:port", "mqtt://host:+1883", "mqtt://host:1883/path",
                       "mqtt://user:secret@host", "mqtt://ho st", "MQTT://host"]
        for text in refused {
            guard case .failure = MQTTSettings.Broker.parse(text) else {
                Issue.record("\(text) was taken as a broker")
                continue
            }
        }
        #expect(cases + refused.count == 94)
    }

    @Test func theDefaultTopicIsAValidTopicForAnyPlaceName() {
        let names = ["Queens, New York", "Masjid al-Noor (Main Hall)", "مسجد النور", "  ", "Ünïcödé Straße 12", "a/b/c", "#1 + 2",
                     "East London Mosque", "----", "Centre Islamique de Paris 🕌", String(repeating: "long name ", count: 50)]
        for name in names {
            let topic = MQTTSettings.defaultTopic(locationName: name)
            #expect(MQTTSettings.topicProblem(topic) == nil, "\(name) → \(topic)")
            #expect(topic.hasPrefix("mawqut/"))
        }
        #expect(MQTTSettings.defaultTopic(locationName: "East London Mosque") == "mawqut/east-london-mosque")
        #expect(MQTTSettings.defaultTopic(locationName: "مسجد النور") == "mawqut/mosque")
        #expect(MQTTSettings.defaultClientId(hostName: "raspberrypi.local") == "mawqut-raspberrypilocal")
        #expect(MQTTSettings.isValidClientId(MQTTSettings.defaultClientId(hostName: String(repeating: "x", count: 200))))
    }

    @Test func everyMQTTKeyWithABadValueIsNamedInTheError() {
        let bad: [(String, String)] = [
            ("url", "\"http://broker\""), ("url", "1883"), ("username", "5"), ("passwordFile", "true"), ("topic", "\"mawqut/#\""),
            ("topic", "\"/mawqut\""), ("topic", "\"\""), ("role", "\"leader\""), ("clientId", "\"hall one\""), ("clientId", "\"\""),
            ("acceptCommands", "\"yes\""), ("homeAssistant", "1"), ("discoveryPrefix", "\"ha/+\""), ("password", "\"secret\""),
            ("colour", "\"green\""),
        ]
        for (key, value) in bad {
            let base = key == "url" ? "" : "\"url\": \"mqtt://localhost\", "
            let json = "{\"mqtt\": {\(base)\"\(key)\": \(value)}}"
            let issues = SettingsDecoderTests.issues(json)
            #expect(issues.count == 1 && issues.first?.hasPrefix("mqtt.\(key):") == true, "\(json): \(issues)")
        }
        #expect(SettingsDecoderTests.issues("{\"mqtt\": {\"topic\": \"mawqut/x\"}}").first?.hasPrefix("mqtt.url: required") == true)
    }

    @Test func anAbsentSectionIsOffAndAGivenOneTakesItsDefaults() throws {
        #expect(try SettingsDecoderTests.decode("{}").mqtt == nil)
        let settings = try SettingsDecoderTests.decode("""
            {"location": {"name": "Masjid al-Huda", "latitude": 51.5, "longitude": -0.1, "timezone": "Europe/London"},
             "mqtt": {"url": "mqtts://broker.lan"}}
            """)
        #expect(settings.mqtt == MQTTSettings(broker: .init(host: "broker.lan", port: 8883, tls: true), topic: "mawqut/masjid-al-huda"))
    }
}
