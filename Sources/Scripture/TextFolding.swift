@_spi(_Unicode) import Swift

/// Text folded for matching regardless of case and accents ("Āyat al-Kursī" as
/// "ayat al-kursi"), as Foundation's `folding(options: [.caseInsensitive,
/// .diacriticInsensitive])` folds it, without ICU: Unicode's full case folding
/// (CaseFolding.txt, status C and F: "ß" → "ss"), then each character whose canonical
/// decomposition is a base followed only by combining diacritical marks (U+0300–U+036F)
/// becomes its base, and such a mark after another character is dropped. Arabic is
/// left as it is (`ArabicNormalizer` folds it). The standard library's own case
/// folding and canonical decomposition are used (its `_Unicode` interface, which
/// its Regex engine uses for the same).
enum TextFolding {
    static func caseAndDiacriticsFolded(_ text: String) -> String {
        var folded = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                folded.append(asciiLowercased(scalar))
            } else if isArabic(scalar) {
                folded.append(scalar)
            } else {
                folded.append(contentsOf: scalar.properties._caseFolded.unicodeScalars)
            }
        }
        var result = String.UnicodeScalarView()
        for scalar in folded {
            if scalar.isASCII || isArabic(scalar) {
                result.append(scalar)
            } else if isCombiningDiacritic(scalar) {
                // A mark with nothing before it stays, as Foundation keeps it.
                if result.isEmpty { result.append(scalar) }
            } else {
                let parts = Array(String(scalar)._nfd)
                result.append(parts.count > 1 && parts.dropFirst().allSatisfy(isCombiningDiacritic) ? parts[0] : scalar)
            }
        }
        return String(result)
    }

    /// A scalar with A–Z lower-cased: the whole of case folding in ASCII, where no
    /// character decomposes.
    private static func asciiLowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(UInt8(scalar.value) | 0x20) : scalar
    }

    /// The Arabic block (U+0600–U+06FF), which folding leaves as it is: Arabic has no
    /// case, and its letters that decompose (U+0622 as U+0627 U+0653, …) decompose into
    /// Arabic marks (U+0653–U+0655), not the combining diacriticals dropped here
    /// (UnicodeData.txt). Taken out of the general path only to skip its lookups.
    private static func isArabic(_ scalar: Unicode.Scalar) -> Bool {
        (0x0600...0x06FF).contains(scalar.value)
    }

    private static func isCombiningDiacritic(_ scalar: Unicode.Scalar) -> Bool {
        (0x0300...0x036F).contains(scalar.value)
    }
}
