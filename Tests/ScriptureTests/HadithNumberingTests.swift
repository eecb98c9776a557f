import Foundation
import Scripture
import Testing

/// Standard numbers by text, the keys hadiths are kept by, and grades written in a translation.
struct HadithNumberingTests {
    static let words = ["بالنيات", "بالصلاة", "بالصيام", "بالزكاة", "بالحج", "بالصدقة", "بالصبر", "بالذكر", "بالعلم", "بالحلم"]

    func hadith(_ number: Int, chapter: Int = 1, text: String) -> Hadith {
        Hadith(collection: "bukhari", number: String(number), chapter: chapter, arabic: text, narrator: "", english: "",
               inBookNumber: number)
    }

    /// Arabic of three words, the last one different for each `index`.
    func text(_ index: Int) -> String { "إِنَّمَا الْأَعْمَالُ \(Self.words[index])" }

    @Test func theIntroductionIsNamedAndABookTheCollectionDoesNotHaveIsNotPrinted() {
        #expect(HadithCitation.inBook(hadith(3, chapter: 0, text: text(0)), bookIsKnown: true) == "Introduction, Hadith 3")
        #expect(HadithCitation.inBook(hadith(3, chapter: 10, text: text(0)), bookIsKnown: true) == "Book 10, Hadith 3")
        #expect(HadithCitation.inBook(hadith(3, chapter: 0, text: text(0)), bookIsKnown: false) == nil)
        let unplaced = Hadith(collection: "muslim", number: "1", chapter: 2, arabic: "", narrator: "", english: "", inBookNumber: nil)
        #expect(HadithCitation.inBook(unplaced, bookIsKnown: true) == nil)
    }

    @Test func aReferenceIsTheStandardNumberElseThePlaceInTheBookElseSaysItIsThePackages() {
        let numbered = Hadith(collection: "bukhari", number: "717", chapter: 10, arabic: "", narrator: "", english: "",
                              standardNumber: "735", inBookNumber: 129)
        #expect(HadithCitation.reference(numbered, collectionName: "Sahih al-Bukhari", bookIsKnown: true) == "Sahih al-Bukhari 735")
        let placed = Hadith(collection: "muslim", number: "6380", chapter: 45, arabic: "", narrator: "", english: "",
                            inBookNumber: 40)
        #expect(HadithCitation.reference(placed, collectionName: "Sahih Muslim", bookIsKnown: true) == "Sahih Muslim, Book 45, Hadith 40")
        #expect(HadithCitation.reference(placed, collectionName: "Sahih Muslim", bookIsKnown: false) == "Sahih Muslim 6380 (package numbering)")
    }

