/// SHA-256 as FIPS 180-4 §6.2 defines it (constants §4.2.2, initial value §5.3.3,
/// padding §5.1.1). Written here so that the clock and the one-shot tool need no
/// cryptography library: the mosque's displays sign their MQTT messages with
/// HMAC-SHA256 over it, and PINs stored by earlier versions are checked with it.
public struct SHA256: Sendable {
    /// Bytes in a digest.
    public static let digestBytes = 32
    /// Bytes in a block.
    public static let blockBytes = 64

    /// The round constants K (FIPS 180-4 §4.2.2).
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

    private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    public init() {}

    /// The digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// Adds `bytes` to the message.
    public mutating func update(_ bytes: [UInt8]) {
        length &+= UInt64(bytes.count)
        var start = 0
        if !pending.isEmpty {
            let taken = min(Self.blockBytes - pending.count, bytes.count)
            pending += bytes[0..<taken]
            start = taken
            guard pending.count == Self.blockBytes else { return }
            compress(pending[...])
            pending.removeAll(keepingCapacity: true)
        }
        while bytes.count - start >= Self.blockBytes {
            compress(bytes[start..<start + Self.blockBytes])
            start += Self.blockBytes
        }
        pending += bytes[start...]
    }

    /// The digest of the message so far: a 1 bit, zeros to 56 bytes mod 64, and the
    /// message's length in bits as a big-endian 64-bit number (§5.1.1).
    public mutating func finalize() -> [UInt8] {
        let bits = length &* 8
        var tail = pending + [0x80]
        while tail.count % Self.blockBytes != 56 { tail.append(0) }
        tail += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * $0)) }
        for start in stride(from: 0, to: tail.count, by: Self.blockBytes) { compress(tail[start..<start + Self.blockBytes]) }
        pending.removeAll()
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } }
    }

    /// One block through the compression function (§6.2.2): the message schedule W,
    /// then 64 rounds of Σ0, Σ1, Ch and Maj over the working variables.
    private mutating func compress(_ block: ArraySlice<UInt8>) {
        var w = [UInt32](repeating: 0, count: 64)
        var index = block.startIndex
        for t in 0..<16 {
            w[t] = UInt32(block[index]) << 24 | UInt32(block[index + 1]) << 16 | UInt32(block[index + 2]) << 8 | UInt32(block[index + 3])
            index += 4
        }
        for t in 16..<64 {
            let s0 = rotate(w[t - 15], 7) ^ rotate(w[t - 15], 18) ^ (w[t - 15] >> 3)
            let s1 = rotate(w[t - 2], 17) ^ rotate(w[t - 2], 19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var a = state[0], b = state[1], c = state[2], d = state[3], e = state[4], f = state[5], g = state[6], h = state[7]
        for t in 0..<64 {
            let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choose = (e & f) ^ (~e & g)
            let first = h &+ sum1 &+ choose &+ Self.k[t] &+ w[t]
            let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let second = sum0 &+ majority
            h = g; g = f; f = e; e = d &+ first
            d = c; c = b; b = a; a = first &+ second
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
        state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }

    /// ROTR^n (§3.2).
    @inline(__always) private func rotate(_ word: UInt32, _ count: UInt32) -> UInt32 {
        (word >> count) | (word << (32 - count))
    }
}
