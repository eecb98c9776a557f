import SystemCrypto

/// The admin page's passwords: the rules a new one follows, kept as yescrypt hashes
/// (`Yescrypt`, the system's libcrypt).
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
        do {
            return try Yescrypt.hash(password)
        } catch {
            throw .library(error.reason)
        }
    }

    /// Whether `password` is the one `stored` was made from. The comparison takes
    /// the same time wherever the texts differ. False when the system's libcrypto cannot
    /// be loaded (`mawqut-admin` refuses to start without it: `requireLibrary`).
    public static func verify(_ password: String, stored: String) -> Bool {
        password.count <= maximumLength && (try? Yescrypt.verify(password, stored: stored)) == true
    }

    /// Whether two texts are equal, in the same time wherever they differ (for hashes and
    /// tokens); false when the system's libcrypto cannot be loaded.
    public static func sameText(_ left: String, _ right: String) -> Bool {
        (try? ConstantTime.equal(Array(left.utf8), Array(right.utf8))) == true
    }

    /// Throws, saying what to install, when the system's libcrypto, which compares passwords
    /// and tokens, cannot be loaded: checked when the admin page starts, so that no login is
    /// refused for a reason the person typing cannot see.
    public static func requireLibrary() throws(CryptoUnavailable) {
        _ = try Libcrypto.loaded()
    }
}
