/// The method to suggest for a country, by ISO 3166 code, when a display is set up.
///
/// A suggestion, not a ruling: the mosque's own timetable decides. Where a country
/// has its own authority among the presets, that authority (its name says whose it
/// is: `displayName`). Otherwise the regions the references name: Pakistan,
/// Bangladesh, India and Afghanistan the University of Islamic Sciences, Karachi, and
/// Bahrain and Oman the Gulf's fixed 90-minute Isha (Arabeyes ITL, prayertime/doc/
/// method-info.md, "Used in"); the United States and Canada the Islamic Society of
/// North America, and the United Kingdom the Moonsighting Committee (the Adhan
/// library's README, "Calculation Methods"); everywhere else the Muslim World League,
/// which both references list for Europe and the Far East.
extension CalculationMethod {
    static let countryAuthorities: [String: CalculationMethod] = [
        "SA": .ummAlQura, "EG": .egypt, "IR": .tehran, "AE": .dubai, "KW": .kuwait, "QA": .qatar, "SG": .singapore,
        "TR": .turkey, "FR": .france, "RU": .russia, "MY": .jakim, "ID": .kemenag, "TN": .tunisia, "DZ": .algeria,
        "MA": .morocco, "JO": .jordan, "PT": .portugal,
        "PK": .karachi, "BD": .karachi, "IN": .karachi, "AF": .karachi, "BH": .gulf, "OM": .gulf,
        "US": .isna, "CA": .isna, "GB": .moonsightingCommittee,
    ]

    /// The preset to suggest for the country with this ISO 3166-1 alpha-2 code.
    public static func suggested(forCountry code: String) -> CalculationMethod {
        countryAuthorities[code.uppercased()] ?? .mwl
    }
}
