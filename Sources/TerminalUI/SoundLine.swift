import ArabicText
import FoundationEssentials
import KioskCore

/// What the sound line shows on every screen: what is playing (as the audio
/// engine reported it) with the key that stops it and what follows it, or that
/// adhans are muted, or the last audio problem.
public struct SoundLine: Sendable, Equatable {
    public var playing: SoundLabel?
    public var muted: Bool
    /// A sound waiting for the one playing ("recitation from 2:5 follows").
    public var waiting: String?
    /// The last audio failure, until a sound plays.
    public var problem: String?

    public init(playing: SoundLabel? = nil, muted: Bool = false, waiting: String? = nil, problem: String? = nil) {
        self.playing = playing
        self.muted = muted
        self.waiting = waiting
        self.problem = problem
    }

    /// The line's text and style, or nil when there is nothing to say; in Arabic,
    /// shaped with `arabic`, when that is given (the labels are Arabic).
    public func text(arabic mode: ArabicDisplayMode? = nil) -> (String, Style)? {
        guard let mode else { return englishText }
        let stop = " — اضغط \(KioskKey.stopKeyName) للإيقاف"
        if let playing {
            return (TextLayout.display("♪ " + Self.arabicName(playing) + stop + (waiting.map { " · " + $0 } ?? ""), mode: mode),
                    Style(.accent, bold: true))
        }
        if let problem { return (TextLayout.display("⚠ الصوت: " + problem, mode: mode), Style(.warning, bold: true)) }
        if muted { return (TextLayout.display("الأذان مكتوم (m على الساعة لإلغاء الكتم)", mode: mode), Style(.warning)) }
        return nil
    }

    private var englishText: (String, Style)? {
        let stop = " — press \(KioskKey.stopKeyName) to stop"
        if let playing {
            return ("♪ " + Self.name(playing) + stop + (waiting.map { " · " + $0 } ?? ""), Style(.accent, bold: true))
        }
        if let problem { return ("⚠ audio: " + problem, Style(.warning, bold: true)) }
        if muted { return ("Adhans muted (m on the clock to unmute)", Style(.warning)) }
        return nil
    }

    static func name(_ label: SoundLabel) -> String {
        switch label {
        case .adhan(let prayer): "Adhan · \(prayer.englishName)"
        case .dua(let prayer): "Dua after the \(prayer.englishName) adhan"
        case .reminder(let prayer): "Reminder · \(prayer.englishName)"
        case .iqamaTone(let prayer): "Iqama · \(prayer.englishName)"
        case .sunriseWarning: "Sunrise is near"
        case .testAdhan: "Adhan test"
        case .bismillah(let surah): "Reciting the bismillah of surah \(surah)"
        case .ayah(let surah, let ayah): "Reciting \(surah):\(ayah)"
        case .speech(let reference): "Reading \(reference) aloud"
        }
    }

    /// The same names in Arabic (logical order).
    static func arabicName(_ label: SoundLabel) -> String {
        switch label {
        case .adhan(let prayer): "الأذان · \(prayer.arabicName)"
        case .dua(let prayer): "الدعاء بعد أذان \(prayer.arabicName)"
        case .reminder(let prayer): "تذكير · \(prayer.arabicName)"
        case .iqamaTone(let prayer): "الإقامة · \(prayer.arabicName)"
        case .sunriseWarning: "اقترب الشروق"
        case .testAdhan: "تجربة الأذان"
        case .bismillah(let surah): "تلاوة البسملة من السورة \(surah)"
        case .ayah(let surah, let ayah): "تلاوة \(surah):\(ayah)"
        case .speech(let reference): "قراءة \(reference) بصوت مسموع"
        }
    }

    /// Draws the line at row `y`, from the left margin or centred; in Arabic when `arabic` is given.
    public func draw(into grid: inout CellGrid, y: Int, centred: Bool = false, arabic mode: ArabicDisplayMode? = nil) {
        guard let (text, style) = text(arabic: mode) else { return }
        if centred {
            grid.putCentered(text, y: y, style: style)
        } else {
            grid.put(text, x: 1, y: y, style: style, limit: grid.width - 2)
        }
    }
}