    @Test func aPlaceIsReadAsCollectionBookAndNumber() {
        #expect(HadithPlace(parsing: "muslim/45/40") == HadithPlace(collection: "muslim", book: 45, hadith: 40))
        #expect(HadithPlace(parsing: "Muslim/Introduction/3") == HadithPlace(collection: "muslim", book: 0, hadith: 3))
        #expect(HadithPlace(parsing: "ibnmajah/0/1")?.text == "ibnmajah/introduction/1")
        for bad in ["muslim/45", "muslim/45/0", "muslim/x/1", "/1/1", "muslim/-1/2", "muslim/1/2/3", "muslim:45"] {
            #expect(HadithPlace(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func eachHadithTakesTheNumberOfTheTextThatMatchesItDespiteMarksAndPunctuation() {
        let hadiths = (0..<6).map { hadith($0 + 1, text: text($0)) }
        // The source spells the texts without harakat, with punctuation and bidi marks.
        let numbered = (0..<6).map { NumberedHadith(number: String(100 + $0 * 2), book: 1, inBookNumber: $0 + 1,
                                                    arabic: "‏" + ArabicNormalizer.normalize(text($0)) + "، .") }
        let (result, report) = HadithNumbering.apply(to: hadiths, from: numbered)
        #expect(result.map(\.standardNumber) == ["100", "102", "104", "106", "108", "110"])
        #expect(report.matched == 6 && report.total == 6)
    }

    @Test func aTextNoSourceHasKeepsNoStandardNumber() {
        let hadiths = [hadith(1, text: text(0)), hadith(2, text: "كلام لا يوجد في المصدر أبدا")]
        let (result, report) = HadithNumbering.apply(to: hadiths, from: [NumberedHadith(number: "1", book: nil, inBookNumber: nil, arabic: text(0))])
        #expect(result.map(\.standardNumber) == ["1", nil] && report.text == "bukhari: standard numbers for 1 of 2 hadiths (50.0 %)")
    }

    @Test func repeatedTextsTakeTheNumberBetweenTheirNeighboursOrNone() {
        let repeated = "وحدثنا به مثله"
        // Package: A, repeated, B, repeated, C. Source: A=10, repeated=11, B=12, repeated=13, C=14.
        let hadiths = [hadith(1, text: text(0)), hadith(2, text: repeated), hadith(3, text: text(1)), hadith(4, text: repeated),
                       hadith(5, text: text(2))]
        let numbered = [text(0), repeated, text(1), repeated, text(2)].enumerated().map {
            NumberedHadith(number: String(10 + $0.offset), book: nil, inBookNumber: nil, arabic: $0.element)
        }
        #expect(HadithNumbering.apply(to: hadiths, from: numbered).hadiths.map(\.standardNumber) == ["10", "11", "12", "13", "14"])
        // Without the middle anchor both repeats lie between 10 and 14: neither is chosen.
        let withoutAnchor = hadiths.enumerated().filter { $0.offset != 2 }.map(\.element)
        #expect(HadithNumbering.apply(to: withoutAnchor, from: numbered).hadiths.map(\.standardNumber) == ["10", nil, nil, "14"])
    }

    @Test func oneTextTheSourceNumbersSeveralTimesInARowTakesAllItsNumbers() {
        // Sahih al-Bukhari 272 and 273 are one text with two numbers (sunnah.com: "Sahih al-Bukhari 272, 273").
        let hadiths = [hadith(1, text: text(0)), hadith(2, text: text(1)), hadith(3, text: text(2))]
        let numbered = [(0, "271"), (1, "272"), (1, "273"), (2, "274")].map {
            NumberedHadith(number: $0.1, book: nil, inBookNumber: nil, arabic: text($0.0))
        }
        let result = HadithNumbering.apply(to: hadiths, from: numbered)
        #expect(result.hadiths.map(\.standardNumber) == ["271", "272", "274"])
        #expect(result.hadiths.map(\.additionalNumbers) == [[], ["273"], []])
        #expect(HadithCitation.reference(result.hadiths[1], collectionName: "Sahih al-Bukhari", bookIsKnown: true) == "Sahih al-Bukhari 272, 273")
        #expect(result.report.standard == 3, "one hadith, counted once")
    }

    @Test func aMatchOutOfOrderInItsBookIsDroppedAndBooksMayComeInAnyOrder() {
        // Book 2 comes first in the package (as Ibn Majah's introduction comes last in its package).
        let hadiths = [hadith(1, chapter: 2, text: text(3)), hadith(2, chapter: 2, text: text(4)),
                       hadith(3, chapter: 1, text: text(0)), hadith(4, chapter: 1, text: text(1)), hadith(5, chapter: 1, text: text(5)),
                       hadith(6, chapter: 1, text: text(2))]
        // text(5) is numbered 1 in the source but comes after 2 and 3 in its book: out of order.
        let numbered = [(5, "1"), (0, "2"), (1, "3"), (2, "4"), (3, "50"), (4, "51")].map {
            NumberedHadith(number: $0.1, book: nil, inBookNumber: nil, arabic: text($0.0))
        }
        #expect(HadithNumbering.apply(to: hadiths, from: numbered).hadiths.map(\.standardNumber) == ["50", "51", "2", "3", nil, "4"])
    }

    @Test func aSourceWithoutStandardNumbersGivesOnlyInBookNumbers() {
        let hadiths = [hadith(1, chapter: 3, text: text(0)), hadith(2, chapter: 3, text: text(1))]
        let numbered = [NumberedHadith(number: nil, book: 3, inBookNumber: 9, arabic: text(0)),
                        NumberedHadith(number: nil, book: 3, inBookNumber: 10, arabic: text(1))]
        let (result, report) = HadithNumbering.apply(to: hadiths, from: numbered)
        #expect(result.map(\.standardNumber) == [nil, nil] && result.map(\.inBookNumber) == [9, 10])
        #expect(report.matched == 2 && report.standard == 0 && report.text.contains("cited by their place in the book"))
    }

    @Test func theSourcesInBookNumberIsTakenOnlyWhenItsBookIsTheSame() {
        let hadiths = [hadith(1, chapter: 3, text: text(0)), hadith(2, chapter: 3, text: text(1))]
        let numbered = [NumberedHadith(number: "7", book: 3, inBookNumber: 9, arabic: text(0)),
                        NumberedHadith(number: "8", book: 4, inBookNumber: 1, arabic: text(1))]
        #expect(HadithNumbering.apply(to: hadiths, from: numbered).hadiths.map(\.inBookNumber) == [9, 2])
    }

    @Test func keysReadStandardAndPackageNumbers() {
        #expect(HadithKey(parsing: "bukhari:735") == HadithKey(collection: "bukhari", number: "735", numbering: .standard))
        #expect(HadithKey(parsing: "bukhari:#717") == HadithKey(collection: "bukhari", number: "717", numbering: .package))
        #expect(HadithKey(parsing: "bukhari:#717")?.text == "bukhari:#717")
        for bad in ["bukhari", "bukhari:", "bukhari:#", ":5"] { #expect(HadithKey(parsing: bad) == nil, "\(bad)") }
    }

    @Test(arguments: [
        ("… in the obligatory (prayers).' (Da'if)", "Da'if"), ("… the Messenger.\" (Sahih).", "Sahih"),
        ("… for him\".\n (Hasan Maqtu)", "Hasan Maqtu"), ("… when he had prayed Zuhr (Daif)", "Daif"),
        ("… to that.: (Sahih) .", "Sahih"), ("… (sahih )", "Sahih"),
    ])
    func aGradeClosingTheTranslationIsRead(_ text: String, _ grade: String) {
        #expect(TextGrade.read(text) == grade)
    }

    @Test(arguments: [
        "love him Thou and love one who loves him (Hasan).", "He prayed (two rak'ahs)", "said (ﷺ)", "It is good (Sahih al-Bukhari 5)",
        "no parenthesis at all",
    ])
    func whatIsNotAGradeIsNotRead(_ text: String) {
        #expect(TextGrade.read(text) == nil)
    }
}
