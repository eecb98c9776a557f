import Foundation
import KioskCore
import Messages
import Testing

/// Every catalogue's weekday, month and Hijri month names are the Unicode CLDR's for its
/// language, read from Debian's unicode-cldr-core (which `make test` installs): the format,
/// wide (and abbreviated) forms of the Gregorian calendar's days and months and of the
/// Islamic calendar's months. Where a catalogue differs on purpose, its `.po` file says
/// why, and the difference is listed here.
struct CalendarWordsFromCLDRTests {
    static let main = URL(fileURLWithPath: "/usr/share/unicode/cldr/common/main")

    /// Differences the catalogues explain: Urdu's CLDR 41 writes ربیع with a stray space
    /// (ر بیع), mended in po/ur.po; CLDR's Malay names no Islamic month (root's English
    /// transliterations stand in), and po/ms.po keeps the wall's own until a reviewer gives
    /// the local spellings.
    static let explained = Set(["ur Hijri 3", "ur Hijri 4"] + (1...12).map { "ms Hijri \($0)" })

    /// The text of the first element `open` … `close` inside `text`.
    static func section(_ text: Substring, from open: String, to close: String) -> Substring? {
        guard let start = text.range(of: open), let end = text[start.upperBound...].range(of: close) else { return nil }
        return text[start.upperBound..<end.lowerBound]
    }

    /// The value of `<element type="type">` (a draft attribute allowed, no alternative form) in `text`.
    static func value(_ text: Substring, element: String, type: String) -> String? {
        for marker in ["<\(element) type=\"\(type)\">", "<\(element) type=\"\(type)\" draft=\"contributed\">", "<\(element) type=\"\(type)\" draft=\"provisional\">"] {
            if let start = text.range(of: marker), let end = text[start.upperBound...].range(of: "</\(element)>") {
                return String(text[start.upperBound..<end.lowerBound])
            }
        }
        return nil
    }

    /// `calendar`'s `width` names of `kind` (days or months) in the format context.
    static func names(_ locale: String, calendar: String, kind: String, width: String) throws -> Substring? {
        let text = try String(contentsOf: main.appendingPathComponent("\(locale).xml"), encoding: .utf8)[...]
        let singular = kind == "days" ? "day" : "month"
        return section(text, from: "<calendar type=\"\(calendar)\">", to: "</calendar>")
            .flatMap { section($0, from: "<\(kind)>", to: "</\(kind)>") }
            .flatMap { section($0, from: "<\(singular)Context type=\"format\">", to: "</\(singular)Context>") }
            .flatMap { section($0, from: "<\(singular)Width type=\"\(width)\">", to: "</\(singular)Width>") }
    }

    @Test func everyCataloguesCalendarWordsAreCLDRs() throws {
        let languages = MessageLibrary.installed.languages.filter { $0 != .english && $0.subtags.isEmpty }
        try #require(languages.count >= 10, "the catalogues in \(MessageLibrary.folder.path)")
        try #require(FileManager.default.fileExists(atPath: Self.main.path), "Debian's unicode-cldr-core (make test installs it)")
        let days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
        var compared = 0
        for language in languages {
            let words = MessageLibrary.installed.words(language)
            let locale = language.language
            let wide = try Self.names(locale, calendar: "gregorian", kind: "days", width: "wide")
            let abbreviated = try Self.names(locale, calendar: "gregorian", kind: "days", width: "abbreviated")
            let months = try Self.names(locale, calendar: "gregorian", kind: "months", width: "wide")
            let hijri = try Self.names(locale, calendar: "islamic", kind: "months", width: "wide")
            var expected: [(String, String?, String)] = []
            for (index, day) in days.enumerated() {
                expected.append(("weekday \(index + 1)", wide.flatMap { Self.value($0, element: "day", type: day) }, words.weekday(index + 1)))
                expected.append(("short weekday \(index + 1)", abbreviated.flatMap { Self.value($0, element: "day", type: day) },
                                 words.shortWeekday(index + 1)))
            }
            for month in 1...12 {
                expected.append(("month \(month)", months.flatMap { Self.value($0, element: "month", type: String(month)) }, words.month(month)))
                expected.append(("Hijri \(month)", hijri.flatMap { Self.value($0, element: "month", type: String(month)) }, words.hijriMonth(month)))
            }
            for (name, cldr, catalogue) in expected where !Self.explained.contains("\(locale) \(name)") {
                #expect(cldr == catalogue, "\(locale) \(name): CLDR \(cldr ?? "(none)"), the catalogue \(catalogue)")
                compared += 1
            }
            for name in Self.explained where name.hasPrefix(locale + " ") {
                let entry = try #require(expected.first { "\(locale) \($0.0)" == name })
                #expect(entry.1 != entry.2, "\(name) is listed as explained but now agrees with CLDR: take it off the list")
            }
        }
        #expect(compared >= 10 * 38 - Self.explained.count, "each language's 38 names compared")
    }
}
