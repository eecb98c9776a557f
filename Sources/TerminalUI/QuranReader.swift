import ArabicText
import FileFormats
import FoundationEssentials
import Messages
import Scripture

/// One ayah as the reader shows it, with where it falls in the mushaf.
public struct ReaderAyah: Sendable, Equatable {
    public let number: Int
    public let arabic: String
    public let translation: String?
    /// A second translation shown with the first (`T`).
    public let secondTranslation: String?
    public let juz: Int?
    /// The Madinah mushaf's page; nil without the mushaf layout.
    public let page: Int?

    public init(number: Int, arabic: String, translation: String?, secondTranslation: String? = nil, juz: Int? = nil, page: Int? = nil) {
        self.number = number
        self.arabic = arabic
        self.translation = translation
        self.secondTranslation = secondTranslation
        self.juz = juz
        self.page = page
    }
}

/// A search result or bookmark as the reader lists it.
public struct ReaderListItem: Sendable, Equatable {
    public let reference: AyahReference
    public let text: String
    /// A bookmark's own note (what `e` edits).
    public let note: String?

    public init(reference: AyahReference, text: String, note: String? = nil) {
        self.reference = reference
        self.text = text
        self.note = note
    }
}

/// A translation the reader can show.
public struct ReaderTranslation: Sendable, Equatable {
    public let code: String
    public let name: String

    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}

/// What the Quran reader asks the runtime to do. The answers come back as messages.
public enum ReaderCommand: Sendable, Equatable {
    case loadSurah(Int, focus: Int)
    /// Open the first ayah of a juz, hizb, rub', manzil, mushaf page or sajda.
    case goToDivision(QuranDivision)
    case search(String)
    case loadBookmarks
    /// Bookmarks an ayah; a nil note keeps the note it already has.
    case addBookmark(AyahReference, note: String?)
    case deleteBookmark(AyahReference)
    /// Show this translation (nil: none) and a second one beside it (nil: none);
    /// the runtime reloads the surah with them.
    case chooseTranslation(String?, second: String?, focus: AyahReference)
    case saveProgress(AyahReference)
    /// Recite from this ayah to the end of the surah.
    case recite(from: AyahReference)
    case setSpeed(Double)
    /// Pause the recitation, or resume the paused one.
    case togglePause
    /// Keep the recitation plan (repeats, silences, where to stop).
    case savePlan(RecitationPlan)
    /// Recite with this installed reciter from now on.
    case chooseReciter(String)
    case close
}

