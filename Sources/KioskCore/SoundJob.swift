import FoundationEssentials
import PrayerCalc

/// What a sound is, as the sound line names it.
public enum SoundLabel: Sendable, Equatable {
    case adhan(Prayer)
    /// The dua recording that follows an adhan.
    case dua(Prayer)
    case reminder(Prayer)
    case iqamaTone(Prayer)
    case sunriseWarning
    /// The adhan test from the keyboard.
    case testAdhan
    /// The bismillah recited before the first ayah of a surah.
    case bismillah(surah: Int)
    case ayah(surah: Int, ayah: Int)
    /// A text read aloud, named by its reference (a hadith).
    case speech(String)
}

/// One file of a job, with what it is.
public struct SoundItem: Sendable, Equatable {
    public let label: SoundLabel
    public let request: SoundRequest

    public init(_ label: SoundLabel, _ request: SoundRequest) {
        self.label = label
        self.request = request
    }
}

/// Who asked for a job, which decides what it may interrupt.
public enum SoundJobKind: Sendable, Equatable {
    /// A prayer's adhan (with its dua): its outcome goes to the played log.
    case adhan(PrayerKey)
    /// A short sound of the schedule: reminder chime, iqama tone, sunrise warning.
    case tone
    /// The adhan test from the keyboard.
    case test
    /// Quran recitation, resumed from the ayah it reached when something interrupts it.
    case recitation
    /// A text read aloud; dropped when something interrupts it.
    case speech

    /// Adhans, tones and the adhan test come before what a reader asked for.
    public var isScheduled: Bool {
        switch self {
        case .adhan, .tone, .test: true
        case .recitation, .speech: false
        }
    }

    /// Whether this is an adhan or the adhan test, which nothing but the user interrupts.
    var isAdhan: Bool {
        switch self {
        case .adhan, .test: true
        default: false
        }
    }
}

/// A queue of sounds for the engine: played in order, at one speed.
public struct SoundJob: Sendable, Equatable {
    public let kind: SoundJobKind
    public let items: [SoundItem]
    public let speed: Double

    public init(kind: SoundJobKind, items: [SoundItem], speed: Double = 1) {
        self.kind = kind
        self.items = items
        self.speed = speed
    }

    /// The same job from item `index` on, at `speed` (a recitation resumed, or sped up).
    public func resumed(at index: Int, speed: Double? = nil) -> SoundJob {
        SoundJob(kind: kind, items: Array(items[min(max(0, index), items.count)...]), speed: speed ?? self.speed)
    }

    /// What the log calls it: "the Asr adhan", "recitation from 2:255".
    var name: String {
        switch kind {
        case .adhan(let key): return "the \(key.prayer.englishName) adhan of \(key.date)"
        case .test: return "the adhan test"
        case .recitation, .speech, .tone:
            return items.first.map { SoundJob.describe($0.label) } ?? "an empty queue"
        }
    }

    static func describe(_ label: SoundLabel) -> String {
        switch label {
        case .adhan(let prayer): "the \(prayer.englishName) adhan"
        case .dua(let prayer): "the dua after the \(prayer.englishName) adhan"
        case .reminder(let prayer): "the \(prayer.englishName) reminder"
        case .iqamaTone(let prayer): "the \(prayer.englishName) iqama tone"
        case .sunriseWarning: "the sunrise warning"
        case .testAdhan: "the adhan test"
        case .bismillah(let surah): "recitation from the bismillah of surah \(surah)"
        case .ayah(let surah, let ayah): "recitation from \(surah):\(ayah)"
        case .speech(let reference): "\(reference) read aloud"
        }
    }
}
