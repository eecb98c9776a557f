import Foundation
import KioskCore
import MawqutCommon
import MQTTClient

/// The pieces of an MQTT connection both the kiosk and `mawqut doctor` need.
public enum MQTTProbe {
    /// The password from `mqtt.passwordFile` (relative paths inside the data directory), without its final newline.
    public static func password(_ settings: MQTTSettings, dataDirectory: URL) throws(InputFile.Problem) -> String? {
        guard let file = settings.passwordFile else { return nil }
        let data = try InputFile.read(DataDirectory.path(file, in: dataDirectory), limit: 4096)
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    /// Connects once as `<clientId>-doctor` and says how it went within `seconds`.
    public static func check(_ settings: MQTTSettings, dataDirectory: URL, seconds: Double = 5) -> Result<String, MQTTProbeFailure> {
        let place = "\(settings.broker.tls ? "mqtts" : "mqtt")://\(settings.broker.host):\(settings.broker.port)"
        let password: String?
        do {
            password = try Self.password(settings, dataDirectory: dataDirectory)
        } catch {
            return .failure(MQTTProbeFailure(description: "mqtt.passwordFile: \(error.description)"))
        }
        let outcome = ProbeOutcome()
        do {
            let id = String((settings.clientId ?? MQTTSettings.defaultClientId(hostName: ProcessInfo.processInfo.hostName)).prefix(57)) + "-doctor"
            let connection = try MQTTConnection(
                clientId: id, endpoint: MQTTEndpoint(host: settings.broker.host, port: settings.broker.port, tls: settings.broker.tls),
                username: settings.username, password: password, will: nil, events: outcome.note)
            try connection.start()
            let answer = outcome.wait(seconds)
            connection.stop(farewell: nil)
            switch answer {
            case .connected?: return .success("\(place) accepts this display (topic \(settings.topic), \(settings.role.rawValue))")
            case .refused(let reason)?: return .failure(MQTTProbeFailure(description: "\(place) refused the connection: \(reason)"))
            case .disconnected(let reason)?: return .failure(MQTTProbeFailure(description: reason))
            default: return .failure(MQTTProbeFailure(description: "\(place) did not answer within \(Int(seconds)) s"))
            }
        } catch {
            return .failure(MQTTProbeFailure(description: error.description))
        }
    }

    /// The first answer of a connection attempt.
    private final class ProbeOutcome: @unchecked Sendable {
        private let lock = NSCondition()
        private var event: MQTTConnection.Event?

        func note(_ event: MQTTConnection.Event) {
            lock.lock()
            if self.event == nil { self.event = event }
            lock.signal()
            lock.unlock()
        }

        func wait(_ seconds: Double) -> MQTTConnection.Event? {
            lock.lock()
            defer { lock.unlock() }
            let end = Date().addingTimeInterval(seconds)
            while event == nil, lock.wait(until: end) {}
            return event
        }
    }
}

/// Why `mawqut doctor` could not reach the broker.
public struct MQTTProbeFailure: Error, CustomStringConvertible {
    public let description: String
}
