@testable import TerminalUI
import Testing

/// A patch written over a frame in place finds the same runs as comparing the patched
/// frame with the frame before it, whole.
struct CellPatchTests {
    /// A fixed sequence (Knuth's MMIX linear congruential generator, high bits folded
    /// down), so that a failure repeats.
    struct Sequence: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    static func randomCell(_ random: inout Sequence) -> Cell {
        let style = Style(ColorRole.allCases.randomElement(using: &random)!, bold: Bool.random(using: &random),
                          reverse: Int.random(in: 0..<8, using: &random) == 0)
        if Int.random(in: 0..<10, using: &random) == 0 { return Cell.continuation(style: style) }
        return Cell(Array("ab ٠١▀▄█▌▐ابت:").randomElement(using: &random)!, style: style)
    }

    @Test func aPatchFindsTheRunsOfTheWholeFrameComparisonAndLeavesThePatchedFrame() {
        var random = Sequence(state: 2026)
        var grid = CellGrid(width: 40, height: 12)
        for _ in 0..<3_000 {
            // Rectangles inside, across the edges and outside the grid; few or all cells changed.
            var patch = CellPatch(x: Int.random(in: -5...42, using: &random), y: Int.random(in: -3...13, using: &random),
                                  width: Int.random(in: 0...12, using: &random), height: Int.random(in: 0...6, using: &random))
            let changing = Int.random(in: 0...3, using: &random) == 0 ? 1.0 : 0.2
            var expected = grid
            for row in 0..<patch.height {
                for column in 0..<patch.width {
                    let (x, y) = (patch.x + column, patch.y + row)
                    let inside = (0..<grid.width).contains(x) && (0..<grid.height).contains(y)
                    let cell = inside && Double.random(in: 0..<1, using: &random) >= changing ? grid[x, y] : Self.randomCell(&random)
                    patch[column, row] = cell
                    if inside { expected[x, y] = cell }
                }
            }
            var patched = grid
            let runs = patched.apply(patch)
            #expect(patched == expected)
            #expect(runs == expected.changes(from: grid), "patch at \(patch.x),\(patch.y) of \(patch.width)x\(patch.height)")
            grid = expected
        }
    }

    @Test func theEmptyPatchChangesNothing() {
        var grid = CellGrid(width: 10, height: 3)
        grid.put("salaam", x: 2, y: 1)
        let before = grid
        #expect(grid.apply(.empty).isEmpty)
        #expect(grid == before)
    }
}
