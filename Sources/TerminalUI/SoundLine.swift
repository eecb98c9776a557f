import ArabicText
import FoundationEssentials
import KioskCore
import Messages

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

    /// The line's text and style in `words`' language, or nil when there is nothing to
    /// say, made ready for the terminal (`mode`) where the language needs it.
    public func text(words: Words = .english, mode: ArabicDisplayMode = .shaped) -> (String, Style)? {
        func shown(_ text: String) -> String { TextLayout.display(text, mode: mode) }
        if let playing {
            // TRANSLATORS: the sound line: %1$s what is playing, %2$s the key that stops it.
            let line = "♪ " + words.tr("%1$s — press %2$s to stop", Self.name(playing, words), KioskKey.stopKeyName)
            return (shown(line + (waiting.map { " · " + $0 } ?? "")), Style(.accent, bold: true))
        }
        // TRANSLATORS: the sound line when audio failed, %s being why (in English, from the system).
        if let problem { return (shown("⚠ " + words.tr("audio: %s", problem)), Style(.warning, bold: true)) }
        if muted { return (shown(words.tr("Adhans muted (m on the clock to unmute)")), Style(.warning)) }
        return nil
    }

    /// What is playing, in `words`' language.
    static func name(_ label: SoundLabel, _ words: Words) -> String {
        switch label {
        case .adhan(let prayer): words.trc("sound", "Adhan · %s", words.prayer(prayer))
        case .dua(let prayer): words.trc("sound", "Dua after the %s adhan", words.prayer(prayer))
        case .reminder(let prayer): words.trc("sound", "Reminder · %s", words.prayer(prayer))
        case .iqamaTone(let prayer): words.trc("sound", "Iqama · %s", words.prayer(prayer))
        case .sunriseWarning: words.trc("sound", "Sunrise is near")
        case .testAdhan: words.trc("sound", "Adhan test")
        // TRANSLATORS: %s is a surah's number.
        case .bismillah(let surah): words.trc("sound", "Reciting the bismillah of surah %s", String(surah))
        // TRANSLATORS: %s is a surah and ayah, "2:255".
        case .ayah(let surah, let ayah): words.trc("sound", "Reciting %s", "\(surah):\(ayah)")
        // TRANSLATORS: %s is a hadith's reference, read aloud by a speech synthesiser.
        case .speech(let reference): words.trc("sound", "Reading %s aloud", reference)
        }
    }

    /// Draws the line at row `y`, from the left margin or centred, in `words`' language.
    public func draw(into grid: inout CellGrid, y: Int, centred: Bool = false, words: Words = .english, mode: ArabicDisplayMode = .shaped) {
        guard let (text, style) = text(words: words, mode: mode) else { return }
        if centred {
            grid.putCentered(text, y: y, style: style)
        } else {
            grid.put(text, x: 1, y: y, style: style, limit: grid.width - 2)
        }
    }
}
