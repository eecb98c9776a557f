import AudioALSA
import Dispatch
import FileFormats
import FoundationEssentials
import Glibc
import KioskCore
import MosqueSettings
import PrayerCalc
import Storage
import TerminalUI
import ZoneInfo

/// Computes a year of daily prayer times for 100 places (20 cities on five
/// continents, each with four neighbours a degree of latitude apart) in their IANA
/// zones and prints the cost per day computed; the C peer (ITL's getPrayerTimes)
/// runs the same places in Benchmarks/itl_year.c. Then runs the adhan scheduler
/// through a year of one-second ticks; then decodes and plays a recording (the
/// first argument) through ALSA's unpaced `null` device to measure the CPU cost
/// per minute of audio and the delay from `play` to the first PCM frame.
/// Run with `make bench`; by hand: `mawqut-bench [RECORDING.mp3 [DATA_DIR]]`.
if let recording = CommandLine.arguments.dropFirst().first, !FileManager.default.isReadableFile(atPath: recording) {
    OpenFile.standardError.writeIgnoringFailure("mawqut-bench: no readable recording at \(recording) (usage: mawqut-bench [RECORDING.mp3 [DATA_DIR]])\n")
    exit(2)
}
let year = 2026
// invariant: 31 December exists
let days = CivilDate(year: year, month: 12, day: 31)!.dayOfYear

/// Latitude, longitude and zone of 20 cities (keep in step with Benchmarks/itl_year.c).
let cities: [(Double, Double, String)] = [
    (21.42, 39.83, "Asia/Riyadh"), (24.47, 39.61, "Asia/Riyadh"), (30.04, 31.24, "Africa/Cairo"), (41.01, 28.98, "Europe/Istanbul"),
    (33.69, 73.05, "Asia/Karachi"), (23.81, 90.41, "Asia/Dhaka"), (-6.21, 106.85, "Asia/Jakarta"), (3.14, 101.69, "Asia/Kuala_Lumpur"),
    (51.51, -0.13, "Europe/London"), (48.86, 2.35, "Europe/Paris"), (52.52, 13.40, "Europe/Berlin"), (59.33, 18.07, "Europe/Stockholm"),
    (40.71, -74.01, "America/New_York"), (43.65, -79.38, "America/Toronto"), (41.88, -87.63, "America/Chicago"),
    (34.05, -118.24, "America/Los_Angeles"), (-33.87, 151.21, "Australia/Sydney"), (-26.20, 28.05, "Africa/Johannesburg"),
    (33.57, -7.59, "Africa/Casablanca"), (35.69, 51.39, "Asia/Tehran"),
]
var calculators: [PrayerTimeCalculator] = []
let methods = CalculationMethod.allCases.filter { $0 != .custom }
for (index, city) in cities.enumerated() {
    for neighbour in 0..<5 {
        // invariant: the zones above are IANA identifiers every system knows
        let zone = Zone(identifier: city.2)!
        let settings = CalculationSettings(method: methods[(index * 5 + neighbour) % methods.count],
                                           asrSchool: neighbour.isMultiple(of: 2) ? .standard : .hanafi)
        calculators.append(try PrayerTimeCalculator(location: Location(latitude: city.0 + Double(neighbour - 2), longitude: city.1, timeZone: zone),
                                                    settings: settings))
    }
}
let placeCount = calculators.count

let start = DispatchTime.now().uptimeNanoseconds
var checksum = 0.0
for calculator in calculators {
    // invariant: 1 January exists
    var date = CivilDate(year: year, month: 1, day: 1)!
    for _ in 0..<days {
        checksum += calculator.times(on: date).isha.timeIntervalSince1970
        date = date.adding(days: 1)
    }
}
let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
let computed = placeCount * days
print("computed \(computed) days (\(placeCount) places x \(days) days) in \(fixed(elapsed, 3)) s")
print("cost per day computed: \(fixed(elapsed / Double(computed) * 1e6, 1)) µs (IANA zones included)")
// Printing a value derived from every result keeps the optimiser from skipping the work.
print("checksum: \(Int(checksum) % 1000)")

// A year of the scheduler, ticking every second, as `mawqut simulate` runs it.
var settings = Settings()
settings.calculation = CalculationSettings(method: .mwl)
let zone = settings.location.timeZone
// invariant: 1 January exists
let plan = SimulationPlan(from: CivilDate(year: year, month: 1, day: 1)!.instant(hour: 0, in: zone),
                          to: CivilDate(year: year + 1, month: 1, day: 1)!.instant(hour: 0, in: zone))
