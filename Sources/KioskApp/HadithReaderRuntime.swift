import AudioALSA
import Foundation
import KioskCore
import PrayerCalc
import Scripture
import Storage
import TerminalUI

extension KioskRuntime {
    private var hadithStore: HadithStore? { library?.hadith }

    func openHadith() {
        guard let store = hadithStore, let collections = try? store.collections(), !collections.isEmpty else {
            showMessage("No hadith collections are imported yet: run make data, or mawqut import hadith --from PATH.")
            return
        }
        hadithReader = HadithReader(collections: collections.map { entry in
            HadithListItem(collection: entry.collection.id, number: "", title: entry.collection.name,
                           detail: "\(entry.collection.arabicName) · \(entry.count) hadiths")
        })
    }

    func perform(_ command: HadithReaderCommand) {
        guard let store = hadithStore else { return }
        do {
            switch command {
            case .loadChapters(let collection):
                hadithReader?.chapters = try store.chapters(collection: collection).map {
                    HadithListItem(collection: collection, number: String($0.id), title: "\($0.id). \($0.english)", detail: $0.arabic)
                }
            case .loadHadiths(let collection, let chapter):
                hadithReader?.items = try store.hadiths(collection: collection, chapter: chapter).map(Self.item)
            case .open(let collection, let number):
                if let hadith = try store.hadith(collection: collection, number: number) { hadithReader?.show(Self.reader(hadith)) }
            case .neighbour(let forward):
                guard let current = hadithReader?.hadith,
                      let shown = try store.hadith(collection: current.collection, number: current.number) else { return }
                if let next = try store.neighbour(of: shown.hadith, forward: forward) {
                    hadithReader?.show(Self.reader(next))
                } else {
                    hadithReader?.message = forward ? "This is the last hadith of the collection." : "This is the first hadith of the collection."
                }
            case .random(let collection):
                if let hadith = try store.random(collection: collection, pick: { Int.random(in: 0..<$0) }) {
                    hadithReader?.show(Self.reader(hadith))
                }
            case .search(let query, let collection, let narrator, let grade):
                let results = try store.search(query, filter: HadithFilter(collection: collection, narrator: narrator, grade: grade),
                                               limit: 50)
                hadithReader?.items = results.map { stored, snippet in
                    HadithListItem(collection: stored.hadith.collection, number: stored.hadith.number,
                                   title: "\(stored.reference) (\(stored.grade))", detail: snippet)
                }
                hadithReader?.selection = 0
                if results.isEmpty { hadithReader?.message = "No hadith matches \"\(query)\"." }
            case .loadBookmarks:
                hadithReader?.items = try library?.bookmarks.bookmarks(kind: "hadith").compactMap { bookmark in
                    let parts = bookmark.reference.split(separator: ":", maxSplits: 1).map(String.init)
                    guard parts.count == 2, let hadith = try store.hadith(collection: parts[0], number: parts[1]) else { return nil }
                    return Self.item(hadith)
                } ?? []
            case .bookmark(let collection, let number):
                try library?.bookmarks.add(kind: "hadith", reference: "\(collection):\(number)", note: nil, at: Date())
            case .share(let hadith):
                hadithReader?.message = share(hadith)
            case .listen(let hadith):
                hadithReader?.message = listen(hadith)
            case .close:
                hadithReader = nil
            }
        } catch {
            hadithReader?.message = "The hadith data could not be read: \(error)"
            log.write("hadith reader: \(error)")
        }
    }

    /// Copies the share text to the terminal's clipboard (OSC 52) and saves it to a file.
    private func share(_ hadith: ReaderHadith) -> String {
        let text = hadith.shareText
        FileHandle.standardOutput.write(Data("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}".utf8))
        let folder = dataDirectory.appendingPathComponent("shared")
        let file = folder.appendingPathComponent("hadith-\(hadith.collection)-\(hadith.number).txt")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
            return "Copied to the clipboard (OSC 52, where the terminal allows it) and saved to \(file.path)"
        } catch {
            return "Copied to the clipboard (OSC 52); could not save \(file.path): \(error.localizedDescription)"
        }
    }

    /// Speaks the English text with espeak-ng into a WAV file, played on the configured device.
    private func listen(_ hadith: ReaderHadith) -> String {
        guard let espeak = ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"].first(where: FileManager.default.isExecutableFile) else {
            return "Listening needs espeak-ng, which is not installed (sudo apt-get install espeak-ng)."
        }
        let wav = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-hadith-\(hadith.collection)-\(hadith.number).wav")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: espeak)
        process.arguments = ["-w", wav.path, hadith.narrator + " " + hadith.english]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            return "espeak-ng could not run: \(error.localizedDescription)"
        }
        guard process.terminationStatus == 0 else { return "espeak-ng failed (status \(process.terminationStatus))" }
        audioOwner = .recitation
        recitation = nil
        audio.play(SoundRequest(path: wav.path))
        return "Reading \(hadith.reference) aloud (espeak-ng) — press s on the clock to stop"
    }

    /// The hadith of the day for a screen width, from the database once a day.
    func quoteOfTheDay(width: Int) -> ClockScreenState.Quote? {
        guard let store = hadithStore else { return nil }
        let today = CivilDate(containing: now, in: manager.settings.location.timeZone)
        let maximum = max(80, min(width - 8, 100) * 2)
        let key = "\(today) \(maximum)"
        if let cached = hadithOfTheDay, cached.key == key { return cached.value }
        let quote = (try? store.ofTheDay(dayNumber: today.dayNumber, maximumLength: maximum)).flatMap { $0 }.map { stored in
            ClockScreenState.Quote(text: stored.hadith.english, reference: "\(stored.reference) (\(stored.grade))")
        }
        hadithOfTheDay = (key, quote)
        return quote
    }

    static func item(_ stored: StoredHadith) -> HadithListItem {
        HadithListItem(collection: stored.hadith.collection, number: stored.hadith.number, title: stored.reference,
                       detail: String(stored.hadith.english.prefix(120)))
    }

    static func reader(_ stored: StoredHadith) -> ReaderHadith {
        ReaderHadith(collection: stored.hadith.collection, number: stored.hadith.number, reference: stored.reference,
                     chapter: stored.chapterName, arabic: stored.hadith.arabic, narrator: stored.hadith.narrator,
                     english: stored.hadith.english, grade: stored.grade)
    }
}
