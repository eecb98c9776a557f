import Foundation
@testable import KioskApp
import MawqutCommon
import MosqueSettings
import Testing

/// A stand-in for the screen tools: records each command line and answers from a script.
final class RecordingToolRunner: ScreenToolRunner, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private var inputs: [String] = []
    /// The answer for a command line containing the key (the first key that matches), else success with nothing printed.
    var answers: [(contains: String, outcome: ToolOutcome)] = []

    var commands: [String] { lock.withLock { recorded } }
    var standardInputs: [String] { lock.withLock { inputs } }

    func run(_ tool: String, _ arguments: [String], input: ChildProcess.Input, environment: [String: String]) -> ToolOutcome {
        let line = ([tool] + arguments).joined(separator: " ")
        lock.withLock {
            recorded.append(line)
            switch input {
            case .device(let path): inputs.append(path + (environment["TERM"].map { " TERM=\($0)" } ?? ""))
            case .inherit: inputs.append("inherit")
            default: inputs.append("null")
            }
        }
        return answers.first { line.contains($0.contains) }?.outcome ?? ToolOutcome(status: 0, output: "")
    }
}

/// Each way of switching a screen sends the exact commands its tool's manual gives,
/// and reads a failure where the tool says one (cec-ctl and setterm exit 0 on some).
struct ScreenSwitchTests {
    static let claimed = ToolOutcome(status: 0, output: """
        Driver Info:
        \tDriver Name                : vc4_hdmi
        \tAdapter Name               : vc4-hdmi-0
        Physical Address           : 1.0.0.0
        Logical Address Mask       : 0x0010
        """)

