import ArgumentParser
import Foundation
@testable import MawqutCommandLine
import Testing
@testable import mawqut

/// `times`, `next`, `qibla`, `hijri`, `quran search` and `hadith search` are read without
/// swift-argument-parser when their arguments are plain: the quick reading must never differ
/// from the full parser's.
struct QuickArgumentsTests {
    /// Values for each option: good ones, and ones the full parser rejects.
    static let values: [String: [String]] = [
        "config": ["/tmp/c.json", "a b.json", "-c.json"],
        "latitude": ["21.4225", "-33.9", "0", "1e1", "91", "north", ""],
        "longitude": ["39.8262", "-0.1276", "180", "east"],
        "timezone": ["Asia/Riyadh", "Europe/London", "Mars/Olympus", "-3"],
        "elevation": ["100", "-20", "high"],
        "method": ["isna", "umm-al-qura", "morocco", "ISNA", "bogus"],
        "asr": ["standard", "hanafi", "shafii"],
        "high-latitude-rule": ["middle-of-the-night", "angle-based", "none", "seventh"],
        "rounding": ["nearest", "none", "up", "sideways"],
        "now": ["2026-11-23T12:00:00+03:00", "yesterday", "--json"],
        "date": ["2026-11-23", "2026-13-40", "-1"],
        "data-dir": ["/tmp/data", "my data", "-d"],
        "limit": ["5", "1000", "0", "+7", "-3", "five", ""],
        "collection": ["bukhari", "MUSLIM", "ibnmajah", "nope"],
        "narrator": ["Abu Huraira", "عائشة", "-"],
        "grade": ["sahih", "not graded", "--json"],
        "grader": ["albani", "at-Tirmidhi"],
    ]

    /// Words for a command's positional arguments.
    static let words = ["mercy", "الصلاة", "actions are by intentions", "2:255", "", "-x", "-5"]

    /// A random argument vector over `options` with about `positionals` words: some options,
    /// in either spelling, sometimes repeated, sometimes with an unknown option, a word too
    /// many or too few, or a flag given a value.
    static func arguments(_ options: [QuickOption], positionals: Int, using random: inout some RandomNumberGenerator) -> [String] {
        var arguments: [String] = []
        for option in options.shuffled(using: &random) where Int.random(in: 0..<3, using: &random) == 0 {
            for _ in 0..<(Int.random(in: 0..<8, using: &random) == 0 ? 2 : 1) {
                switch option.kind {
                case .flag:
                    arguments.append(Int.random(in: 0..<10, using: &random) == 0 ? "--\(option.name)=true" : "--\(option.name)")
                case .value:
                    let value = values[option.name]!.randomElement(using: &random)!
                    arguments += Bool.random(using: &random) ? ["--\(option.name)=\(value)"] : ["--\(option.name)", value]
                }
            }
        }
        let wordCount = Int.random(in: 0..<10, using: &random) == 0 ? Int.random(in: 0...2, using: &random) : positionals
        for _ in 0..<wordCount {
            arguments.insert(words.randomElement(using: &random)!, at: Int.random(in: 0...arguments.count, using: &random))
        }
        switch Int.random(in: 0..<12, using: &random) {
        case 0: arguments.insert("--bogus", at: Int.random(in: 0...arguments.count, using: &random))
        case 1: arguments.append("-h")
        default: break
        }
        return arguments
    }

    static let commands: [any QuickCommand.Type] = [TimesCommand.self, NextCommand.self, QiblaCommand.self, HijriCommand.self,
                                                    QuranSearchCommand.self, HadithSearchCommand.self]

    /// Compares both readings of 3,000 random argument vectors; returns how many the quick reader took.
    static func compareReadings<Command: QuickCommand>(_ command: Command.Type) -> Int {
        var random = SystemRandomNumberGenerator()
        var quick = 0
        for _ in 0..<3000 {
            let arguments = Self.arguments(Command.quickOptions, positionals: Command.quickPositionals, using: &random)
            guard let values = QuickArguments.values(arguments, options: Command.quickOptions, positionals: Command.quickPositionals),
                  let request = Command.request(quick: values) else { continue }
            quick += 1
            let full = (try? Command.parseAsRoot(arguments)) as? Command
            #expect(full?.request == request, "\(Command._commandName) \(arguments)")
        }
        return quick
    }

    @Test(arguments: 0..<commands.count)
    func aQuickReadingIsWhatTheFullParserReads(_ index: Int) {
        let quick = Self.compareReadings(Self.commands[index])
        #expect(quick > 300, "too few plain argument vectors to compare: \(quick)")
    }

    /// The quick options are the ones `--help` lists, each with or without a value as there,
    /// and the positional arguments as many.
    @Test func theQuickOptionsAreTheOnesTheHelpLists() throws {
        for command in Self.commands {
            let usage = command.usageString()
            let listed = usage.matches(of: try Regex(#"\[--([a-z-]+)( <[a-z-]+>)?\]"#)).map { match in
                (String(match.output[1].substring ?? ""), match.output[2].substring != nil)
            }
            let quick = command.quickOptions.map { ($0.name, $0.kind != .flag) }
            #expect(listed.map(\.0) == quick.map(\.0) && listed.map(\.1) == quick.map(\.1), "\(usage)")
            let positionals = usage.replacing(try Regex(#"\[[^\]]*\]"#), with: "").matches(of: try Regex("<[a-z-]+>")).count
            #expect(positionals == command.quickPositionals, "\(usage)")
        }
    }

    @Test func whateverIsNotPlainGoesToTheFullParser() {
        let options = TimesCommand.quickOptions
        #expect(QuickArguments.values(["--date", "2026-11-23", "--json"], options: options) == QuickValues(options: ["date": "2026-11-23", "json": ""]))
        #expect(QuickArguments.values(["--latitude", "-33.9"], options: options) == QuickValues(options: ["latitude": "-33.9"]),
                "a negative number is a value")
        for arguments in [["--timezone", "-3"], ["--json", "--json"], ["--json=yes"], ["--date"], ["-d", "x"], ["--", "--json"], ["--bogus"], ["extra"]] {
            #expect(QuickArguments.values(arguments, options: options) == nil, "\(arguments)")
        }
        let search = QuranSearchCommand.quickOptions
        #expect(QuickArguments.values(["mercy", "--limit", "5"], options: search, positionals: 1)
                    == QuickValues(options: ["limit": "5"], positionals: ["mercy"]))
        for arguments in [[], ["a", "b"], ["--", "mercy"], ["-x"], ["--limit", "-5", "mercy"]] {
            #expect(QuickArguments.values(arguments, options: search, positionals: 1) == nil, "\(arguments)")
        }
    }

    /// `mawqut quran search …` names the search command two words deep; help goes to the root.
    @Test func aSubcommandIsFoundByItsPath() {
        let named = CommandLineEntry.namedSubcommand(of: Mawqut.self, ["quran", "search", "mercy"])
        #expect(named.map { ObjectIdentifier($0.command) } == ObjectIdentifier(QuranSearchCommand.self) && named?.depth == 2)
        #expect(CommandLineEntry.namedSubcommand(of: Mawqut.self, ["times", "--json"])?.depth == 1)
        #expect(CommandLineEntry.namedSubcommand(of: Mawqut.self, ["quran", "search", "--help"]) == nil)
        #expect(CommandLineEntry.namedSubcommand(of: Mawqut.self, ["--latitude", "1"]) == nil)
    }
}
