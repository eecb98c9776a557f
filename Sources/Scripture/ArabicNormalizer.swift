import Foundation

/// Arabic text folded for search: the displayed text keeps everything, the index
/// gets letters only, so that a query typed without harakat finds the ayah.
public enum ArabicNormalizer {
    /// The text to index for an ayah: its normalised form, and, where the text has a
    /// superscript ("dagger") alef, the same with that alef written out. Uthmani
    /// script writes ٱلْكِتَـٰبُ with one, so "الكتاب" must match; and ٱلرَّحْمَـٰنِ too, where
    /// people type "الرحمن". Indexing both forms finds either spelling.
    public static func searchForms(_ text: String) -> String {
        let plain = normalize(text)
        let spelled = normalize(text.replacingOccurrences(of: "\u{0670}", with: "\u{0627}"))
        return plain == spelled ? plain : plain + " " + spelled
    }

    /// Removes harakat (U+064B–U+065F), the superscript alef (U+0670), Quranic
    /// annotation marks (U+06D6–U+06ED), tatweel (U+0640) and other Arabic
    /// combining marks; folds alef forms (أ إ آ ٱ ٲ ٳ) to ا, alef maksura ى to ي,
    /// taa marbuta ة to ه, and hamza on waw or yaa (ؤ ئ) to و and ي.
    public static func normalize(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x064B...0x065F, 0x0670, 0x06D6...0x06ED, 0x0640, 0x0610...0x061A, 0x08D3...0x08FF:
                continue
            case 0x0622, 0x0623, 0x0625, 0x0671, 0x0672, 0x0673:
                result.append("\u{0627}")
            case 0x0649:
                result.append("\u{064A}")
            case 0x0629:
                result.append("\u{0647}")
            case 0x0624:
                result.append("\u{0648}")
            case 0x0626:
                result.append("\u{064A}")
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }
}
