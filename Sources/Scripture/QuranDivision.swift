import FoundationEssentials

/// A part of the Quran people read by: a juz (1–30), a ḥizb (1–60, half a juz), a
/// rubʿ al-ḥizb (1–240, a quarter ḥizb), a manzil (1–7, a seventh for a week's
/// reading), a page of the Madinah mushaf (1–604), or one of the 15 sajda ayahs
/// (counted in order).
public enum QuranDivision: Sendable, Equatable, CustomStringConvertible {
    case juz(Int)
    case hizb(Int)
    case rub(Int)
    case manzil(Int)
    case page(Int)
    case sajda(Int)

    /// The surah each manzil starts with (at its first ayah), as in Tanzil's
    /// quran-data (tanzil.net/res/text/metadata, `Manzil`): al-Fatiha, al-Ma'idah,
    /// Yunus, al-Isra', ash-Shu'ara', as-Saffat, Qaf.
    public static let manzilStarts = [1, 5, 10, 17, 26, 37, 50]

    /// The surahs of a manzil.
    public static func surahs(ofManzil number: Int) -> ClosedRange<Int> {
        let first = manzilStarts[number - 1]
        return first...(number < manzilStarts.count ? manzilStarts[number] - 1 : 114)
    }

    /// Reads `juz 30`, `juz:30`, `hizb 5`, `rub 17` (also `rub' 17`, `rubʿ 17`), `manzil 7`,
    /// `page 604`, `page:604`, `sajda 3`; nil for anything else (a surah reference is read elsewhere).
    public init?(_ text: String) {
        let parts = text.lowercased().split(whereSeparator: { $0 == ":" || $0 == " " })
        guard parts.count == 2, let number = Int(parts[1]) else { return nil }
        let name = ["rub'", "rubʿ"].contains(parts[0]) ? "rub" : parts[0]
        switch name {
        case "juz" where (1...MushafLayout.juzCount).contains(number): self = .juz(number)
        case "hizb" where (1...RubAlHizb.hizbCount).contains(number): self = .hizb(number)
        case "rub" where (1...RubAlHizb.rubCount).contains(number): self = .rub(number)
        case "manzil" where (1...7).contains(number): self = .manzil(number)
        case "page" where (1...MushafLayout.pageCount).contains(number): self = .page(number)
        case "sajda" where (1...15).contains(number): self = .sajda(number)
        default: return nil
        }
    }

    /// The usual way to write a division that is out of range, for an error message.
    public static let usage = "juz N (1–30), hizb N (1–60), rub N (1–240), manzil N (1–7), page N (1–604) or sajda N (1–15)"

    public var description: String {
        switch self {
        case .juz(let number): "juz \(number)"
        case .hizb(let number): "hizb \(number)"
        case .rub(let number): "rub' \(number)"
        case .manzil(let number): "manzil \(number)"
        case .page(let number): "page \(number)"
        case .sajda(let number): "sajda \(number)"
        }
    }
}
