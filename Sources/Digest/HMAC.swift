/// HMAC-SHA256 (RFC 2104 §2, with SHA-256 as H): H((K ⊕ opad) ‖ H((K ⊕ ipad) ‖ text)),
/// a key longer than a block first hashed, a shorter one padded with zeros. The
/// hashers already fed with the padded keys are kept, so each message costs only
/// its own blocks (what PBKDF2's many rounds need).
public struct HMACSHA256: Sendable {
    private let inner: SHA256
    private let outer: SHA256

    public init(key: [UInt8]) {
        var block = key.count > SHA256.blockBytes ? SHA256.hash(key) : key
        block += [UInt8](repeating: 0, count: SHA256.blockBytes - block.count)
        var inner = SHA256(), outer = SHA256()
        inner.update(block.map { $0 ^ 0x36 })
        outer.update(block.map { $0 ^ 0x5c })
        self.inner = inner
        self.outer = outer
    }

    /// The authentication code of `message`.
    public func code(for message: [UInt8]) -> [UInt8] {
        var inner = self.inner, outer = self.outer
        inner.update(message)
        outer.update(inner.finalize())
        return outer.finalize()
    }

    /// Whether `code` is `message`'s code under this key, in the same time wherever they differ.
    public func isValid(_ code: [UInt8], for message: [UInt8]) -> Bool {
        ConstantTime.equal(code, self.code(for: message))
    }
}

/// PBKDF2 with HMAC-SHA256 as its pseudorandom function (RFC 8018 §5.2): block i is
/// U1 ⊕ … ⊕ Uc with U1 = PRF(P, S ‖ INT(i)) and Uj = PRF(P, Uj-1).
public enum PBKDF2SHA256 {
    /// `count` bytes derived from `password` and `salt` over `rounds` iterations.
    public static func derive(password: [UInt8], salt: [UInt8], rounds: Int, count: Int) -> [UInt8] {
        let prf = HMACSHA256(key: password)
        var derived: [UInt8] = []
        var blockIndex: UInt32 = 1
        while derived.count < count {
            var u = prf.code(for: salt + (0..<4).map { UInt8(truncatingIfNeeded: blockIndex >> (24 - 8 * $0)) })
            var block = u
            for _ in 1..<max(rounds, 1) {
                u = prf.code(for: u)
                for index in block.indices { block[index] ^= u[index] }
            }
            derived += block
            blockIndex += 1
        }
        return Array(derived.prefix(count))
    }
}

/// Comparisons whose time does not depend on where the inputs differ (for codes, hashes and tokens).
public enum ConstantTime {
    /// Whether the two byte strings are equal; only their lengths show in the time taken.
    public static func equal(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
