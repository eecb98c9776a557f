import FoundationEssentials

/// British and American spellings of the words the translations and hadith
/// editions use, so that a search for either finds both ("neighbour" finds the
/// hadiths that spell it "neighbor").
///
/// The pairs are the regular differences described by the Oxford and
/// Merriam-Webster dictionaries (-our/-or, -re/-er, -ce/-se, -ise/-ize, a doubled
/// or single l, judgement/judgment, grey/gray, plough/plow, sceptic/skeptic),
/// listed word by word rather than as rules, so that no word is turned into an
/// unrelated one ("door" is not "dour"). Each pair is a stem: a typed word that
/// begins with one side gets the other with the same ending (honours, honoured,
/// honourable).
enum EnglishSpelling {
    static let pairs: [(british: String, american: String)] = [
        ("neighbour", "neighbor"), ("honour", "honor"), ("colour", "color"), ("favour", "favor"), ("labour", "labor"),
        ("behaviour", "behavior"), ("harbour", "harbor"), ("humour", "humor"), ("saviour", "savior"), ("rumour", "rumor"),
        ("vigour", "vigor"), ("valour", "valor"), ("splendour", "splendor"), ("odour", "odor"), ("fervour", "fervor"),
        ("endeavour", "endeavor"), ("armour", "armor"), ("clamour", "clamor"), ("succour", "succor"), ("rancour", "rancor"),
        ("centre", "center"), ("theatre", "theater"), ("sepulchre", "sepulcher"), ("sombre", "somber"), ("lustre", "luster"),
        ("defence", "defense"), ("offence", "offense"), ("pretence", "pretense"),
        ("judgement", "judgment"), ("grey", "gray"), ("plough", "plow"), ("sceptic", "skeptic"),
        ("worshipper", "worshiper"), ("worshipped", "worshiped"), ("worshipping", "worshiping"),
        ("travelled", "traveled"), ("traveller", "traveler"), ("travelling", "traveling"), ("counsellor", "counselor"),
        ("marvellous", "marvelous"), ("jewellery", "jewelry"), ("fulfil", "fulfill"), ("enrol", "enroll"),
        ("apologis", "apologiz"), ("recognis", "recogniz"), ("realis", "realiz"), ("organis", "organiz"),
        ("civilis", "civiliz"), ("sympathis", "sympathiz"),
        ("analys", "analyz"), ("paralys", "paralyz"),
    ]

    /// The other spelling of a word, when it has one (lowercased); nil otherwise.
    static func variant(of word: String) -> String? {
        let lowered = word.lowercased()
        for (british, american) in pairs {
            if lowered.hasPrefix(british) { return american + lowered.dropFirst(british.count) }
            if lowered.hasPrefix(american) { return british + lowered.dropFirst(american.count) }
        }
        return nil
    }
}
