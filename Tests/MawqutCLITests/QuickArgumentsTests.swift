import ArgumentParser
import Foundation
import MawqutCommandLine
import Testing
@testable import mawqut

/// `times`, `next`, `qibla` and `hijri` are read without swift-argument-parser when their arguments are
/// plain: the quick reading must never differ from the full parser's.
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
    ]

    /// A random argument vector over `options`: some options, in either spelling, sometimes
    /// repeated, sometimes with an unknown option, a stray word or a flag given a value.
    static func arguments(_ options: [QuickOption], using random: inout some RandomNumberGenerator) -> [String] {
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
        switch Int.random(in: 0..<12, using: &random) {
        case 0: arguments.insert("--bogus", at: Int.random(in: 0...arguments.count, using: &random))
        case 1: arguments.append("extra")
        case 2: arguments.append("-h")
        default: break
        }
        return arguments
    }

    static let commands: [any QuickCommand.Type] = [TimesCommand.self, NextCommand.self, QiblaCommand.self, HijriCommand.self]

    @Test(arguments: 0..<commands.count)
    func aQuickReadingIsWhatTheFullParserReads(_ index: Int) {
        let command = Self.commands[index]
        var random = SystemRandomNumberGenerator()
        var quick = 0
        for _ in 0..<3000 {
            let arguments = Self.arguments(command.quickOptions, using: &random)
            let full = (try? command.parseAsRoot(arguments)) as? any QuickCommand
            guard let values = QuickArguments.values(arguments, options: command.quickOptions),
                  let request = OneShotRequest(quick: values) else { continue }
            quick += 1
            #expect(full?.request == request, "\(command._commandName) \(arguments)")
        }
        #expect(quick > 300, "too few plain argument vectors to compare: \(quick)")
    }

    /// The quick options are the ones `--help` lists, each with or without a value as there.
    @Test func theQuickOptionsAreTheOnesTheHelpLists() throws {
        for command in Self.commands {
            let usage = command.usageString()
            let listed = usage.matches(of: try Regex(#"\[--([a-z-]+)( <[a-z-]+>)?\]"#)).map { match in
                (String(match.output[1].substring ?? ""), match.output[2].substring != nil)
            }
            let quick = command.quickOptions.map { ($0.name, $0.kind != .flag) }
            #expect(listed.map(\.0) == quick.map(\.0) && listed.map(\.1) == quick.map(\.1), "\(usage)")
        }
    }

    @Test func whateverIsNotPlainGoesToTheFullParser() {
        let options = TimesCommand.quickOptions
        #expect(QuickArguments.values(["--date", "2026-11-23", "--json"], options: options) == ["date": "2026-11-23", "json": ""])
        #expect(QuickArguments.values(["--latitude", "-33.9"], options: options) == ["latitude": "-33.9"], "a negative number is a value")
        for arguments in [["--timezone", "-3"], ["--json", "--json"], ["--json=yes"], ["--date"], ["-d", "x"], ["--", "--json"], ["--bogus"]] {
            #expect(QuickArguments.values(arguments, options: options) == nil, "\(arguments)")
        }
    }
}
