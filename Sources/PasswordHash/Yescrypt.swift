import CCrypt
import FoundationEssentials
import Glibc
import SystemCrypto

/// Secrets kept as yescrypt hashes made by the system's libcrypt (libxcrypt), the
/// method Debian uses for /etc/shadow: `crypt_gensalt_rn("$y$", …)` makes a
/// setting with a random salt from the kernel, `crypt_r` derives the hash, and the
/// stored text (`$y$j9T$…$…`) carries the method, cost and salt, so a later
/// default cost still reads older hashes. OWASP's Password Storage Cheat Sheet
/// names yescrypt's family (memory-hard, salted) among the recommended choices.
/// The admin page's passwords and the settings screen's PIN are both kept this way.
public enum Yescrypt {
    /// libcrypt refused to hash: why.
    public struct Failure: Error, CustomStringConvertible {
        public let reason: String
        public var description: String { "the system's libcrypt could not hash the secret (\(reason))" }
    }

    /// The characters of crypt's base-64 alphabet, which settings and hashes are written in.
    private static let alphabet = Set("./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")

    /// The stored form of `secret`, with a fresh salt and libcrypt's default cost.
    public static func hash(_ secret: String) throws(Failure) -> String {
        guard !secret.utf8.contains(0) else { throw Failure(reason: "a NUL character") }
        var setting = [CChar](repeating: 0, count: Int(CRYPT_GENSALT_OUTPUT_SIZE))
        guard crypt_gensalt_rn("$y$", 0, nil, 0, &setting, Int32(setting.count)) != nil else {
            throw Failure(reason: String(cString: strerror(errno)))
        }
        let text = String(decoding: setting.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let hashed = derive(secret, setting: text) else { throw Failure(reason: "crypt_r failed") }
        return hashed
    }

    /// Whether `secret` is the one `stored` was made from, compared in the same time wherever
    /// they differ (by the system's libcrypto: throws when it cannot be loaded).
    public static func verify(_ secret: String, stored: String) throws(CryptoUnavailable) -> Bool {
        guard isStoredForm(stored), !secret.utf8.contains(0), let hashed = derive(secret, setting: stored) else { return false }
        return try ConstantTime.equal(Array(hashed.utf8), Array(stored.utf8))
    }

    /// Whether `text` has the shape of a yescrypt hash: `$y$PARAMS$SALT$HASH`, each part in crypt's alphabet.
    public static func isStoredForm(_ text: String) -> Bool {
        let parts = text.split(separator: "$", omittingEmptySubsequences: false)
        return parts.count == 5 && parts[0].isEmpty && parts[1] == "y"
            && parts.dropFirst(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(alphabet.contains) }
    }

    /// `crypt_r` with its working memory on the heap (`struct crypt_data` is 32 KB);
    /// nil when libcrypt refuses the setting (its failure tokens start with `*`).
    private static func derive(_ secret: String, setting: String) -> String? {
        let data = UnsafeMutablePointer<crypt_data>.allocate(capacity: 1)
        defer { data.deallocate() }
        memset(data, 0, MemoryLayout<crypt_data>.size)
        guard let result = crypt_r(secret, setting, data) else { return nil }
        let text = String(cString: result)
        memset(data, 0, MemoryLayout<crypt_data>.size)
        return text.hasPrefix("*") ? nil : text
    }
}
