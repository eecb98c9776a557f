import Foundation
import MQTTClient
import Testing

/// Events of a connection, collected for a test to wait on.
final class ConnectionEvents: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [MQTTConnection.Event] = []

    func append(_ event: MQTTConnection.Event) {
        lock.lock()
        events.append(event)
        lock.unlock()
    }

    var all: [MQTTConnection.Event] {
        lock.lock()
        defer { lock.unlock() }
        return events
    }

    /// Waits up to `seconds` for an event that `matches`.
    func wait(_ seconds: Double, for matches: (MQTTConnection.Event) -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if all.contains(where: matches) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    func clear() {
        lock.lock()
        events.removeAll()
        lock.unlock()
    }
}

@Suite(.serialized) struct MQTTConnectionTests {
    @Test func aMessagePublishedRetainedReachesALaterSubscriberAfterAReconnect() throws {
        guard let broker = try MosquittoBroker.startedIfInstalled() else { return }
        let events = ConnectionEvents()
        let connection = try MQTTConnection(clientId: "test-\(UUID().uuidString.prefix(8))",
                                            endpoint: MQTTEndpoint(host: "127.0.0.1", port: broker.port, tls: false),
                                            username: nil, password: nil, will: nil, events: events.append)
        connection.subscribe("mawqut/test/#")
        try connection.start()
        #expect(events.wait(5) { $0 == .connected })
        connection.publish(MQTTMessage(topic: "mawqut/test/a", text: "one", retain: true))
        #expect(events.wait(5) { if case .message(let message) = $0 { message.topic == "mawqut/test/a" && message.payload == Array("one".utf8) } else { false } })
        #expect(try broker.retained("mawqut/test/#") == ["mawqut/test/a": "one"])

        // The broker goes away and comes back: the client reconnects by itself and subscribes again.
        events.clear()
        broker.stop()
        #expect(events.wait(5) { if case .disconnected = $0 { true } else { false } })
        try broker.start()
        #expect(events.wait(10) { $0 == .connected }, "reconnected within the backoff")
        try broker.publish("mawqut/test/b", "two")
        #expect(events.wait(5) { if case .message(let message) = $0 { message.topic == "mawqut/test/b" } else { false } }, "subscribed again")
        connection.stop(farewell: nil)
    }

    @Test func aBrokerThatIsNotThereAtStartIsReachedWhenItComes() throws {
        guard let broker = try MosquittoBroker.startedIfInstalled() else { return }
        broker.stop()
        let events = ConnectionEvents()
        let connection = try MQTTConnection(clientId: "late-\(UUID().uuidString.prefix(8))",
                                            endpoint: MQTTEndpoint(host: "127.0.0.1", port: broker.port, tls: false),
                                            username: nil, password: nil, will: nil, events: events.append)
        try connection.start()
        Thread.sleep(forTimeInterval: 1.5)
        #expect(!events.all.contains(.connected))
        try broker.start()
        #expect(events.wait(10) { $0 == .connected }, "\(events.all)")
        connection.stop(farewell: nil)
    }

    @Test func theInstalledMosquittoLibraryOpensWithEveryFunction() throws {
        _ = try Mosquitto.open(Mosquitto.soname).get()
    }

    @Test func aMissingMosquittoLibraryIsNamedWithThePackageToInstall() {
        guard case .failure(let error) = Mosquitto.open("libmosquitto-absent.so.9") else {
            Issue.record("a library that does not exist opened")
            return
        }
        #expect(error.description.hasPrefix("cannot load libmosquitto-absent.so.9, the MQTT client library ("))
        #expect(error.description.contains("cannot open shared object file"))
        #expect(error.description.contains("install the Debian package libmosquitto1"))
    }

    @Test func aLibraryWithoutMosquittosFunctionsIsRefusedNamingTheFirstMissing() {
        guard case .failure(let error) = Mosquitto.open("libz.so.1") else {
            Issue.record("zlib passed for libmosquitto")
            return
        }
        #expect(error.description.contains("mosquitto_lib_init"))
    }
}
