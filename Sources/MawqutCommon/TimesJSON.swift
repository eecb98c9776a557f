import FileFormats
import FoundationEssentials
import KioskCore
import MosqueSettings
import PrayerCalc

/// The JSON of one day's times: what `mawqut times --json` prints and what a
/// display publishes on `<topic>/times/<date>` (the contract scripts rely on).
public enum TimesJSON {
    /// The whole object for one day's schedule: times, iqamas, Jumu'ah, qibla and where the times came from.
    public static func object(_ day: DaySchedule, settings: Settings) -> OrderedJSON {
        let text = TimeText(timeZone: settings.location.timeZone)
        let iqamas: [(String, OrderedJSON)] = day.rows.compactMap { row in row.iqama.map { (row.prayer.rawValue, .string(text.iso8601($0))) } }
        return .object([("date", .string(day.date.description))] + header(settings) + Self.day(day.times, text: text) + [
            ("iqama", .object(iqamas)),
            ("jumuah", .array(day.jumuah.map { .string(text.iso8601($0)) })),
            ("qibla", .number(qibla(settings.location))),
            ("source", .string(day.fromTimetable ? settings.source.rawValue : "calculated")),
        ])
    }

    /// Fields shared by `times` and `timetable`: place and calculation.
    public static func header(_ settings: Settings) -> [(String, OrderedJSON)] {
        let location = settings.location
        let calculation = settings.calculation
        return [
            ("timezone", .string(location.timeZone.identifier)),
            ("latitude", .number(location.latitude)),
            ("longitude", .number(location.longitude)),
            ("elevation", .number(location.elevation)),
            ("method", .string(calculation.method.rawValue)),
            ("asr", .string(calculation.asrSchool.rawValue)),
            ("highLatitudeRule", .string(calculation.highLatitudeRule.rawValue)),
            ("rounding", .string(calculation.rounding.summary)),
            ("locationName", .string(location.name)),
            ("defaultLocation", .bool(location.isDefault)),
        ]
    }

    /// `times`, `estimated` and `hijri` of one day.
    public static func day(_ times: DayTimes, text: TimeText) -> [(String, OrderedJSON)] {
        [
            ("times", .object(TimeName.allCases.map { ($0.rawValue, .string(text.iso8601(times[$0]))) })),
            ("estimated", .array(times.estimated.map { .string($0.rawValue) })),
            ("hijri", hijri(times.hijri)),
        ]
    }

    public static func hijri(_ date: HijriDate) -> OrderedJSON {
        .object([
            ("year", .number(Double(date.year))),
            ("month", .number(Double(date.month))),
            ("day", .number(Double(date.day))),
            ("monthName", .string(date.monthName)),
            ("monthNameArabic", .string(date.monthNameArabic)),
        ])
    }

    /// The next prayer as the wall counts down to it (the kiosk's own status), with its
    /// iqama: what `mawqut next --json` prints and the admin page's `/api/next` serves.
    public static func next(_ times: MosqueTimes, now: Date) -> OrderedJSON? {
        times.status(at: now)?.nextPrayer.map { next($0, of: times.day($0.date), settings: times.settings, now: now) }
    }

    /// The same for a next prayer already found, with its day's schedule.
    public static func next(_ next: ClockStatus.Moment, of day: DaySchedule, settings: Settings, now: Date) -> OrderedJSON {
        let text = TimeText(timeZone: settings.location.timeZone)
        let row = day.row(next.prayer)
        let remaining = next.time.timeIntervalSince(now)
        return .object([
            ("prayer", .string(next.prayer.rawValue)),
            ("name", .string(Vocabulary.name(row, arabic: false))),
            ("nameArabic", .string(Vocabulary.name(row, arabic: true))),
            ("time", .string(text.iso8601(next.time))),
            ("iqama", row.iqama.map { .string(text.iso8601($0)) } ?? .null),
            ("date", .string(next.date.description)),
            ("secondsRemaining", .number(remaining.rounded(.down))),
            ("remaining", .string(TimeText.duration(remaining))),
            ("now", .string(text.iso8601(now))),
            ("timezone", .string(settings.location.timeZone.identifier)),
            ("locationName", .string(settings.location.name)),
            ("defaultLocation", .bool(settings.location.isDefault)),
        ])
    }

    /// Qibla bearing rounded to hundredths of a degree.
    public static func qibla(_ location: LocationSettings) -> Double {
        (Qibla.bearing(latitude: location.latitude, longitude: location.longitude) * 100).rounded() / 100
    }

}
