import Foundation
import Testing

/// Debian's mosquitto on a free loopback port, in its own folder, for as long as
/// the test holds it (`make test` installs it; tests skip with a message where it
/// is missing). `restart` brings it back on the same port.
final class MosquittoBroker {
    static let executable = "/usr/sbin/mosquitto"
    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: executable) }
    static let missing = "mosquitto is not installed (make test installs it with apt-get): the MQTT tests against a real broker are skipped"

    /// A broker for the test, or nil, saying so, where mosquitto is not installed.
    static func startedIfInstalled(accounts: [(user: String, password: String)] = [], acl: String? = nil) throws -> MosquittoBroker? {
        guard isInstalled else {
            print(missing)
            return nil
        }
        return try MosquittoBroker(accounts: accounts, acl: acl)
    }

    let port: Int
    let folder: URL
    private var process: HelperProcess?

    /// With `accounts`, only they may connect (a password file made by mosquitto_passwd) and `acl` says what each may read and write.
    init(accounts: [(user: String, password: String)] = [], acl: String? = nil) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-broker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        port = try Self.freePort()
        var security = "allow_anonymous true"
        if !accounts.isEmpty {
            let passwords = folder.appendingPathComponent("passwords").path
            for (index, account) in accounts.enumerated() {
                _ = try ToolRun("/usr/bin/mosquitto_passwd", (index == 0 ? ["-c"] : []) + ["-b", passwords, account.user, account.password])
            }
            try (acl ?? "").write(to: folder.appendingPathComponent("acl"), atomically: true, encoding: .utf8)
            security = "allow_anonymous false\npassword_file \(passwords)\nacl_file \(folder.appendingPathComponent("acl").path)"
        }
        let configuration = """
            listener \(port) 127.0.0.1
            \(security)
            persistence false
            user root
            log_dest stderr
            """
        try configuration.write(to: folder.appendingPathComponent("mosquitto.conf"), atomically: true, encoding: .utf8)
        try start()
    }

    var url: String { "mqtt://127.0.0.1:\(port)" }

    /// Starts the broker and waits until it accepts connections.
    func start() throws {
        process = try HelperProcess([Self.executable, "-c", folder.appendingPathComponent("mosquitto.conf").path])
        for _ in 0..<100 where !Self.accepts(port) { Thread.sleep(forTimeInterval: 0.05) }
        guard Self.accepts(port) else { throw BrokerError.notListening(port) }
    }

    /// Stops the broker at once (as a power cut would: retained messages are lost, persistence is off).
    func stop() {
        process?.stop()
        process = nil
    }

    /// Retained messages under `filter`, as `mosquitto_sub -v` prints them (topic, space, payload).
    func retained(_ filter: String, as account: (user: String, password: String)? = nil) throws -> [String: String] {
        let login = account.map { ["-u", $0.user, "-P", $0.password] } ?? []
        let run = try ToolRun("/usr/bin/python3", Self.signalsUnblocked + ["/usr/bin/mosquitto_sub", "-h", "127.0.0.1", "-p", "\(port)", "-t", filter, "-v", "--retained-only", "-W", "1"] + login)
        var messages: [String: String] = [:]
        for line in run.text.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            messages[String(line[..<space])] = String(line[line.index(after: space)...])
        }
        return messages
    }

    /// Python lines that run a program with no signal blocked: the test runner's threads
    /// block SIGALRM, and mosquitto_sub's `-W` timeout is an alarm.
    static let signalsUnblocked = ["-c", "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])"]

    /// Publishes one message with mosquitto_pub.
    @discardableResult
    func publish(_ topic: String, _ payload: String, retain: Bool = false, as account: (user: String, password: String)? = nil) throws -> ToolRun {
        let login = account.map { ["-u", $0.user, "-P", $0.password] } ?? []
        let run = try ToolRun("/usr/bin/mosquitto_pub", ["-h", "127.0.0.1", "-p", "\(port)", "-t", topic, "-m", payload, "-q", "1"] + (retain ? ["-r"] : []) + login)
        if account == nil { #expect(run.status == 0, "mosquitto_pub: \(run.errors)") }
        return run
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    enum BrokerError: Error { case notListening(Int), noPort }

    /// A loopback port nobody listens on now (the kernel's choice for port 0).
    static func freePort() throws -> Int {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw BrokerError.noPort }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    static func accepts(_ port: Int) -> Bool {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
