import FileFormats
import Foundation
import MosqueSettings
import Testing

struct NumberTextTests {
    /// printf's `%.Nf`, without its negative zero.
    static func printf(_ value: Double, _ decimals: Int) -> String {
        let text = String(format: "%.\(decimals)f", value)
        return text.hasPrefix("-") && text.allSatisfy({ "-0.".contains($0) }) ? String(text.dropFirst()) : text
    }

    /// Longitudes every 0.0137° (many land on decimal ties such as -179.315), 50,000
    /// random values and edge cases print as `%.Nf` prints them, with 0, 2 and 4 decimals.
    @Test func fixedDecimalsMatchPrintfOverCoordinatesAndRandomValues() {
        var generator = SystemRandomNumberGenerator()
        let grid = stride(from: -180.0, through: 180.0, by: 0.0137).map { $0 }
        let random = (0..<50_000).map { _ in Double.random(in: -1_000...1_000, using: &generator) }
        var checked = 0
        for value in grid + random + [0, -0.0, -0.00004, 0.00005, 0.5, 1.5, 2.5, -2.5, 359.999_99, -89.999_996] {
            for decimals in [0, 2, 4] {
                #expect(NumberText.fixed(value, decimals: decimals) == Self.printf(value, decimals), "\(value) with \(decimals) decimals")
                checked += 1
            }
        }
        #expect(checked > 150_000)
    }

    @Test func clockPartsArePaddedWithZeros() {
        #expect(NumberText.zeroPadded(5) == "05" && NumberText.zeroPadded(12) == "12" && NumberText.zeroPadded(7, digits: 4) == "0007"
                    && NumberText.zeroPadded(12_345, digits: 4) == "12345")
        #expect(TimeText.duration(3_660) == "1h 01m" && TimeText.duration(59 * 60) == "59m")
    }

    @Test func arabicIndicDigitsReplaceOnlyTheDigits() {
        #expect(NumberText.arabicIndicDigits("05:29 ص") == "٠٥:٢٩ ص")
        #expect(NumberText.extendedArabicIndicDigits("1448-06-18 04:56") == "۱۴۴۸-۰۶-۱۸ ۰۴:۵۶")
    }

    /// Each `display.digits` style writes the digits CLDR's numbering system of that name
    /// has (latn, arab, arabext: common/supplemental/numberingSystems.xml), and nothing else.
    @Test func eachDigitStyleWritesItsNumberingSystemsDigits() {
        #expect(DigitStyle.latin.write("0123456789 AM") == "0123456789 AM")
        #expect(DigitStyle.arabic.write("0123456789 AM") == "٠١٢٣٤٥٦٧٨٩ AM")
        #expect(DigitStyle.extendedArabic.write("0123456789 AM") == "۰۱۲۳۴۵۶۷۸۹ AM")
        #expect(DigitStyle(rawValue: "extended-arabic") == .extendedArabic)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: NumberTextTests.numberingSystems)))
    func theDigitStylesAreCLDRsNumberingSystems() throws {
        let text = try String(contentsOfFile: Self.numberingSystems, encoding: .utf8)
        for (style, id) in [(DigitStyle.latin, "latn"), (.arabic, "arab"), (.extendedArabic, "arabext")] {
            let line = try #require(text.split(separator: "\n").first { $0.contains("id=\"\(id)\"") })
            let digits = try #require(line.split(separator: "digits=\"").last?.prefix(10))
            #expect(style.write("0123456789") == String(digits), "\(style) against CLDR's \(id)")
        }
    }

    /// Debian's unicode-cldr-core (installed by make test).
    static let numberingSystems = "/usr/share/unicode/cldr/common/supplemental/numberingSystems.xml"
}
