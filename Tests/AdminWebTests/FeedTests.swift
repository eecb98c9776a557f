@testable import AdminWeb
import Foundation
import HTTPTypes
import MawqutCommon
import MosqueSettings
import PrayerCalc
import Testing

/// The feeds: from the clock's own core, cacheable, readable by other sites, and in formats others read back.
struct FeedTests {
    static func json(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    @Test func aDaysTimesAreThoseOfTheTimesCommandsJSON() async throws {
        let fixture = try AdminFixture()
        let page = try await fixture.test { try await $0.get("/api/times?date=2026-11-27") }
        let times = try MosqueTimes(settings: fixture.services.configuration.current().settings, published: [])
        #expect(page.text == TimesJSON.object(times.day(CivilDate(iso: "2026-11-27")!), settings: times.settings).rendered)
        let json = Self.json(page.text)
        #expect((json["jumuah"] as? [String])?.count == 2)
        #expect(page.headers[.contentType] == "application/json; charset=utf-8")
        let today = try await fixture.test { try await $0.get("/api/times") }
        #expect(Self.json(today.text)["date"] as? String == "2026-11-25")
    }

    @Test func theNextPrayerIsTheOneTheWallCountsDownTo() async throws {
        let fixture = try AdminFixture(at: "2026-11-27T12:00:00Z")
        let json = Self.json(try await fixture.test { try await $0.get("/api/next") }.text)
        #expect(json["prayer"] as? String == "asr" && json["name"] as? String == "Asr" && json["nameArabic"] as? String == "العصر")
        #expect((json["secondsRemaining"] as? Double).map { $0 > 0 && $0 < 3 * 3600 } == true)
        fixture.now = TimeText.parseInstant("2026-11-27T11:00:00Z")!
        let friday = Self.json(try await fixture.test { try await $0.get("/api/next") }.text)
        #expect(friday["name"] as? String == "Jumu'ah" && friday["iqama"] as? String == "2026-11-27T12:30:00+00:00")
    }

    @Test func aMonthHasEachDayAsTheDayFeedGivesIt() async throws {
        let fixture = try AdminFixture()
        let page = try await fixture.test { try await $0.get("/api/month?month=2026-02") }
        let days = try #require(Self.json(page.text)["days"] as? [[String: Any]])
        #expect(days.count == 28 && days.first?["date"] as? String == "2026-02-01" && days.last?["date"] as? String == "2026-02-28")
        let single = try await fixture.test { try await $0.get("/api/times?date=2026-02-14") }
        #expect(page.text.contains(single.text), "the 14th as /api/times gives it")
    }

    @Test func theCSVIsReadBackByTheTimetableImporterAsTheSameTimes() async throws {
        let fixture = try AdminFixture()
        let page = try await fixture.test { try await $0.get("/timetable.csv?month=2026-03") }
        #expect(page.headers[.contentType] == "text/csv; charset=utf-8")
        #expect(page.text.hasPrefix("date,fajr,sunrise,dhuhr,asr,maghrib,isha,fajr_iqama,dhuhr_iqama,asr_iqama,maghrib_iqama,isha_iqama\r\n"))
        let days = try MosqueTimetable.parse(page.text, file: "feed.csv")
        #expect(days.count == 31)
        let settings = fixture.services.configuration.current().settings
        let times = try MosqueTimes(settings: settings, published: [])
        let zone = settings.location.timeZone
        for day in days {
            let schedule = times.day(day.date)
            for prayer in Prayer.allCases {
                #expect(day.date.instant(hour: day.times[prayer]!.hour, minute: day.times[prayer]!.minute, in: zone) == schedule.row(prayer).time,
                        "\(day.date) \(prayer)")
            }
            for prayer in Prayer.allCases where prayer.hasAdhan {
                let iqama = try #require(day.iqama[prayer])
                #expect(day.date.instant(hour: iqama.hour, minute: iqama.minute, in: zone) == schedule.row(prayer).iqama, "\(day.date) \(prayer) iqama")
            }
        }
    }

    @Test func aFeedAnswers304WhenTheClientHasItAndAnyOriginMayReadIt() async throws {
        let fixture = try AdminFixture()
        try await fixture.test { browser in
            let first = try await browser.get("/api/times?date=2026-11-27", headers: [.origin: "https://masjid.example"])
            #expect(first.headers[.accessControlAllowOrigin] == "*")
            let tag = try #require(first.headers[.eTag])
            let modified = try #require(first.headers[.lastModified])
            let again = try await browser.get("/api/times?date=2026-11-27", headers: [.ifNoneMatch: tag])
            #expect(again.status == .notModified && again.text.isEmpty)
            let since = try await browser.get("/api/times?date=2026-11-27", headers: [.ifModifiedSince: modified])
            #expect(since.status == .notModified)
            let other = try await browser.get("/api/times?date=2026-11-28", headers: [.ifNoneMatch: tag])
            #expect(other.status == .ok, "another day has another tag")
            for path in ["/calendar.ics", "/timetable.csv", "/api/month", "/api/next"] {
                let feed = try await browser.get(path)
                let cached = try await browser.get(path, headers: [.ifNoneMatch: feed.headers[.eTag] ?? ""])
                #expect(cached.status == .notModified, "\(path)")
            }
        }
    }

    @Test func badParametersAreRefusedWithWhatIsExpected() async throws {
        let fixture = try AdminFixture()
        try await fixture.test { browser in
            for (path, message) in [("/api/times?date=2026-02-30", "date: expected a date YYYY-MM-DD"), ("/api/times?date=tomorrow", "date: expected"),
                                    ("/api/times?date=1800-01-01", "from 1900 to 2200"), ("/api/month?month=2026-1", "month: expected a month YYYY-MM"),
                                    ("/timetable.csv?month=%FF", "month: expected"), ("/api/month?month=99999-01", "month: expected")] {
                let page = try await browser.get(path)
                #expect(page.status == .badRequest && page.text.contains(message), "\(path): \(page.status) \(page.text.prefix(300))")
            }
        }
    }

    @Test func withNoConfigurationEverAcceptedTheFeedsSaySoInsteadOfInventingTimes() async throws {
        let fixture = try AdminFixture(config: "{ broken")
        try await fixture.test { browser in
            let feed = try await browser.get("/api/times")
            #expect(feed.status == .serviceUnavailable && feed.text.contains("configuration cannot be used"))
            let page = try await browser.get("/")
            #expect(page.status == .ok && page.text.contains("The times cannot be shown"))
        }
    }
}
