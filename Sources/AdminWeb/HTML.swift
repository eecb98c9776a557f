import FoundationEssentials

/// Markup made by the page code. Text put into it through string interpolation is
/// escaped, always: `HTML("<p>\(announcement)</p>")` shows an announcement that
/// says `<script>` as those characters. Only another `HTML` value goes in as markup.
public struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation {
    public private(set) var rendered: String

    public init(stringLiteral value: String) {
        rendered = value
    }

    public init(stringInterpolation: StringInterpolation) {
        rendered = stringInterpolation.output
    }

    /// Markup joined from parts.
    public init(joining parts: [HTML], separator: HTML = "") {
        rendered = parts.map(\.rendered).joined(separator: separator.rendered)
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity * 2)
        }

        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation(_ text: String) { output += HTML.escape(text) }
        public mutating func appendInterpolation(_ markup: HTML) { output += markup.rendered }
        public mutating func appendInterpolation(_ parts: [HTML]) { output += parts.map(\.rendered).joined() }
        public mutating func appendInterpolation(_ number: Int) { output += String(number) }
    }

    /// ` class="name"`, or nothing.
    public static func classAttribute(_ name: String?) -> HTML {
        name.map { HTML(" class=\"\($0)\"") } ?? ""
    }

    /// `&`, `<`, `>`, `"` and `'` as character references (OWASP's output encoding
    /// for HTML body and quoted attribute values); control characters dropped.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
