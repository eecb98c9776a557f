/// A Quran passage as the imported Quran gives it, for the guides' Al-Fatiha and surah steps.
public struct QuranExcerpt: Sendable, Equatable {
    public let arabic: String
    public let meaning: String
    /// Whose translation the meaning is.
    public let translation: String

    public init(arabic: String, meaning: String, translation: String) {
        self.arabic = arabic
        self.meaning = meaning
        self.translation = translation
    }
}