    @Test func cecClaimsThePlaybackAddressOnceThenSendsStandbyAndWakesWithImageViewOnAndActiveSource() {
        let runner = RecordingToolRunner()
        runner.answers = [("--playback", Self.claimed)]
        let cec = CECSwitch(device: "/dev/cec0", runner: runner)
        #expect(cec.sleep() == nil)
        #expect(cec.wake() == nil)
        #expect(runner.commands == [
            "cec-ctl -d /dev/cec0 --playback --osd-name Mawqut",
            "cec-ctl -d /dev/cec0 -s -t 0 --standby",
            "cec-ctl -d /dev/cec0 -s -t 0 --image-view-on",
            "cec-ctl -d /dev/cec0 -s --active-source phys-addr=1.0.0.0",
        ])
    }

    @Test func aTVThatDoesNotAcknowledgeIsAFailureThoughCecCtlExitsZero() {
        let runner = RecordingToolRunner()
        runner.answers = [("--playback", Self.claimed),
                          ("--standby", ToolOutcome(status: 0, output: "Transmit from Playback Device 1 to TV (4 to 0):\nSTANDBY (0x36)\n\tTx, Not Acknowledged (4), Max Retries"))]
        let failure = CECSwitch(device: "/dev/cec0", runner: runner).sleep()
        #expect(failure?.summary.contains("Not Acknowledged") == true, "\(String(describing: failure))")
        #expect(failure?.advice.contains("HDMI-CEC setting") == true)
    }

    @Test func aMissingCecDeviceIsAFailureThatNamesIt() {
        let runner = RecordingToolRunner()
        runner.answers = [("--playback", ToolOutcome(status: 1, output: "Failed to open /dev/cec1: No such file or directory"))]
        let failure = CECSwitch(device: "/dev/cec1", runner: runner).sleep()
        #expect(failure?.summary == "HDMI-CEC could not set up /dev/cec1 as a playback device: Failed to open /dev/cec1: No such file or directory (exit status 1)")
        #expect(runner.commands.count == 1, "nothing is sent through an adapter that did not open")
    }

    @Test func ddcSetsPowerModeD6ToFourAndBackToOneOnTheBusGiven() {
        let runner = RecordingToolRunner()
        let ddc = DDCSwitch(bus: "11", runner: runner)
        #expect(ddc.sleep() == nil)
        #expect(ddc.wake() == nil)
        #expect(runner.commands == ["ddcutil --bus 11 setvcp D6 04", "ddcutil --bus 11 setvcp D6 01"])
        runner.answers = [("setvcp", ToolOutcome(status: 1, output: "No /dev/i2c devices exist.\nddcutil requires module i2c-dev."))]
        #expect(ddc.sleep()?.summary == "DDC/CI could not turn the monitor off: No /dev/i2c devices exist. / ddcutil requires module i2c-dev. (exit status 1)")
    }

    @Test func theConsoleIsBlankedWithSettermOnItsOwnDeviceAndCheckedAfterwards() {
        let runner = RecordingToolRunner()
        runner.answers = [("--blank force", ToolOutcome(status: 0, output: "")), ("setterm --blank", ToolOutcome(status: 0, output: "1"))]
        let console = ConsoleSwitch(device: "/dev/tty1", runner: runner)
        #expect(console.sleep() == nil)
        #expect(console.wake() == nil)
        #expect(runner.commands == ["setterm --blank force", "setterm --blank", "setterm --blank poke"])
        #expect(runner.standardInputs == ["/dev/tty1 TERM=linux", "/dev/tty1 TERM=linux", "/dev/tty1 TERM=linux"])
    }

    @Test func aConsoleThatCannotBlankIsAFailureThoughSettermExitsZero() {
        let runner = RecordingToolRunner()
        runner.answers = [("--blank force", ToolOutcome(status: 0, output: "setterm: cannot force blank: Inappropriate ioctl for device"))]
        let failure = ConsoleSwitch(device: nil, runner: runner).sleep()
        #expect(failure?.summary.contains("Inappropriate ioctl") == true)
        runner.answers = [("--blank force", ToolOutcome(status: 0, output: "")), ("setterm --blank", ToolOutcome(status: 0, output: "0\n"))]
        #expect(ConsoleSwitch(device: nil, runner: runner).sleep()?.summary.contains("did not blank") == true)
    }

    @Test func autoTakesCecWhereThereIsAnAdapterThenTheKiosksOwnConsoleThenBlack() {
        #expect(ScreenFacts(cecDevices: ["/dev/cec0"], consoleTTY: "/dev/tty1", wayland: false).method(for: .auto) == .cec)
        #expect(ScreenFacts(cecDevices: [], consoleTTY: "/dev/tty1", wayland: false).method(for: .auto) == .console)
        #expect(ScreenFacts(cecDevices: [], consoleTTY: "/dev/tty1", wayland: true).method(for: .auto) == .black)
        #expect(ScreenFacts(cecDevices: [], consoleTTY: nil, wayland: false).method(for: .auto) == .black)
        #expect(ScreenFacts(cecDevices: [], consoleTTY: nil, wayland: false).method(for: .ddc) == .ddc)
    }

    @Test func theDeviceSettingTakesTheFormEachMethodNeeds() {
        let facts = ScreenFacts(cecDevices: ["/dev/cec0"], consoleTTY: nil, wayland: false)
        let runner = RecordingToolRunner()
        #expect((facts.screenSwitch(for: ScreenPowerSettings(method: .cec, device: "1"), runner: runner) as? CECSwitch)?.device == "/dev/cec1")
        #expect((facts.screenSwitch(for: ScreenPowerSettings(method: .ddc, device: "/dev/i2c-12"), runner: runner) as? DDCSwitch)?.bus == "12")
        #expect((facts.screenSwitch(for: ScreenPowerSettings(method: .console, device: "/dev/tty2"), runner: runner) as? ConsoleSwitch)?.device == "/dev/tty2")
        #expect(facts.screenSwitch(for: ScreenPowerSettings(method: .auto), runner: runner).method == .cec)
    }
}

