import Testing
@testable import PrayerCalc

struct MethodSuggestionTests {
    @Test(arguments: [("SA", CalculationMethod.ummAlQura), ("ma", .morocco), ("PK", .karachi), ("GB", .moonsightingCommittee),
                      ("US", .isna), ("OM", .gulf), ("DE", .mwl), ("", .mwl)])
    func aCountryGetsItsOwnAuthorityOrTheRegionsElseTheMuslimWorldLeague(_ code: String, _ method: CalculationMethod) {
        #expect(CalculationMethod.suggested(forCountry: code) == method)
    }

    @Test func everyCountryWithItsOwnAuthorityIsSuggestedThatAuthority() {
        // Each national preset is reached from its country.
        for method in [CalculationMethod.ummAlQura, .egypt, .tehran, .dubai, .kuwait, .qatar, .singapore, .turkey, .france, .russia,
                       .jakim, .kemenag, .tunisia, .algeria, .morocco, .jordan, .portugal] {
            #expect(CalculationMethod.countryAuthorities.values.contains(method), "\(method)")
        }
    }
}
