import Foundation
import KioskCore
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

    func answer(_ command: ReaderCommand, at now: Date) throws -> [QuranReader.Message] {
        switch command {
        case .loadSurah(let number, let focus):
            let ayahs = try library.quran.ayahs(surah: number)
            let imported = try library.quran.translations()
            let code = translations.first { code in imported.contains { $0.code == code } }
            let translated = try code.map { try library.quran.translation($0, surah: number) } ?? [:]
            try library.bookmarks.saveProgress(kind: "quran", reference: "\(number):\(focus)", at: now)
            return [.surah(number: number, ayahs: ayahs.map {
                ReaderAyah(number: $0.reference.ayah, arabic: $0.text, translation: translated[$0.reference.ayah])
            }, bismillah: try library.quran.bismillah(), focus: focus)]
        case .search(let query):
            let hits = try library.quran.search(query, translations: translations, limit: 50)
            return [.searchResults(query: query, hits.map { ReaderListItem(reference: $0.reference, text: $0.snippet) })]
        case .loadBookmarks:
            return [.bookmarks(try library.bookmarks.bookmarks(kind: "quran").compactMap { bookmark in
                QuranAnswers.reference(bookmark.reference).map { ReaderListItem(reference: $0, text: bookmark.note ?? "") }
            })]
        case .addBookmark(let reference, let note):
            try library.bookmarks.add(kind: "quran", reference: reference.description, note: note, at: now)
            return []
        case .saveProgress(let reference):
            try library.bookmarks.saveProgress(kind: "quran", reference: reference.description, at: now)
            return []
        case .recite, .setSpeed, .close:
            return []
        }
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
            showMessage("No Quran text is imported yet: run make data, or mawqut import quran --from PATH.")
            return
        }
        let settings = manager.settings.quran
        screens.open(.quran(QuranReader(surahs: surahs, verseByVerse: settings.verseByVerse, speed: settings.speed,
                                        arabicMode: manager.settings.display.arabicDisplayMode)))
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
        default:
            guard let library = ports.library else { return }
            do {
                for message in try QuranAnswers(library: library, translations: manager.settings.quran.translations)
                    .answer(command, at: Date()) {
                    deliver(.quran(message))
                }
            } catch {
                log.write("Quran reader: \(error)")
                deliver(.quran(.notice("The Quran data could not be read: \(error)")))
            }
        }
    }

    /// The ayah being recited, as the reader highlights it.
    var recitedAyah: AyahReference? {
        switch sound.nowPlaying {
        case .ayah(let surah, let ayah)?: AyahReference(surah: surah, ayah: ayah)
        case .bismillah(let surah)?: AyahReference(surah: surah, ayah: 1)
        default: nil
        }
    }

    /// Recites from an ayah to the end of its surah, ayah by ayah, with the
    /// bismillah (001001.mp3) first when starting a surah other than 1 and 9;
    /// missing files are downloaded first when `quran.downloadBaseURL` is set.
    func recite(from start: AyahReference) {
        guard case .quran(let reader)? = screens.top, let surah = reader.surahs.first(where: { $0.number == start.surah }) else {
            return
        }
        let settings = manager.settings.quran
        let directory = URL(fileURLWithPath: DataDirectory.path(settings.recitationsDirectory, in: ports.dataDirectory))
            .appendingPathComponent(settings.reciter)
        var items: [SoundItem] = []
        if surah.hasBismillahHeading && start.ayah == 1 {
            let path = directory.appendingPathComponent(RecitationFiles.name(AyahReference(surah: 1, ayah: 1))).path
            items.append(SoundItem(.bismillah(surah: surah.number), SoundRequest(path: path)))
        }
        for ayah in start.ayah...surah.ayahCount {
            let path = directory.appendingPathComponent(RecitationFiles.name(AyahReference(surah: surah.number, ayah: ayah))).path
            items.append(SoundItem(.ayah(surah: surah.number, ayah: ayah), SoundRequest(path: path)))
        }
        let job = SoundJob(kind: .recitation, items: items, speed: reader.speed)
        recitationRequests += 1
        guard let base = settings.downloadBaseURL else {
            sound(.requested(job))
            return
        }
        let request = recitationRequests
        RecitationFiles.download(missing: items.map(\.request.path), base: base, reciter: settings.reciter, log: log.write,
                                 firstReady: {
            self.queue.async {
                // A later request, or the reader closing, makes this one stale.
                guard request == self.recitationRequests, case .quran? = self.screens.top else { return }
                self.sound(.requested(job))
                self.redraw()
            }
        })
    }
}
