import Testing
import ZoneInfo

@Suite struct PosixTimeZoneTests {
    static func instant(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Int64 {
        CivilDays.days(year: year, month: month, day: day) * CivilDays.secondsPerDay + Int64(hour * 3600 + minute * 60)
    }

    @Test func londonsRuleMovesTheClocksOnTheLastSundaysOfMarchAndOctober() throws {
        let london = try PosixTimeZone(parsing: "GMT0BST,M3.5.0/1,M10.5.0")
        let changes = london.changes(inYears: 2050...2050)
        #expect(changes.map(\.instant) == [Self.instant(2050, 3, 27, 1), Self.instant(2050, 10, 30, 1)])
        #expect(changes.map(\.type.abbreviation) == ["BST", "GMT"])
        #expect(london.type(at: Self.instant(2050, 3, 27, 0, 59)).secondsFromUT == 0)
        #expect(london.type(at: Self.instant(2050, 3, 27, 1)).secondsFromUT == 3600)
        #expect(london.type(at: Self.instant(2050, 10, 30, 0, 59)).isDaylightSaving)
        #expect(!london.type(at: Self.instant(2050, 10, 30, 1)).isDaylightSaving)
    }

    @Test func aSouthernZoneIsOnSummerTimeAcrossTheNewYear() throws {
        let sydney = try PosixTimeZone(parsing: "AEST-10AEDT,M10.1.0,M4.1.0/3")
        #expect(sydney.type(at: Self.instant(2060, 1, 1)).abbreviation == "AEDT")
        #expect(sydney.type(at: Self.instant(2060, 12, 31, 23)).secondsFromUT == 11 * 3600)
        #expect(sydney.type(at: Self.instant(2060, 7, 1)).abbreviation == "AEST")
    }

    @Test func quotedAbbreviationsAndMinutesInOffsetsAreRead() throws {
        let tehran = try PosixTimeZone(parsing: "<+0330>-3:30")
        #expect(tehran.standard == LocalTimeType(secondsFromUT: 12_600, isDaylightSaving: false, abbreviation: "+0330"))
        #expect(tehran.daylight == nil)
        let chatham = try PosixTimeZone(parsing: "<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45")
        #expect(chatham.daylight?.type.secondsFromUT == 49_500)
        #expect(chatham.daylight?.start.secondOfDay == 9900)
    }

    @Test func daylightTimeAllYearHasNoChangeAtTheNewYear() throws {
        let rule = try PosixTimeZone(parsing: "EST5EDT,0/0,J365/25")
        for hour in [-2, -1, 0, 1, 2, 3] {
            #expect(rule.type(at: Self.instant(2070, 1, 1) + Int64(hour * 3600)).abbreviation == "EDT", "at \(hour) h around the new year")
        }
    }

    @Test func julianDaysSkipTheLeapDayAndZeroBasedDaysCountIt() throws {
        let julian = try PosixTimeZone(parsing: "AAA0BBB,J60/0,J300/0").changes(inYears: 2048...2048)
        #expect(julian[0].instant == Self.instant(2048, 3, 1))
        let zeroBased = try PosixTimeZone(parsing: "AAA0BBB,59/0,300/0").changes(inYears: 2048...2048)
        #expect(zeroBased[0].instant == Self.instant(2048, 2, 29))
    }

    @Test func ruleTimesBeyondADayAndBeforeMidnightAreKept() throws {
        // RFC 8536 section 3.3.1: rule times from -167 to 167 hours.
        let rule = try PosixTimeZone(parsing: "<-03>3<-02>,M3.5.0/-2,M10.5.0/-1")
        #expect(rule.daylight?.start.secondOfDay == -7200)
        #expect(rule.changes(inYears: 2040...2040)[0].instant == Self.instant(2040, 3, 25, 1))
        #expect(try PosixTimeZone(parsing: "AAA0BBB,M3.2.0/167,M11.1.0").daylight?.start.secondOfDay == 167 * 3600)
    }

    @Test func aZoneWithDaylightTimeButNoRuleTakesTheUnitedStatesRule() throws {
        let rule = try PosixTimeZone(parsing: "EST5EDT")
        #expect(rule.changes(inYears: 2030...2030).map(\.instant) == [Self.instant(2030, 3, 10, 7), Self.instant(2030, 11, 3, 6)])
    }

    @Test(arguments: [
        ("", "an abbreviation of at least three letters at character 1"),
        ("GM0", "an abbreviation of at least three letters at character 1"),
        ("GMT", "standard time offset at character 4"),
        ("GMT25", "standard time offset of at most 24 at character 4"),
        ("<+03-3", "> to close the abbreviation"),
        ("CET-1CEST,M3.5.0", "a comma before the rule's end at character 17"),
        ("CET-1CEST,M13.5.0,M10.5.0/3", "a month 1-12 after M of at most 12"),
        ("CET-1CEST,M3.6.0,M10.5.0/3", "a week 1-5 of at most 5"),
        ("CET-1CEST,J0,M10.5.0/3", "a day 1-365 after J"),
        ("CET-1CEST,M3.5.0,M10.5.0/168", "rule time of at most 167"),
        ("CET-1CEST,M3.5.0,M10.5.0/3x", "nothing after the rule's end at character 27"),
    ])
    func aMalformedRuleIsRefusedNamingWhatWasExpectedAndWhere(text: String, expected: String) {
        #expect {
            try PosixTimeZone(parsing: text)
        } throws: { error in
            "\(error)".contains("TZ rule \"\(text)\"") && "\(error)".contains(expected)
        }
    }
}
