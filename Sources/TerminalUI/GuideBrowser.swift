import FoundationEssentials
import Messages
import Scripture

/// A recitation as it is shown: the guide's own Arabic and meaning, or, for a Quran
/// passage, those of the imported Quran, or a line saying where they will appear.
public struct ShownRecitation: Sendable, Equatable {
    public let arabic: String?
    /// Instead of the Arabic, for a Quran passage when no Quran is imported.
    public let missing: String?
    public let meaning: String?
    /// The translation the meaning is taken from, when it is not the guide's own.
    public let meaningSource: String?
}

extension GuideRecitation {
    public func shown(quran: [QuranPassage: QuranExcerpt], words: Words = .english) -> ShownRecitation {
        let excerpt = self.quran.flatMap { quran[$0] }
        let arabic = self.arabic ?? excerpt?.arabic
        return ShownRecitation(
            arabic: arabic,
            // TRANSLATORS: %s is a passage of the Quran such as 1:1-7; keep "mawqut doctor" as it is.
            missing: arabic == nil ? self.quran.map { passage in words.tr("Quran %s: the Arabic and meaning show here once the Quran is imported (mawqut doctor).", "\(passage)") } : nil,
            meaning: meaning ?? excerpt?.meaning,
            meaningSource: meaning == nil ? excerpt?.translation : nil)
    }
}

/// What the guide screen asks the runtime to do.
public enum GuideBrowserCommand: Sendable, Equatable {
    /// Remember the tradition for next time.
    case rememberTradition(GuideTradition)
    case close
}

/// The prayer guide screen's state: the list of one tradition's guides, a guide
/// scrolled block by block, and a search over the steps.
public struct GuideBrowser: Sendable, Equatable {
    public enum Page: Sendable, Equatable {
        case list, guide, results
    }

    /// What reaches the screen: keys and the screen size.
    public enum Message: Sendable, Equatable {
        case key(KioskKey)
        case resized(ScreenSize)
    }

    public let book: PrayerGuideBook
    public private(set) var tradition: GuideTradition
    public private(set) var page: Page = .list
    /// The highlighted row of the list or of the search results.
    public private(set) var selection = 0
    /// The guide on screen.
    public private(set) var guide: PrayerGuide?
    /// The first block shown (see `GuideView.blocks`).
    public private(set) var scroll = 0
    public private(set) var typing = false
    public private(set) var input = ""
    public private(set) var results: [GuideMatch] = []
    public private(set) var message: String?
    /// Quran passages the guides use, from the imported Quran (empty when none is imported).
    public let quran: [QuranPassage: QuranExcerpt]
    public private(set) var size = ScreenSize(width: 80, height: 24)

    /// The wall's language, for the screen's own words (the guides themselves are English, with their sources).
    public let words: Words

    public init(book: PrayerGuideBook, tradition: GuideTradition, quran: [QuranPassage: QuranExcerpt] = [:], words: Words = .english) {
        self.words = words
        self.book = book
        self.tradition = tradition
        self.quran = quran
    }

    public var guides: [PrayerGuide] { book.guides(for: tradition) }

    /// Opens a guide at its top, or at a block.
    public mutating func open(_ guide: PrayerGuide, atBlock block: Int = 0) {
        self.guide = guide
        page = .guide
        scroll = block
    }

    /// Whether keys are text for the search line (so `?` is typed, not help).
    public var acceptsText: Bool { typing }

    /// The only place the screen's state changes.
    public mutating func update(_ message: Message) -> [GuideBrowserCommand] {
        switch message {
        case .resized(let size):
            self.size = size
            return []
        case .key(let key):
            self.message = nil
            return typing ? type(key) : press(key, pageSize: GuideView.pageSize(ScreenLayout(size)))
        }
    }

