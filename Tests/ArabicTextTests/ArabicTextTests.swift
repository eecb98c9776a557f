import Testing
@testable import ArabicText

struct ArabicTextTests {
    @Test func shapedArabicIsJoinedAndReversedForALeftToRightTerminal() {
        // الفجر: alef, lam, feh, jeem, reh. Visually from the left: reh (final),
        // jeem (medial), feh (medial), lam (initial: alef before it does not join
        // forward), alef (isolated).
        let visual = TextLayout.display("الفجر", mode: .shaped)
        #expect(visual.unicodeScalars.map(\.value) == [0xFEAE, 0xFEA0, 0xFED4, 0xFEDF, 0xFE8D])
    }

    @Test func lamAlefBecomesOneLigatureWithoutAZeroWidthSpace() {
        let visual = TextLayout.display("لا", mode: .shaped)
        #expect(visual.unicodeScalars.map(\.value) == [0xFEFB])
        #expect(TextLayout.width(visual) == 1)
    }

    @Test func logicalModeLeavesTheTextForTheTerminal() {
        #expect(TextLayout.display("الفجر", mode: .logical) == "الفجر")
    }

    @Test func latinTextIsUntouched() {
        #expect(TextLayout.display("Fajr 05:29", mode: .shaped) == "Fajr 05:29")
    }

    @Test func numbersInsideArabicKeepTheirOrder() {
        #expect(TextLayout.display("رجب 1448", mode: .shaped).hasPrefix("1448 "))
    }

    @Test func harakatShareTheirLettersCell() {
        #expect(TextLayout.width("بِسْمِ") == 3)
    }
}
