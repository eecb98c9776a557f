@testable import AdminWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MawqutCommon
import MosqueSettings
import NIOCore
import PasswordHash
import Storage
import Testing

/// A clock the tests move by hand, for the sessions' expiry.
final class ManualSessionClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        let offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .nanoseconds(1) }

    func advance(by duration: Duration) { lock.withLock { current = current.advanced(by: duration) } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        while now < deadline { try await Task.sleep(for: .milliseconds(5)) }
    }
}

/// An admin page over a configuration file and a data directory of its own, with a
/// wall clock the test sets; requested in process through HummingbirdTesting.
final class AdminFixture: @unchecked Sendable {
    static let london = """
        {
          "//": "the mosque's own file",
          "location": { "name": "London Central Mosque", "latitude": 51.5274, "longitude": -0.1634, "timezone": "Europe/London" },
          "calculation": { "method": "moonsighting-committee" },
          "schedule": { "jumuah": ["12:30", "13:30"] }
        }

        """

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-admin-\(UUID().uuidString)")
    /// The folder of the configuration file: `folder`, or one the test gives (a small or read-only disk).
    let configFolder: URL
    var config: String { configFolder.appendingPathComponent("config.json").path }
    var data: URL { folder.appendingPathComponent("data") }
    let state: StateDatabase
    let services: AdminServices
    let sessionClock = ManualSessionClock()
    private let wallClock: WallTime

    /// The wall clock the pages read.
    final class WallTime: @unchecked Sendable {
        private let lock = NSLock()
        private var instant: Date
        init(_ instant: Date) { self.instant = instant }
        var now: Date {
            get { lock.withLock { instant } }
            set { lock.withLock { instant = newValue } }
        }
    }

    init(config text: String? = AdminFixture.london, at start: String = "2026-11-25T10:00:00Z", configFolder: URL? = nil) throws {
        self.configFolder = configFolder ?? folder
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
        if let text { try Data(text.utf8).write(to: self.configFolder.appendingPathComponent("config.json")) }
        let wallClock = WallTime(TimeText.parseInstant(start)!)
        self.wallClock = wallClock
        state = try StateDatabase(directory: folder.appendingPathComponent("data"))
        let configuration = LiveConfiguration(path: self.configFolder.appendingPathComponent("config.json").path,
                                              dataDirectory: folder.appendingPathComponent("data"), state: state)
        services = AdminServices(configuration: configuration, state: state, now: { wallClock.now }, secure: false, sessionMinutes: 30,
                                 hashPassword: { try PasswordHash.make($0) }, verifyPassword: { PasswordHash.verify($0, stored: $1) })
    }

    var now: Date {
        get { wallClock.now }
        set { wallClock.now = newValue }
    }

    var configText: String { (try? String(contentsOfFile: config, encoding: .utf8)) ?? "" }

    /// Runs `body` against an application over the fixture (a new one each call: a restart).
    func test<Value: Sendable>(_ body: @escaping @Sendable (Browser) async throws -> Value) async throws -> Value {
        let router = AdminRouter.build(services, sessions: MemoryPersistDriver(sessionClock))
        let app = Application(router: router)
        return try await app.test(.router) { client in try await body(Browser(client: client)) }
    }

    /// An account made directly in the store.
    func addAccount(_ name: String = "imam", password: String = "correct horse battery") throws {
        try AdminAccountStore(database: state).add(name, passwordHash: try PasswordHash.make(password), at: now)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
}

/// A client that keeps the session cookie as a browser does, and reads forms' hidden fields.
final class Browser: @unchecked Sendable {
    let client: any TestClientProtocol
    var cookie: String?
    /// The device cookie, once this browser has logged in (kept apart from the session's).
    var device: String?

    init(client: any TestClientProtocol) {
        self.client = client
    }

    struct Page {
        let status: HTTPResponse.Status
        let headers: HTTPFields
        let text: String

        /// The value of the first input with this name, its character references read as a browser reads them.
        func hidden(_ name: String) -> String? {
            guard let range = text.range(of: "name=\"\(name)\" value=\"") else { return nil }
            let rest = text[range.upperBound...]
            return rest.firstIndex(of: "\"").map { end in
                [("&quot;", "\""), ("&#39;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")]
                    .reduce(String(rest[..<end])) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
            }
        }

        var location: String? { headers[.location] }

        /// Whether the input or select with this name is disabled.
        func isDisabled(_ name: String) -> Bool {
            guard let range = text.range(of: "name=\"\(name)\"") else { return false }
            let tag = text[range.upperBound...].prefix { $0 != ">" }
            return tag.contains("disabled")
        }
    }

    @discardableResult
    func get(_ uri: String, headers: HTTPFields = [:]) async throws -> Page {
        try await send(uri, method: .get, headers: headers, body: nil)
    }

    @discardableResult
    func post(_ uri: String, fields: [(String, String)], headers: HTTPFields = [:]) async throws -> Page {
        let body = fields.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        var all = headers
        all[.contentType] = "application/x-www-form-urlencoded"
        return try await send(uri, method: .post, headers: all, body: ByteBuffer(string: body))
    }

    func send(_ uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?) async throws -> Page {
        var all = headers
        let jar = [cookie, device].compactMap { $0 }
        if !jar.isEmpty, all[.cookie] == nil { all[.cookie] = jar.joined(separator: "; ") }
        let response = try await client.execute(uri: uri, method: method, headers: all, body: body)
        for field in response.headers[values: .setCookie] {
            let pair = field.split(separator: ";").first.map(String.init) ?? ""
            let kept = field.contains("Max-Age=0") || field.lowercased().contains("expires=thu, 01 jan 1970") ? nil : pair
            if pair.hasPrefix(LoginRoutes.deviceCookie + "=") { device = kept } else { cookie = kept }
        }
        return Page(status: response.status, headers: response.headers, text: String(buffer: response.body))
    }

    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// Logs in and returns the overview.
    @discardableResult
    func logIn(_ name: String = "imam", password: String = "correct horse battery") async throws -> Page {
        let form = try await get("/admin/login")
        let answer = try await post("/admin/login", fields: [("csrf", form.hidden("csrf") ?? ""), ("username", name), ("password", password)])
        #expect(answer.status == .seeOther, "\(answer.text)")
        return try await get("/admin")
    }
}
