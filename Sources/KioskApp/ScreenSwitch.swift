import FoundationEssentials
import MawqutCommon
import MosqueSettings
import Synchronization

/// Why the screen could not be switched, and what to do about it.
public struct ScreenSwitchFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public let summary: String
    public let advice: String

    public var description: String { summary }
}

/// A way to turn the wall's screen off and on. Each call waits for its tool (a
/// second or two for CEC): run it away from the runtime's queue.
public protocol ScreenSwitch: Sendable {
    var method: ScreenPowerMethod { get }
    /// What it switches, for the log and the admin page: "the TV through HDMI-CEC (/dev/cec0)".
    var description: String { get }
    func sleep() -> ScreenSwitchFailure?
    func wake() -> ScreenSwitchFailure?
}

/// Nothing is switched: the kiosk draws black while the screen sleeps. What a
/// Wayland kiosk under cage 0.1.4 is left with when its TV has no CEC (cage offers no
/// output-power protocol, and the console's blanking does nothing while it holds the display).
struct BlackScreen: ScreenSwitch {
    var method: ScreenPowerMethod { .black }
    var description: String { "a black screen (nothing switched off)" }
    func sleep() -> ScreenSwitchFailure? { nil }
    func wake() -> ScreenSwitchFailure? { nil }
}

/// HDMI-CEC through `cec-ctl` (v4l-utils): the adapter is claimed once as a playback
/// device, then the TV (logical address 0) is sent Standby (opcode 0x36) to sleep, and
/// Image View On (0x04) with Active Source (0x82, our physical address) to wake.
/// cec-ctl exits 0 when the TV does not acknowledge, so its printed status is read:
/// "Not Acknowledged", "Max Retries" and an unconfigured adapter are failures
/// (cec-ctl(1); v4l-utils utils/cec-ctl/cec-ctl.cpp and its status strings).
final class CECSwitch: ScreenSwitch {
    let device: String
    private let runner: ScreenToolRunner
    /// The physical address the claim reported ("1.0.0.0"); nil before the claim.
    private let physicalAddress = Mutex<String?>(nil)

    init(device: String, runner: ScreenToolRunner) {
        self.device = device
        self.runner = runner
    }

    var method: ScreenPowerMethod { .cec }
    var description: String { "the TV through HDMI-CEC (\(device))" }

    static let advice = "Check that the TV's HDMI-CEC setting is on (Anynet+, Bravia Sync, SimpLink, EasyLink…), that the cable is in the " +
        "Raspberry Pi's HDMI port nearest the power socket (or set display.power.device to /dev/cec1), and that the kiosk's user is in the " +
        "video group. `mawqut doctor` tries the device."

    func sleep() -> ScreenSwitchFailure? {
        if let failure = claim() { return failure }
        return check(runner.run("cec-ctl", ["-d", device, "-s", "-t", "0", "--standby"]), doing: "send the TV to standby")
    }

    func wake() -> ScreenSwitchFailure? {
        if let failure = claim() { return failure }
        if let failure = check(runner.run("cec-ctl", ["-d", device, "-s", "-t", "0", "--image-view-on"]), doing: "wake the TV") {
            return failure
        }
        // Image View On turns the TV on; Active Source makes it show this input.
        guard let address = physicalAddress.withLock({ $0 }), address != "f.f.f.f" else { return nil }
        return check(runner.run("cec-ctl", ["-d", device, "-s", "--active-source", "phys-addr=\(address)"]), doing: "make the TV show Mawqut's input")
    }

    /// Claims a playback device's logical address once (it stays claimed for later runs).
    private func claim() -> ScreenSwitchFailure? {
        guard physicalAddress.withLock({ $0 }) == nil else { return nil }
        let outcome = runner.run("cec-ctl", ["-d", device, "--playback", "--osd-name", "Mawqut"])
        if let failure = check(outcome, doing: "set up \(device) as a playback device") { return failure }
        let address = Self.physicalAddress(in: outcome.output) ?? "f.f.f.f"
        physicalAddress.withLock { $0 = address }
        return nil
    }

    /// What cec-ctl prints when it could not do what it was asked, though it may exit 0
    /// (its open failures, an unconfigured adapter, and the transmit status of a TV that
    /// did not acknowledge); "not installed" is the runner's own.
    static let refusals = ["Failed to open", "Could not find", "Adapter is unconfigured", "Not Acknowledged", "Max Retries", "not installed"]

    /// "Physical Address           : 1.0.0.0" in cec-ctl's adapter report.
    static func physicalAddress(in output: String) -> String? {
        for line in output.split(separator: "\n") where line.contains("Physical Address") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingBlanks()
        }
        return nil
    }

    private func check(_ outcome: ToolOutcome, doing what: String) -> ScreenSwitchFailure? {
        guard outcome.status != 0 || Self.refusals.contains(where: outcome.output.contains) else { return nil }
        if outcome.status != 0 { physicalAddress.withLock { $0 = nil } }
        // The status line ("Tx, Not Acknowledged (4), Max Retries") says more than the message's own lines.
        let said = outcome.output.split(separator: "\n").first { line in Self.refusals.contains(where: line.contains) }
        let reason = said.map { "\($0.trimmingBlanks()) (exit status \(outcome.status))" } ?? outcome.briefly
        return ScreenSwitchFailure(summary: "HDMI-CEC could not \(what): \(reason)", advice: Self.advice)
    }
}

