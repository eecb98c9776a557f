import ArabicText
import ArgumentParser
import FileFormats
import FoundationEssentials
import MawqutCommandLine
import MawqutCommon
import Scripture
import Storage
import TerminalUI

/// `mawqut guide PRAYER`: a step-by-step guide to one of the five prayers.
struct GuideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guide",
        abstract: "Print the step-by-step guide to a prayer (Sunni, or Shia Ja'fari).",
        discussion: """
        The Arabic and meaning of Al-Fatiha and the example surah come from the imported Quran \
        (fetched as `mawqut doctor` says); without it, the guide says where they go. Sources: docs/prayer-guides.md.
        """)

    @Argument(help: "fajr, dhuhr, asr, maghrib or isha.") var prayer: GuidePrayer
    @Option(help: "sunni or shia (Ja'fari).") var tradition = GuideTradition.sunni
    @Flag(help: "Print JSON.") var json = false
    @OptionGroup var library: LibraryOptions

    func run() throws {
        let chosen = prayer
        let school = tradition
        let settings = try ConfigFile.load(explicitPath: library.config)
        let book = try GuideFile.load()
        guard let guide = book.guide(chosen, tradition: school) else {
            throw CLIError.failure("\(GuideFile.path): no \(chosen.rawValue) guide for \(school.rawValue)")
        }
        let database = FileManager.default.fileExists(atPath: library.directory.appendingPathComponent(MawqutDatabase.fileName).path)
            ? try? library.database() : nil
        let quran = database.map {
            GuideFile.quranExcerpts(for: book, store: QuranStore(database: $0), translations: settings.quran.translations)
        } ?? [:]
        let notes = book.closingNotes(for: school)
        if json {
            Console.print(GuideJSON.object(guide, notes: notes, quran: quran).rendered)
        } else {
            Console.print(GuideJSON.text(guide, notes: notes, quran: quran, mode: settings.display.arabicDisplayMode, width: Console.width))
        }
    }
}

/// The printed forms of a guide.
enum GuideJSON {
    static func object(_ guide: PrayerGuide, notes: [ClosingNote], quran: [QuranPassage: QuranExcerpt]) -> OrderedJSON {
        func citations(_ list: [GuideCitation]) -> OrderedJSON { .array(list.map { .string($0.cite) }) }
        func optional(_ text: String?) -> OrderedJSON { text.map { .string($0) } ?? .null }
        var number = 0
        return .object([
            ("prayer", .string(guide.prayer.rawValue)), ("tradition", .string(guide.tradition.rawValue)),
            ("obligatoryRakahs", .number(Double(guide.obligatoryRakahs))),
            ("sunnah", .array(guide.sunnah.map {
                .object([("rakahs", .number(Double($0.rakahs))), ("when", .string($0.when)), ("kind", .string($0.kind)),
                         ("source", .string($0.cite))])
            })),
            ("sections", .array(guide.sections.map { section in
                .object([("title", .string(section.title)), ("note", optional(section.note)), ("steps", .array(section.steps.map { step in
                    number += 1
                    return .object([
                        ("number", .number(Double(number))), ("position", .string(step.position)), ("action", .string(step.action)),
                        ("recitations", .array(step.recitations.map { recitation in
                            let shown = recitation.shown(quran: quran)
                            return .object([
                                ("arabic", optional(shown.arabic)), ("quran", optional(recitation.quran?.description)),
                                ("transliteration", .string(recitation.transliteration)), ("meaning", optional(shown.meaning)),
                                ("sources", shown.meaningSource.map { .array([.string($0)]) } ?? citations(recitation.citations)),
                            ])
                        })),
                        ("notes", .array(step.notes.map { .string($0) })), ("sources", citations(step.citations)),
                    ])
                }))])
            })),
            ("closingNotes", .array(notes.map { .object([("title", .string($0.title)), ("text", .string($0.text)), ("source", .string($0.cite))]) })),
        ])
    }

    static func text(_ guide: PrayerGuide, notes: [ClosingNote], quran: [QuranPassage: QuranExcerpt], mode: ArabicDisplayMode,
                     width: Int?) -> String {
        var lines = ["\(guide.prayer.name) · \(guide.tradition.label): \(guide.obligatoryRakahs) rak'ahs obligatory"]
        lines += guide.sunnah.map { "Also commonly prayed: \($0.label) (\($0.cite))" }
        if let basis = guide.tradition.basis { lines.append(basis) }
        var number = 0
        for section in guide.sections {
            lines += ["", "== \(section.title) =="]
            if let note = section.note { lines.append(note) }
            for step in section.steps {
                number += 1
                lines += ["", "\(number). \(step.position): \(step.action)"]
                for recitation in step.recitations {
                    let shown = recitation.shown(quran: quran)
                    if let arabic = shown.arabic { lines += Console.paragraphLines(arabic, mode: mode, indent: 3, width: width) }
                    if let missing = shown.missing { lines.append("   " + missing) }
                    lines.append("   " + recitation.transliteration)
                    if let meaning = shown.meaning {
                        lines.append("   \"\(meaning)\"" + (shown.meaningSource.map { " (\($0))" } ?? ""))
                    }
                }
                lines += step.notes.map { "   - \($0)" }
                lines.append("   Sources: " + step.citations.map(\.cite).joined(separator: "; "))
            }
        }
        lines += ["", "== Before you pray =="]
        for note in notes {
            lines.append("\(note.title): \(note.text)" + (note.cite.isEmpty ? "" : " (\(note.cite))"))
        }
        return lines.joined(separator: "\n")
    }
}
