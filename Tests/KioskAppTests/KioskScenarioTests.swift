import Foundation
import KioskCore
import PrayerCalc
import TerminalUI
import Testing
@testable import KioskApp

/// The whole runtime with a hand-moved clock, a scripted audio engine and a
/// recording display: an adhan arriving while each screen is open, recitation and
/// adhan together, failures, mute and the iqama tone.
struct KioskScenarioTests {
    static let day = "2026-11-21"

    /// The screens a person can have open when a prayer comes in, and the keys that open them.
    static let screens: [(name: String, keys: [KioskKey])] = [
        ("clock", []),
        ("surah list", [.character("r")]),
        ("surah view", [.character("r"), .enter]),
        ("hadith", [.character("h"), .enter, .enter, .enter]),
        ("guides", [.character("g"), .enter]),
        ("settings with an unsaved edit", [.character("c"), .down, .enter, .backspace, .character("1"), .enter]),
    ]

    /// A fixture one minute before Asr with `keys` pressed.
    static func beforeAsr(_ keys: [KioskKey]) throws -> (KioskFixture, Date) {
        let fixture = try KioskFixture(scripture: true)
        let asr = try fixture.times(day).asr
        fixture.tick(at: asr.addingTimeInterval(-60))
        fixture.press(keys)
        return (fixture, asr)
    }

