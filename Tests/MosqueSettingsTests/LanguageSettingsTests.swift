import Foundation
import Messages
@testable import MosqueSettings
import Testing

/// `display.language` and `display.secondLanguage`: the wall's languages, by BCP 47 tag.
struct LanguageSettingsTests {
    @Test func theWallIsInEnglishWithArabicBesideItUntilALanguageIsChosen() throws {
        let settings = try SettingsDecoderTests.decode("{}")
        #expect(settings.display.language == .english && settings.display.secondLanguage == .arabic)
    }

    @Test func anArabicWallHasNoSecondLanguageUnlessOneIsAskedFor() throws {
        let arabic = try SettingsDecoderTests.decode(#"{"display": {"language": "AR"}}"#)
        #expect(arabic.display.language == .arabic && arabic.display.secondLanguage == nil)
        let withEnglish = try SettingsDecoderTests.decode(#"{"display": {"language": "ar", "secondLanguage": "en"}}"#)
        #expect(withEnglish.display.secondLanguage == .english)
        let none = try SettingsDecoderTests.decode(#"{"display": {"language": "en", "secondLanguage": "none"}}"#)
        #expect(none.display.secondLanguage == nil)
        let same = try SettingsDecoderTests.decode(#"{"display": {"language": "ar", "secondLanguage": "ar"}}"#)
        #expect(same.display.secondLanguage == nil, "the same language twice is one")
    }

    /// Configurations written before the catalogues keep their wall.
    @Test func theOldLabelsKeyStillChoosesEnglishOrArabic() throws {
        let old = try SettingsDecoderTests.decode(#"{"display": {"labels": "arabic"}}"#)
        #expect(old.display.language == .arabic && old.display.secondLanguage == nil)
        let both = try SettingsDecoderTests.decode(#"{"display": {"labels": "arabic", "language": "en"}}"#)
        #expect(both.display.language == .english, "display.language wins over the old key")
        #expect(SettingsDecoderTests.issues(#"{"display": {"labels": "french"}}"#).first?.contains("display.labels") == true)
    }

    @Test func aLanguageThatIsNotATagIsRefusedAndOneWithoutWordsIsNamedWithWhatThereIs() throws {
        let notATag = SettingsDecoderTests.issues(#"{"display": {"language": "English"}}"#)
        #expect(notATag.count == 1 && notATag[0].contains("display.language") && notATag[0].contains("\"English\""), "\(notATag)")
        // The configuration holds (the wall shows English) and the status line says why.
        let swedish = try SettingsDecoderTests.decode(#"{"display": {"language": "sv"}}"#)
        #expect(swedish.display.language == LanguageTag("sv"))
        let notInstalled = swedish.entryIssues.map(\.description)
        #expect(notInstalled.count == 1 && notInstalled[0].contains("display.language") && notInstalled[0].contains("\"sv\"")
                    && notInstalled[0].contains("there are: en"), "\(notInstalled)")
        let badSecond = SettingsDecoderTests.issues(#"{"display": {"secondLanguage": 7}}"#)
        #expect(badSecond.count == 1 && badSecond[0].contains("display.secondLanguage") && badSecond[0].contains("\"none\""), "\(badSecond)")
    }

    /// The settings screen and the admin page offer the languages there are words for.
    @Test func theFormOffersEveryInstalledLanguageAndShowsTheChosenOnes() throws {
        let field = try #require(SettingsFields.all.first { $0.id == "display.language" })
        guard case .choice(let choices) = field.kind else { Issue.record("display.language is a choice"); return }
        let library = MessageLibrary.installed
        #expect(choices == library.languages.filter { library.words($0).drawsOnTheWall }.map(\.description) && choices.contains("ar"))
        var settings = Settings()
        settings.display.language = .arabic
        settings.display.secondLanguage = nil
        let values = SettingsFields.values(of: settings)
        #expect(values["display.language"] == "ar" && values["display.secondLanguage"] == "none")
    }
}

/// Bengali, whose letters join across a word, is drawn by the web pages' browsers and not
/// by the wall's terminal (its catalogue says so): the wall stays in English and says why.
struct WebOnlyLanguageTests {
    static let bengali = LanguageTag("bn")!

    @Test func aLanguageTheWallCannotDrawLeavesItInEnglishSaysWhyAndIsNotOffered() throws {
        let library = MessageLibrary.installed
        try #require(library.has(Self.bengali), "make catalogues compiles po/bn.po")
        #expect(!library.words(Self.bengali).drawsOnTheWall && library.words(.arabic).drawsOnTheWall)
        let settings = try SettingsDecoderTests.decode(#"{"display": {"language": "bn", "secondLanguage": "bn"}}"#)
        #expect(settings.display.language == .english && settings.display.secondLanguage == nil)
        let issues = settings.entryIssues.map(\.description)
        #expect(issues.contains { $0.contains("display.language") && $0.contains("cannot draw \"bn\"") && $0.contains("English is shown") }, "\(issues)")
        #expect(issues.contains { $0.contains("display.secondLanguage") && $0.contains("no second language is shown") }, "\(issues)")
        for id in ["display.language", "display.secondLanguage"] {
            let field = try #require(SettingsFields.all.first { $0.id == id })
            guard case .choice(let choices) = field.kind else { Issue.record("\(id) is a choice"); continue }
            #expect(!choices.contains("bn") && choices.contains("ur"), "\(id): \(choices)")
        }
        #expect(LanguageSuggestion.forCountry("BD", library: library) == .english, "Bangladesh's wall is in English")
    }
}

/// A language brings the clock and digits its speakers read (CLDR's, through its catalogue).
struct LanguageDefaultsTests {
    @Test func aLanguageChosenBringsItsClockAndDigitsUnlessTheConfigurationNamesThem() throws {
        let arabic = try SettingsDecoderTests.decode(#"{"display": {"language": "ar"}}"#)
        #expect(arabic.display.digits == .arabic && arabic.display.clock == .twelveHour, "CLDR ar: arab digits, h:mm a")
        let named = try SettingsDecoderTests.decode(#"{"display": {"language": "ar", "digits": "latin", "clock": "24h"}}"#)
        #expect(named.display.digits == .latin && named.display.clock == .twentyFourHour)
        let english = try SettingsDecoderTests.decode(#"{"display": {"language": "en"}}"#)
        #expect(english.display.digits == .latin && english.display.clock == .twelveHour)
        if MessageLibrary.installed.has(LanguageTag("tr")!) {
            let turkish = try SettingsDecoderTests.decode(#"{"display": {"language": "tr"}}"#)
            #expect(turkish.display.digits == .latin && turkish.display.clock == .twentyFourHour, "CLDR tr: HH:mm")
        }
        if MessageLibrary.installed.has(LanguageTag("fa")!) {
            let persian = try SettingsDecoderTests.decode(#"{"display": {"language": "fa"}}"#)
            #expect(persian.display.digits == .extendedArabic && persian.display.clock == .twentyFourHour, "CLDR fa: arabext digits, H:mm")
        }
        if MessageLibrary.installed.has(LanguageTag("ur")!) {
            let urdu = try SettingsDecoderTests.decode(#"{"display": {"language": "ur", "digits": "latin"}}"#)
            #expect(urdu.display.digits == .latin && urdu.display.clock == .twelveHour, "display.digits overrides; CLDR ur: h:mm a")
        }
    }

    /// A wall set up before the catalogues (display.labels) keeps the digits and clock it showed.
    @Test func theOldLabelsKeyChangesNeitherClockNorDigits() throws {
        let old = try SettingsDecoderTests.decode(#"{"display": {"labels": "arabic"}}"#)
        #expect(old.display.language == .arabic && old.display.digits == .latin && old.display.clock == .twelveHour)
    }
}
