import FileFormats
import FoundationEssentials
import PrayerCalc

/// The Aladhan prayer-times service (api.aladhan.com): its method numbers, the
/// calendar request for a month, and its JSON answer turned into timetable days.
public enum AladhanResponse {
    /// Aladhan's method ids for Mawqut's presets (the service's published list);
    /// nil for presets it does not offer.
    public static func methodID(_ method: CalculationMethod) -> Int? {
        switch method {
        case .jafari: 0
        case .karachi: 1
        case .isna: 2
        case .mwl: 3
        case .ummAlQura: 4
        case .egypt: 5
        case .tehran: 7
        case .gulf: 8
        case .kuwait: 9
        case .qatar: 10
        case .singapore: 11
        case .france: 12
        case .turkey: 13
        case .russia: 14
        case .moonsightingCommittee: 15
        case .dubai: 16
        case .jakim: 17
        case .tunisia: 18
        case .algeria: 19
        case .kemenag: 20
        case .morocco: 21
        case .portugal: 22
        case .jordan: 23
        case .custom: nil
        }
    }

    /// The path and query of the calendar request for a month.
    public static func calendarPath(year: Int, month: Int, settings: Settings) -> String? {
        guard let method = methodID(settings.calculation.method) else { return nil }
        let location = settings.location
        let calculation = settings.calculation
        var query = "latitude=\(location.latitude)&longitude=\(location.longitude)"
            + "&method=\(method)&school=\(calculation.asrSchool == .hanafi ? 1 : 0)"
            + "&shafaq=\(calculation.shafaq.rawValue)&adjustment=\(calculation.hijriAdjustment)"
        if let rule = latitudeAdjustmentMethod(calculation.highLatitudeRule, latitude: location.latitude) {
            query += "&latitudeAdjustmentMethod=\(rule)"
        }
        return "/v1/calendar/\(year)/\(month)?" + query
    }

    /// Aladhan's `latitudeAdjustmentMethod`: 1 middle of the night, 2 one seventh,
    /// 3 angle based (the service's API documentation); nil for `none`, which it does not offer.
    static func latitudeAdjustmentMethod(_ rule: HighLatitudeRule, latitude: Double) -> Int? {
        switch rule.resolved(forLatitude: latitude) {
        case .middleOfTheNight: 1
        case .seventhOfTheNight: 2
        case .twilightAngle: 3
        case .none, .auto: nil
        }
    }

    /// The settings the service cannot honour, as configuration keys with the
    /// reason, for the status line and `mawqut doctor`. The service takes the method,
    /// the Asr school, shafaq, the high-latitude rule (not `none`) and the Hijri
    /// adjustment; it has no elevation, no rounding choice, no way to turn off Umm
    /// al-Qura's Ramadan Isha, and its `tune` replaces the offsets some methods
    /// carry (Morocco, Portugal, Dubai, Turkey), so your own adjustments are not sent.
    public static func unsupported(by settings: Settings) -> [String] {
        let calculation = settings.calculation
        var keys: [String] = []
        if calculation.method == .custom { keys.append("calculation.method custom (the service has no custom angles here)") }
        if calculation.highLatitudeRule.resolved(forLatitude: settings.location.latitude) == .none {
            keys.append("calculation.highLatitudeRule none")
        }
        if calculation.adjustments != PrayerAdjustments() { keys.append("calculation.adjustments") }
        if calculation.roundingOverride != nil { keys.append("calculation.rounding") }
        if settings.location.elevation != 0 { keys.append("location.elevation") }
        if calculation.method == .ummAlQura && !calculation.ummAlQuraRamadanIsha { keys.append("calculation.ummAlQuraRamadanIsha false") }
        return keys
    }

    /// Why an answer could not be used.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// Days from a calendar answer: `{"code":200,"data":[{"timings":{"Fajr":"05:29 (EST)",…},
    /// "date":{"gregorian":{"date":"21-11-2026"}}}, …]}`.
    public static func parse(_ data: Data) throws(Problem) -> [TimetableDay] {
        guard let root = try? JSONValue.parseData(data), root.object != nil else {
            throw Problem(message: "the answer is not JSON")
        }
        guard root["code"]?.int == 200, let days = root["data"]?.array, !days.isEmpty else {
            throw Problem(message: "the answer is not a calendar (code \(root["code"].map(\.quoted) ?? "missing"))")
        }
        let names: [Prayer: String] = [.fajr: "Fajr", .sunrise: "Sunrise", .dhuhr: "Dhuhr", .asr: "Asr", .maghrib: "Maghrib", .isha: "Isha"]
        return try days.map { (entry: JSONValue) throws(Problem) -> TimetableDay in
            guard let timings = entry["timings"]?.object, let text = entry["date"]?["gregorian"]?["date"]?.string else {
                throw Problem(message: "a day without timings or date")
            }
            let parts = text.split(separator: "-")
            guard parts.count == 3, let date = CivilDate(iso: "\(parts[2])-\(parts[1])-\(parts[0])") else {
                throw Problem(message: "unreadable date \"\(text)\"")
            }
            var times: [Prayer: ClockTime] = [:]
            for (prayer, name) in names {
                guard let value = timings[name]?.string, let time = ClockTime(String(value.prefix(5))) else {
                    throw Problem(message: "\(date): \(name) missing or unreadable")
                }
                times[prayer] = time
            }
            return TimetableDay(date: date, times: times, iqama: [:])
        }
    }
}
