import Foundation
import Testing

/// `make screenshots` photographs the kiosk on the wall's own stack, cage and foot on
/// headless wlroots, with grim (Scripts/screenshots.sh); one picture is made here and
/// looked at. Skipped where cage, foot, grim, Xvfb, xdotool or netpbm could not be installed.
struct ScreenshotTests {
    static let tools = ["/usr/bin/cage", "/usr/bin/foot", "/usr/bin/grim", "/usr/bin/Xvfb", "/usr/bin/xdotool", "/usr/bin/pnmtopng",
                        "/usr/bin/pngtopnm", "/usr/bin/pnmscale"]
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

    /// What the script reads of a checkout (its scripts, foot's configuration and the
    /// built programs), copied into a folder only its owner may enter (mode 0700), as a
    /// clone in root's home is: the unprivileged user that runs cage cannot reach it.
    static func privateCheckout(in folder: URL) throws -> URL {
        let files = FileManager.default
        let checkout = folder.appendingPathComponent("mawqut")
        for path in ["Scripts", "Assets/wayland", ".build/release"] {
            try files.createDirectory(at: checkout.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        try files.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        for path in ["Scripts/screenshots.sh", "Scripts/paths.sh", "Assets/wayland/foot.ini"] {
            try files.copyItem(at: root.appendingPathComponent(path), to: checkout.appendingPathComponent(path))
        }
        let built = CommandLineTests.binary.deletingLastPathComponent()
        for program in ["mawqut", "mawqut-kiosk"] {
            try files.copyItem(at: built.appendingPathComponent(program), to: checkout.appendingPathComponent(".build/release/\(program)"))
        }
        return checkout
    }

    @Test(.enabled(if: tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) },
                   "cage, foot, grim, xwayland, Xvfb, xdotool and netpbm are needed (make test installs them)"))
    func theClockIsPhotographedOnTheKioskStackFromACheckoutInAPrivateFolderAtTheScreensSizeAndFromTheBackOfTheHall() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-shots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let checkout = try Self.privateCheckout(in: out.appendingPathComponent("private"))
        let script = try ToolRun(checkout.appendingPathComponent("Scripts/screenshots.sh").path,
                                 [checkout.appendingPathComponent(".build/release/mawqut").path, out.appendingPathComponent("pictures").path,
                                  "clock-before-adhan", "1280x720"])
        #expect(script.status == 0, "\(script.errors)")
        let png = out.appendingPathComponent("pictures/clock-before-adhan-1280x720.png")
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
        // The prayer times still to come are drawn white: each is a ninth of the screen's height or more.
        var runs: [Int] = []
        var run = 0
        for row in 0..<picture.height {
            let white = stride(from: picture.width * 13 / 100, to: picture.width * 33 / 100, by: 2).contains { column in
                let pixel = (row * picture.width + column) * 3
                return bytes[pixel] > 200 && bytes[pixel + 1] > 200 && bytes[pixel + 2] > 200
            }
            if white { run += 1 } else if run > 0 { runs.append(run); run = 0 }
        }
        let times = runs.filter { $0 > picture.height / 20 }
        #expect(!times.isEmpty && times.allSatisfy { $0 * 9 >= picture.height }, "times \(times) pixels tall on a \(picture.height)-pixel screen")
        let back = try ToolRun("/usr/bin/pngtopnm", [out.appendingPathComponent("pictures/clock-before-adhan-1280x720-from-the-back.png").path]).output
        let small = try #require(Self.pixels(ppm: back))
        #expect(small.width == 480 && small.height == 270)
    }
}
