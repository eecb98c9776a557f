import FileFormats
import Foundation
import KioskCore
import PrayerCalc
import Testing
@testable import Storage

/// The played log's second record: a text file that grows by a line per entry and
/// is cut back to its last days once it is large.
struct PlayedJournalTests {
    @Test func aLargeJournalKeepsOnlyTheDaysAskedForAndASmallOneIsLeftAlone() throws {
        let directory = try PrayerLogStoreTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = PlayedJournal(directory: directory)
        let prayers: [Prayer] = [.fajr, .dhuhr, .asr, .maghrib, .isha]
        // Years of lines as `append` writes them (a line is about 30 bytes), past the 256 KB
        // that starts a compaction, written at once; then the last week through `append`.
        var day = CivilDate(iso: "2020-01-01")!, old = ""
        while day < CivilDate(iso: "2026-11-21")! {
            for prayer in prayers { old += "log\t\(day)\t\(prayer.rawValue)\tplayed\n" }
            day = day.adding(days: 1)
        }
        try Data(old.utf8).write(to: URL(fileURLWithPath: journal.path))
        while day < CivilDate(iso: "2026-11-28")! {
            for prayer in prayers { try journal.append(PrayerLogStoreTests.entry(day.description, prayer)) }
            day = day.adding(days: 1)
        }
        #expect(journal.read(since: CivilDate(iso: "2020-01-01")!).entries.count > 12_000)
        let before = try #require(InputFile.size(journal.path))
        #expect(before > PlayedJournal.compactionBytes)
        let since = CivilDate(iso: "2026-11-21")!
        journal.compact(keepingSince: since)
        let after = try #require(InputFile.size(journal.path))
        #expect(after < 2_000, "a week of five prayers is left (\(after) bytes)")
        #expect(journal.read(since: since).entries.count == 35)
        #expect(journal.read(since: CivilDate(iso: "2020-01-01")!).entries.count == 35, "nothing older is left")

        journal.compact(keepingSince: CivilDate(iso: "2026-11-27")!)
        #expect(InputFile.size(journal.path) == after, "a journal under the size is not rewritten")
    }
}
