import Messages

/// What a reader says when a search finds nothing.
enum SearchMessage {
    /// What was searched for: the English of each is its own message.
    enum Thing { case ayah, hadith }

    /// `No ayah matches "mercifull". Did you mean "merciful"? (/ to search again)`,
    /// or without the suggestion when the text's words give none.
    static func nothingFound(_ thing: Thing, query: String, suggestion: String?, words: Words) -> String {
        let none = switch thing {
        case .ayah: words.tr("No ayah matches “%s”.", query)
        case .hadith: words.tr("No hadith matches “%s”.", query)
        }
        guard let suggestion else { return none }
        // TRANSLATORS: after "No ayah matches …": %s is a word the text has; / is the search key.
        return none + " " + words.tr("Did you mean “%s”? (/ to search again)", suggestion)
    }
}
