import Foundation
@testable import KioskApp
import MawqutCommon
import MosqueSettings
import Storage
import TerminalUI
import Testing

/// The settings screen inside the real runtime: keys in, the configuration file
/// and the clock's grid out.
struct SettingsRuntimeTests {
    struct InjectedDiskFailure: Error, CustomStringConvertible {
        var description: String { "the disk refused the write (injected by the test)" }
    }

    static func form(_ fixture: KioskFixture) -> SettingsForm? {
        if case .settings(let form)? = fixture.top { form } else { nil }
    }

    /// Opens the settings, moves to a field, replaces its value and saves (w, then y).
    static func edit(_ id: String, to value: String, in fixture: KioskFixture) throws {
        fixture.press([.character("c")])
        let form = try #require(Self.form(fixture))
        let index = try #require(form.index(of: id))
        let current = try #require(form.draft[id])
        fixture.press(Array(repeating: .down, count: index - 1) + [.enter] + Array(repeating: .backspace, count: current.count)
            + value.map(KioskKey.character) + [.enter, .character("w"), .character("y")])
    }

    @Test func aSettingSavedOnTheScreenRewritesOnlyItsValueAndTheClockShowsTheNewTimeAtOnce() throws {
        let fixture = try KioskFixture()
        #expect(fixture.row("Fajr").contains("5:29 AM"), "\(fixture.row("Fajr"))")
        try Self.edit("calculation.adjustments.fajr", to: "7", in: fixture)
        #expect(fixture.screen.contains("Saved to \(fixture.config.path)"))
        #expect(fixture.configText == KioskFixture.defaultConfig.replacingOccurrences(of: #""fajr": 0"#, with: #""fajr": 7"#))
        let kept = LastGoodConfiguration(dataDirectory: fixture.runtime.ports.dataDirectory).path
        #expect(try String(contentsOf: URL(fileURLWithPath: kept), encoding: .utf8) == fixture.configText, "the saved file is the last good one")
        #expect(!FileManager.default.fileExists(atPath: fixture.config.path + ".bak"), "one backup, not two")
        fixture.press([.escape])
        #expect(fixture.row("Fajr").contains("5:36 AM"), "\(fixture.row("Fajr"))")
        #expect(fixture.log.contains("settings saved from the settings screen (calculation.adjustments.fajr)"))
    }

