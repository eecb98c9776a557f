import FoundationEssentials

/// An ayah or a hadith that people know by a name rather than by its words: "Ayat
/// al-Kursi" is 2:255, whose translation says "Kursi" and never "throne"; "actions
/// are by intentions" is Sahih al-Bukhari 1, whose translation says "deeds".
public struct NamedPassage: Sendable, Equatable {
    public enum Place: Sendable, Equatable {
        case ayah(AyahReference)
        /// By its standard number (sunnah.com's numbering).
        case hadith(HadithKey)

        /// A hadith of Sahih al-Bukhari by its standard number.
        static func bukhari(_ number: Int) -> Place {
            .hadith(HadithKey(collection: "bukhari", number: String(number), numbering: .standard))
        }
    }

    /// The name shown beside the passage.
    public let name: String
    /// Other names and spellings it is asked for by, English transliterations and Arabic.
    public let otherNames: [String]
    public let place: Place
    /// Where the name or the passage's standing is attested.
    public let source: String
}

/// The names searched before the text. Each entry's source attests the name; the
/// references are checked against the imported texts by `NamedPassageTests` (the
/// ayah or hadith must hold the words the name is about).
public enum NamedPassages {
    public static let all: [NamedPassage] = [
        NamedPassage(name: "Ayat al-Kursi", otherNames: ["the Throne Verse", "the Verse of the Throne", "Ayatul Kursi", "آية الكرسي"],
                     place: .ayah(AyahReference(surah: 2, ayah: 255)),
                     source: "named after the Kursi it speaks of; recited at bedtime in Sahih al-Bukhari 5010, the greatest ayah in Sahih Muslim 810"),
        NamedPassage(name: "the Light Verse", otherNames: ["Ayat an-Nur", "the Verse of Light", "آية النور"],
                     place: .ayah(AyahReference(surah: 24, ayah: 35)),
                     source: "named after its opening, \"Allah is the Light of the heavens and the earth\" (Ibn Kathir's tafsir of 24:35)"),
        NamedPassage(name: "the Verse of Debt", otherNames: ["Ayat ad-Dayn", "the longest verse", "آية الدين"],
                     place: .ayah(AyahReference(surah: 2, ayah: 282)),
                     source: "named after the debts it orders written down (Ibn Kathir's tafsir of 2:282); the longest ayah of the Quran"),
        NamedPassage(name: "the Verse of the Veil", otherNames: ["Ayat al-Hijab", "the Verse of the Hijab", "آية الحجاب"],
                     place: .ayah(AyahReference(surah: 33, ayah: 53)),
                     source: "\"the Verses of al-Hijab\" in Sahih al-Bukhari 4790; Anas tells of this ayah's revelation at Zaynab bint Jahsh's wedding meal in 4791"),
        NamedPassage(name: "the last two verses of al-Baqarah", otherNames: ["Amana ar-Rasul", "آمن الرسول", "خواتيم سورة البقرة"],
                     place: .ayah(AyahReference(surah: 2, ayah: 285)),
                     source: "\"the last two verses of Surat al-Baqarah\" (2:285–286), Sahih al-Bukhari 5009"),
        NamedPassage(name: "Actions are by intentions", otherNames: ["the hadith of intention", "innamal a'malu bin-niyyat", "إنما الأعمال بالنيات"],
                     place: .bukhari(1),
                     source: "the first hadith of Sahih al-Bukhari and of an-Nawawi's Forty Hadith"),
        NamedPassage(name: "The hadith of Jibril", otherNames: ["the hadith of Gabriel", "what is faith, Islam and ihsan", "حديث جبريل"],
                     place: .bukhari(50),
                     source: "Sahih al-Bukhari 50; the second hadith of an-Nawawi's Forty Hadith (Muslim's narration)"),
        NamedPassage(name: "Islam is built on five", otherNames: ["the five pillars of Islam", "بني الإسلام على خمس"],
                     place: .bukhari(8),
                     source: "Sahih al-Bukhari 8; the third hadith of an-Nawawi's Forty Hadith"),
        NamedPassage(name: "None of you believes until he loves for his brother", otherNames: ["love for your brother what you love for yourself"],
                     place: .bukhari(13),
                     source: "Sahih al-Bukhari 13; the thirteenth hadith of an-Nawawi's Forty Hadith"),
        NamedPassage(name: "The halal is clear and the haram is clear", otherNames: ["the lawful is clear and the unlawful is clear", "الحلال بين والحرام بين"],
                     place: .bukhari(52),
                     source: "Sahih al-Bukhari 52; the sixth hadith of an-Nawawi's Forty Hadith"),
        NamedPassage(name: "Say what is good or keep silent", otherNames: ["speak good or remain silent", "فليقل خيرا أو ليصمت"],
                     place: .bukhari(6018),
                     source: "Sahih al-Bukhari 6018; the fifteenth hadith of an-Nawawi's Forty Hadith"),
    ]