var events = 0
let simulationStart = DispatchTime.now().uptimeNanoseconds
try Simulator.run(plan, settings: settings, store: MemoryPrayerLogStore()) { effect, _ in
    if case .announce = effect { events += 1 }
}
let simulationSeconds = Double(DispatchTime.now().uptimeNanoseconds - simulationStart) / 1e9
let ticks = plan.to.timeIntervalSince(plan.from)
print("scheduler: a year of one-second ticks (\(Int(ticks)) ticks, \(events) events) in \(fixed(simulationSeconds, 2)) s"
      + " (\(fixed(simulationSeconds / ticks * 1e9, 1)) ns per tick)")

// Audio: CPU per minute of audio, and the delay from play to the first PCM frame.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

if CommandLine.arguments.count > 1 {
    let path = CommandLine.arguments[1]
    let decoded = try AudioFile.decodeAll(path)
    let minutes = Double(decoded.samples.count / decoded.channels) / Double(decoded.sampleRate) / 60
    let engine = AudioEngine(device: "null")
    let ended = DispatchSemaphore(value: 0)
    let firstFrame = DispatchSemaphore(value: 0)
    engine.setEventHandler { report in
        switch report.event {
        case .started(0): firstFrame.signal()
        case .queueEnded: ended.signal()
        default: break
        }
    }
    let cpuBefore = cpuSeconds()
    let playAt = DispatchTime.now().uptimeNanoseconds
    engine.play([SoundRequest(path: path)], speed: 1)
    firstFrame.wait()
    let latency = Double(DispatchTime.now().uptimeNanoseconds - playAt) / 1e6
    ended.wait()
    let cpu = cpuSeconds() - cpuBefore
    print("audio: \(fixed(minutes, 1)) min of \(PathText.lastComponent(path)) decoded and written in \(fixed(cpu, 2)) s of CPU: "
          + "\(fixed(cpu / minutes, 3)) CPU s per minute of audio (\(fixed(cpu / minutes / 60 * 100, 2))% of one core at 1x)")
    print("audio: \(fixed(latency, 1)) ms from play to the first PCM frame")
} else {
    print("audio: skipped (give a recording, as make bench does)")
}

// Quran search latency over the full text, when a data directory with an imported
// Quran is given as the second argument.
if CommandLine.arguments.count > 2 {
    let database = try MawqutDatabase(directory: URL(fileURLWithPath: CommandLine.arguments[2]))
    let quran = QuranStore(database: database)
    if try quran.isImported() {
        // Ordinary spellings of Uthmani words, phrases (quoted and loose), whole English words.
        let queries = ["الرحمن", "الكتاب", "الصلاة", "يوم الدين", "الحمد لله", "mercy", "prayer", "patience", "lord of the worlds",
                       "paradise", "نور", "موسى", "the day of judgement", "charity", "forgive", "الزكاة", "إبراهيم", "يا أيها",
                       "السماوات", "القرآن", "\"Lord of the worlds\"", "\"يا أيها الذين آمنوا\"", "the"]
        var samples: [Double] = []
        for round in 0..<20 {
            for query in queries {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try quran.search(query, translations: ["en"], limit: 20)
                if round > 0 { samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6) }
            }
        }
        samples.sort()
        print("quran search: \(samples.count) queries, \(percentiles(samples))")
    } else {
        print("quran search: skipped (no Quran imported in \(CommandLine.arguments[2]); run make data)")
    }
}

// Hadith search latency over all imported collections.
if CommandLine.arguments.count > 2 {
    let hadith = HadithStore(database: try MawqutDatabase(directory: URL(fileURLWithPath: CommandLine.arguments[2])))
    if try !hadith.collections().isEmpty {
        let queries = ["prayer", "charity", "kindness", "patience", "forgiveness", "parents", "knowledge", "faith", "worship",
                       "brotherhood", "intentions", "الصلاة", "الصدقة"]
        var samples: [Double] = []
        for round in 0..<20 {
            for (index, query) in queries.enumerated() {
                let filter = index % 3 == 0 ? HadithFilter(collection: "bukhari") : index % 3 == 1 ? HadithFilter(grade: "sahih") : HadithFilter()
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try hadith.search(query, filter: filter, limit: 20)
                if round > 0 { samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6) }
            }
        }
        samples.sort()
        print("hadith search: \(samples.count) queries, \(percentiles(samples))")
    } else {
        print("hadith search: skipped (no hadith imported; run make data)")
    }
}

