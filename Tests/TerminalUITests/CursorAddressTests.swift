import Glibc
import Testing
import TerminalUI

/// The project's own cursor addressing gives what ncurses gives for the same terminal.
struct CursorAddressTests {
    /// `tput -T TERM cup Y X`: ncurses expanding the terminal's own capability.
    static func tput(_ terminal: String, _ y: Int, _ x: Int) -> [UInt8]? {
        guard let pipe = popen("tput -T \(terminal) cup \(y) \(x)", "r") else { return nil }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return pclose(pipe) == 0 ? bytes : nil
    }

    static func sequence(_ addressing: CursorAddressing, _ y: Int, _ x: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        addressing.append(y: y, x: x, to: &bytes)
        return bytes
    }

    @Test(arguments: ["xterm", "xterm-256color", "linux", "screen", "tmux-256color"])
    func ansiTerminalsAddressTheCursorAsNcursesDoes(terminal: String) throws {
        let addressing = CursorAddressing(terminfo: CursorAddressing.ansiTerminfo) { _, _ in "" }
        for (y, x) in [(0, 0), (4, 9), (66, 239), (9, 10), (99, 999), (1234, 56789)] {
            let expected = try #require(Self.tput(terminal, y, x), "tput -T \(terminal) failed (ncurses-bin and its terminfo entries)")
            #expect(Self.sequence(addressing, y, x) == expected, "\(terminal) at \(y),\(x)")
        }
    }

    @Test func aTemplateWithPaddingOrAnotherOrderIsExpandedByTheTerminal() {
        let expand: @Sendable (Int, Int) -> String = { y, x in "<\(y),\(x)>" }
        for template in [CursorAddressing.ansiTerminfo + "$<5>", "\u{1B}[%i%p2%d;%p1%dH", ""] {
            #expect(Self.sequence(CursorAddressing(terminfo: template, expand: expand), 3, 7) == Array("<3,7>".utf8), "\(template.debugDescription)")
        }
    }
}
