import Foundation

/// A part of the Quran people read by: a juz (1–30), a manzil (1–7, a seventh for a
/// week's reading), a page of the Madinah mushaf (1–604), or one of the 15 sajda
/// ayahs (counted in order).
public enum QuranDivision: Sendable, Equatable, CustomStringConvertible {
    case juz(Int)
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

    /// Reads `juz 30`, `juz:30`, `manzil 7`, `page 604`, `page:604`, `sajda 3`; nil for anything
    /// else (a surah reference is read elsewhere).
    public init?(_ text: String) {
        let parts = text.lowercased().split(whereSeparator: { $0 == ":" || $0 == " " })
        guard parts.count == 2, let number = Int(parts[1]) else { return nil }
        switch parts[0] {
        case "juz" where (1...MushafLayout.juzCount).contains(number): self = .juz(number)
        case "manzil" where (1...7).contains(number): self = .manzil(number)
        case "page" where (1...MushafLayout.pageCount).contains(number): self = .page(number)
        case "sajda" where (1...15).contains(number): self = .sajda(number)
        default: return nil
        }
    }

    /// The usual way to write a division that is out of range, for an error message.
    public static let usage = "juz N (1–30), manzil N (1–7), page N (1–604) or sajda N (1–15)"

    public var description: String {
        switch self {
        case .juz(let number): "juz \(number)"
        case .manzil(let number): "manzil \(number)"
        case .page(let number): "page \(number)"
        case .sajda(let number): "sajda \(number)"
        }
    }
}
