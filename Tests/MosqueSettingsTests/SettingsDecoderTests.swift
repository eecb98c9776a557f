import Foundation
@testable import MosqueSettings
import PrayerCalc
import Testing
import ZoneInfo

struct SettingsDecoderTests {
    static func decode(_ json: String) throws(ConfigError) -> Settings {
        try SettingsDecoder.decode(Data(json.utf8))
    }

    static func issues(_ json: String) -> [String] {
        do {
            _ = try decode(json)
            return []
        } catch {
            return error.issues.map(\.description)
        }
    }

    @Test func emptyConfigurationMeansTheDefaultLocationAndIsnaLabelledAsDefault() throws {
        let settings = try Self.decode("{}")
        #expect(settings.location.isDefault)
        #expect(settings.location.label == "Queens, New York (default location)")
        #expect(settings.location.timeZone.identifier == "America/New_York")
        #expect(settings.calculation.method == .isna)
        #expect(settings.iqama.rules[.fajr] == .offset(minutes: 16))
        #expect(settings.iqama.rules[.maghrib] == .offset(minutes: 9))
    }

    @Test func theExampleConfigurationIsValidAndMatchesTheDefaults() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("config.example.json")
        let settings = try SettingsDecoder.decode(Data(contentsOf: url))
        #expect(settings.calculation == Settings.defaults.calculation.with(rounding: .nearest))
        #expect(settings.iqama == Settings.defaults.iqama)
        #expect(settings.audio == Settings.defaults.audio)
        var schedule = Settings.defaults.schedule
        schedule.nightMode = NightModeSettings()
        #expect(settings.schedule == schedule)
        #expect(!settings.location.isDefault)
    }

    @Test func aBadLatitudeNamesTheKeyTheValueAndWhatIsExpected() {
        #expect(Self.issues(#"{"location": {"latitude": "abc", "longitude": 1, "timezone": "UTC"}}"#)
                == [#"location.latitude: expected a number from -90 to 90, got "abc""#])
    }

    @Test func unknownKeysAreReportedAtEveryLevel() {
        let issues = Self.issues(#"{"locaton": {}, "calculation": {"metod": "mwl"}, "iqama": {"fajr": 10, "jumua": 5}}"#)
        #expect(issues.contains { $0.hasPrefix("locaton: unknown key") })
        #expect(issues.contains { $0.hasPrefix("calculation.metod: unknown key") })
        #expect(issues.contains { $0.hasPrefix("iqama.jumua: unknown key") })
    }

    @Test func everyProblemIsReportedAtOnce() {
        let issues = Self.issues(#"{"calculation": {"method": "mvl", "asr": "shafi", "imsakMinutes": 2.5}, "display": {"clock": 24}}"#)
        #expect(issues == [
            "calculation.method: expected one of mwl, isna, egypt, umm-al-qura, karachi, tehran, jafari, dubai, gulf, kuwait, qatar, singapore, turkey, moonsighting-committee, france, russia, jakim, kemenag, tunisia, algeria, morocco, jordan, portugal, custom, got \"mvl\"",
            "calculation.asr: expected one of standard, hanafi, got \"shafi\"",
            "calculation.imsakMinutes: expected a whole number from 0 to 60, got 2.5",
            "display.clock: expected one of 12h, 24h, got 24",
        ])
    }

    @Test func invalidJsonAndNonObjectsAreRejected() {
        #expect(Self.issues("{\"location\": ").first?.hasPrefix("(file): not valid JSON") == true)
        #expect(Self.issues("[1, 2]") == ["(file): expected a JSON object at the top level, got a list"])
    }

    @Test func coordinatesNeedATimeZone() {
        #expect(Self.issues(#"{"location": {"latitude": 51.5, "longitude": -0.1}}"#)
                == [#"location.timezone: required with latitude and longitude (an IANA name such as "Europe/London")"#])
        #expect(Self.issues(#"{"location": {"latitude": 51.5, "longitude": -0.1, "timezone": "Europe/Londn"}}"#)
                == [#"location.timezone: expected an IANA time zone such as "Europe/London", got "Europe/Londn""#])
    }

    @Test func iqamaTakesMinutesOrAFixedClockTime() throws {
        let settings = try Self.decode(#"{"iqama": {"isha": "20:30", "fajr": 25}}"#)
        #expect(settings.iqama.rules[.isha] == .fixed(hour: 20, minute: 30))
        #expect(settings.iqama.rules[.fajr] == .offset(minutes: 25))
        #expect(settings.iqama.rules[.dhuhr] == .offset(minutes: 21))
        #expect(Self.issues(#"{"iqama": {"isha": "25:00"}}"#)
                == [#"iqama.isha: expected minutes after the adhan (0 to 120) or a fixed time "HH:MM", got "25:00""#])
        #expect(Self.issues(#"{"iqama": {"sunrise": 10}}"#).first?.hasPrefix("iqama.sunrise: unknown key") == true)
    }

    @Test func customMethodNeedsItsAnglesAndOthersRefuseThem() throws {
        #expect(Self.issues(#"{"calculation": {"method": "custom"}}"#).first?.hasPrefix("calculation.custom: required") == true)
        #expect(Self.issues(#"{"calculation": {"method": "mwl", "custom": {"fajrAngle": 15, "ishaAngle": 15}}}"#)
                .first?.hasPrefix("calculation.custom: only used when method is \"custom\"") == true)
        let settings = try Self.decode(#"{"calculation": {"method": "custom", "custom": {"fajrAngle": 16.5, "ishaInterval": 80}}}"#)
        #expect(settings.calculation.parameters.fajrAngle == 16.5)
        #expect(settings.calculation.parameters.isha == .minutesAfterMaghrib(80))
        #expect(Self.issues(#"{"calculation": {"method": "custom", "custom": {"fajrAngle": 16, "ishaAngle": 15, "ishaInterval": 80}}}"#)
                == ["calculation.custom.ishaAngle: give exactly one of ishaAngle and ishaInterval"])
    }

    @Test func scheduleKeysAreValidated() throws {
        let settings = try Self.decode(#"{"prayers": {"fajr": {"volume": 40, "reminderMinutes": 10, "file": "quiet-fajr.mp3"}}, "schedule": {"jumuah": ["13:15", "14:30"], "graceMinutes": 3}, "display": {"nightMode": {"from": "22:00", "to": "fajr-45"}}}"#)
        #expect(settings.schedule.audio(for: .fajr) == PrayerAudioSettings(adhan: true, file: "quiet-fajr.mp3", volume: 40, reminderMinutes: 10))
        #expect(settings.adhanFile(for: .fajr) == "quiet-fajr.mp3")
        #expect(settings.adhanFile(for: .isha) == "adhan.mp3")
        #expect(settings.schedule.jumuahTimes == [.clock(hour: 13, minute: 15), .clock(hour: 14, minute: 30)])
        #expect(settings.schedule.graceMinutes == 3)
        #expect(settings.schedule.nightMode == NightModeSettings(from: .clock(hour: 22, minute: 0), to: .prayer(.fajr, minutes: -45)))
        #expect(Self.issues(#"{"prayers": {"asr": {"volume": 140}}}"#) == ["prayers.asr.volume: expected a whole number from 0 to 100, got 140"])
        #expect(Self.issues(#"{"schedule": {"jumuah": ["13:15", "14:30", "15:00"]}}"#).first?.hasPrefix("schedule.jumuah: expected a list of one or two clock times") == true)
        #expect(Self.issues(#"{"display": {"nightMode": {"from": "after isha"}}}"#).first?.hasPrefix("display.nightMode.from: expected a clock time") == true)
        #expect(try Self.decode(#"{"display": {"nightMode": "off"}}"#).schedule.nightMode == nil)
        #expect(try Self.decode("{}").schedule.nightMode == NightModeSettings(), "the window config.example.json shows")
        #expect(Self.issues(#"{"display": {"nightMode": "never"}}"#) == [#"display.nightMode: expected an object with from and to, or "off", got "never""#])
        let hall = try Self.decode(#"{"display": {"layout": "hall"}, "prayers": {"isha": {"prayerMinutes": 25}}, "schedule": {"jumuahMinutes": 50, "quietMinutesAfterIqama": 8}}"#)
        #expect(hall.display.layout == .hall && Settings.defaults.display.layout == .home)
        #expect(hall.schedule.prayerMinutes(for: .isha) == 25 && hall.schedule.prayerMinutes(for: .asr) == 8)
        #expect(hall.schedule.jumuahMinutes == 50 && Settings.defaults.schedule.jumuahMinutes == 45)
        #expect(throws: ConfigError.self) { try Self.decode(#"{"display": {"layout": "mosque"}}"#) }
        #expect(throws: ConfigError.self) { try Self.decode(#"{"prayers": {"fajr": {"prayerMinutes": 500}}}"#) }
    }

    @Test func commentKeysAreIgnored() throws {
        let settings = try Self.decode(#"{"//": "note", "display": {"//clock": "why", "clock": "24h"}}"#)
        #expect(settings.display.clock == .twentyFourHour)
    }

    @Test func roundingLeftOutFollowsTheMethod() throws {
        #expect(try Self.decode(#"{"calculation": {"method": "singapore"}}"#).calculation.rounding == PrayerRounding(.up))
        #expect(try Self.decode(#"{"calculation": {"method": "singapore", "rounding": "none"}}"#).calculation.rounding == PrayerRounding(.none))
    }

    @Test func aSyntaxErrorNamesItsLineAndColumnAndADuplicateKeyBothLines() {
        #expect(Self.issues("{\n  \"location\": {\n    \"latitude\": 51.5,\n    \"longitude\" -0.1\n  }\n}")
            == ["(file): not valid JSON: line 4, column 17: expected :"])
        #expect(Self.issues("{\n  \"display\": { \"clock\": \"12h\" },\n  \"iqama\": {},\n  \"display\": { \"clock\": \"24h\" }\n}")
            == [#"(file): not valid JSON: line 4, column 3: the key "display" appears twice in this object (lines 2 and 4)"#])
        #expect(Self.issues(String(repeating: "[", count: 100_000)).first?.hasSuffix("nested more than 64 levels deep") == true)
    }

    /// The commonest slip in a hand-edited file: a comma after the last entry, named at the comma.
    @Test func aCommaAfterTheLastEntryIsNamedAtTheComma() {
        #expect(Self.issues("{\n  \"location\": { \"latitude\": 51.5, \"longitude\": -0.1 },\n}")
            == ["(file): not valid JSON: line 2, column 54: a comma before the } that ends this object: JSON allows none after the last entry; remove it"])
        #expect(Self.issues(#"{"quran": {"translations": ["en", "de",  ]}}"#)
            == ["(file): not valid JSON: line 1, column 39: a comma before the ] that ends this list: JSON allows none after the last entry; remove it"])
        #expect(Self.issues(#"{"location": {"name": "London",, }"#) == ["(file): not valid JSON: line 1, column 32: expected a key in quotes"],
                "two commas are not a comma before the end")
    }

    @Test func aLongBadValueIsQuotedShortAndItsControlCharactersEscaped() {
        let long = String(repeating: "x", count: 1_000_000)
        let message = Self.issues("{\"display\": {\"clock\": \"\(long)\"}}").first ?? ""
        #expect(message.count < 200, "\(message.count) characters")
        #expect(message.hasSuffix("…\" (1000000 characters)"))
        #expect(Self.issues(#"{"display": {"clock": "12h\u001b[2J"}}"#).first?.contains(#""12h\u{1B}[2J""#) == true)
    }

    @Test func aTimeZoneMustBeANameOfTheTzDatabaseAndThePlacesOwn() throws {
        let place = #""latitude": 21.4225, "longitude": 39.8262"#
        for name in ["UTC+3", "Asia/Riyadh\\u0000", "../../etc/passwd", "asia/riyadh", "Asia"] {
            #expect(Self.issues("{\"location\": {\(place), \"timezone\": \"\(name)\"}}").first?
                .hasPrefix("location.timezone: expected an IANA time zone") == true, "\(name)")
        }
        #expect(try Self.decode("{\"location\": {\(place), \"timezone\": \"Asia/Riyadh\"}}").location.timeZone.identifier == "Asia/Riyadh")
        #expect(Self.issues("{\"location\": {\(place), \"timezone\": \"America/Chicago\"}}") == [
            "location.timezone: the time zone America/Chicago is 8.7 hours from the Sun's time at longitude 39.8262; "
                + "a place's own zone is at most 6 hours from it: check the time zone and the longitude"])
        #expect(Self.issues(#"{"location": {"timezone": "Europe/London"}}"#).first?.hasPrefix("location.timezone: given without latitude and longitude") == true)
    }
}

