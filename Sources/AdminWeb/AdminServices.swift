import FoundationEssentials
import MawqutCommon
import Storage

/// Everything the pages work with: the configuration as the wall has it, the state
/// database's stores (accounts, slowed logins, audit log, the kiosk's heartbeat,
/// the played log, timetables), the clock, and the page's own settings.
public struct AdminServices: Sendable {
    public let configuration: LiveConfiguration
    public let state: StateDatabase
    public let accounts: AdminAccountStore
    public let failures: LoginFailureStore
    /// Devices that logged in before, whose own wrong tries alone slow them.
    public let devices: AdminDeviceStore
    public let audit: AuditLogStore
    public let display: DisplayStatusStore
    public let now: @Sendable () -> Date
    /// Served over TLS: cookies are Secure and HSTS is sent.
    public let secure: Bool
    /// A login ends after this long without a request.
    public let sessionMinutes: Int
    /// Hashes a new password (tests make it cheap; the server uses yescrypt).
    public let hashPassword: @Sendable (String) throws -> String
    public let verifyPassword: @Sendable (String, String) -> Bool
    /// The last save that failed, shown on the overview until one succeeds.
    let saveFailures = SaveFailures()

    public init(configuration: LiveConfiguration, state: StateDatabase, now: @escaping @Sendable () -> Date = { Date() },
                secure: Bool, sessionMinutes: Int, hashPassword: @escaping @Sendable (String) throws -> String,
                verifyPassword: @escaping @Sendable (String, String) -> Bool) {
        self.configuration = configuration
        self.state = state
        accounts = AdminAccountStore(database: state)
        failures = LoginFailureStore(database: state)
        devices = AdminDeviceStore(database: state)
        audit = AuditLogStore(database: state)
        display = DisplayStatusStore(database: state)
        self.now = now
        self.secure = secure
        self.sessionMinutes = sessionMinutes
        self.hashPassword = hashPassword
        self.verifyPassword = verifyPassword
    }

    var playedLog: SQLitePrayerLogStore { SQLitePrayerLogStore(database: state) }
    var timetables: TimetableStore { TimetableStore(database: state, kind: .mosque) }
    var lastGood: LastGoodConfiguration { LastGoodConfiguration(dataDirectory: configuration.dataDirectory) }
}
