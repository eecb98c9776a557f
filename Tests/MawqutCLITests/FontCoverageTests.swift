@testable import ArabicText
import Foundation
import KioskCore
import Messages
import MosqueSettings
import PrayerCalc
import Scripture
@testable import TerminalUI
import Testing

/// Every character the Wayland kiosk can draw has a glyph in the fonts it names
/// (`KioskFont.families`, asked of fontconfig): the screens' own words and digits in
/// both languages, the big digits' block elements, the prayer guides, and every ayah,
/// translation and hadith (the real packages when `make test` fetched them), as the
/// terminal receives them: shaped (presentation forms) and logical.
struct FontCoverageTests {
    /// Characters a terminal draws without a glyph: spaces, controls, joiners and bidi marks.
    static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x20 && TextLayout.isPrintable(scalar) && !TextLayout.isInvisible(scalar)
            && !(0x7F...0xA0).contains(scalar.value) && scalar.properties.generalCategory != .spaceSeparator
    }

    /// The code points of a family's regular and bold faces (the kiosk draws both): a
    /// character counts when both have it. Nil when fontconfig does not know the family.
    static func coverage(of family: String) throws -> Set<UInt32>? {
        let listed = try ToolRun("/usr/bin/fc-list", ["--format=%{style[0]}|%{charset}\n", family])
        var faces: [String: Set<UInt32>] = [:]
        for line in listed.text.split(separator: "\n") {
            let parts = line.split(separator: "|", maxSplits: 1)
            guard parts.count == 2 else { continue }
            var points = Set<UInt32>()
            for range in parts[1].split(separator: " ") {
                let bounds = range.split(separator: "-").compactMap { UInt32($0, radix: 16) }
                guard let low = bounds.first, let high = bounds.last else { continue }
                points.formUnion(low...high)
            }
            faces[String(parts[0])] = points
        }
        let regular = faces["Regular"] ?? faces["Book"]
        guard let regular, let bold = faces["Bold"] else { return nil }
        return regular.intersection(bold)
    }

    /// The screens' own text: the clock in both layouts, every language and both kinds
    /// of digits through a day, the prayer in progress, the sound line and the help.
    static func screenText() throws -> [String] {
        var screens: [String] = []
        let instants = ["2026-11-20T04:50:07-05:00", "2026-11-20T12:15:42-05:00", "2026-11-20T12:58:00-05:00", "2026-11-21T14:33:00-05:00",
                        "2026-11-21T16:39:30-05:00", "2026-11-21T18:55:00-05:00", "2026-11-21T23:30:00-05:00"]
        let eid = EidPrayer(date: CivilDate(iso: "2026-11-21")!, times: [ClockTime("07:30")!], place: "Main hall")
        for layout in ClockLayout.allCases {
            // The tests' pseudo-language is no one's; a language the wall cannot draw (Bengali) is never on it.
            for language in MessageLibrary.installed.languages
            where language != LanguageTag("en-XA") && MessageLibrary.installed.words(language).drawsOnTheWall {
                for digits in DigitStyle.allCases {
                    var settings = Settings()
                    settings.schedule.jumuahTimes = [.clock(hour: 13, minute: 0), .clock(hour: 14, minute: 15)]
                    settings.display.layout = layout
                    settings.display.language = language
                    settings.display.digits = digits
                    for instant in instants {
                        let now = try #require(TimeText.parseInstant(instant))
                        var manager = try PrayerTimesManager(settings: settings)
                        _ = manager.handle(.tick(now))
                        var state = ClockScreenState(now: now, settings: settings, status: manager.status(at: now),
                                                     sound: SoundLine(playing: .adhan(.asr)), problems: [KioskProblem(.tr("clock not synchronised (NTP): times may be wrong"), detail: .tr("The system clock is not synchronised with a time server (NTP), so the time shown and the adhans may be off."), advice: .tr("Connect the display to a network with internet access, or set the time by hand (sudo timedatectl set-time)."))])
                        state.eid = [eid]
                        state.claim = ClockScreenState.Claim(address: "http://192.168.1.20:8080", code: "12345678")
                        screens.append(ClockScreen.render(state, width: 160, height: 48).text)
                    }
                    let labelsPlayed: [SoundLabel] = [.adhan(.fajr), .dua(.isha), .reminder(.asr), .iqamaTone(.maghrib), .sunriseWarning,
                                                      .testAdhan, .bismillah(surah: 2), .ayah(surah: 2, ayah: 255), .speech("Bukhari 1")]
                    screens += labelsPlayed.compactMap { SoundLine(playing: $0).text(words: MessageLibrary.installed.words(language))?.0 }
                    var grid = CellGrid(width: 160, height: 48)
                    let words = MessageLibrary.installed.words(language)
                    KioskView.drawOverlay(.help(title: "Clock keys", lines: KioskScreens.clockHelp), words: words, overClock: true, into: &grid)
                    KioskView.drawOverlay(.confirmQuit, words: words, overClock: true, into: &grid)
                    screens.append(grid.text)
                }
            }
        }
        return screens
    }

    /// The guides' words, from the guides the package ships.
    static func guideText() throws -> [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/guides").standardized
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter { $0.pathExtension == "json" }
        #expect(!files.isEmpty, "the guides are in \(folder.path)")
        return try files.map { try String(contentsOf: $0, encoding: .utf8) }
    }

    @Test func everyCharacterTheKioskCanDrawHasAGlyphInItsFonts() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-list") else {
            Issue.record("fontconfig's fc-list is missing: make test installs fontconfig, fonts-dejavu-core and fonts-hosny-amiri")
            return
        }
        var covered = Set<UInt32>()
        for family in KioskFont.families {
            let faces = try #require(try Self.coverage(of: family), "\(family) is installed with its regular and bold faces")
            covered.formUnion(faces)
        }
        var texts = try Self.screenText() + Self.guideText()
        // The layout test's own fixtures (used without the data packages) hold text no package has, CJK among it.
        for corpus in CorpusLayoutTests.corpora where corpus.name != "fixtures" { texts += try corpus.paragraphs() }
        var missing: [UInt32: String] = [:]
        var checked = Set<UInt32>()
        for text in texts {
            let shaped = text.unicodeScalars.contains { TextLayout.strongDirection(of: $0) == .rightToLeft }
                ? TextLayout.display(text, mode: .shaped) : ""
            for scalar in text.unicodeScalars + shaped.unicodeScalars where Self.needsGlyph(scalar) {
                checked.insert(scalar.value)
                if !covered.contains(scalar.value), missing[scalar.value] == nil { missing[scalar.value] = String(text.prefix(60)) }
            }
        }
        let report = missing.keys.sorted().prefix(40).map { String(format: "U+%04X in \"%@\"", $0, missing[$0] ?? "") }
        #expect(missing.isEmpty, "\(missing.count) of \(checked.count) characters have no glyph in \(KioskFont.families): \(report)")
        #expect(checked.count > 200, "\(checked.count) characters checked")
    }

    /// The foot.ini the package installs names the same fonts as `mawqut kiosk-font`.
    @Test func theKiosksFootConfigurationNamesTheCheckedFonts() throws {
        let ini = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/wayland/foot.ini").standardized
        let font = try #require(try String(contentsOf: ini, encoding: .utf8).split(separator: "\n").first { $0.hasPrefix("font=") })
        let families = font.dropFirst("font=".count).split(separator: ",").map { String($0.split(separator: ":")[0]) }
        #expect(families == KioskFont.families)
    }
}