    @Test func aFollowerRefusesToSaveWhatItsPrimarySharesAndKeepsThePrimarysTimesAfterSavingTheRest() throws {
        let fixture = try KioskFixture()
        let primaryFile = KioskFixture.defaultConfig.replacingOccurrences(of: #""fajr": 0"#, with: #""fajr": 3"#)
        let shared = try SharedSchedule(config: Data(primaryFile.utf8), mosque: "mawqut/test", primary: "hall", at: fixture.runtime.now)
        fixture.runtime.queue.sync {
            fixture.runtime.ports.configWatcher.overlay = shared
            fixture.runtime.checkConfiguration(force: true)
            fixture.runtime.redraw()
        }
        #expect(fixture.row("Fajr").contains("5:32 AM"), "\(fixture.row("Fajr"))")
        try Self.edit("calculation.adjustments.fajr", to: "7", in: fixture)
        #expect(fixture.screen.contains("come from the primary screen hall over MQTT"), "\(fixture.screen)")
        #expect(fixture.configText == KioskFixture.defaultConfig, "nothing was written")
        fixture.runtime.queue.sync { fixture.runtime.run(fixture.runtime.screens.close()) }
        try Self.edit("display.returnToClockMinutes", to: "20", in: fixture)
        #expect(fixture.screen.contains("Saved to"), "\(fixture.screen)")
        #expect(fixture.configText.contains(#""returnToClockMinutes": 20"#))
        fixture.press([.escape])
        #expect(fixture.row("Fajr").contains("5:32 AM"), "the primary's adjustment stays after a local save: \(fixture.row("Fajr"))")
    }

    @Test func aWriteThatFailsBeforeTheRenameLeavesTheOldFileAndTheOldTimes() throws {
        let fixture = try KioskFixture()
        fixture.runtime.writeConfiguration = { edits, path, lastGood in
            try ConfigWriter.apply(edits, to: path, lastGood: lastGood, beforeRename: { throw InjectedDiskFailure() })
        }
        try Self.edit("calculation.adjustments.fajr", to: "7", in: fixture)
        #expect(fixture.screen.contains("Not saved, nothing changed: the disk refused the write (injected by the test)"))
        #expect(fixture.configText == KioskFixture.defaultConfig, "the old file is intact")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "no temporary file is left behind: \(leftovers)")
        #expect(Self.form(fixture)?.changedIDs == ["calculation.adjustments.fajr"], "the edit is still in the form, to save again")
        fixture.press([.escape, .character("y")])
        #expect(fixture.row("Fajr").contains("5:29 AM"), "the clock keeps the times it had")
    }

    @Test func anEditTheClockCouldNotUseIsNotWritten() throws {
        let fixture = try KioskFixture()
        fixture.press([.character("c")])
        let index = try #require(Self.form(fixture)?.index(of: "calculation.method"))
        // The method picker: custom is listed last; custom needs angles that only the file can give.
        fixture.press(Array(repeating: .down, count: index - 1) + [.enter] + Array(repeating: .down, count: 30)
            + [.enter, .character("w"), .character("y")])
        #expect(fixture.screen.contains("Not saved: calculation.custom: required when method is \"custom\""), "\(fixture.screen)")
        #expect(fixture.configText == KioskFixture.defaultConfig)
    }

    @Test func aScreenLeftWithoutAKeyGivesTheWallBackToTheClock() throws {
        let fixture = try KioskFixture()
        var seconds: TimeInterval = 1000
        fixture.runtime.uptime = { seconds }
        fixture.runtime.lastKeyUptime = seconds
        fixture.press([.character("c"), .down, .enter, .backspace, .character("1"), .enter])
        #expect(Self.form(fixture)?.changedIDs == ["location.latitude"])
        seconds += 9 * 60
        fixture.tick()
        #expect(fixture.screen.hasPrefix(" Settings"), "nine minutes: still open")
        seconds += 60
        fixture.tick()
        #expect(fixture.top == nil)
        #expect(fixture.row("Fajr").contains("5:29 AM"), "the clock is back")
        #expect(fixture.configText == KioskFixture.defaultConfig, "nothing was saved")
        fixture.press([.character("g")])
        seconds += 10 * 60
        fixture.tick()
        #expect(fixture.top == nil)
        #expect(fixture.log.contains("back to the clock after 10 minutes without a key; 1 unsaved setting change(s) dropped"))
    }

    @Test func aConfigurationFileThatVanishesKeepsTheLastGoodOneAndSaysSo() throws {
        let moved = KioskFixture.defaultConfig.replacingOccurrences(of: "40.7282", with: "51.5074")
            .replacingOccurrences(of: "-73.7949", with: "-0.1278").replacingOccurrences(of: "America/New_York", with: "Europe/London")
        let fixture = try KioskFixture(config: moved)
        let before = fixture.row("Fajr")
        try FileManager.default.removeItem(at: fixture.config)
        fixture.runtime.reloadConfiguration()
        fixture.tick()
        #expect(fixture.row("Fajr") == before, "the times stay those of the last good file")
        #expect(fixture.screen.contains("Test Mosque") && !fixture.screen.contains("Queens"))
        #expect(fixture.screen.contains("⚠ configuration file missing · p: details"))
        #expect(fixture.log.contains("\(fixture.config.path): the configuration file is missing; the last good configuration stays in use"))
        try Data(KioskFixture.defaultConfig.utf8).write(to: fixture.config)
        fixture.runtime.reloadConfiguration()
        fixture.tick()
        #expect(!fixture.screen.contains("configuration file missing"))
        #expect(fixture.row("Fajr").contains("5:29 AM"), "the file that came back is in use: \(fixture.row("Fajr"))")
    }

    @Test func aSavedConfigurationKeepsItsModeAndANewOneIsPrivate() throws {
        let fixture = try KioskFixture()
        #expect(chmod(fixture.config.path, 0o640) == 0)
        try Self.edit("calculation.adjustments.fajr", to: "3", in: fixture)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: fixture.config.path)[.posixPermissions] as? Int)
        #expect(mode == 0o640, "mode \(String(mode, radix: 8))")
        let fresh = fixture.folder.appendingPathComponent("new/config.json").path
        try ConfigWriter.write(Data("{}".utf8), to: fresh)
        #expect(try FileManager.default.attributesOfItem(atPath: fresh)[.posixPermissions] as? Int == 0o600)
    }

    /// A kiosk whose settings are locked with PIN 4821 (kept as `stored`), checking PINs in place.
    static func lockedKiosk(stored: String? = nil) throws -> KioskFixture {
        let stored = try stored ?? SettingsPIN.hash("4821")
        let config = KioskFixture.defaultConfig.replacingOccurrences(of: "\n}", with: ",\n  \"settingsPin\": \"\(stored)\"\n}")
        let fixture = try KioskFixture(config: config)
        fixture.runtime.runOffQueue = { $0() }
        return fixture
    }

    /// Opens the settings and types a PIN; returns the message the screen shows after the check.
    static func tryPIN(_ pin: String, in fixture: KioskFixture) -> String? {
        if Self.form(fixture) == nil { fixture.press([.character("c")]) }
        fixture.type(pin)
        fixture.press([.enter])
        fixture.runtime.queue.sync {}
        return Self.form(fixture)?.message
    }

    @Test func wrongPINsMakeTheNextTryWaitAcrossClosingTheScreenAndARestart() throws {
        let fixture = try Self.lockedKiosk()
        #expect(Self.tryPIN("1111", in: fixture) == "Wrong PIN (2 tries left).")
        #expect(Self.tryPIN("2222", in: fixture) == "Wrong PIN (1 try left).")
        #expect(Self.tryPIN("3333", in: fixture) == nil, "the third wrong PIN closes the screen")
        #expect(Self.tryPIN("4821", in: fixture) == "Too many wrong PINs: try again in 30 s.", "the right PIN waits too")
        fixture.press([.escape])
        #expect(fixture.log.contains("settings screen: wrong PIN (3 in a row)"))

        // A new runtime on the same data directory (a restart) still waits.
        let restarted = try Self.lockedKiosk()
        try FileManager.default.copyItem(at: fixture.folder.appendingPathComponent(PINAttemptsFile.name),
                                         to: restarted.folder.appendingPathComponent(PINAttemptsFile.name))
        restarted.tick(at: fixture.clock.now.addingTimeInterval(20))
        #expect(Self.tryPIN("4821", in: restarted) == "Too many wrong PINs: try again in 10 s.")
        restarted.tick(at: fixture.clock.now.addingTimeInterval(31))
        #expect(Self.tryPIN("9999", in: restarted) == "Wrong PIN: the next try waits 1 min.", "the fourth wrong PIN doubles the wait")
        restarted.tick(at: fixture.clock.now.addingTimeInterval(92))
        fixture.press([.escape])
        _ = Self.tryPIN("4821", in: restarted)
        #expect(Self.form(restarted)?.mode == .browsing, "after the wait the right PIN opens the settings")
        let cleared = try JSONDecoder().decode(FailedAttempts.self,
                                               from: Data(contentsOf: restarted.folder.appendingPathComponent(PINAttemptsFile.name)))
        #expect(cleared == FailedAttempts(), "the right PIN clears the count")
    }

    @Test func anUnreadableWrongPINFileCountsTheFreeTriesAsUsed() throws {
        let fixture = try Self.lockedKiosk()
        try Data("{ not json".utf8).write(to: fixture.folder.appendingPathComponent(PINAttemptsFile.name))
        #expect(Self.tryPIN("4821", in: fixture) == "Too many wrong PINs: try again in 30 s.")
        #expect(fixture.log.contains("could not be read"))
    }

    @Test func aPINKeptInAnEarlierVersionsFormBecomesAYescryptHashWhenTypedRight() throws {
        // PIN 4821 with PBKDF2-HMAC-SHA256 as earlier versions wrote it (python3's hashlib.pbkdf2_hmac, 210,000 rounds).
        let earlier = "pbkdf2-sha256:210000:000102030405060708090a0b0c0d0e0f:31fc967c97b1aa59ddb4208b48e225e57b40b834d8e98e4a3a0f497d4b91cac3"
        let fixture = try Self.lockedKiosk(stored: earlier)
        _ = Self.tryPIN("1111", in: fixture)
        #expect(fixture.configText.contains(earlier), "a wrong PIN changes nothing")
        _ = Self.tryPIN("4821", in: fixture)
        #expect(Self.form(fixture)?.mode == .browsing)
        let renewed = try #require(try SettingsDecoder.decode(Data(fixture.configText.utf8)).settingsPinHash)
        #expect(try renewed.hasPrefix("$y$") && SettingsPIN.matches("4821", stored: renewed) && !SettingsPIN.matches("4822", stored: renewed))
        #expect(fixture.log.contains("is now a yescrypt hash"))
    }
}
