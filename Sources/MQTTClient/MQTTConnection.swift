import CMosquitto
import Dispatch
import FoundationEssentials
import Glibc
import Synchronization

/// One message to publish, or one received.
public struct MQTTMessage: Sendable, Equatable {
    public var topic: String
    public var payload: [UInt8]
    /// The broker keeps the last retained message of a topic for every later subscriber.
    public var retain: Bool

    public init(topic: String, payload: [UInt8], retain: Bool) {
        self.topic = topic
        self.payload = payload
        self.retain = retain
    }

    public init(topic: String, text: String, retain: Bool) {
        self.init(topic: topic, payload: Array(text.utf8), retain: retain)
    }
}

/// Where the broker is.
public struct MQTTEndpoint: Sendable, Equatable {
    public var host: String
    public var port: Int
    /// TLS through libmosquitto, checking the broker against the system's CA certificates.
    public var tls: Bool

    public init(host: String, port: Int, tls: Bool) {
        self.host = host
        self.port = port
        self.tls = tls
    }
}

/// A libmosquitto call that failed, with libmosquitto's own words for it, or
/// libmosquitto itself missing.
public struct MQTTError: Error, CustomStringConvertible, Equatable {
    public let description: String

    init(_ action: String, code: Int32, library: Mosquitto) {
        description = "\(action): \(library.describe(code))"
    }

    init(description: String) {
        self.description = description
    }
}

/// libmosquitto's functions, from the shared library opened on first use (see
/// mosquitto_library.h for why it is not linked).
public struct Mosquitto: Sendable {
    /// The library Debian's libmosquitto1 installs.
    public static let soname = "libmosquitto.so.1"

    let functions: mawqut_mosquitto

    /// The process's copy, opened and initialised (`mosquitto_lib_init`, not thread safe) once.
    static let shared: Result<Mosquitto, MQTTError> = open(soname).map { library in
        _ = library.functions.lib_init()
        return library
    }

    /// Opens `soname`; the error names the library, the loader's reason and the package to install.
    public static func open(_ soname: String) -> Result<Mosquitto, MQTTError> {
        var functions = mawqut_mosquitto()
        if let reason = mawqut_mosquitto_open(soname, &functions) {
            return .failure(MQTTError(description: "cannot load \(soname), the MQTT client library (\(String(cString: reason))); "
                + "install the Debian package libmosquitto1 or remove the mqtt section of the configuration"))
        }
        return .success(Mosquitto(functions: functions))
    }

    /// libmosquitto's words for an error code.
    func describe(_ code: Int32) -> String {
        functions.strerror(code).map { String(cString: $0) } ?? "libmosquitto error \(code)"
    }
}

/// An MQTT 3.1.1 client over libmosquitto with its own network thread
/// (`mosquitto_loop_start`): it connects in the background, reconnects after a
/// lost connection with a doubling delay (1 s up to 60 s), and renews its
/// subscriptions at each connection. Events arrive on libmosquitto's thread.
public final class MQTTConnection: @unchecked Sendable {
    /// What happened to the connection.
    public enum Event: Sendable, Equatable {
        case connected
        /// The broker refused the connection (wrong password, unknown client…).
        case refused(String)
        case disconnected(String)
        case message(MQTTMessage)
    }

    private let library: Mosquitto
    private let handle: OpaquePointer
    private let endpoint: MQTTEndpoint
    private let events: @Sendable (Event) -> Void
    /// The subscriptions to renew at each connection, and whether the client runs.
    private struct State {
        var filters: [String] = []
        var started = false
    }

    private let state = Mutex(State())
    private let retries = DispatchQueue(label: "mawqut.mqtt.retries")

