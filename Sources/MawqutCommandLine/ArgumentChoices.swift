import ArgumentParser
import MosqueSettings
import PrayerCalc
import Scripture

// Options with fixed choices are parsed, listed in --help and completed by the
// shell completions through swift-argument-parser (a bad value exits 64, naming
// the option and the choices).
extension CalculationMethod: ExpressibleByArgument {}
extension AsrSchool: ExpressibleByArgument {}
extension HighLatitudeRule: ExpressibleByArgument {}
extension Rounding: ExpressibleByArgument {}
extension ScreenPowerSchedule: ExpressibleByArgument {}
extension HadithNumberingKind: ExpressibleByArgument {}

extension GuidePrayer: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension GuideTradition: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

/// A prayer with an adhan, for `play --adhan`.
public enum AdhanPrayer: String, CaseIterable, ExpressibleByArgument {
    case fajr, dhuhr, asr, maghrib, isha

    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }

    // invariant: every case is named as a Prayer
    public var prayer: Prayer { Prayer(rawValue: rawValue)! }
}

/// One of the six books, by its sunnah.com id, for `--collection`.
public struct HadithCollectionID: ExpressibleByArgument {
    public let id: String

    public init?(argument: String) {
        guard HadithCollection.sixBookIDs.contains(argument.lowercased()) else { return nil }
        id = argument.lowercased()
    }

    public static var allValueStrings: [String] { HadithCollection.sixBookIDs }
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
