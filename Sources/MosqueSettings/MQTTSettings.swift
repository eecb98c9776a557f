import FileFormats
import FoundationEssentials
import Messages

/// The `mqtt` section: displays kept in step through a broker, and Home Assistant.
/// Absent: MQTT is off.
public struct MQTTSettings: Sendable, Equatable {
    /// What a display does with the schedule settings.
    public enum Role: String, Sendable, CaseIterable {
        /// Publishes its schedule settings for followers (the default).
        case primary
        /// Takes its schedule settings from the primary on the same topic.
        case follower
    }

    public var broker: Broker
    public var username: String?
    /// A file holding the password (never the password itself in config.json).
    public var passwordFile: String?
    /// The key a primary signs with and a follower verifies with (`SignedPayload`);
    /// nil: `mqtt.key` in the data directory. Relative paths are inside the data directory.
    public var keyFile: String?
    /// Every topic of this mosque starts with it (default `mawqut/<location name slug>`).
    public var topic: String
    public var role: Role
    /// This display's name on the broker; nil: `mawqut-<host name>`, chosen where the host is known.
    public var clientId: String?
    /// Whether `<topic>/cmd` is obeyed (stop, mute, unmute, test-adhan).
    public var acceptCommands: Bool
    /// Whether Home Assistant discovery messages are published under `discoveryPrefix`.
    public var homeAssistant: Bool
    public var discoveryPrefix: String

    public init(broker: Broker, username: String? = nil, passwordFile: String? = nil, topic: String, role: Role = .primary,
                clientId: String? = nil, acceptCommands: Bool = false, homeAssistant: Bool = true,
                discoveryPrefix: String = "homeassistant") {
        self.broker = broker
        self.username = username
        self.passwordFile = passwordFile
        self.topic = topic
        self.role = role
        self.clientId = clientId
        self.acceptCommands = acceptCommands
        self.homeAssistant = homeAssistant
        self.discoveryPrefix = discoveryPrefix
    }

    /// A broker address: `mqtt://host[:port]` (1883) or `mqtts://host[:port]` (TLS, 8883).
    public struct Broker: Sendable, Equatable {
        public var host: String
        public var port: Int
        public var tls: Bool

        /// Parses a broker URL, or says why it is not one.
        public static func parse(_ text: String) -> Result<Broker, BrokerURLError> {
            let tls: Bool
            let rest: Substring
            if text.hasPrefix("mqtt://") {
                (tls, rest) = (false, text.dropFirst("mqtt://".count))
            } else if text.hasPrefix("mqtts://") {
                (tls, rest) = (true, text.dropFirst("mqtts://".count))
            } else {
                return .failure(BrokerURLError("expected mqtt://host:port or mqtts://host:port, got \(Quoted.short(text))"))
            }
            if rest.contains("@") {
                return .failure(BrokerURLError("a user or password in the address is not read: give mqtt.username and mqtt.passwordFile"))
            }
            let authority = rest.hasSuffix("/") ? rest.dropLast() : rest
            guard !authority.isEmpty, !authority.contains("/") else {
                return .failure(BrokerURLError("expected mqtt://host:port with no path, got \(Quoted.short(text))"))
            }
            var host = String(authority), port = tls ? 8883 : 1883
            if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
                guard let number = Int(authority[authority.index(after: colon)...]), (1...65535).contains(number),
                      authority[authority.index(after: colon)...].allSatisfy({ $0.isASCII && $0.isNumber }) else {
                    return .failure(BrokerURLError("the port must be a number from 1 to 65535, got \(Quoted.short(text))"))
                }
                host = String(authority[..<colon])
                port = number
            }
            if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
            guard !host.isEmpty, host.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 32 }) else {
                return .failure(BrokerURLError("expected a host name or address, got \(Quoted.short(text))"))
            }
            return .success(Broker(host: host, port: port, tls: tls))
        }
    }

    /// Why a broker URL was refused.
    public struct BrokerURLError: Error, Equatable {
        public let message: String
        init(_ message: String) { self.message = message }
    }

    /// `mawqut/<slug>`: the location name in lower-case ASCII letters and digits, other
    /// characters as single hyphens, at most 64; `mawqut/mosque` when nothing is left (an Arabic name).
    public static func defaultTopic(locationName: String) -> String {
        var slug = ""
        for scalar in locationName.lowercased().unicodeScalars {
            if scalar.isASCIILetterOrDigit {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        slug = String(slug.prefix(64))
        while slug.hasSuffix("-") { slug.removeLast() }
        return "mawqut/" + (slug.isEmpty ? "mosque" : slug)
    }

    /// Why a topic cannot be a topic root, or nil: MQTT topics are UTF-8, and a root
    /// this display publishes under may hold neither wildcards nor empty levels.
    public static func topicProblem(_ topic: String) -> Phrase? {
        if topic.isEmpty { return .tr("expected a topic such as \"mawqut/al-noor\", got an empty string") }
        if topic.contains("+") || topic.contains("#") { return .tr("a topic to publish under cannot hold the wildcards + or #") }
        if topic.hasPrefix("/") || topic.hasSuffix("/") || topic.contains("//") {
            return .tr("expected levels separated by single slashes with none empty, got %s", .text(Quoted.short(topic)))
        }
        if topic.utf8.count > 200 { return .tr("at most 200 bytes, got %s", .text(String(topic.utf8.count))) }
        if topic.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return .tr("control characters are not allowed") }
        return nil
    }

    /// Whether a client id is 1 to 64 ASCII letters, digits, `-` or `_` (safe in every topic and Home Assistant id).
    public static func isValidClientId(_ id: String) -> Bool {
        (1...64).contains(id.count) && id.unicodeScalars.allSatisfy { $0.isASCIILetterOrDigit || $0 == "-" || $0 == "_" }
    }

    /// `mawqut-<host>` with the host name cut to what a client id allows.
    public static func defaultClientId(hostName: String) -> String {
        let host = String(hostName.unicodeScalars.filter { $0.isASCIILetterOrDigit || $0 == "-" }
            .map(Character.init)).prefix(57)
        return "mawqut-" + (host.isEmpty ? "display" : host)
    }
}

