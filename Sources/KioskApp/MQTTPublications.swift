import FileFormats
import FoundationEssentials
import KioskCore
import MawqutCommon
import MosqueSettings
import MQTTClient
import PrayerCalc
import ZoneInfo

/// What a display publishes, as messages: pure functions of the schedule and the
/// sound, so that tests read exactly what a broker would get. Topics are under the
/// mosque's `topic`; what belongs to one display is under `<topic>/<clientId>`.
public struct MQTTPublications {
    public let topic: String
    public let clientId: String

    public init(topic: String, clientId: String) {
        self.topic = topic
        self.clientId = clientId
    }

    var statusTopic: String { "\(topic)/\(clientId)/status" }
    var configTopic: String { "\(topic)/config" }
    var commandTopic: String { "\(topic)/cmd" }

    /// `online`, retained; the last will and a clean stop leave `offline`.
    func status(online: Bool) -> MQTTMessage {
        MQTTMessage(topic: statusTopic, text: online ? "online" : "offline", retain: true)
    }

    /// The day's schedule, the JSON of `mawqut times --json`, retained on `times/<date>` and on `times/today`.
    func times(_ day: DaySchedule, settings: Settings) -> [MQTTMessage] {
        let text = TimesJSON.object(day, settings: settings).rendered
        return [MQTTMessage(topic: "\(topic)/times/\(day.date)", text: text, retain: true),
                MQTTMessage(topic: "\(topic)/times/today", text: text, retain: true)]
    }

    /// The next prayer, its adhan time and the whole seconds left, retained (sent once a minute).
    func next(_ moment: ClockStatus.Moment, now: Date, zone: Zone) -> MQTTMessage {
        let object = OrderedJSON.object([
            ("prayer", .string(moment.prayer.rawValue)),
            ("date", .string(moment.date.description)),
            ("time", .string(TimeText(timeZone: zone).iso8601(moment.time))),
            ("secondsLeft", .number(max(0, moment.time.timeIntervalSince(now).rounded(.down)))),
        ])
        return MQTTMessage(topic: "\(topic)/next", text: object.rendered, retain: true)
    }

    /// A schedule event (adhan, iqama, Jumu'ah, missed, rollover…), not retained.
    func event(_ event: ScheduleEvent, zone: Zone) -> MQTTMessage {
        eventMessage(kind: event.kind.rawValue, prayer: event.prayer, date: event.date, at: event.at, detail: event.note, zone: zone)
    }

    /// How an adhan ended (played, silenced, failed, missed), not retained.
    func outcome(_ key: PrayerKey, _ status: PrayerLogStatus, detail: String?, at instant: Date, zone: Zone) -> MQTTMessage {
        eventMessage(kind: "adhan-\(status.rawValue)", prayer: key.prayer, date: key.date, at: instant, detail: detail, zone: zone)
    }

    private func eventMessage(kind: String, prayer: Prayer?, date: CivilDate, at instant: Date, detail: String?, zone: Zone) -> MQTTMessage {
        var members: [(String, OrderedJSON)] = [("event", .string(kind))]
        if let prayer { members.append(("prayer", .string(prayer.rawValue))) }
        members += [("date", .string(date.description)), ("at", .string(TimeText(timeZone: zone).iso8601(instant))),
                    ("display", .string(clientId))]
        if let detail { members.append(("detail", .string(detail))) }
        return MQTTMessage(topic: "\(topic)/event", text: OrderedJSON.object(members).rendered, retain: false)
    }

    /// What this display plays (retained JSON, `{}` for silence) and `ON`/`OFF` for an adhan playing.
    func playing(_ label: SoundLabel?) -> [MQTTMessage] {
        let adhan = if case .adhan? = label { true } else { false }
        return [MQTTMessage(topic: "\(topic)/\(clientId)/playing", text: label.map(Self.describe)?.rendered ?? "{}", retain: true),
                MQTTMessage(topic: "\(topic)/\(clientId)/adhan", text: adhan ? "ON" : "OFF", retain: true)]
    }

    static func describe(_ label: SoundLabel) -> OrderedJSON {
        switch label {
        case .adhan(let prayer): .object([("sound", .string("adhan")), ("prayer", .string(prayer.rawValue))])
        case .dua(let prayer): .object([("sound", .string("dua")), ("prayer", .string(prayer.rawValue))])
        case .reminder(let prayer): .object([("sound", .string("reminder")), ("prayer", .string(prayer.rawValue))])
        case .iqamaTone(let prayer): .object([("sound", .string("iqama-tone")), ("prayer", .string(prayer.rawValue))])
        case .sunriseWarning: .object([("sound", .string("sunrise-warning"))])
        case .testAdhan: .object([("sound", .string("test-adhan"))])
        case .bismillah(let surah): .object([("sound", .string("bismillah")), ("surah", .number(Double(surah)))])
        case .ayah(let surah, let ayah): .object([("sound", .string("ayah")), ("surah", .number(Double(surah))), ("ayah", .number(Double(ayah)))])
        case .speech(let reference): .object([("sound", .string("speech")), ("reference", .string(reference))])
        }
    }

    /// The retained schedule a primary shares with its followers.
    func config(_ schedule: SharedSchedule) -> MQTTMessage {
        MQTTMessage(topic: configTopic, text: schedule.payload, retain: true)
    }
}

/// A command received on `<topic>/cmd`: `{"command": "stop"}`, optionally with `"target": "<clientId>"`.
public struct MQTTCommand: Sendable, Equatable {
    public enum Action: String, Sendable, CaseIterable {
        case stop, mute, unmute
        case testAdhan = "test-adhan"
        /// Wake the screen for `display.power.wakeMinutes` (every screen of the mosque, or the target).
        case wakeScreen = "wake-screen"
    }

    public let action: Action
    public let target: String?

    /// The largest command read.
    public static let maximumBytes = 1024

    /// Reads a command, or says why it is not one.
    public static func parse(_ payload: [UInt8]) -> Result<MQTTCommand, SharedScheduleError> {
        guard payload.count <= maximumBytes else { return .failure(.refused("\(payload.count) bytes, more than a command's \(maximumBytes)")) }
        guard case .object(let members)? = try? JSONValue.parse(Data(payload)) else {
            return .failure(.refused("expected JSON such as {\"command\": \"stop\"}"))
        }
        let choices = Action.allCases.map(\.rawValue).joined(separator: ", ")
        guard case .string(let name)? = members["command"], let action = Action(rawValue: name) else {
            return .failure(.refused("\"command\" must be one of \(choices)"))
        }
        let unknown = members.keys.filter { $0 != "command" && $0 != "target" }.sorted()
        guard unknown.isEmpty else { return .failure(.refused("unknown keys \(unknown.joined(separator: ", "))")) }
        switch members["target"] {
        case nil: return .success(MQTTCommand(action: action, target: nil))
        case .string(let target)?: return .success(MQTTCommand(action: action, target: target))
        default: return .failure(.refused("\"target\" must be a client id"))
        }
    }
}
