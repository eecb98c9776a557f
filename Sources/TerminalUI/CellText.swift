import Synchronization

/// The character of one terminal cell, held in the cell itself: its UTF-8 bytes,
/// up to 16, in two words (zero bytes after the end; text never holds NUL, which
/// `CellGrid.put` drops with every control character). Copying, comparing and
/// diffing cells is then plain memory traffic, with no reference counting, where a
/// `Character` is a string. The longest cluster of the Quran text is 10 bytes (a
/// letter with four marks); a cluster longer than 16 bytes (an emoji sequence in an
/// announcement) is kept whole in `LongClusters` and the cell holds its number.
struct CellText: Sendable, Hashable, BitwiseCopyable {
    private var low: UInt64
    private var high: UInt64

    /// The `high` word of a cell whose cluster is in `LongClusters` (0xFF is never a byte of UTF-8).
    private static let longMarker: UInt64 = .max

    init(_ character: Character) {
        let utf8 = character.utf8
        guard utf8.count <= 16 else {
            low = UInt64(LongClusters.number(of: character))
            high = Self.longMarker
            return
        }
        var low: UInt64 = 0, high: UInt64 = 0
        for (index, byte) in utf8.enumerated() {
            if index < 8 { low |= UInt64(byte) << (8 * UInt64(index)) } else { high |= UInt64(byte) << (8 * UInt64(index - 8)) }
        }
        self.low = low
        self.high = high
    }

    var character: Character {
        if high == Self.longMarker { return LongClusters.cluster(numbered: Int(low)) }
        var bytes: [UInt8] = []
        appendUTF8(to: &bytes)
        return Character(String(decoding: bytes, as: UTF8.self))
    }

    /// Appends the character's UTF-8 bytes.
    func appendUTF8(to bytes: inout [UInt8]) {
        if high == Self.longMarker {
            bytes += LongClusters.cluster(numbered: Int(low)).utf8
            return
        }
        Self.appendBytes(of: low, to: &bytes)
        if low >> 56 != 0 { Self.appendBytes(of: high, to: &bytes) }
    }

    /// Appends a word's bytes from the lowest up to the first zero byte.
    @inline(__always)
    private static func appendBytes(of word: UInt64, to bytes: inout [UInt8]) {
        var rest = word
        while rest != 0 {
            bytes.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
    }
}

/// Clusters too long for a cell, each kept once for the life of the process and
/// known by its number (a screen shows few, and the same ones again).
enum LongClusters {
    private struct Table {
        var clusters: [Character] = []
        var numbers: [Character: Int] = [:]
    }

    private static let table = Mutex(Table())

    static func number(of cluster: Character) -> Int {
        table.withLock { table in
            if let number = table.numbers[cluster] { return number }
            table.clusters.append(cluster)
            table.numbers[cluster] = table.clusters.count - 1
            return table.clusters.count - 1
        }
    }

    static func cluster(numbered number: Int) -> Character {
        table.withLock { $0.clusters[number] }
    }
}
