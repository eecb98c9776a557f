import FoundationEssentials
import Glibc

/// Asks a server on this machine for a page over plain HTTP/1.0 with a POSIX socket
/// (so that `mawqut doctor` loads no HTTP client library): the status code of the
/// answer, or nil when nothing answers within `timeout`.
public enum LocalHTTPProbe {
    /// Whether the port takes a connection (a TLS server answers nothing to plain HTTP).
    public static func connects(host: String, port: Int, timeout: TimeInterval = 2) -> Bool {
        exchange(host: host, port: port, request: nil, timeout: timeout) != nil
    }

    public static func status(host: String, port: Int, path: String, timeout: TimeInterval = 2) -> Int? {
        let request = Array("GET \(path) HTTP/1.0\r\nHost: \(host):\(port)\r\nConnection: close\r\n\r\n".utf8)
        guard let answer = exchange(host: host, port: port, request: request, timeout: timeout) else { return nil }
        let parts = String(decoding: answer, as: UTF8.self).split(separator: " ")
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/") else { return nil }
        return Int(parts[1])
    }

    /// Connects, sends `request` (when given) and reads the first bytes of the answer
    /// (none when no request is sent); nil when the connection or the exchange fails.
    private static func exchange(host: String, port: Int, request: [UInt8]?, timeout: TimeInterval) -> [UInt8]? {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &results) == 0, let first = results else { return nil }
        defer { freeaddrinfo(results) }
        let descriptor = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        guard connect(descriptor, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else { return nil }
        guard let request else { return [] }
        guard send(descriptor, request, request.count, Int32(MSG_NOSIGNAL)) == request.count else { return nil }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        return count > 0 ? Array(buffer.prefix(count)) : nil
    }
}
