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

    /// The first days of SGR01's January 2023 as e-solat gave them (mptwaktusolat/api-waktusolat, commit 646c5918).
    static let eSolat = """
        {"prayerTime": [{"hijri": "1444-06-08", "date": "01-Jan-2023", "day": "Sunday", "imsak": "05:56:00", "fajr": "06:06:00",
        "syuruk": "07:17:00", "dhuhr": "13:19:00", "asr": "16:42:00", "maghrib": "19:16:00", "isha": "20:31:00"},
        {"hijri": "1444-06-09", "date": "02-Jan-2023", "day": "Monday", "imsak": "05:57:00", "fajr": "06:07:00",
        "syuruk": "07:17:00", "dhuhr": "13:20:00", "asr": "16:42:00", "maghrib": "19:17:00", "isha": "20:32:00"}],
        "status": "OK!", "serverTime": "2023-01-01 09:46:49", "periodType": "month", "lang": "ms_my", "zone": "SGR01",
        "bearing": "291&#176; 7&#8242; 23&#8243;"}
        """

    @Test func jakimsOwnESolatFileIsReadAsItIs() throws {
        let days = try MosqueTimetable.parse(Self.eSolat, file: "SGR01.json")
        #expect(days.map(\.date.description) == ["2023-01-01", "2023-01-02"])
        #expect(days[0].times == [.fajr: ClockTime("06:06")!, .sunrise: ClockTime("07:17")!, .dhuhr: ClockTime("13:19")!,
                                  .asr: ClockTime("16:42")!, .maghrib: ClockTime("19:16")!, .isha: ClockTime("20:31")!])
        #expect(days[1].times[.isha] == ClockTime("20:32"))
        let broken = Self.eSolat.replacingOccurrences(of: "\"02-Jan-2023\"", with: "\"2 January\"").replacingOccurrences(of: "\"20:31:00\"", with: "\"8.31pm\"")
        #expect(throws: MosqueTimetable.Problems.self) { try MosqueTimetable.parse(broken, file: "SGR01.json") }
        do {
            _ = try MosqueTimetable.parse(broken, file: "SGR01.json")
        } catch {
            #expect(error.description == """
                SGR01.json: prayerTime[0]: isha: expected a time HH:MM:SS, got "8.31pm"
                SGR01.json: prayerTime[1]: date: expected a day such as "01-Jan-2026", got "2 January"
                """)
        }
        #expect(throws: MosqueTimetable.Problems.self) { try MosqueTimetable.parse("{\"status\": \"OK!\"}", file: "x.json") }
    }

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
