import FileFormats
import FoundationEssentials
import Messages

/// The schedule settings a primary display shares with its followers over MQTT
/// (retained on `<topic>/config`): the keys of config.json that decide when the
/// congregation prays. A follower takes them whole in place of its own, and keeps
/// everything else (audio device, volumes, display) from its own file.
public struct SharedSchedule: Sendable, Equatable {
    /// The key paths shared: the place, the calculation (method, Asr school,
    /// adjustments, source), every iqama rule and the Jumu'ah times.
    public static let paths: [[String]] = [["location"], ["calculation"], ["iqama"], ["schedule", "jumuah"]]
    /// A payload larger than this is refused unread.
    public static let maximumBytes = 64 * 1024
    /// The payload format; a follower refuses one it does not know.
    public static let format = 1

    /// The topic root of the mosque the primary published for.
    public let mosque: String
    /// The primary's client id.
    public let primary: String
    public let publishedAt: Date
    /// The shared keys the primary's file sets, by path; a path absent here takes its default.
    public let values: [[String]: OrderedJSON]

    /// The payload text: what is published, stored by followers and read back.
    public var payload: String {
        let settings = Self.paths.reduce(OrderedJSON.object([])) { document, path in
            values[path].map { document.setting($0, at: path) } ?? document
        }
        return OrderedJSON.object([
            ("format", .number(Double(Self.format))),
            ("mosque", .string(mosque)),
            ("primary", .string(primary)),
            ("publishedAt", .string(TimeText(timeZone: .utc).iso8601(publishedAt))),
            ("settings", settings),
        ]).rendered
    }

    /// What a primary shares from its configuration file's text (nil: it has no file, so the defaults).
    public init(config: Data?, mosque: String, primary: String, at instant: Date) throws(ConfigError) {
        var document = OrderedJSON.object([])
        if let config {
            do {
                document = try OrderedJSON.parse(config)
            } catch {
                throw ConfigError(issues: [ConfigIssue(path: "(file)", .tr("not valid JSON: %s", "\(error.description)"))])
            }
        }
        var values: [[String]: OrderedJSON] = [:]
        for path in Self.paths {
            if let value = document.value(at: path) { values[path] = value.withoutComments }
        }
        self.init(mosque: mosque, primary: primary, publishedAt: instant, values: values)
    }

    init(mosque: String, primary: String, publishedAt: Date, values: [[String]: OrderedJSON]) {
        self.mosque = mosque
        self.primary = primary
        self.publishedAt = publishedAt
        self.values = values
    }

    /// Reads a payload received on `<expectedMosque>/config` (or stored), refusing one
    /// that is too large, not JSON, of another format or mosque, or carrying keys
    /// that are not shared. The values are checked when put over a configuration.
    public static func parse(_ payload: [UInt8], expectedMosque: String) throws(SharedScheduleError) -> SharedSchedule {
        guard payload.count <= maximumBytes else {
            throw .refused("\(payload.count) bytes, more than the \(maximumBytes) a schedule may have")
        }
        let document: OrderedJSON
        do {
            document = try OrderedJSON.parse(Data(payload))
        } catch {
            throw .refused("not valid JSON: \(error.description)")
        }
        guard case .object(let members) = document else { throw .refused("expected a JSON object") }
        let fields = Dictionary(members, uniquingKeysWith: { first, _ in first })
        guard case .number(let format)? = fields["format"], format == Double(Self.format) else {
            throw .refused("expected \"format\": \(Self.format) (the primary may run a newer Mawqut)")
        }
        guard case .string(let mosque)? = fields["mosque"] else { throw .refused("\"mosque\" is missing") }
        guard mosque == expectedMosque else {
            throw .refused("published for \(Quoted.short(mosque)), not for this display's topic \(Quoted.short(expectedMosque))")
        }
        guard case .string(let primary)? = fields["primary"], MQTTSettings.isValidClientId(primary) else {
            throw .refused("\"primary\" is missing or not a client id")
        }
        guard case .string(let time)? = fields["publishedAt"], let publishedAt = TimeText.parseInstant(time) else {
            throw .refused("\"publishedAt\" is missing or not an ISO 8601 time with its offset")
        }
        guard case .object? = fields["settings"], let settings = fields["settings"] else { throw .refused("\"settings\" is missing") }
        let unknown = Self.unsharedKeys(in: settings)
        guard unknown.isEmpty else {
            throw .refused("settings \(unknown.joined(separator: ", ")) are not shared by a primary (only location, calculation, iqama and schedule.jumuah)")
        }
        var values: [[String]: OrderedJSON] = [:]
        for path in paths {
            if let value = settings.value(at: path) { values[path] = value }
        }
        return SharedSchedule(mosque: mosque, primary: primary, publishedAt: publishedAt, values: values)
    }

    /// The follower's settings: its own file (nil: none) with the shared keys
    /// replaced by these, checked by the same decoder as the file, so that a
    /// refused value is named by its key. Its own `mqtt` section stays in force.
    public func settings(over local: Data?) throws(ConfigError) -> Settings {
        let own = try SettingsDecoder.decode(local ?? Data("{}".utf8))
        let edits = Self.paths.map { ConfigEdit($0, values[$0]) }
        do {
            var settings = try ConfigDocument.applying(edits, to: local).settings
            settings.mqtt = own.mqtt
            return settings
        } catch var error {
            error.file = "MQTT \(mosque)/config from \(primary)"
            throw error
        }
    }

    /// The top-level keys (and `schedule` members) of a settings object that are not shared.
    private static func unsharedKeys(in settings: OrderedJSON) -> [String] {
        guard case .object(let members) = settings else { return [] }
        var unknown: [String] = []
        for (key, value) in members {
            if key == "schedule", case .object(let schedule) = value {
                unknown += schedule.map(\.0).filter { $0 != "jumuah" }.map { "schedule.\($0)" }
            } else if !paths.contains([key]) {
                unknown.append(key)
            }
        }
        return unknown
    }
}

/// Why a shared schedule was not taken.
public enum SharedScheduleError: Error, Equatable, CustomStringConvertible {
    case refused(String)

    public var description: String {
        switch self {
        case .refused(let reason): reason
        }
    }
}

extension OrderedJSON {
    /// The same value with the `//` comment keys of config.json left out of every object.
    var withoutComments: OrderedJSON {
        switch self {
        case .object(let members): .object(members.filter { !$0.0.hasPrefix("//") }.map { ($0.0, $0.1.withoutComments) })
        case .array(let items): .array(items.map(\.withoutComments))
        default: self
        }
    }
}
