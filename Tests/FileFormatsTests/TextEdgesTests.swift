import Foundation
import Testing
import FileFormats

/// Trimming, replacing and paths as Foundation's NSString did them, which the
/// programs no longer link: Foundation itself is the reference here.
struct TextEdgesTests {
    /// Pieces that catch the difference between characters and scalars: a space or an
    /// apostrophe with a combining mark after it is one character.
    static let pieces = [" ", "\t", "\n", "\r\n", "\u{00A0}", "\u{2003}", "\u{2028}", "\u{0085}", "a", "'", "\u{0301}", "\u{06D6}",
                         "ٱللَّهِ", " ۖ", "x\u{0301}", ":", "é", "\u{200F}"]

    static func samples(_ count: Int) -> [String] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in (0..<Int.random(in: 0...7, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined() }
    }

    @Test func trimmingRemovesWhatFoundationsCharacterSetsRemoveAndKeepsAMarkAfterASpace() {
        for text in Self.samples(3_000) {
            #expect(text.trimmingBlanks().unicodeScalars.elementsEqual(text.trimmingCharacters(in: .whitespaces).unicodeScalars), "\(text.debugDescription)")
            #expect(text.trimmingWhitespace().unicodeScalars.elementsEqual(text.trimmingCharacters(in: .whitespacesAndNewlines).unicodeScalars),
                    "\(text.debugDescription)")
        }
        #expect("قَدْ ۖ".trimmingBlanks() == "قَدْ ۖ", "the pause mark after the last space stays")
    }

    /// Scalar by scalar, where Foundation's `replacingOccurrences` (like the standard
    /// library's `replacing`) compares characters and leaves an apostrophe that a
    /// combining mark follows: quoting a name for the shell must not.
    @Test(arguments: [
        ("it'\u{0301}s", "'", "'\\''", "it'\\''\u{0301}s"),
        ("a'b'c", "'", "'\\''", "a'\\''b'\\''c"),
        ("", "'", "x", ""),
        ("aaa", "aa", "b", "ba"),
        ("''", "'", "''", "''''"),
        ("2026-11-23T04:05:06Z", "T", "-", "2026-11-23-04:05:06Z"),
        ("eng-bukhari.json", ".json", "", "eng-bukhari"),
    ])
    func replacingComparesScalars(text: String, target: String, replacement: String, expected: String) {
        #expect(text.replacingLiterally(target, with: replacement).unicodeScalars.elementsEqual(expected.unicodeScalars))
    }

    /// (Foundation traps on a bare name's `deletingLastPathComponent`, and folds doubled
    /// slashes in some answers and not in others: neither is among the paths.)
    @Test func pathsSplitAsNSStringSplitsThem() {
        for path in ["", "/", "/a", "/a/", "/a/b", "a/b/", "/var/lib/mawqut", "eng-bukhari.json.gz", "/x/.config", "a.b/c", "/a/.hidden"] {
            let reference = path as NSString
            #expect(PathText.lastComponent(path) == reference.lastPathComponent, "\(path)")
            #expect(PathText.deletingLastComponent(path) == reference.deletingLastPathComponent, "\(path)")
            #expect(PathText.deletingExtension(path) == reference.deletingPathExtension, "\(path)")
            #expect(PathText.appending("x", to: path) == reference.appendingPathComponent("x"), "\(path)")
        }
    }
}
