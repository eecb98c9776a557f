import FoundationEssentials
import Logging
import Messages
import MawqutCommon
import Scripture
import Storage
import TerminalUI

extension KioskRuntime {
    /// Where the chosen tradition is remembered (the reading-progress table).
    private static let traditionKey = "guide-tradition"

    /// Opens the prayer guides in the tradition chosen last time (Sunni at first).
    func openGuides() {
        let book: PrayerGuideBook
        do {
            book = try GuideFile.load()
        } catch {
            log.warning("prayer guides: \(error)")
            showMessage(words.tr("The prayer guides could not be read: %s", "\(error)"))
            return
        }
        let library = ports.library
        let remembered = (try? library?.bookmarks.progress(kind: Self.traditionKey)).flatMap(GuideTradition.init)
        let quran = library.map {
            GuideFile.quranExcerpts(for: book, store: $0.quran, translations: manager.settings.quran.translations)
        } ?? [:]
        screens.open(.guides(GuideBrowser(book: book, tradition: remembered ?? .sunni, quran: quran, words: words)))
    }

    func guides(_ command: GuideBrowserCommand) {
        switch command {
        case .rememberTradition(let tradition):
            do {
                try ports.library?.bookmarks.saveProgress(kind: Self.traditionKey, reference: tradition.rawValue, at: Date())
            } catch {
                log.error("could not remember the guide tradition: \(error)")
            }
        case .close:
            break
        }
    }
}
