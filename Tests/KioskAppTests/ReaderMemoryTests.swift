@testable import KioskApp
import TerminalUI
import Testing

/// A reader's text, read once it is closed, goes back to the system, not kept by the heap.
struct ReaderMemoryTests {
    /// How often the runtime asked for the heap's free pages back.
    final class Releases: @unchecked Sendable {
        var count = 0
    }

    /// Closes whatever is open, one screen at a time, until the clock shows.
    static func closeAll(_ fixture: KioskFixture) {
        for _ in 0..<6 where fixture.top != nil { fixture.press([.escape]) }
        #expect(fixture.top == nil)
    }

    @Test(arguments: [("the Quran reader", [KioskKey.character("r"), .enter]), ("the hadith reader", [.character("h"), .enter, .enter, .enter])])
    func closingAReaderGivesTheHeapsFreePagesBackOnce(reader: String, keys: [KioskKey]) throws {
        let fixture = try KioskFixture(scripture: true)
        let releases = Releases()
        fixture.runtime.queue.sync { fixture.runtime.releaseFreeMemory = { releases.count += 1 } }
        fixture.press(keys)
        #expect(fixture.top != nil, "\(reader) is open")
        fixture.tick()
        #expect(releases.count == 0, "nothing is given back while \(reader) is open")
        Self.closeAll(fixture)
        fixture.runtime.queue.sync {}
        #expect(releases.count == 1, "closing \(reader)")
    }

    @Test func theOtherScreensAndTheClockLeaveTheHeapAlone() throws {
        let fixture = try KioskFixture(scripture: true)
        let releases = Releases()
        fixture.runtime.queue.sync { fixture.runtime.releaseFreeMemory = { releases.count += 1 } }
        for keys in [[KioskKey.character("g"), .enter], [.character("c")]] {
            fixture.press(keys)
            #expect(fixture.top != nil)
            Self.closeAll(fixture)
        }
        fixture.run(until: fixture.clock.now.addingTimeInterval(10))
        fixture.runtime.queue.sync {}
        #expect(releases.count == 0)
    }
}
