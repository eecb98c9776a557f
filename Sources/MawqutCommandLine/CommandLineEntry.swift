import ArgumentParser
import Foundation
import MawqutCommon

/// How every Mawqut executable with a command line starts and ends.
public enum CommandLineEntry {
    /// Parses the arguments for `root` and runs the command; configuration errors
    /// exit with 78 and bad arguments with 64, each with a line naming what is wrong.
    /// The `quick` subcommands are read without reflection when their arguments are plain.
    public static func main<Root: ParsableCommand>(_ root: Root.Type, quick: [any QuickCommand.Type] = []) -> Never {
        // The database, the log, a new configuration and shared files are the user's
        // alone (0600): the played log and the settings PIN are nobody else's business.
        umask(0o077)
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if let work = quickWork(quick, arguments) {
                try work()
            } else {
                var command = try subcommandParsedAlone(of: root, arguments) ?? root.parseAsRoot()
                try command.run()
            }
            Foundation.exit(0)
        } catch let error as CLIError {
            let heading = if case .config = error { "mawqut: configuration error\n" } else { "mawqut: " }
            Console.error("\(heading)\(error.description)")
            Foundation.exit(error.exitStatus)
        } catch {
            root.exit(withError: error)
        }
    }

    /// Words that only the root's parser answers as the user expects: help, version and
    /// completion scripts name the whole command path (`mawqut times --help`).
    static let rootOnlyArguments: Set<String> = [
        "-h", "--help", "help", "--version", "--generate-completion-script", "--experimental-dump-help",
    ]

    /// The subcommand `arguments` start with, unless they ask for what only the root answers.
    static func subcommandName(_ arguments: [String]) -> String? {
        guard let name = arguments.first, !arguments.contains(where: rootOnlyArguments.contains) else { return nil }
        return name
    }

    /// The work of the quick command `arguments` name, when its arguments are plain.
    static func quickWork(_ commands: [any QuickCommand.Type], _ arguments: [String]) -> (() throws -> Void)? {
        guard let name = subcommandName(arguments), let command = commands.first(where: { $0._commandName == name }),
              let values = QuickArguments.values(Array(arguments.dropFirst()), options: command.quickOptions),
              let request = OneShotRequest(quick: values)
        else { return nil }
        return { try command.perform(request) }
    }

    /// The named subcommand parsed on its own, or nil when the root must parse.
    ///
    /// Parsing from the root reflects over the default subcommand's arguments too (measured:
    /// `mawqut times` 8.0 → 7.2 ms parsed alone). A subcommand that parses alone gives the same command value;
    /// anything else (help, an unknown name, arguments the subcommand rejects) goes to the
    /// root's parser, so help and every error message keep the full command path.
    static func subcommandParsedAlone<Root: ParsableCommand>(of root: Root.Type, _ arguments: [String]) -> ParsableCommand? {
        guard let name = subcommandName(arguments),
              let subcommand = root.configuration.subcommands.first(where: { $0._commandName == name })
        else { return nil }
        return try? subcommand.parseAsRoot(Array(arguments.dropFirst()))
    }
}