/// The real runner: found on its search path, arguments passed as given, both streams
/// read, the exit status kept; a tool that is not installed says so.
struct SystemToolRunnerTests {
    @Test func aToolIsRunWithItsArgumentsAndWhatItPrintsIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-tools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("cec-ctl")
        try Data("""
            #!/bin/sh
            printf '%s\\n' "$*" > "\(folder.path)/arguments"
            echo "Physical Address           : 2.0.0.0"
            echo "warning on stderr" >&2
            exit 3

            """.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let runner = SystemToolRunner(searchPath: [folder.path])
        // A script just written can be busy for a moment (ETXTBSY, exit status 126): another
        // test's child process, forked meanwhile, holds the writer's descriptor until it execs.
        var outcome = runner.run("cec-ctl", ["-d", "/dev/cec0", "--playback", "--osd-name", "Mawqut"])
        for _ in 0..<20 where outcome.status == 126 {
            Thread.sleep(forTimeInterval: 0.1)
            outcome = runner.run("cec-ctl", ["-d", "/dev/cec0", "--playback", "--osd-name", "Mawqut"])
        }
        #expect(outcome.status == 3)
        #expect(outcome.output.contains("Physical Address           : 2.0.0.0") && outcome.output.contains("warning on stderr"))
        #expect(try String(contentsOf: folder.appendingPathComponent("arguments"), encoding: .utf8) == "-d /dev/cec0 --playback --osd-name Mawqut\n")
        let missing = runner.run("ddcutil", ["detect"])
        #expect(missing.status == 127 && missing.output.hasPrefix("ddcutil is not installed"))
    }

    /// Only where this process may blank a real virtual terminal (root, with /dev/tty1).
    static let consoleReachable = geteuid() == 0 && FileManager.default.isWritableFile(atPath: "/dev/tty1")
        && SystemToolRunner().locate("setterm") != nil

    @Test(.enabled(if: consoleReachable, "needs root and /dev/tty1"))
    func theRealConsoleBlanksAndUnblanks() {
        let runner = SystemToolRunner()
        let console = ConsoleSwitch(device: "/dev/tty1", runner: runner)
        let query = { runner.run("setterm", ["--blank"], input: .device("/dev/tty1"), environment: ["TERM": "linux"]).output.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(console.sleep() == nil)
        #expect(query() != "0", "a console is blanked")
        #expect(console.wake() == nil)
        #expect(query() == "0", "no console is blanked")
    }
}

/// `mawqut doctor`'s word on the screen's sleep.
struct ScreenPowerCheckTests {
    @Test func cecIsCheckedByAskingTheTVForItsPowerStatus() {
        let runner = RecordingToolRunner()
        runner.answers = [("--give-device-power-status", ToolOutcome(status: 0, output: "Received from TV (0):\n\tpwr-state: standby (0x01)"))]
        let facts = ScreenFacts(cecDevices: ["/dev/cec0"], consoleTTY: nil, wayland: true)
        let check = ScreenPowerCheck.run(ScreenPowerSettings(schedule: .night), facts: facts, runner: runner)
        #expect(check.ok && check.detail == "cec (auto found it) through /dev/cec0: the TV answers (pwr-state: standby (0x01))")
        #expect(runner.commands.last == "cec-ctl -d /dev/cec0 -s -t 0 --give-device-power-status")
    }

    @Test func aTVThatDoesNotAnswerFailsTheCheckWithWhatToDo() {
        let runner = RecordingToolRunner()
        runner.answers = [("--give-device-power-status", ToolOutcome(status: 0, output: "\tTx, OK, Rx, Timeout"))]
        let check = ScreenPowerCheck.run(ScreenPowerSettings(schedule: .night, method: .cec),
                                         facts: ScreenFacts(cecDevices: [], consoleTTY: nil, wayland: false), runner: runner)
        #expect(!check.ok && check.detail.contains("Rx, Timeout"))
        #expect(check.fix?.contains("HDMI-CEC setting") == true)
    }

    @Test func alwaysOnNeedsNothingAndBlackSaysWhy() {
        let runner = RecordingToolRunner()
        let none = ScreenFacts(cecDevices: [], consoleTTY: nil, wayland: true)
        #expect(ScreenPowerCheck.run(ScreenPowerSettings(), facts: none, runner: runner).detail.contains("always-on"))
        let black = ScreenPowerCheck.run(ScreenPowerSettings(schedule: .betweenPrayers), facts: none, runner: runner)
        #expect(black.ok && black.detail.hasPrefix("black (auto found it): nothing is switched off") && black.detail.contains("no CEC adapter"))
        #expect(runner.commands.isEmpty)
    }
}
