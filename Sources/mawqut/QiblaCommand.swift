import ArgumentParser
import FileFormats
import FoundationEssentials
import MawqutCommandLine
import MawqutCommon
import PrayerCalc

struct QiblaCommand: QuickCommand {
    static let configuration = CommandConfiguration(
        commandName: "qibla",
        abstract: "Print the direction of the Kaaba from the location.")

    @OptionGroup var options: CalculationOptions

    @Flag(help: "Print one JSON object.")
    var json = false

    var request: OneShotRequest { OneShotRequest(overrides: options.overrides, json: json) }

    static let quickOptions = QuickOption.calculation + QuickOption.json

    static func perform(_ request: OneShotRequest) throws {
        let settings = try request.overrides.settings()
        let bearing = TimesJSON.qibla(settings.location)
        if request.json {
            let object: OrderedJSON = .object([
                ("latitude", .number(settings.location.latitude)),
                ("longitude", .number(settings.location.longitude)),
                ("qibla", .number(bearing)),
                ("compass", .string(Self.compassPoint(bearing))),
                ("locationName", .string(settings.location.name)),
                ("defaultLocation", .bool(settings.location.isDefault)),
            ])
            Console.print(object.rendered)
        } else {
            Console.print("Qibla from \(settings.location.label): \(NumberText.fixed(bearing, decimals: 2))° from true north (\(Self.compassPoint(bearing)))")
        }
    }

    /// The nearest of the sixteen compass points.
    static func compassPoint(_ bearing: Double) -> String {
        let points = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]
        return points[Int((bearing / 22.5).rounded()) % 16]
    }
}
