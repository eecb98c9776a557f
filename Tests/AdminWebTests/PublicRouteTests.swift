@testable import AdminWeb
import Foundation
import HTTPTypes
import MawqutCommon
import MosqueSettings
import PrayerCalc
import Testing
import ZoneInfo

/// The congregation's pages: no login, in English or Arabic, escaped, and framed only as a widget.
struct PublicRouteTests {
    @Test func theHomePageShowsTodayTomorrowTheNextPrayerAndJumuah() async throws {
        let fixture = try AdminFixture()
        let page = try await fixture.test { try await $0.get("/") }
        #expect(page.status == .ok)
        #expect(page.text.contains("<html lang=\"en\" dir=\"ltr\">"))
        #expect(page.text.contains("London Central Mosque"))
        #expect(page.text.contains("Wednesday 25 November 2026 · 15 Jumada al-Akhirah 1448 AH"))
        let times = try MosqueTimes(settings: fixture.services.configuration.current().settings, published: [])
        let today = times.day(CivilDate(iso: "2026-11-25")!)
        let words = TimeText(timeZone: Zone(identifier: "Europe/London")!)
        // At 10:00 the next prayer is Dhuhr, marked in today's table.
        #expect(page.text.contains("<span class=\"name\">Dhuhr</span> <time datetime=\"\(words.iso8601(today.row(.dhuhr).time))\">"))
        #expect(page.text.contains("<tr class=\"next\"><th scope=\"row\">Dhuhr</th><td>\(words.clock(today.row(.dhuhr).time, format: .twelveHour))</td>"))
        #expect(page.text.contains("Tomorrow, Thursday"))
        #expect(page.text.contains("Jumu&#39;ah</h2><p>Friday 27 November 2026: 12:30 PM · 1:30 PM"))
        #expect(page.text.contains("data-until=\"\(Int(today.row(.dhuhr).time.timeIntervalSince1970))\""))
    }

    @Test func arabicIsChosenByALinkOrByTheBrowsersLanguageAndIsRightToLeft() async throws {
        let fixture = try AdminFixture()
        try await fixture.test { browser in
            let linked = try await browser.get("/?lang=ar")
            #expect(linked.text.contains("<html lang=\"ar\" dir=\"rtl\">"))
            #expect(linked.text.contains("الصلاة القادمة") && linked.text.contains("الظهر") && linked.text.contains("الأربعاء 25 نوفمبر 2026"))
            #expect(linked.text.contains("href=\"/?lang=en\""), "a link back to English")
            let asked = try await browser.get("/", headers: [.acceptLanguage: "xx-XX;q=0.9, ar-SA;q=0.8, en;q=0.5"])
            #expect(asked.text.contains("<html lang=\"ar\" dir=\"rtl\">"), "the highest weight among the languages there are")
            let english = try await browser.get("/", headers: [.acceptLanguage: "ar;q=0.2, en-GB"])
            #expect(english.text.contains("<html lang=\"en\" dir=\"ltr\">"))
        }
    }

    /// Bengali, which the wall's terminal cannot draw, is the web pages' to offer: a browser shapes it.
    @Test func bengaliIsOfferedOnThePublicPageThoughTheWallCannotDrawIt() async throws {
        let fixture = try AdminFixture()
        try await fixture.test { browser in
            let home = try await browser.get("/")
            #expect(home.text.contains("href=\"/?lang=bn\""), "a link to Bengali")
            let bengali = try await browser.get("/", headers: [.acceptLanguage: "bn-BD, bn;q=0.9, en;q=0.5"])
            #expect(bengali.text.contains("<html lang=\"bn\" dir=\"ltr\">") && bengali.text.contains("ফজর"))
        }
    }

    @Test func aForbiddenTimeShowsFirstAmongTheNoticesWhileItLastsWhenTheMosqueAsks() async throws {
        let config = AdminFixture.london.replacingOccurrences(of: "\"schedule\"", with: """
            "display": { "forbiddenTimes": { "beforeDhuhrMinutes": 10 } },
            "schedule"
            """)
        // London, 25 November 2026: Dhuhr at 11:53 (moonsighting committee).
        let fixture = try AdminFixture(config: config, at: "2026-11-25T11:47:00Z")
        let page = try await fixture.test { try await $0.get("/") }
        #expect(page.text.contains("<li dir=\"auto\">The sun is at its height: no voluntary prayer until "), "\(page.text)")
        let later = try AdminFixture(config: config, at: "2026-11-25T12:10:00Z")
        #expect(!(try await later.test { try await $0.get("/") }).text.contains("no voluntary prayer"))
        let unasked = try AdminFixture(at: "2026-11-25T11:47:00Z")
        #expect(!(try await unasked.test { try await $0.get("/") }).text.contains("no voluntary prayer"), "off unless the mosque asks")
    }

