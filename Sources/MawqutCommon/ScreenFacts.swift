import FoundationEssentials
import Glibc
import MosqueSettings

/// What this machine offers for switching its screen, looked at once at start.
public struct ScreenFacts: Sendable, Equatable {
    /// The CEC adapters, `/dev/cec0` first.
    public var cecDevices: [String]
    /// The kiosk's own terminal when it is a text console (`/dev/tty1`).
    public var consoleTTY: String?
    /// Whether the kiosk runs under a Wayland compositor (the console's blanking then does nothing).
    public var wayland: Bool

    public init(cecDevices: [String], consoleTTY: String?, wayland: Bool) {
        self.cecDevices = cecDevices
        self.consoleTTY = consoleTTY
        self.wayland = wayland
    }

    /// The facts of this machine and process.
    public static func current() -> ScreenFacts {
        let devices = ((try? FileManager.default.contentsOfDirectory(atPath: "/dev")) ?? [])
            .filter { $0.hasPrefix("cec") && $0.dropFirst(3).allSatisfy(\.isNumber) }.sorted().map { "/dev/" + $0 }
        let terminal = ttyname(0).map { String(cString: $0) }
        let console = terminal.flatMap { name in
            name.hasPrefix("/dev/tty") && name.count > 8 && name.dropFirst(8).allSatisfy { $0.isNumber } ? name : nil
        }
        return ScreenFacts(cecDevices: devices, consoleTTY: console,
                           wayland: ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] != nil)
    }

    /// The method `auto` stands for here: CEC when there is an adapter, else the
    /// console when the kiosk runs on one outside Wayland, else black.
    public func method(for configured: ScreenPowerMethod) -> ScreenPowerMethod {
        guard configured == .auto else { return configured }
        if !cecDevices.isEmpty { return .cec }
        if consoleTTY != nil, !wayland { return .console }
        return .black
    }
}
