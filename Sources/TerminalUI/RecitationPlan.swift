import FoundationEssentials
import Messages
import Scripture

/// How the reader recites: for listening (each ayah once to the end of the surah)
/// or for memorising (each ayah several times, a range several times, with a
/// pause between repetitions), and with which reciter.
public struct RecitationPlan: Sendable, Equatable {
    /// Where a recitation started from an ayah stops.
    public enum StopAfter: String, Sendable, CaseIterable {
        case surah, page, juz
    }

    /// How many times each ayah is recited before the next.
    public var repeatEach = 1
    /// How many times a marked range is recited.
    public var rangeRepeats = 1
    /// Seconds of silence between repetitions (of an ayah, or of the range).
    public var gapSeconds = 0
    public var stopAfter = StopAfter.surah

    public init(repeatEach: Int = 1, rangeRepeats: Int = 1, gapSeconds: Int = 0, stopAfter: StopAfter = .surah) {
        self.repeatEach = repeatEach
        self.rangeRepeats = rangeRepeats
        self.gapSeconds = gapSeconds
        self.stopAfter = stopAfter
    }

    /// The choices the keys step through.
    public static let repeatChoices = [1, 3, 5, 7, 10]
    public static let gapChoices = [0, 2, 5]

    /// "each ayah ×3 · range ×5 · 2 s between · to the end of the page", in `words`' language.
    public func summary(_ words: Words) -> String {
        var parts: [String] = []
        if repeatEach > 1 { parts.append(words.tr("each ayah ×%s", String(repeatEach))) }
        if rangeRepeats > 1 { parts.append(words.tr("range ×%s", String(rangeRepeats))) }
        // TRANSLATORS: seconds of silence between repetitions of a recitation.
        if gapSeconds > 0 { parts.append(words.tr("%s s between", String(gapSeconds))) }
        let stop = switch stopAfter {
        case .surah: words.tr("to the end of the surah")
        case .page: words.tr("to the end of the page")
        case .juz: words.tr("to the end of the juz")
        }
        parts.append(stop)
        return parts.joined(separator: " · ")
    }

    /// Stored as "3,5,2,page", read back leniently (defaults for anything unreadable).
    public var stored: String { "\(repeatEach),\(rangeRepeats),\(gapSeconds),\(stopAfter.rawValue)" }

    public init(stored: String) {
        let parts = stored.split(separator: ",").map(String.init)
        func number(_ index: Int, in choices: [Int], default fallback: Int) -> Int {
            parts.indices.contains(index) ? Int(parts[index]).flatMap { choices.contains($0) ? $0 : nil } ?? fallback : fallback
        }
        self.init(repeatEach: number(0, in: Self.repeatChoices, default: 1), rangeRepeats: number(1, in: Self.repeatChoices, default: 1),
                  gapSeconds: number(2, in: Self.gapChoices, default: 0),
                  stopAfter: parts.count > 3 ? StopAfter(rawValue: parts[3]) ?? .surah : .surah)
    }

    /// The next value after `value` among `choices`, round.
    static func next(after value: Int, in choices: [Int]) -> Int {
        choices[((choices.firstIndex(of: value) ?? 0) + 1) % choices.count]
    }
}

/// The ayahs of one recitation, in the order they sound, with silences.
public enum RecitationOrder {
    /// One step of a recitation.
    public enum Step: Sendable, Equatable {
        case bismillah(surah: Int)
        case ayah(AyahReference)
        case silence(seconds: Int)
    }

    /// The steps for `ayahs` (already cut at the plan's stop, or a marked range):
    /// each ayah `repeatEach` times, the whole `rangeRepeats` times (for a range),
    /// silences between repetitions, and the bismillah before the first ayah of a
    /// surah that has it as a heading (not repeated with the ayah).
    public static func steps(_ ayahs: [AyahReference], plan: RecitationPlan, isRange: Bool,
                             hasBismillah: (Int) -> Bool) -> [Step] {
        var steps: [Step] = []
        let rounds = isRange ? plan.rangeRepeats : 1
        for round in 0..<rounds {
            if round > 0 && plan.gapSeconds > 0 { steps.append(.silence(seconds: plan.gapSeconds)) }
            for reference in ayahs {
                if reference.ayah == 1 && hasBismillah(reference.surah) { steps.append(.bismillah(surah: reference.surah)) }
                for time in 0..<plan.repeatEach {
                    if time > 0 && plan.gapSeconds > 0 { steps.append(.silence(seconds: plan.gapSeconds)) }
                    steps.append(.ayah(reference))
                }
            }
        }
        return steps
    }
}
