import ArabicText
import FileFormats
import Foundation
import KioskCore
@testable import TerminalUI
import Testing

/// Every problem on screen, nothing cut: the status line takes them in turn, `p` lists them all.
struct ProblemListTests {
    static let problems = [
        KioskProblem(.verbatim("config.json: not valid JSON at line 12, column 5: expected a key in quotes"),
                     detail: .verbatim("/etc/mawqut/config.json: not valid JSON at line 12, column 5: expected a key in quotes. "
                         + "Since 2026-11-24 14:31 the clock runs on the last good configuration, accepted 2026-11-20 09:12."),
                     advice: .verbatim("Correct the file (config.example.json explains every key), change the setting on the admin page, "
                         + "or copy the last good configuration /var/lib/mawqut/config.last-good.json over it.")),
        KioskProblem(.verbatim("schedule.jumuah: the iqama falls before the Jumu'ah adhan on 36 days"),
                     detail: .verbatim("schedule.jumuah: the iqama falls before the Jumu'ah adhan on 36 days from 2027-03-05 to 2027-10-29; the adhan still plays at its time"),
                     advice: .verbatim("Change schedule.jumuah on the admin page or the settings screen.")),
        KioskProblem(.verbatim("clock not synchronised (NTP): times may be wrong"), advice: .verbatim("Connect the display to a network.")),
    ]

    @Test func theStatusLineCountsTheProblemsAndTakesThemInTurn() throws {
        var seen: [String] = []
        for second in stride(from: 0, to: 18, by: 6) {
            let state = try ClockScreenTests.state(at: "2026-11-21T10:00:\(NumberText.zeroPadded(second))-05:00", problems: Self.problems)
            for width in [80, 106, 160, 240] {
                let line = try #require(ClockScreen.statusLine(state, text: ScreenText(settings: state.settings), width: width - 2))
                #expect(TextLayout.width(line) <= width - 2, "\(width): \(line)")
                #expect(line.hasPrefix("⚠ 3 problems, ") && line.hasSuffix(" · p: all"), "\(line)")
                let rendered = ClockScreen.render(state, width: width, height: max(24, width * 9 / 32)).text
                #expect(rendered.contains(line), "\(width): drawn as made")
            }
            seen.append(try #require(ClockScreen.statusLine(state, text: ScreenText(settings: state.settings), width: 238)))
        }
        for (index, problem) in Self.problems.enumerated() {
            #expect(seen.contains { $0.contains("\(index + 1)/3: " + problem.summary.description) }, "problem \(index + 1) has its turn: \(seen)")
        }
    }

    @Test func aSummaryTooLongForTheLineStopsAtAWordAndPointsToTheList() throws {
        let long = KioskProblem(.verbatim(String(repeating: "configuration ", count: 12) + "end"), advice: .verbatim("Correct it."))
        let state = try ClockScreenTests.state(at: "2026-11-21T10:00:00-05:00", problems: [long])
        let line = try #require(ClockScreen.statusLine(state, text: ScreenText(settings: state.settings), width: 78))
        #expect(line.hasSuffix("configuration … · p: details"), "\(line)")
        #expect(TextLayout.width(line) <= 78)
    }

    /// The list at 80x24 shows every problem whole, with what to do, scrolling to the end.
    @Test func theListShowsEveryProblemWholeWithWhatToDoAt80Columns() {
        var list = ProblemList(problems: Self.problems)
        _ = list.update(.resized(ScreenSize(width: 80, height: 24)))
        var shown = ""
        var previous = -1
        while previous != list.offset {
            previous = list.offset
            let rows = ProblemListView.render(list, width: 80, height: 24).text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(rows.allSatisfy { TextLayout.width(String($0)) <= 80 })
            shown += rows[2..<21].joined(separator: "\n") + "\n"
            _ = list.update(.key(.pageDown))
        }
        let words = shown.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for (index, problem) in Self.problems.enumerated() {
            #expect(words.contains("\(index + 1). " + problem.detail.description.split(whereSeparator: \.isWhitespace).joined(separator: " ")), "problem \(index + 1)")
            #expect(words.contains("What to do: " + problem.advice.description.split(whereSeparator: \.isWhitespace).joined(separator: " ")), "advice \(index + 1)")
        }
        #expect(list.update(.key(.escape)) == [.close])
    }

    @Test func pOnTheClockOpensTheListAndEscapeGoesBack() {
        var screens = KioskScreens(size: ScreenSize(width: 80, height: 24))
        #expect(screens.press(.character("p")) == [.kiosk(.openProblems)])
        screens.open(.problems(ProblemList(problems: Self.problems)))
        #expect(screens.press(.escape) == [.closed(.problems(ProblemList(problems: Self.problems)))] || screens.top == nil)
        #expect(screens.top == nil)
    }
}
