import FileFormats
import PasswordHash
import SystemCrypto

/// The settings screen's PIN. A new PIN is stored as a yescrypt hash made by the
/// system's libcrypt (`$y$…`, as /etc/shadow keeps passwords; see `Yescrypt`).
///
/// A PIN has at most 10^8 values, so no derivation makes a stolen file safe; the
/// derivation makes each guess cost time, and `FailedAttempts` makes guesses at the
/// screen wait.
///
/// Forms written by earlier versions are still read, so that a kiosk keeps its PIN
/// across an upgrade, and are replaced by a yescrypt hash at the next correct entry
/// (`needsRehash`): `pbkdf2-sha256:ROUNDS:SALT:KEY` (PBKDF2-HMAC-SHA256, RFC 8018 §5.2,
/// salt and key in hex) and the oldest, `sha256:SALT:HEX` (one SHA-256 of SALT + PIN).
public enum SettingsPIN {
    /// The earlier PBKDF2 form's name.
    static let pbkdf2Scheme = "pbkdf2-sha256"
    /// Rounds accepted in a stored PBKDF2 PIN: the least earlier versions wrote (210,000)
    /// up to a bound that keeps one check under a few seconds on a Raspberry Pi.
    static let acceptedRounds = 210_000...5_000_000
    static let keyBytes = 32

    /// PINs are 4 to 8 digits.
    public static func isValid(_ pin: String) -> Bool {
        (4...8).contains(pin.count) && pin.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The stored form of a PIN, with a fresh random salt; throws only when the system's
    /// libcrypt cannot hash (then there is no way to keep a PIN safely).
    public static func hash(_ pin: String) throws(Yescrypt.Failure) -> String {
        try Yescrypt.hash(pin)
    }

    /// Whether `pin` is the PIN `stored` was made from (any stored form), compared in constant
    /// time; throws when the system's libcrypto, which compares (and derives the earlier forms), cannot be loaded.
    public static func matches(_ pin: String, stored: String) throws(CryptoUnavailable) -> Bool {
        switch StoredPIN(stored) {
        case .yescrypt?:
            return try Yescrypt.verify(pin, stored: stored)
        case .pbkdf2(let rounds, let salt, let key)?:
            return try ConstantTime.equal(PBKDF2SHA256.derive(password: Array(pin.utf8), salt: salt, rounds: rounds, count: keyBytes), key)
        case .legacySHA256(let salt, let digest)?:
            return try ConstantTime.equal(SHA256.hash(Array((salt + pin).utf8)), digest)
        case nil:
            return false
        }
    }

    /// Whether `stored` is a form an earlier version wrote, to be replaced by a yescrypt
    /// hash once the PIN has been typed correctly.
    public static func needsRehash(_ stored: String) -> Bool {
        switch StoredPIN(stored) {
        case .pbkdf2?, .legacySHA256?: true
        case .yescrypt?, nil: false
        }
    }

    /// Whether text has a stored form (for the configuration's validation).
    public static func isStoredForm(_ text: String) -> Bool { StoredPIN(text) != nil }
}

/// A stored PIN taken apart.
private enum StoredPIN: Equatable {
    case yescrypt
    case pbkdf2(rounds: Int, salt: [UInt8], key: [UInt8])
    case legacySHA256(salt: String, digest: [UInt8])

    init?(_ text: String) {
        if Yescrypt.isStoredForm(text) {
            self = .yescrypt
            return
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        switch parts.first {
        case SettingsPIN.pbkdf2Scheme?:
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
