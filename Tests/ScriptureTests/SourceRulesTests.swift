import Foundation
import Testing

/// Rules the whole of `Sources/` keeps, checked by reading it.
struct SourceRulesTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Every Swift line of `Sources/`, with its file and number.
    static func lines() throws -> [(file: String, number: Int, text: String, previous: [String])] {
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        var result: [(String, Int, String, [String])] = []
        for file in files.sorted() {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                result.append((file, index + 1, line, Array(lines[max(0, index - 2)..<index])))
            }
        }
        return result
    }

    /// No `try!` anywhere, and a force unwrap only where a comment says why it cannot
    /// fail (`// invariant: …` on its line or one of the two lines before): input
    /// from files, the configuration or the network never meets a `!`.
    @Test func noTryBangAndEveryForceUnwrapIsADocumentedInvariant() throws {
        let forceUnwrap = try Regex(#"[A-Za-z0-9_\)\]]!(?!=)"#)
        var offenders: [String] = []
        var checked = 0
        for line in try Self.lines() {
            let code = line.text.components(separatedBy: "//").first ?? ""
            let trimmed = line.text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("//"), !trimmed.hasPrefix("*") else { continue }
            checked += 1
            if code.contains("try!") { offenders.append("\(line.file):\(line.number): try!") }
            let stripped = code.replacingOccurrences(of: #""([^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
            if stripped.contains(forceUnwrap), !(line.previous + [line.text]).contains(where: { $0.contains("invariant:") }) {
                offenders.append("\(line.file):\(line.number): \(trimmed)")
            }
        }
        #expect(checked > 10_000, "the sources were read (\(checked) lines)")
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }
}
