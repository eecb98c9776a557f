import Testing
import ZoneInfo

/// Files made byte by byte (RFC 8536 section 3), so every branch of the reader is reached
/// without depending on what the system's database happens to hold.
@Suite struct TZifParserTests {
    /// A TZif file: `version` 0 for version 1 (32-bit block only), else a version 2 file
    /// whose 32-bit block is empty and whose 64-bit block holds the data, then the footer.
    static func file(version: UInt8, transitions: [(Int64, UInt8)], types: [(Int32, Bool, UInt8)], abbreviations: String,
                     leapSeconds: Int = 0, footer: String = "") -> [UInt8] {
        func be(_ value: Int64, _ size: Int) -> [UInt8] { (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func header(_ transitionCount: Int, _ typeCount: Int, _ characterCount: Int, _ leaps: Int) -> [UInt8] {
            Array("TZif".utf8) + [version] + [UInt8](repeating: 0, count: 15)
                + [0, 0, leaps, transitionCount, typeCount, characterCount].flatMap { be(Int64($0), 4) }
        }
        let characters = Array(abbreviations.utf8) + [0]
        func block(_ timeSize: Int) -> [UInt8] {
            header(transitions.count, types.count, characters.count, leapSeconds)
                + transitions.flatMap { be($0.0, timeSize) } + transitions.map(\.1)
                + types.flatMap { be(Int64($0.0), 4) + [$0.1 ? 1 : 0, $0.2] } + characters
                + (0..<leapSeconds).flatMap { be(Int64(78_796_800 + $0), timeSize) + be(Int64($0 + 1), 4) }
        }
        if version == 0 { return block(4) }
        return header(0, 1, 1, 0) + [0, 0, 0, 0, 0, 0, 0] + block(8) + Array("\n\(footer)\n".utf8)
    }

    static let berlinLike = file(
        version: UInt8(ascii: "2"), transitions: [(-1_000, 1), (1_000, 2)],
        types: [(3208, false, 0), (3600, false, 4), (7200, true, 8)], abbreviations: "LMT\0CET\0CEST",
        footer: "CET-1CEST,M3.5.0,M10.5.0/3")

    @Test func typesAreReadBeforeBetweenAndAfterTheListedTransitions() throws {
        let rules = try ZoneRules(tzif: Self.berlinLike, name: "test")
        #expect(rules.type(at: -1_001) == LocalTimeType(secondsFromUT: 3208, isDaylightSaving: false, abbreviation: "LMT"))
        #expect(rules.type(at: -1_000).abbreviation == "CET")
        #expect(rules.type(at: 999).abbreviation == "CET")
        // From the last transition on, the footer's rule decides: 1970-01-01 is winter.
        #expect(rules.type(at: 1_000).abbreviation == "CET")
        #expect(rules.type(at: CivilDays.days(year: 2090, month: 7, day: 1) * 86_400).abbreviation == "CEST")
    }

    @Test func aVersionOneFileKeepsItsLastTypeAfterItsLastTransition() throws {
        let file = Self.file(version: 0, transitions: [(0, 1)], types: [(0, false, 0), (10_800, false, 4)], abbreviations: "LMT\0+03")
        let rules = try ZoneRules(tzif: file, name: "test")
        #expect(rules.type(at: -1).abbreviation == "LMT")
        #expect(rules.secondsFromUT(at: 4_000_000_000) == 10_800)
    }

    @Test func aZoneWithLeapSecondsIsRefusedSayingSo() {
        let file = Self.file(version: UInt8(ascii: "2"), transitions: [], types: [(0, false, 0)], abbreviations: "UTC", leapSeconds: 2, footer: "UTC0")
        #expect { try ZoneRules(tzif: file, name: "right/UTC") } throws: { "\($0)".contains("right/UTC: a zone with leap seconds") }
    }

    @Test(arguments: [
        (Array("TZjf".utf8) + [UInt8](repeating: 0, count: 60), "no \"TZif\" header at byte 0"),
        (Array(berlinLike.prefix(60)), "the file ends early"),
        (Array(berlinLike.dropLast(1)), "no newline after the footer"),
        (file(version: UInt8(ascii: "2"), transitions: [(5, 0), (5, 0)], types: [(0, false, 0)], abbreviations: "UTC"), "transition times out of order"),
        (file(version: UInt8(ascii: "2"), transitions: [(5, 3)], types: [(0, false, 0)], abbreviations: "UTC"), "a transition to type 3 of 1"),
        (file(version: UInt8(ascii: "2"), transitions: [], types: [(0, false, 9)], abbreviations: "UTC"), "abbreviation at 9"),
        (file(version: UInt8(ascii: "2"), transitions: [], types: [(0, false, 0)], abbreviations: "UTC", footer: "UTC"), "TZ rule \"UTC\""),
    ])
    func aDamagedFileIsRefusedNamingTheFileAndTheProblem(bytes: [UInt8], expected: String) {
        #expect { try ZoneRules(tzif: bytes, name: "/zoneinfo/Test/Zone") } throws: { error in
            "\(error)".hasPrefix("/zoneinfo/Test/Zone: ") && "\(error)".contains(expected)
        }
    }

    @Test func zoneNamesMustNameAFileInsideTheDatabase() {
        for name in ["Europe/London", "UTC", "Etc/GMT+3", "America/Argentina/Buenos_Aires", "America/Port-au-Prince"] {
            #expect(ZoneDirectory.isWellFormed(name), "\(name)")
        }
        for name in ["", "/etc/passwd", "Europe/", "../../etc/shadow", "Europe//London", "Europe/Lon don", "Europe/Lond\u{00F3}n", "UTC\0"] {
            #expect(!ZoneDirectory.isWellFormed(name), "\(name)")
        }
    }

    @Test func aMissingZoneIsNamedInTheError() {
        #expect { try ZoneDirectory.system.rules(named: "Mars/Olympus_Mons") } throws: { "\($0)".contains("no time zone \"Mars/Olympus_Mons\"") }
        #expect { try ZoneDirectory.system.rules(named: "../passwd") } throws: { "\($0)".contains("is not a time zone name") }
    }
}
