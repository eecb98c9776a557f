import Foundation
import KioskCore
import Storage
import TerminalUI
import Testing
@testable import KioskApp

/// The settings screen inside the real runtime: keys in, the configuration file
/// and the clock's grid out.
struct SettingsRuntimeTests {
    final class RecordingDisplay: KioskDisplay {
        var size: (width: Int, height: Int) { (100, 30) }
        var last: CellGrid?
        func draw(_ grid: CellGrid) { last = grid }
        func pendingKeys() -> [KioskKey] { [] }
        func resize() {}
        func restore() {}
        func setTheme(_ theme: Theme) {}
    }

    final class SilentPlayer: AudioPlayer, @unchecked Sendable {
        func play(_ queue: [SoundRequest], speed: Double) {}
        func stop() {}
        func pause() {}
        func resume() {}
        func skip() {}
        func setEventHandler(_ handler: @escaping @Sendable (AudioPlayerEvent) -> Void) {}
    }

    struct InjectedDiskFailure: Error, CustomStringConvertible {
        var description: String { "the disk refused the write (injected by the test)" }
    }

    /// A runtime on a temporary configuration file and data directory, at 10:00 in New York.
    final class Fixture {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-settings-\(UUID().uuidString)")
        let display = RecordingDisplay()
        var config: URL { folder.appendingPathComponent("config.json") }
        let runtime: KioskRuntime