extension CalculationSettings {
    func with(rounding: Rounding) -> CalculationSettings {
        var copy = self
        copy.roundingOverride = rounding
        return copy
    }
}

struct TimeTextTests {
    @Test func isoInstantsRoundTrip() throws {
        let text = TimeText(timeZone: Zone(identifier: "America/New_York")!)
        let instant = try #require(TimeText.parseInstant("2026-03-07T05:31:00-05:00"))
        #expect(text.iso8601(instant) == "2026-03-07T05:31:00-05:00")
        #expect(TimeText.parseInstant("2026-03-07T10:31:00Z") == instant)
        #expect(TimeText.parseInstant("2026-03-07T10:31:00.5Z") == instant.addingTimeInterval(0.5))
        #expect(text.iso8601(instant.addingTimeInterval(86_400)) == "2026-03-08T06:31:00-04:00", "the day DST starts")
        let kathmandu = TimeText(timeZone: Zone(identifier: "Asia/Kathmandu")!)
        #expect(kathmandu.iso8601(instant) == "2026-03-07T16:16:00+05:45")
    }

    @Test func malformedInstantsAreRejected() {
        for text in ["2026-03-08", "2026-03-08T05:31:00", "2026-02-30T05:31:00Z", "2026-03-08T25:00:00Z", "2026-03-08T05:31:00+5"] {
            #expect(TimeText.parseInstant(text) == nil, "\(text)")
        }
    }