    /// Prepares a client; nothing is sent until `start`. `will` is what the broker
    /// publishes for this client when it disappears without saying goodbye.
    public init(clientId: String, endpoint: MQTTEndpoint, username: String?, password: String?, will: MQTTMessage?,
                events: @escaping @Sendable (Event) -> Void) throws(MQTTError) {
        let library = try Mosquitto.shared.get()
        let mosquitto = library.functions
        self.library = library
        self.events = events
        guard let handle = mosquitto.new_client(clientId, true, nil) else {
            throw MQTTError("creating the MQTT client", code: MOSQ_ERR_NOMEM.rawValue, library: library)
        }
        self.handle = handle
        self.endpoint = endpoint
        mosquitto.user_data_set(handle, Unmanaged.passUnretained(self).toOpaque())
        mosquitto.connect_callback_set(handle) { _, context, code in
            MQTTConnection.owner(context)?.connected(code: code)
        }
        mosquitto.disconnect_callback_set(handle) { _, context, code in
            guard let owner = MQTTConnection.owner(context) else { return }
            let place = "\(owner.endpoint.host):\(owner.endpoint.port)"
            owner.events(.disconnected(code == 0 ? "disconnected from \(place)"
                : "cannot reach \(place) (\(owner.library.describe(code))); trying again"))
        }
        mosquitto.message_callback_set(handle) { _, context, message in
            guard let message = message?.pointee, let topic = message.topic else { return }
            let bytes = message.payload.map { Array(UnsafeRawBufferPointer(start: $0, count: Int(message.payloadlen))) } ?? []
            MQTTConnection.owner(context)?.events(.message(MQTTMessage(topic: String(cString: topic), payload: bytes, retain: message.retain)))
        }
        do {
            try check("setting the reconnect delay", mosquitto.reconnect_delay_set(handle, 1, 60, true))
            if username != nil || password != nil {
                try check("setting the user name", mosquitto.username_pw_set(handle, username, password))
            }
            if let will {
                try check("setting the last will", mosquitto.will_set(handle, will.topic, Int32(will.payload.count), will.payload, 1, will.retain))
            }
            if endpoint.tls {
                try check("setting up TLS", mosquitto.tls_set(handle, nil, "/etc/ssl/certs", nil, nil, nil))
            }
        } catch {
            mosquitto.destroy(handle)
            throw error
        }
    }

    deinit {
        _ = library.functions.loop_stop(handle, true)
        library.functions.destroy(handle)
    }

    /// Starts the network thread and the first connection attempt. A broker that is
    /// not there yet (or a name that does not resolve yet, at boot) is not an error:
    /// the attempt is repeated with the same doubling delay until one succeeds, after
    /// which libmosquitto's thread reconnects by itself (libmosquitto 2.0.11 does not
    /// retry a first connection that failed).
    public func start() throws(MQTTError) {
        let starting = state.withLock { state in
            defer { state.started = true }
            return !state.started
        }
        guard starting else { return }
        try check("starting the MQTT thread", library.functions.loop_start(handle))
        attempt(first: true, delay: 1)
    }

    private func attempt(first: Bool, delay: Int) {
        let code = first ? library.functions.connect_async(handle, endpoint.host, Int32(endpoint.port), 30)
            : library.functions.reconnect_async(handle)
        guard code != MOSQ_ERR_SUCCESS.rawValue else { return }
        let reason = code == MOSQ_ERR_ERRNO.rawValue ? String(cString: strerror(errno)) : library.describe(code)
        events(.disconnected("cannot reach \(endpoint.host):\(endpoint.port) (\(reason)); trying again in \(delay) s"))
        retries.asyncAfter(deadline: .now() + .seconds(delay)) { [weak self] in
            guard let self, self.isRunning else { return }
            self.attempt(first: false, delay: min(delay * 2, 60))
        }
    }

    private var isRunning: Bool {
        state.withLock { $0.started }
    }

    /// Subscribes now and again at every reconnection.
    public func subscribe(_ filter: String) {
        state.withLock { $0.filters.append(filter) }
        _ = library.functions.subscribe(handle, nil, filter, 1)
    }

    /// Queues a message (QoS 1); false when libmosquitto refused it (too large, not connected yet is fine).
    @discardableResult
    public func publish(_ message: MQTTMessage) -> Bool {
        let code = library.functions.publish(handle, nil, message.topic, Int32(message.payload.count), message.payload, 1, message.retain)
        return code == MOSQ_ERR_SUCCESS.rawValue || code == MOSQ_ERR_NO_CONN.rawValue
    }

    /// Publishes `farewell` (if any), disconnects cleanly and stops the thread.
    public func stop(farewell: MQTTMessage?) {
        state.withLock { $0.started = false }
        if let farewell { publish(farewell) }
        _ = library.functions.disconnect(handle)
        _ = library.functions.loop_stop(handle, false)
    }

    private func connected(code: Int32) {
        guard code == 0 else {
            events(.refused(library.functions.connack_string(code).map { String(cString: $0) } ?? "connection refused (code \(code))"))
            return
        }
        let filters = state.withLock { $0.filters }
        for filter in filters { _ = library.functions.subscribe(handle, nil, filter, 1) }
        events(.connected)
    }

    private func check(_ action: String, _ code: Int32) throws(MQTTError) {
        guard code == MOSQ_ERR_SUCCESS.rawValue else { throw MQTTError(action, code: code, library: library) }
    }

    private static func owner(_ context: UnsafeMutableRawPointer?) -> MQTTConnection? {
        context.map { Unmanaged<MQTTConnection>.fromOpaque($0).takeUnretainedValue() }
    }
}
