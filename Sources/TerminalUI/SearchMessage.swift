/// What a reader says when a search finds nothing.
enum SearchMessage {
    /// `No ayah matches "mercifull". Did you mean "merciful"? (/ to search again)`,
    /// or without the suggestion when the text's words give none.
    static func nothingFound(_ thing: String, query: String, suggestion: String?) -> String {
        let none = "No \(thing) matches \"\(query)\"."
        guard let suggestion else { return none }
        return none + " Did you mean \"\(suggestion)\"? (/ to search again)"
    }
}
