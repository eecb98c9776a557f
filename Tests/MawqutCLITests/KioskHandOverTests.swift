import Foundation
import Testing

/// `mawqut` is the one command people type; the kiosk (curses, audio, MQTT) is its own
/// executable, `mawqut-kiosk`, which takes over the process for `run`, `play`, `doctor`
/// and `mqtt`. Neither links libmosquitto: the kiosk opens it when a broker is configured.
struct KioskHandOverTests {
    static let kiosk = CommandLineTests.binary.deletingLastPathComponent().appendingPathComponent("mawqut-kiosk")

    static func libraries(of binary: URL) throws -> String {
        let listed = try ToolRun("/usr/bin/ldd", [binary.path])
        #expect(listed.text.contains("libc.so"), "ldd listed the libraries")
        return listed.text
    }

    @Test func theOneShotToolLinksNoCursesOrAudioWhichTheKioskDoesAndNeitherLinksMQTT() throws {
        let tool = try Self.libraries(of: CommandLineTests.binary)
        let kiosk = try Self.libraries(of: Self.kiosk)
        for library in ["libncursesw", "libasound", "libmpg123", "librubberband"] {
            #expect(!tool.contains(library), "mawqut loads \(library)")
            #expect(kiosk.contains(library), "mawqut-kiosk does not load \(library)")
        }
        for library in ["libmosquitto", "libssl", "libcrypto"] {
            #expect(!tool.contains(library) && !kiosk.contains(library), "\(library) is linked, so every kiosk maps it")
        }
    }

    @Test func mawqutRunBecomesTheKioskInTheSameProcess() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-handover-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("config.json")
        try Data("{}".utf8).write(to: config)
        let running = try HelperProcess([CommandLineTests.binary.path, "run", "--headless", "--config", config.path, "--data-dir", folder.path])
        defer { running.stop() }
        var executable = ""
        for _ in 0..<100 where !executable.hasSuffix("/mawqut-kiosk") {
            executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(running.pid)/exe")) ?? ""
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(executable == Self.kiosk.resolvingSymlinksInPath().path, "the process started as mawqut runs \(executable)")
    }

    @Test func withoutTheKioskExecutableMawqutSaysWhatIsMissingAndStillHelps() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("bin"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("bin/mawqut")
        try FileManager.default.copyItem(at: CommandLineTests.binary, to: alone)
        let run = try ToolRun(alone.path, ["run", "--headless"])
        #expect(run.status == 1)
        #expect(run.errors.contains("mawqut-kiosk is not installed (looked in \(folder.path)/bin and \(folder.path)/lib/mawqut)"), "\(run.errors)")
        let help = try ToolRun(alone.path, ["run", "--help"])
        #expect(help.status == 0 && help.text.contains("--headless"), "the kiosk's options are mawqut's own help")
        let config = folder.appendingPathComponent("config.json")
        try Data("{}".utf8).write(to: config)
        let times = try ToolRun(alone.path, ["times", "--latitude", "21.4225", "--longitude", "39.8262", "--timezone", "Asia/Riyadh",
                                             "--date", "2026-11-23", "--config", config.path])
        #expect(times.status == 0 && times.text.contains("Maghrib"), "a one-shot command needs no kiosk: \(times.errors)")
    }
}
