import FoundationEssentials

/// Arabic text folded for search: the displayed text keeps everything, the index
/// gets letters only, so that a query typed in ordinary (imla'i) spelling, without
/// harakat, finds the ayah written in the Uthmani script.
public enum ArabicNormalizer {
    /// The text to index for an ayah: its normalised form and, where it differs,
    /// the same text with the Uthmani script's small letters written out
    /// (`spelledOut`). Indexing both forms finds either spelling.
    public static func searchForms(_ text: String) -> String {
        let plain = normalize(text)
        let spelled = normalize(spelledOut(text))
        let forms = plain == spelled ? plain : plain + " " + spelled
        let detached = forms.split(separator: " ").compactMap { withoutProclitics(String($0)) }
        return detached.isEmpty ? forms : forms + " " + detached.joined(separator: " ")
    }

    /// A normalised word without the particles written joined to its front, for the
    /// index, so that a search for إسماعيل finds وَإِسْمَـٰعِيلَ and الغيب finds بِٱلْغَيْبِ:
    /// و or ف (and, then) before a word of three letters or more; then ب, ك or ل
    /// (with, like, for) before the article ال, where ل with ال is written لل
    /// (لِلْمُتَّقِينَ → المتقين). Nil when nothing is joined. Particles are stripped only
    /// before the article, so that a word's own first letter (بيت) stays.
    public static func withoutProclitics(_ word: String) -> String? {
        var rest = Substring(word)
        if let first = rest.first, "وف".contains(first), rest.count >= 4 { rest = rest.dropFirst() }
        if rest.hasPrefix("لل"), rest.count >= 4 {
            rest = "ا" + rest.dropFirst()
        } else if let first = rest.first, "بكل".contains(first), rest.dropFirst().hasPrefix("ال"), rest.count >= 4 {
            rest = rest.dropFirst()
        }
        return rest == Substring(word) ? nil : String(rest)
    }

    /// The forms a normalised search word takes in the text with the particles and the
    /// article written joined to it, for a search that forgives them: صلاه (صلاة) gives
    /// صلاه, الصلاه, بالصلاه, كالصلاه, للصلاه and each of these after و or ف; الصلاه and
    /// بالصلاه give the same forms. Each is meant as a prefix (the endings stay open).
    /// The article is added or dropped only where the rest of the word has three
    /// letters or more, so that له (to him) never becomes الله and الله never becomes
    /// له; الله and اللهم keep their article (it is part of the name). Where ل meets a
    /// word beginning with ل the script writes two lams, not three (لِلَّيْلِ): both
    /// spellings are given. The particles are those `withoutProclitics` strips; the
    /// rules of writing them joined follow standard Arabic orthography (ل with the
    /// article drops the alef: لِلْمُتَّقِينَ).
    public static func searchVariants(of word: String) -> [String] {
        let core = withoutProclitics(word) ?? word
        var stem = Substring(core)
        var withArticle = true
        var bare = true
        if core.hasPrefix("ال") {
            stem = core.dropFirst(2)
            bare = stem.count >= 3 && !namesWithArticle.contains(core)
        } else {
            withArticle = stem.count >= 3 && !namesWithArticle.contains("ال" + stem)
        }
        var forms = [word]
        let joined = withArticle ? ["ال", "بال", "كال", "لل"] + (stem.hasPrefix("ل") ? ["ل"] : []) : []
        for conjunction in ["", "و", "ف"] {
            if bare && (conjunction.isEmpty || stem.count >= 3) { forms.append(conjunction + stem) }
            forms += joined.map { conjunction + $0 + stem }
        }
        var seen = Set<String>()
        return forms.filter { seen.insert($0).inserted }
    }

    /// Words whose ال is part of the word, never taken off or put on in a search.
    static let namesWithArticle: Set<String> = ["الله", "اللهم"]

    /// The Uthmani script's conventions turned into ordinary spelling, before
    /// normalising:
    /// - a superscript ("dagger") alef U+0670 is a written alef (ٱلْكِتَـٰبُ → الكتاب,
    ///   ٱلرَّحْمَـٰنِ → الرحمن, ٱلسَّمَـٰوَٰتِ → السماوات), except after alef maksura, where it
    ///   only marks the long vowel (مُوسَىٰ → موسى);
    /// - a bare waw carrying a dagger alef is an alef (ٱلصَّلَوٰةَ → الصلاة, ٱلزَّكَوٰةَ, ٱلْحَيَوٰةِ);
    /// - the small waw U+06E5 and small yaa U+06E6/U+06E7 are the letters they stand for
    ///   (إِبْرَٰهِـۧمَ → إبراهيم, دَاوُۥدَ → داوود);
    /// - the vocative يا written joined to the next word is a word of its own
    ///   (يَـٰٓأَيُّهَا → يا أيها), as is ها before أنتم (هَـٰٓأَنتُمْ → ها أنتم).
    /// These follow the Madinah mushaf's orthography notes and the King Fahd
    /// Complex's own imla'i spelling of the same words.
    public static func spelledOut(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        /// The last base letter written, skipping marks.
        func previousLetter() -> Unicode.Scalar? {
            result.reversed().first { !isMark($0) }
        }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0670:
                if previousLetter()?.value == 0x0649 { break }
                if result.last?.value == 0x0648 {
                    // A bare waw carrying the alef was only its seat (صلوٰة): replace it. A waw
                    // with its own vowel before the alef (سمـٰوَٰت) is a letter and stays.
                    result.removeLast()
                }
                result.append("\u{0627}")
            case 0x06E5: result.append("\u{0648}")
            case 0x06E6, 0x06E7: result.append("\u{064A}")
            default: result.append(scalar)
            }
        }
        return splitVocatives(String(result))
    }

    /// يا and ها written joined to the word after them become separate words: the
    /// word is cut before its second alef (the first is the prefix's).
    static func splitVocatives(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            let letters = normalize(String(word))
            for prefix in ["يا", "ها"] where letters.hasPrefix(prefix + "ا") && letters.count > 4 {
                // Split after the prefix's alef in the original word (marks stay with their letters).
                var seenAlef = false
                var splitIndex: String.Index?
                for position in word.indices {
                    let base = word[position].unicodeScalars.first.map { normalize(String($0)) } ?? ""
                    if base == "ا" { if seenAlef { splitIndex = position; break } else { seenAlef = true } }
                }
                if let splitIndex { return String(word[..<splitIndex]) + " " + String(word[splitIndex...]) }
            }
            return String(word)
        }.joined(separator: " ")
    }

    /// Harakat, the superscript alef, Quranic annotation marks, tatweel and the
    /// other Arabic combining marks: what search leaves out.
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x064B...0x065F, 0x0670, 0x06D6...0x06ED, 0x0640, 0x0610...0x061A, 0x08D3...0x08FF: true
        default: false
        }
    }

    /// Removes harakat (U+064B–U+065F), the superscript alef (U+0670), Quranic
    /// annotation marks (U+06D6–U+06ED), tatweel (U+0640) and other Arabic
    /// combining marks; folds alef forms (أ إ آ ٱ ٲ ٳ) to ا, alef maksura ى to ي,
    /// taa marbuta ة to ه, and hamza on waw or yaa (ؤ ئ) to و and ي; drops the
    /// hamza on the line (ء), which the Uthmani script writes where ordinary
    /// spelling writes a seat or nothing (ٱلْقُرْءَانُ, القرآن).
    public static func normalize(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isMark(scalar) {
            switch scalar.value {
            case 0x0621:
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
