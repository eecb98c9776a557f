import Foundation
@testable import KioskApp
import Scripture
import TerminalUI
import Testing

/// Memorisation and listening controls in the reader, end to end through the
/// runtime and the recording audio engine.
struct MemorisationTests {
    /// The reader open on the test Quran (surah 1 has 3 ayahs, surah 2 has 10) at `ayah` of `surah`.
    static func readerAt(_ ayah: Int, surah: Int = 2) throws -> KioskFixture {
        let fixture = try KioskFixture(scripture: true)
        fixture.press([.character("r"), .character("g")])
        fixture.type("\(surah):\(ayah)")
        fixture.press([.enter])
        return fixture
    }

    var reader: (KioskFixture) -> QuranReader? = { fixture in
        if case .quran(let reader)? = fixture.top { reader } else { nil }
    }

    @Test func eachAyahRepeatsWithASilenceBetweenAndTheRangeRepeatsAsAWhole() throws {
        let fixture = try Self.readerAt(3)
        fixture.press([.character("m"), .character("G")])
        #expect(reader(fixture)?.plan == RecitationPlan(repeatEach: 3, gapSeconds: 2))
        // Mark 2:3–2:4 and recite it three times (M: 1 → 3), each ayah three times.
        fixture.press([.character("a"), .character("j"), .character("a"), .character("M"), .character("k"), .enter])
        let played = fixture.lastPlayed.map { ($0 as NSString).lastPathComponent }
        let once = ["002003.mp3", "2s.wav", "002003.mp3", "2s.wav", "002003.mp3", "002004.mp3", "2s.wav", "002004.mp3", "2s.wav", "002004.mp3"]
        #expect(played == once + ["2s.wav"] + once + ["2s.wav"] + once, "\(played)")
        // The plan is kept for the next time the reader opens.
        fixture.press([.escape, .escape, .character("r")])
        #expect(reader(fixture)?.plan == RecitationPlan(repeatEach: 3, rangeRepeats: 3, gapSeconds: 2))
    }

    @Test func aRecitationStopsAfterTheJuzAcrossSurahsWithEachBismillah() throws {
        let fixture = try Self.readerAt(2, surah: 1)
        fixture.press([.character("e"), .character("e")])
        #expect(reader(fixture)?.plan.stopAfter == .juz)
        fixture.press([.enter])
        let played = fixture.lastPlayed.map { ($0 as NSString).lastPathComponent }
        // In the test Quran juz 1 (Tanzil's table: up to 2:141) holds all of surahs 1 and 2 and nothing more:
        // from 1:2 the recitation goes into surah 2 with its bismillah (001001.mp3) and ends at 2:10.
        #expect(played == ["001002.mp3", "001003.mp3", "001001.mp3"] + (1...10).map { String(format: "002%03d.mp3", $0) }, "\(played)")
    }

    @Test func spacePausesAtTheAyahReachedAndResumesThere() throws {
        let fixture = try Self.readerAt(1)
        fixture.press([.enter])
        fixture.cue(.started(index: 0))
        #expect(reader(fixture)?.playing == AyahReference(surah: 2, ayah: 0), "the bismillah heading is what sounds")
        fixture.cue(.started(index: 3))
        fixture.press([.character(" ")])
        #expect(reader(fixture)?.paused == AyahReference(surah: 2, ayah: 3))
        #expect(fixture.screen.contains("Paused at 2:3 — Space resumes"), "\(fixture.screen)")
        fixture.press([.character(" ")])
        #expect(fixture.lastPlayed.first?.hasSuffix("002003.mp3") == true, "\(fixture.lastPlayed)")
        #expect(reader(fixture)?.paused == nil)
    }

    @Test func rChoosesAmongTheInstalledRecitersAndTheChoiceIsKept() throws {
        let fixture = try Self.readerAt(1)
        let other = fixture.folder.appendingPathComponent("recitations/Husary_64kbps")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        for ayah in 1...10 { try Data("ID3".utf8).write(to: other.appendingPathComponent(String(format: "002%03d.mp3", ayah))) }
        fixture.press([.escape, .escape, .character("r")])
        #expect(reader(fixture)?.reciters == ["Alafasy_128kbps", "Husary_64kbps"] && reader(fixture)?.reciter == "Alafasy_128kbps")
        fixture.press([.character("g")])
        fixture.type("2:1")
        fixture.press([.enter, .character("R"), .character("j"), .enter])
        #expect(fixture.lastPlayed.first?.contains("Husary_64kbps/002002.mp3") == true, "\(fixture.lastPlayed)")
        fixture.press([.escape, .escape, .character("r")])
        #expect(reader(fixture)?.reciter == "Husary_64kbps")
    }
}

/// The order of a recitation, as a pure function.
struct RecitationOrderTests {
    @Test func theBismillahComesOnceBeforeAFirstAyahAndSilencesOnlyBetweenRepetitions() {
        let ayahs = [AyahReference(surah: 3, ayah: 1), AyahReference(surah: 3, ayah: 2)]
        let steps = RecitationOrder.steps(ayahs, plan: RecitationPlan(repeatEach: 2, gapSeconds: 5), isRange: false, hasBismillah: { $0 == 3 })
        #expect(steps == [.bismillah(surah: 3), .ayah(ayahs[0]), .silence(seconds: 5), .ayah(ayahs[0]), .ayah(ayahs[1]),
                          .silence(seconds: 5), .ayah(ayahs[1])])
        let plain = RecitationOrder.steps(ayahs, plan: RecitationPlan(rangeRepeats: 3), isRange: false, hasBismillah: { _ in false })
        #expect(plain == ayahs.map { .ayah($0) }, "the range count applies to a marked range only")
    }

    @Test func aStoredPlanReadsBackAndNonsenseFallsBackToTheDefaults() {
        let plan = RecitationPlan(repeatEach: 5, rangeRepeats: 3, gapSeconds: 2, stopAfter: .page)
        #expect(RecitationPlan(stored: plan.stored) == plan)
        #expect(RecitationPlan(stored: "99,x,-1,forever") == RecitationPlan())
        #expect(plan.summary(.english) == "each ayah ×5 · range ×3 · 2 s between · to the end of the page")
    }
}
