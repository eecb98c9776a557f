import ArgumentParser
import FileFormats
import FoundationEssentials
import MawqutCommandLine
import MawqutCommon
import MosqueSettings

/// The font the Wayland kiosk's terminal uses (read by Assets/wayland/mawqut-kiosk-terminal).
struct KioskFontCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk-font",
        abstract: "Print the foot fonts for the Wayland kiosk (DejaVu Sans Mono, then Amiri) at display.fontSize, or sized to the screen.",
        discussion: """
            Without display.fontSize the size makes about \(KioskFont.targetColumns) columns across the screen: \
            its width is --width, else the preferred mode of the first connected display in /sys/class/drm, \
            else 1920 (said on standard error).
            """)

    @Option(help: ArgumentHelp("The screen's width in pixels.", valueName: "pixels")) var width: Int?
    @Option(name: .long, help: ArgumentHelp("Configuration file (default: $XDG_CONFIG_HOME/mawqut/config.json).", valueName: "path"))
    var config: String?

    func run() throws {
        if let width, width < 320 { throw CLIError.argument("--width: expected at least 320 pixels, got \(width)") }
        let settings = try ConfigFile.load(explicitPath: config)
        if let size = settings.display.fontSize {
            Console.print(KioskFont.footFont(points: size))
            return
        }
        let screen = width ?? DisplayModes.connectedWidth() ?? {
            Console.error("mawqut kiosk-font: no connected display found in /sys/class/drm; sizing for 1920 pixels")
            return 1920
        }()
        Console.print(KioskFont.footFont(points: KioskFont.points(forScreenWidth: screen)))
    }
}

/// What the kernel says about the displays (DRM connectors in sysfs).
enum DisplayModes {
    /// The width of the first connected connector's preferred mode (the first line of
    /// its `modes` file, such as "1920x1080"), or nil.
    static func connectedWidth(root: String = "/sys/class/drm") -> Int? {
        let connectors = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
        for connector in connectors {
            let folder = "\(root)/\(connector)"
            guard let status = try? String(contentsOfFile: "\(folder)/status", encoding: .utf8),
                  status.trimmingWhitespace() == "connected",
                  let modes = try? String(contentsOfFile: "\(folder)/modes", encoding: .utf8),
                  let first = modes.split(separator: "\n").first,
                  let width = first.split(separator: "x").first.flatMap({ Int($0) }) else { continue }
            return width
        }
        return nil
    }
}
