import FoundationEssentials
import Messages
import MosqueSettings

/// A screen over the clock. Indirect: the readers' states are large, and the clock's
/// every second copied and compared the whole of the largest (KioskScreens inline) to find no screen open.
public indirect enum Destination: Sendable, Equatable {
    case quran(QuranReader)
    case hadith(HadithReader)
    case guides(GuideBrowser)
    case settings(SettingsForm)
    case problems(ProblemList)

    /// Whether keys are text for a prompt: then `?` is typed, not help.
    var acceptsText: Bool {
        switch self {
        case .quran(let reader): reader.acceptsText
        case .hadith(let reader): reader.acceptsText
        case .guides(let browser): browser.acceptsText
        case .settings(let form): form.acceptsText
        case .problems: false
        }
    }

    /// The help overlay's title and lines, in the screen's language.
    var help: (title: String, lines: [String]) {
        switch self {
        case .quran(let reader): (reader.words.tr("Quran reader keys"), QuranReader.keyHelp(reader.words))
        case .hadith(let reader): (reader.words.tr("Hadith reader keys"), HadithReader.keyHelp(reader.words))
        case .guides(let browser): (browser.words.tr("Prayer guide keys"), GuideBrowser.keyHelp(browser.words))
        case .settings(let form): (form.words.tr("Settings keys"), SettingsForm.keyHelp(form.words))
        case .problems(let list): (list.words.tr("Problem list keys"), ProblemList.keyHelp(list.words))
        }
    }

    /// The screen's language.
    var words: Words {
        switch self {
        case .quran(let reader): reader.words
        case .hadith(let reader): reader.words
        case .guides(let browser): browser.words
        case .settings(let form): form.words
        case .problems(let list): list.words
        }
    }
}

/// A result of work a screen asked for, addressed to that screen.
public enum ScreenMessage: Sendable, Equatable {
    case quran(QuranReader.Message)
    case hadith(HadithReader.Message)
    case guides(GuideBrowser.Message)
    case settings(SettingsForm.Message)
    case problems(ProblemList.Message)
}

/// What the screens ask the runtime to do.
public enum ScreenCommand: Sendable, Equatable {
    case kiosk(KioskCommand)
    case quran(ReaderCommand)
    case hadith(HadithReaderCommand)
    case guides(GuideBrowserCommand)
    case settings(SettingsFormCommand)
    /// The screen on top closed (by its own key, or after the idle time); the clock shows.
    case closed(Destination)
}

/// What is on top of the clock: at most one screen and one overlay, as one value.
/// Keys are routed, results delivered, the size passed on and screens closed here
/// and nowhere else; the runtime never writes into a screen.
public struct KioskScreens: Sendable, Equatable {
    public private(set) var top: Destination?
    public private(set) var overlay: Overlay?
    public private(set) var size: ScreenSize

    public init(size: ScreenSize) {
        self.size = size
    }

    /// Puts a screen on top of the clock (replacing any other) and tells it the size.
    public mutating func open(_ destination: Destination) {
        top = destination
        overlay = nil
        _ = deliver(Self.resized(destination, size))
    }

    /// Shows a box over the screen until the next key.
    public mutating func show(_ overlay: Overlay) {
        self.overlay = overlay
    }

    /// The terminal changed size: the screen on top hears of it.
    public mutating func resize(_ size: ScreenSize) {
        self.size = size
        if let top { _ = deliver(Self.resized(top, size)) }
    }

    /// A key: the global stop key first (also over an overlay, which stays open),
    /// then to an open overlay, then `?` for help, then to the screen on top (or the clock).
    public mutating func press(_ key: KioskKey) -> [ScreenCommand] {
        if key.stopsSound { return [.kiosk(.stopSound)] }
        if let open = overlay {
            overlay = nil
            if open == .confirmQuit, key == .character("y") || key == .character("Y") { return [.kiosk(.quit)] }
            return []
        }
        guard let top else { return clockKey(key) }
        if key == .character("?"), !top.acceptsText {
            overlay = .help(title: top.help.title, lines: top.help.lines)
            return []
        }
        return deliver(Self.key(key, for: top))
    }

