import Foundation
import KioskCore
import Messages
import MosqueSettings
import Scripture
@testable import TerminalUI
import Testing

/// The one value that says what is over the clock: keys, results, help, closing,
/// and the footers and sound line every screen keeps.
struct KioskScreensTests {
    static let size = ScreenSize(width: 80, height: 24)

    /// Each screen, on each of its pages and modes, as a user reaches it with keys, in `words`' language.
    static func everyScreen(_ words: Words = .english, problems: [KioskProblem]? = nil) -> [(String, Destination)] {
        var screens: [(String, Destination)] = []
        var reader = QuranReader(surahs: QuranReaderTests.surahs, words: words)
        screens.append(("Quran surah list", .quran(reader)))
        _ = reader.update(.surah(number: 112, ayahs: QuranReaderTests.ikhlas, bismillah: nil, focus: 1))
        screens.append(("Quran surah", .quran(reader)))
        _ = reader.update(.key(.character("B")))
        screens.append(("Quran bookmarks", .quran(reader)))
        _ = reader.update(.key(.character("/")))
        for character in "mercy" { _ = reader.update(.key(.character(character))) }
        _ = reader.update(.key(.enter))
        screens.append(("Quran search", .quran(reader)))
        var hadith = HadithReader(collections: HadithReaderTests.collections, words: words)
        screens.append(("Hadith collections", .hadith(hadith)))
        _ = hadith.update(.key(.enter))
        screens.append(("Hadith chapters", .hadith(hadith)))
        _ = hadith.update(.hadith(HadithReaderTests.hadith))
        screens.append(("Hadith view", .hadith(hadith)))
        var guides = GuideBrowser(book: GuideScreenTests.book, tradition: .sunni, words: words)
        screens.append(("Guide list", .guides(guides)))
        _ = guides.update(.key(.enter))
        screens.append(("Guide", .guides(guides)))
        for key in "/qunut".map(KioskKey.character) + [.enter] { _ = guides.update(.key(key)) }
        screens.append(("Guide results", .guides(guides)))
        var form = SettingsForm(settings: .defaults, configPath: "/etc/mawqut/config.json", words: words)
        screens.append(("Settings", .settings(form)))
        _ = form.update(.key(.enter))
        screens.append(("Settings editing", .settings(form)))
        screens.append(("Problems", .problems(ProblemList(problems: problems ?? [
            KioskProblem(.verbatim("config.json: not valid JSON at line 3, column 9"), advice: .verbatim("Correct the file.")),
            KioskProblem(.verbatim("clock not synchronised (NTP)"), advice: .verbatim("Connect the display to a network.")),
        ], words: words))))
        return screens
    }

    @Test func everyFooterFitsEightyColumnsAndNamesHelpOrItsKeys() {
        var checked = 0
        for (name, destination) in Self.everyScreen() {
            var screens = KioskScreens(size: Self.size)
            screens.open(destination)
            let grid = KioskView.render(screens, sound: SoundLine(playing: .adhan(.asr)), settings: .defaults) {
                Issue.record("the clock is not drawn under a screen")
                return ClockScreenState(now: Date(), settings: .defaults, status: nil)
            }
            let footer = String(grid.text.split(separator: "\n", omittingEmptySubsequences: false)[Self.size.height - 1])
            let footerText = switch destination {
            case .quran(let reader): reader.footer
            case .hadith(let reader): reader.footer
            case .guides(let browser): browser.footer
            case .settings(let form): form.footer
            case .problems(let list): list.footer
            }
            #expect(footerText.count <= Self.size.width - 2, "\(name): \(footerText.count) cells: \(footerText)")
            #expect(footer.trimmingCharacters(in: .whitespaces) == footerText, "\(name): the footer is drawn whole")
            #expect(footerText.contains("? help") || footerText.contains("Esc"), "\(name): \(footerText)")
            checked += 1
        }
        #expect(checked == 13)
    }

    @Test func theSoundLineAndItsStopKeyAreOnEveryScreen() {
        for (name, destination) in Self.everyScreen() {
            var screens = KioskScreens(size: Self.size)
            screens.open(destination)
            let grid = KioskView.render(screens, sound: SoundLine(playing: .ayah(surah: 2, ayah: 255)), settings: .defaults) {
                ClockScreenState(now: Date(), settings: .defaults, status: nil)
            }
            let rows = grid.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(rows[ScreenLayout(Self.size).sound].contains("♪ Reciting 2:255 — press F2 to stop"), "\(name)")
        }
    }

