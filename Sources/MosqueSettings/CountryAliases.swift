import FileFormats
import FoundationEssentials

/// Names people type for a country that are neither its ISO 3166-1 alpha-2 code nor
/// part of the name the city data gives it ("United Kingdom", "United States",
/// "United Arab Emirates"): "london, uk", "new york, usa", "dubai, uae".
///
/// Sources: the ISO 3166-1 alpha-3 codes of these countries (GBR, USA, ARE, SAU);
/// the English short and variant names of Unicode CLDR's territory list
/// (common/main/en.xml: GB "UK", MM "Burma", CI "Ivory Coast", CZ "Czech Republic",
/// TL "East Timor", TR "Turkey"); and the abbreviations in everyday English use for
/// the United Arab Emirates (UAE) and the Kingdom of Saudi Arabia (KSA). The four
/// nations of the United Kingdom are GeoNames' GB.
public enum CountryAliases {
    static let codes: [String: String] = [
        "uk": "GB", "gbr": "GB", "britain": "GB", "great britain": "GB", "england": "GB", "scotland": "GB", "wales": "GB",
        "northern ireland": "GB",
        "usa": "US", "america": "US", "united states of america": "US",
        "uae": "AE", "are": "AE", "emirates": "AE",
        "ksa": "SA", "sau": "SA",
        "burma": "MM", "ivory coast": "CI", "czech republic": "CZ", "east timor": "TL", "turkey": "TR",
    ]

    /// The ISO 3166-1 alpha-2 code a typed name stands for, or nil when it is not one
    /// of these (case and surrounding spaces do not matter).
    public static func code(for typed: String) -> String? {
        codes[typed.trimmingBlanks().lowercased()]
    }
}
