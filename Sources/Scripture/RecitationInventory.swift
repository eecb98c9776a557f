import FoundationEssentials

/// What a reciter's folder holds, in the EveryAyah layout (`SSSAAA.mp3`, one file
/// per ayah, 001001.mp3 for 1:1): which ayahs have a recording and which do not.
public struct RecitationInventory: Sendable, Equatable {
    public let reciter: String
    /// The ayahs with a recording.
    public let present: Set<AyahReference>
    /// Files whose names are not an ayah of the Quran (`readme.txt`, `115001.mp3`).
    public let ignored: [String]
    /// The ayah counts of the 114 surahs.
    public let ayahCounts: [Int]

    /// Reads file names against the surahs' ayah counts.
    public init(reciter: String, files: [String], ayahCounts: [Int]) {
        self.reciter = reciter
        self.ayahCounts = ayahCounts
        var present = Set<AyahReference>()
        var ignored: [String] = []
        for file in files {
            if let reference = Self.reference(ofFile: file, ayahCounts: ayahCounts) { present.insert(reference) } else { ignored.append(file) }
        }
        self.present = present
        self.ignored = ignored.sorted()
    }

    /// `002255.mp3` → 2:255, when that ayah exists.
    public static func reference(ofFile name: String, ayahCounts: [Int]) -> AyahReference? {
        guard name.count == 10, name.lowercased().hasSuffix(".mp3"), let surah = Int(name.prefix(3)),
              let ayah = Int(name.dropFirst(3).prefix(3)), (1...ayahCounts.count).contains(surah),
              (1...ayahCounts[surah - 1]).contains(ayah) else { return nil }
        return AyahReference(surah: surah, ayah: ayah)
    }

    public var total: Int { ayahCounts.reduce(0, +) }

    /// The missing ayahs of each surah that lacks any, by surah number.
    public var missingBySurah: [(surah: Int, missing: [Int])] {
        ayahCounts.enumerated().compactMap { index, count in
            let missing = (1...count).filter { !present.contains(AyahReference(surah: index + 1, ayah: $0)) }
            return missing.isEmpty ? nil : (index + 1, missing)
        }
    }

    /// "Alafasy_128kbps: 6,236 of 6,236 ayahs (complete)", or what is missing, a
    /// line per incomplete surah (at most `limit` lines).
    public func summary(limit: Int = 8) -> [String] {
        let completeSurahs = ayahCounts.count - missingBySurah.count
        var lines = ["\(reciter): \(present.count) of \(total) ayahs" + (present.count == total ? " (complete)" : ", \(completeSurahs) of 114 surahs complete")]
        let incomplete = missingBySurah.filter { $0.missing.count < ayahCounts[$0.surah - 1] }
        for (surah, missing) in incomplete.prefix(limit) {
            let shown = missing.prefix(5).map { "\(surah):\($0)" }.joined(separator: ", ")
            lines.append("  surah \(surah): \(missing.count) of \(ayahCounts[surah - 1]) missing (\(shown)\(missing.count > 5 ? ", …" : ""))")
        }
        if incomplete.count > limit { lines.append("  and \(incomplete.count - limit) more surahs with missing ayahs") }
        let empty = missingBySurah.count - incomplete.count
        if empty > 0 && present.count > 0 { lines.append("  \(empty) surahs have no recording at all") }
        return lines
    }
}
