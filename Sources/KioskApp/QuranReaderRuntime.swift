import FoundationEssentials
import Logging
import Messages
import Scripture
import Storage
import TerminalUI

/// The stores the readers use, opened on the data directory's database.
public struct ReaderLibrary {
    let quran: QuranStore
    let hadith: HadithStore
    let bookmarks: BookmarkStore
    let cities: CityStore

    public init(library: MawqutDatabase, state: StateDatabase) {
        cities = CityStore(database: library)
        quran = QuranStore(database: library)
        hadith = HadithStore(database: library)
        bookmarks = BookmarkStore(database: state)
    }
}

/// Answers the Quran reader's questions from the database, as messages for it.
struct QuranAnswers {
    let library: ReaderLibrary
    /// The configured translations, the first imported one shown.
    let translations: [String]
    /// The wall's language, for what the answers say.
    var words = Words.english

    /// Where the translation chosen with `t` is kept ("none" for none).
    static let translationChoiceKind = "quranTranslation"
    /// Where the recitation plan (m, M, G, e) and the reciter chosen with R are kept.
    static let planKind = "quranRecitationPlan"
    static let reciterKind = "quranReciter"

    /// The translation to show and the second one beside it: those last chosen
    /// with `t` and `T` (kept as `en`, `en+ur` or `none`), else the first configured
    /// one that is imported; nil for none.
    func shownTranslations(imported: [(code: String, name: String)]) throws -> (first: String?, second: String?) {
        if let chosen = try library.bookmarks.progress(kind: Self.translationChoiceKind) {
            if chosen == "none" { return (nil, nil) }
            let codes = chosen.split(separator: "+").map(String.init).filter { code in imported.contains { $0.code == code } }
            if let first = codes.first { return (first, codes.count > 1 ? codes[1] : nil) }
        }
        return (translations.first { code in imported.contains { $0.code == code } }, nil)
    }

    func answer(_ command: ReaderCommand, at now: Date) throws -> [QuranReader.Message] {
        switch command {
        case .loadSurah(let number, let focus):
            let ayahs = try library.quran.ayahs(surah: number)
            let imported = try library.quran.translations()
            let (code, second) = try shownTranslations(imported: imported)
            let translated = try code.map { try library.quran.translation($0, surah: number) } ?? [:]
            let besides = try second.map { try library.quran.translation($0, surah: number) } ?? [:]
            try library.bookmarks.saveProgress(kind: "quran", reference: "\(number):\(focus)", at: now)
            return [.translations(imported.map { ReaderTranslation(code: $0.code, name: $0.name) }, shown: code, second: second),
                    .surah(number: number, ayahs: ayahs.map {
                        ReaderAyah(number: $0.reference.ayah, arabic: $0.shownText,
                                   translation: translated[$0.reference.ayah], secondTranslation: besides[$0.reference.ayah],
                                   juz: $0.juz, page: $0.page)
                    }, bismillah: try library.quran.bismillah(), focus: focus)]
        case .goToDivision(let division):
            do {
                // TRANSLATORS: %s is what was asked for, such as "juz 30" or "sajda 16" (kept as typed).
                guard let first = try library.quran.ayahs(in: division).first else { return [.notice(words.tr("Nothing found for %s.", division.description))] }
                // TRANSLATORS: %1$s is a division such as "juz 30", %2$s an ayah such as 78:1.
                return try answer(.loadSurah(first.surah, focus: first.ayah), at: now) + [.notice(words.tr("%1$s begins at %2$s", division.description, first.description))]
            } catch let missing as QuranStore.LayoutMissing {
                return [.notice(missing.description)]
            }
        case .chooseTranslation(let code, let second, let focus):
            let stored = code.map { first in second.map { "\(first)+\($0)" } ?? first } ?? "none"
            try library.bookmarks.saveProgress(kind: Self.translationChoiceKind, reference: stored, at: now)
            return try answer(.loadSurah(focus.surah, focus: focus.ayah), at: now)
        case .search(let query):
            let imported = try library.quran.translations()
            let codes = try shownTranslations(imported: imported).first.map { [$0] } ?? translations
            let hits = try library.quran.search(query, translations: codes, limit: 50)
            return [.searchResults(query: query, hits.map { hit in
                ReaderListItem(reference: hit.reference, text: Self.place(juz: hit.juz, page: hit.page) + hit.snippet)
            }, suggestion: hits.isEmpty ? try library.quran.suggestion(for: query, translations: codes) : nil)]
        case .loadBookmarks:
            let names = Dictionary(uniqueKeysWithValues: try library.quran.surahs().map { ($0.number, $0.transliteration) })
            return [.bookmarks(try library.bookmarks.bookmarks(kind: "quran").compactMap { bookmark in
                guard let reference = QuranAnswers.reference(bookmark.reference) else { return nil }
                let position = try library.quran.position(of: reference)
                let text = (names[reference.surah].map { "\($0) · " } ?? "") + Self.place(juz: position?.juz, page: position?.page ?? nil)
                    + (bookmark.note ?? "")
                return ReaderListItem(reference: reference, text: text, note: bookmark.note)
            })]
        case .addBookmark(let reference, let note):
            try library.bookmarks.add(kind: "quran", reference: reference.description, note: note, at: now)
            return []
        case .deleteBookmark(let reference):
            try library.bookmarks.remove(kind: "quran", reference: reference.description)
            return []
        case .saveProgress(let reference):
            try library.bookmarks.saveProgress(kind: "quran", reference: reference.description, at: now)
            return []
        case .savePlan(let plan):
            try library.bookmarks.saveProgress(kind: Self.planKind, reference: plan.stored, at: now)
            return []
        case .chooseReciter(let name):
            try library.bookmarks.saveProgress(kind: Self.reciterKind, reference: name, at: now)
            return []
        case .recite, .setSpeed, .togglePause, .close:
            return []
        }
    }

