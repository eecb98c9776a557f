import Dispatch
import FileFormats
import FoundationEssentials
import MawqutCommon
import MosqueSettings
import MQTTClient
import Synchronization

/// The pieces of an MQTT connection both the kiosk and `mawqut doctor` need.
public enum MQTTProbe {
    /// The password from `mqtt.passwordFile` (relative paths inside the data directory), without its final newline.
    public static func password(_ settings: MQTTSettings, dataDirectory: URL) throws(InputFile.Problem) -> String? {
        guard let file = settings.passwordFile else { return nil }
        let data = try InputFile.read(DataDirectory.path(file, in: dataDirectory), limit: 4096)
        // A password may hold spaces; only line breaks (CR, LF) around it are the file's, not the password's.
        return String(decoding: data, as: UTF8.self).trimming(where: { $0 == "\n" || $0 == "\r" })
    }

    /// Where the signing key is: `mqtt.keyFile`, or `mqtt.key` in the data directory.
    public static func keyPath(_ settings: MQTTSettings, dataDirectory: URL) -> String {
        DataDirectory.path(settings.keyFile ?? "mqtt.key", in: dataDirectory)
    }

    /// The key the mosque's displays share, or nil when its file does not exist.
    public static func key(_ settings: MQTTSettings, dataDirectory: URL) throws(MQTTProbeFailure) -> SignedPayload.Key? {
        let path = keyPath(settings, dataDirectory: dataDirectory)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data: Data
        do {
            data = try InputFile.read(path, limit: 4096)
        } catch {
            throw MQTTProbeFailure(description: "mqtt.keyFile: \(error.description)")
        }
        let key: SignedPayload.Key?
        do {
            key = try SignedPayload.key(fromFile: String(decoding: data, as: UTF8.self))
        } catch {
            throw MQTTProbeFailure(description: "\(path): \(error.description)")
        }
        guard let key else {
            throw MQTTProbeFailure(description: "\(path): not a key made by mawqut mqtt secret (64 hex digits)")
        }
        return key
    }

    /// `payload` signed with the mosque's key under `sequence`, for `mawqut mqtt send`.
    public static func signed(_ payload: [UInt8], sequence: UInt64, settings: MQTTSettings, dataDirectory: URL) throws(MQTTProbeFailure) -> [UInt8] {
        guard let key = try key(settings, dataDirectory: dataDirectory) else {
            throw MQTTProbeFailure(description: "no key at \(keyPath(settings, dataDirectory: dataDirectory)): run mawqut mqtt secret")
        }
        do {
            return try SignedPayload.seal(payload, sequence: sequence, key: key)
        } catch {
            throw MQTTProbeFailure(description: "the command could not be signed: \(error.description)")
        }
    }

    /// Connects once as `<clientId>-doctor` and says how it went within `seconds`;
    /// once connected, `farewell` (a command `mawqut mqtt send` signed) is published as it leaves.
    public static func check(_ settings: MQTTSettings, dataDirectory: URL, seconds: Double = 5,
                             farewell: MQTTMessage? = nil) -> Result<String, MQTTProbeFailure> {
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
            connection.stop(farewell: answer == .connected ? farewell : nil)
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
    private final class ProbeOutcome: Sendable {
        private let event = Mutex<MQTTConnection.Event?>(nil)
        private let arrived = DispatchSemaphore(value: 0)

        func note(_ event: MQTTConnection.Event) {
            let first = self.event.withLock { stored in
                defer { if stored == nil { stored = event } }
                return stored == nil
            }
            if first { arrived.signal() }
        }

        func wait(_ seconds: Double) -> MQTTConnection.Event? {
            _ = arrived.wait(timeout: .now() + seconds)
            return event.withLock { $0 }
        }
    }
}

/// Why `mawqut doctor` could not reach the broker.
public struct MQTTProbeFailure: Error, CustomStringConvertible {
    public let description: String
}
