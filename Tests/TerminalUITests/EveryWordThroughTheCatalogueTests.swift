import ArabicText
import Foundation
import KioskCore
import Messages
import MosqueSettings
import PrayerCalc
@testable import TerminalUI
import Testing

/// Nothing on the clock is left in English and nothing is cut: in the pseudo-language
/// en-XA (every message accented, about 40 % longer and framed by ⟦ ⟧, made by
/// Scripts/pseudo-catalogue.py into the catalogues `make test` gives the tests) every
/// state of both layouts, at 80x24, 120x36 and 240x67, shows no word of plain ASCII
/// letters (English that did not go through a catalogue) and closes every ⟦ it opens
/// (a message cut short, or overwritten by another, loses its ⟧).
struct EveryWordThroughTheCatalogueTests {
    static let pseudo = LanguageTag("en-XA")!
    static let sizes = [(80, 24), (120, 36), (240, 67)]
    static let scenes = ClockScreenTests.scenes + [("prayer-in-progress", "2026-11-21T14:33:00-05:00"), ("jumuah", "2026-11-20T13:40:00-05:00")]

    static func settings(_ layout: ClockLayout) -> Settings {
        ClockScreenTests.settings {
            $0.display.layout = layout
            $0.display.language = pseudo
            $0.display.secondLanguage = nil
            $0.location.name = "Ḿášjíď áĺ-Ñüŕ"
            $0.location.isDefault = false
        }
    }

    /// Plain ASCII words left in a frame, leaving out what is data rather than words (the admin page's address).
    static func englishWords(in frame: String) -> [String] {
        let withoutData = frame.replacingOccurrences(of: "http://192.168.1.20:8080/admin/claim", with: "")
        return withoutData.split { !($0.isASCII && $0.isLetter) }.map(String.init).filter { $0.count >= 2 }
    }

    static func unbalanced(_ frame: String) -> Bool {
        frame.filter { $0 == "⟦" }.count != frame.filter { $0 == "⟧" }.count
    }

    @Test func everyStateOfBothLayoutsIsInThePseudoLanguageWholeAtEverySize() throws {
        try #require(MessageLibrary.installed.words(Self.pseudo).language == Self.pseudo,
                     "the pseudo-language en-XA is not among the catalogues in \(MessageLibrary.folder.path): make test builds it (Scripts/pseudo-catalogue.py)")
        for layout in ClockLayout.allCases {
            for (name, instant) in Self.scenes {
                var state = try ClockScreenTests.state(at: instant, settings: Self.settings(layout), sound: SoundLine(playing: .adhan(.asr)),
                                                       problems: [KioskProblem(.tr("clock not synchronised (NTP): times may be wrong"), detail: .tr("The system clock is not synchronised with a time server (NTP), so the time shown and the adhans may be off."), advice: .tr("Connect the display to a network with internet access, or set the time by hand (sudo timedatectl set-time)."))])
                state.eid = [EidPrayer(date: state.status!.day.date, times: [ClockTime("07:30")!, ClockTime("23:45")!], place: "Ḿáíñ ĥáĺĺ")]
                state.claim = ClockScreenState.Claim(address: "http://192.168.1.20:8080", code: "12345678")
                for (width, height) in Self.sizes {
                    let frame = ClockScreen.render(state, width: width, height: height).text
                    let where_ = "\(layout) \(name) at \(width)x\(height)"
                    #expect(frame.contains("⟦"), "\(where_): nothing from the catalogue:\n\(frame)")
                    #expect(Self.englishWords(in: frame).isEmpty, "\(where_): \(Self.englishWords(in: frame)) did not go through a catalogue:\n\(frame)")
                    // The footer leaves its last keys out whole where even its short form is too wide (footerKeepsWholeKeys),
                    // and the status line cuts a long problem at a word, marked by an ellipsis (the whole is in the list).
                    let footer = ScreenText(settings: state.settings).footer(width: width)
                    let aboveFooter = frame.split(separator: "\n", omittingEmptySubsequences: false)
                        .filter { !$0.contains(footer) && !($0.contains("⚠") && $0.contains(" … ")) }.joined(separator: "\n")
                    #expect(!Self.unbalanced(aboveFooter), "\(where_): a message is cut short or overwritten:\n\(frame)")
                }
            }
        }
    }

    /// In every language, at every width from 40 columns, the key footer fits and is its long
    /// form or the first keys of its short form, each whole.
    @Test func theFooterKeepsWholeKeysInEveryLanguage() {
        for language in MessageLibrary.installed.languages {
            let text = ScreenText(settings: ClockScreenTests.settings { $0.display.language = language })
            let words = text.words
            let long = text.show(words.tr("s stop · m mute · t test adhan · r Quran · h Hadith · g guides · c settings · ? help · q quit"))
            let short = words.tr("[s]top [m]ute [t]est [r]Quran [h]adith [g]uides [c]onfig [?]help [q]uit")
            let separator = short.contains(" · ") ? " · " : " "
            let keys = short.components(separatedBy: separator)
            let forms = [long] + (1...keys.count).map { text.show(keys.prefix($0).joined(separator: separator)) }
            for width in 40...240 {
                let footer = text.footer(width: width)
                #expect(forms.contains(footer), "\(language) at \(width): \(footer)")
                #expect(TextLayout.width(footer) <= width - 2 || footer == forms[1], "\(language) at \(width): \(footer) is too wide")
            }
        }
    }

    @Test func theClocksHelpAndQuitQuestionAreInThePseudoLanguageWhole() throws {
        let words = MessageLibrary.installed.words(Self.pseudo)
        try #require(words.language == Self.pseudo, "make test builds the pseudo-language en-XA")
        for (width, height) in Self.sizes {
            for overlay in [Overlay.help(title: "Clock keys", lines: KioskScreens.clockHelp), .confirmQuit] {
                var grid = CellGrid(width: width, height: height)
                KioskView.drawOverlay(overlay, words: words, overClock: true, into: &grid)
                let english = Self.englishWords(in: grid.text).filter { !["Ctrl"].contains($0) }
                #expect(english.isEmpty, "\(overlay) at \(width)x\(height): \(english)")
                #expect(!Self.unbalanced(grid.text), "\(overlay) at \(width)x\(height): cut short:\n\(grid.text)")
            }
        }
    }
}
