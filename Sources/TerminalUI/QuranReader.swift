import ArabicText
import Foundation
import KioskCore
import Scripture

/// One ayah as the reader shows it.
public struct ReaderAyah: Sendable, Equatable {
    public let number: Int
    public let arabic: String
    public let translation: String?

    public init(number: Int, arabic: String, translation: String?) {
        self.number = number
        self.arabic = arabic
        self.translation = translation
    }
}

/// A search result or bookmark as the reader lists it.
public struct ReaderListItem: Sendable, Equatable {
    public let reference: AyahReference
    public let text: String

    public init(reference: AyahReference, text: String) {
        self.reference = reference
        self.text = text
    }
}

/// What the Quran reader asks the runtime to do.
public enum ReaderCommand: Sendable, Equatable {
    case loadSurah(Int, focus: Int)
    case search(String)
    case loadBookmarks
    case addBookmark(AyahReference, note: String?)
    case saveProgress(AyahReference)
    /// Recite from this ayah to the end of the surah.
    case recite(from: AyahReference)
    case stopRecitation
    case setSpeed(Double)
    case close
}

/// The Quran reader: surah list, surah view, search, bookmarks. Model and update
/// only; `QuranReaderView` draws it.
public struct QuranReader: Sendable, Equatable {
    public enum Page: Sendable, Equatable {
        case surahList
        case surah
        case search
        case bookmarks
    }

    /// A line being typed at the bottom of the screen.
    public enum Prompt: Sendable, Equatable {
        case filter
        case goTo
        case search
        case bookmarkNote
    }

    public let surahs: [Surah]
    public var page: Page = .surahList
    public var filter = ""
    public var listSelection = 0
    public var surahNumber = 1
    public var ayahs: [ReaderAyah] = []
    public var bismillah: String?
    /// Index into `ayahs` of the ayah under the cursor.
    public var cursor = 0
    public var verseByVerse: Bool
    public var showTranslation = true
    public var prompt: Prompt?
    public var input = ""
    public var results: [ReaderListItem] = []
    public var bookmarks: [ReaderListItem] = []
    public var message: String?
    /// The ayah being recited, highlighted and kept in view.
    public var playing: AyahReference?
    public var speed: Double

    public init(surahs: [Surah], verseByVerse: Bool = true, speed: Double = 1) {
        self.surahs = surahs
        self.verseByVerse = verseByVerse
        self.speed = speed
    }

    /// Surahs matching the filter (by number, transliteration, English or Arabic name).
    public var filteredSurahs: [Surah] {
        let query = filter.lowercased()
        guard !query.isEmpty else { return surahs }
        return surahs.filter {
            String($0.number) == query || $0.transliteration.lowercased().contains(query) || $0.english.lowercased().contains(query)
                || $0.name.contains(filter)
        }
    }

    public var cursorReference: AyahReference? {
        ayahs.indices.contains(cursor) ? AyahReference(surah: surahNumber, ayah: ayahs[cursor].number) : nil
    }

    /// A surah's ayahs arrived (after `.loadSurah`).
    public mutating func show(surah: Int, ayahs: [ReaderAyah], bismillah: String?, focus: Int) {
        surahNumber = surah
        self.ayahs = ayahs
        self.bismillah = bismillah
        cursor = max(0, min(ayahs.count - 1, focus - 1))
        page = .surah
    }

    /// Keys; `pageSize` is how many ayahs PgUp/PgDn move.
    public mutating func update(_ key: KioskKey, pageSize: Int = 5) -> [ReaderCommand] {
        message = nil
        if let prompt { return typing(key, prompt: prompt) }
        switch page {
        case .surahList: return surahListKey(key)
        case .surah: return surahKey(key, pageSize: pageSize)
        case .search, .bookmarks: return listKey(key)
        }
    }

    private mutating func typing(_ key: KioskKey, prompt: Prompt) -> [ReaderCommand] {
        switch key {
        case .character(let character):
            input.append(character)
            if prompt == .filter { filter = input; listSelection = 0 }
        case .backspace:
            if !input.isEmpty { input.removeLast() }
            if prompt == .filter { filter = input; listSelection = 0 }
        case .escape:
            self.prompt = nil
            if prompt == .filter { filter = ""; input = "" }
        case .enter:
            self.prompt = nil
            let text = input.trimmingCharacters(in: .whitespaces)
            input = ""
            switch prompt {
            case .filter:
                return openSelectedSurah()
            case .search:
                guard !text.isEmpty else { return [] }
                page = .search
                listSelection = 0
                return [.search(text)]
            case .goTo:
                return goTo(text)
            case .bookmarkNote:
                guard let reference = cursorReference else { return [] }
                message = "Bookmarked \(reference)"
                return [.addBookmark(reference, note: text.isEmpty ? nil : text)]
            }
        case .up, .down:
            if prompt == .filter { return surahListKey(key) }
        default:
            break
        }
        return []
    }

