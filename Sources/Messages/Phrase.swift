/// A message of the catalogue with its arguments, kept in English and said in a
/// language only when read: the wall says it in the mosque's language, the admin page
/// in its visitor's. The kiosk stores its problems so (as JSON in the state database).
///
/// `Phrase.tr("…", …)` and `Phrase.trc("context", "…", …)` are extracted into
/// `po/mawqut.pot` like `Words`' calls of the same names.
public struct Phrase: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The English message: the catalogue's msgid (`%s` for a verbatim text).
    public let message: String
    /// The msgctxt, when the English has two uses.
    public let context: String?
    public let arguments: [Argument]

    /// What fills a placeholder: data shown as it is (a path, a key, a number, a tool's
    /// own words), or another phrase said in the same language.
    public indirect enum Argument: Sendable, Hashable, Codable, ExpressibleByStringInterpolation {
        case text(String)
        case phrase(Phrase)

        public init(stringLiteral value: String) { self = .text(value) }
    }

    /// `message` with its placeholders filled by `arguments`, looked up when read.
    public static func tr(_ message: String, _ arguments: Argument...) -> Phrase {
        Phrase(message: message, context: nil, arguments: arguments)
    }

    /// `message` used in `context` (the same English with another meaning elsewhere).
    public static func trc(_ context: String, _ message: String, _ arguments: Argument...) -> Phrase {
        Phrase(message: message, context: context, arguments: arguments)
    }

    /// A text that is not a message (another program's words, a file's own line): shown
    /// as it is in every language.
    public static func verbatim(_ text: String) -> Phrase {
        Phrase(message: "%s", context: nil, arguments: [.text(text)])
    }

    /// The phrase in `words`' language.
    public func text(_ words: Words) -> String {
        let filled = arguments.map { argument in
            switch argument {
            case .text(let text): text
            case .phrase(let phrase): phrase.text(words)
            }
        }
        guard message != "%s" || context != nil else { return filled.first ?? "" }
        return Words.format(words.catalogue?.translation(message, context: context) ?? message, filled)
    }

    /// The phrase in English, for the log.
    public var description: String { text(.english) }
}
