import Foundation

/// Text forms of instants in a place's time zone.
public struct TimeText: Sendable {
    public let timeZone: TimeZone
    private let iso: DateFormatter
    private let clock12: DateFormatter
    private let clock24: DateFormatter
    private let clock24Seconds: DateFormatter

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        func formatter(_ format: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = timeZone
            formatter.dateFormat = format
            return formatter
        }
        iso = formatter("yyyy-MM-dd'T'HH:mm:ssxxx")
        clock12 = formatter("h:mm a")
        clock24 = formatter("HH:mm")
        clock24Seconds = formatter("HH:mm:ss")
    }

    /// ISO-8601 local date-time with seconds and UTC offset: `2026-11-21T05:38:00-05:00`.
    public func iso8601(_ date: Date) -> String { iso.string(from: date) }

    /// `5:38 AM` or `05:38`.
    public func clock(_ date: Date, format: ClockFormat) -> String {
        format == .twelveHour ? clock12.string(from: date) : clock24.string(from: date)
    }

    /// `05:38:07`, for tables that keep seconds.
    public func clockWithSeconds(_ date: Date) -> String { clock24Seconds.string(from: date) }

    /// A duration as `2h 05m`, `12m` under an hour, `40s` under a minute (minutes
    /// rounded up, so that a countdown never shows 0m while time remains).
    public static func duration(_ seconds: TimeInterval) -> String {
        if seconds < 60 { return "\(Int(max(0, seconds).rounded(.up)))s" }
        let minutes = Int((seconds / 60).rounded(.up))
        return minutes >= 60 ? String(format: "%dh %02dm", minutes / 60, minutes % 60) : "\(minutes)m"
    }

    /// Parses an ISO-8601 instant with an offset (`2026-03-08T05:31:00-05:00` or `…Z`).
    public static func parseInstant(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
