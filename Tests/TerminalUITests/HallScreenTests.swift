import ArabicText
import Foundation
import KioskCore
import MosqueSettings
import PrayerCalc
@testable import TerminalUI
import Testing

/// The hall layout at every size a wall runs at and in every state of the clock:
/// nothing cut, overlapping or outside the screen, every prayer time whole and large.
struct HallScreenTests {
    /// Queens with two Friday Jumu'ahs, the hall layout, no burn-in shift (so the
    /// canvas sits at the grid's origin), and `configure` on top.
    static func settings(_ configure: (inout Settings) -> Void = { _ in }) -> Settings {
        ClockScreenTests.settings {
            $0.display.layout = .hall
            $0.display.burnInShiftMinutes = 0
            configure(&$0)
        }
    }

    static func state(at iso: String, settings: Settings = settings(), configure: (inout ClockScreenState) -> Void = { _ in })
        throws -> ClockScreenState {
        var state = try ClockScreenTests.state(at: iso, settings: settings)
        configure(&state)
        return state
    }

    static let announcement = "Janazah prayer after Dhuhr today for Brother Yusuf; the family thanks everyone who helped"
    static let arabicAnnouncement = "درس التفسير بعد صلاة المغرب كل يوم أحد في القاعة الكبرى"

    /// Every state of the clock the wall draws with the strip or the table.
    static func scenes() throws -> [(String, ClockScreenState)] {
        let eid = EidPrayer(date: CivilDate(iso: "2026-11-21")!, times: [ClockTime("07:30")!, ClockTime("09:00")!], place: "Main hall")
        return [
            ("before adhan", try state(at: "2026-11-21T13:41:00-05:00")),
            ("last minute before adhan", try state(at: "2026-11-21T14:12:31-05:00")),
            ("iqama countdown", try state(at: "2026-11-21T16:39:30-05:00")),
            ("night", try state(at: "2026-11-21T23:30:00-05:00")),
            ("after Isha", try state(at: "2026-11-21T18:20:00-05:00")),
            ("announcements", try state(at: "2026-11-21T10:00:00-05:00") { $0.announcements = [Self.announcement, Self.arabicAnnouncement] }),
            ("Eid today", try state(at: "2026-11-21T06:40:00-05:00") { $0.eid = [eid] }),
            ("Eid soon with announcements and the claim", try state(at: "2026-11-19T10:00:00-05:00") {
                $0.eid = [eid]
                $0.announcements = [Self.announcement]
                $0.claim = ClockScreenState.Claim(address: "http://192.168.1.20:8080", code: "12345678")
            }),
            ("Friday", try state(at: "2026-11-20T10:00:00-05:00")),
            ("Friday iqama countdown", try state(at: "2026-11-20T12:58:00-05:00")),
            ("Arabic labels", try state(at: "2026-11-20T10:00:00-05:00", settings: settings {
                $0.display.language = .arabic; $0.display.secondLanguage = nil
                $0.display.digits = .arabic
            }) { $0.announcements = [Self.arabicAnnouncement] }),
            ("24-hour clock", try state(at: "2026-11-21T13:41:00-05:00", settings: settings { $0.display.clock = .twentyFourHour })),
            ("no key lately", try state(at: "2026-11-21T10:00:00-05:00") {
                $0.keyHints = false
                $0.announcements = [Self.announcement]
            }),
        ]
    }

    /// 16:9 screens in cells (a cell is about 0.6 by 1.17 em): 1080p from a hall-size font to a small one, and 720p.
    static let sixteenByNine: [(Int, Int)] = [(80, 24), (106, 30), (116, 33), (160, 48), (213, 60), (240, 67)]

    /// From the smallest screen the kiosk supports to a 1080p screen at a small font, in steps.
    static let sizes: [(Int, Int)] = {
        var sizes = sixteenByNine
        for width in stride(from: 80, through: 240, by: 16) {
            for height in stride(from: 24, through: 67, by: 7) { sizes.append((width, height)) }
        }
        return sizes
    }()