    @Test(arguments: 0..<screens.count)
    func anAdhanDueWhileAScreenIsOpenPlaysShowsAndStopsWithTheGlobalKey(_ index: Int) throws {
        let (name, keys) = Self.screens[index]
        let (fixture, asr) = try Self.beforeAsr(keys)
        let before = fixture.top
        if index > 0 { #expect(before != nil, "\(name) is open") }
        fixture.run(until: asr)
        #expect(fixture.lastPlayed.first?.hasSuffix("adhan.mp3") == true, "\(name): the adhan is handed to the engine")
        #expect(!fixture.screen.contains("♪ Adhan"), "\(name): nothing is shown before the engine says it started")
        fixture.cue(.started(index: 0))
        fixture.tick()
        #expect(fixture.screen.contains("♪ Adhan · Asr — press F2 to stop"), "\(name):\n\(fixture.screen)")
        #expect(try fixture.logged(Self.day, .asr)?.status == .played)
        fixture.press([.function(2)])
        #expect(fixture.audio.calls.last == .stop, "\(name): F2 stops the engine")
        #expect(!fixture.screen.contains("♪ Adhan"), "\(name): the sound line is cleared")
        #expect(fixture.top?.isSameScreen(as: before) ?? (before == nil), "\(name): the screen stays as it was")
        #expect(fixture.configText == KioskFixture.defaultConfig, "\(name): the settings file is untouched")
        #expect(fixture.log.contains("stopped by the user"), "\(name)")
    }

    @Test(arguments: [("the stop key", [KioskKey.function(2)]), ("closing the reader", [.escape, .escape]), ("another recitation", [.down, .enter])])
    func aRecitationDownloadIsCancelledWhenTheRecitationStops(_ name: String, _ keys: [KioskKey]) throws {
        // Nothing listens on port 9 (discard): the download would only fail, never finish.
        let config = KioskFixture.defaultConfig.replacingOccurrences(
            of: "\n}", with: ",\n  \"quran\": { \"downloadBaseURL\": \"http://127.0.0.1:9\", \"reciter\": \"Not_Installed\" }\n}")
        let fixture = try KioskFixture(config: config, scripture: true)
        fixture.press([.character("r"), .enter, .enter])
        let first = try #require(fixture.runtime.queue.sync { fixture.runtime.recitationDownload }, "\(name): Enter starts a download")
        #expect(!first.isCancelled)
        fixture.press(keys)
        if name == "closing the reader" { #expect(fixture.top == nil, "back on the clock") }
        #expect(first.isCancelled, "\(name) cancels the download")
        #expect(fixture.runtime.queue.sync { fixture.runtime.recitationDownload !== first })
    }

    @Test func reciteDuringAnAdhanWaitsAndNeverCutsIt() throws {
        let (fixture, asr) = try Self.beforeAsr([.character("r"), .enter])
        fixture.run(until: asr)
        fixture.cue(.started(index: 0))
        let calls = fixture.audio.calls.count
        fixture.press([.enter])
        #expect(fixture.audio.calls.count == calls, "the adhan is neither stopped nor replaced")
        #expect(fixture.screen.contains("♪ Adhan · Asr — press F2 to stop · recitation from the bismillah of surah 1 follows")
            || fixture.screen.contains("recitation from 1:1 follows"), "\(fixture.screen)")
        fixture.cue(.queueEnded(failures: 0))
        #expect(fixture.lastPlayed.first?.hasSuffix("recitations/Alafasy_128kbps/001001.mp3") == true, "\(fixture.lastPlayed)")
    }

    @Test func anAdhanDuringARecitationPausesItAndItResumesAtTheSameAyah() throws {
        let (fixture, asr) = try Self.beforeAsr([.character("r"), .character("g")])
        fixture.type("2:1")
        fixture.press([.enter, .enter])
        #expect(fixture.lastPlayed.count == 11, "the bismillah and 10 ayahs")
        fixture.cue(.started(index: 0))
        #expect(fixture.screen.contains("♪ Reciting the bismillah of surah 2"))
        fixture.cue(.started(index: 3))
        #expect(fixture.screen.contains("♪ Reciting 2:3"))
        fixture.run(until: asr)
        #expect(fixture.lastPlayed.first?.hasSuffix("adhan.mp3") == true)
        fixture.cue(.started(index: 0))
        #expect(fixture.screen.contains("♪ Adhan · Asr — press F2 to stop · recitation from 2:3 follows"), "\(fixture.screen)")
        fixture.cue(.queueEnded(failures: 0))
        #expect(fixture.lastPlayed.first?.hasSuffix("002003.mp3") == true, "resumed at 2:3: \(fixture.lastPlayed)")
        #expect(fixture.lastPlayed.count == 8)
        fixture.cue(.started(index: 0))
        #expect(fixture.screen.contains("♪ Reciting 2:3"))
    }

    @Test func missingRecitationFilesAreSaidOnceWithHowToInstallThem() throws {
        let fixture = try KioskFixture(scripture: true)
        let reciter = fixture.folder.appendingPathComponent("recitations/Alafasy_128kbps")
        // One ayah of surah 2 missing: the rest is recited, the gap said once.
        try FileManager.default.removeItem(at: reciter.appendingPathComponent("002005.mp3"))
        fixture.press([.character("r"), .character("g")])
        fixture.type("2:1")
        fixture.press([.enter, .enter])
        #expect(fixture.lastPlayed.count == 10 && !fixture.lastPlayed.contains { $0.hasSuffix("002005.mp3") }, "\(fixture.lastPlayed)")
        #expect(fixture.screen.contains("1 ayah here has no recording and is skipped"), "\(fixture.screen)")
        // None at all: nothing is queued and the way to install is on screen.
        try FileManager.default.removeItem(at: reciter)
        let calls = fixture.audio.calls.count
        fixture.press([.character("j"), .enter])
        #expect(fixture.audio.calls.count == calls)
        #expect(fixture.screen.contains("No recitation by Alafasy_128kbps is installed"), "\(fixture.screen)")
    }

    @Test func aFailedDeviceIsMarkedOnTheTableShownAndLogged() throws {
        let (fixture, asr) = try Self.beforeAsr([])
        fixture.run(until: asr)
        fixture.cue(.itemFailed(index: 0, reason: "ALSA device \"default\" cannot be opened"))
        fixture.cue(.queueEnded(failures: 1))
        fixture.tick()
        let entry = try fixture.logged(Self.day, .asr)
        #expect(entry?.status == .failed && entry?.detail == "ALSA device \"default\" cannot be opened")
        #expect(fixture.row("Asr").contains("✗ no sound"), "\(fixture.row("Asr"))")
        #expect(fixture.screen.contains("⚠ audio: ALSA device \"default\" cannot be opened"))
        #expect(fixture.log.contains("adhan 2026-11-21 asr: failed (ALSA device \"default\" cannot be opened)"))
    }

    @Test func aMutedAdhanIsSilencedMarkedAndLoggedAndTheClockSaysItIsMuted() throws {
        let (fixture, asr) = try Self.beforeAsr([.character("m")])
        #expect(fixture.screen.contains("Adhans muted"))
        let calls = fixture.audio.calls.count
        fixture.run(until: asr)
        #expect(fixture.audio.calls.count == calls, "nothing is handed to the engine")
        #expect(try fixture.logged(Self.day, .asr)?.status == .silenced)
        #expect(fixture.row("Asr").contains("– silent"), "\(fixture.row("Asr"))")
        #expect(fixture.log.contains("adhan 2026-11-21 asr: silenced (muted)"))
    }

    @Test func theIqamaToneStillSoundsAfterAnAdhanThatWasStopped() throws {
        let config = KioskFixture.defaultConfig.replacingOccurrences(of: #""calculation""#, with: #""schedule": { "iqamaTone": true }, "calculation""#)
        let fixture = try KioskFixture(config: config)
        let asr = try fixture.times(Self.day).asr
        fixture.tick(at: asr.addingTimeInterval(-60))
        fixture.run(until: asr)
        fixture.cue(.started(index: 0))
        fixture.press([.character("s")])
        let iqama = try #require(fixture.runtime.queue.sync { fixture.runtime.manager.current?.row(.asr).iqama })
        fixture.tick(at: iqama.addingTimeInterval(-1))
        fixture.tick(at: iqama)
        #expect(fixture.lastPlayed.first?.hasSuffix("iqama-tone.wav") == true, "\(fixture.lastPlayed)")
    }

    @Test func aFixedIqamaBeforeItsSummerAdhanIsOnTheStatusLineAndTheAdhanStillPlays() throws {
        let config = KioskFixture.defaultConfig.replacingOccurrences(of: #""calculation""#, with: #""iqama": { "dhuhr": "12:30" }, "calculation""#)
        let fixture = try KioskFixture(config: config, at: KioskFixture.instant("2026-07-01T12:00:00-04:00"))
        #expect(fixture.screen.contains("⚠ iqama.dhuhr: the iqama falls before the Dhuhr adhan on 233 days · p: details"),
                "\(fixture.screen)")
        #expect(fixture.log.contains("configuration: iqama.dhuhr: the iqama falls before the Dhuhr adhan on 233 days from 2026-07-01 to 2027-07-01"))
        let dhuhr = try fixture.times("2026-07-01").dhuhr
        fixture.tick(at: dhuhr.addingTimeInterval(-1))
        fixture.tick(at: dhuhr)
        #expect(fixture.lastPlayed.first?.hasSuffix("adhan.mp3") == true)
    }

    @Test func aReportAboutAReplacedQueueChangesNothing() throws {
        let (fixture, asr) = try Self.beforeAsr([.character("r"), .enter, .enter])
        let recitation = try #require(fixture.audio.current?.id)
        fixture.run(until: asr)
        fixture.runtime.queue.sync { fixture.runtime.sound(.engine(AudioReport(queue: recitation, event: .queueEnded(failures: 0)))) }
        #expect(fixture.audio.current?.paths.first?.hasSuffix("adhan.mp3") == true)
        #expect(fixture.runtime.queue.sync { fixture.runtime.sound.playing?.job.kind } == .adhan(PrayerKey(date: CivilDate(iso: Self.day)!, prayer: .asr)))
    }

    @Test func closingTheReaderStopsItsRecitationButNotAnAdhan() throws {
        let (fixture, asr) = try Self.beforeAsr([.character("r"), .enter, .enter])
        fixture.cue(.started(index: 1))
        fixture.press([.escape, .escape])
        #expect(fixture.top == nil)
        #expect(fixture.audio.calls.last == .stop)
        fixture.press([.character("r"), .enter, .enter])
        fixture.run(until: asr)
        fixture.cue(.started(index: 0))
        let calls = fixture.audio.calls.count
        fixture.press([.escape, .escape])
        #expect(fixture.audio.calls.count == calls, "the adhan goes on")
        #expect(fixture.screen.contains("♪ Adhan · Asr"))
    }
}

/// Frames are made only when something shown changes.
struct FrameSkippingTests {
    @Test func aClockWithoutSecondsDrawsOnceAMinuteAndAKeyRedrawsAtOnce() throws {
        let config = KioskFixture.defaultConfig.replacingOccurrences(of: "\"calculation\"", with: "\"display\": { \"seconds\": false },\n  \"calculation\"")
        let fixture = try KioskFixture(config: config, at: KioskFixture.instant("2026-11-21T10:00:00-05:00"))
        let first = fixture.display.frames
        fixture.run(until: KioskFixture.instant("2026-11-21T10:05:00-05:00"))
        #expect(fixture.display.frames - first == 5, "300 ticks, one frame for each new minute")
        fixture.press([.character("?")])
        #expect(fixture.display.frames - first == 6 && fixture.screen.contains("Clock keys"), "the help overlay is drawn at once")
        fixture.run(until: KioskFixture.instant("2026-11-21T10:05:30-05:00"))
        #expect(fixture.display.frames - first == 6)
    }

    @Test func aClockWithSecondsDrawsEverySecond() throws {
        let fixture = try KioskFixture()
        let first = fixture.display.frames
        fixture.run(until: KioskFixture.instant("2026-11-21T10:01:00-05:00"))
        #expect(fixture.display.frames - first == 60)
    }

    /// Most seconds redraw only the clock's seconds from the last frame (`ClockFrame`):
    /// every frame the kiosk draws is still the whole frame of that second, across the
    /// turn of a minute, a help overlay opened and closed mid-minute, and a problem
    /// that comes and goes.
    @Test func everySecondsFrameIsTheWholeFrameOfThatSecond() throws {
        let fixture = try KioskFixture(at: KioskFixture.instant("2026-11-21T10:00:50-05:00"))
        func expectWholeFrame(_ moment: String) {
            let whole = fixture.runtime.queue.sync {
                KioskView.render(fixture.runtime.screens, sound: fixture.runtime.soundLine, settings: fixture.runtime.manager.settings,
                                 clock: { fixture.runtime.makeClockState(fixture.runtime.clockStateInputs()) })
            }
            #expect(fixture.runtime.queue.sync { fixture.display.last } == whole, "\(moment):\n\(fixture.screen)")
        }
        for second in 51...59 {
            fixture.run(until: KioskFixture.instant("2026-11-21T10:00:\(second)-05:00"))
            expectWholeFrame("10:00:\(second)")
        }
        for second in 0...20 {
            fixture.run(until: KioskFixture.instant("2026-11-21T10:01:\(String(format: "%02d", second))-05:00"))
            if second == 5 { fixture.press([.character("?")]) }
            if second == 9 { fixture.press([.character("x")]) }
            if second == 12 { try Data("{".utf8).write(to: fixture.config) }
            if second == 16 { try Data(KioskFixture.defaultConfig.utf8).write(to: fixture.config) }
            expectWholeFrame("10:01:\(second)")
        }
        // Most of those seconds were drawn as a patch of the clock's digits.
        #expect(fixture.runtime.queue.sync { fixture.display.patches } > 20)
    }
}

extension Destination {
    /// Same kind of screen on the same page (the sound line does not change a screen).
    func isSameScreen(as other: Destination?) -> Bool {
        switch (self, other) {
        case (.quran(let a), .quran(let b)?): a.page == b.page && a.surahNumber == b.surahNumber
        case (.hadith(let a), .hadith(let b)?): a.page == b.page
        case (.guides(let a), .guides(let b)?): a.page == b.page
        case (.settings(let a), .settings(let b)?): a.changedIDs == b.changedIDs && a.mode == b.mode
        default: false
        }
    }
}