    /// A result for a screen; dropped when that screen is no longer on top.
    public mutating func deliver(_ message: ScreenMessage) -> [ScreenCommand] {
        switch (top, message) {
        case (.quran(var reader)?, .quran(let message)):
            let commands = reader.update(message)
            top = .quran(reader)
            return finish(commands.map(ScreenCommand.quran), closing: commands.contains(.close))
        case (.hadith(var reader)?, .hadith(let message)):
            let commands = reader.update(message)
            top = .hadith(reader)
            return finish(commands.map(ScreenCommand.hadith), closing: commands.contains(.close))
        case (.guides(var browser)?, .guides(let message)):
            let commands = browser.update(message)
            top = .guides(browser)
            return finish(commands.map(ScreenCommand.guides), closing: commands.contains(.close))
        case (.settings(var form)?, .settings(let message)):
            let commands = form.update(message)
            top = .settings(form)
            return finish(commands.map(ScreenCommand.settings), closing: commands.contains(.close))
        case (.problems(var list)?, .problems(let message)):
            let commands = list.update(message)
            top = .problems(list)
            return commands.contains(.close) ? close() : []
        default:
            return []
        }
    }

    /// Closes the screen on top: the one place a screen goes away.
    public mutating func close() -> [ScreenCommand] {
        guard let closed = top else { return [] }
        top = nil
        overlay = nil
        return [.closed(closed)]
    }

    private mutating func finish(_ commands: [ScreenCommand], closing: Bool) -> [ScreenCommand] {
        let passed = commands.filter {
            switch $0 {
            case .quran(.close), .hadith(.close), .guides(.close), .settings(.close): false
            default: true
            }
        }
        return closing ? passed + close() : passed
    }

    // MARK: - The clock's keys

    private mutating func clockKey(_ key: KioskKey) -> [ScreenCommand] {
        guard case .character(let character) = key else { return [] }
        switch character {
        case "s": return [.kiosk(.stopSound)]
        case "m": return [.kiosk(.toggleMute)]
        case "t": return [.kiosk(.testAdhan)]
        case "r": return [.kiosk(.openQuran)]
        case "h": return [.kiosk(.openHadith)]
        case "g": return [.kiosk(.openGuides)]
        case "c": return [.kiosk(.openSettings)]
        case "p": return [.kiosk(.openProblems)]
        case "?": overlay = .help(title: "Clock keys", lines: Self.clockHelp)
        case "q", "Q": overlay = .confirmQuit
        default: break
        }
        return []
    }

    /// Every key of the clock, for its help overlay, in `words`' language.
    public static func clockHelp(_ words: Words) -> [String] {
        let stop = KioskKey.stopKeyName
        return [
            // TRANSLATORS: the clock's help, a line per key (or two keys): keep each key's letter first; %1$s and %2$s are the stop key (F2).
            words.tr("s or %1$s   stop the sound that is playing (%2$s or Ctrl-X on every screen)", stop, stop),
            words.tr("m       mute or unmute the adhans (muted adhans are logged as silenced)"),
            words.tr("t       test the adhan (plays the Dhuhr recording)"),
            words.tr("r       Quran reader          h   Hadith reader"),
            words.tr("g       prayer guides         c   settings"),
            words.tr("p       every problem, with what to do"),
            words.tr("?       this help             q   quit (asks first)"),
        ]
    }

    /// The clock's help as the overlay's state holds it (the view draws it in the wall's language).
    public static let clockHelp = clockHelp(.english)

    // MARK: - Messages for any screen

    private static func key(_ key: KioskKey, for destination: Destination) -> ScreenMessage {
        switch destination {
        case .quran: .quran(.key(key))
        case .hadith: .hadith(.key(key))
        case .guides: .guides(.key(key))
        case .settings: .settings(.key(key))
        case .problems: .problems(.key(key))
        }
    }

    private static func resized(_ destination: Destination, _ size: ScreenSize) -> ScreenMessage {
        switch destination {
        case .quran: .quran(.resized(size))
        case .hadith: .hadith(.resized(size))
        case .guides: .guides(.resized(size))
        case .settings: .settings(.resized(size))
        case .problems: .problems(.resized(size))
        }
    }
}
