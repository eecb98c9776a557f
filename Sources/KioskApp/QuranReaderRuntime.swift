import AudioALSA
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

    public init(database: MawqutDatabase) {
        cities = CityStore(database: database)
        quran = QuranStore(database: database)
        hadith = HadithStore(database: database)
        bookmarks = BookmarkStore(database: database)
    }
}

/// A recitation in progress: the ayahs queued, and which one is sounding.
struct Recitation {
    /// Queue items: nil for the bismillah heading, else the ayah.
    let items: [AyahReference?]
    var current: AyahReference?
}

extension KioskRuntime {
    /// Opens the Quran reader at the last place read, or says how to import the text.
    func openQuran() {
        guard let library, (try? library.quran.isImported()) == true, let surahs = try? library.quran.surahs() else {
            showMessage("No Quran text is imported yet: run make data, or mawqut import quran --from PATH.")
            return
        }
        let quranSettings = manager.settings.quran
        reader = QuranReader(surahs: surahs, verseByVerse: quranSettings.verseByVerse, speed: quranSettings.speed)
        if let saved = try? library.bookmarks.progress(kind: "quran"), let reference = Self.reference(saved) {
            perform(.loadSurah(reference.surah, focus: reference.ayah))
        }
    }

    func perform(_ command: ReaderCommand) {
        guard let library else { return }
        do {
            switch command {
            case .loadSurah(let number, let focus):
                let ayahs = try library.quran.ayahs(surah: number)
                let code = try manager.settings.quran.translations.first { code in
                    try library.quran.translations().contains { $0.code == code }
                }
                let translated = try code.map { try library.quran.translation($0, surah: number) } ?? [:]
                reader?.show(surah: number, ayahs: ayahs.map {
                    ReaderAyah(number: $0.reference.ayah, arabic: $0.text, translation: translated[$0.reference.ayah])
                }, bismillah: try library.quran.bismillah(), focus: focus)
                try library.bookmarks.saveProgress(kind: "quran", reference: "\(number):\(focus)", at: Date())
            case .search(let query):
                let hits = try library.quran.search(query, translations: manager.settings.quran.translations, limit: 50)
                reader?.results = hits.map { ReaderListItem(reference: $0.reference, text: $0.snippet) }
                if hits.isEmpty { reader?.message = "No ayah matches \"\(query)\"." }
            case .loadBookmarks:
                reader?.bookmarks = try library.bookmarks.bookmarks(kind: "quran").compactMap { bookmark in
                    Self.reference(bookmark.reference).map { ReaderListItem(reference: $0, text: bookmark.note ?? "") }
                }
            case .addBookmark(let reference, let note):
                try library.bookmarks.add(kind: "quran", reference: reference.description, note: note, at: Date())
            case .saveProgress(let reference):
                try library.bookmarks.saveProgress(kind: "quran", reference: reference.description, at: Date())
            case .recite(let reference):
                recite(from: reference)
            case .stopRecitation:
                stopRecitation()
            case .setSpeed:
                if let current = recitation?.current { recite(from: current) }
            case .close:
                stopRecitation()
                reader = nil
            }
        } catch {
            reader?.message = "The Quran data could not be read: \(error)"
            log.write("Quran reader: \(error)")
        }
    }

    /// Recites from an ayah to the end of its surah, ayah by ayah, with the
    /// bismillah (001001.mp3) first when starting a surah other than 1 and 9.
    func recite(from start: AyahReference) {
        // Recitation starts from the reader, and closing the reader stops it, so the reader is open here.
        guard let surah = reader?.surahs.first(where: { $0.number == start.surah }) else { return }
        var items: [AyahReference?] = surah.hasBismillahHeading && start.ayah == 1 ? [nil] : []
        items += (start.ayah...surah.ayahCount).map { AyahReference(surah: start.surah, ayah: $0) }
        let settings = manager.settings.quran
        let directory = URL(fileURLWithPath: DataDirectory.path(settings.recitationsDirectory, in: dataDirectory))
            .appendingPathComponent(settings.reciter)
        let files = items.map { item in
            directory.appendingPathComponent(RecitationFiles.name(item ?? AyahReference(surah: 1, ayah: 1))).path
        }
        recitation = Recitation(items: items, current: nil)
        audioOwner = .recitation
        let speed = reader?.speed ?? settings.speed
        let play: @Sendable () -> Void = { [audio] in audio.play(files.map { SoundRequest(path: $0) }, speed: speed) }
        if let base = settings.downloadBaseURL {
            RecitationFiles.download(missing: files, base: base, reciter: settings.reciter, log: log.write, firstReady: {
                self.queue.async { if self.audioOwner == .recitation { play() } }
            })
        } else {
            play()
        }
    }

    func stopRecitation() {
        if audioOwner == .recitation { audio.stop() }
        recitation = nil
        interruptedRecitation = nil
        audioOwner = .scheduler
        reader?.playing = nil
    }

    func recitationReported(_ event: AudioPlayerEvent) {
        guard var session = recitation else { return }
        switch event {
        case .started(let index):
            guard session.items.indices.contains(index) else { return }
            session.current = session.items[index]
            recitation = session
            reader?.playing = session.items[index]
        case .itemFailed(let index, let reason):
            log.write("recitation: \(reason)")
            reader?.message = "Recitation: \(reason)"
            if manager.settings.quran.missingAudio == .stop {
                stopRecitation()
                reader?.message = "Recitation stopped: \(reason)"
            } else if session.items.indices.contains(index) {
                session.current = session.items[index]
                recitation = session
            }
        case .queueEnded:
            recitation = nil
            reader?.playing = nil
            audioOwner = .scheduler
        }
    }

    func showMessage(_ text: String) {
        ui.overlay = .message(text)
    }

    static func reference(_ text: String) -> AyahReference? {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        return parts.count == 2 ? AyahReference(surah: parts[0], ayah: parts[1]) : nil
    }
}
