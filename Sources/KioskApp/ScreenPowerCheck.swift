import FoundationEssentials
import MawqutCommon
import MosqueSettings

/// What `mawqut doctor` says of the screen's sleep: the method `auto` finds here, and
/// whether its tool and device answer (CEC is asked for the TV's power status, DDC/CI
/// for the monitor's power mode; the console and black need nothing).
public struct ScreenPowerCheck: Sendable, Equatable {
    public let ok: Bool
    public let detail: String
    public let fix: String?

    /// Looks at `settings.display.power` with the machine's `facts`, asking through `runner`.
    public static func run(_ settings: ScreenPowerSettings, facts: ScreenFacts, runner: ScreenToolRunner) -> ScreenPowerCheck {
        guard settings.schedule != .alwaysOn else {
            return ScreenPowerCheck(ok: true, detail: "the screen stays on (display.power.schedule is always-on)", fix: nil)
        }
        let method = facts.method(for: settings.method)
        let found = settings.method == .auto ? " (auto found it)" : ""
        switch method {
        case .auto, .black:
            let why = facts.cecDevices.isEmpty ? "no CEC adapter (/dev/cec*) on this machine" : "display.power.method is black"
            return ScreenPowerCheck(ok: true, detail: "black\(found): nothing is switched off, the kiosk draws black while the screen sleeps; \(why)",
                                    fix: nil)
        case .console:
            let where_ = settings.device ?? facts.consoleTTY ?? "the kiosk's own console"
            return ScreenPowerCheck(ok: true, detail: "console\(found): \(where_) is blanked (it must be the kiosk's own console, mawqut.service on tty1)",
                                    fix: nil)
        case .cec:
            let cec = facts.screenSwitch(for: ScreenPowerSettings(method: .cec, device: settings.device), runner: runner) as? CECSwitch
            let device = cec?.device ?? "/dev/cec0"
            let claim = runner.run("cec-ctl", ["-d", device, "--playback", "--osd-name", "Mawqut"])
            let status = claim.status == 0 ? runner.run("cec-ctl", ["-d", device, "-s", "-t", "0", "--give-device-power-status"]) : claim
            let said = status.output.split(separator: "\n").first { $0.contains("pwr-state") }.map { $0.trimmingBlanks() }
            // A TV that acknowledges but does not answer the question prints "Rx, Timeout".
            guard status.status == 0, !(CECSwitch.refusals + ["Timeout"]).contains(where: status.output.contains), let said else {
                return ScreenPowerCheck(ok: false, detail: "cec\(found) through \(device): the TV did not answer: \(status.briefly)",
                                        fix: "install v4l-utils (cec-ctl); " + CECSwitch.advice)
            }
            return ScreenPowerCheck(ok: true, detail: "cec\(found) through \(device): the TV answers (\(said))", fix: nil)
        case .ddc:
            let bus = (facts.screenSwitch(for: ScreenPowerSettings(method: .ddc, device: settings.device), runner: runner) as? DDCSwitch)?.bus
            let outcome = runner.run("ddcutil", (bus.map { ["--bus", $0] } ?? []) + ["getvcp", "D6"])
            guard outcome.status == 0 else {
                return ScreenPowerCheck(ok: false, detail: "ddc\(found): the monitor did not answer: \(outcome.briefly)",
                                        fix: "install ddcutil; " + DDCSwitch.advice)
            }
            let said = outcome.output.split(separator: "\n").first { $0.contains("D6") }.map { $0.trimmingBlanks() } ?? "power mode read"
            return ScreenPowerCheck(ok: true, detail: "ddc\(found): the monitor answers (\(said))", fix: nil)
        }
    }
}
