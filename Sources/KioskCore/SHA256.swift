/// SHA-256 (FIPS 180-4, section 6.2), for the settings PIN's hash. Foundation on
/// Linux has no digest API and the PIN needs no more than this.
public enum SHA256 {
    /// First 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4, 4.2.2).
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The digest of `bytes` as 64 lower-case hex digits.
    public static func hex(_ bytes: [UInt8]) -> String {
        digest(bytes).map { word in
            let text = String(word, radix: 16)
            return String(repeating: "0", count: 8 - text.count) + text
        }.joined()
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { (value >> count) | (value << (32 - count)) }

    private static func digest(_ bytes: [UInt8]) -> [UInt32] {
        // Initial hash value: square roots of the first 8 primes (FIPS 180-4, 5.3.3).
        var hash: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        // Padding (5.1.1): a 1 bit, zeros, then the length in bits as 64 bits big-endian.
        var message = bytes + [0x80]
        while message.count % 64 != 56 { message.append(0) }
        let bits = UInt64(bytes.count) * 8
        message += (0..<8).reversed().map { UInt8(truncatingIfNeeded: bits >> (UInt64($0) * 8)) }
        for start in stride(from: 0, to: message.count, by: 64) {
            var w = [UInt32](repeating: 0, count: 64)
            for t in 0..<16 {
                let i = start + t * 4
                w[t] = UInt32(message[i]) << 24 | UInt32(message[i + 1]) << 16 | UInt32(message[i + 2]) << 8 | UInt32(message[i + 3])
            }
            for t in 16..<64 {
                let s0 = rotate(w[t - 15], 7) ^ rotate(w[t - 15], 18) ^ (w[t - 15] >> 3)
                let s1 = rotate(w[t - 2], 17) ^ rotate(w[t - 2], 19) ^ (w[t - 2] >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = (hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7])
            for t in 0..<64 {
                let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                let choose = (e & f) ^ (~e & g)
                let temp1 = h &+ sum1 &+ choose &+ k[t] &+ w[t]
                let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let temp2 = sum0 &+ majority
                (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
            }
            for (index, value) in [a, b, c, d, e, f, g, h].enumerated() { hash[index] = hash[index] &+ value }
        }
        return hash
    }
}

/// The settings screen's PIN, stored only as `sha256:SALT:HEX`, the digest of SALT + PIN.
public enum SettingsPIN {
    /// PINs are 4 to 8 digits.
    public static func isValid(_ pin: String) -> Bool {
        (4...8).contains(pin.count) && pin.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The stored form of a PIN, with a random salt.
    public static func hash(_ pin: String, salt: String = randomSalt()) -> String {
        "sha256:\(salt):\(SHA256.hex(Array((salt + pin).utf8)))"
    }

    public static func matches(_ pin: String, stored: String) -> Bool {
        let parts = stored.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "sha256" else { return false }
        return hash(pin, salt: String(parts[1])) == stored
    }

    /// Whether text has the stored form (for the configuration's validation).
    public static func isStoredForm(_ text: String) -> Bool {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        return parts.count == 3 && parts[0] == "sha256" && !parts[1].isEmpty && parts[2].count == 64
            && parts[2].allSatisfy(\.isHexDigit)
    }

    public static func randomSalt() -> String {
        // invariant: a non-empty literal
        String((0..<16).map { _ in "0123456789abcdef".randomElement()! })
    }
}