/// The Linux text console's blanking, as `setterm --blank force` and `--blank poke` do
/// it (TIOCLINUX subcodes 14 and 4 on the console, which must be the caller's own
/// terminal or the caller root: ioctl_console(2)); under KMS a blanked console turns
/// the display's signal off (drm_fb_helper_blank). setterm exits 0 when it cannot,
/// so its words are read, and `setterm --blank` (the blanked console's number, 0 for
/// none) checks that it did.
struct ConsoleSwitch: ScreenSwitch {
    /// The console's device (`/dev/tty1`); nil: the kiosk's own terminal.
    let device: String?
    let runner: ScreenToolRunner

    var method: ScreenPowerMethod { .console }
    var description: String { "the text console's blanking (\(device ?? "the kiosk's own console"))" }

    static let advice = "The console blanks only when the kiosk runs on it (mawqut.service on tty1) or as root, and does nothing under " +
        "the Wayland kiosk, whose compositor holds the display: use the cec method there, or black."

    func sleep() -> ScreenSwitchFailure? {
        if let failure = setterm(["--blank", "force"], doing: "blank") { return failure }
        let query = run(["--blank"])
        if query.output.split(whereSeparator: \.isWhitespace).first == "0" {
            return ScreenSwitchFailure(summary: "the text console did not blank (setterm --blank reports none blanked)", advice: Self.advice)
        }
        return nil
    }

    func wake() -> ScreenSwitchFailure? {
        setterm(["--blank", "poke"], doing: "unblank")
    }

    private func run(_ arguments: [String]) -> ToolOutcome {
        runner.run("setterm", arguments, input: device.map { .device($0) } ?? .inherit, environment: ["TERM": "linux"])
    }

    private func setterm(_ arguments: [String], doing what: String) -> ScreenSwitchFailure? {
        let outcome = run(arguments)
        guard outcome.status != 0 || outcome.output.contains("cannot") || outcome.output.contains("not support")
            || outcome.output.contains("not installed") else { return nil }
        return ScreenSwitchFailure(summary: "the text console could not \(what): \(outcome.briefly)", advice: Self.advice)
    }
}

/// DDC/CI through `ddcutil`: VCP feature D6 (power mode) set to 04 ("DPM: Off, DPMS:
/// Off", the value monitors recover from best; 05 is write-only) and back to 01 (on)
/// (ddcutil(1); ddcutil's vcp_feature_codes.c, table xd6_power_mode_values).
struct DDCSwitch: ScreenSwitch {
    /// The I2C bus number (`11` for a Raspberry Pi 4's first HDMI port); nil: ddcutil's first display.
    let bus: String?
    let runner: ScreenToolRunner

    var method: ScreenPowerMethod { .ddc }
    var description: String { "the monitor through DDC/CI (\(bus.map { "bus \($0)" } ?? "first display"))" }

    static let advice = "Check that the monitor has DDC/CI on in its menu (many TVs have none: use cec), that i2c-dev is loaded " +
        "(add i2c_dev to /etc/modules) and that the kiosk's user is in the i2c group; `ddcutil detect` lists the displays."

    func sleep() -> ScreenSwitchFailure? { setPowerMode("04", doing: "turn the monitor off") }
    func wake() -> ScreenSwitchFailure? { setPowerMode("01", doing: "turn the monitor on") }

    private func setPowerMode(_ value: String, doing what: String) -> ScreenSwitchFailure? {
        let outcome = runner.run("ddcutil", (bus.map { ["--bus", $0] } ?? []) + ["setvcp", "D6", value])
        guard outcome.status != 0 else { return nil }
        return ScreenSwitchFailure(summary: "DDC/CI could not \(what): \(outcome.briefly)", advice: Self.advice)
    }
}

extension ScreenFacts {
    /// The switch for `settings` on this machine.
    func screenSwitch(for settings: ScreenPowerSettings, runner: ScreenToolRunner) -> ScreenSwitch {
        // display.power.device is a path or a number: each method takes the form it needs.
        let device = settings.device
        let path = device.flatMap { $0.hasPrefix("/dev/") ? $0 : nil }
        let number = device.map { $0.hasPrefix("/dev/i2c-") ? String($0.dropFirst(9)) : $0 }.flatMap { $0.allSatisfy(\.isNumber) ? $0 : nil }
        return switch method(for: settings.method) {
        case .auto, .black: BlackScreen()
        case .cec: CECSwitch(device: path ?? number.map { "/dev/cec" + $0 } ?? cecDevices.first ?? "/dev/cec0", runner: runner)
        case .console: ConsoleSwitch(device: path, runner: runner)
        case .ddc: DDCSwitch(bus: number, runner: runner)
        }
    }
}
