import CLibcrypto

/// The system's libcrypto (OpenSSL 3) could not be loaded or refused a computation: why,
/// with the package to install.
public struct CryptoUnavailable: Error, Equatable, CustomStringConvertible {
    public let description: String
}

/// OpenSSL 3's libcrypto, opened with dlopen the first time a process needs it (see
/// `libcrypto_library.h` for why it is not linked).
public struct Libcrypto: Sendable {
    /// The library Debian's libssl3 installs.
    public static let soname = "libcrypto.so.3"

    let functions: mawqut_libcrypto

    /// The process's copy, opened once.
    static let shared: Result<Libcrypto, CryptoUnavailable> = open(soname)

    /// The process's copy, or why there is none.
    public static func loaded() throws(CryptoUnavailable) -> Libcrypto {
        try shared.get()
    }

    /// Opens `soname`; the error names the library, the loader's reason and the package to install.
    public static func open(_ soname: String) -> Result<Libcrypto, CryptoUnavailable> {
        var functions = mawqut_libcrypto()
        if let reason = mawqut_libcrypto_open(soname, &functions) {
            return .failure(CryptoUnavailable(description: "cannot load \(soname), the system's cryptography library "
                + "(\(String(cString: reason))); install the Debian package libssl3"))
        }
        return .success(Libcrypto(functions: functions))
    }

    /// SHA-256 (FIPS 180-4) of `bytes`, by `EVP_Digest`.
    public func sha256(_ bytes: [UInt8]) throws(CryptoUnavailable) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: SHA256.digestBytes)
        var length: UInt32 = 0
        let done = bytes.withUnsafeBytes { input in
            functions.digest(input.baseAddress, input.count, &digest, &length, functions.sha256(), nil)
        }
        guard done == 1, length == SHA256.digestBytes else { throw CryptoUnavailable(description: "libcrypto's EVP_Digest failed") }
        return digest
    }

    /// HMAC-SHA256 (RFC 2104) of `message` under `key`, by libcrypto's one-shot `HMAC`.
    public func hmacSHA256(key: [UInt8], message: [UInt8]) throws(CryptoUnavailable) -> [UInt8] {
        var code = [UInt8](repeating: 0, count: SHA256.digestBytes)
        var length: UInt32 = 0
        let done = Self.nonEmpty(key).withUnsafeBytes { keyBytes in
            Self.nonEmpty(message).withUnsafeBufferPointer { messageBytes in
                functions.hmac(functions.sha256(), keyBytes.baseAddress, Int32(key.count),
                               messageBytes.baseAddress, message.count, &code, &length)
            }
        }
        guard done != nil, length == SHA256.digestBytes else { throw CryptoUnavailable(description: "libcrypto's HMAC failed") }
        return code
    }

    /// PBKDF2 with HMAC-SHA256 (RFC 8018 §5.2), by `PKCS5_PBKDF2_HMAC`.
    public func pbkdf2SHA256(password: [UInt8], salt: [UInt8], rounds: Int, count: Int) throws(CryptoUnavailable) -> [UInt8] {
        var derived = [UInt8](repeating: 0, count: count)
        let done = Self.nonEmpty(password).withUnsafeBytes { passwordBytes in
            Self.nonEmpty(salt).withUnsafeBufferPointer { saltBytes in
                functions.pbkdf2_hmac(passwordBytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(password.count),
                                      saltBytes.baseAddress, Int32(salt.count), Int32(rounds),
                                      functions.sha256(), Int32(count), &derived)
            }
        }
        guard done == 1 else { throw CryptoUnavailable(description: "libcrypto's PKCS5_PBKDF2_HMAC failed") }
        return derived
    }

    /// `bytes`, or one zero byte in place of none: libcrypto wants a pointer even for an
    /// empty key, message or salt, and an empty array may have none (the length passed stays 0).
    private static func nonEmpty(_ bytes: [UInt8]) -> [UInt8] { bytes.isEmpty ? [0] : bytes }

    /// Whether the two byte strings are equal, by `CRYPTO_memcmp`: only their lengths show in the time taken.
    public func constantTimeEqual(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        guard left.count == right.count else { return false }
        guard !left.isEmpty else { return true }
        return left.withUnsafeBytes { a in right.withUnsafeBytes { b in functions.memcmp(a.baseAddress, b.baseAddress, a.count) == 0 } }
    }
}
