/// SHA-256 (FIPS 180-4) from the system's libcrypto.
public enum SHA256 {
    /// Bytes in a digest.
    public static let digestBytes = 32

    /// The digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) throws(CryptoUnavailable) -> [UInt8] {
        try Libcrypto.loaded().sha256(bytes)
    }
}

/// HMAC-SHA256 (RFC 2104 §2 with SHA-256 as H) under one key, from the system's libcrypto.
public struct HMACSHA256: Sendable {
    private let key: [UInt8]
    private let library: Libcrypto

    /// Throws when the system's libcrypto cannot be loaded.
    public init(key: [UInt8]) throws(CryptoUnavailable) {
        self.key = key
        self.library = try Libcrypto.loaded()
    }

    /// The authentication code of `message`.
    public func code(for message: [UInt8]) throws(CryptoUnavailable) -> [UInt8] {
        try library.hmacSHA256(key: key, message: message)
    }

    /// Whether `code` is `message`'s code under this key, in the same time wherever they differ.
    public func isValid(_ code: [UInt8], for message: [UInt8]) throws(CryptoUnavailable) -> Bool {
        library.constantTimeEqual(code, try self.code(for: message))
    }
}

/// PBKDF2 with HMAC-SHA256 as its pseudorandom function (RFC 8018 §5.2), from the system's libcrypto.
public enum PBKDF2SHA256 {
    /// `count` bytes derived from `password` and `salt` over `rounds` iterations.
    public static func derive(password: [UInt8], salt: [UInt8], rounds: Int, count: Int) throws(CryptoUnavailable) -> [UInt8] {
        try Libcrypto.loaded().pbkdf2SHA256(password: password, salt: salt, rounds: rounds, count: count)
    }
}

/// Comparisons whose time does not depend on where the inputs differ (for codes, hashes and
/// tokens), by libcrypto's `CRYPTO_memcmp`.
public enum ConstantTime {
    /// Whether the two byte strings are equal; only their lengths show in the time taken.
    public static func equal(_ left: [UInt8], _ right: [UInt8]) throws(CryptoUnavailable) -> Bool {
        try Libcrypto.loaded().constantTimeEqual(left, right)
    }
}