/// The Quran reader: surah list, surah view, search, bookmarks. Model and update
/// only; `QuranReaderView` draws it. Its state changes only in `update`.
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
        /// Editing the note of the bookmark chosen in the list.
        case editNote(AyahReference)
    }

    /// What reaches the reader: keys, the screen size, and the answers to its commands.
    public enum Message: Sendable, Equatable {
        case key(KioskKey)
        case resized(ScreenSize)
        /// A surah's ayahs (after `.loadSurah`).
        case surah(number: Int, ayahs: [ReaderAyah], bismillah: String?, focus: Int)
        /// A search's results; with none, the spelling the text's own words suggest, if any.
        case searchResults(query: String, [ReaderListItem], suggestion: String? = nil)
        case bookmarks([ReaderListItem])
        /// The imported translations, the one shown and the second one (nil: none).
        case translations([ReaderTranslation], shown: String?, second: String?)
        /// The ayah being recited now (nil when no recitation sounds).
        case reciting(AyahReference?)
        /// Something to tell the reader (a failure, a confirmation).
        case notice(String)
        /// The installed reciters and the one in use.
        case reciters([String], current: String)
        /// The recitation paused at this ayah (nil: not paused).
        case paused(AyahReference?)
    }

    public let surahs: [Surah]
    public private(set) var page: Page = .surahList
    public private(set) var filter = ""
    public private(set) var listSelection = 0
    public private(set) var surahNumber = 1
    public private(set) var ayahs: [ReaderAyah] = []
    public private(set) var bismillah: String?
    /// Index into `ayahs` of the ayah under the cursor.
    public private(set) var cursor = 0
    public private(set) var verseByVerse: Bool
    public private(set) var showTranslation = true
    public private(set) var prompt: Prompt?
    public private(set) var input = ""
    public private(set) var results: [ReaderListItem] = []
    public private(set) var bookmarks: [ReaderListItem] = []
    public private(set) var message: String?
    /// The ayah being recited, highlighted and kept in view.
    public private(set) var playing: AyahReference?
    public private(set) var speed: Double
    public private(set) var size = ScreenSize(width: 80, height: 24)
    public let arabicMode: ArabicDisplayMode
    /// The open surah laid out for the screen (made again only on a new surah, size or mode).
    private(set) var layout: SurahLayout?
    /// The first line of the page shown.
    public private(set) var top = 0
    /// The imported translations the `t` key cycles through, after "none".
    public private(set) var translationChoices: [ReaderTranslation] = []
    /// The translation shown, nil for none.
    public private(set) var translationShown: String?
    /// A second translation shown with the first, nil for none.
    public private(set) var secondShown: String?
    /// Repeats, silences and where a recitation stops.
    public private(set) var plan: RecitationPlan
    /// The first ayah of a range being marked with `a`.
    public private(set) var rangeStart: Int?
    /// The marked range of the open surah (ayah numbers), recited by Enter.
    public private(set) var range: ClosedRange<Int>?
    /// Where the recitation was paused.
    public private(set) var paused: AyahReference?
    public private(set) var reciters: [String] = []
    public private(set) var reciter = ""
    /// The wall's language, for the reader's own words (the Quran and its translations are data).
    public let words: Words

    public init(surahs: [Surah], verseByVerse: Bool = true, speed: Double = 1, arabicMode: ArabicDisplayMode = .shaped,
                plan: RecitationPlan = RecitationPlan(), words: Words = .english) {
        self.surahs = surahs
        self.words = words
        self.verseByVerse = verseByVerse
        self.speed = speed
        self.arabicMode = arabicMode
        self.plan = plan
    }

    /// Body rows of a page.
    var rows: Int { ScreenLayout(size).bodyRows }

    /// Lays the surah out again when what it depends on has changed, and turns to
    /// the page that shows the ayah under the cursor.
    private mutating func relayout() {
        guard !ayahs.isEmpty else { layout = nil; return }
        let key = SurahLayout.Key(surah: surahNumber, width: max(10, size.width - 4), verseByVerse: verseByVerse,
                                  showTranslation: showTranslation, mode: arabicMode)
        if layout?.key != key { layout = SurahLayout(key: key, ayahs: ayahs, bismillah: bismillah) }
        top = layout?.pageStart(showing: cursor, rows: rows) ?? 0
    }

    /// Turns to the page that shows `ayah`, unless it is on the page already.
    private mutating func show(ayah: Int) {
        guard let layout, !layout.ayahsShown(top: top, rows: rows).contains(ayah) else { return }
        top = layout.pageStart(showing: ayah, rows: rows)
    }

    /// The first ayah on the page: where the cursor goes after a page turn, and
    /// whose juz and page the header shows.
    var firstAyahOnPage: Int {
        guard let layout else { return cursor }
        return layout.ayahsShown(top: top, rows: rows).min() ?? cursor
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

    /// Whether keys are text for a prompt (so `?` is typed, not help).
    public var acceptsText: Bool { prompt != nil }

    /// The only place the reader's state changes.
    public mutating func update(_ message: Message) -> [ReaderCommand] {
        switch message {
        case .key(let key):
            self.message = nil
            if let prompt { return typing(key, prompt: prompt) }
            switch page {
            case .surahList: return surahListKey(key)
            case .surah: return surahKey(key)
            case .search, .bookmarks: return listKey(key)
            }
        case .resized(let size):
            self.size = size
            relayout()
        case .surah(let number, let ayahs, let bismillah, let focus):
            if number != surahNumber { range = nil; rangeStart = nil }
            surahNumber = number
            self.ayahs = ayahs
            self.bismillah = bismillah
            cursor = max(0, min(ayahs.count - 1, focus - 1))
            page = .surah
            layout = nil
            relayout()
        case .searchResults(let query, let items, let suggestion):
            results = items
            listSelection = 0
            if items.isEmpty { self.message = SearchMessage.nothingFound(.ayah, query: query, suggestion: suggestion, words: words) }
        case .bookmarks(let items):
            bookmarks = items
            listSelection = min(listSelection, max(0, items.count - 1))
        case .translations(let choices, let shown, let second):
            translationChoices = choices
            translationShown = shown
            secondShown = second
            showTranslation = shown != nil
            relayout()
        case .reciting(let reference):
            playing = reference
            // The ayah being recited is kept in view: the page turns to it.
            if let reference, reference.surah == surahNumber, let index = ayahs.firstIndex(where: { $0.number == reference.ayah }) {
                show(ayah: index)
            } else if let reference, reference.surah == surahNumber, reference.ayah == 0 {
                // The bismillah heading, at the top of the surah.
                top = 0
            }
        case .notice(let text):
            self.message = text
        case .reciters(let names, let current):
            reciters = names
            reciter = current
        case .paused(let reference):
            paused = reference
        }
        return []
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
            let text = input.trimmingBlanks()
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
                message = words.tr("Bookmarked %s", reference.description)
                // An empty note keeps the note the bookmark already has.
                return [.addBookmark(reference, note: text.isEmpty ? nil : text), .loadBookmarks]
            case .editNote(let reference):
                message = text.isEmpty ? words.tr("Note removed from %s", reference.description) : words.tr("Note saved for %s", reference.description)
                return [.addBookmark(reference, note: text), .loadBookmarks]
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

    private mutating func surahKey(_ key: KioskKey) -> [ReaderCommand] {
        let before = cursorReference
        switch key {
        case .down, .character("j"):
            cursor = min(ayahs.count - 1, cursor + 1)
            show(ayah: cursor)
        case .up, .character("k"):
            cursor = max(0, cursor - 1)
            show(ayah: cursor)
        case .pageDown:
            // Page by what the screen holds, so that paging shows every ayah once.
            if let next = layout?.nextPage(after: top, rows: rows) {
                top = next
                cursor = firstAyahOnPage
            }
        case .pageUp:
            top = layout?.previousPage(before: top, rows: rows) ?? 0
            cursor = firstAyahOnPage
        case .character("n"): return surahNumber < 114 ? [.loadSurah(surahNumber + 1, focus: 1)] : []
        case .character("p"): return surahNumber > 1 ? [.loadSurah(surahNumber - 1, focus: 1)] : []
        case .character("g"): prompt = .goTo; input = ""
        case .character("/"): prompt = .search; input = ""
        case .character("b"): prompt = .bookmarkNote; input = ""
        case .character("B"): page = .bookmarks; listSelection = 0; return [.loadBookmarks]
        case .character("t"):
            return cycleTranslation()
        case .character("T"):
            return cycleSecondTranslation()
        case .character("J"), .character("K"):
            guard let juz = cursor < ayahs.count ? ayahs[cursor].juz : nil else { return [] }
            let next = key == .character("J") ? juz + 1 : juz - 1
            guard (1...30).contains(next) else { message = next > 30 ? words.tr("This is the last juz.") : words.tr("This is the first juz."); return [] }
            return [.goToDivision(.juz(next))]
        case .character(">"), .character("<"):
            guard let reference = cursorReference else { return [] }
            let next = RubAlHizb.rub(of: reference) + (key == .character(">") ? 1 : -1)
            guard (1...RubAlHizb.rubCount).contains(next) else {
                message = next > RubAlHizb.rubCount ? words.tr("This is the last rub'.") : words.tr("This is the first rub'.")
                return []
            }
            return [.goToDivision(.rub(next))]
        case .character("v"):
            verseByVerse.toggle()
            relayout()
        case .character("]"): return changeSpeed(up: true)
        case .character("["): return changeSpeed(up: false)
        case .enter: return cursorReference.map { [.recite(from: $0)] } ?? []
        case .character(" "): return [.togglePause]
        case .character("m"), .character("M"), .character("G"), .character("e"):
            return changePlan(key)
        case .character("a"):
            guard let ayah = cursorReference?.ayah else { return [] }
            if let start = rangeStart {
                range = min(start, ayah)...max(start, ayah)
                rangeStart = nil
                // TRANSLATORS: %s is a range of ayahs such as 2:255–257; Enter and A are keys.
                message = words.tr("Range %s: Enter recites it (A clears)", "\(surahNumber):\(range!.lowerBound)–\(range!.upperBound)")
            } else {
                rangeStart = ayah
                // TRANSLATORS: %s is an ayah such as 2:255; a is the key.
                message = words.tr("Range from %s: move to its last ayah and press a", "\(surahNumber):\(ayah)")
            }
        case .character("A"):
            range = nil
            rangeStart = nil
            message = words.tr("Range cleared")
        case .character("R"):
            guard !reciters.isEmpty else {
                // TRANSLATORS: keep the two commands as they are.
                message = words.tr("No reciter is installed: mawqut recitation download or mawqut import recitation")
                return []
            }
            let next = reciters[((reciters.firstIndex(of: reciter) ?? -1) + 1) % reciters.count]
            reciter = next
            message = words.tr("Reciter: %s", next)
            return [.chooseReciter(next)]
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

    /// m: each ayah ×N · M: the range ×N · G: silence between · e: where to stop.
    private mutating func changePlan(_ key: KioskKey) -> [ReaderCommand] {
        switch key {
        case .character("m"): plan.repeatEach = RecitationPlan.next(after: plan.repeatEach, in: RecitationPlan.repeatChoices)
        case .character("M"): plan.rangeRepeats = RecitationPlan.next(after: plan.rangeRepeats, in: RecitationPlan.repeatChoices)
        case .character("G"): plan.gapSeconds = RecitationPlan.next(after: plan.gapSeconds, in: RecitationPlan.gapChoices)
        default:
            let all = RecitationPlan.StopAfter.allCases
            plan.stopAfter = all[((all.firstIndex(of: plan.stopAfter) ?? 0) + 1) % all.count]
        }
        message = words.tr("Recitation: %s", plan.summary(words))
        return [.savePlan(plan)]
    }

    private mutating func changeSpeed(up: Bool) -> [ReaderCommand] {
        let speeds = [1.0, 1.5, 2.0]
        let index = speeds.firstIndex(of: speed) ?? 0
        speed = speeds[max(0, min(speeds.count - 1, index + (up ? 1 : -1)))]
        // TRANSLATORS: %s is 1, 1.5 or 2 (times the normal speed).
        message = words.tr("Recitation speed %sx", speed == 1 ? "1" : speed == 1.5 ? "1.5" : "2")
        return [.setSpeed(speed)]
    }

    /// `t`: none → each imported translation → none.
    private mutating func cycleTranslation() -> [ReaderCommand] {
        guard let focus = cursorReference else { return [] }
        guard !translationChoices.isEmpty else {
            // TRANSLATORS: keep the command as it is (FOLDER and FILE are what one types in its place).
            message = words.tr("No translation imported (mawqut import quran --from FOLDER or FILE)")
            return []
        }
        let codes = [nil] + translationChoices.map(\.code)
        let next = codes[((codes.firstIndex(of: translationShown) ?? 0) + 1) % codes.count]
        message = next.flatMap { code in translationChoices.first { $0.code == code }.map { words.tr("Translation: %s", $0.name) } } ?? words.tr("Translation off")
        return [.chooseTranslation(next, second: next == nil || next == secondShown ? nil : secondShown, focus: focus)]
    }

    /// `T`: a second translation beside the first (side by side where the screen is
    /// wide enough, else under it): each other imported translation in turn, then none.
    private mutating func cycleSecondTranslation() -> [ReaderCommand] {
        guard let focus = cursorReference else { return [] }
        guard let first = translationShown else {
            message = words.tr("Choose a translation with t first; T adds a second one beside it")
            return []
        }
        let codes = [nil] + translationChoices.map(\.code).filter { $0 != first }
        guard codes.count > 1 else {
            message = words.tr("Only one translation is imported")
            return []
        }
        let next = codes[((codes.firstIndex(of: secondShown) ?? 0) + 1) % codes.count]
        message = next.flatMap { code in translationChoices.first { $0.code == code }.map { words.tr("Beside it: %s", $0.name) } } ?? words.tr("One translation")
        return [.chooseTranslation(first, second: next, focus: focus)]
    }

    private mutating func listKey(_ key: KioskKey) -> [ReaderCommand] {
        let items = page == .search ? results : bookmarks
        if page == .bookmarks, items.indices.contains(listSelection) {
            let chosen = items[listSelection]
            switch key {
            case .character("d"):
                message = words.tr("Deleted the bookmark at %s", chosen.reference.description)
                return [.deleteBookmark(chosen.reference), .loadBookmarks]
            case .character("e"):
                prompt = .editNote(chosen.reference)
                input = chosen.note ?? ""
                return []
            default: break
            }
        }
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

    /// `surah`, `surah:ayah`, or `juz N`, `hizb N`, `rub N`, `manzil N`, `page N`, `sajda N`.
    private mutating func goTo(_ text: String) -> [ReaderCommand] {
        if let division = QuranDivision(text) { return [.goToDivision(division)] }
        let parts = text.split(separator: ":").map { Int($0.trimmingBlanks()) }
        guard (1...2).contains(parts.count), let surah = parts[0], let entry = surahs.first(where: { $0.number == surah }) else {
            message = Self.goToHint(words)
            return []
        }
        let ayah = parts.count == 2 ? (parts[1] ?? 1) : 1
        guard (1...entry.ayahCount).contains(ayah) else {
            message = words.trn("Surah %1$s has %2$s ayah", "Surah %1$s has %2$s ayahs", entry.ayahCount, String(surah), String(entry.ayahCount))
            return []
        }
        return [.loadSurah(surah, focus: ayah)]
    }

    // MARK: - Keys shown

    /// What the go-to line accepts. The words juz, hizb, rub, manzil, page and sajda are
    /// what one types, in every language.
    static func goToHint(_ words: Words) -> String {
        // TRANSLATORS: keep juz, hizb, rub, manzil, page and sajda as they are: they are what one types.
        words.tr("Go to: a surah, or 2:255, juz 30, hizb 5, rub 17, manzil 7, page 604, sajda 1")
    }

    /// The footer: the keys used most on this page, short enough for 80 columns.
    public var footer: String {
        switch page {
        // TRANSLATORS: the Quran reader's footer: the keys used most, each key first; keep it about as short (80 columns).
        case .surahList: words.tr("type to filter · Enter open · / search · B bookmarks · ? help · Esc back")
        case .surah: words.tr("↑↓ ayah · Enter recite · n/p surah · / search · b bookmark · ? help · Esc back")
        case .search: words.tr("↑↓ choose · Enter open · / search · ? help · Esc back")
        case .bookmarks: words.tr("↑↓ choose · Enter open · e note · d delete · ? help · Esc back")
        }
    }

    /// Every key of the reader, for the help overlay.
    public static func keyHelp(_ words: Words) -> [String] {
        let stop = KioskKey.stopKeyName
        return [
            // TRANSLATORS: the Quran reader's help: a heading, then keys each followed by what they do; keep the keys and the columns (the heading's width) as they are.
            words.tr("Surah list:  type to filter · ↑↓ or j/k choose · PgUp/PgDn · Enter open"),
            words.tr("Surah:       ↑↓ or j/k ayah · PgUp/PgDn page · n/p next/previous surah · J/K next/previous juz"),
            words.tr("             > / < next/previous rub' (quarter hizb)"),
            words.tr("             Enter recite from the ayah (or the marked range) · Space pause/resume · ] faster · [ slower"),
            words.tr("Memorise:    a mark a range (twice) · A clear · m each ayah ×1/3/5/7/10 · M the range ×N"),
            words.tr("             G silence between repetitions · e stop after surah/page/juz · R next reciter"),
            words.tr("             t next translation (then none) · T a second one beside it · v verse by verse or continuous"),
            words.tr("             b bookmark (with a note; empty keeps it) · B bookmarks: e edit note, d delete"),
            // TRANSLATORS: keep juz, hizb, rub and page as they are: they are what one types.
            words.tr("Anywhere:    g go to (2:255, juz 30, hizb 5, rub 17, page 604) · / search (\"a phrase\" in quotes)"),
            // TRANSLATORS: %s is the stop key (F2).
            words.tr("             %s (or Ctrl-X) stop the sound · Esc back · ? this help", stop),
        ]
    }
}
