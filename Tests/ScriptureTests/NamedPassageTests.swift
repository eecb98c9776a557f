import Testing
@testable import Scripture

/// Names people ask for passages by (`NamedPassages`); that each reference holds the
/// passage is checked against the imported texts in `NamedPassageCorpusTests`.
struct NamedPassageTests {
    static func names(_ query: String) -> [String] { NamedPassages.matching(query).map(\.name) }

    @Test(arguments: [("throne", "Ayat al-Kursi"), ("Ayat al-Kursi", "Ayat al-Kursi"), ("ayatul kursi", "Ayat al-Kursi"),
                      ("آية الكرسي", "Ayat al-Kursi"), ("the Throne Verse", "Ayat al-Kursi"), ("light verse", "the Light Verse"),
                      ("Ayat an-Nur", "the Light Verse"), ("intention", "Actions are by intentions"),
                      ("actions are by intentions", "Actions are by intentions"), ("إنما الأعمال بالنيات", "Actions are by intentions"),
                      ("hadith of Jibril", "The hadith of Jibril"), ("hijab", "the Verse of the Veil")])
    func aPassageIsFoundByTheNamesPeopleGiveIt(_ query: String, _ name: String) {
        #expect(Self.names(query) == [name])
    }

    @Test(arguments: ["good", "five", "islam", "the", "verse", "hadith", "two", "faith", "لا", "mercy"])
    func aCommonWordOrAConnectiveAloneNamesNothing(_ query: String) {
        #expect(Self.names(query).isEmpty, "\(query)")
    }

    @Test func everyPassageHasASourceAndNoTwoShareAPlace() {
        #expect(NamedPassages.all.allSatisfy { !$0.source.isEmpty && !$0.otherNames.isEmpty })
        #expect(Set(NamedPassages.all.map { "\($0.place)" }).count == NamedPassages.all.count)
    }
}
