import Foundation
import PrayerCalc
import Testing
@testable import KioskCore

/// The sound arbiter as a state machine: what is playing × what arrives, then
/// sequences that follow a sound to its end.
struct SoundArbiterTests {
    static let asr = PrayerKey(date: CivilDate(iso: "2026-11-21")!, prayer: .asr)
    static let maghrib = PrayerKey(date: CivilDate(iso: "2026-11-21")!, prayer: .maghrib)

    static func adhan(_ key: PrayerKey, dua: Bool = true) -> SoundJob {
        var items = [SoundItem(.adhan(key.prayer), SoundRequest(path: "/data/adhan.mp3"))]
        if dua { items.append(SoundItem(.dua(key.prayer), SoundRequest(path: "/data/dua.mp3"))) }
        return SoundJob(kind: .adhan(key), items: items)
    }

    static let tone = SoundJob(kind: .tone, items: [SoundItem(.iqamaTone(.asr), SoundRequest(path: "/assets/iqama-tone.wav"))])
    static let test = SoundJob(kind: .test, items: [SoundItem(.testAdhan, SoundRequest(path: "/data/adhan.mp3"))])
    static func recitation(surah: Int, ayahs: ClosedRange<Int>) -> SoundJob {
        SoundJob(kind: .recitation, items: ayahs.map {
            SoundItem(.ayah(surah: surah, ayah: $0), SoundRequest(path: String(format: "/data/recitations/%03d%03d.mp3", surah, $0)))
        })
    }
    static let reading = recitation(surah: 2, ayahs: 1...5)
    static let speech = SoundJob(kind: .speech, items: [SoundItem(.speech("Sahih al-Bukhari 1"), SoundRequest(path: "/tmp/speech.wav"))])

    /// What is playing before the event arrives.
    enum Playing: String, CaseIterable {
        case nothing, adhanStarted, adhanPending, dua, tone, test, recitation, speech
    }

    /// What arrives.
    enum Arrival: String, CaseIterable {
        case adhan, tone, test, recitation, speech, stop, mute, withdraw, started, failed, ended, stale
    }

    static func arbiter(_ playing: Playing) -> SoundArbiter {
        var arbiter = SoundArbiter()
        func engine(_ event: AudioPlayerEvent) { _ = arbiter.handle(.engine(AudioReport(queue: arbiter.playing!.queue, event: event))) }
        switch playing {
        case .nothing: break
        case .adhanStarted: _ = arbiter.handle(.scheduled(adhan(asr))); engine(.started(index: 0))
        case .adhanPending: _ = arbiter.handle(.scheduled(adhan(asr)))
        case .dua: _ = arbiter.handle(.scheduled(adhan(asr))); engine(.started(index: 0)); engine(.started(index: 1))
        case .tone: _ = arbiter.handle(.scheduled(tone)); engine(.started(index: 0))
        case .test: _ = arbiter.handle(.requested(test)); engine(.started(index: 0))
        case .recitation: _ = arbiter.handle(.requested(reading)); engine(.started(index: 0)); engine(.started(index: 2))
        case .speech: _ = arbiter.handle(.requested(speech)); engine(.started(index: 0))
        }
        return arbiter
    }

    static let newRecitation = recitation(surah: 3, ayahs: 1...2)

    static func event(_ arrival: Arrival, on arbiter: SoundArbiter) -> (SoundArbiter.Event, SoundJob?) {
        let queue = arbiter.playing?.queue ?? 999
        switch arrival {
        case .adhan: return (.scheduled(adhan(maghrib)), adhan(maghrib))
        case .tone: return (.scheduled(tone), tone)
        case .test: return (.requested(test), test)
        case .recitation: return (.requested(newRecitation), newRecitation)
        case .speech: return (.requested(speech), speech)
        case .stop: return (.stop, nil)
        case .mute: return (.setMuted(true), nil)
        case .withdraw: return (.withdraw, nil)
        case .started: return (.engine(AudioReport(queue: queue, event: .started(index: 0))), nil)
        case .failed: return (.engine(AudioReport(queue: queue, event: .itemFailed(index: 0, reason: "device busy"))), nil)
        case .ended: return (.engine(AudioReport(queue: queue, event: .queueEnded(failures: 0))), nil)
        case .stale: return (.engine(AudioReport(queue: queue - 1, event: .queueEnded(failures: 0))), nil)
        }
    }