    private mutating func surahListKey(_ key: KioskKey) -> [ReaderCommand] {
        let count = filteredSurahs.count
        switch key {
        case .up, .character("k"): listSelection = max(0, listSelection - 1)
        case .down, .character("j"): listSelection = min(max(0, count - 1), listSelection + 1)
        case .pageUp: listSelection = max(0, listSelection - 10)
        case .pageDown: listSelection = min(max(0, count - 1), listSelection + 10)
        case .enter: return openSelectedSurah()
        case .escape:
            if !filter.isEmpty { filter = ""; return [] }
            return [.close]
        case .character("/"): prompt = .search; input = ""
        case .character("B"): page = .bookmarks; listSelection = 0; return [.loadBookmarks]
        case .character("g"): prompt = .goTo; input = ""
        case .character(let character) where character.isLetter || character.isNumber || character == " " || character == "-":
            prompt = .filter
            input = filter + String(character)
            filter = input
            listSelection = 0
        default: break
        }
        return []
    }

    private mutating func openSelectedSurah() -> [ReaderCommand] {
        let list = filteredSurahs
        guard list.indices.contains(listSelection) else { return [] }
        return [.loadSurah(list[listSelection].number, focus: 1)]
    }

    private mutating func surahKey(_ key: KioskKey, pageSize: Int) -> [ReaderCommand] {
        let before = cursorReference
        switch key {
        case .down, .character("j"): cursor = min(ayahs.count - 1, cursor + 1)
        case .up, .character("k"): cursor = max(0, cursor - 1)
        case .pageDown: cursor = min(ayahs.count - 1, cursor + pageSize)
        case .pageUp: cursor = max(0, cursor - pageSize)
        case .character("n"): return surahNumber < 114 ? [.loadSurah(surahNumber + 1, focus: 1)] : []
        case .character("p"): return surahNumber > 1 ? [.loadSurah(surahNumber - 1, focus: 1)] : []
        case .character("g"): prompt = .goTo; input = ""
        case .character("/"): prompt = .search; input = ""
        case .character("b"): prompt = .bookmarkNote; input = ""
        case .character("B"): page = .bookmarks; listSelection = 0; return [.loadBookmarks]
        case .character("t"): showTranslation.toggle()
        case .character("v"): verseByVerse.toggle()
        case .character("s"): playing = nil; return [.stopRecitation]
        case .character("]"): return changeSpeed(up: true)
        case .character("["): return changeSpeed(up: false)
        case .enter: return cursorReference.map { [.recite(from: $0)] } ?? []
        case .escape:
            page = .surahList
            listSelection = max(0, surahNumber - 1)
            filter = ""
            return []
        default: break
        }
        if let after = cursorReference, after != before { return [.saveProgress(after)] }
        return []
    }

    private mutating func changeSpeed(up: Bool) -> [ReaderCommand] {
        let speeds = [1.0, 1.5, 2.0]
        let index = speeds.firstIndex(of: speed) ?? 0
        speed = speeds[max(0, min(speeds.count - 1, index + (up ? 1 : -1)))]
        message = "Recitation speed \(speed == 1 ? "1" : speed == 1.5 ? "1.5" : "2")x"
        return [.setSpeed(speed)]
    }

    private mutating func listKey(_ key: KioskKey) -> [ReaderCommand] {
        let items = page == .search ? results : bookmarks
        switch key {
        case .up, .character("k"): listSelection = max(0, listSelection - 1)
        case .down, .character("j"): listSelection = min(max(0, items.count - 1), listSelection + 1)
        case .enter:
            guard items.indices.contains(listSelection) else { return [] }
            let reference = items[listSelection].reference
            return [.loadSurah(reference.surah, focus: reference.ayah)]
        case .character("/"): prompt = .search; input = ""
        case .escape: page = ayahs.isEmpty ? .surahList : .surah
        default: break
        }
        return []
    }

    /// `surah` or `surah:ayah`.
    private mutating func goTo(_ text: String) -> [ReaderCommand] {
        let parts = text.split(separator: ":").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard (1...2).contains(parts.count), let surah = parts[0], let entry = surahs.first(where: { $0.number == surah }) else {
            message = "Go to: type a surah (1–114) or surah:ayah, such as 2:255"
            return []
        }
        let ayah = parts.count == 2 ? (parts[1] ?? 1) : 1
        guard (1...entry.ayahCount).contains(ayah) else {
            message = "Surah \(surah) has \(entry.ayahCount) ayahs"
            return []
        }
        return [.loadSurah(surah, focus: ayah)]
    }
}
