import Foundation
@testable import MosqueSettings
import PrayerCalc
import Testing
import ZoneInfo

/// The admin page's section, announcements, Eid prayers and iqama periods: read,
/// refused with their key, and in force on the right days.
struct MosqueSectionsTests {
    static let london = #""location": {"name": "London", "latitude": 51.5074, "longitude": -0.1278, "timezone": "Europe/London"}"#

    static func decode(_ members: String) throws -> Settings {
        try SettingsDecoder.decode(Data("{\(london), \(members)}".utf8))
    }

    static func instant(_ text: String) -> Date { TimeText.parseInstant(text)! }

    @Test func theAdminSectionIsReadAndEveryBadValueNamed() throws {
        let admin = try Self.decode(#""admin": {"listen": "127.0.0.1:9090", "sessionMinutes": 15, "address": "http://masjid.local:9090"}"#).admin
        #expect(admin.host == "127.0.0.1" && admin.port == 9090 && admin.sessionMinutes == 15 && !admin.usesTLS)
        #expect(try Self.decode(#""admin": {"listen": "[::]:8443", "certificate": "/c.pem", "key": "/k.pem"}"#).admin.usesTLS)
        #expect(try Self.decode("\"admin\": {}").admin == AdminSettings())
        let refused: [(String, String)] = [
            (#"{"listen": "8080"}"#, "admin.listen: expected an address and port"),
            (#"{"listen": "0.0.0.0:70000"}"#, "admin.listen: expected an address and port"),
            (#"{"listen": "0.0.0.0:+80"}"#, "admin.listen: expected an address and port"),
            (#"{"certificate": "/c.pem"}"#, "admin.key: give both certificate and key"),
            (#"{"sessionMinutes": 2}"#, "admin.sessionMinutes: expected a whole number from 5 to 1440"),
            (#"{"address": "masjid.local"}"#, "admin.address: expected the page's address"),
            (#"{"password": "secret"}"#, "admin.password: unknown key"),
        ]
        for (section, message) in refused {
            #expect(SettingsDecoderTests.issues("{\(Self.london), \"admin\": \(section)}").contains { $0.hasPrefix(message) }, "\(section)")
        }
    }

    @Test func aBadAnnouncementIsNamedAndTheOthersStillShow() throws {
        let settings = try Self.decode(#"""
            "announcements": [
              {"text": "Janazah after Dhuhr", "from": "2026-11-25T12:00", "until": "2026-11-25T15:00"},
              {"text": "Bad date", "from": "2026-13-01T10:00"},
              {"text": "الدرس بعد المغرب"},
              "just text",
              {"from": "2026-11-25T12:00"},
              {"text": "Backwards", "from": "2026-11-25T12:00", "until": "2026-11-25T11:00"},
              {"text": "Typo", "untill": "2026-11-25T11:00"}
            ]
            """#)
        #expect(settings.announcements.map(\.text) == ["Janazah after Dhuhr", "الدرس بعد المغرب"])
        #expect(settings.entryIssues.map(\.description) == [
            #"announcements[1].from: expected a date and time "YYYY-MM-DDTHH:MM" in the mosque's zone, got "2026-13-01T10:00""#,
            "announcements[3]: expected an object with text, and from and until if wanted",
            "announcements[4].text: required: what the announcement says",
            "announcements[5].until: 2026-11-25T11:00 is not after from (2026-11-25T12:00)",
            "announcements[6].untill: unknown key (check the spelling; config.example.json lists every key)",
        ])
        #expect(SettingsDecoderTests.issues("{\(Self.london), \"announcements\": \"Janazah\"}")
                == [#"announcements: expected a list of entries, got "Janazah""#])
    }

    @Test func anAnnouncementShowsFromItsStartUntilItsEndInTheMosquesZone() throws {
        let settings = try Self.decode(#""announcements": [{"text": "Clocks go back", "from": "2026-10-24T20:00", "until": "2026-10-25T12:00"}, {"text": "Always"}]"#)
        let shown = { (text: String) in settings.currentAnnouncements(at: Self.instant(text)).map(\.text) }
        #expect(shown("2026-10-24T18:59:59Z") == ["Always"], "19:59:59 BST is before 20:00")
        #expect(shown("2026-10-24T19:00:00Z") == ["Clocks go back", "Always"])
        #expect(shown("2026-10-25T11:59:59Z") == ["Clocks go back", "Always"], "11:59:59 GMT after the change")
        #expect(shown("2026-10-25T12:00:00Z") == ["Always"], "expired at 12:00 GMT")
    }

    @Test func anAnnouncementsControlCharactersNeverReachTheScreen() {
        let text = Announcement(text: "Janazah\u{1B}[2J after\n\n Dhuhr\u{07}").displayText
        #expect(text == "Janazah[2J after Dhuhr")
    }

    @Test func eidPrayersAreReadShownFromTheirNoticeDaysUntilTheLastTimeAndABadOneIsNamed() throws {
        let settings = try Self.decode(#"""
            "display": {"eidDaysBefore": 3},
            "eid": [{"date": "2027-03-10", "times": ["09:00", "07:30"], "place": "Main hall"}, {"date": "2027-03-32", "times": ["8h00"]},
                    {"date": "2027-05-16", "times": []}]
            """#)
        #expect(settings.eid == [EidPrayer(date: CivilDate(iso: "2027-03-10")!, times: [ClockTime("07:30")!, ClockTime("09:00")!], place: "Main hall")])
        #expect(settings.entryIssues.map(\.path) == ["eid[1].date", "eid[1].times", "eid[2].times"])
        let zone = settings.location.timeZone
        let shown = { (date: String, hour: Int, minute: Int) in
            settings.eidPrayersShown(at: CivilDate(iso: date)!.instant(hour: hour, minute: minute, in: zone)).count
        }
        #expect(shown("2027-03-06", 23, 59) == 0 && shown("2027-03-07", 0, 0) == 1)
        #expect(shown("2027-03-10", 8, 59) == 1, "before the second time on the day")
        #expect(shown("2027-03-10", 9, 0) == 0, "gone once the last time has begun")
        #expect(shown("2027-03-11", 0, 0) == 0)
    }

    @Test func aSeasonEveryYearRunsOverTheNewYear() throws {
        let winter = IqamaPeriod(name: "Winter", from: SeasonDay("10-25")!, until: SeasonDay("03-28")!, rules: [.isha: .fixed(hour: 19, minute: 30)])
        for date in ["2026-10-25", "2026-12-31", "2027-01-01", "2028-02-29", "2027-03-28"] { #expect(winter.contains(CivilDate(iso: date)!), "\(date)") }
        for date in ["2026-10-24", "2027-03-29", "2027-07-01"] { #expect(!winter.contains(CivilDate(iso: date)!), "\(date)") }
    }

    @Test func aPeriodThatCannotBeUsedIsRefusedWithItsKey() {
        let refused: [(String, String)] = [
            (#"[{"from": "2027-02-08", "until": "03-09", "isha": 20}]"#, "iqama.periods[0].until: give both ends as dates"),
            (#"[{"from": "2027-03-09", "until": "2027-02-08", "isha": 20}]"#, "iqama.periods[0].until: 2027-02-08 is before from"),
            (#"[{"from": "02-30", "until": "03-09", "isha": 20}]"#, "iqama.periods[0].from: expected \"YYYY-MM-DD\""),
            (#"[{"from": "02-01", "until": "03-09"}]"#, "iqama.periods[0].from: the period changes no prayer"),
            (#"[{"from": "02-01", "until": "03-09", "isha": 500}]"#, "iqama.periods[0].isha: expected minutes"),
            (#"[{"until": "03-09", "isha": 5}]"#, "iqama.periods[0].from: required"),
            (#"[{"from": "02-01", "until": "03-09", "isha": 5, "jumuah": "13:00"}]"#, "iqama.periods[0].jumuah: unknown key"),
            (#""Ramadan""#, "iqama.periods: expected a list of periods"),
        ]
        for (periods, message) in refused {
            let issues = SettingsDecoderTests.issues("{\(Self.london), \"iqama\": {\"periods\": \(periods)}}")
            #expect(issues.contains { $0.hasPrefix(message) }, "\(periods): \(issues)")
        }
    }
}
