@testable import AdminWeb
import Foundation
import HTTPTypes
import MawqutCommon
import MosqueSettings
import NIOCore
import Storage
import Testing

/// The settings form: the settings table's fields by key path, the decoder's checks, the
/// atomic writer, the audit log, and two people saving at once.
struct SettingsRouteTests {
    /// Posts the settings page back with `changes` typed in (as a browser sends every field).
    static func save(_ browser: Browser, _ changes: [String: String], page given: Browser.Page? = nil) async throws -> Browser.Page {
        let page: Browser.Page
        if let given { page = given } else { page = try await browser.get("/admin/settings") }
        var fields: [(String, String)] = [("csrf", page.hidden("csrf") ?? "")]
        for field in SettingsSubmission.fields() where field.id != SettingsFields.pinID {
            guard let original = page.hidden(SettingsSubmission.originalPrefix + field.id) else { continue }
            fields.append((SettingsSubmission.originalPrefix + field.id, original))
            // A browser sends what each box shows, and no disabled field (what a follower's primary shares).
            if !page.isDisabled(field.id) { fields.append((field.id, changes[field.id] ?? page.hidden(field.id) ?? original)) }
        }
        return try await browser.post("/admin/settings", fields: fields)
    }

    @Test func everyFieldOfTheSettingsTableIsOnThePageNamedByItsKeyPath() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        let page = try await fixture.test { browser in
            try await browser.logIn()
            return try await browser.get("/admin/settings")
        }
        for field in SettingsFields.all where field.id != SettingsFields.citySearchID {
            #expect(page.text.contains("name=\"\(field.id)\""), "\(field.id)")
        }
        #expect(page.text.contains("<select id=\"f-calculation-method\" name=\"calculation.method\">"))
    }

    @Test func aSavedIqamaIsWrittenThroughTheDecoderKeptInTheAuditLogAndSaid() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        let flash = try await fixture.test { browser in
            try await browser.logIn()
            let answer = try await Self.save(browser, ["iqama.asr": "20", "schedule.jumuah": "13:00"])
            #expect(answer.status == .seeOther)
            return try await browser.get("/admin/settings")
        }
        #expect(flash.text.contains("Saved: Iqama · Asr (iqama.asr): 18 → 20; Iqama · Jumu&#39;ah (schedule.jumuah): 12:30, 13:30 → 13:00"))
        let settings = try SettingsDecoder.decode(Data(fixture.configText.utf8))
        #expect(settings.iqama.rules[.asr] == .offset(minutes: 20) && settings.schedule.jumuahTimes == [.clock(hour: 13, minute: 0)])
        #expect(fixture.configText.contains("\"//\": \"the mosque's own file\""), "the rest of the file is kept as written")
        let audit = try fixture.services.audit.recent(limit: 5)
        #expect(audit.map(\.field).sorted() == ["iqama.asr", "schedule.jumuah"])
        #expect(audit.first { $0.field == "iqama.asr" }.map { ($0.user, $0.old, $0.new) } ?? ("", nil, nil) == ("imam", "18", "20"))
        #expect(LastGoodConfiguration(dataDirectory: fixture.data).read()?.settings.iqama.rules[.asr] == .offset(minutes: 20))
        let overview = try await fixture.test { browser in
            try await browser.logIn()
            return try await browser.get("/admin")
        }
        #expect(overview.text.contains("<code>iqama.asr</code></td><td dir=\"auto\">18</td><td dir=\"auto\">20</td>"))
    }

    @Test func aValueTheFieldRefusesIsNamedAndNothingIsWritten() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        let page = try await fixture.test { browser in
            try await browser.logIn()
            return try await Self.save(browser, ["iqama.asr": "500", "location.latitude": "north", "prayers.fajr.volume": "101"])
        }
        #expect(page.status == .unprocessableContent)
        #expect(page.text.contains("Asr: expected minutes after adhan (0-120), or HH:MM, got &quot;500&quot;"))
        #expect(page.text.contains("Latitude: expected a number from -90 to 90"))
        #expect(page.text.contains("Volume: expected a whole number from 0 to 100"))
        #expect(page.text.contains("name=\"iqama.asr\" value=\"500\""), "what was typed stays in the form")
        #expect(fixture.configText == AdminFixture.london)
    }

    @Test func theOverviewShowsEachAdhanAtItsOwnTimeAndWhatBecameOfIt() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        let overview = try await fixture.test { try await $0.logIn() }.text
        #expect(overview.contains("<th>Adhan</th><th>What happened</th>"))
        // 10:00 in London on 25 November: Fajr has passed without a record, Dhuhr is still to come.
        #expect(overview.contains("<tr><td>Fajr</td><td>5:56 AM</td><td>no record</td>"), "\(overview)")
        #expect(overview.contains("<tr><td>Dhuhr</td><td>11:53 AM</td><td>not yet due</td>"), "\(overview)")
    }

    @Test func twoVolunteersSavingDifferentSettingsBothLandAndNeitherUndoesTheOther() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            let first = try await browser.get("/admin/settings")
            let second = try await browser.get("/admin/settings")
            #expect(try await Self.save(browser, ["iqama.dhuhr": "30"], page: first).status == .seeOther)
            // The second page still shows Dhuhr 21: saving it writes only the Maghrib it changed.
            let saved = try await Self.save(browser, ["iqama.maghrib": "12"], page: second)
            #expect(saved.status == .seeOther)
            let page = try await browser.get("/admin/settings")
            #expect(page.text.contains("Iqama · Maghrib (iqama.maghrib): 9 → 12") && !page.text.contains("iqama.dhuhr): 30 → 21"))
        }
        let settings = try SettingsDecoder.decode(Data(fixture.configText.utf8))
        #expect(settings.iqama.rules[.dhuhr] == .offset(minutes: 30) && settings.iqama.rules[.maghrib] == .offset(minutes: 12))
    }

    @Test func aSettingBothChangedIsShownWithBothValuesAndNothingIsWrittenUntilTheyChoose() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            let first = try await browser.get("/admin/settings")
            let second = try await browser.get("/admin/settings")
            #expect(try await Self.save(browser, ["iqama.dhuhr": "30", "iqama.fajr": "25"], page: first).status == .seeOther)
            let refused = try await Self.save(browser, ["iqama.dhuhr": "25", "iqama.maghrib": "12"], page: second)
            #expect(refused.status == .conflict)
            #expect(refused.text.contains("Iqama · Dhuhr (iqama.dhuhr): you typed 25; 30 was saved meanwhile (it was 21 when you opened this page)"))
            #expect(refused.text.contains("Saved meanwhile: 30"))
            // What they typed stays in the boxes; what they did not touch shows what is saved now.
            #expect(refused.hidden("iqama.dhuhr") == "25" && refused.hidden("iqama.maghrib") == "12" && refused.hidden("iqama.fajr") == "25")
            #expect(try SettingsDecoder.decode(Data(fixture.configText.utf8)).iqama.rules[.maghrib] == .offset(minutes: 9))
            // Saving again keeps theirs where they put it back, and their other change.
            #expect(try await Self.save(browser, ["iqama.dhuhr": "30"], page: refused).status == .seeOther)
        }
        let settings = try SettingsDecoder.decode(Data(fixture.configText.utf8))
        #expect(settings.iqama.rules[.dhuhr] == .offset(minutes: 30) && settings.iqama.rules[.maghrib] == .offset(minutes: 12)
                && settings.iqama.rules[.fajr] == .offset(minutes: 25))
    }

    @Test func aHandEditOfTheFileMeanwhileIsKeptBesideTheSave() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            let page = try await browser.get("/admin/settings")
            try Data(fixture.configText.replacingOccurrences(of: "London Central Mosque", with: "East London Mosque").utf8)
                .write(to: URL(fileURLWithPath: fixture.config))
            #expect(try await Self.save(browser, ["iqama.isha": "30"], page: page).status == .seeOther)
        }
        let settings = try SettingsDecoder.decode(Data(fixture.configText.utf8))
        #expect(settings.location.name == "East London Mosque" && settings.iqama.rules[.isha] == .offset(minutes: 30))
    }

    @Test func aFollowerShowsWhatThePrimarySharesReadOnlyAndRefusesToSaveIt() async throws {
        let follower = AdminFixture.london.replacingOccurrences(of: "\"schedule\"", with: """
            "mqtt": {"url": "mqtt://127.0.0.1:1883", "role": "follower", "topic": "mawqut/central"}, "schedule"
            """)
        let fixture = try AdminFixture(config: follower)
        let primary = try SharedSchedule(config: Data(AdminFixture.london.replacingOccurrences(of: "\"schedule\"", with: "\"iqama\": {\"asr\": 30}, \"schedule\"").utf8),
                                         mosque: "mawqut/central", primary: "hall", at: fixture.now)
        try SharedScheduleStore(database: fixture.state).store(primary.payload, mosque: "mawqut/central", at: fixture.now)
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            let page = try await browser.get("/admin/settings")
            #expect(page.text.contains("This screen follows the primary screen <strong>hall</strong>"))
            #expect(page.text.contains("name=\"iqama.asr\" value=\"30\" readonly disabled"))
            let refused = try await browser.post("/admin/settings", fields: [("csrf", page.hidden("csrf") ?? ""),
                                                                              ("iqama.asr", "10")])
            #expect(refused.status == .forbidden && refused.text.contains("iqama.asr come from the primary screen hall"))
            #expect(try await Self.save(browser, ["display.clock": "24h"]).status == .seeOther, "its own settings save")
        }
        #expect(fixture.configText.contains("\"clock\": \"24h\"") && !fixture.configText.contains("\"asr\""))
    }

    @Test func aBrokenFileIsShownWithTheLastGoodValuesAndCanBePutBack() async throws {
        let fixture = try AdminFixture()
        try LastGoodConfiguration(dataDirectory: fixture.data).keep(Data(AdminFixture.london.utf8))
        try Data("{ \"location\": { \"name\": \"London\",, }".utf8).write(to: URL(fileURLWithPath: fixture.config))
        try fixture.addAccount()
        try await fixture.test { browser in
            let home = try await browser.get("/")
            #expect(home.text.contains("London Central Mosque") && home.text.contains("Dhuhr"), "the congregation sees the last good times")
            try await browser.logIn()
            let overview = try await browser.get("/admin")
            #expect(overview.text.contains("The configuration file cannot be used"))
            #expect(overview.text.contains("not valid JSON at line 1, column 34"))
            #expect(overview.text.contains("The wall runs on the last good configuration, accepted"))
            let save = try await Self.save(browser, ["iqama.asr": "20"])
            #expect(save.status == .unprocessableContent && save.text.contains("not valid JSON"), "nothing is written over a broken file")
            let restored = try await browser.post("/admin/restore", fields: [("csrf", overview.hidden("csrf") ?? "")])
            #expect(restored.location == "/admin")
            #expect(try await browser.get("/admin").text.contains("is back in place"))
        }
        #expect(fixture.configText == AdminFixture.london)
        #expect(try fixture.services.audit.recent(limit: 1).first?.field == "configuration")
    }

    @Test func aPINSetOnThePageIsStoredHashedAndNeverShown() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        let page = try await fixture.test { browser in
            try await browser.logIn()
            let form = try await browser.get("/admin/settings")
            _ = try await browser.post("/admin/settings", fields: [("csrf", form.hidden("csrf") ?? ""),
                                                                   ("settingsPin", "4321")])
            return try await browser.get("/admin/settings")
        }
        #expect(page.text.contains("Settings PIN (settingsPin): changed"))
        let stored = try #require(try SettingsDecoder.decode(Data(fixture.configText.utf8)).settingsPinHash)
        #expect(try SettingsPIN.matches("4321", stored: stored) && !fixture.configText.contains("4321"))
        #expect(try fixture.services.audit.recent(limit: 1).first.map { ($0.old, $0.new) } ?? (nil, nil) == (nil, "changed"))
    }
}
