import Testing
@testable import ArabicText

struct ArabicTextTests {
    @Test func shapedArabicIsJoinedAndReversedForALeftToRightTerminal() {
        // الفجر: alef, lam, feh, jeem, reh. Visually from the left: reh (final),
        // jeem (medial), feh (medial), lam (initial: alef before it does not join
        // forward), alef (isolated).
        let visual = ArabicText.visual("الفجر")
        #expect(visual.unicodeScalars.map(\.value) == [0xFEAE, 0xFEA0, 0xFED4, 0xFEDF, 0xFE8D])
    }

    @Test func lamAlefBecomesOneLigatureWithoutAZeroWidthSpace() {
        let visual = ArabicText.visual("لا")
        #expect(visual.unicodeScalars.map(\.value) == [0xFEFB])
        #expect(ArabicText.displayWidth(visual) == 1)
    }

    @Test func logicalModeLeavesTheTextForTheTerminal() {
        #expect(ArabicText.visual("الفجر", mode: .logical) == "الفجر")
    }

    @Test func latinTextIsUntouched() {
        #expect(ArabicText.visual("Fajr 05:29") == "Fajr 05:29")
    }

    @Test func numbersInsideArabicKeepTheirOrder() {
        let visual = ArabicText.visual("رجب 1448")
        #expect(visual.hasPrefix("1448 "))
    }

    @Test func arabicIndicDigits() {
        #expect(ArabicText.arabicIndicDigits("05:29") == "٠٥:٢٩")
    }

    @Test func harakatShareTheirLettersCell() {
        #expect(ArabicText.displayWidth("بِسْمِ") == 3)
    }
}
