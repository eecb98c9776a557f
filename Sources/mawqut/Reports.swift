import FileFormats
import FoundationEssentials
import MawqutCommandLine
import MawqutCommon
import MosqueSettings
import PrayerCalc

/// The JSON shapes the commands print (the contract scripts rely on).
enum Reports {
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
            + " · High latitudes: \(calculation.highLatitudeRule.rawValue) · Rounding: \(calculation.rounding.summary)"
    }

    /// Line naming the place, its zone, and whether it is the built-in default.
    static func placeLine(_ settings: Settings) -> String {
        let location = settings.location
        let coordinates = "\(NumberText.fixed(location.latitude, decimals: 4)), \(NumberText.fixed(location.longitude, decimals: 4))"
        let place = location.label == coordinates ? coordinates : "\(location.label) · \(coordinates)"
        var line = "\(place) · \(location.timeZone.identifier)"
        if let zone = settings.calculation.zone {
            line += "\nZone: \(zone.label), the authority's times at its point "
                + "\(NumberText.fixed(zone.latitude, decimals: 4)), \(NumberText.fixed(zone.longitude, decimals: 4))"
            if let note = zone.note { line += "\n(\(note).)" }
        }
        if location.isDefault { line += "\n(Set your own location in \(ConfigFile.defaultPath) or with --latitude, --longitude and --timezone.)" }
        return line
    }
}
