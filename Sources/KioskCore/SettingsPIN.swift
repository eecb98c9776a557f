import Crypto
import CryptoExtras
import Foundation

/// The settings screen's PIN. Stored only as `pbkdf2-sha256:ROUNDS:SALT:KEY`
/// (salt and derived key in hex), so that the number of rounds can be raised
/// later without making stored PINs unreadable.
///
/// PBKDF2 is RFC 8018 §5.2, here HMAC-SHA-256 from swift-crypto. The rounds follow
/// OWASP's Password Storage Cheat Sheet (600,000 for PBKDF2-HMAC-SHA256, 2023).
/// A PIN has at most 10^8 values, so no derivation makes a stolen file safe; the
/// rounds make each guess cost time, and `FailedAttempts` makes guesses at the
/// screen wait.
///
/// The older form `sha256:SALT:HEX` (one SHA-256 of SALT + PIN) is still read, so
/// that a kiosk keeps its PIN across the upgrade; the screen writes the new form
/// the next time the PIN is set.
public enum SettingsPIN {
    public static let scheme = "pbkdf2-sha256"
    /// Rounds written for a new PIN.
    public static let rounds = 600_000
    /// Rounds accepted in a stored PIN: swift-crypto's least (210,000) up to a bound
    /// that keeps one check under a few seconds on a Raspberry Pi.
    public static let acceptedRounds = 210_000...5_000_000
    static let keyBytes = 32
    static let saltBytes = 16

    /// PINs are 4 to 8 digits.
    public static func isValid(_ pin: String) -> Bool {
        (4...8).contains(pin.count) && pin.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The stored form of a PIN, with a fresh random salt.
    public static func hash(_ pin: String, rounds: Int = rounds) -> String {
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<saltBytes).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return hash(pin, salt: salt, rounds: rounds)
    }

    static func hash(_ pin: String, salt: [UInt8], rounds: Int) -> String {
        "\(scheme):\(rounds):\(Hex.encode(salt)):\(Hex.encode(derive(pin, salt: salt, rounds: rounds)))"
    }

    /// Whether `pin` is the PIN `stored` was made from (either stored form); the
    /// keys are compared in constant time.
    public static func matches(_ pin: String, stored: String) -> Bool {
        switch StoredPIN(stored) {
        case .pbkdf2(let rounds, let salt, let key)?:
            return SymmetricKey(data: derive(pin, salt: salt, rounds: rounds)) == SymmetricKey(data: key)
        case .legacySHA256(let salt, let digest)?:
            return SymmetricKey(data: Array(SHA256.hash(data: Array((salt + pin).utf8)))) == SymmetricKey(data: digest)
        case nil:
            return false
        }
    }

    /// Whether text has a stored form (for the configuration's validation).
    public static func isStoredForm(_ text: String) -> Bool { StoredPIN(text) != nil }

    /// PBKDF2-HMAC-SHA256 (RFC 8018 §5.2) of the PIN's UTF-8 bytes.
    private static func derive(_ pin: String, salt: [UInt8], rounds: Int) -> [UInt8] {
        let key = try? KDF.Insecure.PBKDF2.deriveKey(from: Array(pin.utf8), salt: salt, using: .sha256,
                                                     outputByteCount: keyBytes, rounds: rounds)
        // invariant: rounds are within acceptedRounds (at least swift-crypto's minimum), so derivation cannot throw
        return key!.withUnsafeBytes { Array($0) }
    }
}

/// A stored PIN taken apart.
private enum StoredPIN: Equatable {
    case pbkdf2(rounds: Int, salt: [UInt8], key: [UInt8])
    case legacySHA256(salt: String, digest: [UInt8])

    init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        switch parts.first {
        case SettingsPIN.scheme?:
            guard parts.count == 4, parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let rounds = Int(parts[1]),
                  SettingsPIN.acceptedRounds.contains(rounds),
                  let salt = Hex.decode(parts[2]), salt.count >= 8,
                  let key = Hex.decode(parts[3]), key.count == SettingsPIN.keyBytes else { return nil }
            self = .pbkdf2(rounds: rounds, salt: salt, key: key)
        case "sha256"?:
            guard parts.count == 3, !parts[1].isEmpty, let digest = Hex.decode(parts[2]), digest.count == 32 else { return nil }
            self = .legacySHA256(salt: parts[1], digest: digest)
        default:
            return nil
        }
    }
}
