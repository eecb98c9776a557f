import ArgumentParser
import Foundation
import KioskCore
import MawqutCommon
import PrayerCalc

/// `--config` and the location and method overrides every command accepts.
public struct CalculationOptions: ParsableArguments {
    public init() {}

    @Option(name: .long, help: ArgumentHelp("Configuration file (default: $XDG_CONFIG_HOME/mawqut/config.json).", valueName: "path"))
    public var config: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Latitude in degrees, north positive (-90 to 90).", valueName: "degrees"))
    public var latitude: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Longitude in degrees, east positive (-180 to 180).", valueName: "degrees"))
    public var longitude: Double?

    @Option(help: ArgumentHelp("IANA time zone, for example Europe/London.", valueName: "zone"))
    public var timezone: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Elevation in metres (lowers the horizon for Sunrise and Maghrib).", valueName: "metres"))
    public var elevation: Double?

    @Option(help: ArgumentHelp("Calculation method.", valueName: "method"))
    public var method: CalculationMethod?

    @Option(help: ArgumentHelp("Asr school.", valueName: "school"))
    public var asr: AsrSchool?

    @Option(name: .customLong("high-latitude-rule"),
            help: ArgumentHelp("Rule for Fajr and Isha at high latitudes.", valueName: "rule"))
    public var highLatitudeRule: HighLatitudeRule?

    @Option(help: ArgumentHelp("Rounding of times (none keeps seconds).", valueName: "mode"))
    public var rounding: Rounding?

    /// Whether any location or method flag overrides the configuration file.
    public var hasOverrides: Bool {
        latitude != nil || longitude != nil || timezone != nil || elevation != nil || method != nil || asr != nil
            || highLatitudeRule != nil || rounding != nil
    }

    /// The configuration with the command-line overrides applied.
    public func settings() throws -> Settings {
        try settings(over: ConfigFile.load(explicitPath: config))
    }

    /// `base` with the command-line overrides applied.
    public func settings(over base: Settings) throws -> Settings {
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
    public func calculator() throws -> (Settings, PrayerTimeCalculator) {
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
public struct ClockOptions: ParsableArguments {
    public init() {}

    @Option(help: ArgumentHelp("Treat this ISO-8601 instant (with offset) as now, for scripts and tests.", valueName: "instant"))
    public var now: String?

    public func current() throws -> Date {
        guard let now else { return Date() }
        guard let date = TimeText.parseInstant(now) else {
            throw CLIError.argument("--now: expected an ISO-8601 instant such as 2026-03-08T05:31:00-05:00, got \"\(now)\"")
        }
        return date
    }
}
