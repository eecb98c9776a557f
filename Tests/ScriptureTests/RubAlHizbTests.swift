import Foundation
import Testing
@testable import Scripture

/// The 240 quarters (rubʿ al-ḥizb) and 60 ahzab: the table agrees with the juz
/// table, with the surahs' lengths, and — where `make test` fetched quran-text's
/// Madinah mushaf — with every ۞ the mushaf prints.
struct RubAlHizbTests {
    static let layoutFile = ProcessInfo.processInfo.environment["MAWQUT_QURAN_LAYOUT"].map(URL.init(fileURLWithPath:))

    @Test func theTableHas240RisingStartsAndEveryEighthStartsAJuz() {
        let starts = RubAlHizb.starts
        #expect(starts.count == RubAlHizb.rubCount)
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 })
        #expect(stride(from: 0, to: starts.count, by: 8).map { starts[$0] } == Juz.starts)
        #expect(starts.first == AyahReference(surah: 1, ayah: 1))
    }

    @Test func hizbTwoStartsAt2_75AndEachAyahKnowsItsQuarter() {
        #expect(RubAlHizb.start(ofRub: RubAlHizb.quarters(ofHizb: 2).lowerBound) == AyahReference(surah: 2, ayah: 75))
        #expect(RubAlHizb.quarters(ofHizb: 60) == 237...240)
        #expect(RubAlHizb.rub(of: AyahReference(surah: 2, ayah: 74)) == 4)
        #expect(RubAlHizb.rub(of: AyahReference(surah: 2, ayah: 75)) == 5)
        #expect(RubAlHizb.hizb(of: AyahReference(surah: 2, ayah: 75)) == 2)
        #expect(RubAlHizb.rub(of: AyahReference(surah: 114, ayah: 6)) == 240)
        #expect(RubAlHizb.hizb(of: AyahReference(surah: 114, ayah: 6)) == 60)
        #expect(RubAlHizb.end(ofRub: 240) == nil && RubAlHizb.end(ofRub: 1) == AyahReference(surah: 2, ayah: 26))
        for (index, start) in RubAlHizb.starts.enumerated() {
            #expect(RubAlHizb.rub(of: start) == index + 1)
        }
    }

    @Test func hizbAndRubAreReadAsDivisionsAndOutOfRangeIsRefused() {
        #expect(QuranDivision("hizb 5") == .hizb(5))
        #expect(QuranDivision("hizb:60") == .hizb(60))
        #expect(QuranDivision("rub:17") == .rub(17))
        #expect(QuranDivision("rub' 240") == .rub(240))
        #expect(QuranDivision("Rubʿ 1") == .rub(1))
        #expect(QuranDivision("hizb 61") == nil && QuranDivision("rub 0") == nil && QuranDivision("rub 241") == nil)
        #expect(QuranDivision(QuranDivision.rub(17).description) == .rub(17))
    }

    /// The mushaf prints ۞ before the first word of every quarter that does not open a
    /// surah; where a quarter opens a surah the surah's heading marks it instead.
    @Test(.enabled(if: layoutFile != nil, "quran-text's hafs.json (make test fetches it)"))
    func everyQuarterSignOfTheMadinahMushafIsAStartInTheTableAndNoOtherStartLacksOne() throws {
        let file = try #require(Self.layoutFile)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let ayahStarts = try #require(root["ayah_starts"] as? [Int])
        let surahs = try #require(root["surahs"] as? [[String: Any]])
        let types = try #require(root["mark_types"] as? [[String: Any]])
        let marks = try #require(root["marks"] as? [[Int]])
        let quarterType = try #require(types.firstIndex { $0["sign"] as? String == "\u{06DE}" })
        let references = surahs.enumerated().flatMap { index, surah in
            (1...(surah["ayah_count"] as? Int ?? 0)).map { AyahReference(surah: index + 1, ayah: $0) }
        }
        let signed = Set(marks.filter { $0.count == 2 && $0[1] == quarterType }.map { mark in
            references[(ayahStarts.lastIndex { $0 <= mark[0] } ?? 0)]
        })
        let inTable = Set(RubAlHizb.starts.filter { $0.ayah != 1 })
        #expect(signed.count == 199)
        let comment = "signed, not in the table: \(signed.subtracting(inTable).sorted()); in the table, not signed: \(inTable.subtracting(signed).sorted())"
        #expect(signed == inTable, "\(comment)")
    }
}

/// An ayah's number and the signs between its words are bound to their words, so a
/// wrap at a space never parts them.
struct AyahMarkerBindingTests {
    static let noBreak = String(AyahMarker.noBreakSpace)

    @Test func theNumberIsBoundToTheLastWord() {
        #expect(AyahMarker.appended(to: "ٱللَّهُ ٱلصَّمَدُ", number: 2) == "ٱللَّهُ ٱلصَّمَدُ" + Self.noBreak + AyahMarker.text(2))
    }

    @Test func aPauseMarkAndTheSajdaSignGoWithTheWordBeforeThemAndTheQuarterSignWithTheWordAfter() {
        let text = "۞ وَإِذْ قُلْنَا ۗ وَلَهُۥ يَسْجُدُونَ ۩"
        let bound = AyahMarker.appended(to: text, number: 206)
        #expect(AyahMarker.words(of: bound) == [
            "۞" + Self.noBreak + "وَإِذْ", "قُلْنَا" + Self.noBreak + "ۗ",
            "وَلَهُۥ", "يَسْجُدُونَ" + Self.noBreak + "۩" + Self.noBreak + AyahMarker.text(206),
        ])
        // Nothing is lost or added but the number.
        let spaced = String(String.UnicodeScalarView(bound.unicodeScalars.map { $0 == "\u{00A0}" ? " " : $0 }))
        #expect(spaced == text + " " + AyahMarker.text(206))
    }
}
