import Foundation

/// A seeded, structure-aware mutator: starting from a valid input, it applies a
/// few edits chosen from byte-level ones (flip, set, delete, duplicate, truncate)
/// and format-level ones (insert a token of the format, replace a number with an
/// edge value, add a control character, a byte-order mark, a CRLF, a very long run).
struct Mutator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// Values that have broken parsers before: edges, overflows, odd forms of numbers.
    static let edgeNumbers = ["0", "-1", "-0", "1e309", "-1e309", "9223372036854775808", "4294967296", "65536", "2147483648",
                              "NaN", "0x10", "1.5", "00", "999999", "1e-400", "23:60", "24:00", "2026-02-30", "0000-00-00"]
    static let oddBytes: [[UInt8]] = [[0x00], [0x1B, 0x5B, 0x32, 0x4A], [0x9B], [0xEF, 0xBB, 0xBF], [0x0D, 0x0A], [0x0D], [0xFF, 0xFE],
                                      [0xC3], [0xE2, 0x80, 0xAE], [0xF0, 0x9F, 0x98, 0x80], [0x7F], [0x22], [0x5C]]

    /// One mutated copy of `input`, with tokens of its format in `dictionary`.
    mutating func mutate(_ input: [UInt8], dictionary: [String]) -> [UInt8] {
        var data = input
        for _ in 0..<int(1...4) {
            let position = data.isEmpty ? 0 : int(0...data.count)
            switch int(0...11) {
            case 0 where !data.isEmpty:
                let index = int(0...(data.count - 1))
                data[index] ^= UInt8(1 << int(0...7))
            case 1 where !data.isEmpty:
                data[int(0...(data.count - 1))] = UInt8(truncatingIfNeeded: next())
            case 2:
                data.insert(contentsOf: Array(pick(dictionary).utf8), at: position)
            case 3 where !data.isEmpty:
                let end = min(data.count, position + int(1...64))
                if position < end { data.removeSubrange(position..<end) }
            case 4 where !data.isEmpty:
                let start = int(0...(data.count - 1))
                let slice = Array(data[start..<min(data.count, start + int(1...128))])
                data.insert(contentsOf: slice, at: position)
            case 5:
                data = Array(data.prefix(position))
            case 6:
                data.insert(contentsOf: pick(Self.oddBytes), at: position)
            case 7:
                data = Self.replaceNumber(in: data, with: pick(Self.edgeNumbers), choosing: &self)
            case 8:
                data.insert(contentsOf: [UInt8](repeating: pick(Array("a9\"[{,:-".utf8)), count: int(1...20_000)), at: position)
            case 9 where data.count > 4:
                // Swap two ranges: structure out of order.
                let a = int(0...(data.count / 2 - 1)), b = int((data.count / 2)...(data.count - 1))
                data.swapAt(a, b)
            case 10:
                data.insert(contentsOf: Array(pick(dictionary).utf8) + Array(pick(dictionary).utf8), at: position)
            default:
                data.append(contentsOf: Array(pick(dictionary).utf8))
            }
        }
        return data
    }

    /// Replaces one run of ASCII digits with `replacement`.
    static func replaceNumber(in data: [UInt8], with replacement: String, choosing mutator: inout Mutator) -> [UInt8] {
        let digits = data.indices.filter { (0x30...0x39).contains(data[$0]) }
        guard !digits.isEmpty else { return data }
        var start = mutator.pick(digits)
        var end = start
        while start > 0, (0x30...0x39).contains(data[start - 1]) { start -= 1 }
        while end < data.count, (0x30...0x39).contains(data[end]) { end += 1 }
        var copy = data
        copy.replaceSubrange(start..<end, with: Array(replacement.utf8))
        return copy
    }
}

/// Stops the test process, naming the input, when one case runs longer than `limit`
/// seconds: a hang would otherwise stop the test run without saying where.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var started: (Date, String)?
    private let limit: TimeInterval

    init(limit: TimeInterval) {
        self.limit = limit
        let thread = Thread { [weak self] in
            while let self {
                Thread.sleep(forTimeInterval: 1)
                if let (start, name) = self.lock.withLock({ self.started }), Date().timeIntervalSince(start) > limit {
                    FileHandle.standardError.write(Data("fuzz: \(name) ran longer than \(limit) s: a hang\n".utf8))
                    exit(70)
                }
            }
        }
        thread.start()
    }

    func run<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        lock.withLock { started = (Date(), name) }
        defer { lock.withLock { started = nil } }
        return try body()
    }
}