    @Test func everyPartIsInsideTheScreenAndNoTwoOverlapAtEverySizeAndState() throws {
        for (name, state) in try Self.scenes() {
            let status = try #require(state.status)
            let text = ScreenText(settings: state.settings)
            for (width, height) in Self.sizes {
                // The canvas: one cell less each way, for the burn-in shift.
                let canvas = (width: width - 1, height: height - 1)
                let plan = try #require(HallScreen.plan(state, status: status, text: text, width: canvas.width, height: canvas.height),
                                        "\(name) at \(width)x\(height): the hall layout fits")
                let screen = HallLayout.Region(name: "screen", x: 0, y: 0, width: canvas.width, height: canvas.height)
                let regions = plan.layout.regions
                for region in regions {
                    #expect(screen.contains(region), "\(name) at \(width)x\(height): \(region) is outside the screen")
                }
                for (index, region) in regions.enumerated() {
                    for other in regions[(index + 1)...] where region.overlaps(other) {
                        Issue.record("\(name) at \(width)x\(height): \(region) overlaps \(other)")
                    }
                }
                #expect(plan.columns.count == plan.layout.prayers.count)
            }
        }
    }

    /// An Arabic, Persian or Urdu wall reads from the right: its layout is the left-to-right
    /// one in a mirror (the strip's Fajr on the right; the table's names on the right with the
    /// adhan, then the iqama, to their left), and the labels stand next to their times.
    @Test func aRightToLeftWallIsTheLeftToRightLayoutInAMirror() throws {
        let scenes = try Self.scenes()
        let (_, arabic) = try #require(scenes.first { $0.0 == "Arabic labels" })
        let status = try #require(arabic.status)
        let text = ScreenText(settings: arabic.settings)
        try #require(text.words.isRightToLeft, "the Arabic catalogue is installed (make test puts it in MAWQUT_LOCALE)")
        var arrangements: Set<String> = []
        for (width, height) in Self.sizes {
            let plan = try #require(HallScreen.plan(arabic, status: status, text: text, width: width - 1, height: height - 1))
            let layout = plan.layout
            #expect(layout.mirrored(width: width - 1).mirrored(width: width - 1) == layout)
            let first = layout.prayers[0], second = layout.prayers[1]
            switch layout.arrangement {
            case .strip:
                arrangements.insert("strip")
                #expect(first.adhan.x > second.adhan.x, "at \(width)x\(height) the first prayer is on the right")
                #expect(layout.adhanLabel.x > first.adhan.x, "at \(width)x\(height) the labels are right of the times")
            case .table:
                arrangements.insert("table")
                #expect(first.name.x > first.adhan.x && first.adhan.x > first.iqama.x, "at \(width)x\(height): name, adhan, iqama from the right")
                #expect(layout.clock.x + layout.clock.width <= first.iqama.x, "at \(width)x\(height) the clock's panel is on the left")
            }
        }
        #expect(arrangements == ["strip", "table"], "both arrangements were seen: \(arrangements)")
        // Drawn: the Fajr row's name is right of its adhan's digits.
        let grid = ClockScreen.render(arabic, width: 120, height: 36)
        let plan = try #require(HallScreen.plan(arabic, status: status, text: text, width: 119, height: 35))
        let fajr = plan.layout.prayers[0]
        try #require(plan.layout.arrangement == .table, "120x36 in Arabic is laid out as the table")
        let nameCells = (fajr.name.x..<(fajr.name.x + fajr.name.width)).filter { grid[$0, fajr.name.y].text != CellText(Character(" ")) }
        #expect(!nameCells.isEmpty && nameCells.min()! > fajr.adhan.x, "Fajr's name is drawn right of its adhan")
    }

    /// A line too long for the clock's panel is broken between its parts in every language:
    /// in Arabic, whose digits write zero as a dot, the parts are joined by an en dash, and
    /// the line must still break there (a 100x28 Arabic wall once lost its next-prayer line).
    @Test func theNextPrayerLineBreaksBetweenItsPartsInArabicAsInEnglish() throws {
        let scenes = try Self.scenes()
        for name in ["before adhan", "Arabic labels"] {
            let (_, state) = try #require(scenes.first { $0.0 == name })
            let status = try #require(state.status)
            let text = ScreenText(settings: state.settings)
            let line = try #require(text.hallNextLine(status, now: state.now))
            // As wide as its widest part: the line cannot be whole, and each part fits a row.
            let widest = try #require(line.components(separatedBy: text.partSeparator).map { TextLayout.width(text.show($0)) }.max())
            let rows = text.packed(line, width: widest)
            #expect(rows.count >= 2 && rows.allSatisfy { TextLayout.width($0) <= widest }, "\(name): \(rows)")
        }
    }

    /// Each time's digits, drawn alone, are found cell for cell where the layout put
    /// them in the whole screen: nothing cut them or drew over them.
    @Test func everyAdhanAndIqamaTimeIsWholeOnTheScreenAndAtLeastANinthOfItsHeight() throws {
        for (name, state) in try Self.scenes() where state.status?.inProgress == nil && !(state.status?.isNight ?? false) {
            let status = try #require(state.status)
            let text = ScreenText(settings: state.settings)
            for (width, height) in Self.sizes {
                let grid = ClockScreen.render(state, width: width, height: height)
                let plan = try #require(HallScreen.plan(state, status: status, text: text, width: width - 1, height: height - 1))
                let rows = HallLayout.rows(plan.layout.scale)
                if Self.sixteenByNine.contains(where: { $0 == (width, height) }) {
                    // A 16:9 screen: the times are a ninth of its height or more (4 rows at 106x30).
                    #expect(Double(rows) >= Double(height) / 9, "\(name) at \(width)x\(height): times \(rows) rows tall")
                }
                for (column, cells) in zip(plan.columns, plan.layout.prayers) {
                    for (time, region) in [(column.adhan, cells.adhan), (column.iqama, cells.iqama)] where !time.isEmpty {
                        let size = BigFont.size(of: time, scale: plan.layout.scale)
                        #expect(size.width <= region.width && size.height <= region.height, "\(name) at \(width)x\(height): \(time) fits its cell")
                        var alone = CellGrid(width: size.width, height: size.height)
                        BigFont.draw(time, into: &alone, x: 0, y: 0, scale: plan.layout.scale, style: .plain)
                        let left = region.x + (region.width - size.width) / 2
                        let drawn = (0..<size.height).allSatisfy { row in
                            (0..<size.width).allSatisfy { grid[left + $0, region.y + row].character == alone[$0, row].character }
                        }
                        #expect(drawn, "\(name) at \(width)x\(height): \(time) of \(column.names.last ?? "") is whole")
                    }
                }
            }
        }
    }

    @Test func theTimesGetFourRowsAt106x30AndTheLargestDigitsThatFitOnBiggerScreens() throws {
        let state = try Self.state(at: "2026-11-21T13:41:00-05:00")
        let text = ScreenText(settings: state.settings)
        let status = try #require(state.status)
        func rows(_ width: Int, _ height: Int) throws -> Int {
            HallLayout.rows(try #require(HallScreen.plan(state, status: status, text: text, width: width - 1, height: height - 1)).layout.scale)
        }
        #expect(try rows(106, 30) == 4)
        #expect(try rows(80, 24) == 4)
        #expect(try rows(160, 48) >= 7)
        #expect(try rows(240, 67) >= 8)
    }

    @Test func theScreenShowsBothDatesTheClockTheNextPrayerAndEveryName() throws {
        let state = try Self.state(at: "2026-11-21T13:41:00-05:00")
        for (width, height) in [(80, 24), (106, 30), (160, 48), (240, 67)] {
            let screen = ClockScreen.render(state, width: width, height: height).text
            #expect(screen.contains("Saturday 21 November 2026"), "\(width)x\(height)")
            #expect(screen.contains("Jumada al-Akhirah 1448 AH"), "\(width)x\(height)")
            #expect(screen.contains("Next: Asr 2:13 PM · in 32m"), "\(width)x\(height)")
            for name in ["Fajr", "Dhuhr", "Asr", "Maghrib", "Isha", "Adhan", "Iqama"] {
                #expect(screen.contains(name), "\(width)x\(height): \(name)")
            }
        }
    }

    @Test func afterIshaTheFajrShownIsTomorrows() throws {
        let state = try Self.state(at: "2026-11-21T18:20:00-05:00")
        let status = try #require(state.status)
        let columns = HallScreen.columns(status, now: state.now, text: ScreenText(settings: state.settings), secondJumuah: true)
        let fajr = try #require(columns.first)
        #expect(fajr.date == CivilDate(iso: "2026-11-22"))
        #expect(fajr.names.contains("Fajr, tomorrow"))
        #expect(fajr.adhan == ScreenText(settings: state.settings).bigClock(try #require(status.following).row(.fajr).time))
        #expect(ClockScreen.render(state, width: 80, height: 24).text.contains("Fajr · Sun"), "the strip's name where it is narrow")
        #expect(ClockScreen.render(state, width: 240, height: 30).text.contains("Fajr, tomorrow"), "the strip's name")
        #expect(ClockScreen.render(state, width: 106, height: 30).text.contains(" tomorrow "), "the table's second line")
    }

    /// The highlight stays on a prayer from its adhan until its congregation is over (the
    /// iqama plus its prayer minutes), then moves to the next.
    @Test func theHighlightStaysOnAPrayerUntilItsCongregationIsOver() throws {
        // Asr on 2026-11-21: adhan 14:13, iqama 14:31 (18 minutes), prayer 10 minutes.
        func highlighted(_ iso: String) throws -> Prayer? { try Self.state(at: iso).status?.highlighted?.prayer }
        #expect(try highlighted("2026-11-21T14:12:00-05:00") == .asr, "the next prayer before its adhan")
        #expect(try highlighted("2026-11-21T14:20:00-05:00") == .asr)
        #expect(try highlighted("2026-11-21T14:40:59-05:00") == .asr)
        #expect(try highlighted("2026-11-21T14:41:00-05:00") == .maghrib)
        let state = try Self.state(at: "2026-11-21T14:20:00-05:00")
        for (width, height) in [(80, 24), (106, 30)] {
            let grid = ClockScreen.render(state, width: width, height: height)
            let status = try #require(state.status)
            let plan = try #require(HallScreen.plan(state, status: status, text: ScreenText(settings: state.settings), width: width - 1, height: height - 1))
            let asr = try #require(zip(plan.columns, plan.layout.prayers).first { $0.0.prayer == .asr }).1.name
            #expect((asr.x..<asr.x + asr.width).contains { grid[$0, asr.y].style.reverse && grid[$0, asr.y].style.role == .current },
                    "\(width)x\(height): Asr is picked out")
        }
    }

    @Test func aFridaysJumuahsHaveTheirTimesAndTheSecondOneIsNamedWhereNoColumnFits() throws {
        let state = try Self.state(at: "2026-11-20T10:00:00-05:00")
        let wide = ClockScreen.render(state, width: 106, height: 30).text
        #expect(wide.contains("Jumu'ah") && wide.contains("Jumu'ah 2"))
        let narrow = ClockScreen.render(state, width: 80, height: 24).text
        #expect(narrow.contains("Jumu'ah 2 at 2:15 PM"))
    }

    @Test func announcementsAndEidShowInTheHallLayoutAt80x24() throws {
        let eid = EidPrayer(date: CivilDate(iso: "2026-11-21")!, times: [ClockTime("07:30")!, ClockTime("09:00")!], place: "Main hall")
        let state = try Self.state(at: "2026-11-21T06:40:00-05:00") {
            $0.eid = [eid]
            $0.announcements = ["Janazah after Dhuhr"]
        }
        let screen = ClockScreen.render(state, width: 80, height: 24).text
        #expect(screen.contains("Eid prayer today · 7:30 AM (in 50 min) and 9:00 AM · Main hall"), "\(screen)")
        #expect(screen.contains("Janazah after Dhuhr"))
        let before = try Self.state(at: "2026-11-19T10:00:00-05:00") { $0.eid = [eid] }
        #expect(ClockScreen.render(before, width: 80, height: 24).text.contains("Eid prayer Saturday 21 November 2026 · 7:30 AM and 9:00 AM"))
    }

    /// A wall has no keyboard: without a key lately the hall (and the prayer in progress over
    /// it) shows no key footer, the status line takes the last row, and the row goes to what
    /// the congregation reads; after a key the footer is back.
    @Test func theHallShowsItsKeysOnlyAfterAKeyAndGivesTheirRowToTheCongregation() throws {
        var grown = 0
        for (width, height) in Self.sixteenByNine {
            let shown = try Self.state(at: "2026-11-21T10:00:00-05:00") {
                $0.announcements = [Self.announcement, Self.arabicAnnouncement]
                $0.problems = [KioskProblem(.verbatim("the configuration has a problem"), advice: .verbatim("correct it"))]
            }
            var hidden = shown
            hidden.keyHints = false
            let footer = ScreenText(settings: shown.settings).footer(width: width)
            let withKeys = ClockScreen.render(shown, width: width, height: height).text.components(separatedBy: "\n")
            let withoutKeys = ClockScreen.render(hidden, width: width, height: height).text.components(separatedBy: "\n")
            #expect(withKeys.contains { $0.contains(footer) }, "\(width)x\(height): the keys after a key")
            #expect(!withoutKeys.contains { $0.contains(footer) }, "\(width)x\(height): no keys without one")
            #expect(withoutKeys.last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })?.contains("⚠") == true,
                    "\(width)x\(height): the status line on the last row")
            let status = try #require(shown.status)
            let text = ScreenText(settings: shown.settings)
            let with = try #require(HallScreen.plan(shown, status: status, text: text, width: width - 1, height: height - 1)).layout
            let without = try #require(HallScreen.plan(hidden, status: status, text: text, width: width - 1, height: height - 1)).layout
            #expect(without.bottom.height == with.bottom.height - 1)
            // The row goes to larger prayer times where it lets them grow, else to the notices or the clock.
            #expect(!HallLayout.larger(with.scale, than: without.scale), "\(width)x\(height): the times never get smaller")
            let rows = (with: with.notices.height + with.clock.height, without: without.notices.height + without.clock.height)
            if with.scale == without.scale, with.arrangement == without.arrangement {
                #expect(rows.without >= rows.with, "\(width)x\(height): the notices and the clock keep their rows")
            }
            if HallLayout.larger(without.scale, than: with.scale) || rows.without > rows.with { grown += 1 }
            let praying = try Self.state(at: "2026-11-21T12:10:00-05:00") { $0.keyHints = false }
            #expect(praying.status?.inProgress != nil)
            #expect(!ClockScreen.render(praying, width: width, height: height).text.contains(footer), "\(width)x\(height): praying")
        }
        #expect(grown > 0, "the footer's row went to the times, the notices or the clock at some size")
    }

    @Test func aScreenTooSmallForTheHallLayoutGetsTheHomeLayout() throws {
        let state = try Self.state(at: "2026-11-21T13:41:00-05:00")
        let status = try #require(state.status)
        #expect(HallScreen.plan(state, status: status, text: ScreenText(settings: state.settings), width: 59, height: 19).map(\.layout) == nil)
        #expect(ClockScreen.render(state, width: 60, height: 20).text.contains("Today"))
    }
}
