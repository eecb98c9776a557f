import FileFormats
import FoundationEssentials
import Messages
import Scripture

/// A hadith as the reader shows it.
public struct ReaderHadith: Sendable, Equatable {
    public let collection: String
    public let number: String
    public let reference: String
    public let chapter: String
    public let arabic: String
    public let narrator: String
    public let english: String
    public let grade: String

    public init(collection: String, number: String, reference: String, chapter: String, arabic: String, narrator: String,
                english: String, grade: String) {
        self.collection = collection
        self.number = number
        self.reference = reference
        self.chapter = chapter
        self.arabic = arabic
        self.narrator = narrator
        self.english = english
        self.grade = grade
    }

    /// What `y` shares: the translation, "— narrator", "reference · grade".
    public var shareText: String {
        var lines = [english]
        if !narrator.isEmpty { lines.append("— \(narrator.trimming(where: { $0 == ":" || $0 == " " }))") }
        lines.append("\(reference) · \(grade)")
        return lines.joined(separator: "\n")
    }
}

/// A line of a hadith list: where it goes, and what to show.
public struct HadithListItem: Sendable, Equatable {
    public let collection: String
    public let number: String
    public let title: String
    public let detail: String
    /// A bookmark's own note (what `e` edits).
    public let note: String?

    public init(collection: String, number: String, title: String, detail: String, note: String? = nil) {
        self.collection = collection
        self.number = number
        self.title = title
        self.detail = detail
        self.note = note
    }
}

/// What the hadith reader asks the runtime to do.
public enum HadithReaderCommand: Sendable, Equatable {
    case loadChapters(String)
    case loadHadiths(collection: String, chapter: Int)
    case open(collection: String, number: String)
    /// The next (or previous) hadith of the collection after this one.
    case neighbour(of: ReaderHadith, forward: Bool)
    case random(collection: String?)
    case search(query: String, collection: String?, narrator: String?, grade: String?, grader: String?)
    case loadBookmarks
    /// Bookmarks a hadith; a nil note keeps the note it already has, an empty one removes it.
    case bookmark(collection: String, number: String, note: String?)
    case deleteBookmark(collection: String, number: String)
    case share(ReaderHadith)
    case listen(ReaderHadith)
    case close
}

/// The hadith reader: collections, chapters, hadiths, a hadith, search and
/// bookmarks. Its state changes only in `update`; `HadithReaderView` draws it.
public struct HadithReader: Sendable, Equatable {
    public enum Page: Sendable, Equatable {
        case collections, chapters, hadiths, hadith, search, bookmarks
    }

    /// What the line being typed is for.
    public enum Prompt: Sendable, Equatable {
        case search
        /// A note for the bookmark `b` makes on the hadith shown.
        case bookmarkNote(collection: String, number: String, reference: String)
        /// Editing the note of the bookmark chosen in the list.
        case editNote(collection: String, number: String, reference: String)
    }

    /// What reaches the reader: keys, the screen size, and the answers to its commands.
    public enum Message: Sendable, Equatable {
        case key(KioskKey)
        case resized(ScreenSize)
        case chapters([HadithListItem])
        case hadiths([HadithListItem])
        case hadith(ReaderHadith)
        /// A search's results; with none, the spelling the collections' own words suggest, if any.
        case searchResults(query: String, [HadithListItem], suggestion: String? = nil)
        case bookmarks([HadithListItem])
        /// Something to tell the reader (a failure, a confirmation, the end of a collection).
        case notice(String)
    }

    /// Shown when the search box is empty.
    public static let suggestions = ["prayer", "charity", "kindness", "patience", "forgiveness", "parents", "knowledge",
                                     "faith", "worship", "brotherhood"]

    public let collections: [HadithListItem]
    public private(set) var page: Page = .collections
    public private(set) var collection: String?
    public private(set) var chapters: [HadithListItem] = []
    public private(set) var items: [HadithListItem] = []
    public private(set) var selection = 0
    public private(set) var hadith: ReaderHadith?
    /// The line being typed, and what for; nil when keys are commands.
    public private(set) var prompt: Prompt?
    public private(set) var input = ""
    public private(set) var message: String?
    /// The page to go back to from the hadith view.
    public private(set) var returnPage: Page = .collections
    public private(set) var size = ScreenSize(width: 80, height: 24)

