import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Scripture

struct XMLStartTagsTests {
    @Test func readsATanzilFileWithItsDeclarationCommentsAndReferences() throws {
        let document = """
            <?xml version="1.0" encoding="utf-8" ?>
            <!DOCTYPE quran>
            <quran>
            \t<sura index="1" name="الفاتحة">
            \t\t<aya index="1" text="بِسْمِ &amp; &#x627;&#1576; &quot;q&quot; &lt;&gt;" bismillah='a &apos;b&apos;'/>
            \t</sura>
            <![CDATA[ <not a tag> ]]>
            </quran>
            <!-- PLEASE DO NOT REMOVE OR CHANGE THIS COPYRIGHT BLOCK <quran> -->
            """
        let tags = try XMLStartTags.read(Array(document.utf8))
        #expect(tags.map(\.name) == ["quran", "sura", "aya"])
        #expect(tags.map(\.line) == [3, 4, 5])
        #expect(tags[1].attributes == ["index": "1", "name": "الفاتحة"])
        #expect(tags[2].attributes == ["index": "1", "text": "بِسْمِ & اب \"q\" <>", "bismillah": "a 'b'"])
    }

    @Test func whiteSpaceInsideAValueBecomesSpacesButReferencesKeepTheirCharacters() throws {
        let tags = try XMLStartTags.read(Array("<a v=\"x\n\ty&#10;z\"/>".utf8))
        #expect(tags[0].attributes["v"] == "x  y\nz")
    }

    @Test func aDocumentThatIsNotWellFormedIsRejectedWithItsLine() {
        let cases: [(String, XMLSyntaxError)] = [
            ("<quran>\n<sura>\n</quran>", XMLSyntaxError(line: 3, reason: "</quran> closes <sura>")),
            ("<quran>\n<sura index=\"1\">", XMLSyntaxError(line: 2, reason: "<sura> is not closed")),
            ("hello <quran/>", XMLSyntaxError(line: 1, reason: "text outside the root element")),
            ("<a/><b/>", XMLSyntaxError(line: 1, reason: "a second root element")),
            ("<a v=\"1\" v=\"2\"/>", XMLSyntaxError(line: 1, reason: "attribute v repeated in <a>")),
            ("<a v=1/>", XMLSyntaxError(line: 1, reason: "expected a quoted attribute value")),
            ("<a v=\"&nbsp;\"/>", XMLSyntaxError(line: 1, reason: "unknown reference &nbsp;")),
            ("<a v=\"x\"w=\"y\"/>", XMLSyntaxError(line: 1, reason: "expected a space, > or /> in <a>")),
            ("<a>\n<!-- open", XMLSyntaxError(line: 2, reason: "comment not closed")),
            ("</a>", XMLSyntaxError(line: 1, reason: "</a> closes nothing")),
            ("", XMLSyntaxError(line: 1, reason: "no root element")),
        ]
        for (document, expected) in cases {
            #expect(throws: expected, "\(document)") { try XMLStartTags.read(Array(document.utf8)) }
        }
    }

    #if canImport(FoundationXML)
    /// libxml2 (through Foundation's XMLParser, in this test only) reads 500 random
    /// well-formed documents: both find the same start tags with the same attributes.
    @Test func agreesWithLibxml2OnRandomDocuments() throws {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let document = RandomDocument.make(using: &random)
            let ours = try XMLStartTags.read(Array(document.utf8)).map { Tag(name: $0.name, attributes: $0.attributes) }
            #expect(ours == Libxml2Tags.read(document), "\(document)")
        }
    }
    #endif
}

private struct Tag: Equatable {
    var name: String
    var attributes: [String: String]
}

private enum RandomDocument {
    static let names = ["quran", "sura", "aya", "x", "ع"]
    static let valuePieces = ["a", " ", "نص", "&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#65;", "&#x644;", "\n", "\t", "'", "1:7"]

    static func make(using random: inout SystemRandomNumberGenerator) -> String {
        let prolog = Bool.random(using: &random) ? "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" : ""
        return prolog + element(depth: 0, using: &random) + (Bool.random(using: &random) ? "\n<!-- note <x> -->\n" : "")
    }

    static func element(depth: Int, using random: inout SystemRandomNumberGenerator) -> String {
        let name = names.randomElement(using: &random)!
        var attributeNames = ["index", "text", "name", "b"].shuffled(using: &random)
        attributeNames.removeLast(Int.random(in: 0...4, using: &random))
        let attributes = attributeNames.map { attribute in
            let value = (0..<Int.random(in: 0...5, using: &random)).map { _ in valuePieces.randomElement(using: &random)! }.joined()
            return " \(attribute)=\"\(value.replacingOccurrences(of: "\"", with: "&quot;"))\""
        }.joined()
        let childCount = depth < 3 ? Int.random(in: 0...3, using: &random) : 0
        if childCount == 0, Bool.random(using: &random) { return "<\(name)\(attributes)/>" }
        let children = (0..<childCount).map { _ in "\n " + element(depth: depth + 1, using: &random) }.joined()
        return "<\(name)\(attributes)>text\(children)<!-- c --></\(name) >"
    }
}

#if canImport(FoundationXML)
private final class Libxml2Tags: NSObject, XMLParserDelegate {
    var tags: [Tag] = []

    static func read(_ document: String) -> [Tag]? {
        let collector = Libxml2Tags()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = collector
        return parser.parse() ? collector.tags : nil
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        tags.append(Tag(name: name, attributes: attributes))
    }
}
#endif
