import ArgumentParser
import FoundationEssentials
import MawqutCommon
import MosqueSettings
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

    /// The options as plain values, the form the commands work with.
    public var overrides: CalculationOverrides {
        CalculationOverrides(config: config, latitude: latitude, longitude: longitude, timezone: timezone, elevation: elevation,
                             method: method, asr: asr, highLatitudeRule: highLatitudeRule, rounding: rounding)
    }

    /// Whether any location or method flag overrides the configuration file.
    public var hasOverrides: Bool { overrides.hasOverrides }

    /// The configuration with the command-line overrides applied.
    public func settings() throws -> Settings { try overrides.settings() }

    /// `base` with the command-line overrides applied.
    public func settings(over base: Settings) throws -> Settings { try overrides.settings(over: base) }

    /// The settings and a calculator for them.
    public func calculator() throws -> (Settings, PrayerTimeCalculator) { try overrides.calculator() }
}

/// `--now`: the instant to treat as the present, for scripts and tests.
public struct ClockOptions: ParsableArguments {
    public init() {}

    @Option(help: ArgumentHelp("Treat this ISO-8601 instant (with offset) as now, for scripts and tests.", valueName: "instant"))
    public var now: String?

    /// The instant `--now` names, or the present.
    public func current() throws -> Date { try Self.instant(now) }

    /// The instant `text` names (the value of `--now`), or the present when there is none.
    public static func instant(_ text: String?) throws -> Date {
        guard let text else { return Date() }
        guard let date = TimeText.parseInstant(text) else {
            throw CLIError.argument("--now: expected an ISO-8601 instant such as 2026-03-08T05:31:00-05:00, got \"\(text)\"")
        }
        return date
    }
}
