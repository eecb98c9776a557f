import FoundationEssentials
import Synchronization

/// The public pages and feeds, each made once per reading of the configuration,
/// request and second (pages that count down to a prayer change with the clock),
/// with its ETag: a phone reloading the page or fifty clients asking at once cost a
/// dictionary lookup, not a calculation.
final class ResponseCache: Sendable {
    struct Body: Sendable {
        let text: String
        /// The entity tag, quoted: `"1a2b3c"`.
        let tag: String

        init(_ text: String) {
            self.text = text
            tag = "\"" + LiveConfiguration.version(Data(text.utf8)) + "\""
        }
    }

    /// More entries than this and the cache starts again (each is a few kilobytes).
    static let capacity = 512
    private let bodies = Mutex<[String: Body]>([:])

    /// The body for `key`, made by `make` when it is not kept.
    func body(_ key: String, make: () throws -> String) rethrows -> Body {
        if let kept = bodies.withLock({ $0[key] }) { return kept }
        let text = try make()
        let body = Body(text)
        bodies.withLock {
            if $0.count >= Self.capacity { $0.removeAll(keepingCapacity: true) }
            $0[key] = body
        }
        return body
    }
}
