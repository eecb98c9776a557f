import Scripture
import Testing

/// What the wall may quote as the hadith of the day: whole, standing alone, about the
/// Prophet ﷺ, graded sahih or hasan by someone named.
struct WholeQuoteTests {
    static let muslim = [HadithGradeStatement.wholeCollection("Sahih")]

    @Test func thePieceOfAStoryANewcomerFoundIsRefused() {
        // Sahih Muslim (package number 4866): the middle of the story of the expedition to the coast.
        let piece = "'Abu 'Ubaida collected their provisions in the provision bag. and he fed us (for some time). Later on when the provisions ran short he gave us one date every day."
        #expect(WholeQuote.refusal(piece) != nil)
    }

    @Test func aWholeSayingOfTheProphetIsAccepted() {
        let saying = "The Prophet (ﷺ) said, \"None has the right to say that I am better than Jonah bin Matta.\""
        #expect(WholeQuote.refusal(saying) == nil)
        #expect(WholeQuote.qualifies(Hadith(collection: "bukhari", number: "4397", chapter: 1, arabic: "", narrator: "", english: saying,
                                            grades: Self.muslim)))
    }

    @Test(arguments: [
        ("And he said: the Prophet (ﷺ) prayed two rak'ahs and then went out to the people.", "continuation"),
        ("He said: I saw the Messenger of Allah (ﷺ) praying on his mount in whatever direction.", "pronoun"),
        ("A similar hadith has been narrated from the Prophet (ﷺ) through another chain of transmitters.", "chain"),
        ("Anas reported that Allah's Messenger (ﷺ) pierced their eyes because they had pierced the eyes of the shepherds.", "their"),
        ("\"The Messenger of Allah said: 'O 'Aishah, this is Jibril and he is sending greetings of Salam to you.'\" The same.", "same"),
        ("The Messenger of Allah (ﷺ) as saying: The right of inheritance belongs only to the one who paid the price", "unfinished"),
        ("Umar said: I kissed the Black Stone and I know that you are a stone that neither harms nor benefits.", "no Prophet"),
        ("The Prophet (ﷺ) said: Allah is beautiful and loves beauty ... and pride is rejecting the truth.", "elided"),
    ])
    func piecesChainsAndReportsWithoutTheProphetAreRefused(_ text: String, _ why: String) {
        #expect(WholeQuote.refusal(text) != nil, "\(why): \(text)")
    }

    @Test func aGradeMustBeSahihOrHasanAndSayWhoGaveIt() {
        #expect(WholeQuote.isAuthenticByNamedGrader([.edition("Sahih", grader: "Al-Albani")]))
        #expect(WholeQuote.isAuthenticByNamedGrader([.collector("Hasan Sahih", name: "at-Tirmidhi")]))
        #expect(!WholeQuote.isAuthenticByNamedGrader([.edition("Sahih", grader: nil)]), "a grader not named")
        #expect(!WholeQuote.isAuthenticByNamedGrader([.translation("Sahih")]), "a translation's unattributed note")
        #expect(!WholeQuote.isAuthenticByNamedGrader([.edition("Da'if", grader: "Al-Albani")]))
        #expect(!WholeQuote.isAuthenticByNamedGrader([]), "not graded here")
    }
}
