import Dispatch
import FileFormats
import FoundationEssentials
import KioskCore
import Logging
import Messages
import Scripture
import Storage
import TerminalUI

/// Answers the hadith reader's questions from the database, as messages for it.
struct HadithAnswers {
    let library: ReaderLibrary
    /// The wall's language, for what the answers say.
    var words = Words.english

    func answer(_ command: HadithReaderCommand, at now: Date) throws -> [HadithReader.Message] {
        let store = library.hadith
        switch command {
        case .loadChapters(let collection):
            return [.chapters(try store.chapters(collection: collection).map {
                HadithListItem(collection: collection, number: String($0.id), title: "\($0.id). \($0.english)", detail: $0.arabic)
            })]
        case .loadHadiths(let collection, let chapter):
            return [.hadiths(try store.hadiths(collection: collection, chapter: chapter).map { Self.item($0) })]
        case .open(let collection, let number):
            return try store.hadith(collection: collection, number: number).map { [.hadith(Self.reader($0))] } ?? []
        case .neighbour(let current, let forward):
            guard let shown = try store.hadith(collection: current.collection, number: current.number) else { return [] }
            if let next = try store.neighbour(of: shown.hadith, forward: forward) { return [.hadith(Self.reader(next))] }
            return [.notice(forward ? words.tr("This is the last hadith of the collection.") : words.tr("This is the first hadith of the collection."))]
        case .random(let collection):
            return try store.random(collection: collection, pick: { Int.random(in: 0..<$0) }).map { [.hadith(Self.reader($0))] } ?? []
        case .search(let query, let collection, let narrator, let grade, let grader):
            let results = try store.search(query, filter: HadithFilter(collection: collection, narrator: narrator, grade: grade, grader: grader),
                                           limit: 50)
            return [.searchResults(query: query, results.map { stored, snippet in
                HadithListItem(collection: stored.hadith.collection, number: stored.hadith.number,
                               title: "\(stored.reference) · \(HadithGrade.leading(stored.hadith.grades))", detail: snippet)
            }, suggestion: results.isEmpty ? try store.suggestion(for: query) : nil)]
        case .loadBookmarks:
            return [.bookmarks(try library.bookmarks.bookmarks(kind: "hadith").compactMap { bookmark in
                try HadithKey(parsing: bookmark.reference).flatMap { try store.hadith($0) }.map { Self.item($0, note: bookmark.note) }
            })]
        case .bookmark(let collection, let number, let note):
            // Kept by standard number where known, so the bookmark survives a re-import.
            guard let stored = try store.hadith(collection: collection, number: number) else { return [] }
            try library.bookmarks.add(kind: "hadith", reference: stored.key, note: note, at: now)
            return []
        case .deleteBookmark(let collection, let number):
            guard let stored = try store.hadith(collection: collection, number: number) else { return [] }
            try library.bookmarks.remove(kind: "hadith", reference: stored.key)
            return []
        case .share, .listen, .close:
            return []
        }
    }

    /// A hadith as a list line; a bookmark's note, when it has one, opens the detail.
    static func item(_ stored: StoredHadith, note: String? = nil) -> HadithListItem {
        let opening = String(stored.hadith.english.prefix(120))
        return HadithListItem(collection: stored.hadith.collection, number: stored.hadith.number, title: stored.reference,
                              detail: note.map { "“\($0)” · \(opening)" } ?? opening, note: note)
    }

    static func reader(_ stored: StoredHadith) -> ReaderHadith {
        ReaderHadith(collection: stored.hadith.collection, number: stored.hadith.number,
                     reference: stored.placeBesideReference.map { "\(stored.reference) · \($0)" } ?? stored.reference,
                     chapter: stored.chapterName, arabic: stored.hadith.arabic, narrator: stored.hadith.narrator,
                     english: stored.hadith.english, grade: stored.grade)
    }
}

extension KioskRuntime {
    func openHadith() {
        guard let store = ports.library?.hadith, let collections = try? store.collections(), !collections.isEmpty else {
            // TRANSLATORS: %s is a command; keep "mawqut import hadith --from PATH" as it is.
            showMessage(words.tr("No hadith collections are imported yet: run %s, or mawqut import hadith --from PATH.", fetchDataCommand))
            return
        }
        let words = words
        screens.open(.hadith(HadithReader(collections: collections.map { entry in
            HadithListItem(collection: entry.collection.id, number: "", title: entry.collection.name,
                           detail: "\(entry.collection.arabicName) · " + words.trn("%s hadith", "%s hadiths", entry.count, String(entry.count)))
        }, words: words)))
    }

    func hadith(_ command: HadithReaderCommand) {
        switch command {
        case .share(let hadith):
            deliver(.hadith(.notice(share(hadith))))
        case .listen(let hadith):
            listen(hadith)
        default:
            guard let library = ports.library else { return }
            do {
                for message in try HadithAnswers(library: library, words: words).answer(command, at: Date()) { deliver(.hadith(message)) }
            } catch {
                log.warning("hadith reader: \(error)")
                deliver(.hadith(.notice(words.tr("The hadith data could not be read: %s", "\(error)"))))
            }
        }
    }

    /// Copies the share text to the terminal's clipboard (OSC 52) and saves it to a file.
    private func share(_ hadith: ReaderHadith) -> String {
        let text = ControlCharacters.removed(hadith.shareText)
        OpenFile.standardOutput.writeIgnoringFailure("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}")
        let folder = ports.dataDirectory.appendingPathComponent("shared")
        let file = folder.appendingPathComponent("hadith-\(hadith.collection)-\(hadith.number).txt")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
            return words.tr("Copied to the clipboard (OSC 52, where the terminal allows it) and saved to %s", file.path)
        } catch {
            // TRANSLATORS: %1$s is a file's path, %2$s why it could not be written (the system's words).
            return words.tr("Copied to the clipboard (OSC 52); could not save %1$s: %2$s", file.path, ErrorReason.text(error))
        }
    }

    /// Speaks the English text with espeak-ng into a private WAV file, away from
    /// the runtime's queue, then hands it to the sound arbiter.
    private func listen(_ hadith: ReaderHadith) {
        deliver(.hadith(.notice(words.tr("Preparing %s to be read aloud…", hadith.reference))))
        let queue = self.queue
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let spoken = Speech.synthesize(hadith.narrator + " " + hadith.english)
            queue.async {
                switch spoken {
                case .success(let path):
                    self.sound(.requested(SoundJob(kind: .speech, items: [SoundItem(.speech(hadith.reference), SoundRequest(path: path))])))
                    // TRANSLATORS: %1$s is a hadith's reference, %2$s the stop key (F2).
                    self.deliver(.hadith(.notice(self.words.tr("Reading %1$s aloud — press %2$s to stop", hadith.reference, KioskKey.stopKeyName))))
                case .failure(let problem):
                    self.deliver(.hadith(.notice(problem.description)))
                }
                self.redraw()
            }
        }
    }
}
