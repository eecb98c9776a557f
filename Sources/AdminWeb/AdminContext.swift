import FileFormats
import FoundationEssentials
import Hummingbird
import HummingbirdAuth
import NIOCore
import PasswordHash

/// What a browser's session holds: the token every form must send back (CSRF),
/// the account once logged in, and a message to show on the next page.
public struct AdminSession: Codable, Sendable, Equatable {
    public var csrf: String
    public var user: String?
    public var flash: String?
    /// The language chosen with a language link (BCP 47), kept across the login.
    public var language: String?

    static func fresh(user: String? = nil, language: String? = nil) -> AdminSession {
        AdminSession(csrf: Token.random(), user: user, flash: nil, language: language)
    }
}

/// A request's context: Hummingbird's core, the session, the logged-in account,
/// and the address it came from (for the slowed logins and the audit log).
public struct AdminRequestContext: RequestContext, SessionRequestContext, AuthRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let sessions: SessionContext<AdminSession>
    public var identity: String?
    /// The peer's IP address; `unknown` when the transport has none (in-process tests).
    public let remoteAddress: String

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        sessions = .init()
        identity = nil
        remoteAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }

    /// Forms and uploads: the timetable upload is the largest a page sends.
    public var maxUploadSize: Int { AdminLimits.upload }
}

/// How much a request may send.
enum AdminLimits {
    /// A settings or announcement form.
    static let form = 64 * 1024
    /// A month's or a year's timetable as CSV.
    static let upload = 1024 * 1024
}

/// Random tokens for CSRF and the setup code, from the system's generator (getrandom).
enum Token {
    /// 32 random bytes as hex: 256 bits.
    static func random() -> String { Hex.random(bytes: 32) }

    /// Whether the token sent is the one expected (compared in constant time; an empty one never matches).
    static func matches(_ given: String?, _ expected: String) -> Bool {
        guard let given, !expected.isEmpty else { return false }
        return PasswordHash.sameText(given, expected)
    }
}
