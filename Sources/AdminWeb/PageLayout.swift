import FileFormats
import FoundationEssentials
import Messages

/// The frame of every page: one stylesheet and one script file of the server's own
/// (no inline script or style, so the Content-Security-Policy can forbid them), the
/// language and direction, and a viewport for phones.
enum PageLayout {
    static func page(title: String, language: LanguageTag, bodyClass: String = "", body: HTML) -> HTML {
        """
        <!doctype html>
        <html lang="\(language.description)" dir="\(language.direction)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <link rel="stylesheet" href="/static/style.css">
        <script src="/static/page.js" defer></script>
        </head>
        <body class="\(bodyClass)">
        \(body)
        </body>
        </html>
        """
    }

    /// Links to the page in each other language there are words for, each named in
    /// itself, keeping the page's parameters.
    static func languageLinks(_ language: LanguageTag, path: String, query: [(String, String)] = [],
                              library: MessageLibrary = .installed) -> HTML {
        let links = library.languages.filter { $0 != language }.map { other -> HTML in
            let parameters = (query + [("lang", other.description)]).map { "\($0.0)=\(Query.encode($0.1))" }.joined(separator: "&")
            return "<a href=\"\(path)?\(parameters)\" lang=\"\(other.description)\" hreflang=\"\(other.description)\" dir=\"\(other.direction)\">\(library.words(other).languageName)</a>"
        }
        return links.isEmpty ? "" : "<nav class=\"languages\">\(HTML(joining: links, separator: " "))</nav>"
    }
}

/// Query strings: reading `?month=2026-11&lang=ar` and writing values into links.
enum Query {
    /// Percent-encodes everything but unreserved characters (RFC 3986 §2.3).
    static func encode(_ value: String) -> String {
        var result = ""
        for byte in value.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || "-._~".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + Hex.encode([byte]).uppercased()
            }
        }
        return result
    }
}
