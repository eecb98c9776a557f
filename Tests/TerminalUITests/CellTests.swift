import Testing
@testable import TerminalUI

/// A cell holds its character inline and gives back exactly what was put in it.
struct CellTests {
    @Test func everyCharacterComesBackWholeFromACellShortOrLong() {
        let characters: [Character] = [
            " ", "a", "é", "e\u{301}", "█", "ب", "بَّ", "\u{FEB1}\u{651}\u{64E}", "ٰ", "۩", "世", "😀",
            // A letter of the Quran text with four marks (10 bytes), and clusters longer than a cell holds inline.
            "\u{628}\u{651}\u{64E}\u{670}\u{653}", "👨‍👩‍👧‍👦", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}",
        ]
        for character in characters {
            let cell = Cell(character)
            #expect(cell.character == character, "\(character.unicodeScalars.map { String($0.value, radix: 16) })")
            var bytes: [UInt8] = []
            cell.text.appendUTF8(to: &bytes)
            #expect(bytes == Array(character.utf8))
        }
        // Exactly 8 and exactly 16 bytes: the ends of the two words.
        for character: Character in ["\u{628}\u{651}\u{64E}\u{670}", "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}", "e\u{301}\u{302}\u{303}"] {
            #expect(Cell(character).character == character, "\(character.utf8.count) bytes")
        }
    }

    @Test func cellsAreEqualExactlyWhenTheirCharacterAndStyleAre() {
        #expect(Cell("a") == Cell("a"))
        #expect(Cell("a") != Cell("b"))
        #expect(Cell("a") != Cell("a", style: Style(.accent)))
        #expect(Cell("👨‍👩‍👧‍👦") == Cell("👨‍👩‍👧‍👦"))
        #expect(Cell("👨‍👩‍👧‍👦") != Cell("👨‍👩‍👧"))
        #expect(Cell() == Cell(" "))
        var changed = Cell("x")
        changed.character = "y"
        #expect(changed == Cell("y"))
    }

    @Test func aGridOfCellsIsTriviallyCopyable() {
        #expect(_isPOD(Cell.self), "copying a frame must not reference-count")
    }
}