    @Test func theStopKeyStopsTheSoundOnEveryScreenEvenWhileTyping() {
        for (name, destination) in Self.everyScreen() {
            for key in [KioskKey.function(2), .control("x")] {
                var screens = KioskScreens(size: Self.size)
                screens.open(destination)
                #expect(screens.press(key) == [.kiosk(.stopSound)], "\(name)")
                #expect(screens.top == destination, "\(name): the screen is untouched")
            }
        }
        var clock = KioskScreens(size: Self.size)
        #expect(clock.press(.character("s")) == [.kiosk(.stopSound)], "s also stops on the clock")
    }

    @Test func theStopKeyStopsTheSoundOverTheHelpAndTheQuitQuestionWhichStayOpen() {
        for (name, destination) in Self.everyScreen() {
            var screens = KioskScreens(size: Self.size)
            screens.open(destination)
            _ = screens.press(.character("?"))
            let overlay = screens.overlay
            #expect(screens.press(.function(2)) == [.kiosk(.stopSound)], "\(name)")
            #expect(screens.overlay == overlay, "\(name): the help stays open")
        }
        var clock = KioskScreens(size: Self.size)
        _ = clock.press(.character("q"))
        #expect(clock.press(.control("x")) == [.kiosk(.stopSound)] && clock.overlay == .confirmQuit)
    }

    @Test func questionMarkOpensTheHelpOfTheScreenOnTopUnlessItIsTyped() {
        for (name, destination) in Self.everyScreen() {
            var screens = KioskScreens(size: Self.size)
            screens.open(destination)
            _ = screens.press(.character("?"))
            if destination.acceptsText {
                #expect(screens.overlay == nil, "\(name): ? is typed")
                continue
            }
            guard case .help(_, let lines)? = screens.overlay else {
                Issue.record("\(name): no help")
                continue
            }
            #expect(lines.contains { $0.contains("F2") } && lines.contains { $0.contains("Esc") }, "\(name)")
            #expect(screens.press(.character("j")) == [] && screens.overlay == nil && screens.top == destination,
                    "\(name): any key closes the help and nothing else")
        }
        var clock = KioskScreens(size: Self.size)
        _ = clock.press(.character("?"))
        #expect(clock.overlay == .help(title: "Clock keys", lines: KioskScreens.clockHelp))
    }

    @Test func theClocksKeysAndQuittingAskFirst() {
        var screens = KioskScreens(size: Self.size)
        #expect(screens.press(.character("r")) == [.kiosk(.openQuran)])
        #expect(screens.press(.character("h")) == [.kiosk(.openHadith)])
        #expect(screens.press(.character("g")) == [.kiosk(.openGuides)])
        #expect(screens.press(.character("c")) == [.kiosk(.openSettings)])
        #expect(screens.press(.character("m")) == [.kiosk(.toggleMute)])
        #expect(screens.press(.character("t")) == [.kiosk(.testAdhan)])
        #expect(screens.press(.character("q")) == [] && screens.overlay == .confirmQuit)
        #expect(screens.press(.character("n")) == [] && screens.overlay == nil)
        _ = screens.press(.character("q"))
        #expect(screens.press(.character("y")) == [.kiosk(.quit)])
    }

    @Test func aScreenClosesInOnePlaceAndLateResultsForItAreDropped() {
        var screens = KioskScreens(size: Self.size)
        let reader = QuranReader(surahs: QuranReaderTests.surahs)
        screens.open(.quran(reader))
        let closed = screens.press(.escape)
        #expect(closed == [.closed(.quran(reader.resizedForTest(Self.size)))])
        #expect(screens.top == nil)
        #expect(screens.deliver(.quran(.searchResults(query: "x", []))) == [], "a result for a closed screen goes nowhere")
        #expect(screens.top == nil)
    }

    @Test func theSizeReachesTheScreenAsAMessageAndPagesFollowIt() {
        var screens = KioskScreens(size: Self.size)
        var reader = QuranReader(surahs: QuranReaderTests.surahs)
        _ = reader.update(.surah(number: 2, ayahs: (1...60).map { ReaderAyah(number: $0, arabic: "ب", translation: nil) },
                                 bismillah: nil, focus: 1))
        screens.open(.quran(reader))
        guard case .quran(let opened)? = screens.top else { return }
        #expect(opened.size == Self.size)
        screens.resize(ScreenSize(width: 120, height: 48))
        _ = screens.press(.pageDown)
        guard case .quran(let paged)? = screens.top else { return }
        #expect(paged.size == ScreenSize(width: 120, height: 48))
        // Each ayah takes two lines (its Arabic and a blank): the page held the whole
        // ones that fit, and the cursor is on the first of the next page.
        #expect(paged.cursor == ScreenLayout(width: 120, height: 48).bodyRows / 2)
        #expect(paged.top == paged.cursor * 2)
    }
}

extension QuranReader {
    /// The reader as `KioskScreens.open` leaves it: told the size.
    func resizedForTest(_ size: ScreenSize) -> QuranReader {
        var copy = self
        _ = copy.update(.resized(size))
        return copy
    }
}
