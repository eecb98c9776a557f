import ArgumentParser
import Foundation
import KioskApp
import KioskCore
import MawqutCommon
import PrayerCalc

/// `--config` and the location and method overrides every command accepts.
struct CalculationOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Configuration file (default: $XDG_CONFIG_HOME/mawqut/config.json).", valueName: "path"))
    var config: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Latitude in degrees, north positive (-90 to 90).", valueName: "degrees"))
    var latitude: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Longitude in degrees, east positive (-180 to 180).", valueName: "degrees"))
    var longitude: Double?

    @Option(help: ArgumentHelp("IANA time zone, for example Europe/London.", valueName: "zone"))
    var timezone: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Elevation in metres (lowers the horizon for Sunrise and Maghrib).", valueName: "metres"))
    var elevation: Double?

    @Option(help: ArgumentHelp("Calculation method.", valueName: "method"))
    var method: CalculationMethod?

    @Option(help: ArgumentHelp("Asr school.", valueName: "school"))
    var asr: AsrSchool?

    @Option(name: .customLong("high-latitude-rule"),
            help: ArgumentHelp("Rule for Fajr and Isha at high latitudes.", valueName: "rule"))
    var highLatitudeRule: HighLatitudeRule?

    @Option(help: ArgumentHelp("Rounding of times (none keeps seconds).", valueName: "mode"))
    var rounding: Rounding?

    /// Whether any location or method flag overrides the configuration file.
    var hasOverrides: Bool {
        latitude != nil || longitude != nil || timezone != nil || elevation != nil || method != nil || asr != nil
            || highLatitudeRule != nil || rounding != nil
    }

    /// The configuration with the command-line overrides applied.
    func settings() throws -> Settings {
        try settings(over: ConfigFile.load(explicitPath: config))
    }

    /// `base` with the command-line overrides applied.
    func settings(over base: Settings) throws -> Settings {
        var settings = base
        if let latitude {
            guard (-90...90).contains(latitude) else { throw CLIError.argument("--latitude: expected a number from -90 to 90, got \(latitude)") }
            settings.location.latitude = latitude
        }
        if let longitude {
            guard (-180...180).contains(longitude) else { throw CLIError.argument("--longitude: expected a number from -180 to 180, got \(longitude)") }
            settings.location.longitude = longitude
        }
        if let timezone {
            guard let zone = TimeZoneName.zone(timezone) else {
                throw CLIError.argument("--timezone: expected an IANA time zone such as Europe/London, got \"\(timezone)\"")
            }
            settings.location.timeZone = zone
        }
        if latitude != nil || longitude != nil {
            if settings.location.isDefault {
                guard timezone != nil else {
                    throw CLIError.argument("--timezone: required with --latitude or --longitude when no location is configured")
                }
                settings.location.name = "\(NumberText.fixed(settings.location.latitude, decimals: 4)), \(NumberText.fixed(settings.location.longitude, decimals: 4))"
                settings.location.isDefault = false
            } else {
                settings.location.name += " (coordinates from the command line)"
            }
        }
        if let elevation {
            guard (-500...10_000).contains(elevation) else { throw CLIError.argument("--elevation: expected metres from -500 to 10000, got \(elevation)") }
            settings.location.elevation = elevation
        }
        if let method {
            guard method != .custom || settings.calculation.customParameters != nil else {
                throw CLIError.argument("--method: custom needs its angles in the configuration file (calculation.custom)")
            }
            settings.calculation.method = method
        }
        if let asr { settings.calculation.asrSchool = asr }
        if let highLatitudeRule { settings.calculation.highLatitudeRule = highLatitudeRule }
        if let rounding { settings.calculation.roundingOverride = rounding }
        return settings
    }

    /// The settings and a calculator for them.
    func calculator() throws -> (Settings, PrayerTimeCalculator) {
        let settings = try settings()
        do {
            return (settings, try PrayerTimeCalculator(location: settings.location.calculationLocation,
                                                       settings: settings.calculation))
        } catch {
            throw CLIError.argument(error.description)
        }
    }
}

/// `--now`: the instant to treat as the present, for scripts and tests.
struct ClockOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Treat this ISO-8601 instant (with offset) as now, for scripts and tests.", valueName: "instant"))
    var now: String?

    func current() throws -> Date {
        guard let now else { return Date() }
        guard let date = TimeText.parseInstant(now) else {
            throw CLIError.argument("--now: expected an ISO-8601 instant such as 2026-03-08T05:31:00-05:00, got \"\(now)\"")
        }
        return date
    }
}
