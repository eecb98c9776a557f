import Foundation
import Testing

/// `make screenshots` renders the kiosk headless (Scripts/screenshots.sh); one frame
/// is rendered here and looked at. Skipped where Xvfb, xterm, x11-apps (xwd),
/// x11-utils (xwininfo) or netpbm could not be installed.
struct ScreenshotTests {
    static let tools = ["/usr/bin/Xvfb", "/usr/bin/xterm", "/usr/bin/xwd", "/usr/bin/xwininfo", "/usr/bin/xwdtopnm", "/usr/bin/pnmtopng",
                        "/usr/bin/pngtopnm"]
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Width, height and RGB bytes of a binary PPM (P6, maxval 255).
    static func pixels(ppm data: Data) -> (width: Int, height: Int, rgb: Data)? {
        var fields: [Int] = []
        var index = data.startIndex + 2
        var number = ""
        while fields.count < 3, index < data.endIndex {
            let byte = data[index]
            if (48...57).contains(byte) { number.append(Character(UnicodeScalar(byte))) } else if !number.isEmpty {
                fields.append(Int(number) ?? 0)
                number = ""
            }
            index += 1
        }
        guard data.prefix(2) == Data("P6".utf8), fields.count == 3, fields[2] == 255 else { return nil }
        return (fields[0], fields[1], data[index...])
    }

    @Test(.enabled(if: tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) },
                   "Xvfb, xterm, x11-apps, x11-utils and netpbm are needed (make test installs them)"))
    func theClockRendersHeadlessAsAPictureOfTheScreensSizeWithTheClockOnIt() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-shots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let script = try ToolRun(Self.root.appendingPathComponent("Scripts/screenshots.sh").path,
                                 [CommandLineTests.binary.path, out.path, "clock-before-adhan", "1280x720"])
        #expect(script.status == 0, "\(script.errors)")
        let png = out.appendingPathComponent("clock-before-adhan-1280x720.png")
        let ppm = try ToolRun("/usr/bin/pngtopnm", [png.path]).output
        let picture = try #require(Self.pixels(ppm: ppm), "a PNG that netpbm reads")
        #expect(picture.width == 1280 && picture.height == 720)
        var colours = Set<UInt32>()
        var lit = 0
        let bytes = Array(picture.rgb)
        for pixel in stride(from: 0, to: bytes.count - 2, by: 3) {
            let colour = UInt32(bytes[pixel]) << 16 | UInt32(bytes[pixel + 1]) << 8 | UInt32(bytes[pixel + 2])
            colours.insert(colour)
            if colour != 0 { lit += 1 }
        }
        // The big digits alone cover several percent of the screen; text adds anti-aliased shades.
        #expect(colours.count > 20, "\(colours.count) colours")
        #expect(Double(lit) / Double(picture.width * picture.height) > 0.05, "\(lit) lit pixels")
    }
}
