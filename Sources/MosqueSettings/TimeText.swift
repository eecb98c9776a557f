import FileFormats
import FoundationEssentials
import PrayerCalc
import ZoneInfo

/// Text forms of instants in a place's time zone.
///
/// Formatting is done from the zone's wall-clock reading rather than with DateFormatter,
/// which would load ICU and add megabytes to a kiosk that runs for months.
public struct TimeText: Sendable {
    public let timeZone: Zone

    public init(timeZone: Zone) {
        self.timeZone = timeZone
    }

    private struct Parts {
        let year, month, day, hour, minute, second: Int
    }

    private func parts(_ date: Date) -> Parts {
        let (day, second) = timeZone.wallClock(date)
        return Parts(year: day.year, month: day.month, day: day.day, hour: second / 3600, minute: second / 60 % 60, second: second % 60)
    }

    /// ISO-8601 local date-time with seconds and UTC offset: `2026-11-21T05:38:00-05:00`.
    public func iso8601(_ date: Date) -> String {
        let p = parts(date)
        let offset = timeZone.secondsFromGMT(for: date)
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        return "\(NumberText.zeroPadded(p.year, digits: 4))-\(NumberText.zeroPadded(p.month))-\(NumberText.zeroPadded(p.day))T\(NumberText.zeroPadded(p.hour)):\(NumberText.zeroPadded(p.minute))"
            + ":\(NumberText.zeroPadded(p.second))\(sign)\(NumberText.zeroPadded(minutes / 60)):\(NumberText.zeroPadded(minutes % 60))"
    }

    /// `5:38 AM` or `05:38`.
    public func clock(_ date: Date, format: ClockFormat) -> String {
        let p = parts(date)
        if format == .twentyFourHour { return "\(NumberText.zeroPadded(p.hour)):\(NumberText.zeroPadded(p.minute))" }
        let hour = p.hour % 12 == 0 ? 12 : p.hour % 12
        return "\(hour):\(NumberText.zeroPadded(p.minute)) \(p.hour < 12 ? "AM" : "PM")"
    }

    /// `2026-11-24 14:05`: a local date and 24-hour time, for messages and logs.
    public func dateTime(_ date: Date) -> String {
        let p = parts(date)
        return "\(NumberText.zeroPadded(p.year, digits: 4))-\(NumberText.zeroPadded(p.month))-\(NumberText.zeroPadded(p.day)) "
            + "\(NumberText.zeroPadded(p.hour)):\(NumberText.zeroPadded(p.minute))"
    }

    /// `05:38:07`, for tables that keep seconds.
    public func clockWithSeconds(_ date: Date) -> String {
        let p = parts(date)
        return "\(NumberText.zeroPadded(p.hour)):\(NumberText.zeroPadded(p.minute)):\(NumberText.zeroPadded(p.second))"
    }

    /// A duration as `2h 05m`, `12m` under an hour, `40s` under a minute (minutes
    /// rounded up, so that a countdown never shows 0m while time remains).
    public static func duration(_ seconds: TimeInterval) -> String {
        if seconds < 60 { return "\(Int(max(0, seconds).rounded(.up)))s" }
        let minutes = Int((seconds / 60).rounded(.up))
        return minutes >= 60 ? "\(minutes / 60)h \(NumberText.zeroPadded(minutes % 60))m" : "\(minutes)m"
    }

    /// Parses an ISO-8601 instant with an offset: `2026-03-08T05:31:00-05:00`,
    /// `…Z`, optionally with fractional seconds. Nil for anything else.
    public static func parseInstant(_ text: String) -> Date? {
        let characters = Array(text)
        guard characters.count >= 20, characters[4] == "-", characters[7] == "-", characters[10] == "T",
              characters[13] == ":", characters[16] == ":" else { return nil }
        func number(_ range: Range<Int>) -> Int? { Int(String(characters[range])) }
        guard let date = CivilDate(iso: String(characters[0..<10])), let hour = number(11..<13),
              let minute = number(14..<16), let second = number(17..<19),
              (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second) else { return nil }
        var index = 19
        var fraction = 0.0
        if characters[index] == "." {
            var digits = ""
            index += 1
            while index < characters.count, characters[index].isNumber {
                digits.append(characters[index])
                index += 1
            }
            guard !digits.isEmpty, let value = Double("0." + digits) else { return nil }
            fraction = value
        }
        var offset = 0
        let zone = String(characters[index...])
        if zone != "Z" {
            let zoneCharacters = Array(zone)
            guard zoneCharacters.count == 6, zoneCharacters[0] == "+" || zoneCharacters[0] == "-", zoneCharacters[3] == ":",
                  let hours = Int(String(zoneCharacters[1...2])), let minutes = Int(String(zoneCharacters[4...5])),
                  hours <= 14, minutes <= 59 else { return nil }
            offset = (hours * 3600 + minutes * 60) * (zoneCharacters[0] == "-" ? -1 : 1)
        }
        let midnightUTC = Double(date.dayNumber - 2_440_588) * 86_400
        return Date(timeIntervalSince1970: midnightUTC + Double(hour * 3600 + minute * 60 + second) + fraction - Double(offset))
    }
}
