@testable import AdminWeb
import Foundation
import KioskCore
import MawqutCommon
import MosqueSettings
import PrayerCalc
import Storage
import Testing

/// The screen's sleep on the admin page: set with the other settings, with tomorrow's
/// hours off and the year's estimate beside it, the wall's state on the overview, and a
/// button that asks the wall to wake.
struct ScreenSleepRouteTests {
    static let sleeping = AdminFixture.london.replacingOccurrences(
        of: "\"schedule\":", with: "\"display\": { \"power\": { \"schedule\": \"night\", \"watts\": 100 } },\n  \"schedule\":")

    @Test func theOverviewShowsTheWallAsleepTomorrowsHoursTheEstimateAndWakesItOnAsk() async throws {
        let fixture = try AdminFixture(config: Self.sleeping)
        try fixture.addAccount()
        let until = TimeText.parseInstant("2026-11-26T05:40:00Z")!
        try fixture.services.display.write(DisplayStatusStore.Kiosk(
            heartbeat: fixture.now, startedAt: fixture.now, problems: [], role: "standalone", primaryName: nil, configured: true,
            screen: DisplayStatusStore.Screen(isOn: false, sleepsUntil: until, switchedBy: "the TV through HDMI-CEC (/dev/cec0)")))
        try await fixture.test { browser in
            try await browser.logIn()
            let overview = try await browser.get("/admin")
            #expect(overview.text.contains("The screen sleeps until 5:40 AM."), "\(overview.text)")
            #expect(overview.text.contains("<code>the TV through HDMI-CEC (/dev/cec0)</code>"))
            #expect(overview.text.contains("Tomorrow the screen is off "))
            #expect(overview.text.contains("kWh saved at 100 W."))
            let woken = try await browser.post("/admin/screen/wake", fields: [("csrf", overview.hidden("csrf") ?? "")])
            #expect(woken.location == "/admin")
            #expect(try await browser.get("/admin").text.contains("The wall was asked to wake its screen"))
        }
        let request = try #require(try fixture.services.display.screenWakeRequest())
        #expect(request.at == fixture.now && request.account == "imam")
    }

    @Test func theEstimateIsTheYearsSleepsAtTheScreensWattage() throws {
        var settings = try SettingsDecoder.decode(Data(Self.sleeping.utf8))
        let times = try MosqueTimes(settings: settings, published: [])
        let now = TimeText.parseInstant("2026-11-25T10:00:00Z")!
        let summary = try #require(ScreenSleepSummary(times: times, now: now))
        // London's nights, from Isha's congregation plus 15 minutes to Fajr less 20: 6 to 10 hours.
        #expect(summary.hoursAYear > 365 * 5 && summary.hoursAYear < 365 * 11, "\(summary.hoursAYear)")
        #expect(summary.kilowattHoursAYear == summary.hoursAYear * 100 / 1000)
        let tomorrow = try #require(summary.tomorrow.first)
        let schedules = [CivilDate(iso: "2026-11-26")!, CivilDate(iso: "2026-11-27")!].map(times.day)
        let isha = schedules[0].row(.isha)
        #expect(tomorrow.lowerBound == isha.iqama!.addingTimeInterval((10 + 15) * 60))
        #expect(tomorrow.upperBound == schedules[1].row(.fajr).time.addingTimeInterval(-20 * 60))
        settings.display.power.schedule = .alwaysOn
        #expect(ScreenSleepSummary(times: try MosqueTimes(settings: settings, published: []), now: now) == nil)
    }

    @Test func theSettingsPageSetsTheScheduleAndShowsTomorrowBesideIt() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            let page = try await browser.get("/admin/settings")
            #expect(page.text.contains("Screen sleep"))
            #expect(!page.text.contains("Tomorrow the screen is off"), "always on: nothing to say")
            var fields: [(String, String)] = [("csrf", page.hidden("csrf") ?? "")]
            for (id, value) in SettingsFields.values(of: try SettingsDecoder.decode(Data(AdminFixture.london.utf8))) {
                fields.append(("original." + id, value))
                fields.append((id, id == "display.power.schedule" ? "between-prayers" : value))
            }
            let saved = try await browser.post("/admin/settings", fields: fields)
            #expect(saved.location == "/admin/settings", "\(saved.text)")
            #expect(try await browser.get("/admin/settings").text.contains("Tomorrow the screen is off "))
        }
        #expect(try SettingsDecoder.decode(Data(fixture.configText.utf8)).display.power.schedule == .betweenPrayers)
    }
}
