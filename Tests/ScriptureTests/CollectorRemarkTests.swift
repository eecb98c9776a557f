import Testing
@testable import Scripture

/// at-Tirmidhi's own grading remarks, read from the Arabic of his Jami'.
struct CollectorRemarkTests {
    @Test(arguments: [
        ("حَدَّثَنَا قُتَيْبَةُ ... قَالَ أَبُو عِيسَى هَذَا حَدِيثٌ حَسَنٌ صَحِيحٌ ‏.‏", "Hasan Sahih"),
        ("قَالَ أَبُو عِيسَى وَفِي الْبَابِ عَنْ عَلِيٍّ ‏.‏ قَالَ أَبُو عِيسَى حَدِيثُ أَنَسٍ حَدِيثٌ حَسَنٌ غَرِيبٌ لاَ نَعْرِفُهُ إِلاَّ مِنْ هَذَا الْوَجْهِ", "Hasan Gharib"),
        ("قال أبو عيسى: حديث عبد الله بن عمرو حديث حسن صحيح غريب من هذا الوجه", "Hasan Sahih Gharib"),
        ("قَالَ أَبُو عِيسَى هَذَا حَدِيثٌ غَرِيبٌ", "Gharib"),
        ("‏\"‏ ‏.‏ قَالَ هَذَا حَدِيثٌ حَسَنٌ غَرِيبٌ لاَ نَعْرِفُهُ مِنْ حَدِيثِ الأَعْرَجِ", "Hasan Gharib"),
    ])
    func aRemarkIsReadWithItsTerms(_ arabic: String, _ grade: String) {
        #expect(CollectorRemark.read(arabic: arabic, collection: "tirmidhi") == .collector(grade, name: "at-Tirmidhi"))
    }

    @Test(arguments: [
        "قَالَ أَبُو عِيسَى هَذَا حَدِيثٌ لاَ نَعْرِفُهُ إِلاَّ مِنْ حَدِيثِ أَبِي إِسْحَاقَ",
        "قَالَ أَبُو عِيسَى هَذَا حَدِيثٌ لَيْسَ إِسْنَادُهُ بِصَحِيحٍ",
        "حَدَّثَنَا هَنَّادٌ عَنِ الْحَسَنِ أَحْسَنُ الْحَدِيثِ",
    ])
    func aRemarkThatGradesNothingOrNoRemarkGivesNoGrade(_ arabic: String) {
        #expect(CollectorRemark.read(arabic: arabic, collection: "tirmidhi") == nil)
    }

    @Test func onlyTheJamiIsReadForRemarks() {
        #expect(CollectorRemark.read(arabic: "قَالَ أَبُو عِيسَى هَذَا حَدِيثٌ حَسَنٌ صَحِيحٌ", collection: "abudawud") == nil)
    }
}
