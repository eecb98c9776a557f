import FileFormats
import Messages

extension SettingsDecoder {
    /// `display.language` and `display.secondLanguage`: BCP 47 tags (`fr`, `ur`, `bs-Latn`),
    /// the second also `"none"`. A tag with no catalogue installed is kept (the wall shows
    /// English until one is) and named on the status line with the languages there are
    /// (`issues`); the configuration still holds.
    /// `display.labels` (`"english"` or `"arabic"`, before there were catalogues) is read as
    /// the language when `language` is absent. A language given sets the clock and the
    /// digits to its own (`clock(of:)`, `DigitStyle.written(by:)`) where `display.clock` and
    /// `display.digits` are absent.
    static func decodeLanguages(_ display: ConfigObject, into settings: inout DisplaySettings, issues: inout [ConfigIssue]) {
        let library = MessageLibrary.installed
        func tag(_ key: String, allowsNone: Bool) -> LanguageTag?? {
            guard let value = display.raw(key) else { return nil }
            if allowsNone, case .string("none") = value { return .some(nil) }
            guard case .string(let text) = value, let tag = LanguageTag(text) else {
                let shown = value.shown
                display.reject(key, allowsNone ? .tr("expected a language tag such as \"en\", \"ar\", \"fr\", \"tr\" or \"ur\" (or \"none\"), got %s", shown)
                                               : .tr("expected a language tag such as \"en\", \"ar\", \"fr\", \"tr\" or \"ur\", got %s", shown))
                return nil
            }
            if !library.has(tag) {
                let available = library.languages.map(\.description).joined(separator: ", ")
                issues.append(ConfigIssue(path: "display.\(key)",
                                          .tr("no words in \"%1$s\" are installed (there are: %2$s); English is shown instead", .text(tag.description), .text(available))))
            } else if !library.words(tag).drawsOnTheWall {
                let wall = library.languages.filter { library.words($0).drawsOnTheWall }.map(\.description).joined(separator: ", ")
                // TRANSLATORS: %1$s is a language tag such as bn; %2$s lists the tags the wall can draw.
                let refusal: Phrase = allowsNone
                    ? .tr("the wall's terminal cannot draw \"%1$s\" (its letters join across a word, which a terminal does not shape): no second language is shown instead; the public and admin pages offer it (the wall's languages: %2$s)",
                          .text(tag.description), .text(wall))
                    : .tr("the wall's terminal cannot draw \"%1$s\" (its letters join across a word, which a terminal does not shape): English is shown instead; the public and admin pages offer it (the wall's languages: %2$s)",
                          .text(tag.description), .text(wall))
                issues.append(ConfigIssue(path: "display.\(key)", refusal))
                return .some(allowsNone ? nil : .english)
            }
            return .some(tag)
        }
        var legacy: LanguageTag?
        if let value = display.raw("labels") {
            switch value {
            case .string("english"): legacy = .english
            case .string("arabic"): legacy = .arabic
            default: display.reject("labels", .tr("expected \"english\" or \"arabic\" (display.language now names the wall's language), got %s", value.shown))
            }
        }
        if let given = tag("language", allowsNone: false).flatMap({ $0 }) {
            settings.language = given
            // The language's own clock and digits where the configuration names none (not for
            // display.labels: a wall set up before the catalogues keeps what it showed).
            let words = library.words(given)
            if display.raw("clock") == nil { settings.clock = clock(of: words) }
            if display.raw("digits") == nil { settings.digits = DigitStyle.written(by: words) }
        } else if let legacy {
            settings.language = legacy
        }
        if settings.language == .arabic { settings.secondLanguage = nil }
        if let second = tag("secondLanguage", allowsNone: true) {
            settings.secondLanguage = second == settings.language ? nil : second
        }
    }

    /// The clock a language's speakers read, as its catalogue says (CLDR's short time
    /// format for the language: `h:mm a` is 12-hour, `HH:mm` 24-hour).
    static func clock(of words: Words) -> ClockFormat {
        // TRANSLATORS: write 12h or 24h: the clock your language reads, as CLDR's short time format for it has it (h:mm a is 12h, HH:mm is 24h).
        words.trc("this language's clock", "12h") == "24h" ? .twentyFourHour : .twelveHour
    }
}

extension Words {
    /// Whether the wall's terminal can draw this language, as its catalogue says: a script
    /// whose letters join across a word by shaping (Bengali's conjuncts) is drawn by the
    /// browser on the web pages, which shape text, and not by a terminal, which draws a cell
    /// at a time. Such a language is offered on the public and admin pages only.
    public var drawsOnTheWall: Bool {
        // TRANSLATORS: write yes, or no when a terminal cannot draw your script (its letters join across a word by shaping, as Bengali's conjuncts do; Arabic script is drawn by the wall's own shaping): with no, the wall stays in English and the web pages use your language.
        trc("this language on the wall", "yes") != "no"
    }
}

extension DigitStyle {
    /// The digits a language writes, as its catalogue says (CLDR's default numbering
    /// system for the language: `latn`; `arab` for Arabic; `arabext` for Persian). A value
    /// that is none of these reads as Latin.
    public static func written(by words: Words) -> DigitStyle {
        // TRANSLATORS: write latin, arabic or extended-arabic: the digits your language writes (arabic is ٠١٢٣…, extended-arabic is ۰۱۲۳…), as CLDR's default numbering system for it has it (latn, arab or arabext).
        DigitStyle(rawValue: words.trc("this language's digits", "latin")) ?? .latin
    }
}
