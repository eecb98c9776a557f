import Foundation
import Testing
@testable import mawqut
@testable import KioskApp

struct ServiceTests {
    /// `systemd-analyze verify` on the shipped unit, with ExecStart pointed at the
    /// binary built here (the unit names /usr/local/bin/mawqut, which a test machine lacks).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze")))
    func theSystemdUnitVerifies() throws {
        let unit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/systemd/mawqut.service")
        let text = try String(contentsOf: unit, encoding: .utf8)
        #expect(text.contains("ExecStart=/usr/local/bin/mawqut run") && text.contains("TTYPath=/dev/tty1") && text.contains("Restart=always"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-unit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("mawqut.service")
        try text.replacingOccurrences(of: "/usr/local/bin/mawqut", with: CommandLineTests.binary.path).write(to: copy, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/systemd-analyze")
        process.arguments = ["verify", copy.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
    }

    @Test func theDatabaseAndTheLogThatTheKioskCreatesArePrivate() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-modes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        _ = try CommandLineTests.run(["run", "--headless", "--now", "2026-11-21T10:00:00-05:00", "--data-dir", data.path], for: 2)
        for name in ["mawqut.sqlite", "mawqut.log"] {
            let mode = try FileManager.default.attributesOfItem(atPath: data.appendingPathComponent(name).path)[.posixPermissions] as? Int
            #expect(mode == 0o600, "\(name): \(String(mode ?? 0, radix: 8))")
        }
    }

    /// One rule for where data lives, in the binary and in the scripts: $XDG_DATA_HOME,
    /// else $HOME/.local/share, with the environment's HOME even when the account's differs.
    @Test func theBinaryAndTheScriptsFindTheDataDirectoryByTheSameRule() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts")
        for (variables, expected) in [(["HOME": home.path, "XDG_DATA_HOME": ""], home.path + "/.local/share/mawqut"),
                                      (["HOME": home.path, "XDG_DATA_HOME": "relative/ignored"], home.path + "/.local/share/mawqut"),
                                      (["HOME": home.path, "XDG_DATA_HOME": home.path + "/xdg"], home.path + "/xdg/mawqut")] {
            let doctor = try CommandLineTests.run(["doctor", "--json"], environment: variables)
            let checks = try #require(try JSONSerialization.jsonObject(with: Data(doctor.output.utf8)) as? [[String: Any]])
            let detail = checks.first { $0["check"] as? String == "data directory" }?["detail"] as? String
            #expect(detail == expected, "binary with \(variables)")
            let script = Process()
            script.executableURL = URL(fileURLWithPath: "/bin/bash")
            script.arguments = ["-c", ". '\(scripts.path)/paths.sh'; printf '%s/mawqut' \"$(mawqut_data_home)\""]
            script.environment = ["PATH": "/usr/bin:/bin"].merging(variables) { _, new in new }
            let output = Pipe()
            script.standardOutput = output
            try script.run()
            script.waitUntilExit()
            #expect(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == expected, "scripts with \(variables)")
        }
    }
}