extension SettingsDecoder {
    /// The `mqtt` section, validated key by key.
    static func decodeMQTT(_ object: ConfigObject, locationName: String) -> MQTTSettings? {
        guard let url = object.raw("url") else {
            object.reject("url", .tr("required in the mqtt section: the broker, such as \"mqtt://192.168.1.10:1883\" (remove the section to turn MQTT off)"))
            object.rejectUnknownKeys()
            return nil
        }
        var broker = MQTTSettings.Broker(host: "localhost", port: 1883, tls: false)
        if case .string(let text) = url {
            switch MQTTSettings.Broker.parse(text) {
            case .success(let parsed): broker = parsed
            case .failure(let error): object.reject("url", .verbatim(error.message))
            }
        } else {
            object.reject("url", .tr("expected a string such as \"mqtt://192.168.1.10:1883\", got %s", url.shown))
        }
        var settings = MQTTSettings(broker: broker, topic: MQTTSettings.defaultTopic(locationName: locationName))
        if object.raw("username") != nil { settings.username = object.string("username", default: "") }
        if object.raw("passwordFile") != nil { settings.passwordFile = object.string("passwordFile", default: "") }
        if object.raw("keyFile") != nil { settings.keyFile = object.string("keyFile", default: "") }
        if object.raw("password") != nil {
            object.reject("password", .tr("the password is never kept in config.json: put it in a file readable only by mawqut and give its path as passwordFile"))
        }
        if object.raw("topic") != nil {
            let topic = object.string("topic", default: settings.topic)
            if let problem = MQTTSettings.topicProblem(topic) { object.reject("topic", problem) } else { settings.topic = topic }
        }
        settings.role = object.choice("role", default: .primary)
        if object.raw("clientId") != nil {
            let id = object.string("clientId", default: "")
            if MQTTSettings.isValidClientId(id) {
                settings.clientId = id
            } else if !id.isEmpty {
                object.reject("clientId", .tr("expected 1 to 64 letters, digits, - or _ (such as \"womens-hall\"), got %s", "\(Quoted.short(id))"))
            }
        }
        settings.acceptCommands = object.bool("acceptCommands", default: false)
        settings.homeAssistant = object.bool("homeAssistant", default: true)
        if object.raw("discoveryPrefix") != nil {
            let prefix = object.string("discoveryPrefix", default: settings.discoveryPrefix)
            if let problem = MQTTSettings.topicProblem(prefix) { object.reject("discoveryPrefix", problem) } else { settings.discoveryPrefix = prefix }
        }
        object.rejectUnknownKeys()
        return settings
    }
}
