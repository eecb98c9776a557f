import Foundation
import Testing

/// The real binary started on a data directory damaged in each way a wall display
/// meets (a bad copy, a power cut in the middle of a write, a failing SD card): the
/// clock starts, says what it found naming the file, and never replays an adhan.
struct DataCorruptionTests {
    /// Asr in Queens on 2026-11-21 is at 14:13 (mawqut times).
    static let beforeAsr = "2026-11-21T14:12:57-05:00"
    static let afterAsr = "2026-11-21T14:13:40-05:00"

    static func python(_ script: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the damage was done")
    }

    /// Runs the kiosk headless for a few seconds; returns what it printed.
    static func run(_ data: URL, now: String, seconds: Double = 4) throws -> String {
        try CommandLineTests.run(["run", "--headless", "--now", now, "--data-dir", data.path], for: seconds).output
    }

    /// Makes a data directory with both databases and a played Asr, the WAL folded in.
    static func prepared() throws -> URL {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-corrupt-\(UUID().uuidString)")
        let first = try run(data, now: beforeAsr, seconds: 6)
        #expect(first.contains("adhan     asr"), "\(first)")
        try python("import sqlite3,sys\nfor f in sys.argv[1:]:\n c=sqlite3.connect(f); c.execute('PRAGMA wal_checkpoint(TRUNCATE)'); c.close()",
                   [data.appendingPathComponent("mawqut.sqlite").path, data.appendingPathComponent("mawqut-state.sqlite").path])
        return data
    }

    /// The faults: what is done to which file.
    static let faults: [(name: String, file: String, script: String)] = [
        ("not a database", "mawqut-state.sqlite", "import sys\nopen(sys.argv[1],'wb').write(b'not a database\\n')"),
        ("truncated", "mawqut-state.sqlite", "import os,sys\nos.truncate(sys.argv[1], 100)"),
        ("bad header", "mawqut-state.sqlite", "import sys\nf=open(sys.argv[1],'r+b'); f.write(b'X'*16); f.close()"),
        ("dropped migrations table", "mawqut-state.sqlite",
         "import sqlite3,sys\nc=sqlite3.connect(sys.argv[1]); c.execute('DROP TABLE grdb_migrations'); c.commit(); c.close()"),
        ("an undecodable row", "mawqut-state.sqlite",
         "import sqlite3,sys\nc=sqlite3.connect(sys.argv[1]); c.execute(\"UPDATE prayerLog SET recordedAt='garbage', status=42\"); c.commit(); c.close()"),
        ("the played log's root page overwritten", "mawqut-state.sqlite", """
            import sqlite3,sys
            c=sqlite3.connect(sys.argv[1]); page=c.execute("PRAGMA page_size").fetchone()[0]
            root=c.execute("SELECT rootpage FROM sqlite_master WHERE name='prayerLog'").fetchone()[0]; c.close()
            f=open(sys.argv[1],'r+b'); f.seek((root-1)*page); f.write(bytes([0xA5])*page); f.close()
            """),
        ("the library is not a database", "mawqut.sqlite", "import sys\nopen(sys.argv[1],'wb').write(b'not a database\\n')"),
    ]

    @Test(arguments: 0..<faults.count)
    func theClockStartsSaysWhatItFoundAndNeverReplaysAnAdhan(_ index: Int) throws {
        let fault = Self.faults[index]
        let data = try Self.prepared()
        defer { try? FileManager.default.removeItem(at: data) }
        let damaged = data.appendingPathComponent(fault.file).path
        try Self.python(fault.script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n"), [damaged])

        let doctor = try CommandLineTests.run(["doctor", "--data-dir", data.path])
        if fault.name != "an undecodable row" {
            #expect(doctor.output.contains("✗") && doctor.output.contains(damaged), "\(fault.name): doctor names the file:\n\(doctor.output)")
        }
        let second = try Self.run(data, now: Self.afterAsr)
        #expect(second.contains("mawqut running"), "\(fault.name): the clock started:\n\(second)")
        #expect(!second.contains("adhan     asr"), "\(fault.name): Asr is not played again within the grace period:\n\(second)")
        let log = try String(contentsOf: data.appendingPathComponent("mawqut.log"), encoding: .utf8)
        switch fault.name {
        case "an undecodable row":
            #expect(log.contains("row(s) that cannot be read; the journal stands in"), "\(log)")
        default:
            #expect(log.contains("data: \(damaged) could not be used"), "\(fault.name): \(log)")
            let aside = try FileManager.default.contentsOfDirectory(atPath: data.path).filter { $0.hasPrefix(fault.file + ".corrupt-") }
            #expect(aside.count == 1, "\(fault.name): moved aside: \(aside)")
        }
        #expect(try CommandLineTests.run(["times", "--date", "2026-11-21"]).status == 0)
    }

    @Test func aDataDirectoryThatCannotBeWrittenStillGivesAClock() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-readonly-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        // A file where the folder should be: nothing can be made there.
        FileManager.default.createFile(atPath: data.path, contents: Data("in the way".utf8))
        let output = try Self.run(data, now: Self.beforeAsr, seconds: 5)
        #expect(output.contains("adhan     asr"), "the schedule runs in memory:\n\(output)")
    }
}