    /// "juz 3 · page 42 · " (what is known of it).
    static func place(juz: Int?, page: Int?) -> String {
        [juz.map { "juz \($0)" }, page.map { "page \($0)" }].compactMap { $0 }.map { $0 + " · " }.joined()
    }

    /// `2:255` as a reference.
    static func reference(_ text: String) -> AyahReference? {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        return parts.count == 2 ? AyahReference(surah: parts[0], ayah: parts[1]) : nil
    }
}

extension KioskRuntime {
    /// Opens the Quran reader at the last place read, or says how to import the text.
    func openQuran() {
        guard let library = ports.library, (try? library.quran.isImported()) == true, let surahs = try? library.quran.surahs() else {
            // TRANSLATORS: %s is a command; keep "mawqut import quran --from PATH" as it is.
            showMessage(words.tr("No Quran text is imported yet: run %s, or mawqut import quran --from PATH.", fetchDataCommand))
            return
        }
        let settings = manager.settings.quran
        let plan = (try? library.bookmarks.progress(kind: QuranAnswers.planKind)).flatMap { $0 }.map(RecitationPlan.init(stored:))
        screens.open(.quran(QuranReader(surahs: surahs, verseByVerse: settings.verseByVerse, speed: settings.speed,
                                        arabicMode: manager.settings.display.arabicDisplayMode, plan: plan ?? RecitationPlan(), words: words)))
        deliver(.quran(.reciters(installedReciters, current: currentReciter)))
        if let saved = try? library.bookmarks.progress(kind: "quran"), let reference = QuranAnswers.reference(saved) {
            quran(.loadSurah(reference.surah, focus: reference.ayah))
        }
        if recitedAyah != nil { deliver(.quran(.reciting(recitedAyah))) }
    }

    func quran(_ command: ReaderCommand) {
        switch command {
        case .recite(let reference):
            recite(from: reference)
        case .setSpeed(let speed):
            sound(.setSpeed(speed))
        case .togglePause:
            togglePause()
        default:
            guard let library = ports.library else { return }
            do {
                for message in try QuranAnswers(library: library, translations: manager.settings.quran.translations, words: words)
                    .answer(command, at: Date()) {
                    deliver(.quran(message))
                }
            } catch {
                log.warning("Quran reader: \(error)")
                deliver(.quran(.notice(words.tr("The Quran data could not be read: %s", "\(error)"))))
            }
        }
    }

    /// The ayah being recited, as the reader highlights it.
    var recitedAyah: AyahReference? {
        switch sound.nowPlaying {
        case .ayah(let surah, let ayah)?: AyahReference(surah: surah, ayah: ayah)
        // Ayah 0 is the bismillah heading, highlighted while it sounds.
        case .bismillah(let surah)?: AyahReference(surah: surah, ayah: 0)
        default: nil
        }
    }
}
