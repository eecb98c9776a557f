import FoundationEssentials

/// The admin page (`mawqut-admin`): where it listens, TLS, and how long a login lasts.
public struct AdminSettings: Sendable, Equatable {
    /// The address and port it listens on: `0.0.0.0:8080` (every interface), `127.0.0.1:8080` (this machine only).
    public var host: String
    public var port: Int
    /// A PEM certificate and its key: with both, the page is served over HTTPS only.
    public var certificate: String?
    public var key: String?
    /// A login ends after this many minutes without a request.
    public var sessionMinutes: Int
    /// The address people type, when the one worked out from the network is not the
    /// right one (a name such as `http://masjid.local:8080`); shown on the wall with the setup code.
    public var address: String?

    public init(host: String = "0.0.0.0", port: Int = 8080, certificate: String? = nil, key: String? = nil,
                sessionMinutes: Int = 30, address: String? = nil) {
        self.host = host
        self.port = port
        self.certificate = certificate
        self.key = key
        self.sessionMinutes = sessionMinutes
        self.address = address
    }

    /// Whether the page is served over TLS.
    public var usesTLS: Bool { certificate != nil && key != nil }

    /// `host:port` as configured (an IPv6 address in brackets).
    public var listen: String { (host.contains(":") ? "[\(host)]" : host) + ":\(port)" }

    /// Parses `host:port`, `[v6]:port`; nil when the text is not one.
    public static func parseListen(_ text: String) -> (host: String, port: Int)? {
        let host: Substring
        let portText: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else { return nil }
            host = text[text.index(after: text.startIndex)..<close]
            portText = text[text.index(close, offsetBy: 2)...]
        } else {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            (host, portText) = (parts[0], parts[1])
        }
        guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || ".-:".contains($0) }),
              portText.allSatisfy(\.isASCII), portText.allSatisfy(\.isNumber), let port = Int(portText), (1...65_535).contains(port) else { return nil }
        return (String(host), port)
    }
}
