import FileFormats
import FoundationEssentials
import Scripture
import Storage

/// The prayer guides shipped in `Assets/guides`, and the Quran text they show.
public enum GuideFile {
    public static var path: String { Assets.directory.appendingPathComponent("guides/prayer-guides.json").path }

    /// The guide book, or a failure naming the file and what is wrong with it.
    public static func load() throws -> PrayerGuideBook {
        let data: Data
        do {
            data = try InputFile.read(path, limit: InputFile.Limit.text)
        } catch {
            throw CLIError.failure("\(error.description): the prayer guides are missing; reinstall Mawqut (\(Installation.reinstallCommand)) or set MAWQUT_ASSETS")
        }
        do {
            return try PrayerGuideDecoder.decode(data, file: path)
        } catch {
            throw CLIError.failure("\(error.file): \(error.message)")
        }
    }

    /// The guides' Quran passages from the imported Quran, with the first of the
    /// configured translations that is imported; empty when no Quran is imported.
    public static func quranExcerpts(for book: PrayerGuideBook, store: QuranStore, translations codes: [String])
        -> [QuranPassage: QuranExcerpt] {
        guard (try? store.isImported()) == true, let available = try? store.translations() else { return [:] }
        guard let translation = codes.lazy.compactMap({ code in available.first { $0.code == code } }).first ?? available.first else {
            return [:]
        }
        let bismillah = (try? store.bismillah()) ?? nil
        var excerpts: [QuranPassage: QuranExcerpt] = [:]
        for passage in book.quranPassages {
            guard let ayahs = try? store.ayahs(surah: passage.surah, range: passage.ayahs), ayahs.count == passage.ayahs.count,
                  let meanings = try? store.translation(translation.code, surah: passage.surah, range: passage.ayahs) else { continue }
            var arabic = ayahs.map { AyahMarker.appended(to: $0.shownText, number: $0.reference.ayah) }
            // A surah other than Al-Fatiha and At-Tawbah is recited from its bismillah, which the text keeps as a heading.
            if passage.ayahs.lowerBound == 1, passage.surah != 1, passage.surah != 9, let bismillah { arabic.insert(bismillah, at: 0) }
            excerpts[passage] = QuranExcerpt(
                arabic: arabic.joined(separator: " "),
                meaning: passage.ayahs.compactMap { meanings[$0] }.joined(separator: " "),
                translation: "Quran \(passage), \(translation.name)")
        }
        return excerpts
    }
}