    @Test func onlyCurrentAnnouncementsShowAndTheirTextIsEscaped() async throws {
        let config = AdminFixture.london.replacingOccurrences(of: "\"schedule\"", with: """
            "announcements": [
              {"text": "Janazah after Dhuhr <script>alert(1)</script>"},
              {"text": "Expired", "until": "2026-11-25T09:00"},
              {"text": "Future", "from": "2026-11-26T09:00"},
              {"text": "الدرس بعد المغرب", "from": "2026-11-25T09:00", "until": "2026-11-25T20:00"}
            ],
            "schedule"
            """)
        let fixture = try AdminFixture(config: config)
        let page = try await fixture.test { try await $0.get("/") }
        #expect(page.text.contains("<li dir=\"auto\">Janazah after Dhuhr &lt;script&gt;alert(1)&lt;/script&gt;</li>"))
        #expect(page.text.contains("<li dir=\"auto\">الدرس بعد المغرب</li>"))
        #expect(!page.text.contains("Expired") && !page.text.contains("Future"))
        #expect(!page.text.contains("<script>alert"))
    }

    @Test func anEidPrayerShowsFromItsNoticeDaysWithACountdownOnTheDay() async throws {
        let config = AdminFixture.london.replacingOccurrences(of: "\"schedule\"", with: """
            "eid": [{"date": "2026-11-27", "times": ["07:30", "09:00"], "place": "Main hall"}], "display": {"eidDaysBefore": 2}, "schedule"
            """)
        let fixture = try AdminFixture(config: config, at: "2026-11-24T10:00:00Z")
        #expect(!(try await fixture.test { try await $0.get("/") }).text.contains("Eid prayer"))
        fixture.now = TimeText.parseInstant("2026-11-25T10:00:00Z")!
        let before = try await fixture.test { try await $0.get("/") }
        // In the mosque's clock format, as every other time on the page.
        #expect(before.text.contains("Eid prayer</h2><p>Friday 27 November 2026 · 7:30 AM, 9:00 AM · Main hall"), "\(before.text)")
        let calendar = try await fixture.test { try await $0.get("/calendar.ics") }.text
        #expect(calendar.contains("UID:2026-11-27-eid1@") && calendar.contains("DTSTART;TZID=Europe/London:20261127T073000")
                && calendar.contains("SUMMARY:Eid prayer · صلاة العيد · Main hall"), "\(calendar)")
        fixture.now = TimeText.parseInstant("2026-11-27T08:00:00Z")!
        let day = try await fixture.test { try await $0.get("/") }
        #expect(day.text.contains("in 1 h 0 min"), "the countdown to the 09:00 prayer")
    }

    @Test func theMonthTimetableHasEveryDayAndItsNeighbours() async throws {
        let fixture = try AdminFixture()
        let page = try await fixture.test { try await $0.get("/timetable?month=2027-02") }
        #expect(page.status == .ok)
        #expect(page.text.components(separatedBy: "<th scope=\"row\">").count - 1 == 28)
        #expect(page.text.contains("/timetable?month=2027-01&amp;lang=en") && page.text.contains("/timetable?month=2027-03&amp;lang=en"))
        let bad = try await fixture.test { try await $0.get("/timetable?month=2027-13") }
        #expect(bad.status == .badRequest && bad.text.contains("month: expected a month YYYY-MM"))
    }

    @Test func onlyTheWidgetMayBeFramedAndNoPageHasAnInlineScriptOrStyle() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            let widget = try await browser.get("/widget")
            #expect(widget.headers[.init("X-Frame-Options")!] == nil)
            #expect(widget.headers[.contentSecurityPolicy]?.contains("frame-ancestors *") == true)
            #expect(widget.text.contains("<table class=\"times\">"))
            _ = try await browser.logIn()
            for path in ["/", "/timetable", "/admin", "/admin/settings", "/admin/announcements", "/admin/eid", "/admin/iqama-periods",
                         "/admin/timetable", "/no-such-page"] {
                let page = try await browser.get(path)
                #expect(page.headers[.init("X-Frame-Options")!] == "DENY", "\(path)")
                let policy = page.headers[.contentSecurityPolicy] ?? ""
                #expect(policy.contains("script-src 'self'") && policy.contains("frame-ancestors 'none'") && !policy.contains("unsafe-inline"), "\(path)")
                #expect(page.headers[.init("X-Content-Type-Options")!] == "nosniff", "\(path)")
                let scripts = page.text.components(separatedBy: "<script").dropFirst()
                #expect(scripts.allSatisfy { $0.hasPrefix(" src=\"/static/page.js\" defer></script>") }, "\(path): only the script file")
                #expect(!page.text.contains("<style") && !page.text.contains(" style=") && !page.text.contains(" onclick="), "\(path)")
            }
        }
    }
}
