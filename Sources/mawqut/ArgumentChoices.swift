import ArgumentParser
import PrayerCalc

// Options with fixed choices are parsed, listed in --help and completed by the
// shell completions through swift-argument-parser (a bad value exits 64, naming
// the option and the choices).
extension CalculationMethod: ExpressibleByArgument {}
extension AsrSchool: ExpressibleByArgument {}
extension HighLatitudeRule: ExpressibleByArgument {}
extension Rounding: ExpressibleByArgument {}