// The clock's frame each second at 240x67 (a 1080p console), seconds shown: make the
// frame (drawn whole, or as the kiosk draws it), then find the cells that differ from
// what the terminal shows, as the display does before writing to it.
do {
    var frameSettings = Settings()
    frameSettings.display.seconds = true
    // invariant: 20 November exists
    let first = CivilDate(year: year, month: 11, day: 20)!.instant(hour: 10, in: frameSettings.location.timeZone)
    let frames = 600
    /// Ten minutes of seconds from 10:00, each frame drawn whole or, when `advancing`, as
    /// the kiosk draws it: where only the clock's seconds changed, a patch of their digits
    /// written over the frame shown.
    func measure(advancing: Bool) throws -> (render: Double, diff: Double, runs: Double, whole: Int) {
        var manager = try PrayerTimesManager(settings: frameSettings)
        var previous: (key: ClockScreen.FrameKey, seconds: ClockFrame.Seconds)?
        var shown: CellGrid?
        var changed = 0, whole = 0
        var digits = ClockFrame.DigitPatches()
        var rendering: UInt64 = 0, diffing: UInt64 = 0
        for second in 0..<frames {
            let now = first.addingTimeInterval(Double(second))
            let start = DispatchTime.now().uptimeNanoseconds
            _ = manager.handle(.tick(now))
            let state = ClockScreenState(now: now, settings: frameSettings, status: manager.status(at: now), sound: SoundLine())
            let key = ClockScreen.frameKey(state)
            if advancing, key.change(since: previous?.key) == .clockSeconds, let next = previous?.seconds.patch(to: state, digits: &digits) {
                let rendered = DispatchTime.now().uptimeNanoseconds
                changed += shown?.apply(next.patch).count ?? 0
                diffing += DispatchTime.now().uptimeNanoseconds - rendered
                rendering += rendered - start
                previous = (key, next.seconds)
                continue
            }
            let frame = ClockScreen.renderFrame(state, width: 240, height: 67)
            whole += 1
            let rendered = DispatchTime.now().uptimeNanoseconds
            changed += frame.grid.changes(from: shown).count
            diffing += DispatchTime.now().uptimeNanoseconds - rendered
            rendering += rendered - start
            shown = frame.grid
            previous = (key, frame.seconds)
        }
        return (Double(rendering) / 1e3 / Double(frames), Double(diffing) / 1e3 / Double(frames), Double(changed) / Double(frames), whole)
    }
    for advancing in [false, true] {
        let figures = try measure(advancing: advancing)
        let how = advancing ? "as the kiosk draws it (\(figures.whole) of \(frames) whole)" : "each frame drawn whole"
        print("clock frame at 240x67, seconds shown, \(how): \(fixed(figures.render + figures.diff, 0)) µs to render and diff "
              + "(\(fixed(figures.render, 0)) + \(fixed(figures.diff, 0)); \(fixed(figures.runs, 1)) runs written per frame)")
    }
}

// The hadith of the day (on the clock's first frame): one lookup per day of a year.
if CommandLine.arguments.count > 2 {
    let hadith = HadithStore(database: try MawqutDatabase(directory: URL(fileURLWithPath: CommandLine.arguments[2])))
    if try !hadith.collections().isEmpty {
        var samples: [Double] = []
        for day in 2_461_000..<2_461_365 {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try hadith.ofTheDay(dayNumber: day, maximumLength: 200)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        samples.sort()
        print("hadith of the day: 365 days, median \(fixed(samples[samples.count / 2], 3)) ms, "
              + "max \(fixed(samples[samples.count - 1], 3)) ms (goal: under 1 ms, indexed)")
    }
}

/// `value` with `decimals` digits after the point, as `%.Nf` prints it.
func fixed(_ value: Double, _ decimals: Int) -> String {
    NumberText.fixed(value, decimals: decimals)
}

/// The median, 99th percentile and largest of sorted samples in milliseconds.
func percentiles(_ sorted: [Double]) -> String {
    "median \(fixed(sorted[sorted.count / 2], 2)) ms, p99 \(fixed(sorted[Int(Double(sorted.count) * 0.99)], 2)) ms, "
        + "max \(fixed(sorted[sorted.count - 1], 2)) ms"
}
