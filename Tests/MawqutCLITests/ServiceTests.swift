import Foundation
import Testing
@testable import mawqut

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
        let verify = try ToolRun("/usr/bin/systemd-analyze", ["verify", copy.path])
        #expect(verify.status == 0, "\(verify.errors)")
    }

    /// The Wayland kiosk unit verifies with cage and the terminal script replaced by
    /// binaries this machine has (cage is only recommended by the package).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze")))
    func theWaylandKioskUnitVerifiesAndRunsTheTerminalScriptInCage() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Assets/systemd/mawqut-wayland.service"), encoding: .utf8)
        #expect(text.contains("ExecStart=/usr/bin/cage -d -- /usr/local/lib/mawqut/mawqut-kiosk-terminal"))
        #expect(text.contains("Conflicts=getty@tty1.service mawqut.service") && text.contains("PAMName=login"))
        let script = try String(contentsOf: root.appendingPathComponent("Assets/wayland/mawqut-kiosk-terminal"), encoding: .utf8)
        #expect(script.contains("mawqut kiosk-font") && script.contains("exec foot --config=\"$here/foot.ini\" --font=\"$font\"") && script.contains("mawqut run"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-unit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("mawqut-wayland.service")
        try text.replacingOccurrences(of: "/usr/bin/cage -d -- /usr/local/lib/mawqut/mawqut-kiosk-terminal", with: CommandLineTests.binary.path + " --version")
            .replacingOccurrences(of: "User=mawqut\nGroup=mawqut\n", with: "")
            .write(to: copy, atomically: true, encoding: .utf8)
        let verify = try ToolRun("/usr/bin/systemd-analyze", ["verify", copy.path])
        #expect(verify.status == 0, "\(verify.errors)")
    }

    /// Every shipped unit is hardened: `systemd-analyze security` scores it 4.0 or less
    /// ("OK"); make deb-test checks the installed copies the same way.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze")),
          arguments: ["mawqut.service", "mawqut-wayland.service", "mawqut-admin.service"])
    func everyUnitScoresFourOrLessInSystemdsSecurityAnalysis(_ unit: String) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/systemd/\(unit)").path
        let analysis = try ToolRun("/usr/bin/systemd-analyze", ["security", "--offline=true", path])
        let score = analysis.text.split(separator: "\n").last { $0.contains("Overall exposure level") }
            .flatMap { $0.split(separator: ":").last?.split(separator: " ").first }.flatMap { Double($0) }
        let exposure = try #require(score, "\(analysis.text.suffix(300)) \(analysis.errors)")
        #expect(exposure <= 4.0, "\(unit) scores \(exposure)")
    }

    @Test func theKioskFontComesFromTheConfigurationOrTheConnectedDisplay() throws {
        let sysfs = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-drm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: sysfs) }
        for (name, status, modes) in [("card0-HDMI-A-1", "disconnected", ""), ("card0-HDMI-A-2", "connected", "1280x720\n1920x1080\n")] {
            let folder = sysfs.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data((status + "\n").utf8).write(to: folder.appendingPathComponent("status"))
            try Data(modes.utf8).write(to: folder.appendingPathComponent("modes"))
        }
        #expect(DisplayModes.connectedWidth(root: sysfs.path) == 1280, "the connected display's preferred (first) mode")
        #expect(DisplayModes.connectedWidth(root: sysfs.appendingPathComponent("none").path) == nil)
        let config = sysfs.appendingPathComponent("config.json")
        try Data("{}".utf8).write(to: config)
        let sized = try CommandLineTests.run(["kiosk-font", "--width", "1280", "--config", config.path])
        #expect(sized.status == 0 && sized.output == "DejaVu Sans Mono:size=15,Amiri:size=15\n", "\(sized.errors)")
        try Data(#"{"display": {"fontSize": 30}}"#.utf8).write(to: config)
        let fixed = try CommandLineTests.run(["kiosk-font", "--width", "1280", "--config", config.path])
        #expect(fixed.status == 0 && fixed.output == "DejaVu Sans Mono:size=30,Amiri:size=30\n")
        try Data(#"{"display": {"fontSize": 200}}"#.utf8).write(to: config)
        let refused = try CommandLineTests.run(["kiosk-font", "--config", config.path])
        #expect(refused.status == 78 && refused.errors.contains("display.fontSize"), "\(refused.errors)")
    }

    /// mawqut.json(5), made from config.example.json, names every key of the example
    /// (set or only explained) and man renders it without a warning.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/man")))
    func theConfigurationManualListsEveryKeyOfTheExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-\(UUID().uuidString).json.5")
        defer { try? FileManager.default.removeItem(at: page) }
        let generate = try ToolRun(root.appendingPathComponent("Scripts/generate-config-manual.py").path,
                                   [root.appendingPathComponent("config.example.json").path, page.path, "2026-01-01"])
        #expect(generate.status == 0, "\(generate.errors)")
        let render = try ToolRun("/usr/bin/man", ["--warnings", "-l", page.path],
                                 environment: ["LC_ALL": "C.UTF-8", "MANWIDTH": "250", "PATH": "/usr/bin:/bin"])
        #expect(render.errors.isEmpty, "\(render.errors)")
        let text = render.text
        // Every key path of the example: set keys with their default, explained-only keys too.
        let example = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("config.example.json"))) as? [String: Any] ?? [:]
        var paths: [String] = []
        for (key, value) in example where key != "//" {
            let name = key.hasPrefix("//") ? String(key.dropFirst(2)) : key
            guard let members = value as? [String: Any] else { paths.append(name); continue }
            for member in members.keys where member != "//" {
                paths.append(key + "." + (member.hasPrefix("//") ? String(member.dropFirst(2)) : member))
            }
        }
        let missing = Set(paths).filter { !text.contains($0 + " = ") && !text.contains($0 + " (not set by default)") }
        #expect(paths.count > 50 && missing.isEmpty, "\(missing.sorted()) of \(Set(paths).count)")
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
