import FoundationEssentials
import Glibc
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import Logging
import MosqueSettings
import ServiceLifecycle
import Storage

/// The admin page's server: Hummingbird on the configured address, HTTPS when a
/// certificate and key are configured, sessions in memory (a restart logs people
/// out; slowed logins and accounts are in the state database), and while the page
/// is unclaimed, the setup code the wall shows.
public enum AdminServer {
    /// Runs until SIGTERM or SIGINT.
    public static func run(services: AdminServices, settings: AdminSettings, logger: Logger) async throws {
        let sessions = MemoryPersistDriver()
        let router = AdminRouter.build(services, sessions: sessions)
        let address = AdminAddress.shown(settings)
        let server: HTTPServerBuilder
        // Each connection has its own guard against slow and lying clients.
        let http = HTTPServerBuilder.http1(configuration: HTTP1Channel.Configuration(additionalChannelHandlers: [SlowClientGuard()]))
        if let certificate = settings.certificate, let key = settings.key {
            let tls = TLSConfiguration.makeServerConfiguration(
                certificateChain: try NIOSSLCertificate.fromPEMFile(certificate).map { .certificate($0) },
                privateKey: .privateKey(try NIOSSLPrivateKey(file: key, format: .pem)))
            server = try .tls(http, tlsConfiguration: tls)
        } else {
            server = http
        }
        let app = Application(
            router: router, server: server,
            configuration: ApplicationConfiguration(address: .hostname(settings.host, port: settings.port), serverName: nil),
            services: [sessions, SetupCodeService(services: services, address: address, logger: logger)],
            onServerRunning: { _ in logger.info("mawqut-admin serving \(address) (listening on \(settings.listen))") },
            logger: logger)
        try await app.runService()
    }
}

/// While no account exists, keeps a current one-time setup code in the state
/// database for the wall to show beside the page's address: a new one when the
/// last has expired (after 30 minutes) or was used. Once the page is claimed it stops.
struct SetupCodeService: Service {
    let services: AdminServices
    let address: String
    let logger: Logger

    static let lifetime: TimeInterval = 30 * 60
    /// How often an unclaimed page looks at its code.
    static let interval: Duration = .seconds(15)

    /// A service group ends when one of its services returns: once claimed, this one
    /// waits for the shutdown without waking.
    func run() async throws {
        while !Task.isCancelled, !Task.isShuttingDownGracefully {
            let claimed = (try? refresh(at: services.now())) ?? false
            if claimed { break }
            try? await Task.sleep(for: Self.interval)
        }
        try? await gracefulShutdown()
    }

    /// Writes the address, and a new code when the page is unclaimed and its code is gone; true once claimed.
    @discardableResult
    func refresh(at now: Date) throws -> Bool {
        let claimed = try services.accounts.count() > 0
        let page = try services.display.adminPage()
        if claimed {
            if page?.address != address || page?.setupCode != nil {
                try services.display.write(DisplayStatusStore.AdminPage(address: address, setupCode: nil, codeExpiresAt: nil, updatedAt: now))
            }
            return true
        }
        if let page, page.address == address, page.code(at: now) != nil { return false }
        let code = SetupCode.make()
        try services.display.write(DisplayStatusStore.AdminPage(address: address, setupCode: code, codeExpiresAt: now.addingTimeInterval(Self.lifetime),
                                                                updatedAt: now))
        logger.info("mawqut-admin: no account yet; the wall shows a setup code to claim \(address)")
        return false
    }
}

/// The one-time code that claims the page: eight random digits (10^8 values, and
/// wrong codes are slowed per address like wrong passwords).
public enum SetupCode {
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<8).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
    }

}

/// The address people type to reach the page: the configured `admin.address`, else
/// the machine's first IPv4 address on the local network (or its host name).
public enum AdminAddress {
    public static func shown(_ settings: AdminSettings) -> String {
        if let address = settings.address { return address }
        let scheme = settings.usesTLS ? "https" : "http"
        let host: String
        switch settings.host {
        case "0.0.0.0", "::": host = localNetworkAddress() ?? ProcessInfo.processInfo.hostName
        default: host = settings.host.contains(":") ? "[\(settings.host)]" : settings.host
        }
        let standard = settings.usesTLS ? 443 : 80
        return "\(scheme)://\(host)" + (settings.port == standard ? "" : ":\(settings.port)")
    }

    /// The first IPv4 address of an interface that is up and not the loopback.
    static func localNetworkAddress() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return nil }
        defer { freeifaddrs(list) }
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            let flags = Int32(entry.pointee.ifa_flags)
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                  flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0 else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let converted = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
                var raw = inet.pointee.sin_addr
                return inet_ntop(AF_INET, &raw, &text, socklen_t(text.count)) != nil
            }
            if converted { return String(cString: text) }
        }
        return nil
    }
}
