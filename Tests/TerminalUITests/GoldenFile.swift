import Foundation
import Testing
import TerminalUI

/// Compares a rendered grid's text with `Golden/<name>.txt`. With
/// MAWQUT_UPDATE_GOLDEN=1 the file is (re)written instead, for review in git.
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ grid: CellGrid, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent("\(name).txt")
        let actual = grid.text + "\n"
        if ProcessInfo.processInfo.environment["MAWQUT_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(name) differs from its golden file; rerun with MAWQUT_UPDATE_GOLDEN=1 to review",
                sourceLocation: sourceLocation)
    }
}
