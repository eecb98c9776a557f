import Foundation
import Testing

/// The stop key under load: the kiosk plays into ALSA's file plugin whose file is a
/// pipe read at the pace of a sound card, so what reaches ALSA after F2 can be
/// timed; every core is kept busy meanwhile.
@Suite(.serialized)
struct StopKeyUnderLoadTests {
    /// Reads a named pipe at `bytesPerSecond`, as a sound card takes samples, and notes
    /// when each read came. The pipe holds one page (4096 bytes), so what the kiosk
    /// has written is at most that far ahead of what was "played".
    final class PacedPipe: @unchecked Sendable {
        let path: String
        let bytesPerSecond: Double
        static let capacity = 4096
        /// Linux's F_SETPIPE_SZ (fcntl.h), which Glibc's Swift module does not export.
        static let setPipeSize: Int32 = 1031
        private let lock = NSLock()
        private var reads: [(at: UInt64, bytes: Int)] = []

        init(path: String, bytesPerSecond: Double) throws {
            self.path = path
            self.bytesPerSecond = bytesPerSecond
            guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
            // Read and write: the pipe outlives each time the kiosk opens and closes the device.
            let descriptor = open(path, O_RDWR)
            guard descriptor >= 0, fcntl(descriptor, Self.setPipeSize, Int32(Self.capacity)) >= 0 else { throw CocoaError(.fileReadUnknown) }
            let thread = Thread { [self] in self.read(descriptor) }
            thread.start()
        }

        private func read(_ descriptor: Int32) {
            var buffer = [UInt8](repeating: 0, count: 882)
            var due = DispatchTime.now().uptimeNanoseconds
            while true {
                let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                let now = DispatchTime.now().uptimeNanoseconds
                lock.withLock { reads.append((now, count)) }
                // A card that fell behind does not catch up faster than real time.
                due = max(due, now - 10_000_000) + UInt64(Double(count) / bytesPerSecond * 1e9)
                let now2 = DispatchTime.now().uptimeNanoseconds
                if due > now2 { usleep(UInt32((due - now2) / 1000)) }
            }
        }

        /// Bytes read after `instant`, and the last read's delay after it in seconds.
        func since(_ instant: UInt64) -> (bytes: Int, lastAfter: Double) {
            lock.withLock {
                let later = reads.filter { $0.at > instant }
                return (later.reduce(0) { $0 + $1.bytes }, Double((later.last?.at ?? instant) - instant) / 1e9)
            }
        }

        /// Whether anything was read in the last `seconds`.
        func flowing(within seconds: Double) -> Bool {
            lock.withLock {
                // Read under the lock: a read noted after `now` was taken would be later than it.
                let now = DispatchTime.now().uptimeNanoseconds
                return reads.last.map { Double(now - $0.at) / 1e9 < seconds } ?? false
            }
        }
    }

    /// Busy loops on every core (and one more), killed at the end (HelperProcess: SIGKILL,
    /// as the test runner's threads block SIGTERM), their output not the runner's — a loop
    /// holding the runner's stdout kept `swift test` waiting for ever. One that outlives a
    /// crashed test ends when the test process has been reaped.
    final class CPULoad {
        private var loops: [HelperProcess] = []

        init() throws {
            for _ in 0...ProcessInfo.processInfo.activeProcessorCount {
                loops.append(try HelperProcess(["sh", "-c", "while kill -0 \(getpid()) 2>/dev/null; do :; done"]))
            }
        }
    }

    /// 44.1 kHz mono, 16-bit: what the silent test adhan is.
    static let bytesPerSecond = 88_200.0

    @Test func theStopKeyStopsTheAdhanOverTheQuranReaderWithin200msTwentyTimesWhileEveryCoreIsBusy() throws {
        let (session, folder) = try KioskScreenTests.quranSessionWithLongAdhan()
        let pipe = try PacedPipe(path: session.data.appendingPathComponent("card").path, bytesPerSecond: Self.bytesPerSecond)
        try #"{ "audio": { "device": "file:'\#(pipe.path)',raw", "adhan": "long-adhan.wav" } }"#
            .write(to: folder.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        let load = try CPULoad()
        defer { withExtendedLifetime(load) {} }
        // Asr in Queens on 2026-11-21 is at 14:13: the first stop is of the real adhan, the others of the adhan test.
        // 40 s before it, so that the reader is open when it starts even when the tests beside this one load the machine too.
        try session.start(width: 100, height: 30, arguments: "--now 2026-11-21T14:12:20-05:00")
        _ = try KioskScreenTests.waitFor("Isha", in: session, seconds: 20)
        try session.tmux(["send-keys", "r"])
        _ = try KioskScreenTests.waitFor("Quran · surahs", in: session, seconds: 15)
        // F2 goes through a tmux client started now (control mode, commands on its
        // standard input), so the time measured from F2 is the kiosk's, not that of
        // starting a tmux process on a machine whose cores are all busy.
        let keys = try HelperProcess(["tmux", "-L", session.socket, "-C", "attach"], withInput: true)
        defer { keys.stop() }
        let attached = Date().addingTimeInterval(10)
        while try session.tmux(["list-clients"]).isEmpty && Date() < attached { Thread.sleep(forTimeInterval: 0.1) }
        var stopped = 0
        for run in 1...20 {
            if run > 1 {
                try session.tmux(["send-keys", "Escape"])
                _ = try KioskScreenTests.waitFor("Today", in: session, seconds: 8)
                try session.tmux(["send-keys", "t"])
                try session.tmux(["send-keys", "r"])
            }
            // Both keys reach the kiosk before it is timed: a screen drawn between them has the adhan but not the reader.
            let playing = try KioskScreenTests.waitFor(run == 1 ? "♪ Adhan · Asr" : "♪ Adhan test", "Quran · surahs", in: session,
                                                       seconds: run == 1 ? 60 : 30)
            try #require(playing.contains("Quran · surahs") && playing.contains("press F2 to stop"), "run \(run):\n\(playing)")
            Thread.sleep(forTimeInterval: 0.3 + Double(run % 5) * 0.17)
            #expect(pipe.flowing(within: 0.1), "run \(run): the adhan reaches ALSA before the stop")
            let pressed = DispatchTime.now().uptimeNanoseconds
            keys.send("send-keys F2")
            let deadline = Date().addingTimeInterval(5)
            while pipe.flowing(within: 0.5) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            let after = pipe.since(pressed)
            // What the pipe held at F2 was written before it; the card plays it after.
            let pipeSeconds = Double(PacedPipe.capacity) / Self.bytesPerSecond
            let heard = after.lastAfter - pipeSeconds
            print("stop \(run): \(after.bytes / 2) frames reached the card after F2; the last \(Int(after.lastAfter * 1000)) ms after it (\(Int(heard * 1000)) ms without the test's pipe)")
            #expect(heard <= 0.2, "run \(run): sound reached the card \(Int(heard * 1000)) ms after F2")
            if heard <= 0.2 { stopped += 1 }
        }
        #expect(stopped == 20)
        let log = try String(contentsOf: session.data.appendingPathComponent("mawqut.log"), encoding: .utf8)
        #expect(log.components(separatedBy: "stopped by the user").count - 1 == 20, "\(log)")
    }
}
