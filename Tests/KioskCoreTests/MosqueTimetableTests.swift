import Foundation
@testable import KioskCore
@testable import MosqueSettings
import PrayerCalc
import Testing

struct MosqueTimetableTests {
    static let csv = """
        # Masjid timetable, November
        date,fajr,sunrise,dhuhr,asr,maghrib,isha,fajr_iqama,isha_iqama
        2026-11-21,05:30,06:49,11:45,14:15,16:33,17:55,05:50,18:15
        2026-11-22,05:31,06:50,11:45,14:15,16:32,17:55,,18:15
        """

    @Test func rowsParseWithOptionalIqamaColumns() throws {
        let days = try MosqueTimetable.parse(Self.csv, file: "nov.csv")
        #expect(days.count == 2)
        #expect(days[0].times[.dhuhr] == ClockTime("11:45"))
        #expect(days[0].iqama == [.fajr: ClockTime("05:50")!, .isha: ClockTime("18:15")!])
        #expect(days[1].iqama[.fajr] == nil)
    }

    @Test(arguments: [
        ("date,fajr,sunrise,dhuhr,asr,maghrib\n", "t.csv:1: the header has no \"isha\" column"),
        ("date,fajr,sunrise,dhuhr,asr,maghrib,isha,jumuah\n", "t.csv:1: unknown column \"jumuah\""),
        ("date,fajr,sunrise,dhuhr,asr,maghrib,isha\n2026-02-30,05:00,06:00,12:00,15:00,17:00,18:00\n", "t.csv:2: date: expected YYYY-MM-DD"),
        ("date,fajr,sunrise,dhuhr,asr,maghrib,isha\n2026-11-21,5am,06:00,12:00,15:00,17:00,18:00\n", "t.csv:2: fajr: expected a 24-hour time HH:MM, got \"5am\""),
        ("date,fajr,sunrise,dhuhr,asr,maghrib,isha\n2026-11-21,05:00,06:00,12:00,15:00,14:00,18:00\n", "t.csv:2: maghrib (14:00) must come after asr (15:00)"),
        ("date,fajr,sunrise,dhuhr,asr,maghrib,isha\n2026-11-21,05:00,06:00,12:00\n", "t.csv:2: expected 7 fields, found 4"),
        ("date,fajr,sunrise,dhuhr,asr,maghrib,isha,isha_iqama\n2026-11-21,05:00,06:00,12:00,15:00,17:00,18:00,17:30\n", "t.csv:2: isha_iqama (17:30) is before the adhan (18:00)"),
    ])
    func badFilesNameTheLineAndTheField(text: String, message: String) {
        do {
            _ = try MosqueTimetable.parse(text, file: "t.csv")
            Issue.record("expected \(message)")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    @Test func crlfABomQuotedCellsAndTrailingBlankLinesAreRead() throws {
        let text = "\u{FEFF}date,fajr,sunrise,dhuhr,asr,maghrib,isha,isha_iqama\r\n"
            + "\"2026-11-21\",05:30,06:49,\" 11:45\",14:15,16:33,17:55,\"18:15\"\r\n"
            + "# a comment between rows\r\n"
            + "2026-11-22,05:31,06:50,11:45,14:15,16:32,17:55,\r\n\r\n\r\n"
        let days = try MosqueTimetable.parse(text, file: "t.csv")
        #expect(days.map(\.date.description) == ["2026-11-21", "2026-11-22"])
        #expect(days[0].times[.dhuhr] == ClockTime("11:45") && days[0].iqama[.isha] == ClockTime("18:15"))
    }

    @Test func duplicateColumnsAndDatesAndUnknownColumnsAreAllListedWithTheirLines() {
        let header = "date,fajr,sunrise,dhuhr,asr,maghrib,isha,isha,jumuah\n"
        #expect(throws: MosqueTimetable.Problems.self) { try MosqueTimetable.parse(header, file: "t.csv") }
        do {
            _ = try MosqueTimetable.parse(header, file: "t.csv")
        } catch {
            #expect(error.problems.map(\.description) == [
                #"t.csv:1: column "isha" appears twice (columns 7 and 8)"#,
                #"t.csv:1: unknown column "jumuah" (column 9)"#,
            ])
        }
        let rows = "date,fajr,sunrise,dhuhr,asr,maghrib,isha\n" + "2026-11-21,05:30,06:49,11:45,14:15,16:33,17:55\n"
            + "2026-11-21,05:30,06:49,11:45,14:15,16:33,17:55\n" + "2026-11-23,5am,06:49,11:45,14:15,16:33,17:55\n"
            + "\"2026-11-24,05:30\n"
        do {
            _ = try MosqueTimetable.parse(rows, file: "t.csv")
            Issue.record("expected problems")
        } catch {
            #expect(error.problems.map(\.description) == ["t.csv:5: a quoted field is never closed (a \" is missing)"],
                    "an unclosed quote stops the reading where it starts")
        }
        do {
            _ = try MosqueTimetable.parse(String(rows.dropLast(18)), file: "t.csv")
            Issue.record("expected problems")
        } catch {
            #expect(error.problems.map(\.description) == [
                "t.csv:3: date 2026-11-21 appears twice (lines 2 and 3)",
                #"t.csv:4: fajr: expected a 24-hour time HH:MM, got "5am""#,
            ])
        }
    }

    @Test func aFileWithManyBadRowsListsTheFirstTwentyAndCountsTheRest() {
        let rows = (1...30).map { "2026-12-\(String(format: "%02d", $0)),05:30,06:49,11:45,14:15,16:33,25:00" }
        do {
            _ = try MosqueTimetable.parse("date,fajr,sunrise,dhuhr,asr,maghrib,isha\n" + rows.joined(separator: "\n"), file: "t.csv")
            Issue.record("expected problems")
        } catch {
            #expect(error.problems.count == MosqueTimetable.problemLimit && error.more == 10)
            #expect(error.description.hasSuffix("… and 10 more problems"))
        }
    }

    @Test func theSchedulerPlaysAtTheTimetablesTimesWhenTheSourceIsTimetable() throws {
        var scenario = ManagerScenario()
        scenario.settings.source = .timetable
        let days = try MosqueTimetable.parse(Self.csv, file: "nov.csv")
        var manager = try PrayerTimesManager(settings: scenario.settings, timetable: days)
        let dhuhr = scenario.instant("2026-11-21", 11, 45)
        _ = manager.handle(.tick(dhuhr.addingTimeInterval(-1)))
        let effects = manager.handle(.tick(dhuhr))
        #expect(effects.contains { if case .playAdhan(let key, _, _, _) = $0 { key.prayer == .dhuhr } else { false } })
        #expect(manager.current?.fromTimetable == true)
        #expect(manager.current?.row(.fajr).iqama == scenario.instant("2026-11-21", 5, 50))
        #expect(manager.current?.row(.dhuhr).iqama == dhuhr.addingTimeInterval(21 * 60), "no published iqama: the configured offset")

        var local = try PrayerTimesManager(settings: ManagerScenario().settings, timetable: days)
        _ = local.handle(.tick(dhuhr))
        #expect(local.current?.fromTimetable == false, "source local ignores the timetable")
    }
}
