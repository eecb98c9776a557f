import FoundationEssentials

/// The six daily times shown on a timetable: the five prayers and sunrise.
public enum Prayer: String, CaseIterable, Sendable, Codable, Comparable {
    case fajr, sunrise, dhuhr, asr, maghrib, isha

    /// English name.
    public var englishName: String {
        switch self {
        case .fajr: "Fajr"
        case .sunrise: "Sunrise"
        case .dhuhr: "Dhuhr"
        case .asr: "Asr"
        case .maghrib: "Maghrib"
        case .isha: "Isha"
        }
    }

    /// Arabic name in logical order (الفجر, الشروق, الظهر, العصر, المغرب, العشاء).
    public var arabicName: String {
        switch self {
        case .fajr: "الفجر"
        case .sunrise: "الشروق"
        case .dhuhr: "الظهر"
        case .asr: "العصر"
        case .maghrib: "المغرب"
        case .isha: "العشاء"
        }
    }

    /// Whether an adhan is called for it (every time except sunrise).
    public var hasAdhan: Bool { self != .sunrise }

    public static func < (lhs: Prayer, rhs: Prayer) -> Bool {
        // invariant: every prayer is in allCases
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Every instant a day's timetable carries, named as in the `times` JSON output.
public enum TimeName: String, CaseIterable, Sendable, Codable {
    case imsak, fajr, sunrise, dhuhr, asr, maghrib, isha, midnight, lastThird
}