    /// The wall's language, for the reader's own words (the hadiths are data).
    public let words: Words

    public init(collections: [HadithListItem], words: Words = .english) {
        self.collections = collections
        self.words = words
    }

    /// The list on the current page.
    public var list: [HadithListItem] {
        switch page {
        case .collections: collections
        case .chapters: chapters
        case .search where typing && input.isEmpty, .search where items.isEmpty && !typing:
            // The suggestions are words of the translations the packages carry (English), so they stay English.
            Self.suggestions.map { HadithListItem(collection: "", number: "", title: $0, detail: words.tr("suggested search")) }
        case .hadiths, .search, .bookmarks: items
        case .hadith: []
        }
    }

    /// Whether a line is being typed.
    public var typing: Bool { prompt != nil }

    /// Whether keys are text for the line being typed (so `?` is typed, not help).
    public var acceptsText: Bool { typing }

    /// The only place the reader's state changes.
    public mutating func update(_ message: Message) -> [HadithReaderCommand] {
        switch message {
        case .key(let key):
            self.message = nil
            return prompt.map { type(key, for: $0) } ?? press(key)
        case .resized(let size):
            self.size = size
        case .chapters(let list):
            chapters = list
        case .hadiths(let list):
            items = list
        case .hadith(let hadith):
            if page != .hadith { returnPage = page }
            self.hadith = hadith
            page = .hadith
        case .searchResults(let query, let list, let suggestion):
            items = list
            selection = 0
            if list.isEmpty { self.message = SearchMessage.nothingFound(.hadith, query: query, suggestion: suggestion, words: words) }
        case .bookmarks(let list):
            items = list
        case .notice(let text):
            self.message = text
        }
        return []
    }

    private mutating func press(_ key: KioskKey) -> [HadithReaderCommand] {
        switch (page, key) {
        case (.bookmarks, .character("d")) where list.indices.contains(selection):
            let chosen = list[selection]
            message = words.tr("Deleted the bookmark of %s", chosen.title)
            return [.deleteBookmark(collection: chosen.collection, number: chosen.number), .loadBookmarks]
        case (.bookmarks, .character("e")) where list.indices.contains(selection):
            let chosen = list[selection]
            prompt = .editNote(collection: chosen.collection, number: chosen.number, reference: chosen.title)
            input = chosen.note ?? ""
            return []
        case (_, .character("/")):
            page = .search
            prompt = .search
            input = ""
            items = []
            selection = 0
            return []
        case (_, .character("B")):
            page = .bookmarks
            selection = 0
            return [.loadBookmarks]
        case (_, .character("x")):
            return [.random(collection: collection)]
        case (.hadith, .character("n")), (.hadith, .down), (.hadith, .character("j")):
            return hadith.map { [.neighbour(of: $0, forward: true)] } ?? []
        case (.hadith, .character("p")), (.hadith, .up), (.hadith, .character("k")):
            return hadith.map { [.neighbour(of: $0, forward: false)] } ?? []
        case (.hadith, .character("b")):
            guard let hadith else { return [] }
            prompt = .bookmarkNote(collection: hadith.collection, number: hadith.number, reference: hadith.reference)
            input = ""
            return []
        case (.hadith, .character("y")):
            return hadith.map { [.share($0)] } ?? []
        case (.hadith, .character("l")):
            return hadith.map { [.listen($0)] } ?? []
        case (.hadith, .escape):
            page = returnPage
            return []
        case (.hadith, _):
            return []
        case (_, .up), (_, .character("k")):
            selection = max(0, selection - 1)
        case (_, .down), (_, .character("j")):
            selection = min(max(0, list.count - 1), selection + 1)
        case (_, .pageUp):
            selection = max(0, selection - 10)
        case (_, .pageDown):
            selection = min(max(0, list.count - 1), selection + 10)
        case (_, .enter):
            return choose()
        case (_, .escape):
            return back()
        default:
            break
        }
        return []
    }

    private mutating func choose() -> [HadithReaderCommand] {
        guard list.indices.contains(selection) else { return [] }
        let item = list[selection]
        switch page {
        case .collections:
            collection = item.collection
            page = .chapters
            selection = 0
            return [.loadChapters(item.collection)]
        case .chapters:
            page = .hadiths
            selection = 0
            return [.loadHadiths(collection: item.collection, chapter: Int(item.number) ?? 0)]
        case .search where item.collection.isEmpty:
            return [.search(query: item.title, collection: nil, narrator: nil, grade: nil, grader: nil)]
        default:
            return [.open(collection: item.collection, number: item.number)]
        }
    }