        init(config text: String) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("config.json"))
            let settings = try SettingsDecoder.decode(Data(text.utf8))
            let database = try MawqutDatabase(directory: folder)
            let start = ISO8601DateFormatter().date(from: "2026-11-21T15:00:00Z")!
            runtime = try KioskRuntime(
                settings: settings, store: SQLitePrayerLogStore(database: database), audio: SilentPlayer(),
                clock: ShiftedClock(start: start, speed: 0), speed: 1, dataDirectory: folder,
                configWatcher: ConfigWatcher(path: folder.appendingPathComponent("config.json").path),
                log: LogFile(directory: folder, echo: false), display: display, library: ReaderLibrary(database: database))
            runtime.queue.sync { runtime.tick() }
        }

        func press(_ keys: [KioskKey]) { runtime.queue.sync { runtime.handle(keys) } }

        /// Opens the settings, moves to a field, replaces its value and saves.
        func edit(_ id: String, to value: String) {
            press([.character("c")])
            let index = runtime.queue.sync { runtime.settingsForm!.index(of: id)! }
            let current = runtime.queue.sync { runtime.settingsForm!.draft[id]! }
            press(Array(repeating: .down, count: index - 1) + [.enter] + Array(repeating: .backspace, count: current.count)
                + value.map(KioskKey.character) + [.enter, .character("s")])
        }

        var screen: String { runtime.queue.sync { display.last?.text ?? "" } }

        /// The clock's row for a prayer: "Fajr   5:29 AM ...".
        func row(_ prayer: String) -> String {
            screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix(prayer + " ") } ?? ""
        }

        deinit {
            runtime.shutdown()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    static let config = """
    {
      "//": "a mosque's file, with a comment the screen must keep",
      "location": { "name": "Test Mosque", "latitude": 40.7282, "longitude": -73.7949, "timezone": "America/New_York" },
      "calculation": { "method": "isna", "adjustments": { "fajr": 0 } }
    }

    """

    @Test func aSettingSavedOnTheScreenRewritesOnlyItsValueAndTheClockShowsTheNewTimeAtOnce() throws {
        let fixture = try Fixture(config: Self.config)
        let before = fixture.row("Fajr")
        #expect(before.contains("5:29 AM"), "\(before)")
        fixture.edit("calculation.adjustments.fajr", to: "7")
        #expect(fixture.screen.contains("Saved to \(fixture.config.path)"))
        let written = try String(contentsOf: fixture.config, encoding: .utf8)
        #expect(written == Self.config.replacingOccurrences(of: #""fajr": 0"#, with: #""fajr": 7"#))
        #expect(try String(contentsOf: URL(fileURLWithPath: fixture.config.path + ".bak"), encoding: .utf8) == Self.config)
        fixture.press([.escape])
        #expect(fixture.row("Fajr").contains("5:36 AM"), "\(fixture.row("Fajr"))")
        let log = try String(contentsOf: fixture.folder.appendingPathComponent("mawqut.log"), encoding: .utf8)
        #expect(log.contains("settings saved from the settings screen (calculation.adjustments.fajr)"))
    }

    @Test func aWriteThatFailsBeforeTheRenameLeavesTheOldFileAndTheOldTimes() throws {
        let fixture = try Fixture(config: Self.config)
        fixture.runtime.writeConfiguration = { edits, path in
            try ConfigWriter.apply(edits, to: path, beforeRename: { throw InjectedDiskFailure() })
        }
        fixture.edit("calculation.adjustments.fajr", to: "7")
        #expect(fixture.screen.contains("Not saved, nothing changed: the disk refused the write (injected by the test)"))
        #expect(try String(contentsOf: fixture.config, encoding: .utf8) == Self.config, "the old file is intact")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "no temporary file is left behind: \(leftovers)")
        #expect(fixture.runtime.queue.sync { fixture.runtime.settingsForm?.changedIDs } == ["calculation.adjustments.fajr"],
                "the edit is still in the form, to save again")
        fixture.press([.escape, .character("y")])
        #expect(fixture.row("Fajr").contains("5:29 AM"), "the clock keeps the times it had")
    }

    @Test func anEditTheClockCouldNotUseIsNotWritten() throws {
        let fixture = try Fixture(config: Self.config)
        fixture.press([.character("c")])
        let index = fixture.runtime.queue.sync { fixture.runtime.settingsForm!.index(of: "calculation.method")! }
        // The method picker: custom is listed last; custom needs angles that only the file can give.
        fixture.press(Array(repeating: .down, count: index - 1) + [.enter] + Array(repeating: .down, count: 30) + [.enter, .character("s")])
        #expect(fixture.screen.contains("Not saved: calculation.custom: required when method is \"custom\""), "\(fixture.screen)")
        #expect(try String(contentsOf: fixture.config, encoding: .utf8) == Self.config)
    }

    @Test func aScreenLeftWithoutAKeyGivesTheWallBackToTheClock() throws {
        let fixture = try Fixture(config: Self.config)
        var seconds: TimeInterval = 1000
        fixture.runtime.uptime = { seconds }
        fixture.runtime.lastKeyUptime = seconds
        fixture.press([.character("c"), .down, .enter, .backspace, .character("1"), .enter])
        #expect(fixture.runtime.queue.sync { fixture.runtime.settingsForm?.changedIDs } == ["location.latitude"])
        seconds += 9 * 60
        fixture.runtime.queue.sync { fixture.runtime.tick() }
        #expect(fixture.screen.hasPrefix(" Settings"), "nine minutes: still open")
        seconds += 60
        fixture.runtime.queue.sync { fixture.runtime.tick() }
        #expect(fixture.runtime.queue.sync { fixture.runtime.settingsForm } == nil)
        #expect(fixture.row("Fajr").contains("5:29 AM"), "the clock is back")
        #expect(try String(contentsOf: fixture.config, encoding: .utf8) == Self.config, "nothing was saved")
        fixture.press([.character("g")])
        seconds += 10 * 60
        fixture.runtime.queue.sync { fixture.runtime.tick() }
        #expect(fixture.runtime.queue.sync { fixture.runtime.guideBrowser } == nil)
        let log = try String(contentsOf: fixture.folder.appendingPathComponent("mawqut.log"), encoding: .utf8)
        #expect(log.contains("back to the clock after 10 minutes without a key; 1 unsaved setting change(s) dropped"))
    }
}
