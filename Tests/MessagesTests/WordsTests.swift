@testable import Messages
import Testing

/// Placeholders filled as C's printf fills `%s`, in the order a language needs.
struct WordsTests {
    @Test func placeholdersAreFilledInTurnOrByTheirNumbers() {
        #expect(Words.format("Next: %s %s · %s", ["Asr", "2:13 PM", "in 12m"]) == "Next: Asr 2:13 PM · in 12m")
        #expect(Words.format("%2$s · %1$s", ["first", "second"]) == "second · first")
        #expect(Words.format("100%% sure, %s", ["yes"]) == "100% sure, yes")
        #expect(Words.format("no placeholders", ["unused"]) == "no placeholders")
    }

    /// A catalogue whose translation asks for more than is given shows the fault as written.
    @Test func aPlaceholderWithoutItsArgumentIsLeftAsWritten() {
        #expect(Words.format("%s and %s", ["one"]) == "one and %s")
        #expect(Words.format("%3$s", ["one"]) == "%3$s")
        #expect(Words.format("50% off %d", []) == "50% off %d")
        #expect(Words.format("ends with %", []) == "ends with %")
    }

    @Test func englishHasNoCatalogueAndCountsOneAndOther() {
        let english = Words.english
        #expect(english.tr("Today") == "Today")
        #expect(english.trc("prayer", "Asr") == "Asr")
        #expect(english.trn("%s problem", "%s problems", 1, "1") == "1 problem")
        #expect(english.trn("%s problem", "%s problems", 0, "0") == "0 problems")
        #expect(english.trn("%s problem", "%s problems", 3, "3") == "3 problems")
    }
}

/// BCP 47 tags as a configuration, a link or a browser gives them.
struct LanguageTagTests {
    @Test func tagsAreReadInAnyCaseAndWrittenInTheCanonicalOne() {
        #expect(LanguageTag("FR")?.description == "fr")
        #expect(LanguageTag("pt-br")?.description == "pt-BR")
        #expect(LanguageTag("bs_latn")?.description == "bs-Latn")
        #expect(LanguageTag("zh-Hant-TW")?.catalogueNames == ["zh_Hant_TW", "zh_Hant", "zh"])
    }

    @Test func whatIsNotATagIsRefused() {
        for text in ["", "e", "english", "fr-", "fr--CA", "fr CA", "ar-toolongsubtag", "١٢", "*"] {
            #expect(LanguageTag(text) == nil, "\(text)")
        }
    }

    @Test func arabicPersianAndUrduAreRightToLeftUnlessWrittenInLatin() {
        #expect(["ar", "fa", "ur", "ps", "ckb"].allSatisfy { LanguageTag($0)!.isRightToLeft })
        #expect(!["en", "fr", "tr", "id", "ms", "bs", "so", "bn"].contains { LanguageTag($0)!.isRightToLeft })
        #expect(!LanguageTag("ku-Latn")!.isRightToLeft)
        #expect(LanguageTag("pa-Arab")!.isRightToLeft)
        #expect(LanguageTag("ur")!.direction == "rtl" && LanguageTag("tr")!.direction == "ltr")
    }
}
