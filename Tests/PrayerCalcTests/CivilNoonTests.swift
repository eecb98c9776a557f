import Foundation
import PrayerCalc
import Testing
import ZoneInfo

struct CivilNoonTests {
    /// The fast noon (offset arithmetic) is the Calendar's noon in every IANA zone
    /// the system knows, on every day from 2025 to 2027 (DST changes included).
    @Test func noonByOffsetIsTheCalendarsNoonInEveryZoneOnEveryDay() throws {
        let zones = ZoneDirectory.system.zoneNames().compactMap(Zone.init(identifier:))
        #expect(zones.count > 300)
        let first = try #require(CivilDate(year: 2025, month: 1, day: 1)).dayNumber
        let last = try #require(CivilDate(year: 2027, month: 12, day: 31)).dayNumber
        var checked = 0
        for zone in zones {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = try #require(TimeZone(identifier: zone.identifier))
            for dayNumber in first...last {
                let date = CivilDate(dayNumber: dayNumber)
                let expected = calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day, hour: 12))
                if date.noon(in: zone) != expected {
                    Issue.record("\(zone.identifier) \(date): \(date.noon(in: zone)) instead of \(String(describing: expected))")
                }
                checked += 1
            }
        }
        #expect(checked > 300 * 1_095, "\(checked) zone-days")
    }
}
