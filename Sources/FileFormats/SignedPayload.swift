import SystemCrypto
import FoundationEssentials

/// What a primary display publishes to its followers, signed: the exact payload
/// and a sequence number under HMAC-SHA256 (RFC 2104, FIPS 180-4) with the key
/// the displays of one mosque share (`mqtt.key`). A follower applies a payload
/// only when the signature verifies with its own key and the sequence is newer than
/// the last it applied, so a forged or replayed message changes nothing.
///
/// On the wire: `{"format":1,"sequence":N,"payload":"<the payload in base64>","hmac":"<64 hex digits>"}`;
/// the HMAC is over the bytes `mawqut-signed-1\n<N>\n` followed by the payload.
public enum SignedPayload {
    /// A message that is not a verified, newer payload: why, in words for the log and the status line.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        case notSigned
        case malformed(String)
        case badSignature
        /// The system's libcrypto could not check the signature.
        case cannotVerify(String)
        case replayed(sequence: UInt64, last: UInt64)

        public var description: String {
            switch self {
            case .notSigned: "not signed (a primary signs with mqtt.key; this may be another client of the broker)"
            case .malformed(let reason): "a signed message that cannot be read: \(reason)"
            case .badSignature: "the signature does not verify with this display's mqtt.key (forged, changed on the way, or another key)"
            case .cannotVerify(let reason): "the signature could not be checked: \(reason)"
            case .replayed(let sequence, let last): "sequence \(sequence) is not newer than the last applied, \(last) (a replay)"
            }
        }
    }

    /// Bytes of a key file: 32 random bytes as 64 hex digits (and a line feed).
    public static let keyBytes = 32

    /// A new key for `mawqut mqtt secret`, as the file holds it.
    public static func newKeyText() -> String { Hex.random(bytes: keyBytes) + "\n" }

    /// The key the mosque's displays share, ready to sign and verify with.
    public struct Key: Sendable {
        let mac: HMACSHA256
    }

    /// The key in a key file's text, or nil when it is not 64 hex digits; throws when the
    /// system's libcrypto, which signs and verifies, cannot be loaded.
    public static func key(fromFile text: String) throws(CryptoUnavailable) -> Key? {
        guard let bytes = Hex.decode(text.trimmingWhitespace()), bytes.count == keyBytes else { return nil }
        return Key(mac: try HMACSHA256(key: bytes))
    }

    private static func authenticated(_ payload: [UInt8], sequence: UInt64) -> [UInt8] {
        Array("mawqut-signed-1\n\(sequence)\n".utf8) + payload
    }

    /// The signed message for `payload`.
    public static func seal(_ payload: [UInt8], sequence: UInt64, key: Key) throws(CryptoUnavailable) -> [UInt8] {
        let hex = Hex.encode(try key.mac.code(for: authenticated(payload, sequence: sequence)))
        let document = OrderedJSON.object([("format", .number(1)), ("sequence", .number(Double(sequence))),
                                           ("payload", .string(Data(payload).base64EncodedString())), ("hmac", .string(hex))])
        return Array(document.rendered.utf8)
    }

    /// The payload and its sequence when `message` is signed with `key` and newer than `last`.
    public static func open(_ message: [UInt8], key: Key, after last: UInt64) throws(Refusal) -> (payload: [UInt8], sequence: UInt64) {
        guard let document = try? JSONValue.parse(Data(message)), case .object(let members) = document else {
            throw .notSigned
        }
        guard members["hmac"] != nil || members["sequence"] != nil else { throw .notSigned }
        guard case .number(1)? = members["format"] else { throw .malformed("format: expected 1") }
        guard case .number(let number)? = members["sequence"], number >= 1, number <= 9_007_199_254_740_992, number == number.rounded() else {
            throw .malformed("sequence: expected a whole number from 1")
        }
        guard case .string(let encoded)? = members["payload"], let payload = Data(base64Encoded: encoded) else {
            throw .malformed("payload: expected base64")
        }
        guard case .string(let hex)? = members["hmac"], let code = Hex.decode(hex), code.count == 32 else {
            throw .malformed("hmac: expected 64 hex digits")
        }
        let sequence = UInt64(number)
        let valid: Bool
        do {
            valid = try key.mac.isValid(code, for: authenticated(Array(payload), sequence: sequence))
        } catch {
            throw .cannotVerify(error.description)
        }
        guard valid else { throw .badSignature }
        guard sequence > last else { throw .replayed(sequence: sequence, last: last) }
        return (Array(payload), sequence)
    }
}
