/// How a terminal's cursor is put on a cell. ncurses' `tiparm` interprets terminfo's
/// little stack language and formats its numbers through `sprintf` at every call:
/// under callgrind, on the clock with seconds, a third of an idle second's
/// instructions went to it. Terminals whose `cup` is ECMA-48's CUP (xterm, linux,
/// screen, tmux, foot, rxvt: `infocmp -1 TERM`) are addressed by the project.
public enum CursorAddressing: Sendable {
    /// ECMA-48 CUP (ESC [ row ; column H, each counted from one).
    case ansi
    /// Another terminal's sequence for row `y` and column `x`, counted from zero (terminfo's).
    case expanded(@Sendable (_ y: Int, _ x: Int) -> String)

    /// CUP as terminfo writes it: the row, then the column, each plus one.
    public static let ansiTerminfo = "\u{1B}[%i%p1%d;%p2%dH"

    /// `.ansi` when `terminfo` (the terminal's `cup`, unexpanded) is CUP; otherwise
    /// `expand` (with padding, say, or another order).
    public init(terminfo: String, expand: @escaping @Sendable (_ y: Int, _ x: Int) -> String) {
        self = terminfo == Self.ansiTerminfo ? .ansi : .expanded(expand)
    }

    /// Appends the sequence that puts the cursor on row `y`, column `x` (from zero).
    public func append(y: Int, x: Int, to bytes: inout [UInt8]) {
        switch self {
        case .ansi:
            // Written backwards into a buffer on the stack (digits come lowest first), then
            // appended at once: 48 bytes hold two 19-digit numbers and the four others.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
                var start = buffer.count
                func prepend(_ byte: UInt8) {
                    start -= 1
                    buffer[start] = byte
                }
                func prependDecimal(_ value: Int) {
                    var rest = value
                    repeat {
                        prepend(UInt8(ascii: "0") + UInt8(rest % 10))
                        rest /= 10
                    } while rest > 0
                }
                prepend(UInt8(ascii: "H"))
                prependDecimal(x + 1)
                prepend(UInt8(ascii: ";"))
                prependDecimal(y + 1)
                prepend(UInt8(ascii: "["))
                prepend(0x1B)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
            }
        case .expanded(let expand):
            bytes += expand(y, x).utf8
        }
    }
}
