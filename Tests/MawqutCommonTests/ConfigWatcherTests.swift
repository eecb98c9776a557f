import Foundation
@testable import MawqutCommon
import MosqueSettings
import Testing

/// The kiosk looks at its configuration once a second: through its directory's events
/// (`DirectoryEvents`) when it can, with a `stat` at least once a minute, and with a
/// `stat` at every poll when the file is a symbolic link or its directory goes.
struct ConfigWatcherTests {
    static func text(_ name: String) -> String {
        #"{ "location": { "name": "\#(name)", "latitude": 51.5074, "longitude": -0.1278, "timezone": "Europe/London" } }"#
    }

    /// A folder with `config.json` naming the place `name`.
    final class Folder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-watch-\(UUID().uuidString)")
        var directory: URL { root.appendingPathComponent("etc") }
        var config: String { directory.appendingPathComponent("config.json").path }

        init(_ name: String) throws {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try write(name)
        }

        func write(_ name: String, to path: String? = nil) throws {
            try Data(ConfigWatcherTests.text(name).utf8).write(to: URL(fileURLWithPath: path ?? config))
        }

        deinit { try? FileManager.default.removeItem(at: root) }
    }

    static func placeName(_ outcome: ConfigWatcher.Outcome) -> String? {
        if case .changed(let settings, _) = outcome { settings.location.name } else { nil }
    }

    @Test func aFileWrittenInPlaceOrReplacedByARenameIsNoticedAtTheNextPoll() throws {
        let folder = try Folder("London")
        let watcher = ConfigWatcher(path: folder.config)
        let now = Date()
        #expect(watcher.poll(force: false, now: now) == .unchanged)
        try folder.write("Leeds")
        #expect(Self.placeName(watcher.poll(force: false, now: now.addingTimeInterval(1))) == "Leeds")
        #expect(watcher.poll(force: false, now: now.addingTimeInterval(2)) == .unchanged)
        // As the admin page writes: a new file renamed over the old one.
        let temporary = folder.directory.appendingPathComponent(".config.json.new").path
        try folder.write("York", to: temporary)
        _ = watcher.poll(force: false, now: now.addingTimeInterval(3))
        try FileManager.default.removeItem(atPath: folder.config)
        try FileManager.default.moveItem(atPath: temporary, toPath: folder.config)
        #expect(Self.placeName(watcher.poll(force: false, now: now.addingTimeInterval(4))) == "York")
    }

    @Test func aFileRemovedIsMissingAndNoticedAgainWhenItIsBack() throws {
        let folder = try Folder("London")
        let watcher = ConfigWatcher(path: folder.config)
        let now = Date()
        try FileManager.default.removeItem(atPath: folder.config)
        guard case .missing = watcher.poll(force: false, now: now) else { Issue.record("a removed file is missing"); return }
        try folder.write("Bath")
        #expect(Self.placeName(watcher.poll(force: false, now: now.addingTimeInterval(1))) == "Bath")
    }

    /// A change the directory's events cannot show (written through a hard link in
    /// another directory) is noticed by the look taken at least once a minute.
    @Test func aChangeTheDirectoryDoesNotReportIsNoticedWithinAMinute() throws {
        let folder = try Folder("London")
        let elsewhere = folder.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let link = elsewhere.appendingPathComponent("same-file.json").path
        try FileManager.default.linkItem(atPath: folder.config, toPath: link)
        let watcher = ConfigWatcher(path: folder.config)
        let now = Date()
        #expect(watcher.poll(force: false, now: now) == .unchanged)
        let handle = try #require(FileHandle(forWritingAtPath: link))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(Self.text("Hull").utf8))
        try handle.close()
        #expect(watcher.poll(force: false, now: now.addingTimeInterval(1)) == .unchanged, "no event came, no stat was made")
        let later = now.addingTimeInterval(ConfigWatcher.longestWithoutLook + 1)
        #expect(Self.placeName(watcher.poll(force: false, now: later)) == "Hull")
    }

    /// The edits of a symbolic link's target happen in the target's directory: such a
    /// file is looked at on every poll.
    @Test func theTargetOfASymbolicLinkIsLookedAtOnEveryPoll() throws {
        let folder = try Folder("London")
        let target = folder.root.appendingPathComponent("target.json").path
        try folder.write("Derby", to: target)
        try FileManager.default.removeItem(atPath: folder.config)
        try FileManager.default.createSymbolicLink(atPath: folder.config, withDestinationPath: target)
        let watcher = ConfigWatcher(path: folder.config)
        let now = Date()
        #expect(watcher.poll(force: false, now: now) == .unchanged)
        try folder.write("Ely", to: target)
        #expect(Self.placeName(watcher.poll(force: false, now: now.addingTimeInterval(1))) == "Ely")
    }

    /// A directory removed and made again ends the watch: the file is then looked at on every poll.
    @Test func aDirectoryRemovedAndMadeAgainIsFollowedOnEveryPoll() throws {
        let folder = try Folder("London")
        let watcher = ConfigWatcher(path: folder.config)
        let now = Date()
        try FileManager.default.removeItem(at: folder.directory)
        guard case .missing = watcher.poll(force: false, now: now) else { Issue.record("the file went with its directory"); return }
        try FileManager.default.createDirectory(at: folder.directory, withIntermediateDirectories: true)
        try folder.write("Wells")
        #expect(Self.placeName(watcher.poll(force: false, now: now.addingTimeInterval(1))) == "Wells")
        try folder.write("Ripon")
        #expect(Self.placeName(watcher.poll(force: false, now: now.addingTimeInterval(2))) == "Ripon")
    }
}