    private mutating func press(_ key: KioskKey, pageSize: Int) -> [GuideBrowserCommand] {
        switch key {
        case .character("\t"):
            tradition = tradition.other
            if page == .guide, let shown = guide, let same = book.guide(shown.prayer, tradition: tradition) {
                open(same)
            } else {
                page = .list
                selection = min(selection, guides.count - 1)
            }
            return [.rememberTradition(tradition)]
        case .character("/"):
            typing = true
            input = ""
        case .escape, .character("q"):
            if page == .list { return [.close] }
            page = page == .guide && !results.isEmpty ? .results : .list
        case .up, .character("k"):
            move(by: -1)
        case .down, .character("j"):
            move(by: 1)
        case .pageUp:
            move(by: -max(1, pageSize))
        case .pageDown:
            move(by: max(1, pageSize))
        case .enter:
            if page == .list, guides.indices.contains(selection) {
                open(guides[selection])
            } else if page == .results, results.indices.contains(selection) {
                let match = results[selection]
                open(match.guide, atBlock: GuideView.block(ofStep: match.stepIndex, in: match.guide))
            }
        default:
            break
        }
        return []
    }

    private mutating func move(by delta: Int) {
        switch page {
        case .list: selection = max(0, min(guides.count - 1, selection + delta))
        case .results: selection = max(0, min(results.count - 1, selection + delta))
        case .guide:
            let count = guide.map { GuideView.blocks($0, closing: book.closingNotes(for: tradition)).count } ?? 1
            scroll = max(0, min(count - 1, scroll + delta))
        }
    }

    private mutating func type(_ key: KioskKey) -> [GuideBrowserCommand] {
        switch key {
        case .escape:
            typing = false
        case .enter:
            typing = false
            results = book.search(input, tradition: tradition)
            selection = 0
            page = .results
            // TRANSLATORS: %1$s is the tradition (Sunni, or Shia (Ja'fari)), %2$s what was searched for.
            if results.isEmpty { message = words.tr("No step of the %1$s guides mentions “%2$s”.", label(tradition), input) }
        case .backspace:
            if !input.isEmpty { input.removeLast() }
        case .character(let character) where character != "\t":
            input.append(character)
        default:
            break
        }
        return []
    }

    /// A tradition's name in the wall's language.
    func label(_ tradition: GuideTradition) -> String {
        tradition == .sunni ? words.trc("a tradition of the prayer guides", "Sunni") : words.trc("a tradition of the prayer guides", "Shia (Ja'fari)")
    }

    /// Whose practice the tradition's guides follow where its schools or authorities differ.
    static func basis(_ tradition: GuideTradition, _ words: Words) -> String {
        tradition == .shia ? words.tr("Following the rulings of al-Sistani's Islamic Laws; other maraji' differ in details.")
            : words.tr("Hanafi and Shafi'i practice where they differ; sources are listed in each guide.")
    }

    // MARK: - Keys shown

    /// The footer: the keys used most on this page, short enough for 80 columns.
    public var footer: String {
        switch page {
        // TRANSLATORS: the prayer guides' footer: the keys used most, each key first; %s is the other tradition (Tab switches to it).
        case .list: words.tr("↑↓ choose · Enter open · Tab %s · / search · ? help · Esc back", label(tradition.other))
        case .results: words.tr("↑↓ choose · Enter open at the step · / search again · ? help · Esc back")
        case .guide: words.tr("↑↓ scroll · PgUp/PgDn · Tab %s · / search · ? help · Esc back", label(tradition.other))
        }
    }

    /// Every key of the guide screen, for the help overlay.
    public static func keyHelp(_ words: Words) -> [String] {
        [
            // TRANSLATORS: the prayer guides' help: keys each followed by what they do; keep the keys and the columns as they are.
            words.tr("↑↓ or j/k   choose a guide, or scroll a guide step by step"),
            words.tr("PgUp/PgDn   scroll a page of steps"),
            words.tr("Enter       open the guide (or the step found)"),
            words.tr("Tab         the other tradition (Sunni or Shia Ja'fari); remembered"),
            words.tr("/           search the steps of this tradition's guides"),
            // TRANSLATORS: %s is the stop key (F2).
            words.tr("%s (or Ctrl-X) stop the sound · Esc or q back · ? this help", KioskKey.stopKeyName),
        ]
    }
}
