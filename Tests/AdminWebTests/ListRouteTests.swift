@testable import AdminWeb
import Foundation
import HTTPTypes
import MosqueSettings
import NIOCore
import PrayerCalc
import Storage
import Testing

/// Announcements, Eid prayers, iqama periods and the timetable upload, as a volunteer uses them.
struct ListRouteTests {
    static func add(_ browser: Browser, _ path: String, _ fields: [(String, String)], action: String = "add") async throws -> Browser.Page {
        let page = try await browser.get(path)
        return try await browser.post(path, fields: [("csrf", page.hidden("csrf") ?? ""),
                                                     ("action", action)] + fields)
    }

    @Test func anAnnouncementMayKeepTheScreenOnWhileItShows() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            let form = try await browser.get("/admin/announcements")
            #expect(form.text.contains("name=\"announcements.screenOn\""))
            let added = try await Self.add(browser, "/admin/announcements", [("announcements.text", "Tafsir class tonight after Isha"),
                                                                             ("announcements.until", "2026-11-25T22:30"),
                                                                             ("announcements.screenOn", "on")])
            #expect(added.location == "/admin/announcements", "\(added.text)")
        }
        let announcements = try SettingsDecoder.decode(Data(fixture.configText.utf8)).announcements
        #expect(announcements.map(\.keepsScreenOn) == [true])
        #expect(fixture.configText.contains("\"screenOn\": true"))
    }

    @Test func anArabicAnnouncementIsPreviewedAddedShownOnThePageAndDeleted() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            let preview = try await Self.add(browser, "/admin/announcements", [("announcements.text", "صلاة الجنازة بعد الظهر <b>اليوم</b>")], action: "preview")
            #expect(preview.text.contains("<div class=\"wall-preview\" dir=\"auto\" aria-label=\"Preview\">صلاة الجنازة بعد الظهر &lt;b&gt;اليوم&lt;/b&gt;</div>"))
            #expect(!fixture.configText.contains("الجنازة"), "a preview writes nothing")
            let added = try await Self.add(browser, "/admin/announcements", [("announcements.text", "صلاة الجنازة بعد الظهر"),
                                                                             ("announcements.until", "2026-11-25T15:00")])
            #expect(added.location == "/admin/announcements")
            let list = try await browser.get("/admin/announcements")
            #expect(list.text.contains("Added to announcements: text: صلاة الجنازة بعد الظهر, until: 2026-11-25T15:00"))
            #expect(list.text.contains("on the wall now"))
            #expect(try await browser.get("/").text.contains("<li dir=\"auto\">صلاة الجنازة بعد الظهر</li>"))
            let delete = try await browser.post("/admin/announcements/delete", fields: [("csrf", list.hidden("csrf") ?? ""),
                                                                                       ("entry", list.hidden("entry") ?? "")])
            #expect(delete.location == "/admin/announcements")
        }
        #expect(try SettingsDecoder.decode(Data(fixture.configText.utf8)).announcements.isEmpty)
        #expect(try fixture.services.audit.recent(limit: 2).map { $0.old ?? $0.new ?? "" }.allSatisfy { $0.contains("صلاة الجنازة") })
    }

    @Test func aBadAnnouncementIsNamedByItsFieldAndNothingIsWritten() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            let cases: [([(String, String)], String)] = [
                ([("announcements.text", "Eid"), ("announcements.from", "2026-13-01T10:00")], "announcements.from: expected a date and time"),
                ([("announcements.text", "  ")], "announcements.text: expected a non-empty text"),
                ([("announcements.text", "Late"), ("announcements.from", "2026-11-25T12:00"), ("announcements.until", "2026-11-25T11:00")],
                 "announcements.until: 2026-11-25T11:00 is not after from"),
                ([("announcements.text", String(repeating: "x", count: 501))], "announcements.text: at most 500 characters"),
            ]
            for (fields, message) in cases {
                let page = try await Self.add(browser, "/admin/announcements", fields)
                #expect(page.status == .unprocessableContent && page.text.contains(message), "\(message): \(page.text.prefix(200))")
            }
        }
        #expect(fixture.configText == AdminFixture.london)
    }

    @Test func entriesAddedAndDeletedFromPagesOpenedBeforeOthersChangesAllLand() async throws {
        let config = AdminFixture.london.replacingOccurrences(of: "\"schedule\"", with: "\"announcements\": [{\"text\": \"First\"}], \"schedule\"")
        let fixture = try AdminFixture(config: config)
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            let stale = try await browser.get("/admin/announcements")
            // Two volunteers add at once: adds cannot clash.
            #expect(try await browser.post("/admin/announcements", fields: [("csrf", stale.hidden("csrf") ?? ""), ("action", "add"),
                                                                            ("announcements.text", "Second")]).status == .seeOther)
            #expect(try await browser.post("/admin/announcements", fields: [("csrf", stale.hidden("csrf") ?? ""), ("action", "add"),
                                                                            ("announcements.text", "Third")]).status == .seeOther)
            // The stale page deletes the entry it shows, wherever it now stands.
            let first = try #require(stale.hidden("entry"))
            let deleted = try await browser.post("/admin/announcements/delete", fields: [("csrf", stale.hidden("csrf") ?? ""), ("entry", first)])
            #expect(deleted.status == .seeOther)
            let again = try await browser.post("/admin/announcements/delete", fields: [("csrf", stale.hidden("csrf") ?? ""), ("entry", first)])
            #expect(again.status == .conflict && again.text.contains("That entry is no longer in the list"))
        }
        #expect(try SettingsDecoder.decode(Data(fixture.configText.utf8)).announcements.map(\.text) == ["Second", "Third"])
    }

    @Test func bidiOverridesAreTakenOutOfAnnouncementsWhenSavedAndWhenRead() async throws {
        // U+202E would make what follows read backwards: "0800 1234" shown as "4321 0080".
        let spoof = "Call the imam: \u{202E}0800 1234\u{202C} \u{2067}isolated\u{2069}"
        let config = AdminFixture.london.replacingOccurrences(of: "\"schedule\"", with: """
            "announcements": [{"text": "Typed by hand \\u202Ereversed"}], "eid": [{"date": "2026-12-01", "times": ["07:30"], "place": "Hall \\u202Dx"}], "schedule"
            """)
        let fixture = try AdminFixture(config: config)
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            #expect(try await Self.add(browser, "/admin/announcements", [("announcements.text", spoof)]).status == .seeOther)
            let page = try await browser.get("/?lang=en").text
            #expect(!page.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
            #expect(page.contains("Typed by hand reversed") && page.contains("Call the imam: 0800 1234 \u{2067}isolated\u{2069}"))
            let feed = try await browser.get("/api/times").text + (try await browser.get("/calendar.ics").text)
            #expect(!feed.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
        }
        // The entry saved here is written without the override (the one typed into the file by hand is dropped when read).
        #expect(fixture.configText.contains("Call the imam: 0800 1234 \u{2067}isolated\u{2069}"))
        let settings = try SettingsDecoder.decode(Data(fixture.configText.utf8))
        #expect(settings.announcements.map(\.text) == ["Typed by hand reversed", "Call the imam: 0800 1234 \u{2067}isolated\u{2069}"])
        #expect(settings.eid.first?.place == "Hall x")
    }

    @Test func anEidPrayerIsAddedWithItsTimesAndPlace() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            let bad = try await Self.add(browser, "/admin/eid", [("eid.date", "2027-03-10"), ("eid.times", "7.30")])
            #expect(bad.status == .unprocessableContent && bad.text.contains("eid.times: expected one to four times"))
            let good = try await Self.add(browser, "/admin/eid", [("eid.date", "2027-03-10"), ("eid.times", "9:00, 07:30"), ("eid.place", "Regent's Park")])
            #expect(good.status == .seeOther)
            #expect(fixture.configText.contains("\"times\": [\"09:00\", \"07:30\"]"), "stored in one form: \(fixture.configText)")
        }
        let eid = try SettingsDecoder.decode(Data(fixture.configText.utf8)).eid
        #expect(eid == [EidPrayer(date: CivilDate(iso: "2027-03-10")!, times: [ClockTime("07:30")!, ClockTime("09:00")!], place: "Regent's Park")])
    }

    @Test func aRamadanIqamaPeriodIsAddedAndAWrongOneNamed() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            let mixed = try await Self.add(browser, "/admin/iqama-periods", [("iqama.periods.from", "2027-02-08"), ("iqama.periods.until", "03-09"),
                                                                             ("iqama.periods.isha", "21:45")])
            #expect(mixed.status == .unprocessableContent && mixed.text.contains("give both ends as dates"), "\(mixed.text.prefix(400))")
            let good = try await Self.add(browser, "/admin/iqama-periods", [("iqama.periods.name", "Ramadan"), ("iqama.periods.from", "2027-02-08"),
                                                                            ("iqama.periods.until", "2027-03-09"), ("iqama.periods.isha", "21:45"),
                                                                            ("iqama.periods.fajr", "10")])
            #expect(good.status == .seeOther)
            let day = try #require(try await browser.get("/api/times?date=2027-02-20").text.range(of: "\"isha\":\"2027-02-20T21:45:00+00:00\""))
            _ = day
        }
        let periods = try SettingsDecoder.decode(Data(fixture.configText.utf8)).iqama.periods
        #expect(periods.map(\.name) == ["Ramadan"] && periods.first?.rules == [.isha: .fixed(hour: 21, minute: 45), .fajr: .offset(minutes: 10)])
    }

    @Test func aMonthStartAnnouncedLocallyMovesTheHijriDateAndOneThatContradictsItIsNamed() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            let ramadan = try await Self.add(browser, "/admin/hijri-months", [("calculation.hijriMonthStarts.year", "1448"),
                                                                             ("calculation.hijriMonthStarts.month", "9"),
                                                                             ("calculation.hijriMonthStarts.start", "2027-02-09")])
            #expect(ramadan.status == .seeOther)
            let shawwal = try await Self.add(browser, "/admin/hijri-months", [("calculation.hijriMonthStarts.year", "1448"),
                                                                             ("calculation.hijriMonthStarts.month", "10"),
                                                                             ("calculation.hijriMonthStarts.start", "2027-03-09")])
            #expect(shawwal.status == .unprocessableContent && shawwal.text.contains("28 days apart"), "\(shawwal.text.prefix(600))")
            let listed = try await browser.get("/admin/hijri-months").text
            #expect(listed.contains("Ramadan 1448</strong> began on 2027-02-09"), "\(listed)")
            // Sha'ban, 29 days in the Umm al-Qura calendar, gets its 30th day.
            let day = try await browser.get("/api/times?date=2027-02-08").text
            #expect(day.contains(#""hijri":{"year":1448,"month":8,"day":30"#), "\(day)")
        }
        let starts = try SettingsDecoder.decode(Data(fixture.configText.utf8)).calculation.hijriMonthStarts
        #expect(starts == [HijriMonthStart(year: 1448, month: 9, start: CivilDate(iso: "2027-02-09")!)])
    }

    static func upload(_ browser: Browser, csv: String, bytes: [UInt8]? = nil, use: Bool) async throws -> Browser.Page {
        let page = try await browser.get("/admin/timetable")
        let boundary = "----mawqut\(UUID().uuidString.prefix(8))"
        var body = Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(page.hidden("csrf") ?? "")\r\n".utf8)
        if use { body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"calculation.source\"\r\n\r\ntimetable\r\n".utf8) }
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"timetable\"; filename=\"november.csv\"\r\nContent-Type: text/csv\r\n\r\n".utf8)
        body += bytes ?? Array(csv.utf8)
        body += Array("\r\n--\(boundary)--\r\n".utf8)
        return try await browser.send("/admin/timetable", method: .post, headers: [.contentType: "multipart/form-data; boundary=\(boundary)"],
                                      body: ByteBuffer(bytes: body))
    }

    @Test func aTimetableWithAnyBadLineImportsNothingAndListsEveryLine() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        let csv = """
            date,fajr,sunrise,dhuhr,asr,maghrib,isha,fajr_iqama
            2026-11-25,05:58,07:36,11:53,13:40,16:03,17:33,06:20
            2026-11-26,05:59,07:37,11:53,25:39,16:02,17:32,06:20
            2026-11-31,06:00,07:39,11:54,13:39,16:01,17:31,06:20

            """
        let page = try await fixture.test { browser in
            try await browser.logIn()
            return try await Self.upload(browser, csv: csv, use: true)
        }
        #expect(page.status == .unprocessableContent && page.text.contains("Nothing was imported"))
        #expect(page.text.contains("november.csv:3: ") && page.text.contains("november.csv:4: "), "\(page.text)")
        #expect(try TimetableStore(database: fixture.state).all().isEmpty)
        #expect(fixture.configText == AdminFixture.london)
    }

    @Test func anImportThatDidNotSwitchTheWallAsksWhetherToUseItNow() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        let csv = "date,fajr,sunrise,dhuhr,asr,maghrib,isha\r\n2026-11-25,05:58,07:36,11:53,13:40,16:03,17:33\r\n"
        try await fixture.test { browser in
            try await browser.logIn()
            #expect(try await Self.upload(browser, csv: csv, use: false).status == .seeOther)
            let page = try await browser.get("/admin/timetable")
            #expect(page.text.contains("The wall still calculates its times") && page.text.contains("Use the imported timetable on the wall now?"))
            let used = try await browser.post("/admin/timetable/use", fields: [("csrf", page.hidden("csrf") ?? "")])
            #expect(used.status == .seeOther)
            #expect(try await browser.get("/admin/timetable").text.contains("The wall uses the mosque&#39;s timetable from now on"))
        }
        #expect(try SettingsDecoder.decode(Data(fixture.configText.utf8)).source == .timetable)
    }

    @Test func aGoodTimetableIsImportedAndTheWallSwitchedToIt() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        let csv = "date,fajr,sunrise,dhuhr,asr,maghrib,isha,dhuhr_iqama\r\n2026-11-25,05:58,07:36,11:53,13:40,16:03,17:33,12:45\r\n"
        let page = try await fixture.test { browser in
            try await browser.logIn()
            let answer = try await Self.upload(browser, csv: csv, use: true)
            #expect(answer.status == .seeOther)
            return try await browser.get("/admin/timetable")
        }
        #expect(page.text.contains("Imported 1 day (2026-11-25 to 2026-11-25) from november.csv. The wall uses them from now on."))
        #expect(try TimetableStore(database: fixture.state).all().count == 1)
        #expect(try SettingsDecoder.decode(Data(fixture.configText.utf8)).source == .timetable)
        let times = try await fixture.test { try await $0.get("/api/times?date=2026-11-25") }
        #expect(times.text.contains("\"dhuhr\":\"2026-11-25T12:45:00+00:00\"") && times.text.contains("\"source\":\"timetable\""))
        let notUTF8 = try await fixture.test { browser in
            try await browser.logIn()
            return try await Self.upload(browser, csv: "", bytes: [0x64, 0x61, 0xFF, 0xFE], use: false)
        }
        #expect(notUTF8.status == .unprocessableContent && notUTF8.text.contains("not UTF-8 text"))
    }
}
