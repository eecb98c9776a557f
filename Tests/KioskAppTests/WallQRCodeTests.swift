import Foundation
@testable import KioskApp
import TerminalUI
import Testing

/// The wall's QR code, read back as a phone's camera reads it: the block characters
/// drawn as pixels (light where a cell's half is lit) and decoded with zbar.
struct WallQRCodeTests {
    static let zbarimg = ["/usr/bin/zbarimg", "/usr/local/bin/zbarimg"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The lines of a screen as a grey image: each cell 6 pixels wide and 12 tall, its
    /// upper and lower halves white where the block character lights them.
    static func pgm(_ lines: [String]) -> Data {
        let columns = lines.map(\.count).max() ?? 0
        let (cellWidth, half) = (6, 6)
        var pixels: [UInt8] = []
        for line in lines {
            let cells = Array(line) + Array(repeating: " ", count: columns - line.count)
            for halfRow in 0..<2 {
                let row = cells.flatMap { cell -> [UInt8] in
                    let lit = cell == "█" || (halfRow == 0 && cell == "▀") || (halfRow == 1 && cell == "▄")
                    return Array(repeating: lit ? 255 : 0, count: cellWidth)
                }
                for _ in 0..<half { pixels += row }
            }
        }
        return Data("P5\n\(columns * cellWidth) \(lines.count * 2 * half)\n255\n".utf8) + Data(pixels)
    }

    /// What zbar reads in the picture, or nil.
    static func decode(_ lines: [String]) throws -> String? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-qr-\(UUID().uuidString).pgm")
        try pgm(lines).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = SystemToolRunner().run("zbarimg", ["--raw", "-q", "--nodbus", file.path])
        guard run.status == 0 else { return nil }
        return run.output.split(separator: "\n").first.map(String.init)
    }

    @Test(.enabled(if: zbarimg != nil, "needs zbarimg (zbar-tools)"))
    func theBlockCharactersReadBackAsTheAddress() throws {
        let image = try QRCodeEncoder.encode("http://192.168.1.20:8080/").get()
        #expect(image.cells == (image.size + 4, (image.size + 5) / 2))
        #expect(try Self.decode(image.lines) == "http://192.168.1.20:8080/")
    }

    /// A hall wall of `width` x `height` that asks for a QR code to the mosque's page, drawn once.
    static func wall(width: Int, height: Int) throws -> KioskFixture {
        let config = KioskFixture.defaultConfig.replacingOccurrences(
            of: "\"calculation\":",
            with: "\"display\": { \"layout\": \"hall\", \"qrCode\": true, \"qrCodeAddress\": \"https://mosque.example/times\" },\n  \"calculation\":")
        let kiosk = try KioskFixture(config: config, width: width, height: height)
        kiosk.tick(at: KioskFixture.instant("2026-11-21T10:00:05-05:00"))
        return kiosk
    }

    static func lines(_ kiosk: KioskFixture) -> [String] {
        kiosk.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test(.enabled(if: zbarimg != nil, "needs zbarimg (zbar-tools)"))
    func theHallShowsTheMosquesPageAsACodeAPhoneReadsAndHidesNoTime() throws {
        let kiosk = try Self.wall(width: 104, height: 28)
        #expect(try Self.decode(Self.lines(kiosk)) == "https://mosque.example/times", "\(kiosk.screen)")
        for prayer in ["Fajr", "Dhuhr", "Asr", "Maghrib", "Isha"] { #expect(kiosk.screen.contains(prayer)) }
    }

    @Test(.enabled(if: zbarimg != nil, "needs zbarimg (zbar-tools)"))
    func withoutRoomTheHallLeavesTheCodeOut() throws {
        let kiosk = try Self.wall(width: 80, height: 24)
        #expect(try Self.decode(Self.lines(kiosk)) == nil, "\(kiosk.screen)")
    }
}
