import Foundation
@testable import MosqueSettings
import PrayerCalc
import Testing

struct SharedScheduleTests {
    static let published = Date(timeIntervalSince1970: 1_795_000_000)

    /// Primaries' configuration files: iqama rules × Jumu'ah times × methods × with or without a place.
    static var primaries: [String] {
        var files: [String] = []
        for fajr in ["0", "5", "20", "\"05:30\"", "\"06:15\""] {
            for jumuah in ["[]", "[\"13:15\"]", "[\"13:00\", \"14:30\"]"] {
                for method in ["isna", "mwl", "karachi"] {
                    for place in ["", "\"location\": {\"name\": \"East London Mosque\", \"latitude\": 51.5175, \"longitude\": -0.0653, \"timezone\": \"Europe/London\"},"] {
                        files.append("""
                            {\(place) "//": "the primary", "calculation": {"method": "\(method)", "adjustments": {"isha": 2}},
                             "iqama": {"fajr": \(fajr), "isha": "20:30"}, "schedule": {"jumuah": \(jumuah), "graceMinutes": 3},
                             "display": {"theme": "monochrome"}, "audio": {"device": "hdmi:0"}}
                            """)
                    }
                }
            }
        }
        return files
    }

    /// Followers' own files: none, only display and audio, a place and iqama of their own, and MQTT.
    static let followers: [String?] = [
        nil,
        "{\"display\": {\"clock\": \"12h\", \"theme\": \"high-contrast\"}, \"audio\": {\"device\": \"plughw:1,0\"}}",
        "{\"location\": {\"name\": \"Somewhere Else\", \"latitude\": 21.42, \"longitude\": 39.83, \"timezone\": \"Asia/Riyadh\"}, \"iqama\": {\"maghrib\": 2}, \"prayers\": {\"fajr\": {\"volume\": 40}}}",
        "{\"mqtt\": {\"url\": \"mqtt://localhost\", \"role\": \"follower\", \"topic\": \"mawqut/elm\"}, \"schedule\": {\"jumuah\": [\"12:45\"], \"quietMinutesAfterIqama\": 7}}",
    ]

    @Test func aFollowerTakesExactlyTheSharedKeysOfEveryPrimaryAndKeepsItsOwnForTheRest() throws {
        var cases = 0
        for primaryFile in Self.primaries {
            let primary = try SettingsDecoder.decode(Data(primaryFile.utf8))
            let shared = try SharedSchedule(config: Data(primaryFile.utf8), mosque: "mawqut/elm", primary: "hall", at: Self.published)
            let received = try SharedSchedule.parse(Array(shared.payload.utf8), expectedMosque: "mawqut/elm")
            #expect(received == shared, "the payload reads back as it was published")
            #expect(!shared.payload.contains("the primary"), "comments are not shared")
            for followerFile in Self.followers {
                let own = try SettingsDecoder.decode(Data((followerFile ?? "{}").utf8))
                let settings = try received.settings(over: followerFile.map { Data($0.utf8) })
                #expect(settings.location == primary.location)
                #expect(settings.calculation == primary.calculation)
                #expect(settings.source == primary.source)
                #expect(settings.iqama == primary.iqama)
                #expect(settings.schedule.jumuahTimes == primary.schedule.jumuahTimes)
                #expect(settings.display == own.display)
                #expect(settings.audio == own.audio)
                #expect(settings.schedule.prayers == own.schedule.prayers)
                #expect(settings.schedule.graceMinutes == own.schedule.graceMinutes)
                #expect(settings.schedule.quietMinutesAfterIqama == own.schedule.quietMinutesAfterIqama)
                #expect(settings.mqtt == own.mqtt)
                cases += 1
            }
        }
        #expect(cases == 360)
    }

    @Test func aValueTheFileWouldRefuseIsRefusedFromTheBrokerWithItsKey() throws {
        let payloads: [(String, String)] = [
            ("iqama.fajr", "{\"iqama\": {\"fajr\": 500}}"),
            ("iqama.isha", "{\"iqama\": {\"isha\": \"25:00\"}}"),
            ("calculation.method", "{\"calculation\": {\"method\": \"guess\"}}"),
            ("calculation.adjustments.fajr", "{\"calculation\": {\"adjustments\": {\"fajr\": 90}}}"),
            ("schedule.jumuah", "{\"schedule\": {\"jumuah\": [\"13:00\", \"14:00\", \"15:00\"]}}"),
            ("location.latitude", "{\"location\": {\"latitude\": 123, \"longitude\": 0, \"timezone\": \"UTC\"}}"),
        ]
        for (key, settings) in payloads {
            let payload = "{\"format\": 1, \"mosque\": \"mawqut/elm\", \"primary\": \"hall\", \"publishedAt\": \"2026-11-23T12:00:00Z\", \"settings\": \(settings)}"
            let schedule = try SharedSchedule.parse(Array(payload.utf8), expectedMosque: "mawqut/elm")
            #expect(throws: ConfigError.self) { try schedule.settings(over: nil) }
            do {
                _ = try schedule.settings(over: nil)
            } catch {
                #expect(error.description.hasPrefix("MQTT mawqut/elm/config from hall: \(key):"), "\(error)")
            }
        }
    }

    @Test func everyMalformedPayloadIsRefusedWithAReason() throws {
        let good = try SharedSchedule(config: Data("{\"iqama\": {\"fajr\": 10}}".utf8), mosque: "mawqut/elm", primary: "hall", at: Self.published).payload
        let malformed: [String] = [
            "", "null", "[]", "not json", String(good.dropLast()),
            good.replacingOccurrences(of: "\"format\":1", with: "\"format\":2"),
            good.replacingOccurrences(of: "mawqut/elm", with: "mawqut/other-mosque"),
            good.replacingOccurrences(of: "\"primary\":\"hall\"", with: "\"primary\":\"a hall\""),
            good.replacingOccurrences(of: "2026", with: "yesterday"),
            good.replacingOccurrences(of: "\"settings\":{", with: "\"settings\":{\"audio\":{\"device\":\"null\"},"),
            good.replacingOccurrences(of: "\"settings\":{", with: "\"settings\":{\"schedule\":{\"graceMinutes\":1},"),
            good.replacingOccurrences(of: "\"settings\":{", with: "\"settings\":{\"mqtt\":{\"url\":\"mqtt://elsewhere\"},"),
            good.replacingOccurrences(of: "\"settings\":{", with: "\"padding\":\"\(String(repeating: "x", count: SharedSchedule.maximumBytes))\",\"settings\":{"),
        ]
        for payload in malformed {
            #expect(throws: SharedScheduleError.self, "\(payload.prefix(120))") {
                try SharedSchedule.parse(Array(payload.utf8), expectedMosque: "mawqut/elm")
            }
        }
        #expect(throws: Never.self) { try SharedSchedule.parse(Array(good.utf8), expectedMosque: "mawqut/elm") }
    }
}
