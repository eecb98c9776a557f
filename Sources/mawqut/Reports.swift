import Foundation
import KioskApp
import KioskCore
import PrayerCalc

/// The JSON shapes the commands print (the contract scripts rely on).
enum Reports {
    /// Fields shared by `times` and `timetable`: place and calculation.
    static func header(_ settings: Settings) -> [(String, OrderedJSON)] {
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
            ("rounding", .string(calculation.rounding.rawValue)),
            ("locationName", .string(location.name)),
            ("defaultLocation", .bool(location.isDefault)),
        ]
    }

    /// `times`, `estimated` and `hijri` of one day.
    static func day(_ times: DayTimes, text: TimeText) -> [(String, OrderedJSON)] {
        [
            ("times", .object(TimeName.allCases.map { ($0.rawValue, .string(text.iso8601(times[$0]))) })),
            ("estimated", .array(times.estimated.map { .string($0.rawValue) })),
            ("hijri", hijri(times.hijri)),
        ]
    }

    static func hijri(_ date: HijriDate) -> OrderedJSON {
        .object([
            ("year", .number(Double(date.year))),
            ("month", .number(Double(date.month))),
            ("day", .number(Double(date.day))),
            ("monthName", .string(date.monthName)),
            ("monthNameArabic", .string(date.monthNameArabic)),
        ])
    }

    /// Qibla bearing rounded to hundredths of a degree.
    static func qibla(_ location: LocationSettings) -> Double {
        (Qibla.bearing(latitude: location.latitude, longitude: location.longitude) * 100).rounded() / 100
    }

    /// `Saturday 21 November 2026`.
    static func longDate(_ date: CivilDate) -> String {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        return "\(date.weekdayName) \(date.day) \(months[date.month - 1]) \(date.year)"
    }

    /// `11 Jumada al-Akhirah 1448 AH`.
    static func hijriText(_ date: HijriDate) -> String {
        "\(date.day) \(date.monthName) \(date.year) AH"
    }

    /// One line describing the calculation.
    static func methodLine(_ settings: Settings) -> String {
        let calculation = settings.calculation
        return "Method: \(calculation.method.rawValue) (\(calculation.method.displayName)) · Asr: \(calculation.asrSchool.rawValue)"
            + " · High latitudes: \(calculation.highLatitudeRule.rawValue) · Rounding: \(calculation.rounding.rawValue)"
    }

    /// Line naming the place, its zone, and whether it is the built-in default.
    static func placeLine(_ settings: Settings) -> String {
        let location = settings.location
        let coordinates = "\(NumberText.fixed(location.latitude, decimals: 4)), \(NumberText.fixed(location.longitude, decimals: 4))"
        let place = location.label == coordinates ? coordinates : "\(location.label) · \(coordinates)"
        var line = "\(place) · \(location.timeZone.identifier)"
        if location.isDefault { line += "\n(Set your own location in \(ConfigFile.defaultPath) or with --latitude, --longitude and --timezone.)" }
        return line
    }
}