    /// Expected outcome of each pair, one row per thing playing, one column per arrival in
    /// `Arrival` order: `new` the arriving job plays, `old` what played goes on, `none`
    /// nothing plays; `+wait` the arriving adhan waits its turn; `+defer` the arriving
    /// job waits for the scheduled sound; `+resume` the recitation waits to resume at
    /// the ayah it reached; `:status` the adhan's outcome for the played log.
    static let table: [Playing: [String]] = [
        //               adhan        tone          test          recitation   speech       stop             mute             withdraw started       failed        ended          stale
        .nothing:      ["new",       "new",        "new",        "new",       "new",       "none",          "none",          "none",  "none",       "none",       "none",        "none"],
        .adhanStarted: ["old+wait",  "old",        "old",        "old+defer", "old+defer", "none",          "none",          "old",   "old",        "old",        "none",        "old"],
        .adhanPending: ["old+wait",  "old",        "old",        "old+defer", "old+defer", "none:silenced", "none:silenced", "old",   "old:played", "old:failed", "none:failed", "old"],
        .dua:          ["old+wait",  "old",        "old",        "old+defer", "old+defer", "none",          "none",          "old",   "old",        "old",        "none",        "old"],
        .tone:         ["new",       "new",        "new",        "old+defer", "old+defer", "none",          "none",          "old",   "old",        "old",        "none",        "old"],
        .test:         ["new",       "old",        "old",        "old+defer", "old+defer", "none",          "none",          "old",   "old",        "old",        "none",        "old"],
        .recitation:   ["new+resume", "new+resume", "new+resume", "new",      "new",       "none",          "old",           "none",  "old",        "old",        "none",        "old"],
        .speech:       ["new",       "new",        "new",        "new",       "new",       "none",          "old",           "none",  "old",        "old",        "none",        "old"],
    ]