    private mutating func back() -> [HadithReaderCommand] {
        selection = 0
        switch page {
        case .collections: return [.close]
        case .chapters, .search, .bookmarks: page = .collections; collection = nil
        case .hadiths: page = .chapters
        case .hadith: page = returnPage
        }
        return []
    }

    /// The line being typed: a search (words, with optional `collection:ID`,
    /// `narrator:TEXT`, `grade:G`, `grader:NAME`) or a bookmark's note.
    private mutating func type(_ key: KioskKey, for prompt: Prompt) -> [HadithReaderCommand] {
        switch key {
        case .character(let character): input.append(character)
        case .backspace: if !input.isEmpty { input.removeLast() }
        case .escape:
            self.prompt = nil
            if case .bookmarkNote = prompt { message = words.tr("Not bookmarked") }
        case .enter:
            self.prompt = nil
            let text = input.trimmingBlanks()
            switch prompt {
            case .search:
                return text.isEmpty ? [] : [Self.parseSearch(input)]
            case .bookmarkNote(let collection, let number, let reference):
                message = words.tr("Bookmarked %s", reference)
                // An empty note keeps the note the bookmark already has.
                return [.bookmark(collection: collection, number: number, note: text.isEmpty ? nil : text)]
            case .editNote(let collection, let number, let reference):
                message = text.isEmpty ? words.tr("Note removed from %s", reference) : words.tr("Note saved for %s", reference)
                return [.bookmark(collection: collection, number: number, note: text), .loadBookmarks]
            }
        case .down, .up:
            if prompt == .search { self.prompt = nil }
        default: break
        }
        return []
    }

    static func parseSearch(_ text: String) -> HadithReaderCommand {
        var words: [String] = []
        var collection: String?, narrator: String?, grade: String?, grader: String?
        for word in text.split(separator: " ") {
            if word.hasPrefix("collection:") { collection = String(word.dropFirst(11)) }
            else if word.hasPrefix("narrator:") { narrator = String(word.dropFirst(9)) }
            else if word.hasPrefix("grade:") { grade = String(word.dropFirst(6)) }
            else if word.hasPrefix("grader:") { grader = String(word.dropFirst(7)) }
            else { words.append(String(word)) }
        }
        return .search(query: words.joined(separator: " "), collection: collection, narrator: narrator, grade: grade, grader: grader)
    }

    // MARK: - Keys shown

    /// The footer: the keys used most on this page, short enough for 80 columns.
    public var footer: String {
        switch page {
        // TRANSLATORS: the hadith reader's footer: the keys used most, each key first; keep it about as short (80 columns).
        case .hadith: words.tr("n/p next · b bookmark · y share · l listen · x random · ? help · Esc back")
        case .bookmarks: words.tr("↑↓ choose · Enter open · e note · d delete · ? help · Esc back")
        default: words.tr("↑↓ choose · Enter open · / search · x random · B bookmarks · ? help · Esc back")
        }
    }

    /// Every key of the reader, for the help overlay.
    public static func keyHelp(_ words: Words) -> [String] {
        [
            // TRANSLATORS: the hadith reader's help: a heading, then keys each followed by what they do; keep the keys and the columns as they are.
            words.tr("Lists:     ↑↓ or j/k choose · PgUp/PgDn · Enter open · Esc back"),
            words.tr("A hadith:  n/p or ↑↓ next/previous · b bookmark (with a note; empty keeps it)"),
            words.tr("           y share (clipboard and file)"),
            words.tr("           l listen (read aloud with espeak-ng)"),
            // TRANSLATORS: keep collection:ID narrator:TEXT grade:G grader:NAME as they are: they are what one types.
            words.tr("Anywhere:  / search (add collection:ID narrator:TEXT grade:G grader:NAME)"),
            words.tr("           x random hadith · B bookmarks: e edit note, d delete"),
            // TRANSLATORS: %s is the stop key (F2).
            words.tr("           %s (or Ctrl-X) stop the sound · Esc back · ? this help", KioskKey.stopKeyName),
        ]
    }
}
