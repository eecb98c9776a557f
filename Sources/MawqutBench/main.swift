import Foundation
import PrayerCalc

/// Computes a year of daily prayer times for 100 places spread over the inhabited
/// latitudes and prints the cost per day computed. Run with `make bench`.
let placeCount = 100
let year = 2026
let days = CivilDate(year: year, month: 12, day: 31)!.dayOfYear

var calculators: [PrayerTimeCalculator] = []
for index in 0..<placeCount {
    let latitude = -55.0 + 120.0 * Double(index) / Double(placeCount - 1)
    let longitude = -179.0 + Double((index * 37) % 358)
    let zone = TimeZone(secondsFromGMT: Int((longitude / 15).rounded()) * 3600)!
    let methods = CalculationMethod.allCases.filter { $0 != .custom }
    let settings = CalculationSettings(method: methods[index % methods.count],
                                       asrSchool: index.isMultiple(of: 2) ? .standard : .hanafi)
    calculators.append(try PrayerTimeCalculator(location: Location(latitude: latitude, longitude: longitude, timeZone: zone),
                                                settings: settings))
}

let start = DispatchTime.now().uptimeNanoseconds
var checksum = 0.0
for calculator in calculators {
    var date = CivilDate(year: year, month: 1, day: 1)!
    for _ in 0..<days {
        checksum += calculator.times(on: date).isha.timeIntervalSince1970
        date = date.adding(days: 1)
    }
}
let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
let computed = placeCount * days
print("computed \(computed) days (\(placeCount) places x \(days) days) in \(String(format: "%.3f", elapsed)) s")
print("cost per day computed: \(String(format: "%.1f", elapsed / Double(computed) * 1e6)) µs")
// Printing a value derived from every result keeps the optimiser from skipping the work.
print("checksum: \(Int(checksum) % 1000)")