    /// Words a name is asked for with that say nothing of which passage: a query of
    /// these alone matches none.
    static let connectives: Set<String> = ["the", "of", "a", "an", "al", "ul", "ar", "ad", "as", "is", "are", "by", "on", "and",
                                           "verse", "verses", "ayat", "ayah", "aya", "hadith", "آية", "ايه", "حديث"]

    /// The passages `query` names: every word of the query (but the connectives)
    /// begins a word of one of the passage's names, and together they begin at least
    /// half of that name's words. So "throne" and "kursi" find Ayat al-Kursi and
    /// "intention" finds "Actions are by intentions", while "good" or "five" alone,
    /// one word of a long name, search the text as usual. Words of two letters or
    /// fewer never match alone.
    public static func matching(_ query: String, among passages: [NamedPassage] = all) -> [NamedPassage] {
        let asked = words(of: query).filter { !connectives.contains($0) }
        guard asked.contains(where: { $0.count >= 3 }) else { return [] }
        return passages.filter { passage in
            ([passage.name] + passage.otherNames).contains { name in
                let named = words(of: name).filter { !connectives.contains($0) }
                let covered = named.filter { word in asked.contains { word.hasPrefix($0) } }.count
                return asked.allSatisfy { word in named.contains { $0.hasPrefix(word) } } && covered * 2 >= named.count
            }
        }
    }

    /// Lower-case words without accents, apostrophes or hyphens; Arabic normalised as the search index is.
    ///
    /// Words are the runs of letters, marks and digits (Unicode's L*, M* and N*, Foundation's
    /// `CharacterSet.alphanumerics`). Only text beyond ASCII goes through `TextFolding`
    /// and `ArabicNormalizer`; ASCII, as most names are, is split in one pass over its
    /// bytes (a search folds every name of every passage: through the general path that
    /// was a fifth of a one-shot search's instructions).
    static func words(of text: String) -> [String] {
        if let words = asciiWords(of: text) { return words }
        let normalized = ArabicNormalizer.normalize(TextFolding.caseAndDiacriticsFolded(text))
        return String(String.UnicodeScalarView(normalized.unicodeScalars.filter { !isApostrophe($0) })).alphanumericWords()
    }

    /// The words of ASCII text, or nil when the text is not all ASCII. In ASCII the
    /// letters and digits are the only alphanumerics, folding is lower-casing, and
    /// `ArabicNormalizer` changes nothing.
    private static func asciiWords(of text: String) -> [String]? {
        var words: [String] = []
        var word: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                word.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                word.append(byte + (UInt8(ascii: "a") - UInt8(ascii: "A")))
            case 0x80...:
                return nil
            case _ where isApostrophe(Unicode.Scalar(byte)):
                continue
            default:
                if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }

    /// Whether a scalar is one of the apostrophes a transliteration may carry (innamal
    /// a'mal) or leave out.
    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "’" || scalar == "`"
    }
}
