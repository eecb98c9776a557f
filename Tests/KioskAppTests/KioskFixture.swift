import Foundation
@testable import KioskApp
import KioskCore
import Logging
import MawqutCommon
import MosqueSettings
import PrayerCalc
import Scripture
import Storage
import TerminalUI

/// A wall clock the test moves by hand.
final class ManualClock: WallClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date) { current = start }

    var now: Date { lock.withLock { current } }

    func set(_ date: Date) { lock.withLock { current = date } }
}

/// An audio engine that plays nothing: it records what it is asked, and reports
/// `started`, `itemFailed` and `queueEnded` only when the test cues them.
final class ScriptedAudio: AudioPlayer, @unchecked Sendable {
    enum Call: Equatable {
        case play(id: Int, paths: [String], speed: Double)
        case stop
    }

    private let lock = NSLock()
    private var recorded: [Call] = []
    private var handler: (@Sendable (AudioReport) -> Void)?
    /// The queue the engine would be playing: the last `play` not stopped.
    private var playing: (id: Int, paths: [String])?

    var calls: [Call] { lock.withLock { recorded } }
    var current: (id: Int, paths: [String])? { lock.withLock { playing } }

    func play(_ queue: [SoundRequest], speed: Double, id: Int) {
        lock.withLock {
            recorded.append(.play(id: id, paths: queue.map(\.path), speed: speed))
            playing = (id, queue.map(\.path))
        }
    }

    func stop() {
        lock.withLock {
            recorded.append(.stop)
            playing = nil
        }
    }

    func pause() {}
    func resume() {}
    func skip() {}

    func setEventHandler(_ handler: @escaping @Sendable (AudioReport) -> Void) {
        lock.withLock { self.handler = handler }
    }

    /// Reports an event about the queue being played (as the real engine would, from its own thread).
    func report(_ event: AudioPlayerEvent) {
        let (handler, id) = lock.withLock { (self.handler, playing?.id ?? -1) }
        if case .queueEnded = event { lock.withLock { playing = nil } }
        handler?(AudioReport(queue: id, event: event))
    }
}

/// Records every frame drawn.
final class RecordingDisplay: KioskDisplay {
    var size: (width: Int, height: Int)
    var last: CellGrid?
    var frames = 0
    /// Frames drawn as a patch over the last one.
    var patches = 0
    var needsWholeFrame: Bool { last == nil }

    init(width: Int = 100, height: Int = 30) { size = (width, height) }

    func draw(_ grid: CellGrid) {
        last = grid
        frames += 1
    }
    func patch(_ patch: CellPatch) {
        _ = last?.apply(patch)
        frames += 1
        patches += 1
    }
    func pendingKeys() -> [KioskKey] { [] }
    func resize() {}
    func restore() {}
    func setTheme(_ theme: Theme) {}
}

/// A runtime on a temporary configuration file and data directory, driven by a
/// hand-moved clock, with a scripted audio engine and a recording display.
final class KioskFixture {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-kiosk-\(UUID().uuidString)")
    let display: RecordingDisplay
    let audio = ScriptedAudio()
    let clock: ManualClock
    let data: DataStore
    let runtime: KioskRuntime
    var config: URL { folder.appendingPathComponent("config.json") }

    static let defaultConfig = """
    {
      "//": "a mosque's file, with a comment the screen must keep",
      "location": { "name": "Test Mosque", "latitude": 40.7282, "longitude": -73.7949, "timezone": "America/New_York" },
      "calculation": { "method": "isna", "adjustments": { "fajr": 0 } }
    }

    """