    @Test func clocksAndDurations() throws {
        let text = TimeText(timeZone: Zone(identifier: "Europe/London")!)
        let instant = try #require(TimeText.parseInstant("2026-11-21T00:05:09Z"))
        #expect(text.clock(instant, format: .twelveHour) == "12:05 AM")
        #expect(text.clock(instant, format: .twentyFourHour) == "00:05")
        #expect(text.clockWithSeconds(instant) == "00:05:09")
        #expect(TimeText.duration(40.2) == "41s")
        #expect(TimeText.duration(125 * 60) == "2h 05m")
    }
}

/// The Wayland kiosk's font size.
struct KioskFontTests {
    @Test func everyScreenFrom800To7680PixelsWideGetsBetween95And115Columns() {
        var widths = 0
        for width in stride(from: 800, through: 7680, by: 4) {
            let points = KioskFont.points(forScreenWidth: width)
            let columns = KioskFont.columns(screenWidth: width, points: points)
            #expect((95...115).contains(columns), "\(width) px at \(points) pt: \(columns) columns")
            widths += 1
        }
        #expect(widths == 1_721)
        #expect(KioskFont.points(forScreenWidth: 1280) == 15 && KioskFont.points(forScreenWidth: 1920) == 23)
    }

    @Test func aFontSizeOutsideSixToNinetySixPointsIsRefusedNamingTheKey() throws {
        #expect(try SettingsDecoder.decode(Data(#"{"display": {"fontSize": 24}}"#.utf8)).display.fontSize == 24)
        #expect(try SettingsDecoder.decode(Data("{}".utf8)).display.fontSize == nil)
        for bad in ["5", "97", "\"big\"", "12.5"] {
            #expect {
                try SettingsDecoder.decode(Data(#"{"display": {"fontSize": \#(bad)}}"#.utf8))
            } throws: { error in
                "\(error)".contains("display.fontSize")
            }
        }
    }
}
