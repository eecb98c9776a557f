import CCrypt
import Foundation

/// Passwords kept as yescrypt hashes made by the system's libcrypt (libxcrypt), the
/// method Debian uses for /etc/shadow: `crypt_gensalt_rn("$y$", …)` makes a
/// setting with a random salt from the kernel, `crypt_r` derives the hash, and the
/// stored text (`$y$j9T$…$…`) carries the method, cost and salt, so a later
/// default cost still reads older hashes. OWASP's Password Storage Cheat Sheet
/// names yescrypt's family (memory-hard, salted) among the recommended choices.
public enum PasswordHash {
    /// The shortest password accepted for the admin page.
    public static let minimumLength = 10
    /// The longest one (a bound on the work one login costs).
    public static let maximumLength = 256

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case tooShort
        case tooLong
        case nul
        case library(String)

        public var description: String {
            switch self {
            case .tooShort: "a password has at least \(PasswordHash.minimumLength) characters"
            case .tooLong: "a password has at most \(PasswordHash.maximumLength) characters"
            case .nul: "a password cannot hold a NUL character"
            case .library(let reason): "the system's libcrypt could not hash the password (\(reason))"
            }
        }
    }

    /// Why a new password is refused, or nil when it may be used.
    public static func problem(with password: String) -> Failure? {
        if password.count < minimumLength { return .tooShort }
        if password.count > maximumLength { return .tooLong }
        if password.utf8.contains(0) { return .nul }
        return nil
    }

    /// The stored form of a new password, with a fresh salt.
    public static func make(_ password: String) throws(Failure) -> String {
        if let problem = problem(with: password) { throw problem }
        var setting = [CChar](repeating: 0, count: Int(CRYPT_GENSALT_OUTPUT_SIZE))
        guard crypt_gensalt_rn("$y$", 0, nil, 0, &setting, Int32(setting.count)) != nil else {
            throw .library(String(cString: strerror(errno)))
        }
        let text = String(decoding: setting.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let hashed = derive(password, setting: text) else { throw .library("crypt_r failed") }
        return hashed
    }

    /// Whether `password` is the one `stored` was made from. The comparison takes
    /// the same time wherever the texts differ.
    public static func verify(_ password: String, stored: String) -> Bool {
        guard stored.hasPrefix("$y$"), !password.utf8.contains(0), password.count <= maximumLength,
              let hashed = derive(password, setting: stored) else { return false }
        return sameText(hashed, stored)
    }

    /// Whether two texts are equal, in the same time wherever they differ (for hashes and tokens).
    public static func sameText(_ left: String, _ right: String) -> Bool {
        let left = Array(left.utf8), right = Array(right.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// `crypt_r` with its working memory on the heap (`struct crypt_data` is 32 KB);
    /// nil when libcrypt refuses the setting (its failure tokens start with `*`).
    private static func derive(_ password: String, setting: String) -> String? {
        let data = UnsafeMutablePointer<crypt_data>.allocate(capacity: 1)
        defer { data.deallocate() }
        memset(data, 0, MemoryLayout<crypt_data>.size)
        guard let result = crypt_r(password, setting, data) else { return nil }
        let text = String(cString: result)
        memset(data, 0, MemoryLayout<crypt_data>.size)
        return text.hasPrefix("*") ? nil : text
    }
}