    @Test(arguments: Playing.allCases)
    func everyArrivalWhileSomethingPlaysEndsAsTheRulesSay(_ playing: Playing) throws {
        let row = try #require(Self.table[playing])
        #expect(row.count == Arrival.allCases.count)
        for (arrival, expected) in zip(Arrival.allCases, row) {
            var arbiter = Self.arbiter(playing)
            let before = arbiter.playing
            let (event, arriving) = Self.event(arrival, on: arbiter)
            let effects = arbiter.handle(event)
            let context = "\(playing) × \(arrival)"

            let parts = expected.split(separator: ":", maxSplits: 1)
            let head = parts[0].split(separator: "+")
            switch head[0] {
            case "new":
                #expect(arbiter.playing?.job == arriving && arriving != nil && arbiter.playing?.queue != before?.queue,
                        "\(context): the arriving job plays")
            case "old":
                #expect(arbiter.playing?.queue == before?.queue && arbiter.playing?.job == before?.job && before != nil,
                        "\(context): what played goes on")
            default: #expect(arbiter.playing == nil, "\(context): nothing plays")
            }
            let flag = head.count > 1 ? String(head[1]) : nil
            #expect((flag == "wait") == !arbiter.waiting.isEmpty, "\(context): waiting \(arbiter.waiting.count)")
            switch flag {
            case "defer": #expect(arbiter.deferred == arriving, "\(context): the request waits")
            case "resume": #expect(arbiter.deferred?.items.first?.label == .ayah(surah: 2, ayah: 3), "\(context): resumes at 2:3")
            default: #expect(arbiter.deferred == nil, "\(context): nothing deferred")
            }
            let settled = effects.compactMap { if case .settle(_, let status, _) = $0 { status } else { nil } }
            let expectedSettle = parts.count > 1 ? [PrayerLogStatus(rawValue: String(parts[1]))!] : []
            #expect(settled == expectedSettle, "\(context): outcome \(settled)")
            // A job that was handed to the engine and no longer plays has been stopped or replaced.
            if before != nil, arbiter.playing?.queue != before?.queue, !effects.contains(where: { if case .play = $0 { true } else { false } }),
               !(arrival == .ended) {
                #expect(effects.contains(.stop), "\(context): the engine is told to stop")
            }
        }
    }

    @Test func playingIsShownOnlyFromTheEnginesReportAndClearedAtTheEnd() {
        var arbiter = SoundArbiter()
        let effects = arbiter.handle(.scheduled(Self.adhan(Self.asr)))
        #expect(effects == [.play(queue: 1, ["/data/adhan.mp3", "/data/dua.mp3"].map { SoundRequest(path: $0) }, speed: 1)])
        #expect(arbiter.nowPlaying == nil, "handed to the engine is not yet playing")
        #expect(arbiter.handle(.engine(AudioReport(queue: 1, event: .started(index: 0)))) == [.settle(Self.asr, .played, detail: nil)])
        #expect(arbiter.nowPlaying == .adhan(.asr))
        _ = arbiter.handle(.engine(AudioReport(queue: 1, event: .started(index: 1))))
        #expect(arbiter.nowPlaying == .dua(.asr))
        _ = arbiter.handle(.engine(AudioReport(queue: 1, event: .queueEnded(failures: 0))))
        #expect(arbiter.nowPlaying == nil && arbiter.playing == nil)
        #expect(arbiter.handle(.scheduled(Self.tone)).contains { if case .play = $0 { true } else { false } },
                "no stale state silences the iqama tone that follows")
    }

    @Test func aRecitationInterruptedByAnAdhanResumesAtTheSameAyahAfterIt() {
        var arbiter = Self.arbiter(.recitation)
        _ = arbiter.handle(.scheduled(Self.adhan(Self.asr, dua: false)))
        let adhanQueue = arbiter.playing!.queue
        _ = arbiter.handle(.engine(AudioReport(queue: adhanQueue, event: .started(index: 0))))
        #expect(arbiter.waitingNote == "recitation from 2:3 follows")
        let effects = arbiter.handle(.engine(AudioReport(queue: adhanQueue, event: .queueEnded(failures: 0))))
        let resumed = ["/data/recitations/002003.mp3", "/data/recitations/002004.mp3", "/data/recitations/002005.mp3"]
        #expect(effects == [.play(queue: adhanQueue + 1, resumed.map { SoundRequest(path: $0) }, speed: 1)])
        #expect(arbiter.playing?.job.kind == .recitation)
    }

    @Test func aRecitationAskedForDuringAnAdhanStartsAfterItAndNeverCutsIt() {
        var arbiter = Self.arbiter(.adhanStarted)
        let effects = arbiter.handle(.requested(Self.reading))
        #expect(!effects.contains { if case .play = $0 { true } else { false } } && !effects.contains(.stop))
        let queue = arbiter.playing!.queue
        let after = arbiter.handle(.engine(AudioReport(queue: queue, event: .queueEnded(failures: 0))))
        #expect(after.contains { if case .play(_, let requests, _) = $0 { requests.first?.path == "/data/recitations/002001.mp3" } else { false } })
    }

    @Test func anAdhanDueDuringAnotherPlaysWholeAfterIt() {
        var arbiter = Self.arbiter(.adhanStarted)
        _ = arbiter.handle(.scheduled(Self.adhan(Self.maghrib)))
        let first = arbiter.playing!.queue
        let effects = arbiter.handle(.engine(AudioReport(queue: first, event: .queueEnded(failures: 0))))
        #expect(effects.contains { if case .play = $0 { true } else { false } })
        #expect(arbiter.playing?.job.kind == .adhan(Self.maghrib))
        #expect(arbiter.handle(.engine(AudioReport(queue: first + 1, event: .started(index: 0)))) == [.settle(Self.maghrib, .played, detail: nil)])
    }

    @Test func muteSilencesAdhansAndTonesButNotARecitationAndIsUndone() {
        var arbiter = SoundArbiter()
        _ = arbiter.handle(.setMuted(true))
        #expect(arbiter.handle(.scheduled(Self.adhan(Self.asr))).contains(.settle(Self.asr, .silenced, detail: "muted")))
        #expect(!arbiter.handle(.scheduled(Self.tone)).contains { if case .play = $0 { true } else { false } })
        #expect(arbiter.handle(.requested(Self.reading)).contains { if case .play = $0 { true } else { false } })
        _ = arbiter.handle(.setMuted(false))
        #expect(!arbiter.muted)
        _ = arbiter.handle(.stop)
        #expect(arbiter.handle(.scheduled(Self.adhan(Self.maghrib))).contains { if case .play = $0 { true } else { false } })
    }

    @Test func aFailureIsKeptForTheScreenUntilASoundStarts() {
        var arbiter = Self.arbiter(.adhanPending)
        let queue = arbiter.playing!.queue
        let effects = arbiter.handle(.engine(AudioReport(queue: queue, event: .itemFailed(index: 0, reason: "ALSA device \"default\" not found"))))
        #expect(effects.contains(.settle(Self.asr, .failed, detail: "ALSA device \"default\" not found")))
        #expect(arbiter.problem == "ALSA device \"default\" not found")
        _ = arbiter.handle(.engine(AudioReport(queue: queue, event: .queueEnded(failures: 2))))
        _ = arbiter.handle(.scheduled(Self.tone))
        _ = arbiter.handle(.engine(AudioReport(queue: queue + 1, event: .started(index: 0))))
        #expect(arbiter.problem == nil)
    }

    @Test func aSpeedChangeRestartsTheAyahBeingRecitedAtTheNewSpeed() {
        var arbiter = Self.arbiter(.recitation)
        let effects = arbiter.handle(.setSpeed(1.5))
        guard case .play(_, let requests, let speed)? = effects.first else {
            Issue.record("expected a new queue, got \(effects)")
            return
        }
        #expect(speed == 1.5 && requests.first?.path == "/data/recitations/002003.mp3")
    }
}
