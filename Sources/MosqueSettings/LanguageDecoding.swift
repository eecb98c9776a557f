import FileFormats
import Messages

extension SettingsDecoder {
    /// `display.language` and `display.secondLanguage`: BCP 47 tags (`fr`, `ur`, `bs-Latn`),
    /// the second also `"none"`. A tag with no catalogue installed is kept (the wall shows
    /// English until one is) and named on the status line with the languages there are
    /// (`issues`); the configuration still holds.
    /// `display.labels` (`"english"` or `"arabic"`, before there were catalogues) is read as
    /// the language when `language` is absent.
    static func decodeLanguages(_ display: ConfigObject, into settings: inout DisplaySettings, issues: inout [ConfigIssue]) {
        let library = MessageLibrary.installed
        func tag(_ key: String, allowsNone: Bool) -> LanguageTag?? {
            guard let value = display.raw(key) else { return nil }
            if allowsNone, case .string("none") = value { return .some(nil) }
            guard case .string(let text) = value, let tag = LanguageTag(text) else {
                display.reject(key, "expected a language tag such as \"en\", \"ar\", \"fr\", \"tr\" or \"ur\"\(allowsNone ? " (or \"none\")" : ""), got \(value.quoted)")
                return nil
            }
            if !library.has(tag) {
                let available = library.languages.map(\.description).joined(separator: ", ")
                issues.append(ConfigIssue(path: "display.\(key)",
                                          message: "no words in \"\(tag)\" are installed (there are: \(available)); English is shown instead"))
            }
            return .some(tag)
        }
        var legacy: LanguageTag?
        if let value = display.raw("labels") {
            switch value {
            case .string("english"): legacy = .english
            case .string("arabic"): legacy = .arabic
            default: display.reject("labels", "expected \"english\" or \"arabic\" (display.language now names the wall's language), got \(value.quoted)")
            }
        }
        if let language = tag("language", allowsNone: false) ?? legacy {
            settings.language = language
            if language == .arabic { settings.secondLanguage = nil }
        }
        if let second = tag("secondLanguage", allowsNone: true) {
            settings.secondLanguage = second == settings.language ? nil : second
        }
    }
}