    /// - Parameters:
    ///   - at: the wall clock's first reading.
    ///   - scripture: import a small Quran and hadith collection written for these tests.
    init(config text: String = KioskFixture.defaultConfig, at start: Date = KioskFixture.instant("2026-11-21T10:00:00-05:00"),
         scripture: Bool = false, width: Int = 100, height: Int = 30) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("config.json"))
        let settings = try SettingsDecoder.decode(Data(text.utf8))
        data = DataStore.open(directory: folder)
        if scripture {
            try Self.importScripture(into: data.library)
            try Self.installRecitation(in: folder, surahs: QuranStore(database: data.library).surahs())
        }
        display = RecordingDisplay(width: width, height: height)
        clock = ManualClock(start)
        let playedLog = data.playedLog
        let ports = KioskPorts(store: playedLog, audio: audio, clock: clock, display: display,
                               log: MawqutLog.logger(directory: folder, echo: false, environment: [:]),
                               configWatcher: ConfigWatcher(path: folder.appendingPathComponent("config.json").path),
                               dataDirectory: folder, library: ReaderLibrary(library: data.library, state: data.state),
                               storageProblems: { playedLog.problems })
        runtime = try KioskRuntime(settings: settings, ports: ports)
        runtime.exitProcess = {}
        runtime.connectAudio()
        tick()
    }

    deinit {
        runtime.shutdown()
        try? FileManager.default.removeItem(at: folder)
    }

    static func instant(_ iso: String) -> Date { TimeText.parseInstant(iso)! }

    /// A file for every ayah of the default reciter (the recording engine never reads them).
    static func installRecitation(in folder: URL, surahs: [Surah]) throws {
        let reciter = folder.appendingPathComponent("recitations/Alafasy_128kbps")
        try FileManager.default.createDirectory(at: reciter, withIntermediateDirectories: true)
        for surah in surahs where surah.number <= 2 || surah.number == 112 {
            for ayah in 1...surah.ayahCount {
                try Data("ID3".utf8).write(to: reciter.appendingPathComponent(String(format: "%03d%03d.mp3", surah.number, ayah)))
            }
        }
    }

    /// Sets the clock and runs one tick.
    func tick(at date: Date? = nil) {
        if let date { clock.set(date) }
        runtime.queue.sync { runtime.tick() }
    }

    /// Ticks each second from the clock's reading to `date`.
    func run(until date: Date) {
        var now = clock.now
        while now < date {
            now = min(date, now.addingTimeInterval(1))
            tick(at: now)
        }
    }

    func press(_ keys: [KioskKey]) { runtime.queue.sync { runtime.handle(keys) } }

    func type(_ text: String) { press(text.map(KioskKey.character)) }

    /// The engine reports on the queue it plays; the runtime handles it before this returns.
    func cue(_ event: AudioPlayerEvent) {
        audio.report(event)
        runtime.queue.sync {}
    }

    var screen: String { runtime.queue.sync { display.last?.text ?? "" } }

    var top: Destination? { runtime.queue.sync { runtime.screens.top } }

    var log: String { (try? String(contentsOf: folder.appendingPathComponent("mawqut.log"), encoding: .utf8)) ?? "" }

    var configText: String { (try? String(contentsOf: config, encoding: .utf8)) ?? "" }

    /// The clock's row for a prayer: "Fajr   5:29 AM ...".
    func row(_ prayer: String) -> String {
        screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix(prayer + " ") } ?? ""
    }

    /// Today's times in the fixture's place.
    func times(_ date: String) throws -> DayTimes {
        let settings = runtime.queue.sync { runtime.manager.settings }
        return try PrayerTimeCalculator(location: settings.location.calculationLocation, settings: settings.calculation)
            .times(on: CivilDate(iso: date)!)
    }

    /// What the played log holds for a prayer of a day.
    func logged(_ date: String, _ prayer: Prayer) throws -> PrayerLogEntry? {
        try SQLitePrayerLogStore(database: data.state).entries(since: CivilDate(iso: date)!)
            .first { $0.key == PrayerKey(date: CivilDate(iso: date)!, prayer: prayer) }
    }

    /// The paths of the last queue handed to the engine.
    var lastPlayed: [String] {
        for call in audio.calls.reversed() { if case .play(_, let paths, _) = call { return paths } }
        return []
    }

    // MARK: - Scripture written for these tests

    /// A Quran of 114 surahs (surah 2 with 10 ayahs, the others with 3) and one
    /// hadith collection of three hadiths; the words are placeholders, not scripture.
    static func importScripture(into database: MawqutDatabase) throws {
        let counts = (1...114).map { $0 == 2 ? 10 : 3 }
        let surahs = (1...114).map {
            Surah(number: $0, name: "سورة", transliteration: "Surah-\($0)", english: "Surah \($0)", ayahCount: counts[$0 - 1],
                  revelation: $0 % 2 == 0 ? .medinan : .meccan)
        }
        let ayahs = (1...114).map { surah in (1...counts[surah - 1]).map { "كلمة \(surah) آية \($0)" } }
        let english = QuranTranslation(code: "en", name: "Test translation",
                                       texts: (1...114).map { surah in (1...counts[surah - 1]).map { "Placeholder \(surah):\($0)" } })
        try QuranStore(database: database).importQuran(QuranText(surahs: surahs, ayahs: ayahs, bismillah: "بسم", translations: [english]))
        let collection = HadithCollection(id: "bukhari", name: "Sahih al-Bukhari", arabicName: "صحيح البخاري",
                                          compiler: "al-Bukhari", arabicCompiler: "البخاري", collectionGrade: "Sahih")
        let hadiths = (1...3).map {
            Hadith(collection: "bukhari", number: "\($0)", chapter: 1, arabic: "نص \($0)", narrator: "Narrated someone:",
                   english: "Placeholder hadith \($0).", grades: [.wholeCollection("Sahih")])
        }
        try HadithStore(database: database).importBooks([
            HadithBook(collection: collection, chapters: [HadithChapter(id: 1, english: "Chapter one", arabic: "باب")], hadiths: hadiths),
        ])
    }
}
