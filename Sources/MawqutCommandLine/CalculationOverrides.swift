import FileFormats
import FoundationEssentials
import MawqutCommon
import MosqueSettings
import PrayerCalc
import ZoneInfo

/// `--config` and the location and method overrides as plain values: what
/// `CalculationOptions` parses, and what `QuickArguments` reads for the quick commands.
public struct CalculationOverrides: Equatable, Sendable {
    public var config: String?
    public var latitude: Double?
    public var longitude: Double?
    public var timezone: String?
    public var elevation: Double?
    public var method: CalculationMethod?
    public var asr: AsrSchool?
    public var highLatitudeRule: HighLatitudeRule?
    public var rounding: Rounding?

    public init(config: String? = nil, latitude: Double? = nil, longitude: Double? = nil, timezone: String? = nil, elevation: Double? = nil,
                method: CalculationMethod? = nil, asr: AsrSchool? = nil, highLatitudeRule: HighLatitudeRule? = nil, rounding: Rounding? = nil) {
        self.config = config
        self.latitude = latitude
        self.longitude = longitude
        self.timezone = timezone
        self.elevation = elevation
        self.method = method
        self.asr = asr
        self.highLatitudeRule = highLatitudeRule
        self.rounding = rounding
    }

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
            guard let zone = Zone(identifier: timezone) else {
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
