@testable import FileFormats
import Foundation
@testable import MosqueSettings
import PrayerCalc
import Testing

/// The pieces the settings screen saves with: the JSON editor, the document check, the fields and the PIN.
struct SettingsEditingTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("config.example.json")

    /// PIN 4821 as earlier versions stored it, with the fewest rounds they wrote:
    /// python3 -c "import hashlib; print(hashlib.pbkdf2_hmac('sha256', b'4821', bytes(range(16)), 210000).hex())"
    static let pbkdf2PIN = "pbkdf2-sha256:210000:000102030405060708090a0b0c0d0e0f:31fc967c97b1aa59ddb4208b48e225e57b40b834d8e98e4a3a0f497d4b91cac3"

    @Test func aPINStoredByEarlierVersionsWithPBKDF2StillOpensTheSettingsAndIsMarkedForRenewal() throws {
        #expect(try SettingsPIN.isStoredForm(Self.pbkdf2PIN) && SettingsPIN.matches("4821", stored: Self.pbkdf2PIN))
        #expect(try !SettingsPIN.matches("4822", stored: Self.pbkdf2PIN))
        #expect(SettingsPIN.needsRehash(Self.pbkdf2PIN))
        let renewed = try SettingsPIN.hash("4821")
        #expect(renewed.hasPrefix("$y$") && !SettingsPIN.needsRehash(renewed), "new PINs are yescrypt hashes, as /etc/shadow keeps passwords")
    }

    @Test func aPINStoredByEarlierVersionsAsOneSaltedSHA256StillOpensTheSettings() throws {
        // printf '0123456789abcdef1234' | sha256sum
        let legacy = "sha256:0123456789abcdef:e3b463436940c31a5d2c444c01d67f239d9b3eaba4d3f3e9ff8b568d35861792"
        #expect(try SettingsPIN.isStoredForm(legacy) && SettingsPIN.matches("1234", stored: legacy))
        #expect(try !SettingsPIN.matches("1235", stored: legacy))
        #expect(SettingsPIN.needsRehash(legacy))
    }

    @Test func everyDamagedStoredFormIsRefusedRatherThanMatchedOrCrashed() throws {
        let good = Self.pbkdf2PIN
        var damaged = [
            good.replacingOccurrences(of: ":210000:", with: ":1000:"), good.replacingOccurrences(of: ":210000:", with: ":99999999:"),
            good.replacingOccurrences(of: ":210000:", with: ":+210000:"), good.replacingOccurrences(of: "pbkdf2-sha256", with: "pbkdf2-sha1"),
            good + ":", String(good.dropLast()), String(good.dropLast(2)), good.replacingOccurrences(of: ":0001", with: ":+001"),
            "", "sha256::e3b463436940c31a5d2c444c01d67f239d9b3eaba4d3f3e9ff8b568d35861792", "sha256:salt:xyz",
        ]
        // Every single character of the good form replaced by a non-hex letter.
        for index in good.indices where good[index] != ":" {
            var text = good
            text.replaceSubrange(index...index, with: "g")
            damaged.append(text)
        }
        let yescrypt = try SettingsPIN.hash("4821")
        damaged += ["$y$", "$y$$$", yescrypt.replacingOccurrences(of: "$y$", with: "$x$"), yescrypt + "$", yescrypt + " ",
                    "$" + yescrypt, yescrypt.replacingOccurrences(of: "$y$", with: "$y$$")]
        let accepted = damaged.filter(SettingsPIN.isStoredForm)
        #expect(accepted.isEmpty, "\(accepted.count) of \(damaged.count) damaged forms accepted: \(accepted)")
        #expect(try damaged.allSatisfy { try !SettingsPIN.matches("4821", stored: $0) })
        #expect(try SettingsPIN.isStoredForm(good) && SettingsPIN.matches("4821", stored: good))
        // A yescrypt hash cut short keeps its shape but no longer matches.
        #expect(try !SettingsPIN.matches("4821", stored: String(yescrypt.dropLast())))
    }

    @Test func theWaitAfterWrongPINsDoublesFromTheFourthUpToAQuarterOfAnHour() {
        let waits = (0...40).map(FailedAttempts.waitAfter(failures:))
        #expect(Array(waits.prefix(8)) == [0, 0, 0, 30, 60, 120, 240, 480])
        #expect(waits.dropFirst(8).allSatisfy { $0 == FailedAttempts.longestWait })
        #expect(zip(waits, waits.dropFirst()).allSatisfy { $0 <= $1 }, "more wrong PINs never wait less")
    }

    @Test func theWaitRunsOutWithTheClockAndASetBackClockNeverLengthensIt() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        var checked = 0
        for failures in 1...12 {
            var attempts = FailedAttempts()
            for _ in 0..<failures { attempts.recordFailure(at: start) }
            let full = FailedAttempts.waitAfter(failures: failures)
            for offset in stride(from: -86_400.0, through: 86_400, by: 7.5) {
                let wait = attempts.wait(at: start.addingTimeInterval(offset))
                #expect(wait >= 0 && wait <= full)
                if offset >= 0 { #expect(wait == max(0, full - offset)) }
                checked += 1
            }
            attempts.recordSuccess()
            #expect(attempts == FailedAttempts() && attempts.wait(at: start) == 0)
        }
        #expect(checked == 12 * 23_041)
    }

    @Test func aPINIsStoredSaltedAndOnlyItsOwnDigitsMatch() throws {
        let stored = try SettingsPIN.hash("4821")
        #expect(SettingsPIN.isStoredForm(stored) && !stored.contains("4821"))
        #expect(try SettingsPIN.matches("4821", stored: stored))
        #expect(try !SettingsPIN.matches("4822", stored: stored))
        #expect(try SettingsPIN.hash("4821") != stored, "a fresh salt each time")
        #expect(!SettingsPIN.isValid("123") && !SettingsPIN.isValid("12a4") && SettingsPIN.isValid("12345678"))
        let settings = try SettingsDecoder.decode(Data("{\"settingsPin\": \"\(stored)\"}".utf8))
        #expect(settings.settingsPinHash == stored)
        #expect(throws: ConfigError.self) { try SettingsDecoder.decode(Data("{\"settingsPin\": \"1234\"}".utf8)) }
    }

    @Test func orderedJSONKeepsKeyOrderEscapesAndReportsWhereItStopped() throws {
        let value = try OrderedJSON.parse(Data(#"{"z": 1, "a": [true, null, "\u00e9\ud83d\ude00\n"], "m": {"k": -2.5e1}}"#.utf8))
        guard case .object(let members) = value else { Issue.record("not an object"); return }
        #expect(members.map(\.0) == ["z", "a", "m"])
        #expect(value.value(at: ["a"]) == .array([.bool(true), .null, .string("é😀\n")]))
        #expect(value.value(at: ["m", "k"]) == .number(-25))
        #expect(try OrderedJSON.parse(Data(value.pretty().utf8)) == value, "pretty output reads back the same")
        #expect(throws: OrderedJSON.ParseError(offset: 8, line: 1, column: 9, reason: "expected , or } in an object")) {
            try OrderedJSON.parse(Data(#"{"a": 1 "b": 2}"#.utf8))
        }
    }

    @Test func settingAValueReplacesAddsOrRemovesKeepingTheRest() {
        let document = OrderedJSON.object([("a", .number(1)), ("b", .object([("c", .number(2))]))])
        #expect(document.setting(.number(3), at: ["b", "c"]).rendered == #"{"a":1,"b":{"c":3}}"#)
        #expect(document.setting(.string("x"), at: ["d", "e"]).rendered == #"{"a":1,"b":{"c":2},"d":{"e":"x"}}"#)
        #expect(document.setting(nil, at: ["b"]).rendered == #"{"a":1}"#)
        #expect(document.setting(nil, at: ["missing", "key"]) == document)
    }

    @Test func changingAnExistingValueRewritesOnlyThatValueInTheFile() throws {
        let original = try Data(contentsOf: Self.example)
        let (data, settings) = try ConfigDocument.applying([ConfigEdit(["calculation", "adjustments", "fajr"], .number(5))], to: original)
        let before = String(decoding: original, as: UTF8.self)
        let after = String(decoding: data, as: UTF8.self)
        #expect(after == before.replacingOccurrences(of: #""adjustments": { "fajr": 0,"#, with: #""adjustments": { "fajr": 5,"#))
        #expect(settings.calculation.adjustments.fajr == 5)
    }

    @Test func addingOrRemovingKeysKeepsTheRestOfTheFileAsWritten() throws {
        let original = try Data(contentsOf: Self.example)
        let stored = try SettingsPIN.hash("2468")
        let edits = [ConfigEdit(["display", "nightMode"], nil), ConfigEdit(["settingsPin"], .string(stored)),
                     ConfigEdit(["schedule", "jumuah"], .array([.string("13:15")])), ConfigEdit(["prayers", "isha", "file"], .string("isha.mp3"))]
        let (data, settings) = try ConfigDocument.applying(edits, to: original)
        #expect(settings.schedule.nightMode == NightModeSettings(), "without the key, the default window")
        #expect(settings.settingsPinHash == stored)
        #expect(settings.schedule.audio(for: .isha).file == "isha.mp3" && settings.schedule.jumuahTimes == [.clock(hour: 13, minute: 15)])
        var expected = String(decoding: original, as: UTF8.self)
        expected = expected.replacingOccurrences(of: ",\n    \"nightMode\": { \"from\": \"isha+60\", \"to\": \"fajr-30\" }", with: "")
        expected = expected.replacingOccurrences(of: #""jumuah": []"#, with: #""jumuah": ["13:15"]"#)
        expected = expected.replacingOccurrences(of: #""isha": { "adhan": true, "volume": 100, "reminderMinutes": 0 }"#,
                                                 with: #""isha": { "adhan": true, "volume": 100, "reminderMinutes": 0, "file": "isha.mp3" }"#)
        expected = String(expected.dropLast(3)) + ",\n  \"settingsPin\": \"\(stored)\"\n}\n"
        #expect(String(decoding: data, as: UTF8.self) == expected)
    }

    @Test func whenTheTextCannotBeEditedInPlaceTheFileIsWrittenAnewWithTheSameKeys() throws {
        let original = Data(#"{"display": {"nightMode": {"from": "isha+60", "to": "fajr-30"}, "clock": "24h"}}"#.utf8)
        let (data, settings) = try ConfigDocument.applying([ConfigEdit(["display", "nightMode"], nil)], to: original)
        #expect(settings.schedule.nightMode == NightModeSettings() && settings.display.clock == .twentyFourHour)
        #expect(String(decoding: data, as: UTF8.self) == "{\n  \"display\": { \"clock\": \"24h\" }\n}\n")
    }

    @Test func aResultTheClockCouldNotUseIsRefusedNamingTheKey() throws {
        let original = try Data(contentsOf: Self.example)
        #expect { try ConfigDocument.applying([ConfigEdit(["calculation", "method"], .string("custom"))], to: original) } throws: { error in
            (error as? ConfigError)?.issues.contains { $0.path == "calculation.custom" } == true
        }
        #expect { try ConfigDocument.applying([], to: Data("{ broken".utf8)) } throws: { error in
            String(describing: error).contains("(file): not valid JSON")
        }
        let (fresh, _) = try ConfigDocument.applying([ConfigEdit(["display", "clock"], .string("24h"))], to: nil)
        #expect(String(decoding: fresh, as: UTF8.self) == "{\n  \"display\": { \"clock\": \"24h\" }\n}\n")
    }

    @Test func fieldsRefuseBadInputWithTheReason() throws {
        func field(_ id: String) throws -> SettingsField { try #require(SettingsFields.all.first { $0.id == id }) }
        #expect(try field("location.latitude").check("91") == .failure(FieldRefusal(
            field: "Latitude", reason: "expected a number from -90 to 90, got \"91\"")))
        #expect(try field("location.timezone").check("Mars/Olympus") == .failure(FieldRefusal(
            field: "Time zone", reason: "\"Mars/Olympus\" is not a known time zone; expected a name such as Europe/London or America/New_York")))
        #expect(try field("iqama.isha").check("25:00").isFailure)
        #expect(try field("iqama.isha").check("20:30") == .success("20:30"))
        #expect(try field("iqama.isha").check(" 15 ") == .success("15"))
        #expect(try field("calculation.adjustments.fajr").check("+5") == .success("5"))
        #expect(try field("schedule.jumuah").check("13:00, 14:00, 15:00") == .failure(FieldRefusal(
            field: "Jumu'ah", reason: "at most two Jumu'ah times")))
        #expect(try field("display.nightMode.from").check("OFF") == .success("off"))
        #expect(try field("settingsPin").check("12") == .failure(FieldRefusal(field: "Settings PIN", reason: "a PIN is 4 to 8 digits")))
    }

    @Test func unchangedValuesMakeNoEditsAndEachChangeMakesItsOwn() throws {
        let values = SettingsFields.values(of: try SettingsDecoder.decode(Data(contentsOf: Self.example)))
        #expect(try SettingsFields.edits(from: values, to: values, newPIN: nil).isEmpty)
        var draft = values
        draft["iqama.isha"] = "20:30"
        draft["prayers.fajr.volume"] = "40"
        draft["prayers.asr.adhan"] = "off"
        draft["schedule.jumuah"] = "13:15, 14:00"
        #expect(try SettingsFields.edits(from: values, to: draft, newPIN: nil) == [
            ConfigEdit(["iqama", "isha"], .string("20:30")), ConfigEdit(["schedule", "jumuah"], .array([.string("13:15"), .string("14:00")])),
            ConfigEdit(["prayers", "fajr", "volume"], .number(40)), ConfigEdit(["prayers", "asr", "adhan"], .bool(false)),
        ])
    }

    @Test func aChangedLocationIsWrittenWholeAndNightModeOffIsWrittenAsOff() throws {
        let values = SettingsFields.values(of: try SettingsDecoder.decode(Data(contentsOf: Self.example)))
        #expect(values["display.nightMode.from"] == "isha+60")
        var draft = values
        draft["location.latitude"] = "51.5074"
        draft["display.nightMode.from"] = "off"
        let edits = try SettingsFields.edits(from: values, to: draft, newPIN: "")
        #expect(edits.map(\.keyPath) == ["display.nightMode", "location.name", "location.latitude", "location.longitude",
                                         "location.timezone", "settingsPin"])
        #expect(edits.first?.value == .string("off") && edits.last?.value == nil)
        let (_, settings) = try ConfigDocument.applying(edits, to: nil)
        #expect(settings.location.latitude == 51.5074 && !settings.location.isDefault && settings.schedule.nightMode == nil)
        var withPIN = values
        withPIN["display.clock"] = "24h"
        let pinEdit = try #require(try SettingsFields.edits(from: values, to: withPIN, newPIN: "97531").last)
        guard case .string(let stored)? = pinEdit.value else { Issue.record("no PIN stored"); return }
        #expect(try SettingsPIN.matches("97531", stored: stored))
    }
}

extension Result {
    var isFailure: Bool { if case .failure = self { true } else { false } }
}
