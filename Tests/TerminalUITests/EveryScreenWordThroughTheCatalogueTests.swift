import Foundation
import KioskCore
import Messages
import MosqueSettings
@testable import TerminalUI
import Testing

/// Nothing on the screens over the clock is left in English: the Quran and hadith readers,
/// the prayer guides, the settings screen and the problem list, each on every page a user
/// reaches with keys and with its help open, at 80x24, 120x36 and 240x67, in the
/// pseudo-language en-XA (see `EveryWordThroughTheCatalogueTests`). What the screens
/// show of their data (the Quran's and the hadiths' text and translations, the guides,
/// which are English with their sources, the settings' values) is left out: every word of
/// plain ASCII letters in a frame must be a word of that data.
struct EveryScreenWordThroughTheCatalogueTests {
    static let pseudo = EveryWordThroughTheCatalogueTests.pseudo

    /// Real problems, said through the catalogue.
    static let problems = [
        KioskProblem(.tr("clock not synchronised (NTP): times may be wrong"),
                     detail: .tr("The system clock is not synchronised with a time server (NTP), so the time shown and the adhans may be off."),
                     advice: .tr("Connect the display to a network with internet access, or set the time by hand (sudo timedatectl set-time).")),
        KioskProblem(.tr("configuration file missing"), detail: .tr("%s is gone; the last good configuration stays in use.", "/etc/mawqut/config.json"),
                     advice: .tr("Put the file back: copy %1$s to %2$s, or save from the admin page or the settings screen.",
                                 "/var/lib/mawqut/config.last-good.json", "/etc/mawqut/config.json")),
    ]

    /// Every plain-ASCII word of the strings a value holds (its data), found by reflection.
    static func dataWords(_ value: Any, into words: inout Set<String>) {
        if let text = value as? String {
            for word in text.split(whereSeparator: { !($0.isASCII && $0.isLetter) }) { words.insert(String(word)) }
            return
        }
        if value is Words { return }
        // A phrase's English is the catalogue's; only what fills its placeholders is data.
        if let phrase = value as? Phrase {
            for argument in phrase.arguments { dataWords(argument, into: &words) }
            return
        }
        for child in Mirror(reflecting: value).children { dataWords(child.value, into: &words) }
    }

    /// Words a frame shows that are neither translated nor data (whole, or the part of a
    /// data word the help's box leaves showing).
    static func englishWords(in frame: String, data: Set<String>) -> [String] {
        frame.split { !($0.isASCII && $0.isLetter) }.map(String.init)
            .filter { word in word.count >= 2 && !data.contains(word) && !data.contains { $0.contains(word) } }
    }

    @Test func everyScreenAndItsHelpAreInThePseudoLanguageAtEverySize() throws {
        let words = MessageLibrary.installed.words(Self.pseudo)
        try #require(words.language == Self.pseudo, "make test builds the pseudo-language en-XA (Scripts/pseudo-catalogue.py)")
        var settings = Settings.defaults
        settings.display.language = Self.pseudo
        var checked = 0
        for (name, destination) in KioskScreensTests.everyScreen(words, problems: Self.problems) {
            var data = Set<String>()
            Self.dataWords(destination, into: &data)
            for (width, height) in EveryWordThroughTheCatalogueTests.sizes {
                var screens = KioskScreens(size: ScreenSize(width: width, height: height))
                screens.open(destination)
                for withHelp in [false, true] {
                    if withHelp, destination.acceptsText { continue }
                    if withHelp { _ = screens.press(.character("?")) }
                    let frame = KioskView.render(screens, sound: SoundLine(), settings: settings) {
                        ClockScreenState(now: Date(), settings: settings, status: nil)
                    }.text
                    let where_ = "\(name)\(withHelp ? " with its help" : "") at \(width)x\(height)"
                    #expect(frame.contains("⟦"), "\(where_): nothing from the catalogue:\n\(frame)")
                    let english = Self.englishWords(in: frame, data: data)
                    #expect(english.isEmpty, "\(where_): \(english) did not go through a catalogue:\n\(frame)")
                    checked += 1
                }
            }
        }
        #expect(checked > 60)
    }
}
